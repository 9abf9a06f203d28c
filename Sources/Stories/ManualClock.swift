import Synchronization

/// A `Clock` whose time moves only when told to, for tests and scripted previews.
///
/// ``advance(by:)`` moves ``now`` forward and wakes the sleepers whose deadline has come,
/// earliest deadline first (ties in the order they went to sleep). A cancelled sleeper is
/// removed at once and throws `CancellationError`; ``deadlines`` lists those still waiting.
public final class ManualClock: Clock, Sendable {
    /// A point of a manual clock's time: an offset from its zero.
    public struct Instant: InstantProtocol, Hashable, Sendable {
        /// The time since the clock's zero.
        public var offset: Duration

        /// Creates an instant `offset` after the clock's zero.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct Storage {
        var now: Instant
        var sleepers: [Sleeper] = []
        /// Sleeps begun whose continuation is not registered yet.
        var registering: Set<Int> = []
        /// Of those, the ones cancelled meanwhile.
        var cancelled: Set<Int> = []
        var nextID = 0
    }

    private let storage: Mutex<Storage>

    /// Creates a clock at `now` (default: its zero).
    public init(now: Instant = Instant(offset: .zero)) {
        storage = Mutex(Storage(now: now))
    }

    /// The current instant.
    public var now: Instant { storage.withLock { $0.now } }

    /// Zero: a manual clock is exact.
    public var minimumResolution: Duration { .zero }

    /// The deadlines of the sleepers still waiting, earliest first.
    public var deadlines: [Instant] {
        storage.withLock { $0.sleepers.map(\.deadline).sorted() }
    }

    /// Suspends until ``now`` reaches `deadline` (returns at once if it has); throws
    /// `CancellationError` when the task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = storage.withLock { storage in
            defer { storage.nextID += 1 }
            storage.registering.insert(storage.nextID)
            return storage.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = storage.withLock { storage in
                    storage.registering.remove(id)
                    if storage.cancelled.remove(id) != nil { return .failure(CancellationError()) }
                    if deadline <= storage.now { return .success(()) }
                    storage.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let sleeper: Sleeper? = storage.withLock { storage in
                if let index = storage.sleepers.firstIndex(where: { $0.id == id }) {
                    return storage.sleepers.remove(at: index)
                }
                if storage.registering.contains(id) { storage.cancelled.insert(id) }
                return nil
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the time forward by `duration` (negative durations are ignored) and wakes the
    /// sleepers due, in deadline order.
    public func advance(by duration: Duration) {
        let due: [Sleeper] = storage.withLock { storage in
            guard duration > .zero else { return [] }
            storage.now = storage.now.advanced(by: duration)
            let now = storage.now
            let due = storage.sleepers.filter { $0.deadline <= now }
            storage.sleepers.removeAll { $0.deadline <= now }
            return due.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
        }
        for sleeper in due { sleeper.continuation.resume() }
    }
}
