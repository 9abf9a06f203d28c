import Foundation
import IntroJSON

/// A whole-number limit a flag sets: its default, and the ceiling above which the flag is a
/// usage error — so no value overflows a computation (`limit + 1`) or asks for more memory
/// than a machine has. docs/limits.md lists every one.
struct Limit: Sendable {
    /// The option's long name without dashes.
    let option: String
    /// The value when the flag is not given.
    let defaultValue: @Sendable () -> Int
    /// The largest value the flag accepts.
    let ceiling: Int

    init(_ option: String, default defaultValue: @autoclosure @escaping @Sendable () -> Int, ceiling: Int) {
        self.option = option
        self.defaultValue = defaultValue
        self.ceiling = ceiling
    }

    /// `--max-input-bytes`: 16 MiB, at most 1 GiB (the file is held in memory).
    static let inputBytes = Limit("max-input-bytes", default: InputLimits.defaultBytes, ceiling: 1 << 30)
    /// `--max-depth`: 512 levels, at most 1,000,000 (the parser keeps one frame a level;
    /// values are freed without recursion at any depth).
    static let depth = Limit("max-depth", default: JSONParser.defaultMaximumDepth, ceiling: 1_000_000)
    /// `--max-text-length`: 10,000 characters, at most the largest input.
    static let textLength = Limit("max-text-length", default: InputLimits.defaultTextLength, ceiling: 1 << 30)
    /// `--max-pixels`: 50 MP, at most 250 MP (1 GB of RGBA).
    static let pixels = Limit("max-pixels", default: 50_000_000, ceiling: 250_000_000)
    /// `--max-frames`: 10,000 frames, at most 1,000,000 (one entry each in memory, one file each).
    static let frames = Limit("max-frames", default: 10_000, ceiling: 1_000_000)
    /// `--max-events`: 100,000 events, at most 1,000,000 (about 50 MB of log in memory).
    static let events = Limit("max-events", default: 100_000, ceiling: 1_000_000)
    /// `--jobs`: the number of cores, at most 256 workers (each holds one output in memory).
    static let jobs = Limit("jobs", default: ProcessInfo.processInfo.activeProcessorCount, ceiling: 256)
    /// `--read-timeout`: 60 seconds without a byte on standard input, at most a day.
    static let readTimeout = Limit("read-timeout", default: InputFile.defaultReadTimeout, ceiling: 86_400)
}

extension ParsedArguments {
    /// The value of a limit's flag, or its default; a usage error when it is not a whole
    /// number from 1 to the limit's ceiling.
    func limit(_ limit: Limit) throws(CLIError) -> Int {
        guard let text = value(limit.option) else { return limit.defaultValue() }
        let option = "--" + limit.option
        // Digits too many for an Int are over the ceiling too.
        let tooLong = Int(text) == nil && !text.isEmpty && text.allSatisfy(\.isASCIIDigit)
        guard let number = Int(text), number >= 1 else {
            guard tooLong else { throw .usage(.invalidValue(option: option, value: text, valid: ["1, 2, 3, …"])) }
            throw .usage(.aboveCeiling(option: option, value: text, ceiling: limit.ceiling))
        }
        guard number <= limit.ceiling else { throw .usage(.aboveCeiling(option: option, value: text, ceiling: limit.ceiling)) }
        return number
    }
}

extension Character {
    /// 0 … 9.
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
