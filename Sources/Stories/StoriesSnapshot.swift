/// A show at one instant: what a frame draws.
public struct StoriesSnapshot: Hashable, Sendable {
    /// The instant, in seconds since the show was started.
    public let time: Double
    /// The last state reported at or before ``time``.
    public let state: StoriesState
    /// The current story's index (while `ready`, the story to start with).
    public let story: Int
    /// How many times the show has wrapped to the first story (``Strategy/circle``); `Int.max`
    /// stands for that many or more (the count saturates).
    public let cycle: Int
    /// The current story's progress, 0…1: elapsed running time / duration.
    public let progress: Double
    /// Whether the show is paused.
    public let isPaused: Bool
    /// The number of stories (progress bar segments).
    public let storyCount: Int

    /// The progress of segment `index` of the progress bar: 1 before the current story, the
    /// current story's progress, 0 after it and outside the range.
    public func progress(ofSegment index: Int) -> Double {
        index < story ? (index >= 0 ? 1 : 0) : index == story ? progress : 0
    }

    /// Every segment's progress, in story order (O(n); prefer ``progress(ofSegment:)``).
    public var segments: [Double] {
        (0..<storyCount).map(progress(ofSegment:))
    }
}
