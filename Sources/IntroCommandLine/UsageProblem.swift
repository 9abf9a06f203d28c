/// A problem with how a tool was called: a value, never text; ``message(_:)`` words it.
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
    /// A path option given an empty value.
    case emptyValue(option: String)
    /// A list option (`--locale`, `--device`) given only commas or blanks.
    case emptyList(option: String)
    /// Several values of an option given to a command that takes one (`layout`'s language).
    case oneValueOnly(option: String, given: [String])
    /// A name the tool knows none of (a device, a backend): the tool's message `key` says
    /// what kind of name, with the name as `{0}` and the valid ones as `{1}`.
    case unknownName(String, key: String, valid: [String])
    /// A value outside a rule the tool words itself (`--line-limit 1.5`): the tool's message
    /// `key` with `texts`, after the option.
    case brokenRule(option: String, key: String, texts: [String])

    /// The message, worded by `message` (a key of ``CommandLineMessages/entries`` or of the
    /// tool's own table, and its arguments).
    public func message(_ message: (_ key: String, _ arguments: [String]) -> String) -> String {
        switch self {
        case .unknownCommand(let name, let valid): message("usage.unknownCommand", [name, valid.joined(separator: ", ")])
        case .unknownOption(let name, let valid): message("usage.unknownOption", [name, valid.joined(separator: ", ")])
        case .missingValue(let option, let valueName): message("usage.missingValue", [option, valueName])
        case .missingArgument(let name): message("usage.missingArgument", [name])
        case .unexpectedArgument(let value): message("usage.unexpectedArgument", [value])
        case .invalidValue(let option, let value, let valid):
            message("usage.invalidValue", [value, option, valid.joined(separator: ", ")])
        case .aboveCeiling(let option, let value, let ceiling): message("usage.aboveCeiling", [value, option, String(ceiling)])
        case .emptyValue(let option): message("usage.emptyValue", [option])
        case .emptyList(let option): message("usage.emptyList", [option])
        case .oneValueOnly(let option, let given): message("usage.oneValueOnly", [option, given.joined(separator: ", ")])
        case .unknownName(let name, let key, let valid): message(key, [name, valid.joined(separator: ", ")])
        case .brokenRule(let option, let key, let texts): message("usage.brokenRule", [option, message(key, texts)])
        }
    }
}
