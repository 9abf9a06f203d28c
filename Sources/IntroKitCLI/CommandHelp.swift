/// Usage and help text, generated from the commands' declarations, in the context's language.
struct CommandHelp {
    let commands: [any Command]
    let context: CommandContext

    /// The help of the tool (empty `path`) or of a group of commands (`["render"]`): usage
    /// and the commands under it; nil when no command is under it.
    func group(_ path: [String]) -> String? {
        let prefix = path.joined(separator: " ")
        let members = commands.filter { prefix.isEmpty || $0.name.hasPrefix(prefix + " ") }
        guard !members.isEmpty else { return nil }
        var lines = prefix.isEmpty ? [context.message("help.tool"), ""] : []
        let invocation = (["introkit"] + path + ["<command>", "[options]"]).joined(separator: " ")
        lines += [context.message("help.usage", [invocation]), "", context.message("help.commands")]
        for command in members {
            lines.append(Self.row(command.name, context.message(command.summaryKey), width: 18))
        }
        lines += ["", context.message("help.more")]
        return lines.joined(separator: "\n")
    }

    /// The help of one command: usage, summary, its options and the global ones, each with its
    /// default.
    func command(_ command: any Command) -> String {
        var lines = [context.message("help.usage", [usage(command)]), "", context.message(command.summaryKey)]
        let width = (command.options + GlobalOptions.all).map { Self.spelling($0).count + 4 }.max() ?? 0
        if !command.options.isEmpty {
            lines += ["", context.message("help.options")] + command.options.map { optionLine($0, width: width) }
        }
        lines += ["", context.message("help.globalOptions")] + GlobalOptions.all.map { optionLine($0, width: width) }
        return lines.joined(separator: "\n")
    }

    /// `introkit layout FILE.json --device ID [options]`: positional arguments and required
    /// options spelled out, the rest as `[options]`.
    func usage(_ command: any Command) -> String {
        let required = command.options.filter(\.isRequired).map(\.usageText)
        return (["introkit", command.name] + [command.positionals.usage].compactMap { $0 } + required + ["[options]"])
            .joined(separator: " ")
    }

    /// `  -o, --output PATH     What it does (default Previews)`, the help starting at `width`.
    func optionLine(_ option: any OptionDeclaration, width: Int) -> String {
        var text = OptionHelp.localized(option.help, locale: context.locale)
        if option.isRepeatable { text += context.message("help.repeatable") }
        switch option.defaultHelp {
        case .none: break
        case .value(let value): text += context.message("help.default", [value])
        case .described(let english): text += context.message("help.default", [OptionHelp.localized(english, locale: context.locale)])
        }
        return Self.row(Self.spelling(option), text, width: width)
    }

    /// `-o, --output PATH`.
    private static func spelling(_ option: any OptionDeclaration) -> String {
        (option.short.map { "-\($0), " } ?? "") + "--" + option.name + (option.valueName.map { " " + $0 } ?? "")
    }

    private static func row(_ left: String, _ right: String, width: Int) -> String {
        "  " + left.padding(toLength: max(left.count + 2, width - 2), withPad: " ", startingAt: 0) + right
    }
}
