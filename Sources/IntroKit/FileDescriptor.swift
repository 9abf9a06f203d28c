import Foundation

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

    /// The system's description of an `errno`, in lower case as in a sentence: "no space left on device".
    public static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// A short reason for a file-system error thrown by Foundation: the POSIX error's
    /// description when it has one ("No space left on device"), else its own.
    public static func reason(of error: any Error) -> String {
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        return (error as NSError).localizedDescription
    }
}
