import Foundation
import IntroUI

/// What the timeline needs to know about one story.
public struct StoryTiming: Hashable, Sendable {
    /// How long the story shows, in seconds.
    public var duration: TimeInterval
    /// The story's colour scheme; nil follows the environment.
    public var colorScheme: ColorScheme?

    /// Creates a story timing.
    public init(duration: TimeInterval, colorScheme: ColorScheme? = nil) {
        self.duration = duration
        self.colorScheme = colorScheme
    }
}

/// Everything a stories show needs apart from the views: the stories' timings in the order
/// they play, the strategy, the story to start with and the delay before the start.
public struct StoriesConfiguration: Hashable, Sendable {
    /// The stories, in the order they play.
    public var stories: [StoryTiming]
    /// ``Strategy/circle`` (the default) or ``Strategy/once``.
    public var strategy: Strategy
    /// The index of the story to start with (default 0, the first of the list).
    public var current: Int
    /// Seconds before the big start (default 0); the state is `ready` meanwhile.
    public var leeway: TimeInterval
    /// Errors found by a custom validator; they follow the built-in ones in ``errors``.
    public var customErrors: [StoriesError]

    /// Creates a configuration from timings.
    public init(
        stories: [StoryTiming],
        strategy: Strategy = .circle,
        current: Int = 0,
        leeway: TimeInterval = 0,
        customErrors: [StoriesError] = []
    ) {
        self.stories = stories
        self.strategy = strategy
        self.current = current
        self.leeway = leeway
        self.customErrors = customErrors
    }

    /// Creates a configuration from durations in seconds (no colour schemes).
    public init(
        durations: [TimeInterval], strategy: Strategy = .circle, current: Int = 0, leeway: TimeInterval = 0
    ) {
        self.init(
            stories: durations.map { StoryTiming(duration: $0) },
            strategy: strategy, current: current, leeway: leeway)
    }

    /// Creates a configuration from stories, in the order given, and runs `validator` on them.
    ///
    /// `current` nil starts with the first story of the list; a story missing from the list is
    /// reported as ``StoriesError/invalidCurrent``.
    public init<S: IStory>(
        stories: [S],
        strategy: Strategy = .circle,
        current: S? = nil,
        leeway: TimeInterval = 0,
        validator: (any IStoriesValidater.Type)? = nil
    ) {
        self.init(
            stories: stories.map { StoryTiming(duration: $0.duration, colorScheme: $0.colorScheme) },
            strategy: strategy,
            current: current.map { stories.firstIndex(of: $0) ?? -1 } ?? 0,
            leeway: leeway,
            customErrors: validator?.validate(stories) ?? [])
    }

    /// The durations, in seconds.
    public var durations: [TimeInterval] { stories.map(\.duration) }

    /// Why the show cannot start: the built-in checks (no stories, invalid durations, a
    /// `current` out of range, an invalid leeway), then ``customErrors``. Empty when valid.
    public var errors: [StoriesError] {
        var errors = BuiltInStoriesValidator.errors(durations: durations)
        if !stories.isEmpty && !stories.indices.contains(current) { errors.append(.invalidCurrent) }
        if !(leeway.isFinite && leeway >= 0) { errors.append(.invalidLeeway) }
        return errors + customErrors
    }
}
