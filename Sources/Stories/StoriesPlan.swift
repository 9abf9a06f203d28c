/// A validated configuration with each story's start position in its cycle precomputed,
/// so that the story at any position is a binary search.
struct StoriesPlan: Sendable {
    /// Each story's duration, in seconds.
    let durations: [Double]
    /// `starts[i]` is the sum of the durations before story `i`; `starts[count]` is the cycle.
    let starts: [Double]
    let strategy: Strategy
    /// The story to start with.
    let first: Int
    let leeway: Double

    /// Precomputes a plan; throws the configuration's errors.
    init(_ configuration: StoriesConfiguration) throws(StoriesValidationError) {
        let errors = configuration.errors
        guard errors.isEmpty else { throw StoriesValidationError(errors: errors) }
        durations = configuration.durations
        var starts: [Double] = [0]
        starts.reserveCapacity(durations.count + 1)
        var sum = 0.0
        for duration in durations {
            sum += duration
            starts.append(sum)
        }
        self.starts = starts
        strategy = configuration.strategy
        first = configuration.current
        leeway = configuration.leeway
    }

    var count: Int { durations.count }
    var last: Int { durations.count - 1 }
    /// The running time of a whole cycle (may be infinite when durations overflow).
    var cycleLength: Double { starts[count] }

    /// The story playing at `position` seconds into a cycle: the last one starting at or before it.
    func story(at position: Double) -> Int {
        var low = 0
        var high = count
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if starts[middle] <= position { low = middle } else { high = middle }
        }
        return low
    }

    /// The progress (0…1) of `story` after `elapsed` running seconds.
    func progress(of story: Int, elapsed: Double) -> Double {
        min(1, max(0, elapsed / durations[story]))
    }
}

extension Int {
    /// The integer part of `value`, clamped to `Int.min…Int.max` (NaN gives 0).
    init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= Double(Int.max) {
            self = .max
        } else if value <= Double(Int.min) {
            self = .min
        } else {
            self = Int(value)
        }
    }

    /// `self + other`, clamped to `Int.min…Int.max` instead of overflowing.
    func saturatingSum(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }
}
