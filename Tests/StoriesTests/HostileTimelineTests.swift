import Stories
import Testing

/// Timelines of hostile shows answer at once.
@Suite struct HostileTimelineTests {
    /// Found by the fuzzer: with stories of 5e-324 and 1e-300 seconds, one second holds 10³⁰⁰
    /// cycles, and the first cycle's end was looked for in the log of all of them.
    @Test func firstCycleOfSubnormalStoriesEndsAtOnce() throws {
        let configuration = StoriesConfiguration(
            stories: [StoryTiming(duration: .leastNonzeroMagnitude), StoryTiming(duration: 1e-300)], strategy: .circle)
        let timeline = try StoriesTimeline(configuration: configuration)
        let end = try #require(timeline.firstCycleEnd)
        #expect(end > 0 && end < 1e-299)
    }
}
