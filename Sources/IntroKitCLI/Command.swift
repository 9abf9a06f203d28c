import Foundation
import IntroCairo
import IntroKit
import IntroRender
import IntroSystem

/// One subcommand of `introkit`: its name, its declared positional arguments and options, and
/// what it does. Usage and help are generated from the declarations (``CommandHelp``).
protocol Command: Sendable {
    /// The words that select it (`devices`; `render sheet` for nested ones).
    var name: String { get }
    /// The message key of its one-line summary.
    var summaryKey: String { get }
    /// The positional arguments it takes.
    var positionals: Positionals { get }
    /// The options it accepts, besides the global ones (``GlobalOptions``).
    var options: [any OptionDeclaration] { get }
    /// Runs it with arguments parsed against its declarations; returns the exit code.
    func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> Int32
}

/// The options every command accepts, declared once.
enum GlobalOptions {
    /// `--locale CODE`: the language of messages and of the content (its direction, default
    /// button titles and, with `--strings`, its translation); several, or `all`, render the
    /// content in each (messages take the first).
    static let locale = Option(
        repeatable: "locale", .locales, default: [], shown: .described("from the environment"),
        help: "Language of messages and content (en, es, zh-Hans, ar, …, or an Xcode pseudolanguage: pseudo-double, pseudo-accented, pseudo-bounded, pseudo-rtl, pseudo-rtl-text, pseudo for all); several (comma-separated) or all render each")
    /// `--help`, `-h`: the help of the command instead of running it.
    static let help = Option.flag("help", short: "h", help: "Show this help")

    static let all: [any OptionDeclaration] = [locale, help]

    /// The `--locale` values given, in order, each once.
    static func locales(_ arguments: ParsedArguments) -> [String] {
        var seen = Set<String>()
        return arguments[locale].filter { seen.insert($0).inserted }
    }
}

/// The `introkit` tool: dispatches to subcommands, prints help and errors.
public struct IntroKitTool: Sendable {
    /// The version printed by `--version`.
    public static let version = IntroKitRelease.version

    /// The subcommands.
    let commands: [any Command]

    /// The tool with every built-in command; registers the Cairo backends (png, svg, pdf)
    /// and then `backends` (a package's own; one named like a built-in replaces it) in the
    /// process-wide registry, where `--backend`, the gallery, filmstrips and `introkit
    /// backends` find them. Backend libraries named by `INTROKIT_BACKENDS` are added when the
    /// tool runs (`BackendLibrary`), and may choose the default.
    public init(backends: [any RenderBackend] = []) {
        self.init(commands: Self.builtInCommands, backends: backends)
    }

    init(commands: [any Command], backends: [any RenderBackend] = []) {
        for command in commands {
            let duplicates = OptionDeclarations.duplicates(command.options + GlobalOptions.all)
            precondition(duplicates.isEmpty, "`\(command.name)` declares \(duplicates.joined(separator: ", ")) more than once")
        }
        self.commands = commands
        CairoBackend.registerAll(in: .shared)
        for backend in backends { BackendRegistry.shared.register(backend) }
    }

    /// `introkit` as a process, the whole of an executable's `main.swift`: the tool with
    /// `backends` registered (see ``init(backends:)``) run on the process's arguments, with
    /// staged files removed on SIGINT and SIGTERM. Returns the exit code. The stock `introkit`
    /// takes a package's backends from libraries (`INTROKIT_BACKENDS`); a package may also
    /// build a tool of its own with `exit(IntroKitTool.main(backends: …))`.
    public static func main(backends: [any RenderBackend] = []) -> Int32 {
        PendingFiles.removeOnSignals()
        return IntroKitTool(backends: backends).run(Array(CommandLine.arguments.dropFirst()), context: .process())
    }

    /// Adds the backends of the libraries `INTROKIT_BACKENDS` names (``BackendLibrary``),
    /// each once per process; a library that cannot be added is an input error naming it.
    static func loadBackendLibraries(_ context: CommandContext) throws(CLIError) {
        do {
            try BackendLibrary.load(environment: context.environment, into: .shared)
        } catch {
            switch error {
            case .notLoaded(let path, let reason): throw .input([context.message("backendLibrary.notLoaded", [path, reason])])
            case .noEntryPoint(let path, let symbol):
                throw .input([context.message("backendLibrary.noEntryPoint", [path, symbol])])
            case .otherInterface(let path, _): throw .input([context.message("backendLibrary.otherInterface", [path])])
            }
        }
    }

    /// Every built-in command.
    static var builtInCommands: [any Command] {
        [
            RenderSheetCommand(), StoriesRenderCommand(), LayoutCommand(), MeasureCommand(), LintCommand(), StoriesEventsCommand(),
            StoriesStateCommand(), DevicesCommand(), BackendsCommand(), GalleryMergeCommand(), GalleryCommand(), PreviewsCommand(),
        ]
    }

    /// Runs the tool with the arguments after the program name; returns the exit code.
    public func run(_ arguments: [String], context: CommandContext) -> Int32 {
        var context = context
        if let locale = Self.scan(GlobalOptions.locale, in: arguments) { context.locale = locale }
        let help = CommandHelp(commands: commands, context: context)
        let words = arguments.first == "help" ? Array(arguments.dropFirst()) + ["--help"] : arguments
        let (path, rest) = select(words)
        do throws(CLIError) {
            try Self.loadBackendLibraries(context)
            if words.first == "--version" {
                try context.print("introkit \(Self.version)")
                return 0
            }
            guard let command = commands.first(where: { $0.name == path.joined(separator: " ") }) else {
                if Self.asksForHelp(rest) || words.isEmpty {
                    guard let text = help.group(path) else { throw .usage(unknownCommand(path, rest)) }
                    try context.print(text)
                    return 0
                }
                throw .usage(unknownCommand(path, rest))
            }
            let options = command.options + GlobalOptions.all
            let parsed = try ParsedArguments.parse(rest, options: options, positionals: command.positionals)
            if parsed[GlobalOptions.help] {
                try context.print(help.command(command))
                return 0
            }
            return try command.run(parsed, context)
        } catch {
            for line in error.messages(locale: context.locale) { context.printError(line) }
            if case .usage = error {
                let hint = path.isEmpty ? ["introkit"] : ["introkit"] + path
                context.printError(context.message("usage.hint", [hint.joined(separator: " ")]))
            }
            return error.exitCode
        }
    }

    /// The longest run of leading words that names a command or a group of commands, and
    /// the arguments after it.
    private func select(_ arguments: [String]) -> (path: [String], rest: [String]) {
        var path: [String] = []
        for word in arguments {
            let candidate = (path + [word]).joined(separator: " ")
            guard commands.contains(where: { $0.name == candidate || $0.name.hasPrefix(candidate + " ") }) else { break }
            path.append(word)
        }
        return (path, Array(arguments.dropFirst(path.count)))
    }

    /// The error for a group of commands followed by no known word: the commands of the group.
    private func unknownCommand(_ group: [String], _ rest: [String]) -> UsageProblem {
        let prefix = group.joined(separator: " ")
        let valid = commands.map(\.name).filter { prefix.isEmpty || $0.hasPrefix(prefix + " ") }
        return .unknownCommand((group + rest.prefix(1)).joined(separator: " "), valid: valid)
    }

    private static func asksForHelp(_ arguments: [String]) -> Bool {
        arguments.first.map { "--" + GlobalOptions.help.name == $0 || GlobalOptions.help.short.map { "-\($0)" } == $0 } ?? false
    }

    /// The language of messages, read before the command is known, so that even an unknown
    /// command is reported in the language asked for: `--locale` when it names one language
    /// and no `--strings` is given. Languages that choose a catalog's translations, or
    /// several of them, leave messages in the environment's language.
    private static func scan(_ option: Option<[String]>, in arguments: [String]) -> String? {
        let flag = "--" + option.name
        var values: [String] = []
        for (index, argument) in arguments.enumerated() {
            if argument == flag, index + 1 < arguments.count { values.append(arguments[index + 1]) }
            if argument.hasPrefix(flag + "=") { values.append(String(argument.dropFirst(flag.count + 1))) }
        }
        let codes = values.flatMap(ValueParser.commaList)
        let strings = "--" + ContentStrings.path.name
        guard codes.count == 1, codes[0] != "all", !arguments.contains(where: { $0 == strings || $0.hasPrefix(strings + "=") })
        else { return nil }
        return codes[0]
    }
}
