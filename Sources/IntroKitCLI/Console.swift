import Foundation
import IntroCommandLine
import IntroSystem

/// Where a command writes and what it knows of its surroundings; tests pass their own.
public struct CommandContext: Sendable {
    /// The language of messages (from `--locale`, else `LC_ALL`, `LC_MESSAGES` or `LANG`).
    public var locale: String
    /// The process environment.
    public var environment: [String: String]
    /// The folder relative paths are resolved against.
    public var currentDirectory: URL
    /// Whether standard error is a terminal (progress bars only then).
    public var stderrIsTerminal: Bool
    /// Writes bytes to standard output; throws when they cannot be written (a full disk).
    public var writeOutput: @Sendable (Data) throws(CLIError) -> Void
    /// Writes bytes to standard error (where nothing is left to report a failure to).
    public var writeError: @Sendable (Data) -> Void

    /// Creates a context.
    public init(
        locale: String, environment: [String: String], currentDirectory: URL, stderrIsTerminal: Bool,
        writeOutput: @escaping @Sendable (Data) throws(CLIError) -> Void, writeError: @escaping @Sendable (Data) -> Void
    ) {
        self.locale = locale
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.stderrIsTerminal = stderrIsTerminal
        self.writeOutput = writeOutput
        self.writeError = writeError
    }

    /// The real process: its environment, working directory, standard output and error.
    public static func process() -> CommandContext {
        let environment = ProcessInfo.processInfo.environment
        return CommandContext(
            locale: TerminalText.messageLanguage(environment), environment: environment,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            stderrIsTerminal: isatty(2) == 1,
            writeOutput: { data throws(CLIError) in
                if let code = FileDescriptor.write(data, to: STDOUT_FILENO) { throw .standardOutput(reason: FileDescriptor.reason(code)) }
            },
            writeError: { _ = FileDescriptor.write($0, to: STDERR_FILENO) })
    }

    /// Prints a line on standard output, with control characters escaped (IntroCommandLine's `TerminalText`).
    public func print(_ line: String) throws(CLIError) {
        try writeOutput(Data((TerminalText.escaped(line) + "\n").utf8))
    }

    /// Prints a line on standard error, with control characters escaped (IntroCommandLine's `TerminalText`).
    public func printError(_ line: String) {
        writeError(Data((TerminalText.escaped(line) + "\n").utf8))
    }

    /// A localized CLI message.
    public func message(_ key: String, _ arguments: [String] = []) -> String {
        CLIMessages.table.string(key, locale: locale, arguments)
    }

    /// How generated help reads in the context's language.
    var wording: CommandWording {
        let locale = locale
        return CommandWording(
            message: { CLIMessages.table.string($0, locale: locale, $1) }, optionHelp: { OptionHelp.localized($0, locale: locale) })
    }

    /// Resolves a path given on the command line.
    public func url(for path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : currentDirectory.appendingPathComponent(path)
    }
}
