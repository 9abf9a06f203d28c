import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writing to a file descriptor with `write(2)`, which reports failure instead of trapping
/// (Foundation's `FileHandle.write(_:)` traps on a full disk).
public enum FileDescriptor {
    /// Writes all of `data` to `descriptor`, going on after short writes and interruptions;
    /// the `errno` of a failure, or nil. A closed pipe raises SIGPIPE as usual (exit 141).
    public static func write(_ data: Data, to descriptor: Int32) -> Int32? {
        data.withUnsafeBytes { buffer -> Int32? in
            guard var next = buffer.baseAddress else { return nil }
            var left = buffer.count
            while left > 0 {
                let written = Glibc.write(descriptor, next, left)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                left -= written
                next += written
            }
            return nil
        }
    }

    /// Writes `data` into a new file at `path` (which must not exist: a temporary name of
    /// the caller's, renamed into place when complete); the `errno` of a failure, or nil.
    /// Written with `write(2)`: Foundation's `Data.write(to:)` also syncs every file to disk.
    public static func writeNewFile(_ data: Data, at path: String) -> Int32? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return errno }
        let failure = write(data, to: descriptor)
        let closed = close(descriptor) == 0 ? nil : errno
        return failure ?? closed
    }

    /// The system's description of an `errno`, in lower case as in a sentence: "no space left on device".
    public static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
