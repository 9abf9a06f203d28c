/// A show as a pure function of time: from a configuration and a script of pauses and
/// navigation, the state, current story, cycle and progress at any instant, and the event log.
///
/// Time t is in seconds since the show was started; t = 0 is the start of the leeway. The
/// timeline follows the same rules as ``StoriesManager`` (they share one transition
/// function), so a frame at t shows what a live show would show at t.
///
/// Cost: building is O(n + m log m) for n stories and m controls; ``snapshot(at:)`` is
/// O(log m + log n) at any t — a `circle` show 24 hours in is found by arithmetic modulo
/// the cycle, never stepped through.
///
/// Ordering of simultaneous events is deterministic (see ``events(through:limit:)``).
/// Times are floating point: where a control or a sample lands within a rounding error of a
/// story boundary, either side of the boundary may be reported.
public struct StoriesTimeline: Sendable {
    /// The configuration played.
    public let configuration: StoriesConfiguration
    /// The script, ordered by time (controls at the same time keep the order given).
    public let controls: [StoriesControl]

    private let machine: StoriesMachine
    /// One anchor for the start and one per control: the status there, before and after.
    private let anchors: [Anchor]

    private struct Anchor: Sendable {
        /// The status at the control's time, before it applies.
        let before: StoriesMachine.Status
        /// The status after it applies.
        let after: StoriesMachine.Status
        /// The events the control caused.
        let events: [StoriesEvent]
    }

    /// Creates a timeline from a configuration and a script of controls.
    ///
    /// Throws every error of the configuration (see ``StoriesConfiguration/errors``) and one
    /// ``StoriesError/invalidEventTime(_:)`` per control at a negative or non-finite time.
    public init(configuration: StoriesConfiguration, controls: [StoriesControl] = []) throws(StoriesValidationError) {
        try self.init(configuration: configuration, controls: controls, scriptErrors: [])
    }

    /// Creates a timeline from pause intervals and navigation events.
    ///
    /// Pauses are intervals of wall time: `at` seconds after the start, lasting `duration`
    /// seconds (`.infinity`: never resumed). Overlapping or touching intervals merge into one
    /// pause. At the same time, pauses and resumes apply before navigation.
    public init(
        configuration: StoriesConfiguration,
        pauses: [(at: Double, duration: Double)],
        navigation: [(at: Double, direction: StoriesNavigation)] = []
    ) throws(StoriesValidationError) {
        let (pauseControls, errors) = StoriesTimeline.controls(pauses: pauses)
        try self.init(
            configuration: configuration,
            controls: pauseControls + navigation.map { StoriesControl(time: $0.at, action: $0.direction.action) },
            scriptErrors: errors)
    }

    private init(
        configuration: StoriesConfiguration, controls: [StoriesControl], scriptErrors: [StoriesError]
    ) throws(StoriesValidationError) {
        let errors =
            configuration.errors + scriptErrors
            + controls.filter { !($0.time.isFinite && $0.time >= 0) }.map { .invalidEventTime($0.time) }
        guard errors.isEmpty else { throw StoriesValidationError(errors: errors) }
        let machine = StoriesMachine(plan: try StoriesPlan(configuration))
        let sorted = controls.enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
        var anchors = [
            Anchor(before: machine.initial, after: machine.initial,
                   events: [StoriesEvent(time: 0, state: .ready, story: nil)])
        ]
        anchors.reserveCapacity(sorted.count + 1)
        var status = machine.initial
        for control in sorted {
            let before = machine.advanced(status, to: control.time)
            var events: [StoriesEvent] = []
            status = machine.applying(control.action, to: before, into: &events)
            anchors.append(Anchor(before: before, after: status, events: events))
        }
        self.configuration = configuration
        self.controls = sorted
        self.machine = machine
        self.anchors = anchors
    }

    /// The pause intervals as pause and resume controls, merged, with their errors.
    private static func controls(pauses: [(at: Double, duration: Double)]) -> ([StoriesControl], [StoriesError]) {
        var errors: [StoriesError] = []
        var intervals: [(start: Double, end: Double)] = []
        for pause in pauses {
            let validStart = pause.at.isFinite && pause.at >= 0
            let validDuration = !pause.duration.isNaN && pause.duration >= 0
            if !validStart { errors.append(.invalidEventTime(pause.at)) }
            if !validDuration { errors.append(.invalidPauseDuration(pause.duration)) }
            if validStart && validDuration { intervals.append((pause.at, pause.at + pause.duration)) }
        }
        var merged: [(start: Double, end: Double)] = []
        for interval in intervals.sorted(by: { $0.start < $1.start }) {
            if let last = merged.last, interval.start <= last.end {
                merged[merged.count - 1].end = max(last.end, interval.end)
            } else {
                merged.append(interval)
            }
        }
        let controls = merged.flatMap { interval in
            [StoriesControl(time: interval.start, action: .pause)]
                + (interval.end.isFinite ? [StoriesControl(time: interval.end, action: .resume)] : [])
        }
        return (controls, errors)
    }

    /// The show at instant `t`: the last state at or before t, the current story, the cycle
    /// and the progress. A pure function of t, O(log n); t below 0 or NaN reads as 0.
    public func snapshot(at t: Double) -> StoriesSnapshot {
        let time = StoriesTimeline.sanitized(t)
        return machine.snapshot(machine.advanced(anchors[lastAnchor(atOrBefore: time)].after, to: time))
    }

    /// `t` clamped to 0…greatest finite; NaN reads as 0.
    private static func sanitized(_ t: Double) -> Double {
        t.isNaN ? 0 : min(max(t, 0), .greatestFiniteMagnitude)
    }

    /// The index of the last anchor at or before `time` (anchor 0 is at 0 ≤ time).
    private func lastAnchor(atOrBefore time: Double) -> Int {
        var low = 0
        var high = anchors.count
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if anchors[middle].before.time <= time { low = middle } else { high = middle }
        }
        return low
    }

    /// The event log from `ready` at 0 through `horizon` seconds, at most `limit` events.
    ///
    /// Simultaneous events come in a fixed order: `start` then `begin(first)`; at a story
    /// boundary `end(k)` then `begin(k + 1)` (under `once`, `end(last)` then `finish`; under
    /// `circle`, `end(last)` then `begin(0)`); boundaries at a time before the controls at
    /// that time, controls in script order; navigation while paused reports `suspend(0)` after
    /// the new `begin`.
    /// A horizon below 0 or NaN reads as 0.
    public func events(through horizon: Double, limit: Int = 100_000) -> [StoriesEvent] {
        let horizon = StoriesTimeline.sanitized(horizon)
        var log = anchors[0].events
        var status = anchors[0].after
        for anchor in anchors.dropFirst() {
            guard anchor.before.time <= horizon, log.count < limit else { break }
            _ = machine.running(status, to: anchor.before.time, into: &log, limit: limit)
            log += anchor.events
            status = anchor.after
        }
        _ = machine.running(status, to: horizon, into: &log, limit: limit)
        return Array(log.prefix(max(0, limit)))
    }
}
