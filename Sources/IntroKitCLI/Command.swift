import Foundation
import IntroCairo
import IntroCommandLine
import IntroKit
import IntroRender
import IntroSystem

/// One subcommand of `introkit`: its declaration (name, positional arguments, options; usage
/// and help are generated from it by IntroCommandLine's `CommandSet`) and what it does.
protocol Command: CommandDeclaration {
    /// Runs it with arguments parsed against its declarations; returns the exit code.
    func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> Int32
}

/// The options every command accepts, declared once.
enum GlobalOptions {
    /// `--locale CODE`: the language of messages and of the content (its direction, default
    /// button titles and, with `--strings`, its translation); several, or `all`, render the
    /// content in each (messages take the first).
    static let locale = Option(
        repeatable: "locale", .list("CODE"), default: [], shown: .described("from the environment"),
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
    /// Their declarations, for selecting, parsing and help.
    private let declarations: CommandSet

    /// The tool with every built-in command; registers the Cairo backends (png, svg, pdf)
    /// and then `backends` (a package's own; one named like a built-in replaces it) in the
    /// process-wide registry, where `--backend`, the gallery, filmstrips and `introkit
    /// backends` find them. Backend libraries named by `INTROKIT_BACKENDS` are added when the
    /// tool runs (`BackendLibrary`), and may choose the default.
    public init(backends: [any RenderBackend] = []) {
        self.init(commands: Self.builtInCommands, backends: backends)
    }

    init(commands: [any Command], backends: [any RenderBackend] = []) {
        self.commands = commands
        declarations = CommandSet(tool: "introkit", commands: commands, globalOptions: GlobalOptions.all, help: GlobalOptions.help)
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
        if let locale = Self.messageLocale(in: arguments) { context.locale = locale }
        let words = arguments.first == "help" ? Array(arguments.dropFirst()) + ["--help"] : arguments
        let (path, rest) = declarations.select(words)
        do throws(CLIError) {
            try Self.loadBackendLibraries(context)
            if words.first == "--version" {
                try context.print("introkit \(Self.version)")
                return 0
            }
            guard let command = commands.first(where: { $0.name == path.joined(separator: " ") }) else {
                guard declarations.asksForHelp(rest) || words.isEmpty, let text = declarations.groupHelp(path, context.wording) else {
                    throw .usage(declarations.unknownCommand(path, rest))
                }
                try context.print(text)
                return 0
            }
            let parsed: ParsedArguments
            do { parsed = try declarations.parse(rest, for: command) } catch { throw .usage(error) }
            if parsed[GlobalOptions.help] {
                try context.print(declarations.help(of: command, context.wording))
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

    /// The language of messages, read before the command is known, so that even an unknown
    /// command is reported in the language asked for: `--locale` when it names one language
    /// and no `--strings` is given. Languages that choose a catalog's translations, or
    /// several of them, leave messages in the environment's language.
    private static func messageLocale(in arguments: [String]) -> String? {
        let codes = ParsedArguments.scan(GlobalOptions.locale, in: arguments)
        guard codes.count == 1, codes[0] != "all", !ParsedArguments.mentions(ContentStrings.path, in: arguments) else { return nil }
        return codes[0]
    }
}
