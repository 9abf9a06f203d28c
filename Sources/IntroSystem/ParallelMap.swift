import Foundation
import Synchronization

/// Runs independent jobs on a fixed number of threads (the calling one among them) and returns
/// their results in order. Each thread takes the next job when it is done with one, so no more
/// than `threads` results are being made at once. The one parallel map of IntroKit: the PNG
/// encoder's strips, Cairo's bands, the CLI's matrix and frames.
package enum ParallelMap {
    /// `body(index)` for every index below `count`, in index order, computed on up to
    /// `threads` threads.
    package static func run<T>(count: Int, threads: Int, _ body: (Int) -> T) -> [T] {
        run(order: Array(0..<count), threads: threads, body)
    }

    /// `body(job)` for every job, in the jobs' order. Jobs start in descending `size` (the
    /// largest first, ties in their order): the memory the first images map then fits every
    /// later one (IntroCairo's `SurfaceMemoryPool`), and the last to finish are small.
    package static func run<Job, T>(
        _ jobs: [Job], threads: Int, largestFirst size: (Job) -> Int = { _ in 0 }, _ body: (Job) -> T
    ) -> [T] {
        let sizes = jobs.map(size)
        let order = jobs.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
        return run(order: order, threads: threads) { body(jobs[$0]) }
    }

    /// `body(index)` for every index of `order` (a permutation of `0..<order.count`), started
    /// in that order and returned in index order.
    private static func run<T>(order: [Int], threads: Int, _ body: (Int) -> T) -> [T] {
        let count = order.count
        let workers = max(1, min(threads, count))
        if workers == 1 { return inOrder(order, body) }
        let slots = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
        slots.initialize(repeating: nil)
        defer { slots.deinitialize().deallocate() }
        let next = Atomic<Int>(0)
        withoutActuallyEscaping(body) { body in
            // Each index is taken by exactly one thread, which alone writes its slot.
            nonisolated(unsafe) let body = body
            nonisolated(unsafe) let slots = slots
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while case let position = next.wrappingAdd(1, ordering: .relaxed).oldValue, position < count {
                    let index = order[position]
                    slots[index] = body(index)
                }
            }
        }
        return slots.map { $0! }
    }

    /// `body` run on the calling thread in `order`, the results in index order.
    private static func inOrder<T>(_ order: [Int], _ body: (Int) -> T) -> [T] {
        var results = [T?](repeating: nil, count: order.count)
        for index in order { results[index] = body(index) }
        return results.map { $0! }
    }
}
