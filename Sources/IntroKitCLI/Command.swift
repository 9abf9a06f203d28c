import Foundation
import IntroCairo
import IntroRender

/// One subcommand of `introkit`.
public protocol Command: Sendable {
    /// The word that selects it (`devices`; `render sheet` for nested ones).
    var name: String { get }
    /// The message key of its one-line summary.
    var summaryKey: String { get }
    /// The usage line, e.g. `introkit devices [--json]`.
    var usage: String { get }
    /// The options it accepts.
    var options: [OptionSpec] { get }
    /// Runs it; returns the exit code.
    func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> Int32
}

extension Command {
    /// The help text: usage, summary and options.
    func help(_ context: CommandContext) -> String {
        var lines = [context.message("help.usage", [usage]), "", context.message(summaryKey)]
        if !options.isEmpty {
            lines += ["", context.message("help.options")]
            for option in options {
                let short = option.short.map { "-\($0), " } ?? ""
                let value = option.takesValue ? " \(option.valueName)" : ""
                let left = "  \(short)--\(option.name)\(value)"
                lines.append(left.padding(toLength: max(left.count + 2, 30), withPad: " ", startingAt: 0)
                        + OptionHelp.localized(option.help, locale: context.locale))
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// The `introkit` tool: dispatches to subcommands, prints help and errors.
public struct IntroKitTool: Sendable {
    /// The version printed by `--version`.
    public static let version = "0.1.0"

    /// The subcommands.
    public let commands: [any Command]

    /// The tool with every built-in command; registers the Cairo backends (png, svg, pdf).
    public init(commands: [any Command] = IntroKitTool.builtInCommands) {
        self.commands = commands
        CairoBackend.registerAll(in: .shared)
    }

    /// Every built-in command.
    public static var builtInCommands: [any Command] {
        [
            RenderSheetCommand(), StoriesRenderCommand(), LayoutCommand(), LintCommand(), StoriesEventsCommand(),
            StoriesStateCommand(), DevicesCommand(), BackendsCommand(), GalleryMergeCommand(), GalleryCommand(),
        ]
    }

    /// Runs the tool with the arguments after the program name; returns the exit code.
    public func run(_ arguments: [String], context: CommandContext) -> Int32 {
        var context = context
        if let locale = Self.localeOption(in: arguments) { context.locale = locale }
        guard let first = arguments.first, first != "--help", first != "-h", first != "help" else {
            context.print(help(context))
            return 0
        }
        if first == "--version" {
            context.print("introkit \(Self.version)")
            return 0
        }
        do throws(CLIError) {
            let (command, rest) = try select(arguments)
            let parsed = try ParsedArguments.parse(rest, options: command.options)
            if parsed.has("help") {
                context.print(command.help(context))
                return 0
            }
            return try command.run(parsed, context)
        } catch {
            for line in error.messages(locale: context.locale) { context.printError(line) }
            if case .usage = error { context.printError(context.message("usage.hint")) }
            return error.exitCode
        }
    }

    /// The command named by the first one or two words, and the arguments after them.
    private func select(_ arguments: [String]) throws(CLIError) -> (any Command, [String]) {
        if arguments.count >= 2, let command = commands.first(where: { $0.name == "\(arguments[0]) \(arguments[1])" }) {
            return (command, Array(arguments.dropFirst(2)))
        }
        if let command = commands.first(where: { $0.name == arguments[0] }) {
            return (command, Array(arguments.dropFirst()))
        }
        let groups = Set(commands.compactMap { $0.name.split(separator: " ").count > 1 ? $0.name : nil })
        if !arguments.isEmpty, groups.contains(where: { $0.hasPrefix(arguments[0] + " ") }) {
            let valid = groups.filter { $0.hasPrefix(arguments[0] + " ") }.sorted()
            throw .usage(.unknownCommand(arguments.dropFirst().first.map { "\(arguments[0]) \($0)" } ?? arguments[0], valid: valid))
        }
        throw .usage(.unknownCommand(arguments[0], valid: commands.map(\.name)))
    }

    private static func localeOption(in arguments: [String]) -> String? {
        if let index = arguments.firstIndex(of: "--locale"), index + 1 < arguments.count { return arguments[index + 1] }
        return arguments.first { $0.hasPrefix("--locale=") }.map { String($0.dropFirst("--locale=".count)) }
    }

    /// The tool's help: what it is and its commands.
    func help(_ context: CommandContext) -> String {
        var lines = [context.message("help.tool"), "", context.message("help.usage", ["introkit <command> [options]"]), "",
            context.message("help.commands")]
        for command in commands {
            lines.append("  " + command.name.padding(toLength: 18, withPad: " ", startingAt: 0) + context.message(command.summaryKey))
        }
        lines += ["", context.message("help.more")]
        return lines.joined(separator: "\n")
    }
}
