import SwiftUI

/// The app's first-launch screen: three reasons to stay and a button that dismisses it.
struct OnboardingScreen: View {
    @Environment(\.dismiss) private var dismiss

    private let reasons: [(symbol: String, title: String, detail: String)] = [
        ("leaf.fill", "Grow a habit", "Check in once a day and watch your streak grow."),
        ("bell.fill", "Gentle reminders", "A nudge at the time you pick, never more."),
        ("lock.fill", "Yours alone", "Your entries stay on this device."),
    ]

    var body: some View {
        VStack(spacing: 32) {
            Text("Welcome to Sprout")
                .font(.largeTitle.bold())
                .multilineTextAlignment(.center)
                .padding(.top, 48)
            VStack(alignment: .leading, spacing: 24) {
                ForEach(reasons, id: \.title) { reason in
                    Label {
                        VStack(alignment: .leading, spacing: 2) {
                            Text(reason.title).font(.headline)
                            Text(reason.detail).font(.subheadline).foregroundStyle(.secondary)
                        }
                    } icon: {
                        Image(systemName: reason.symbol).font(.title2).foregroundStyle(.green)
                    }
                }
            }
            Spacer()
            Button("Start growing") { dismiss() }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
        }
        .padding(24)
    }
}

#Preview("Onboarding") {
    OnboardingScreen()
}

#Preview("Onboarding, dark") {
    OnboardingScreen()
        .preferredColorScheme(.dark)
}
