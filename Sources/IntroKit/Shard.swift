import Foundation

/// One slice of a CI job matrix: `--shard I/N` keeps every N-th output starting at the I-th,
/// so N jobs together render every output exactly once.
public struct Shard: Hashable, Sendable {
    /// 1-based index of this job.
    public let index: Int
    /// Number of jobs.
    public let count: Int

    /// The whole matrix.
    public static let all = Shard(index: 1, count: 1)

    /// Parses `I/N` with 1 ≤ I ≤ N.
    public init?(_ text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            (1...count).contains(index)
        else { return nil }
        self.init(index: index, count: count)
    }

    package init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// The items of `items` that belong to this shard (by position in the full, ordered matrix).
    public func select<T>(_ items: [T]) -> [T] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}

/// Why the CI's variables name no shard: values the caller words.
public enum ShardEnvironmentError: Error, Equatable, Sendable {
    /// The count variable `variable` is `value`, not a whole number of jobs (1, 2, 3, …).
    case badCount(variable: String, value: String)
    /// The index variable `variable` is `value`, not a job number in `valid` (the count
    /// variable `countVariable` being `count`).
    case badIndex(variable: String, value: String, valid: ClosedRange<Int>, countVariable: String, count: Int)
}

extension Shard {
    /// The CI variables `--shard auto` reads: index variable, count variable, and whether the
    /// index counts from 0.
    public static let ciVariables: [(index: String, count: String, zeroBased: Bool)] = [
        ("CI_NODE_INDEX", "CI_NODE_TOTAL", false),  // GitLab `parallel:`
        ("BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT", true),  // Buildkite `parallelism:`
        ("CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL", true),  // CircleCI `parallelism:`
    ]

    /// This job's part from the CI's own variables in `environment` (GitLab, Buildkite,
    /// CircleCI: ``ciVariables``); the whole matrix when none is set. GitHub Actions has no
    /// such variables: its matrix values are passed explicitly (`--shard ${{ matrix.shard }}/N`).
    public static func fromEnvironment(_ environment: [String: String]) throws(ShardEnvironmentError) -> Shard {
        for (indexName, countName, zeroBased) in ciVariables {
            guard let indexText = environment[indexName], let countText = environment[countName] else { continue }
            let first = zeroBased ? 0 : 1
            guard let count = Int(countText), count >= 1 else { throw .badCount(variable: countName, value: countText) }
            guard let index = Int(indexText), (first..<first + count).contains(index) else {
                throw .badIndex(variable: indexName, value: indexText, valid: first...first + count - 1, countVariable: countName, count: count)
            }
            return Shard(index: index - first + 1, count: count)
        }
        return .all
    }
}
