import Foundation

/// A command as dispatch and help see it: the words that select it and what it takes.
public protocol CommandDeclaration: Sendable {
    /// The words that select it (`devices`; `render sheet` for nested ones).
    var name: String { get }
    /// The message key of its one-line summary.
    var summaryKey: String { get }
    /// The positional arguments it takes.
    var positionals: Positionals { get }
    /// The options it accepts, besides the tool's global ones.
    var options: [any OptionDeclaration] { get }
}

/// How help reads in one language: messages by key (``CommandLineMessages`` and the tool's
/// own), and option help and described defaults, declared in English, translated.
public struct CommandWording: Sendable {
    /// A message by key, with its arguments.
    public let message: @Sendable (_ key: String, _ arguments: [String]) -> String
    /// An option's help line or described default (``DefaultHelp/described(_:)``) in the language.
    public let optionHelp: @Sendable (_ english: String) -> String

    /// A wording.
    public init(
        message: @escaping @Sendable (_ key: String, _ arguments: [String]) -> String,
        optionHelp: @escaping @Sendable (_ english: String) -> String
    ) {
        self.message = message
        self.optionHelp = optionHelp
    }
}

/// A tool's commands: which one the leading words select, the arguments parsed against its
/// declarations, and usage and help generated from them.
public struct CommandSet: Sendable {
    /// The tool's name, as usage spells it (`introkit`).
    public let tool: String
    /// Every command.
    public let commands: [any CommandDeclaration]
    /// The options every command accepts, `help` among them.
    public let globalOptions: [any OptionDeclaration]
    /// The flag that asks for help instead of running.
    public let help: Option<Bool>

    /// A tool's commands; each one's options, the global ones included, must spell each name
    /// and alias once (``OptionDeclarations/duplicates(_:)``).
    public init(tool: String, commands: [any CommandDeclaration], globalOptions: [any OptionDeclaration], help: Option<Bool>) {
        for command in commands {
            let duplicates = OptionDeclarations.duplicates(command.options + globalOptions)
            precondition(duplicates.isEmpty, "`\(command.name)` declares \(duplicates.joined(separator: ", ")) more than once")
        }
        (self.tool, self.commands, self.globalOptions, self.help) = (tool, commands, globalOptions, help)
    }

    /// The longest run of leading words that names a command or a group of commands, and the
    /// arguments after it.
    public func select(_ arguments: [String]) -> (path: [String], rest: [String]) {
        var path: [String] = []
        for word in arguments {
            let candidate = (path + [word]).joined(separator: " ")
            guard commands.contains(where: { $0.name == candidate || $0.name.hasPrefix(candidate + " ") }) else { break }
            path.append(word)
        }
        return (path, Array(arguments.dropFirst(path.count)))
    }

    /// The problem of a group of commands followed by no known word: the commands of the group.
    public func unknownCommand(_ group: [String], _ rest: [String]) -> UsageProblem {
        .unknownCommand((group + rest.prefix(1)).joined(separator: " "), valid: members(of: group).map(\.name))
    }

    /// Whether `arguments` (after a group's words) start with the help flag.
    public func asksForHelp(_ arguments: [String]) -> Bool {
        arguments.first.map { "--" + help.name == $0 || help.short.map { "-\($0)" } == $0 } ?? false
    }

    /// `arguments` parsed against `command`'s declarations and the global options.
    public func parse(_ arguments: [String], for command: any CommandDeclaration) throws(UsageProblem) -> ParsedArguments {
        try ParsedArguments.parse(arguments, options: command.options + globalOptions, positionals: command.positionals, help: help)
    }

    /// The help of the tool (empty `path`) or of a group of commands (`["render"]`): usage and
    /// the commands under it, the tool's `help.tool` line above and `help.more` below; nil when
    /// no command is under it.
    public func groupHelp(_ path: [String], _ wording: CommandWording) -> String? {
        let members = members(of: path)
        guard !members.isEmpty else { return nil }
        var lines = path.isEmpty ? [wording.message("help.tool", []), ""] : []
        let invocation = ([tool] + path + ["<command>", "[options]"]).joined(separator: " ")
        lines += [wording.message("help.usage", [invocation]), "", wording.message("help.commands", [])]
        lines += members.map { Self.row($0.name, wording.message($0.summaryKey, []), width: 18) }
        lines += ["", wording.message("help.more", [])]
        return lines.joined(separator: "\n")
    }

    /// The help of one command: usage, summary, its options and the global ones, each with its
    /// default, their help lined up (at most at ``helpColumn``).
    public func help(of command: any CommandDeclaration, _ wording: CommandWording) -> String {
        var lines = [wording.message("help.usage", [usage(command)]), "", wording.message(command.summaryKey, [])]
        let width = min((command.options + globalOptions).map { Self.spelling($0).count + 4 }.max() ?? 0, Self.helpColumn)
        if !command.options.isEmpty {
            lines += ["", wording.message("help.options", [])] + command.options.map { Self.line($0, width: width, wording) }
        }
        lines += ["", wording.message("help.globalOptions", [])] + globalOptions.map { Self.line($0, width: width, wording) }
        return lines.joined(separator: "\n")
    }

    /// `introkit layout FILE.json --device ID [options]`: positional arguments and required
    /// options spelled out, the rest as `[options]`.
    public func usage(_ command: any CommandDeclaration) -> String {
        let required = command.options.filter(\.isRequired).map(\.usageText)
        return ([tool, command.name] + [command.positionals.usage].compactMap { $0 } + required + ["[options]"])
            .joined(separator: " ")
    }

    /// Where option help starts at most: a spelling longer than that (a long list of choices)
    /// is followed by its help two spaces on, so one option does not push every help line aside.
    private static let helpColumn = 36

    private func members(of group: [String]) -> [any CommandDeclaration] {
        let prefix = group.joined(separator: " ")
        return commands.filter { prefix.isEmpty || $0.name.hasPrefix(prefix + " ") }
    }

    /// `  -o, --output PATH     What it does (default Previews)`, the help starting at `width`.
    private static func line(_ option: any OptionDeclaration, width: Int, _ wording: CommandWording) -> String {
        var text = wording.optionHelp(option.help)
        if option.isRepeatable { text += wording.message("help.repeatable", []) }
        switch option.defaultHelp {
        case .none: break
        case .value(let value): text += wording.message("help.default", [value])
        case .described(let english): text += wording.message("help.default", [wording.optionHelp(english)])
        }
        return row(spelling(option), text, width: width)
    }

    /// `-o, --output PATH`.
    private static func spelling(_ option: any OptionDeclaration) -> String {
        (option.short.map { "-\($0), " } ?? "") + "--" + option.name + (option.valueName.map { " " + $0 } ?? "")
    }

    private static func row(_ left: String, _ right: String, width: Int) -> String {
        "  " + left.padding(toLength: max(left.count + 2, width - 2), withPad: " ", startingAt: 0) + right
    }
}
