import SwiftUI

/// The app's first screen, as the iOS target has it: not a target of this package (SwiftUI
/// does not exist on Linux), compiled by IntroKit's previews build in the snapshot test.
struct WelcomeCard: View {
    var name: String

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "sparkles")
                .font(.system(size: 48))
                .foregroundStyle(.orange)
            Text("Welcome, \(name)")
                .font(.largeTitle.bold())
            Text("Everything you starred, in one place.")
                .font(.body)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            Button("Continue") {}
                .buttonStyle(.borderedProminent)
        }
        .padding(24)
    }
}

#Preview("Welcome") {
    WelcomeCard(name: "Ada")
}

#Preview("Welcome, dark") {
    WelcomeCard(name: "Grace")
        .preferredColorScheme(.dark)
}
