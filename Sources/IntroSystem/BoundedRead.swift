import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What kind of file a path names.
public enum FileKind: Hashable, Sendable {
    case regular
    case directory
    case fifo
    case socket
    case characterDevice
    case blockDevice
    case other

    /// The kind of a file mode's type bits.
    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        default: self = .other
        }
    }
}

/// Why a bounded read gave no bytes. Each caller turns it into its own message.
public enum FileReadError: Error, Hashable, Sendable {
    /// The file does not exist.
    case notFound
    /// The path names a folder, FIFO, socket or device, not a regular file (never `.regular`).
    case notRegularFile(FileKind)
    /// The file holds more than the limit.
    case tooManyBytes(limit: Int)
    /// Nothing arrived within the idle timeout (standard input).
    case timedOut(seconds: Int)
    /// The system refused (the `errno` value).
    case failed(errno: Int32)

    /// The system's reason for a ``failed(errno:)`` (and for a missing file).
    public var systemReason: String {
        switch self {
        case .failed(let code): String(cString: strerror(code))
        default: String(cString: strerror(ENOENT))
        }
    }
}

/// A regular file opened for a bounded read: opened without blocking and checked with `fstat`
/// before a byte is read, so a FIFO without a writer, a socket or a device is refused at once
/// instead of hanging, and a file over the limit is refused before it is read.
public struct RegularFile: ~Copyable {
    private let descriptor: Int32
    /// The file's size when it was opened.
    public let size: Int

    /// Opens `path`, refusing anything but a regular file of at most `limit` bytes.
    public init(path: String, limit: Int) throws(FileReadError) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw errno == ENOENT ? .notFound : .failed(errno: errno) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            close(descriptor)
            throw .failed(errno: code)
        }
        let kind = FileKind(mode: status.st_mode)
        guard kind == .regular else {
            close(descriptor)
            throw .notRegularFile(kind)
        }
        guard status.st_size <= limit else {
            close(descriptor)
            throw .tooManyBytes(limit: limit)
        }
        self.descriptor = descriptor
        size = Int(status.st_size)
    }

    deinit { close(descriptor) }

    /// The next `count` bytes, or nil when the file ends first or cannot be read.
    public func read(exactly count: Int) -> Data? {
        var data = Data(count: count)
        let done = data.withUnsafeMutableBytes { BoundedRead.fill($0, from: descriptor) }
        return done == count ? data : nil
    }

    /// The rest of the file, refused when it holds more than `limit` bytes (it may have grown
    /// since it was opened: at most one byte past the limit is read).
    public func readAll(limit: Int) throws(FileReadError) -> Data {
        let capacity = min(size, limit) + 1
        var data = Data(count: capacity)
        let count = data.withUnsafeMutableBytes { BoundedRead.fill($0, from: descriptor) }
        guard count >= 0 else { throw .failed(errno: errno) }
        guard count <= limit else { throw .tooManyBytes(limit: limit) }
        data.count = count
        return data
    }
}

/// Reading a file or a stream with a size limit, never waiting forever.
public enum BoundedRead {
    /// The bytes of the regular file at `path`, at most `limit` of them (see ``RegularFile``).
    public static func contents(ofFile path: String, limit: Int) throws(FileReadError) -> Data {
        try RegularFile(path: path, limit: limit).readAll(limit: limit)
    }

    /// The bytes of a stream (standard input) up to its end, at most `limit` of them; with
    /// `idleTimeout`, given up on when nothing arrives for that many seconds (a pipe or
    /// terminal may never send anything).
    public static func contents(of descriptor: Int32, limit: Int, idleTimeout: Int?) throws(FileReadError) -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while data.count <= limit {
            if let idleTimeout, !(try waitForInput(descriptor, seconds: idleTimeout)) { throw .timedOut(seconds: idleTimeout) }
            let wanted = min(chunk.count, limit + 1 - data.count)
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw .failed(errno: errno)
            }
            if count == 0 { break }
            data.append(contentsOf: chunk[0..<count])
        }
        guard data.count <= limit else { throw .tooManyBytes(limit: limit) }
        return data
    }

    /// Reads into `buffer` until it is full or the file ends; the count read, or -1 on an error.
    fileprivate static func fill(_ buffer: UnsafeMutableRawBufferPointer, from descriptor: Int32) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var done = 0
        while done < buffer.count {
            let got = Glibc.read(descriptor, base + done, buffer.count - done)
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { return -1 }
            if got == 0 { break }
            done += got
        }
        return done
    }

    /// Whether `descriptor` has something to read (or its end) within `seconds`.
    private static func waitForInput(_ descriptor: Int32, seconds: Int) throws(FileReadError) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&request, 1, Int32(seconds * 1000))
            if ready >= 0 { return ready > 0 }
            guard errno == EINTR else { throw .failed(errno: errno) }
        }
    }
}
