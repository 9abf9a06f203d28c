import Foundation

/// Runs jobs on a fixed number of worker threads; each worker takes the next job when it is
/// done with one, so no more than `workers` outputs are in memory at once.
package enum WorkerPool {
    /// The results of `body` for every job, in the jobs' order. Jobs start in descending
    /// `size` (the largest first, ties in their order): the memory the first images map then
    /// fits every later one (``SurfaceMemoryPool``), and the last to finish are small.
    package static func run<Job: Sendable, Result: Sendable>(
        _ jobs: [Job], workers: Int, largestFirst size: (Job) -> Int = { _ in 0 },
        _ body: @escaping @Sendable (Job) -> Result
    ) -> [Result] {
        let sizes = jobs.map(size)
        let order = jobs.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
        let results = ResultSlots<Result>(count: jobs.count)
        let next = Counter()
        let threads = max(1, min(workers, jobs.count))
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while let position = next.take(below: jobs.count) {
                let index = order[position]
                results.set(index, body(jobs[index]))
            }
        }
        return results.values
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        func take(below limit: Int) -> Int? {
            lock.withLock {
                guard value < limit else { return nil }
                defer { value += 1 }
                return value
            }
        }
    }

    private final class ResultSlots<Result>: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [Result?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: Result) { lock.withLock { slots[index] = value } }

        var values: [Result] { lock.withLock { slots.compactMap { $0 } } }
    }
}
