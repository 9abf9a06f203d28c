import IntroSnapshotCore
import IntroUI
import Stories

/// Stories at one instant — the progress bar and the story showing — or the error view,
/// on the target's screen.
public struct StoriesMoment<Story: StoryContent>: SnapshotSubject {
    /// The stories, in the order they play.
    public var stories: [Story]
    /// The show at a snapshot, or the validation errors.
    public var content: StoriesFrame<Story>.Content

    /// The show of `timeline` at `t` seconds after its start.
    public init(stories: [Story], timeline: StoriesTimeline, at t: Double) {
        self.stories = stories
        self.content = .show(timeline.snapshot(at: t))
    }

    /// The error view listing `errors`.
    public init(stories: [Story], errors: [StoriesError]) {
        self.stories = stories
        self.content = .errors(errors)
    }

    /// The frame laid out on the target's screen; the error view in the target's locale.
    public func layout(on target: SnapshotTarget, measurer: any TextMeasurer) -> LayoutResult {
        let frame = StoriesFrame(stories: stories, content: content, canvas: target.canvas, locale: target.locale)
        return LayoutEngine(measurer: measurer).layout(frame, canvas: target.canvas, environment: target.environment)
    }
}

extension StoriesDocument {
    /// The document's show at `t` seconds, or its error view when the document does not
    /// validate.
    public func moment(at t: Double) -> StoriesMoment<StoryCard> {
        do {
            return StoriesMoment(stories: stories, timeline: try timeline(), at: t)
        } catch {
            return StoriesMoment(stories: stories, errors: error.errors)
        }
    }
}
