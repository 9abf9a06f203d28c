/// A clock reduced to what ``StoriesManager`` needs, in seconds since the clock was wrapped.
struct StoriesClock: Sendable {
    /// Seconds since the wrapping.
    let now: @Sendable () -> Double
    /// Sleeps until the given number of seconds since the wrapping; throws when cancelled.
    let sleep: @Sendable (Double) async throws -> Void

    init<C: Clock>(_ clock: C) where C.Duration == Duration {
        let origin = clock.now
        now = { origin.duration(to: clock.now).seconds }
        sleep = { seconds in try await clock.sleep(until: origin.advanced(by: .seconds(seconds)), tolerance: nil) }
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
