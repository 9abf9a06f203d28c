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
