import Foundation
import IntroKit
import IntroSystem

/// The CLI's side of reading an input file: a path on the command line (`-`: standard input)
/// becomes IntroKit's `ContentSource`, which reads it within its limits; this type only turns
/// the errors into messages.
enum InputFile {
    /// The source a path on the command line names, relative to the context's folder.
    static func source(_ path: String, _ context: CommandContext) -> ContentSource {
        path == "-" ? .standardInput : .file(context.url(for: path), named: path)
    }

    /// The bytes of `path` within the limits given on the command line.
    static func read(_ path: String, _ limits: InputLimits, _ context: CommandContext) throws(CLIError) -> Data {
        try read(path, limits.content, context)
    }

    /// The bytes of `path` (`-` reads standard input), refused when larger than
    /// `limits.bytes`, which `flag` raises.
    static func read(_ path: String, _ limits: ContentLimits, flag: String = "--max-input-bytes", _ context: CommandContext)
        throws(CLIError) -> Data
    {
        do {
            return try source(path, context).read(limits)
        } catch {
            throw problem(error, path: path, flag: flag, context)
        }
    }

    /// The message of a failed read of `path`, whose limit `flag` raises.
    static func problem(_ error: FileReadError, path: String, flag: String, _ context: CommandContext) -> CLIError {
        switch error {
        case .notFound: .io(path: path, reason: context.message("io.notFound"))
        case .notRegularFile(.directory): .io(path: path, reason: context.message("io.isDirectory"))
        case .notRegularFile(let kind): .io(path: path, reason: context.message("io.notRegular", [context.message(kind.messageKey)]))
        case .tooManyBytes(let limit): .input([context.message("limit.inputBytes", [path, String(limit), flag])])
        case .timedOut(let seconds): .io(path: path, reason: context.message("io.readTimeout", [String(seconds), "--read-timeout"]))
        case .failed: .io(path: path, reason: error.systemReason)
        }
    }
}
