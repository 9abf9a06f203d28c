import Testing

/// A Swift Testing trait that sets the snapshot record mode for a test, or for every test
/// of a suite: `@Test(.snapshots(record: .all))`, `@Suite(.snapshots(record: .failed))`.
/// An assertion's own `record:` argument still wins.
public struct SnapshotTrait: TestTrait, SuiteTrait, TestScoping {
    /// The mode the tests run with.
    public let record: SnapshotRecordMode

    /// Applies to every test inside a suite.
    public var isRecursive: Bool { true }

    /// Runs the test with ``SnapshotRecordMode/current`` set.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await SnapshotRecordMode.$current.withValue(record) { try await function() }
    }
}

extension Trait where Self == SnapshotTrait {
    /// Sets the snapshot record mode of a test or suite.
    public static func snapshots(record: SnapshotRecordMode) -> Self {
        SnapshotTrait(record: record)
    }
}
