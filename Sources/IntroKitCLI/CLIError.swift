import Foundation

/// A problem with how the tool was called: exit code 2 and a hint naming the valid choices.
public enum UsageProblem: Error, Hashable, Sendable {
    /// A command name that is not one of `valid`.
    case unknownCommand(String, valid: [String])
    /// An option the command does not take; `valid` are those it does.
    case unknownOption(String, valid: [String])
    /// An option given last, without the value it needs.
    case missingValue(option: String, valueName: String)
    /// A required argument (an input file) not given.
    case missingArgument(String)
    /// An argument more than the command takes.
    case unexpectedArgument(String)
    /// A value that is not one of `valid`.
    case invalidValue(option: String, value: String, valid: [String])
    /// A number above what the option allows.
    case aboveCeiling(option: String, value: String, ceiling: Int)
    /// A number outside a rule that batch files share (`--line-limit 1.5`): the message `key`
    /// with `texts`, as the JSON error says it.
    case invalidNumber(option: String, key: String, texts: [String])
    /// An option given an empty value.
    case emptyValue(option: String)
    /// A list option (`--locale`, `--device`) given only commas or blanks.
    case emptyList(option: String)
    /// Several values of an option given to a command that takes one (`layout`'s language).
    case oneValueOnly(option: String, given: [String])
    /// A device id the catalog does not have.
    case unknownDevice(String, valid: [String])
    /// A backend name no registered backend has.
    case unknownBackend(String, valid: [String])

    /// The message in a language.
    func message(locale: String) -> String {
        let t = CLIMessages.table
        switch self {
        case .unknownCommand(let name, let valid):
            return t.string("usage.unknownCommand", locale: locale, [name, valid.joined(separator: ", ")])
        case .unknownOption(let name, let valid):
            return t.string("usage.unknownOption", locale: locale, [name, valid.joined(separator: ", ")])
        case .missingValue(let option, let valueName):
            return t.string("usage.missingValue", locale: locale, [option, valueName])
        case .missingArgument(let name):
            return t.string("usage.missingArgument", locale: locale, [name])
        case .unexpectedArgument(let value):
            return t.string("usage.unexpectedArgument", locale: locale, [value])
        case .invalidValue(let option, let value, let valid):
            return t.string("usage.invalidValue", locale: locale, [value, option, valid.joined(separator: ", ")])
        case .aboveCeiling(let option, let value, let ceiling):
            return t.string("usage.aboveCeiling", locale: locale, [value, option, String(ceiling)])
        case .invalidNumber(let option, let key, let texts):
            return t.string("usage.invalidNumber", locale: locale, [option, t.string(key, locale: locale, texts)])
        case .emptyValue(let option):
            return t.string("usage.emptyValue", locale: locale, [option])
        case .emptyList(let option):
            return t.string("usage.emptyList", locale: locale, [option])
        case .oneValueOnly(let option, let given):
            return t.string("usage.oneValueOnly", locale: locale, [option, given.joined(separator: ", ")])
        case .unknownDevice(let id, let valid):
            return t.string("usage.unknownDevice", locale: locale, [id, valid.joined(separator: ", ")])
        case .unknownBackend(let name, let valid):
            return t.string("usage.unknownBackend", locale: locale, [name, valid.joined(separator: ", ")])
        }
    }
}

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
        case .usage(let problem): [problem.message(locale: locale)]
        case .input(let messages): messages
        case .io(let path, let reason): [CLIMessages.table.string("io.failed", locale: locale, [path, reason])]
        case .localizedIO(let path, let key, let phrases):
            [CLIMessages.table.string("io.failed", locale: locale, [path, CLIMessages.table.string(key, locale: locale, phrases.map { CLIMessages.table.string($0, locale: locale) })])]
        case .standardOutput(let reason): [CLIMessages.table.string("io.standardOutput", locale: locale, [reason])]
        }
    }
}
