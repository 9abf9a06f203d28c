/// Upstream's example custom validator: the first story must last at least five seconds.
///
/// ```swift
/// StoriesWidget(
///     manager: StoriesManager.self,
///     stories: Stories.allCases,
///     validator: CustomStoriesValidater.self
/// )
/// ```
///
/// Its error, ``StoriesError/firstStoryTooShort(minimum:)``, follows the built-in ones.
public struct CustomStoriesValidater: IStoriesValidater {
    /// The shortest first story allowed, in seconds.
    public static var minimumFirstDuration: Double { 5 }

    /// One error when the first story is shorter than ``minimumFirstDuration``.
    public static func validate<T: IStory>(_ stories: [T]) -> [StoriesError] {
        guard let first = stories.first, first.duration < minimumFirstDuration else { return [] }
        return [.firstStoryTooShort(minimum: minimumFirstDuration)]
    }
}
