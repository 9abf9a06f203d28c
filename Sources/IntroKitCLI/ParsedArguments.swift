/// The options and positional arguments of one command line, parsed and checked against the
/// command's declarations: option values are typed and read with `arguments[option]`.
struct ParsedArguments: Sendable {
    /// Parsed values by option declaration (``OptionIdentity``): each is stored by the option
    /// that parsed it, as its own type.
    private var values: [ObjectIdentifier: any Sendable] = [:]
    /// Arguments that are not options, as many as the command declares.
    private(set) var positionals: [String] = []
    /// What the command declared for them.
    private var declared = Positionals.none

    /// The first positional argument (parsing checked that the declared number was given).
    func firstPositional() throws(CLIError) -> String {
        guard let first = positionals.first else { throw .usage(.missingArgument(declared.name)) }
        return first
    }

    /// The value of an option: what was given, parsed, or its default.
    subscript<Value>(_ option: Option<Value>) -> Value {
        values[option.key] as? Value ?? option.defaultValue()
    }

    /// The value of a required option (checked when parsing, so only a command that reads an
    /// option it did not declare gets the error).
    func required<Value>(_ option: Option<Value?>) throws(CLIError) -> Value {
        guard let value = self[option] else { throw .usage(.missingArgument(option.usageText)) }
        return value
    }

    /// Parses `arguments` against `options` and `positionals`: unknown options, missing
    /// values, invalid values, missing required options and a wrong number of positional
    /// arguments are usage errors.
    static func parse(_ arguments: [String], options: [any OptionDeclaration], positionals: Positionals)
        throws(CLIError) -> ParsedArguments
    {
        var result = ParsedArguments()
        result.declared = positionals
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
                throw .usage(.unknownOption(argument, valid: options.map { "--" + $0.name }))
            }
            if let valueName = option.valueName {
                if inlineValue == nil, index < arguments.count {
                    inlineValue = arguments[index]
                    index += 1
                }
                guard let text = inlineValue else { throw .usage(.missingValue(option: name, valueName: valueName)) }
                do { try option.accept(text, spelled: name, into: &result.values) } catch { throw .usage(error) }
            } else {
                do { try option.accept("", spelled: name, into: &result.values) } catch { throw .usage(error) }
            }
        }
        if result.values[GlobalOptions.help.key] != nil { return result }
        if result.positionals.count < positionals.count.lowerBound { throw .usage(.missingArgument(positionals.name)) }
        if result.positionals.count > positionals.count.upperBound {
            throw .usage(.unexpectedArgument(result.positionals[positionals.count.upperBound]))
        }
        if let missing = options.first(where: { $0.isRequired && result.values[$0.key] == nil }) {
            throw .usage(.missingArgument(missing.usageText))
        }
        return result
    }
}

extension OptionDeclaration {
    /// How it reads in usage: `--device ID`, `-o DIR`, `--quiet`.
    var usageText: String {
        let spelling = short.map { "-\($0)" } ?? "--" + name
        return valueName.map { "\(spelling) \($0)" } ?? spelling
    }
}
