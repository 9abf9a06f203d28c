import SwiftUI

struct OnboardingPage: Identifiable, Hashable {
    let id: Int
    let symbol: String
    let title: String
    let message: String
    let tint: Color
}

extension OnboardingPage {
    static let all: [OnboardingPage] = [
        OnboardingPage(
            id: 0, symbol: "sparkles", title: "Welcome to Trailmix",
            message: "Plan hikes with friends and keep every route in one place.", tint: .green),
        OnboardingPage(
            id: 1, symbol: "map.fill", title: "Offline maps",
            message: "Download a region before you leave and find your way without a signal.", tint: .blue),
        OnboardingPage(
            id: 2, symbol: "bell.badge.fill", title: "Stay in the loop",
            message: "Get a nudge when the weather on your trail changes.", tint: .orange),
    ]
}

struct OnboardingPagerView: View {
    @AppStorage("hasCompletedOnboarding") private var hasCompletedOnboarding = false
    @State private var selection = 0

    let pages: [OnboardingPage]

    init(pages: [OnboardingPage] = OnboardingPage.all) {
        self.pages = pages
    }

    private var isLastPage: Bool { selection == pages.count - 1 }

    var body: some View {
        VStack(spacing: 24) {
            TabView(selection: $selection) {
                ForEach(pages) { page in
                    OnboardingPageContent(page: page)
                        .tag(page.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))

            PagerDots(count: pages.count, current: selection)

            Button {
                if isLastPage {
                    hasCompletedOnboarding = true
                } else {
                    withAnimation(.easeInOut) {
                        selection += 1
                    }
                }
            } label: {
                Text(isLastPage ? "Get Started" : "Continue")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 6)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding(.horizontal, 24)
            .padding(.bottom, 12)
        }
    }
}

private struct OnboardingPageContent: View {
    let page: OnboardingPage

    var body: some View {
        VStack(spacing: 20) {
            Spacer()
            Image(systemName: page.symbol)
                .font(.system(size: 72, weight: .semibold))
                .foregroundColor(page.tint)
                .accessibilityHidden(true)
            Text(page.title)
                .font(.largeTitle.bold())
                .multilineTextAlignment(.center)
            Text(page.message)
                .font(.body)
                .foregroundColor(.secondary)
                .multilineTextAlignment(.center)
                .padding(.horizontal, 32)
            Spacer()
        }
    }
}

private struct PagerDots: View {
    let count: Int
    let current: Int

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Capsule()
                    .fill(index == current ? Color.primary : Color.secondary.opacity(0.3))
                    .frame(width: index == current ? 20 : 8, height: 8)
            }
        }
        .animation(.spring(response: 0.3, dampingFraction: 0.7), value: current)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Page \(current + 1) of \(count)")
    }
}

struct OnboardingPagerView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            OnboardingPagerView()
                .previewDisplayName("Light")
            OnboardingPagerView()
                .preferredColorScheme(.dark)
                .previewDisplayName("Dark")
        }
    }
}
