import IntroKit

/// What `--shard` asks for: a fixed part of the matrix, or the part the CI assigns (`auto`).
enum ShardRequest: Hashable, Sendable {
    case fixed(Shard)
    case auto

    /// How it is written on the command line.
    var text: String {
        switch self {
        case .fixed(let shard): "\(shard.index)/\(shard.count)"
        case .auto: "auto"
        }
    }

    /// The part to render; `auto` reads the context's environment.
    func resolve(_ context: CommandContext) throws(CLIError) -> Shard {
        switch self {
        case .fixed(let shard): shard
        case .auto: try Shard.fromEnvironment(context.environment, context)
        }
    }
}

extension Shard {
    /// The CI variables `--shard auto` reads: index variable, count variable, and whether the
    /// index counts from 0.
    static let ciVariables: [(index: String, count: String, zeroBased: Bool)] = [
        ("CI_NODE_INDEX", "CI_NODE_TOTAL", false),  // GitLab `parallel:`
        ("BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT", true),  // Buildkite `parallelism:`
        ("CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL", true),  // CircleCI `parallelism:`
    ]

    /// `--shard auto`: this job's part from the CI's own variables (GitLab, Buildkite,
    /// CircleCI); the whole matrix when none is set. GitHub Actions has no such variables:
    /// pass the matrix values explicitly, `--shard ${{ matrix.shard }}/N`.
    static func fromEnvironment(_ environment: [String: String], _ context: CommandContext) throws(CLIError) -> Shard {
        for (indexName, countName, zeroBased) in ciVariables {
            guard let indexText = environment[indexName], let countText = environment[countName] else { continue }
            let first = zeroBased ? 0 : 1
            guard let count = Int(countText), count >= 1 else {
                throw .input([context.message("shard.badVariable", [countName, countText, "1, 2, 3, …"])])
            }
            guard let index = Int(indexText), (first..<first + count).contains(index) else {
                throw .input([context.message(
                    "shard.badVariable", [indexName, indexText, "\(first)…\(first + count - 1) (\(countName)=\(count))"])])
            }
            return Shard(index: index - first + 1, count: count)
        }
        return .all
    }
}
