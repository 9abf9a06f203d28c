import Foundation

/// How many times each benchmark runs: a full run for figures worth publishing, a quick one
/// (`--quick`) that finishes in well under a minute.
struct BenchSettings: Sendable {
    /// Timed runs per figure; the median is reported.
    var runs: Int
    /// Untimed runs first, so caches, fonts and allocators are warm.
    var warmUps: Int
    /// Whether this is the quick mode (fewer runs, no encoder sweep).
    var isQuick: Bool
    /// The one section to run (`--only layout`), for profiling under callgrind; nil runs all.
    var only: String?

    /// The settings for the command-line arguments: `--quick`, `--only SECTION`.
    init(arguments: [String]) {
        isQuick = arguments.contains("--quick")
        only = arguments.firstIndex(of: "--only").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
        runs = isQuick ? 5 : 15
        warmUps = isQuick ? 1 : 3
    }

    /// Whether a section runs.
    func runs(_ section: String) -> Bool {
        only.map { $0 == section } ?? true
    }
}

/// Times code by the CPU time of the calling thread: on a machine shared with other work it
/// counts only this thread's cycles, so a busy neighbour does not inflate the figures.
struct CPUClock {
    /// This thread's CPU time in nanoseconds.
    static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }
}

/// Runs a body repeatedly and reports the median time of one call.
struct Sampler {
    let settings: BenchSettings

    /// The median CPU nanoseconds of one call of `body`, over `settings.runs` timed samples
    /// after `settings.warmUps` untimed ones. Each sample calls `body` `batch` times and is
    /// divided by `batch`, so operations far shorter than the clock's cost can be timed.
    func nanoseconds(batch: Int = 1, _ body: () -> Void) -> Double {
        for _ in 0..<settings.warmUps * batch { body() }
        var samples: [Double] = []
        for _ in 0..<settings.runs {
            let start = CPUClock.now()
            for _ in 0..<batch { body() }
            samples.append(Double(CPUClock.now() - start) / Double(batch))
        }
        return samples.sorted()[samples.count / 2]
    }

    /// The median wall-clock milliseconds of one call of `body`: for work spread over several
    /// threads, whose cost the calling thread's CPU time would not show.
    func wallMilliseconds(_ body: () -> Void) -> Double {
        for _ in 0..<settings.warmUps { body() }
        var samples: [Double] = []
        for _ in 0..<settings.runs {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        }
        return samples.sorted()[samples.count / 2]
    }

    /// Two ways of doing the same work timed in alternation on the wall clock, `pairs` times
    /// after the warm-ups: the median milliseconds of each and the median of the per-pair
    /// ratios `second / first`. A ratio of neighbouring runs holds on a machine whose speed
    /// drifts from second to second, where medians taken one after the other do not.
    func pairedWallMilliseconds(pairs: Int, _ first: () -> Void, _ second: () -> Void)
        -> (first: Double, second: Double, ratio: Double)
    {
        for _ in 0..<settings.warmUps {
            first()
            second()
        }
        let time = { (body: () -> Void) -> Double in
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        }
        var samples: [(first: Double, second: Double)] = []
        for _ in 0..<pairs { samples.append((time(first), time(second))) }
        let median = { (values: [Double]) in values.sorted()[values.count / 2] }
        return (median(samples.map(\.first)), median(samples.map(\.second)), median(samples.map { $0.second / $0.first }))
    }

    /// Two ways of doing the same single-threaded work timed in alternation by this thread's
    /// CPU time, `pairs` times after the warm-ups: the median milliseconds of each and the
    /// median per-pair ratio `second / first`. On a machine shared with builds, the time the
    /// thread waits for a core does not count, and neighbouring runs share the cache's state.
    func pairedCPUMilliseconds(pairs: Int, _ first: () -> Void, _ second: () -> Void)
        -> (first: Double, second: Double, ratio: Double)
    {
        for _ in 0..<settings.warmUps {
            first()
            second()
        }
        let time = { (body: () -> Void) -> Double in
            let start = CPUClock.now()
            body()
            return Double(CPUClock.now() - start) / 1_000_000
        }
        var samples: [(first: Double, second: Double)] = []
        for _ in 0..<pairs { samples.append((time(first), time(second))) }
        let median = { (values: [Double]) in values.sorted()[values.count / 2] }
        return (median(samples.map(\.first)), median(samples.map(\.second)), median(samples.map { $0.second / $0.first }))
    }

    /// `nanoseconds(batch:_:)` in milliseconds.
    func milliseconds(batch: Int = 1, _ body: () -> Void) -> Double {
        nanoseconds(batch: batch, body) / 1_000_000
    }
}
