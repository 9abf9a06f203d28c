import Testing
@testable import Stories

@Suite struct TimelineTests {
    @Test func placeholder() throws {
        let t = try StoriesTimeline(configuration: .init(durations: [2, 3, 2, 3, 3], strategy: .once, leeway: 1))
        print(t.events(through: 20))
    }
}
