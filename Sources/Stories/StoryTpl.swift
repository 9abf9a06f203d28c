import Foundation
import IntroUI

/// A view that draws one story of a show and knows its progress, as upstream's `IStoryTpl`.
public protocol IStoryTpl: View {
    /// The type of the stories.
    associatedtype Story: IStory
    /// The story drawn.
    var story: Story { get }
    /// The story's progress, 0…1.
    var progress: CGFloat { get }
}

/// Upstream's example story template: a colour filling the whole screen, a huge bold rounded
/// text (350 pt) that grows, turns about the vertical axis and fades in with the story's
/// progress, and a 50 pt "story" label under it, 60 pt above the bottom of the safe area.
/// The texts are drawn in the story's colour scheme.
///
/// ```swift
/// case .first: StoryTpl(self, .green, "1", progress)
/// ```
///
/// At progress p the text is scaled by p, turned by 180 − 180 p degrees about the y axis
/// (drawn as a horizontal scale by cos θ: mirrored and narrow early on, see
/// IntroUI's `rotation3DEffect`) and drawn at
/// opacity p; with Reduce Motion on (`accessibilityReduceMotion`) it only fades in (opacity
/// p), as iOS's setting asks. Frames: `storyTpl.title` (the text) and `storyTpl.caption` ("story").
public struct StoryTpl<Story: IStory>: IStoryTpl {
    /// The story drawn.
    public let story: Story
    /// The colour filling the screen.
    public let color: Color
    /// The big text.
    public let text: String
    /// The story's progress, 0…1.
    @Binding public var progress: CGFloat

    /// A template for `story`: `text` on `color`, animated by `progress`.
    public init(_ story: Story, _ color: Color, _ text: String, _ progress: Binding<CGFloat>) {
        self.story = story
        self.color = color
        self.text = text
        self._progress = progress
    }

    public var body: some View {
        UpstreamStoryLayout(
            color: color, text: text, caption: "story", progress: Double(progress), colorScheme: story.colorScheme)
    }
}

/// What ``StoryTpl`` and a ``StoryCard`` with the ``StoryCard/Template/upstream`` template
/// draw: `color` filling the screen, `text` (350 pt, bold, rounded) scaled by the progress,
/// turned by 180 − 180 × progress degrees about the y axis and faded in, and `caption`
/// (50 pt) under it, 60 pt above the bottom; the texts in `colorScheme` when set.
struct UpstreamStoryLayout: View {
    /// The size of the big text, in points.
    static let textSize = 350.0
    /// The size of the caption, in points.
    static let captionSize = 50.0
    /// The space under the caption, in points.
    static let bottomPadding = 60.0

    let color: Color
    let text: String
    let caption: String
    let progress: Double
    let colorScheme: ColorScheme?

    var body: some View {
        color
            .ignoresSafeArea()
            .overlay(texts)
    }

    private var texts: some View {
        EnvironmentReader { environment in
            VStack {
                if environment.accessibilityReduceMotion {
                    // Reduce Motion: a cross-fade, no scaling or turning.
                    Self.label(text, size: Self.textSize)
                        .opacity(progress)
                        .id("storyTpl.title")
                } else {
                    Self.label(text, size: Self.textSize)
                        .scaleEffect(progress)
                        .rotation3DEffect(.degrees(180 - 180 * progress), axis: (x: 0, y: 1, z: 0))
                        .opacity(progress)
                        .id("storyTpl.title")
                }
                Self.label(caption, size: Self.captionSize)
                    .id("storyTpl.caption")
            }
            .colorScheme(colorScheme ?? environment.colorScheme)
            .padding(.bottom, Self.bottomPadding)
        }
    }

    private static func label(_ text: String, size: Double) -> some View {
        Text(text).font(.system(size: size, weight: .bold, design: .rounded))
    }
}
