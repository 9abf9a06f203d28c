import Foundation

/// An option a command accepts: `--name VALUE` (or `--name=VALUE`), or a flag `--name`.
public struct OptionSpec: Sendable {
    /// The long name without dashes.
    public var name: String
    /// A one-letter alias without the dash (`o` for `-o`).
    public var short: Character?
    /// Whether it takes a value.
    public var takesValue: Bool
    /// The value's placeholder in help (`ID`).
    public var valueName: String
    /// What it does, for help.
    public var help: String

    /// An option that takes a value.
    public static func value(_ name: String, short: Character? = nil, _ valueName: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, takesValue: true, valueName: valueName, help: help)
    }

    /// A flag.
    public static func flag(_ name: String, short: Character? = nil, _ help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, takesValue: false, valueName: "", help: help)
    }
}

/// The options and positional arguments of one command line, parsed.
public struct ParsedArguments: Sendable {
    /// Values by option name, in the order given (repeatable options keep all).
    public var values: [String: [String]] = [:]
    /// Flags that were given.
    public var flags: Set<String> = []
    /// Arguments that are not options.
    public var positionals: [String] = []

    /// The last value of an option.
    public func value(_ name: String) -> String? { values[name]?.last }
    /// Every value of a repeatable option.
    public func all(_ name: String) -> [String] { values[name] ?? [] }
    /// Whether a flag was given.
    public func has(_ name: String) -> Bool { flags.contains(name) }

    /// Parses `arguments` against `options`; `--help`/`-h` is always accepted as a flag.
    public static func parse(_ arguments: [String], options: [OptionSpec]) throws(CLIError) -> ParsedArguments {
        let specs = options + [.flag("help", short: "h", "")]
        var result = ParsedArguments()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                result.positionals.append(contentsOf: arguments[index...])
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                result.positionals.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = specs.first(where: { "--" + $0.name == name || $0.short.map { "-\($0)" } == name }) else {
                throw .usage(.unknownOption(argument, valid: specs.filter { !$0.name.isEmpty }.map { "--" + $0.name }))
            }
            if spec.takesValue {
                if inlineValue == nil, index < arguments.count {
                    inlineValue = arguments[index]
                    index += 1
                }
                guard let value = inlineValue else { throw .usage(.missingValue(option: "--" + spec.name, valueName: spec.valueName)) }
                result.values[spec.name, default: []].append(value)
            } else {
                result.flags.insert(spec.name)
            }
        }
        return result
    }
}
