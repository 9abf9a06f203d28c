/// A check of the stories before the show starts (the upstream widget's spelling).
///
/// ```swift
/// struct CustomStoriesValidater: IStoriesValidater {
///     static func validate<T>(_ stories: [T]) -> [StoriesError] where T: IStory {
///         stories.first.map { $0.duration < 5 } == true
///             ? [StoriesError(description: "The first story is shorter than five seconds")] : []
///     }
/// }
/// ```
///
/// With any error, nothing starts and the error view lists the messages.
public protocol IStoriesValidater {
    /// The errors found in `stories`; empty when they may play.
    static func validate<T: IStory>(_ stories: [T]) -> [StoriesError]
}

/// The correctly spelled name of ``IStoriesValidater``.
public typealias IStoriesValidator = IStoriesValidater

/// The built-in checks: no stories, and any duration that is not a positive finite number
/// (reported once).
public enum BuiltInStoriesValidator: IStoriesValidater {
    /// The built-in errors for `stories`.
    public static func validate<T: IStory>(_ stories: [T]) -> [StoriesError] {
        errors(durations: stories.map(\.duration))
    }

    /// The built-in errors for a list of durations in seconds.
    public static func errors(durations: [Double]) -> [StoriesError] {
        var errors: [StoriesError] = []
        if durations.isEmpty { errors.append(.noStories) }
        if durations.contains(where: { !($0.isFinite && $0 > 0) }) { errors.append(.invalidDuration) }
        return errors
    }
}
