import Foundation
import IntroCommandLine

/// Why a command failed, with its exit code.
public enum CLIError: Error, Sendable {
    /// The command line was wrong (exit 2).
    case usage(UsageProblem)
    /// The input had problems; each message is localized and says where (exit 1).
    case input([String])
    /// A file could not be read or written (exit 1).
    case io(path: String, reason: String)
    /// A file could not be written, for a reason from the message table (`key`) whose
    /// placeholders are filled with the localized `phrases` (message keys too) (exit 1).
    case localizedIO(path: String, key: String, phrases: [String])
    /// Standard output could not be written, e.g. the disk is full (exit 1).
    case standardOutput(reason: String)

    /// The process exit code for this error.
    public var exitCode: Int32 {
        switch self {
        case .usage: 2
        case .input, .io, .localizedIO, .standardOutput: 1
        }
    }

    /// The lines to print on standard error.
    func messages(locale: String) -> [String] {
        switch self {
        case .usage(let problem): [problem.message { CLIMessages.table.string($0, locale: locale, $1) }]
        case .input(let messages): messages
        case .io(let path, let reason): [CLIMessages.table.string("io.failed", locale: locale, [path, reason])]
        case .localizedIO(let path, let key, let phrases):
            [CLIMessages.table.string("io.failed", locale: locale, [path, CLIMessages.table.string(key, locale: locale, phrases.map { CLIMessages.table.string($0, locale: locale) })])]
        case .standardOutput(let reason): [CLIMessages.table.string("io.standardOutput", locale: locale, [reason])]
        }
    }
}
