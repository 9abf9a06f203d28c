import Foundation
import IntroUI

/// A story written as data rather than as a view, as Stories JSON describes it: a
/// full-screen background colour with, by the ``Template/card`` template, an optional icon,
/// a big centred title and an optional subtitle — or, by the ``Template/upstream``
/// template, what upstream's example ``StoryTpl`` draws.
///
/// Frames: `storyCard.icon`, `storyCard.title`, `storyCard.subtitle` (card);
/// `storyTpl.title`, `storyTpl.caption` (upstream).
public struct StoryCard: StoryContent, Sendable {
    /// How a card is drawn.
    public enum Template: String, CaseIterable, Hashable, Sendable {
        /// An icon, the title and the subtitle, centred.
        case card
        /// Upstream's example template: the title huge, bold and rounded, growing, turning
        /// and fading in with the story's progress, and the subtitle (the caption, "story"
        /// by default) under it.
        case upstream
    }

    /// How the card is drawn (default ``Template/card``).
    public var template: Template
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

    /// The caption of an ``Template/upstream`` card without a subtitle, as upstream's example.
    public static let defaultCaption = "story"

    /// Creates a story card.
    public init(
        title: String, subtitle: String? = nil, background: Color = .background,
        duration: TimeInterval = StoryCard.defaultDuration, colorScheme: ColorScheme? = nil, imageName: String? = nil,
        template: Template = .card
    ) {
        self.template = template
        self.title = title
        self.subtitle = subtitle
        self.background = background
        self.duration = duration
        self.colorScheme = colorScheme
        self.imageName = imageName
    }

    /// The card with its title and subtitle passed through `translate`, such as a lookup in a
    /// string catalog (the upstream template's default caption stays as upstream writes it).
    public func localized(_ translate: (String) -> String) -> StoryCard {
        var card = self
        card.title = translate(title)
        card.subtitle = subtitle.map(translate)
        return card
    }

    /// The card drawn by its template at `progress`.
    @ViewBuilder
    public func builder(progress: Binding<CGFloat>) -> some View {
        switch template {
        case .card: card
        case .upstream:
            UpstreamStoryLayout(
                color: background, text: title, caption: subtitle ?? Self.defaultCaption,
                progress: Double(progress.wrappedValue), colorScheme: colorScheme)
        }
    }

    /// The background, with the icon, title and subtitle centred on it.
    private var card: some View {
        ZStack {
            background.ignoresSafeArea()
            VStack(spacing: 12) {
                if let imageName {
                    Image(imageName).renderingMode(.template).resizable()
                        .frame(width: 64, height: 64)
                        .id("storyCard.icon")
                }
                Text(title).font(.largeTitle).bold().accessibilityAddTraits(.isHeader).id("storyCard.title")
                if let subtitle {
                    Text(subtitle).font(.title3).id("storyCard.subtitle")
                }
            }
            .multilineTextAlignment(.center)
            .padding(.horizontal, 32)
        }
    }
}
