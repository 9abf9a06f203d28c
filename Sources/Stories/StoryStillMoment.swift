import Foundation

/// The moment a story is shown at as one still picture, for an accessibility review
/// (`render stories --accessibility`, IntroSnapshot's `still(ofStory:)` subject): the show of
/// its stories played once from the first, nothing paused, the story ``progress`` through its
/// duration.
public enum StoryStillMoment {
    /// How far through its duration a story is shown: late enough that the upstream
    /// template's growing, turning title is nearly at rest (at halfway it is edge on), before
    /// the next story begins.
    public static let progress = 0.9

    /// How far through its duration a story is audited for accessibility (`lint --audit`):
    /// halfway, in the middle of what it shows.
    public static let auditedProgress = 0.5

    /// The instant story `index` is `progress` through its duration, the stories of
    /// `durations` played once from the first.
    public static func instant(ofStory index: Int, durations: [TimeInterval], progress: Double = progress) -> TimeInterval {
        durations[..<index].reduce(0, +) + durations[index] * progress
    }

    /// Each story `progress` through it (its still moment unless told), in the order they
    /// play; throws the show's validation errors (no stories, a duration that is not positive).
    public static func snapshots(_ stories: [StoryTiming], progress: Double = progress) throws(StoriesValidationError) -> [StoriesSnapshot] {
        let timeline = try StoriesTimeline(configuration: StoriesConfiguration(stories: stories, strategy: .once))
        let durations = stories.map(\.duration)
        return stories.indices.map { timeline.snapshot(at: instant(ofStory: $0, durations: durations, progress: progress)) }
    }
}
