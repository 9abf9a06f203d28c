extension StoriesTimeline {
    /// The end of the show's first cycle, in seconds since the start: the `finish` (under
    /// ``Strategy/once``, or after a scripted finish), or under ``Strategy/circle`` the moment
    /// the first story of the list begins again after the last one ended. Pauses and
    /// navigation are taken into account. Nil when that moment never comes (a pause that
    /// never ends) or lies beyond 10¹² seconds.
    public var firstCycleEnd: Double? { end(ofCycle: 1) }

    /// The end of the show's `cycle`-th cycle (1: the first), as ``firstCycleEnd`` finds the
    /// first: under ``Strategy/circle`` the `cycle`-th time the first story begins again after
    /// the last one ended. Nil when that moment never comes — a pause that never ends, a show
    /// that finishes first (``Strategy/once`` has one cycle), beyond 10¹² seconds — or
    /// `cycle` is below 1.
    public func end(ofCycle cycle: Int) -> Double? {
        guard cycle >= 1 else { return nil }
        func hasEnded(_ t: Double) -> Bool {
            let snapshot = snapshot(at: t)
            return snapshot.cycle >= cycle || snapshot.state == .finish
        }
        var horizon = max(1, configuration.leeway + configuration.durations.reduce(0, +))
        while !hasEnded(horizon) {
            horizon *= 2
            guard horizon <= 1e12 else { return nil }
        }
        let last = configuration.stories.count - 1
        let (bound, overflow) = firstCycleEventBound.multipliedReportingOverflow(by: cycle)
        let log = events(through: horizon, limit: overflow ? .max : bound)
        var ended = 0
        for (previous, event) in zip(log, log.dropFirst()) {
            if event.state == .finish { return cycle == 1 ? event.time : nil }
            if event.state == .begin, event.story == 0, previous.state == .end, previous.story == last {
                ended += 1
                if ended == cycle { return event.time }
            }
        }
        return nil
    }

    /// More events than the first cycle can hold: between two controls the show passes each
    /// story at most once (`begin`, `end`) before the cycle ends, plus the start and what a
    /// control fires itself. The horizon can hold far more — 10³⁰⁰ cycles of 10⁻³⁰⁰ s stories
    /// in one second — so the log must stop here, not at the horizon.
    private var firstCycleEventBound: Int {
        let perStretch = 2 * configuration.stories.count + 4
        let (bound, overflow) = (controls.count + 1).multipliedReportingOverflow(by: perStretch)
        return overflow ? .max : bound.saturatingAdding(4)
    }
}

extension Int {
    /// `self + other`, or `Int.max` at the top.
    fileprivate func saturatingAdding(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }
}
