import SwiftUI

struct CarouselSlide: Identifiable, Hashable {
    let id: Int
    let symbol: String
    let title: String
    let message: String
    let colors: [Color]
}

/// A paged welcome carousel: each slide an illustration card on a gradient with rounded top
/// corners, a title and a message; page dots under it and a button that turns into
/// "Get started" on the last slide.
struct CarouselOnboardingView: View {
    let slides: [CarouselSlide]
    @State private var selection = 0
    var onFinish: () -> Void = {}

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Spacer()
                Button("Skip", action: onFinish)
                    .font(.subheadline.weight(.medium))
                    .foregroundStyle(.secondary)
                    .opacity(selection == slides.count - 1 ? 0 : 1)
            }
            .padding(.horizontal, 20)
            .frame(height: 44)

            TabView(selection: $selection) {
                ForEach(slides) { slide in
                    slidePage(slide)
                        .tag(slide.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            .id("pager")

            Button {
                withAnimation(.easeInOut) {
                    if selection < slides.count - 1 { selection += 1 } else { onFinish() }
                }
            } label: {
                Text(selection < slides.count - 1 ? "Next" : "Get started")
                    .font(.headline)
                    .foregroundStyle(.white)
                    .frame(maxWidth: .infinity, minHeight: 52)
                    .background(Color.accentColor, in: .rect(cornerRadius: 14, style: .continuous))
            }
            .padding(.horizontal, 24)
            .padding(.bottom, 16)
            .id("next")
        }
    }

    private func slidePage(_ slide: CarouselSlide) -> some View {
        VStack(spacing: 20) {
            ZStack {
                LinearGradient(colors: slide.colors, startPoint: .topLeading, endPoint: .bottomTrailing)
                Image(systemName: slide.symbol)
                    .font(.system(size: 80, weight: .semibold))
                    .foregroundStyle(.white)
                    .shadow(color: .black.opacity(0.2), radius: 8, y: 4)
            }
            .frame(height: 300)
            .clipShape(.rect(cornerRadii: RectangleCornerRadii(topLeading: 32, bottomLeading: 8, bottomTrailing: 8, topTrailing: 32)))
            .padding(.horizontal, 24)
            .id("art-\(slide.id)")

            VStack(spacing: 8) {
                Text(slide.title)
                    .font(.title2.bold())
                    .multilineTextAlignment(.center)
                Text(slide.message)
                    .font(.body)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
                    .fixedSize(horizontal: false, vertical: true)
            }
            .padding(.horizontal, 32)

            Spacer(minLength: 48)
        }
        .padding(.top, 12)
    }
}

private let welcomeSlides = [
    CarouselSlide(
        id: 0, symbol: "camera.macro", title: "Identify any plant",
        message: "Point your camera at a leaf or flower and get its name in a second.", colors: [.green, .mint]),
    CarouselSlide(
        id: 1, symbol: "drop.fill", title: "Never miss a watering",
        message: "Reminders adapt to the season, the pot and the light in your room.", colors: [.blue, .cyan]),
    CarouselSlide(
        id: 2, symbol: "leaf.fill", title: "Grow together",
        message: "Share cuttings and tips with growers near you.", colors: [.orange, .pink]),
]

#Preview("Carousel") {
    CarouselOnboardingView(slides: welcomeSlides)
}

#Preview("Carousel dark") {
    CarouselOnboardingView(slides: welcomeSlides)
        .preferredColorScheme(.dark)
}
