/// Where a show is: waiting through the leeway, playing a story, or finished.
enum StoriesPhase: Hashable, Sendable {
    /// Before the big start; `remaining` running seconds of leeway are left.
    case ready(remaining: Double)
    /// `story` has run for `elapsed` seconds in cycle `cycle`.
    case playing(story: Int, elapsed: Double, cycle: Int)
    /// Finished while showing `story` at `progress` in cycle `cycle`.
    case finished(story: Int, progress: Double, cycle: Int)
}

/// The one transition function of stories, shared by ``StoriesTimeline`` (pure, for any t)
/// and ``StoriesManager`` (live, driven by a clock).
///
/// A ``Status`` moves forward in three ways: ``advanced(_:to:)`` jumps to any later time in
/// O(log n) without reporting events (closed form, modulo the cycle under `circle`);
/// ``running(_:to:into:limit:)`` gets to the same place reporting every event on the way;
/// ``applying(_:to:into:)`` applies a pause, resume, navigation or finish.
///
/// Simultaneous events are ordered: at the big start `start` then `begin(first)`; at a story
/// boundary `end(k)` then `begin(k + 1)` (or `end(last)` then `finish` under `once`, or
/// `end(last)` then `begin(0)` under `circle`); natural boundaries at a time come before the
/// controls at that same time.
struct StoriesMachine: Sendable {
    /// A show's position at a time, and the last state it reported.
    struct Status: Hashable, Sendable {
        var time: Double
        var phase: StoriesPhase
        var isPaused: Bool
        var state: StoriesState
    }

    /// What changes at a story boundary: the phase's kind, story and cycle (not the elapsed time).
    enum Milestone: Hashable {
        case ready
        case playing(story: Int, cycle: Int)
        case finished
    }

    let plan: StoriesPlan

    /// `ready` at time 0, with the whole leeway ahead.
    var initial: Status {
        Status(time: 0, phase: .ready(remaining: plan.leeway), isPaused: false, state: .ready)
    }

    /// The status at `time` (not earlier than `status.time`), in O(log n). A leeway that is
    /// over (even a zero one) has started the show.
    func advanced(_ status: Status, to time: Double) -> Status {
        guard time >= status.time else { return status }
        var result = status
        result.time = time
        guard !status.isPaused else { return result }
        let run = time - status.time
        switch status.phase {
        case .finished:
            return result
        case .ready(let remaining):
            guard run >= remaining else {
                result.phase = .ready(remaining: remaining - run)
                return result
            }
            return played(result, from: plan.starts[plan.first], run: run - remaining, cycle: 0, story: nil)
        case .playing(let story, let elapsed, let cycle):
            return played(result, from: plan.starts[story] + elapsed, run: run, cycle: cycle, story: story)
        }
    }

    /// Plays `run` seconds from `position` in cycle `cycle`; `story` is the story playing
    /// before (nil at the big start), to tell whether a boundary was crossed.
    private func played(_ status: Status, from position: Double, run: Double, cycle: Int, story: Int?) -> Status {
        var result = status
        let target = position + run
        let length = plan.cycleLength
        var newCycle = cycle
        var offset = target
        if target >= length {
            guard plan.strategy == .circle else {
                result.phase = .finished(story: plan.last, progress: 1, cycle: cycle)
                result.state = .finish
                return result
            }
            let over = target - length
            offset = over.truncatingRemainder(dividingBy: length)
            let laps = Int(saturating: ((over - offset) / length).rounded())
            newCycle = cycle.saturatingSum(1).saturatingSum(laps)
        }
        let newStory = plan.story(at: offset)
        result.phase = .playing(story: newStory, elapsed: offset - plan.starts[newStory], cycle: newCycle)
        if newStory != story || newCycle != cycle { result.state = .begin }
        return result
    }

    /// Fires every event up to `time` (at most until `events` holds `limit`) and returns the
    /// status there. The boundaries fired are exactly those ``advanced(_:to:)`` crosses, so a
    /// log and a snapshot never disagree; events that rounding puts after `time` are moved to it.
    /// When the limit stops it early, the status is that of the last event fired.
    func running(_ status: Status, to time: Double, into events: inout [StoriesEvent], limit: Int) -> Status {
        let target = advanced(status, to: time)
        var current = status
        let firstFired = events.count
        while events.count < limit, milestone(current) != milestone(target), nextEventTime(current) != nil {
            current = firingNextEvent(current, into: &events)
        }
        for index in firstFired..<events.count where events[index].time > time {
            events[index] = StoriesEvent(time: time, state: events[index].state, story: events[index].story)
        }
        guard milestone(current) == milestone(target) else { return current }
        var result = target
        result.state = current.state
        return result
    }

    /// The snapshot a status describes.
    func snapshot(_ status: Status) -> StoriesSnapshot {
        StoriesSnapshot(
            time: status.time,
            state: status.state,
            story: story(status),
            cycle: cycle(status),
            progress: progress(status),
            isPaused: status.isPaused,
            storyCount: plan.count)
    }

    /// The time of the next story boundary (or of the big start); nil when paused, finished,
    /// or never (an infinite duration).
    func nextEventTime(_ status: Status) -> Double? {
        guard !status.isPaused else { return nil }
        let delay: Double
        switch status.phase {
        case .ready(let remaining):
            delay = remaining
        case .playing(let story, let elapsed, _):
            delay = max(0, plan.starts[story + 1] - (plan.starts[story] + elapsed))
        case .finished:
            return nil
        }
        let time = status.time + delay
        return time.isFinite ? time : nil
    }

    /// Steps to the next story boundary (see ``nextEventTime(_:)``), appending its events.
    private func firingNextEvent(_ status: Status, into events: inout [StoriesEvent]) -> Status {
        guard let time = nextEventTime(status) else { return status }
        var result = status
        result.time = time
        switch status.phase {
        case .ready:
            events.append(StoriesEvent(time: time, state: .start, story: nil))
            return beginning(result, story: plan.first, cycle: 0, into: &events)
        case .playing(let story, _, let cycle):
            return leaving(result, story: story, cycle: cycle, into: &events)
        case .finished:
            return status
        }
    }

    /// Applies a control at `status.time`, appending the events it causes.
    ///
    /// A pause of a paused or finished show and a resume of a running one are no-ops;
    /// navigation during the leeway or after the finish is a no-op. Navigation while paused
    /// keeps the pause: the new story begins and is reported suspended at 0.
    func applying(_ action: StoriesAction, to status: Status, into events: inout [StoriesEvent]) -> Status {
        var result = status
        switch (action, status.phase) {
        case (_, .finished):
            return status
        case (.pause, _) where !status.isPaused:
            result.isPaused = true
            return reporting(.suspend(progress(status)), result, into: &events)
        case (.resume, _) where status.isPaused:
            result.isPaused = false
            return reporting(.resume(progress(status)), result, into: &events)
        case (.next, .playing(let story, _, let cycle)):
            return suspendingAgain(leaving(result, story: story, cycle: cycle, into: &events), into: &events)
        case (.previous, .playing(let story, _, let cycle)):
            result = reporting(.end, result, into: &events)
            result = beginning(result, story: max(0, story - 1), cycle: cycle, into: &events)
            return suspendingAgain(result, into: &events)
        case (.finish, .ready):
            return finishing(result, story: plan.first, progress: 0, cycle: 0, into: &events)
        case (.finish, .playing(let story, let elapsed, let cycle)):
            result = reporting(.end, result, into: &events)
            return finishing(
                result, story: story, progress: plan.progress(of: story, elapsed: elapsed), cycle: cycle,
                into: &events)
        default:
            return status
        }
    }

    /// The current story: the story to start with while ready.
    func story(_ status: Status) -> Int {
        switch status.phase {
        case .ready: plan.first
        case .playing(let story, _, _), .finished(let story, _, _): story
        }
    }

    /// The cycle: 0 until the first wrap under `circle`.
    func cycle(_ status: Status) -> Int {
        switch status.phase {
        case .ready: 0
        case .playing(_, _, let cycle), .finished(_, _, let cycle): cycle
        }
    }

    /// The current story's progress, 0…1 (0 while ready).
    func progress(_ status: Status) -> Double {
        switch status.phase {
        case .ready: 0
        case .playing(let story, let elapsed, _): plan.progress(of: story, elapsed: elapsed)
        case .finished(_, let progress, _): progress
        }
    }

    /// The phase without the elapsed time, to compare positions reached in different ways.
    func milestone(_ status: Status) -> Milestone {
        switch status.phase {
        case .ready: .ready
        case .playing(let story, _, let cycle): .playing(story: story, cycle: cycle)
        case .finished: .finished
        }
    }

    // MARK: - Transitions

    /// Ends `story` and begins the one after it (or finishes, or wraps).
    private func leaving(_ status: Status, story: Int, cycle: Int, into events: inout [StoriesEvent]) -> Status {
        let ended = reporting(.end, status, into: &events)
        if story < plan.last { return beginning(ended, story: story + 1, cycle: cycle, into: &events) }
        switch plan.strategy {
        case .once: return finishing(ended, story: story, progress: 1, cycle: cycle, into: &events)
        case .circle: return beginning(ended, story: 0, cycle: cycle.saturatingSum(1), into: &events)
        }
    }

    private func beginning(_ status: Status, story: Int, cycle: Int, into events: inout [StoriesEvent]) -> Status {
        var result = status
        result.phase = .playing(story: story, elapsed: 0, cycle: cycle)
        return reporting(.begin, result, into: &events)
    }

    private func finishing(
        _ status: Status, story: Int, progress: Double, cycle: Int, into events: inout [StoriesEvent]
    ) -> Status {
        var result = status
        result.phase = .finished(story: story, progress: progress, cycle: cycle)
        result.isPaused = false
        return reporting(.finish, result, into: &events)
    }

    /// After navigation while paused: the new story is reported suspended at 0.
    private func suspendingAgain(_ status: Status, into events: inout [StoriesEvent]) -> Status {
        guard status.isPaused, case .playing = status.phase else { return status }
        return reporting(.suspend(0), status, into: &events)
    }

    /// Records `state` as the status's last state and appends it as an event.
    private func reporting(_ state: StoriesState, _ status: Status, into events: inout [StoriesEvent]) -> Status {
        var result = status
        result.state = state
        let story: Int?
        switch (state, status.phase) {
        case (.start, _), (.finish, _), (_, .ready): story = nil
        case (_, .playing(let index, _, _)), (_, .finished(let index, _, _)): story = index
        }
        events.append(StoriesEvent(time: status.time, state: state, story: story))
        return result
    }
}
