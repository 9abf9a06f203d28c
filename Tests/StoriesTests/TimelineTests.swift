import Testing
@testable import Stories

@Suite struct TimelineTests {
    @Test func workedTimelineOnce() throws {
        let timeline = try workedTimeline(.once)
        #expect(timeline.log(through: 100) == [
            "ready@0", "start@1", "begin(0)@1",
            "end(0)@3", "begin(1)@3", "end(1)@6", "begin(2)@6", "end(2)@8", "begin(3)@8",
            "end(3)@11", "begin(4)@11", "end(4)@14", "finish@14",
        ])
        let end = timeline.snapshot(at: 1_000)
        #expect(end.state == .finish)
        #expect(end.segments == [1, 1, 1, 1, 1])
    }

    @Test func workedTimelineCircle() throws {
        let timeline = try workedTimeline(.circle)
        let once = try workedTimeline(.once).log(through: 100)
        let circle = timeline.log(through: 27)
        #expect(Array(circle.prefix(once.count - 1)) == once.dropLast())
        #expect(circle[once.count - 1] == "begin(0)@14")
        #expect(circle.suffix(2) == ["end(4)@27", "begin(0)@27"])
        #expect(!timeline.log(through: 100).contains { $0.hasPrefix("finish") })
        for t in stride(from: 1.0, to: 14, by: 0.25) {
            let first = timeline.snapshot(at: t)
            for lap in 1...3 {
                let later = timeline.snapshot(at: t + 13 * Double(lap))
                #expect(later.story == first.story)
                #expect(later.progress == first.progress)
                #expect(later.cycle == first.cycle + lap)
            }
        }
    }

    @Test func snapshotsFollowTheTimeline() throws {
        let timeline = try workedTimeline(.once)
        let ready = timeline.snapshot(at: 0.5)
        #expect(ready.state == .ready && ready.story == 0 && ready.progress == 0)
        let started = timeline.snapshot(at: 1)
        #expect(started.state == .begin && started.story == 0 && started.progress == 0)
        #expect(timeline.snapshot(at: 2).segments == [0.5, 0, 0, 0, 0])
        #expect(timeline.snapshot(at: 7).segments == [1, 1, 0.5, 0, 0])
        #expect(timeline.snapshot(at: 7).progress(ofSegment: -1) == 0)
        #expect(timeline.snapshot(at: 7).progress(ofSegment: 99) == 0)
        for event in timeline.events(through: 100) where event.state != .start {
            #expect(timeline.snapshot(at: event.time).state == timelineStateAt(event.time, timeline))
        }
    }

    /// The last state logged at or before `time`.
    private func timelineStateAt(_ time: Double, _ timeline: StoriesTimeline) -> StoriesState? {
        timeline.events(through: time).last?.state
    }

    @Test func currentStartsElsewhereAndCircleWrapsToTheFirstOfTheList() throws {
        let once = try workedTimeline(.once, current: 2, leeway: 0)
        #expect(once.log(through: 100) == [
            "ready@0", "start@0", "begin(2)@0", "end(2)@2", "begin(3)@2", "end(3)@5", "begin(4)@5",
            "end(4)@8", "finish@8",
        ])
        #expect(once.snapshot(at: 1).segments == [1, 1, 0.5, 0, 0])
        #expect(once.snapshot(at: 0).state == .begin && once.snapshot(at: 0).story == 2)
        let circle = try workedTimeline(.circle, current: 2, leeway: 0)
        #expect(circle.log(through: 8).suffix(2) == ["end(4)@8", "begin(0)@8"])
        #expect(circle.snapshot(at: 8).cycle == 1)
        #expect(circle.snapshot(at: 7.9).cycle == 0)
    }

    @Test func leewayKeepsTheShowReady() throws {
        let timeline = try workedTimeline(.once, leeway: 2.5)
        #expect(timeline.snapshot(at: 2.499).state == .ready)
        #expect(timeline.snapshot(at: 2.5).state == .begin)
        #expect(timeline.log(through: 2.5) == ["ready@0", "start@2.5", "begin(0)@2.5"])
    }

    @Test func pauseInsideTheLeewayFreezesTheCountdown() throws {
        let timeline = try StoriesTimeline(
            configuration: StoriesConfiguration(durations: workedDurations, strategy: .once, leeway: 1),
            pauses: [(at: 0.5, duration: 2)])
        #expect(timeline.log(through: 5) == [
            "ready@0", "suspend(0.0)@0.5", "resume(0.0)@2.5", "start@3", "begin(0)@3", "end(0)@5", "begin(1)@5",
        ])
        let paused = timeline.snapshot(at: 2)
        #expect(paused.isPaused && paused.state == .suspend(0) && paused.story == 0)
    }

    @Test func pausesAccumulateAndExcludePausedTime() throws {
        let timeline = try StoriesTimeline(
            configuration: StoriesConfiguration(durations: [4], strategy: .once),
            pauses: [(at: 4, duration: 1), (at: 1, duration: 2)])
        #expect(timeline.log(through: 10) == [
            "ready@0", "start@0", "begin(0)@0", "suspend(0.25)(0)@1", "resume(0.25)(0)@3",
            "suspend(0.5)(0)@4", "resume(0.5)(0)@5", "end(0)@7", "finish@7",
        ])
        #expect(timeline.snapshot(at: 2).progress == 0.25)
        #expect(timeline.snapshot(at: 6).progress == 0.75)
    }

    @Test func overlappingPauseIntervalsMerge() throws {
        let timeline = try StoriesTimeline(
            configuration: StoriesConfiguration(durations: [10]), pauses: [(at: 1, duration: 2), (at: 2, duration: 3)])
        #expect(timeline.log(through: 6).filter { !$0.hasPrefix("begin") && !$0.hasPrefix("start") }
            == ["ready@0", "suspend(0.1)(0)@1", "resume(0.1)(0)@5"])
    }

    @Test func pauseWhilePausedAndResumeWhileRunningAreNoOps() throws {
        let timeline = try workedTimeline(.once, leeway: 0, controls: [
            .init(time: 0.5, action: .resume),
            .init(time: 1, action: .pause),
            .init(time: 1.5, action: .pause),
            .init(time: 2, action: .resume),
            .init(time: 2.5, action: .resume),
        ])
        #expect(timeline.log(through: 3) == [
            "ready@0", "start@0", "begin(0)@0", "suspend(0.5)(0)@1", "resume(0.5)(0)@2", "end(0)@3", "begin(1)@3",
        ])
    }

    @Test func pauseForeverNeverResumes() throws {
        let timeline = try StoriesTimeline(
            configuration: StoriesConfiguration(durations: [2]), pauses: [(at: 1, duration: .infinity)])
        #expect(timeline.snapshot(at: 1e9).state == .suspend(0.5))
    }

    @Test func nextAndPreviousAtBothEnds() throws {
        let script: [(at: Double, direction: StoriesNavigation)] = [
            (0.5, .previous), (1, .next), (2, .previous), (3, .previous), (4, .next), (5, .next), (6, .next),
        ]
        let configuration = StoriesConfiguration(durations: [10, 10, 10], strategy: .once, leeway: 0.25)
        let once = try StoriesTimeline(configuration: configuration, pauses: [], navigation: [(0.1, .next)] + script)
        #expect(once.log(through: 100) == [
            "ready@0", "start@0.25", "begin(0)@0.25",
            "end(0)@0.5", "begin(0)@0.5",  // previous on the first story restarts it
            "end(0)@1", "begin(1)@1",
            "end(1)@2", "begin(0)@2",
            "end(0)@3", "begin(0)@3",
            "end(0)@4", "begin(1)@4", "end(1)@5", "begin(2)@5",
            "end(2)@6", "finish@6",  // next on the last story finishes under once
        ])
        var circular = configuration
        circular.strategy = .circle
        let circle = try StoriesTimeline(configuration: circular, pauses: [], navigation: script)
        #expect(circle.log(through: 6).suffix(2) == ["end(2)@6", "begin(0)@6"])
        #expect(circle.snapshot(at: 6).cycle == 1)
    }

    @Test func navigationDuringTheLeewayOrAfterTheFinishIsIgnored() throws {
        let timeline = try StoriesTimeline(
            configuration: StoriesConfiguration(durations: [1], strategy: .once, leeway: 1),
            pauses: [], navigation: [(0.5, .next), (5, .previous), (6, .next)])
        #expect(timeline.log(through: 10) == ["ready@0", "start@1", "begin(0)@1", "end(0)@2", "finish@2"])
    }

    @Test func navigationWhilePausedStaysPaused() throws {
        let timeline = try StoriesTimeline(
            configuration: StoriesConfiguration(durations: [10, 10]),
            pauses: [(at: 1, duration: 2)], navigation: [(2, .next)])
        #expect(timeline.log(through: 13) == [
            "ready@0", "start@0", "begin(0)@0", "suspend(0.1)(0)@1",
            "end(0)@2", "begin(1)@2", "suspend(0.0)(1)@2", "resume(0.0)(1)@3", "end(1)@13", "begin(0)@13",
        ])
    }

    @Test func finishIsFinal() throws {
        let timeline = try workedTimeline(.circle, leeway: 0, controls: [
            .init(time: 1, action: .finish), .init(time: 2, action: .pause), .init(time: 3, action: .next),
        ])
        #expect(timeline.log(through: 100) == ["ready@0", "start@0", "begin(0)@0", "end(0)@1", "finish@1"])
        let finished = timeline.snapshot(at: 50)
        #expect(finished.state == .finish && finished.story == 0 && finished.progress == 0.5)
    }

    @Test func simultaneousControlsKeepScriptOrder() throws {
        let timeline = try workedTimeline(.once, leeway: 0, controls: [
            .init(time: 3, action: .next),  // at the boundary 0 → 1: the boundary comes first
            .init(time: 1, action: .pause),
            .init(time: 1, action: .resume),
        ])
        #expect(timeline.log(through: 3) == [
            "ready@0", "start@0", "begin(0)@0", "suspend(0.5)(0)@1", "resume(0.5)(0)@1",
            "end(0)@2", "begin(1)@2", "end(1)@3", "begin(2)@3",
        ])
    }

    @Test func samplingRateDoesNotChangeTheSnapshot() throws {
        let timeline = try StoriesTimeline(
            configuration: StoriesConfiguration(durations: workedDurations, leeway: 1),
            pauses: [(at: 4.1, duration: 0.7)], navigation: [(9.3, .next), (9.9, .previous)])
        var bySampling: [Int: [Double: StoriesSnapshot]] = [:]
        for fps in [10, 30, 120] {
            for frame in 0...(60 * fps) {
                let t = Double(frame) / Double(fps)
                bySampling[fps, default: [:]][t] = timeline.snapshot(at: t)
            }
        }
        for frame in 0...600 {
            let t = Double(frame) / 10
            #expect(bySampling[10]?[t] == bySampling[30]?[t])
            #expect(bySampling[10]?[t] == bySampling[120]?[t])
            #expect(bySampling[10]?[t] == timeline.snapshot(at: t))
        }
    }

    @Test func aDayOfCircleIsAnsweredByArithmetic() throws {
        let timeline = try workedTimeline(.circle)
        let day = timeline.snapshot(at: 86_400)
        // 86,399 s of running: 6,646 cycles of 13 s, then 1 s into story 0 (2 s long).
        #expect(day.cycle == 6_646)
        #expect(day.story == 0)
        #expect(day.progress == 0.5)
        #expect(day.state == .begin)
        let many = try StoriesTimeline(configuration: StoriesConfiguration(
            durations: Array(repeating: 0.001, count: 100_000)))
        #expect(many.snapshot(at: 86_400).storyCount == 100_000)
        #expect(many.events(through: 1e9, limit: 1_000).count == 1_000)
    }

    @Test func hostileTimesNeverCrash() throws {
        let timeline = try workedTimeline(.circle)
        #expect(timeline.snapshot(at: .nan) == timeline.snapshot(at: 0))
        #expect(timeline.snapshot(at: -5) == timeline.snapshot(at: 0))
        #expect(timeline.snapshot(at: .infinity).cycle == Int.max)
        #expect(timeline.snapshot(at: 1e308).cycle == Int.max)
        #expect(timeline.events(through: .nan) == [StoriesEvent(time: 0, state: .ready, story: nil)])
        #expect(timeline.events(through: .infinity, limit: 7).count == 7)
        #expect(timeline.events(through: 100, limit: -1).isEmpty)
        let huge = try StoriesTimeline(configuration: StoriesConfiguration(durations: [1e308, 1e308, 1e308]))
        #expect(huge.snapshot(at: 1e300).story == 0)
        #expect(huge.events(through: .infinity).map(\.state) == [.ready, .start, .begin, .end, .begin])
        let tiny = try StoriesTimeline(configuration: StoriesConfiguration(durations: [1e-300, 1e-300]))
        #expect(tiny.snapshot(at: 86_400).cycle > 0)
        #expect(tiny.events(through: 1, limit: 100).count == 100)
    }

    @Test func invalidScriptsAreReported() {
        do {
            _ = try StoriesTimeline(
                configuration: StoriesConfiguration(durations: [1]),
                pauses: [(at: -1, duration: 1), (at: 1, duration: -3)])
            Issue.record("expected an error")
        } catch {
            #expect(error.errors == [.invalidEventTime(-1), .invalidPauseDuration(-3)])
        }
        do {
            _ = try StoriesTimeline(
                configuration: StoriesConfiguration(durations: [1]), controls: [.init(time: .nan, action: .next)])
            Issue.record("expected an error")
        } catch {
            #expect(error.errors.count == 1)
            #expect(error.errors.first?.description.contains("finite") == true)
        }
        do {
            _ = try StoriesTimeline(
                configuration: StoriesConfiguration(durations: [1]), pauses: [(at: 1, duration: -2)])
            Issue.record("expected an error")
        } catch {
            #expect(error.errors == [.invalidPauseDuration(-2)])
        }
    }
}
