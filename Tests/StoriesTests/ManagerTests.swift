import Foundation
import IntroUI
import Testing
@testable import Stories

/// States reach `onStoriesStateChanged` on the main actor, by a task when the call was made
/// elsewhere: the tests wait for them with `recorder.expectStates(_:)`.
@Suite struct ManagerTests {
    private func manager(
        _ configuration: StoriesConfiguration, clock: ManualClock, pause: Binding<Bool> = .constant(false),
        recorder: StateRecorder
    ) -> StoriesManager {
        StoriesManager(
            configuration: configuration, pause: pause, clock: clock, pollInterval: nil,
            onStoriesStateChanged: recorder.record)
    }

    @Test func reportsTheWorkedTimelineOnceAndInOrder() async throws {
        let clock = ManualClock()
        let recorder = StateRecorder()
        let configuration = StoriesConfiguration(durations: workedDurations, strategy: .once, leeway: 1)
        let stories = manager(configuration, clock: clock, recorder: recorder)
        stories.start()
        for _ in 0..<40 {
            clock.advance(by: .milliseconds(500))
            stories.update()
        }
        let expected = try StoriesTimeline(configuration: configuration).events(through: 100).map(\.state)
        try await recorder.expectStates(expected)
        #expect(stories.state == .finish)
        #expect(stories.deadline == nil)
    }

    @Test func callsBetweenDeadlinesCatchUp() async throws {
        let clock = ManualClock()
        let recorder = StateRecorder()
        let configuration = StoriesConfiguration(durations: workedDurations, leeway: 1)
        let stories = manager(configuration, clock: clock, recorder: recorder)
        stories.start()
        #expect(stories.deadline == 1)
        clock.advance(by: .seconds(4))
        stories.suspend()
        clock.advance(by: .seconds(10))
        stories.resume()
        stories.next()
        let timeline = try StoriesTimeline(
            configuration: configuration,
            controls: [.init(time: 4, action: .pause), .init(time: 14, action: .resume), .init(time: 14, action: .next)])
        try await recorder.expectStates(timeline.events(through: 14).map(\.state))
        #expect(stories.snapshot() == timeline.snapshot(at: 14))
        #expect(stories.deadline == 16)
    }

    @Test func theDeadlineTaskReportsOnItsOwn() async throws {
        let clock = ManualClock()
        let recorder = StateRecorder()
        let stories = manager(StoriesConfiguration(durations: [1, 1], leeway: 1), clock: clock, recorder: recorder)
        stories.start()
        #expect(try await eventually { clock.deadlines.count == 1 })
        clock.advance(by: .seconds(1))
        #expect(try await eventually { recorder.recorded.count == 3 })
        try await recorder.expectStates([.ready, .start, .begin])
        #expect(try await eventually { stories.deadline == 2 && clock.deadlines.count == 1 })
        clock.advance(by: .seconds(1))
        #expect(try await eventually { recorder.recorded.count == 5 })
        #expect(recorder.recorded.suffix(2) == [.end, .begin])
    }

    @Test func rapidNavigationLeavesExactlyOneDeadline() async throws {
        let clock = ManualClock()
        let recorder = StateRecorder()
        let stories = manager(StoriesConfiguration(durations: [3, 4, 5]), clock: clock, recorder: recorder)
        stories.start()
        for _ in 0..<50 { stories.next() }
        for _ in 0..<10 { stories.previous() }
        // 50 × next from story 0 of 3 lands on story 2 (50 mod 3); 10 × previous goes to 0:
        // ready, start, begin, then end and begin for each of the 60 taps.
        #expect(stories.snapshot()?.story == 0)
        #expect(try await eventually { recorder.recorded.count == 3 + 2 * 60 })
        #expect(stories.deadline == 3)
        #expect(try await eventually { clock.deadlines.count == 1 })
        for _ in 0..<100 { await Task.yield() }
        #expect(clock.deadlines == [ManualClock.Instant(offset: .seconds(3))])
        let before = recorder.recorded.count
        clock.advance(by: .seconds(3))
        #expect(try await eventually { recorder.recorded.count == before + 2 })
        for _ in 0..<100 { await Task.yield() }
        #expect(recorder.recorded.count == before + 2)
        #expect(clock.deadlines == [ManualClock.Instant(offset: .seconds(7))])
    }

    @Test func thePauseBindingIsFollowed() async throws {
        let clock = ManualClock()
        let recorder = StateRecorder()
        let paused = State(wrappedValue: false)
        let stories = manager(
            StoriesConfiguration(durations: [4]), clock: clock, pause: paused.projectedValue, recorder: recorder)
        stories.start()
        clock.advance(by: .seconds(1))
        paused.wrappedValue = true
        stories.update()
        clock.advance(by: .seconds(10))
        stories.update()
        #expect(stories.snapshot()?.progress == 0.25)
        paused.wrappedValue = false
        stories.update()
        try await recorder.expectStates([.ready, .start, .begin, .suspend(0.25), .resume(0.25)])
        #expect(stories.deadline == 14)
    }

    @Test func aPausedBindingAtTheStartPausesTheLeeway() async throws {
        let clock = ManualClock()
        let recorder = StateRecorder()
        let stories = manager(
            StoriesConfiguration(durations: [1], leeway: 1), clock: clock, pause: .constant(true), recorder: recorder)
        stories.start()
        clock.advance(by: .seconds(5))
        stories.update()
        try await recorder.expectStates([.ready, .suspend(0)])
        #expect(stories.deadline == nil)
    }

    @Test func pollingNoticesTheBindingWithoutCalls() async throws {
        let clock = ManualClock()
        let recorder = StateRecorder()
        let paused = State(wrappedValue: false)
        let stories = StoriesManager(
            configuration: StoriesConfiguration(durations: [10]), pause: paused.projectedValue, clock: clock,
            pollInterval: .milliseconds(100), onStoriesStateChanged: recorder.record)
        stories.start()
        #expect(stories.deadline == 0.1)
        paused.wrappedValue = true
        #expect(try await eventually { clock.deadlines.count == 1 })
        clock.advance(by: .milliseconds(100))
        #expect(try await eventually { recorder.recorded.count == 4 })
        #expect(recorder.recorded.last == .suspend(0.01))
    }

    @Test func nothingStartsOnErrors() async {
        let clock = ManualClock()
        let recorder = StateRecorder()
        let stories = manager(StoriesConfiguration(durations: [0, 1]), clock: clock, recorder: recorder)
        stories.start()
        stories.next()
        clock.advance(by: .seconds(5))
        stories.update()
        #expect(stories.errors == [.invalidDuration])
        await MainActor.run {}  // after any delivery queued by the calls above
        #expect(recorder.recorded.isEmpty)
        #expect(stories.snapshot() == nil)
        #expect(stories.state == .ready)
        #expect(clock.deadlines.isEmpty)
    }

    @Test func finishIsFinalUntilAnExplicitStart() async throws {
        let clock = ManualClock()
        let recorder = StateRecorder()
        let stories = manager(StoriesConfiguration(durations: [2, 2]), clock: clock, recorder: recorder)
        stories.start()
        stories.start()  // no-op while running
        clock.advance(by: .seconds(1))
        stories.finish()
        stories.next()
        stories.suspend()
        try await recorder.expectStates([.ready, .start, .begin, .end, .finish])
        #expect(stories.deadline == nil)
        stories.start()
        try await recorder.expectStates([.ready, .start, .begin, .end, .finish, .ready, .start, .begin])
        #expect(stories.deadline == 2)
    }

    @Test func callbacksMayCallTheManagerBack() async throws {
        let clock = ManualClock()
        let recorder = StateRecorder()
        let box = ManagerBox()
        let stories = StoriesManager(
            configuration: StoriesConfiguration(durations: [2]), clock: clock, pollInterval: nil,
            onStoriesStateChanged: { state in
                recorder.record(state)
                if state == .start { box.manager?.suspend() }
            })
        box.manager = stories
        stories.start()
        try await recorder.expectStates([.ready, .start, .begin, .suspend(0)])
    }

    @MainActor @Test func statesArriveOnTheMainActorInOrderFromAnyThread() async throws {
        let model = StoriesModel()
        let clock = ManualClock()
        let stories = StoriesManager(
            configuration: StoriesConfiguration(durations: [1, 1]), clock: clock, pollInterval: nil,
            onStoriesStateChanged: { state in model.record(state) })
        await Task.detached {
            stories.start()
            stories.next()
            stories.suspend()
        }.value
        #expect(try await eventually { model.states.count == 6 })
        #expect(model.states == [.ready, .start, .begin, .end, .begin, .suspend(0)])
        stories.resume()
        #expect(try await eventually { model.states.last == .resume(0) })
    }

    @MainActor @Test func theDeadlineTasksStatesArriveOnTheMainActor() async throws {
        let model = StoriesModel()
        let clock = ManualClock()
        let stories = StoriesManager(
            configuration: StoriesConfiguration(durations: [1]), clock: clock, pollInterval: nil,
            onStoriesStateChanged: model.record)
        stories.start()
        #expect(try await eventually { clock.deadlines.count == 1 })
        clock.advance(by: .seconds(1))
        #expect(try await eventually { model.states.count == 5 })
        #expect(model.states.suffix(2) == [.end, .begin])
    }

    @Test func gesturesDriveAManager() async throws {
        let clock = ManualClock()
        let recorder = StateRecorder()
        let stories = manager(StoriesConfiguration(durations: [2, 2]), clock: clock, recorder: recorder)
        var gestures = StoriesGestures()
        stories.start()
        stories.perform(gestures.touchDown(at: 0))
        clock.advance(by: .milliseconds(100))
        stories.perform(gestures.touchUp(at: 0.1, x: 90, width: 100))
        try await recorder.expectStates([
            .ready, .start, .begin, .suspend(0), .resume(0), .end, .begin,
        ])
        #expect(stories.snapshot()?.story == 1)
    }
}

/// UI state on the main actor, updated straight from `onStoriesStateChanged` (no `Task`,
/// no `nonisolated`): Swift checks at run time that each call is on the main actor.
@MainActor private final class StoriesModel {
    var states: [StoriesState] = []

    func record(_ state: StoriesState) {
        MainActor.preconditionIsolated()
        states.append(state)
    }
}

/// Lets a callback reach the manager created after it.
private final class ManagerBox: @unchecked Sendable {
    var manager: StoriesManager?
}
