import Testing
import Stories

/// The one-line JSON of a state that `stories events` and `stories state` print.
@Suite struct StoriesJSONLineTests {
    @Test func aStateIsOneObjectWithTimesAlwaysFractional() {
        #expect(StoriesJSONLine(time: 1, state: .begin, story: 0).text == #"{"t": 1.0, "state": "begin", "story": 0}"#)
        #expect(StoriesJSONLine(time: 2.5, state: .suspend(0.5), story: 1).text
            == #"{"t": 2.5, "state": "suspend", "story": 1, "progress": 0.5}"#)
        var line = StoriesJSONLine(time: .infinity, state: .finish, story: nil)
        line.add("segments", raw: "[]")
        #expect(line.text == #"{"t": null, "state": "finish", "story": null, "segments": []}"#)
    }

    @Test func aSnapshotHasItsCycleAndEachStorysBar() throws {
        let timeline = try StoriesTimeline(configuration: StoriesConfiguration(stories: [StoryTiming(duration: 2), StoryTiming(duration: 2)]))
        #expect(StoriesJSONLine(snapshot: timeline.snapshot(at: 3), at: 3).text.hasSuffix(#""cycle": 0, "segments": [1, 0.5]}"#))
    }
}
