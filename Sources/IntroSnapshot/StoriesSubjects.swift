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

    /// Story `index` (from 0) of `stories` at its still moment, as `render stories
    /// --accessibility` draws it (`StoryStillMoment`: the show played once from the first
    /// story, this one 90 % through it); the error view when the stories do not validate or
    /// have no story `index`.
    public init(stories: [Story], stillOfStory index: Int) {
        self.stories = stories
        do {
            let snapshots = try StoryStillMoment.snapshots(stories.map { StoryTiming(duration: $0.duration, colorScheme: $0.colorScheme) })
            content = snapshots.indices.contains(index) ? .show(snapshots[index]) : .errors([.invalidCurrent])
        } catch {
            content = .errors(error.errors)
        }
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

    /// Story `index` (from 0) as `render stories --accessibility` draws it, 90 % through it,
    /// for `.accessibilityImage(device:)`, `.accessibility(device:)` or any strategy; the
    /// error view when the stories do not validate or there is no story `index`.
    public func still(ofStory index: Int) -> StoriesMoment<StoryCard> {
        StoriesMoment(stories: stories, stillOfStory: index)
    }
}
