import Foundation
import Synchronization
import Testing
@testable import Stories

/// The worked timeline of REFERENCE §4.
let workedDurations: [Double] = [2, 3, 2, 3, 3]

func workedTimeline(
    _ strategy: Strategy, current: Int = 0, leeway: Double = 1, controls: [StoriesControl] = []
) throws -> StoriesTimeline {
    try StoriesTimeline(
        configuration: StoriesConfiguration(
            durations: workedDurations, strategy: strategy, current: current, leeway: leeway),
        controls: controls)
}

extension StoriesEvent {
    /// `begin(2)@6`, `suspend(0.5)(1)@2.5`, `finish@14`.
    var text: String {
        let time = self.time == self.time.rounded() && abs(self.time) < 1e15 ? String(Int(self.time)) : String(self.time)
        return "\(state)\(story.map { "(\($0))" } ?? "")@\(time)"
    }
}

extension StoriesTimeline {
    func log(through horizon: Double) -> [String] {
        events(through: horizon).map(\.text)
    }
}

/// Collects the states a manager reports, from any thread.
final class StateRecorder: Sendable {
    private let states = Mutex<[StoriesState]>([])

    var recorded: [StoriesState] { states.withLock { $0 } }

    func record(_ state: StoriesState) {
        states.withLock { $0.append(state) }
    }

    /// Waits (up to 5 s) until `expected.count` states arrived, then expects exactly `expected`.
    func expectStates(_ expected: [StoriesState], sourceLocation: SourceLocation = #_sourceLocation) async throws {
        _ = try await eventually { recorded.count >= expected.count }
        #expect(recorded == expected, sourceLocation: sourceLocation)
    }
}

/// Waits (real time, up to 5 s) until `condition` holds.
func eventually(isolation: isolated (any Actor)? = #isolation, _ condition: () -> Bool) async throws -> Bool {
    for _ in 0..<5_000 {
        if condition() { return true }
        try await Task.sleep(for: .milliseconds(1))
    }
    return condition()
}
