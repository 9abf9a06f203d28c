import Foundation
import IntroUI

/// A story written as data rather than as a view, as Stories JSON describes it: a
/// full-screen background colour with an optional icon, a big centred title and an optional
/// subtitle.
///
/// Frames: `storyCard.icon`, `storyCard.title`, `storyCard.subtitle`.
public struct StoryCard: StoryContent, Sendable {
    /// The big centred title.
    public var title: String
    /// A line under the title.
    public var subtitle: String?
    /// The colour filling the screen.
    public var background: Color
    /// How long the story shows, in seconds.
    public var duration: TimeInterval
    /// The story's colour scheme; nil follows the environment.
    public var colorScheme: ColorScheme?
    /// An icon above the title: an asset name, else an SF Symbol name; drawn as a template
    /// in the primary colour.
    public var imageName: String?

    /// The default duration of a story that does not say, in seconds.
    public static let defaultDuration: TimeInterval = 5

    /// Creates a story card.
    public init(
        title: String, subtitle: String? = nil, background: Color = .background,
        duration: TimeInterval = StoryCard.defaultDuration, colorScheme: ColorScheme? = nil, imageName: String? = nil
    ) {
        self.title = title
        self.subtitle = subtitle
        self.background = background
        self.duration = duration
        self.colorScheme = colorScheme
        self.imageName = imageName
    }

    /// The background, with the icon, title and subtitle centred on it.
    public func builder(progress: Binding<CGFloat>) -> some View {
        ZStack {
            background
            VStack(spacing: 12) {
                if let imageName {
                    Image(imageName).renderingMode(.template).resizable()
                        .frame(width: 64, height: 64)
                        .id("storyCard.icon")
                }
                Text(title).font(.largeTitle).bold().id("storyCard.title")
                if let subtitle {
                    Text(subtitle).font(.title3).id("storyCard.subtitle")
                }
            }
            .multilineTextAlignment(.center)
            .padding(.horizontal, 32)
        }
    }
}
