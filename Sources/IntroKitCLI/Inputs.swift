import Foundation
import IntroUI
import WelcomeSheet

/// Reading input files with a size limit, and decoding sheet documents.
enum InputFile {
    /// The largest input file read by default (16 MiB); `--max-input-bytes` raises it.
    static let defaultByteLimit = 16 << 20

    static let limitOption = OptionSpec.value(
        "max-input-bytes", "N", "Largest input file read, in bytes (default 16777216)")

    /// The bytes of `path` (`-` reads standard input), refused when larger than the limit.
    static func read(_ path: String, _ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> Data {
        let limit = try arguments.positiveInteger("max-input-bytes", default: defaultByteLimit)
        let handle: FileHandle
        if path == "-" {
            handle = .standardInput
        } else {
            let url = context.url(for: path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw .io(path: path, reason: context.message("io.notFound"))
            }
            guard !isDirectory.boolValue else { throw .io(path: path, reason: context.message("io.isDirectory")) }
            do {
                handle = try FileHandle(forReadingFrom: url)
            } catch {
                throw .io(path: path, reason: AtomicFile.reason(error))
            }
        }
        defer { if path != "-" { try? handle.close() } }
        let data: Data
        do {
            data = try handle.read(upToCount: limit + 1) ?? Data()
        } catch {
            throw .io(path: path, reason: AtomicFile.reason(error))
        }
        guard data.count <= limit else {
            throw .input([context.message("limit.inputBytes", [path, String(limit), "--max-input-bytes"])])
        }
        return data
    }
}

/// A Welcome Sheet JSON file, decoded, with its warnings printed.
enum SheetInput {
    /// Reads and decodes `path`; every decoding error becomes one line of an input error.
    static func load(_ path: String, _ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError)
        -> WelcomeSheetDocument
    {
        let data = try InputFile.read(path, arguments, context)
        let fileName = path == "-" ? "<stdin>" : path
        switch WelcomeSheetDocument.decode(data: data, fileName: fileName) {
        case .success(let document):
            for warning in document.renderedWarnings(locale: context.locale) { context.printError(warning) }
            return document
        case .failure(let failure):
            throw .input(failure.renderedLines(locale: context.locale))
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
