import Foundation
import IntroCommandLine
import IntroJSON
import IntroKit
import IntroUI
import WelcomeSheet

/// What an input file may hold, refused up front with a message naming the flag that raises
/// each limit: its size in bytes, the depth of its JSON nesting and the length of its strings.
struct InputLimits {
    /// `--max-input-bytes N`.
    static let maximumBytes = Option(
        "max-input-bytes", .positiveInteger(ceiling: Ceiling.inputBytes), default: ContentLimits.defaultBytes,
        help: "Largest input file read, in bytes")
    /// `--max-depth N`.
    static let maximumDepth = Option(
        "max-depth", .positiveInteger(ceiling: Ceiling.depth), default: JSONParser.defaultMaximumDepth,
        help: "Deepest nesting of JSON arrays and objects")
    /// `--max-text-length N`.
    static let maximumTextLength = Option(
        "max-text-length", .positiveInteger(ceiling: Ceiling.textLength), default: ContentLimits.defaultTextLength,
        help: "Longest text (a JSON string, a .strings key or value, measure's TEXT), in characters")

    /// `--read-timeout SECONDS`.
    static let readTimeoutOption = Option(
        "read-timeout", .positiveInteger(ceiling: Ceiling.readTimeout), default: ContentLimits.defaultReadTimeout,
        help: "Longest wait, in seconds, for standard input to send a byte")

    /// The options of every command that reads a JSON file.
    static let options: [any OptionDeclaration] = [maximumBytes, maximumDepth, maximumTextLength, readTimeoutOption]

    /// The limits IntroKit reads the file within.
    let content: ContentLimits
    /// A parser with the depth and string-length limits.
    var parser: JSONParser { content.parser }

    /// The limits given on the command line, with defaults for those not given.
    init(_ arguments: ParsedArguments) {
        content = ContentLimits(
            bytes: arguments[Self.maximumBytes], readTimeout: arguments[Self.readTimeoutOption],
            parser: JSONParser(maximumDepth: arguments[Self.maximumDepth], maximumStringLength: arguments[Self.maximumTextLength]))
    }

    /// The input error of a content file `path` that gave no content: every message in the
    /// context's language, with the hints of any limit it hit; the warnings of a document
    /// whose show is not valid printed first, as they would be for a valid one.
    func problem(_ error: ContentInputError, path: String, _ context: CommandContext) -> CLIError {
        switch error {
        case .unreadable(let problem):
            return InputFile.problem(problem, path: path, flag: "--" + Self.maximumBytes.name, context)
        case .sheet(let failure): return problem(failure, context)
        case .stories(let failure): return problem(failure, context)
        case .invalidShow(let document, let error):
            for line in document.renderedWarnings(locale: context.locale) { context.printError(line) }
            return .input(error.errors.map { "\(document.fileName): error: \($0.description(locale: context.locale))" })
        }
    }

    /// The value of a JSON decoding, its warnings printed as `warnings` renders them (in the
    /// context's language); its errors thrown as one input error, with the hints of any limit
    /// they hit.
    func decoded<Value, Catalog: JSONMessageCatalog>(
        _ result: Result<Value, JSONDecodingFailure<Catalog>>, _ context: CommandContext, warnings: (Value) -> [String]
    ) throws(CLIError) -> Value {
        switch result {
        case .success(let value):
            for line in warnings(value) { context.printError(line) }
            return value
        case .failure(let failure):
            throw problem(failure, context)
        }
    }

    /// A decoding failure as one input error: its lines, then the hints of any limit it hit.
    func problem<Catalog: JSONMessageCatalog>(_ failure: JSONDecodingFailure<Catalog>, _ context: CommandContext) -> CLIError {
        .input(failure.renderedLines(locale: context.locale) + hints(for: failure.diagnostics, context))
    }

    /// The value of a JSON decoding that carries its warnings beside it, each printed as its
    /// catalog renders it; its errors thrown as ``decoded(_:_:warnings:)`` does.
    func decoded<Value, Catalog: JSONMessageCatalog>(
        _ result: Result<JSONDecoded<Value>, JSONDecodingFailure<Catalog>>, fileName: String, _ context: CommandContext
    ) throws(CLIError) -> Value {
        try decoded(result, context) { decoded in
            decoded.warnings.map { Catalog.render($0, fileName: fileName, locale: context.locale) }
        }.value
    }

    /// A text given on the command line as `name` (`measure`'s TEXT), held to
    /// `--max-text-length` with the message of a JSON string over it.
    func checkLength(of text: String, named name: String, _ context: CommandContext) throws(CLIError) {
        guard let diagnostic = MeasureBatch.lengthDiagnostic(of: text, parser: parser) else { return }
        throw .input([MeasureStrings.render(diagnostic, fileName: name, locale: context.locale)] + hints(for: [diagnostic], context))
    }

    /// For each limit the diagnostics hit, a line naming the limit and the flag that raises it.
    func hints(for diagnostics: [JSONDiagnostic], _ context: CommandContext) -> [String] {
        JSONParser.limitsHit(by: diagnostics).map { limit in
            switch limit {
            case .depth: context.message("limit.depth", [String(parser.maximumDepth), "--max-depth"])
            case .stringLength: context.message("limit.textLength", [String(parser.maximumStringLength), "--max-text-length"])
            }
        }
    }
}

/// A Welcome Sheet JSON file, decoded, with its warnings printed.
enum SheetInput {
    /// Reads and decodes `path` through IntroKit; every decoding error becomes one line of an
    /// input error.
    static func load(_ path: String, _ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError)
        -> WelcomeSheetDocument
    {
        let limits = InputLimits(arguments)
        do {
            let document = try WelcomeSheetDocument.read(InputFile.source(path, context), limits: limits.content)
            for line in document.renderedWarnings(locale: context.locale) { context.printError(line) }
            return document
        } catch {
            throw limits.problem(error, path: path, context)
        }
    }

    /// `--page N|all`: one page counted from 1, or nil for all.
    static let page = Option(
        "page", ValueParser<Int?>("N|all", describe: { $0.map(String.init) ?? "all" }) { text, option throws(UsageProblem) in
            if text.lowercased() == "all" { return nil }
            guard let number = Int(text), number >= 1 else { throw .invalidValue(option: option, value: text, valid: ["all", "1, 2, 3, …"]) }
            return number
        }, default: nil, help: "Page to render, counted from 1")

    /// The pages selected by ``page`` (indices from 0), when the document has `count` pages.
    static func pageIndices(_ arguments: ParsedArguments, count: Int) throws(CLIError) -> [Int] {
        guard let number = arguments[page] else { return Array(0..<count) }
        guard number <= count else {
            throw .usage(.invalidValue(option: "--page", value: String(number), valid: ["all", "1…\(count)"]))
        }
        return [number - 1]
    }
}
