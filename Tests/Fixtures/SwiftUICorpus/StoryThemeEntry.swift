import SwiftUI

struct StoryTheme {
    var background: Color
    var foreground: Color
    var cornerRadius: CGFloat

    static let standard = StoryTheme(background: .black, foreground: .white, cornerRadius: 0)
    static let card = StoryTheme(background: Color(red: 0.98, green: 0.95, blue: 0.90), foreground: .brown, cornerRadius: 24)
}

extension EnvironmentValues {
    @Entry var storyTheme: StoryTheme = .standard
    @Entry var storyShowsCaptions: Bool = true
}

struct ThemedStoryCard: View {
    @Environment(\.storyTheme) private var theme
    @Environment(\.storyShowsCaptions) private var showsCaptions

    let headline: String
    let caption: String
    let progress: CGFloat

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Spacer()
            Text(headline)
                .font(.title.weight(.heavy))
            if showsCaptions {
                Text(caption)
                    .font(.callout)
                    .opacity(0.8)
            }
            Capsule()
                .fill(theme.foreground.opacity(0.3))
                .frame(height: 4)
                .overlay(alignment: .leading) {
                    GeometryReader { proxy in
                        Capsule()
                            .fill(theme.foreground)
                            .frame(width: proxy.size.width * progress)
                    }
                }
        }
        .foregroundColor(theme.foreground)
        .padding(28)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        .background(theme.background)
        .clipShape(RoundedRectangle(cornerRadius: theme.cornerRadius, style: .continuous))
    }
}

#Preview("Standard") {
    ThemedStoryCard(headline: "Meet your new inbox", caption: "Swipe a message to snooze it.", progress: 0.5)
}

#Preview("Card theme, no captions", traits: .fixedLayout(width: 320, height: 480)) {
    ThemedStoryCard(headline: "Meet your new inbox", caption: "Swipe a message to snooze it.", progress: 0.8)
        .padding()
        .environment(\.storyTheme, .card)
        .environment(\.storyShowsCaptions, false)
}
