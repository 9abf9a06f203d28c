import Foundation
import IntroJSON
import IntroUI
import WelcomeSheet

/// What an input file may hold, refused up front with a message naming the flag that raises
/// each limit: its size in bytes, the depth of its JSON nesting and the length of its strings.
struct InputLimits {
    /// The largest input file read by default (16 MiB).
    static let defaultBytes = 16 << 20
    /// The longest string (title, row text, button title, subtitle …) by default, in characters.
    static let defaultTextLength = 10_000

    /// The options of every command that reads a JSON file.
    static let options: [OptionSpec] = [
        .value("max-input-bytes", "N", "Largest input file read, in bytes (default \(defaultBytes))"),
        .value("max-depth", "N", "Deepest nesting of JSON arrays and objects (default \(JSONParser.defaultMaximumDepth))"),
        .value("max-text-length", "N", "Longest JSON string, in characters (default \(defaultTextLength))"),
        .value("read-timeout", "SECONDS", "Longest wait for standard input to send a byte (default 60)"),
    ]

    /// The most bytes read.
    let bytes: Int
    /// How long standard input may send nothing, in seconds.
    let readTimeout: Int
    /// A parser with the depth and string-length limits.
    let parser: JSONParser

    /// The limits given on the command line, with defaults for those not given.
    init(_ arguments: ParsedArguments) throws(CLIError) {
        bytes = try arguments.limit(.inputBytes)
        readTimeout = try arguments.limit(.readTimeout)
        parser = JSONParser(
            maximumDepth: try arguments.limit(.depth),
            maximumStringLength: try arguments.limit(.textLength))
    }

    /// For each diagnostic caused by a limit, a line naming the limit and the flag that raises it.
    func hints(for diagnostics: [JSONDiagnostic], _ context: CommandContext) -> [String] {
        let keys = Set(diagnostics.map(\.message.key))
        var hints: [String] = []
        if keys.contains("json.syntax.nestingTooDeep") {
            hints.append(context.message("limit.depth", [String(parser.maximumDepth), "--max-depth"]))
        }
        if keys.contains("json.syntax.stringTooLong") {
            hints.append(context.message("limit.textLength", [String(parser.maximumStringLength), "--max-text-length"]))
        }
        return hints
    }
}

/// A Welcome Sheet JSON file, decoded, with its warnings printed.
enum SheetInput {
    /// Reads and decodes `path`; every decoding error becomes one line of an input error.
    static func load(_ path: String, _ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError)
        -> WelcomeSheetDocument
    {
        let limits = try InputLimits(arguments)
        let data = try InputFile.read(path, limits, context)
        let fileName = path == "-" ? "<stdin>" : path
        switch WelcomeSheetDocument.decode(data: data, fileName: fileName, parser: limits.parser) {
        case .success(let document):
            for warning in document.renderedWarnings(locale: context.locale) { context.printError(warning) }
            return document
        case .failure(let failure):
            throw .input(failure.renderedLines(locale: context.locale) + limits.hints(for: failure.diagnostics, context))
        }
    }

    /// The pages selected by `--page N|all` (counted from 1).
    static func pageIndices(_ arguments: ParsedArguments, count: Int) throws(CLIError) -> [Int] {
        guard let text = arguments.value("page"), text.lowercased() != "all" else { return Array(0..<count) }
        guard let number = Int(text), (1...count).contains(number) else {
            throw .usage(.invalidValue(option: "--page", value: text, valid: ["all", "1…\(count)"]))
        }
        return [number - 1]
    }
}
