/// The options and positional arguments of one command line, parsed and checked against the
/// command's declarations: option values are typed and read with `arguments[option]`.
public struct ParsedArguments: Sendable {
    /// Parsed values by option declaration (``OptionIdentity``): each is stored by the option
    /// that parsed it, as its own type.
    private var values: [ObjectIdentifier: any Sendable] = [:]
    /// Arguments that are not options, as many as the command declares.
    public private(set) var positionals: [String] = []

    /// The first positional argument. Parsing checked that the declared number was given, so
    /// only a command that declares none and reads one stops here (a programming error).
    public var firstPositional: String {
        guard let first = positionals.first else { preconditionFailure("the command reads a positional argument it does not declare") }
        return first
    }

    /// The value of an option: what was given, parsed, or its default.
    public subscript<Value>(_ option: Option<Value>) -> Value {
        values[option.key] as? Value ?? option.defaultValue()
    }

    /// The value of a required option. Parsing checked that it was given, so only a command
    /// that reads a required option it does not declare stops here (a programming error).
    public subscript<Value>(required option: Option<Value?>) -> Value {
        guard let value = self[option] else { preconditionFailure("the command reads --\(option.name), which it does not declare") }
        return value
    }

    /// Parses `arguments` against `options` and `positionals`: unknown options, missing
    /// values, invalid values, missing required options and a wrong number of positional
    /// arguments are usage errors. When `help` is given, the rest is not checked: the command
    /// prints its help instead of running.
    public static func parse(
        _ arguments: [String], options: [any OptionDeclaration], positionals: Positionals, help: Option<Bool>
    ) throws(UsageProblem) -> ParsedArguments {
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
            guard let option = options.first(where: { "--" + $0.name == name || $0.short.map { "-\($0)" } == name }) else {
                throw .unknownOption(argument, valid: options.map { "--" + $0.name })
            }
            if let valueName = option.valueName {
                if inlineValue == nil, index < arguments.count {
                    inlineValue = arguments[index]
                    index += 1
                }
                guard let text = inlineValue else { throw .missingValue(option: name, valueName: valueName) }
                try option.accept(text, spelled: name, into: &result.values)
            } else {
                try option.accept("", spelled: name, into: &result.values)
            }
        }
        if result.values[help.key] != nil { return result }
        if result.positionals.count < positionals.count.lowerBound { throw .missingArgument(positionals.name) }
        if result.positionals.count > positionals.count.upperBound {
            throw .unexpectedArgument(result.positionals[positionals.count.upperBound])
        }
        if let missing = options.first(where: { $0.isRequired && result.values[$0.key] == nil }) {
            throw .missingArgument(missing.usageText)
        }
        return result
    }
}

extension ParsedArguments {
    /// The values `option` is given in `arguments`, read before the command is known (the
    /// language of a tool's messages, so that even an unknown command is reported in it): each
    /// `--name VALUE` and `--name=VALUE` parsed in order; values that do not parse are left
    /// for the command's own parsing to report.
    public static func scan<Element>(_ option: Option<[Element]>, in arguments: [String]) -> [Element] {
        var values: [ObjectIdentifier: any Sendable] = [:]
        for text in given(option, in: arguments) { try? option.accept(text, spelled: "--" + option.name, into: &values) }
        return values[option.key] as? [Element] ?? []
    }

    /// Whether `option` is given in `arguments`, read before the command is known.
    public static func mentions(_ option: any OptionDeclaration, in arguments: [String]) -> Bool {
        arguments.contains { $0 == "--" + option.name || $0.hasPrefix("--" + option.name + "=") }
    }

    private static func given(_ option: any OptionDeclaration, in arguments: [String]) -> [String] {
        let flag = "--" + option.name
        return arguments.indices.compactMap { index in
            if arguments[index].hasPrefix(flag + "=") { return String(arguments[index].dropFirst(flag.count + 1)) }
            return arguments[index] == flag && index + 1 < arguments.count ? arguments[index + 1] : nil
        }
    }
}

extension OptionDeclaration {
    /// How it reads in usage: `--device ID`, `-o DIR`, `--quiet`.
    public var usageText: String {
        let spelling = short.map { "-\($0)" } ?? "--" + name
        return valueName.map { "\(spelling) \($0)" } ?? spelling
    }
}
