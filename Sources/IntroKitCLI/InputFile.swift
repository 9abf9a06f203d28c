import Foundation
import IntroSystem

/// Reading an input file with a size limit, never waiting forever (IntroSystem's
/// ``BoundedRead``): a path must name a regular file — a FIFO with no writer, a socket or a
/// device is refused at once; standard input (`-`) is read with an idle timeout, since a pipe
/// or terminal may never send anything. This type only turns its errors into messages.
enum InputFile {
    /// How long standard input may send nothing before it is given up on, by default.
    static let defaultReadTimeout = 60

    /// The bytes of `path` within the limits given on the command line.
    static func read(_ path: String, _ limits: InputLimits, _ context: CommandContext) throws(CLIError) -> Data {
        try read(path, limit: limits.bytes, timeout: limits.readTimeout, context)
    }

    /// The bytes of `path` (`-` reads standard input), refused when larger than `limit`, which
    /// `flag` raises.
    static func read(_ path: String, limit: Int, timeout: Int, flag: String = "--max-input-bytes", _ context: CommandContext)
        throws(CLIError) -> Data
    {
        do {
            if path == "-" { return try BoundedRead.contents(of: STDIN_FILENO, limit: limit, idleTimeout: timeout) }
            return try BoundedRead.contents(ofFile: context.url(for: path).path, limit: limit)
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
