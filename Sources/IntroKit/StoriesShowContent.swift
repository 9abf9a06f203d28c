import Foundation
import IntroUI
import Stories

/// The stories of a show in one language, as its frames draw them: JSON's `StoryCard`s, or
/// a package's own `IStory` views (any `StoryContent`), each frame the show at an instant laid
/// out as `StoriesFrame` lays it out — the current story's `builder(progress:)` given the
/// timeline's progress at that instant, under the progress bar.
///
/// ```swift
/// let content = StoriesShowContent(views: LaunchStories.allCases)
/// ```
public struct StoriesShowContent: @unchecked Sendable {
    /// Each story's duration and colour scheme, in the order they play.
    public let timings: [StoryTiming]
    /// Whether frames may be laid out on several threads at once: JSON's cards may; a
    /// package's own views are laid out one frame at a time, in the frames' order (as SwiftUI
    /// makes views on one thread), and only drawing is spread over the cores.
    public var isConcurrent: Bool {
        if case .cards = storage { return true }
        return false
    }

    private enum Storage {
        case cards([StoryCard])
        case views(StoriesFrameLayout)
    }

    /// Lays out the show at a snapshot on a canvas, in an environment, with an engine.
    private typealias StoriesFrameLayout = (StoriesSnapshot, Canvas, EnvironmentValues, LayoutEngine) -> LayoutResult

    private let storage: Storage

    /// JSON's story cards (laid out on every core).
    public init(cards: [StoryCard]) {
        timings = cards.map { StoryTiming(duration: $0.duration, colorScheme: $0.colorScheme) }
        storage = .cards(cards)
    }

    /// A package's own stories, in the order they play. `willLayOut` hears the index of the
    /// story of each frame just before its views are made (the previews runner reports it, so
    /// that a story whose view traps is known).
    public init<Story: StoryContent>(views stories: [Story], willLayOut: (@Sendable (Int) -> Void)? = nil) {
        timings = stories.map { StoryTiming(duration: $0.duration, colorScheme: $0.colorScheme) }
        storage = .views { snapshot, canvas, environment, engine in
            willLayOut?(snapshot.story)
            let frame = StoriesFrame(stories: stories, content: .show(snapshot), canvas: canvas)
            return engine.layout(frame, canvas: canvas, environment: environment)
        }
    }

    /// The show of `timeline` at instant `t`, laid out.
    func displayList(
        at t: Double, timeline: StoriesTimeline, canvas: Canvas, environment: EnvironmentValues, engine: LayoutEngine
    ) -> DisplayList {
        layout(timeline.snapshot(at: t), canvas: canvas, environment: environment, engine: engine).displayList
    }

    /// The show at `snapshot`, laid out (with what its accessibility tree is built from).
    func layout(_ snapshot: StoriesSnapshot, canvas: Canvas, environment: EnvironmentValues, engine: LayoutEngine) -> LayoutResult {
        switch storage {
        case .cards(let cards):
            let frame = StoriesFrame(stories: cards, content: .show(snapshot), canvas: canvas)
            return engine.layout(frame, canvas: canvas, environment: environment)
        case .views(let layout):
            return layout(snapshot, canvas, environment, engine)
        }
    }
}
