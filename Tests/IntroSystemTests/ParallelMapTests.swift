import Synchronization
import Testing
import IntroSystem

/// The parallel map starts the largest jobs first and gives results back in the jobs' order.
@Suite struct ParallelMapTests {
    @Test func startsTheLargestFirstAndKeepsTheJobsOrder() {
        let sizes = [3, 9, 1, 9, 5]
        let started = Mutex<[Int]>([])
        let results = ParallelMap.run(Array(sizes.indices), threads: 1, largestFirst: { sizes[$0] }) { index in
            started.withLock { $0.append(index) }
            return sizes[index] * 10
        }
        #expect(results == [30, 90, 10, 90, 50])
        // Ties start in their order.
        #expect(started.withLock { $0 } == [1, 3, 4, 0, 2])
    }

    @Test func withoutSizesJobsStartInTheirOrderOnEveryWorker() {
        let results = ParallelMap.run(Array(0..<100), threads: 3) { $0 * 2 }
        #expect(results == (0..<100).map { $0 * 2 })
    }
}
