import SwiftUI

private struct OnboardingAccentKey: EnvironmentKey {
    static let defaultValue: Color = .indigo
}

private struct OnboardingCompactKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    var onboardingAccent: Color {
        get { self[OnboardingAccentKey.self] }
        set { self[OnboardingAccentKey.self] = newValue }
    }

    var isCompactOnboarding: Bool {
        get { self[OnboardingCompactKey.self] }
        set { self[OnboardingCompactKey.self] = newValue }
    }
}

extension View {
    func onboardingAccent(_ color: Color) -> some View {
        environment(\.onboardingAccent, color)
    }
}

struct AccentedHeadline: View {
    @Environment(\.onboardingAccent) private var accent
    @Environment(\.isCompactOnboarding) private var isCompact

    let title: String
    let symbol: String

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: symbol)
                .font(isCompact ? .title3 : .largeTitle)
                .foregroundColor(accent)
            Text(title)
                .font(isCompact ? .headline : .title.bold())
        }
        .padding(isCompact ? 8 : 16)
        .background(accent.opacity(0.12))
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

#Preview("Default accent") {
    AccentedHeadline(title: "Sync everywhere", symbol: "icloud")
}

#Preview("Custom accent, compact") {
    VStack(spacing: 16) {
        AccentedHeadline(title: "Sync everywhere", symbol: "icloud")
        AccentedHeadline(title: "Back up nightly", symbol: "externaldrive")
    }
    .onboardingAccent(.teal)
    .environment(\.isCompactOnboarding, true)
}
