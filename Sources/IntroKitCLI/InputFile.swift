import Foundation

/// Reading an input file with a size limit, never waiting forever: a path must name a regular
/// file — it is opened without blocking and checked before a byte is read, so a FIFO with no
/// writer, a socket or a device is refused at once; standard input (`-`) is read with an idle
/// timeout, since a pipe or terminal may never send anything.
enum InputFile {
    /// How long standard input may send nothing before it is given up on, by default.
    static let defaultReadTimeout = 60

    /// The bytes of `path` within the limits given on the command line.
    static func read(_ path: String, _ limits: InputLimits, _ context: CommandContext) throws(CLIError) -> Data {
        try read(path, limit: limits.bytes, timeout: limits.readTimeout, context)
    }

    /// The bytes of `path` (`-` reads standard input), refused when larger than `limit`.
    static func read(_ path: String, limit: Int, timeout: Int, _ context: CommandContext) throws(CLIError) -> Data {
        guard path != "-" else { return try read(STDIN_FILENO, path, limit: limit, timeout: timeout, context) }
        let descriptor = open(context.url(for: path).path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .io(path: path, reason: errno == ENOENT ? context.message("io.notFound") : String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .io(path: path, reason: String(cString: strerror(errno))) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .io(path: path, reason: context.message("io.isDirectory"))
        case let kind: throw .io(path: path, reason: context.message("io.notRegular", [context.message(kindKey(kind))]))
        }
        return try read(descriptor, path, limit: limit, timeout: nil, context)
    }

    /// The message key naming a kind of file that is not a regular file.
    private static func kindKey(_ kind: mode_t) -> String {
        switch kind {
        case S_IFIFO: "io.kind.fifo"
        case S_IFSOCK: "io.kind.socket"
        case S_IFCHR: "io.kind.characterDevice"
        case S_IFBLK: "io.kind.blockDevice"
        default: "io.kind.other"
        }
    }

    /// Reads up to `limit` + 1 bytes from `descriptor`, waiting at most `timeout` seconds for
    /// each chunk when given.
    private static func read(_ descriptor: Int32, _ path: String, limit: Int, timeout: Int?, _ context: CommandContext)
        throws(CLIError) -> Data
    {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while data.count <= limit {
            if let timeout, !(try waitForInput(descriptor, path, seconds: timeout, context)) {
                throw .io(path: path, reason: context.message("io.readTimeout", [String(timeout), "--read-timeout"]))
            }
            let wanted = min(chunk.count, limit + 1 - data.count)
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw .io(path: path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            data.append(contentsOf: chunk[0..<count])
        }
        guard data.count <= limit else {
            throw .input([context.message("limit.inputBytes", [path, String(limit), "--max-input-bytes"])])
        }
        return data
    }

    /// Whether `descriptor` has something to read (or its end) within `seconds`.
    private static func waitForInput(_ descriptor: Int32, _ path: String, seconds: Int, _ context: CommandContext)
        throws(CLIError) -> Bool
    {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&request, 1, Int32(seconds * 1000))
            if ready >= 0 { return ready > 0 }
            guard errno == EINTR else { throw .io(path: path, reason: String(cString: strerror(errno))) }
        }
    }
}
