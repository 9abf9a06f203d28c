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
        case .auto: try Self.environmentShard(context)
        }
    }

    /// `--shard auto`: the part IntroKit's `Shard.fromEnvironment` reads from the CI's
    /// variables, a bad one said in the context's language.
    static func environmentShard(_ context: CommandContext) throws(CLIError) -> Shard {
        do throws(ShardEnvironmentError) {
            return try Shard.fromEnvironment(context.environment)
        } catch {
            switch error {
            case .badCount(let variable, let value):
                throw .input([context.message("shard.badVariable", [variable, value, "1, 2, 3, …"])])
            case .badIndex(let variable, let value, let valid, let countVariable, let count):
                throw .input([context.message(
                    "shard.badVariable", [variable, value, "\(valid.lowerBound)…\(valid.upperBound) (\(countVariable)=\(count))"])])
            }
        }
    }
}
