import Foundation

/// Writes files so that no half-written file is ever seen: bytes go to a hidden temporary
/// file in the target folder, which is renamed over the target when complete. Temporary
/// files still open when the process receives SIGINT or SIGTERM are removed before it exits.
public enum AtomicFile {
    /// Writes `data` to `url` atomically, creating the folder if needed.
    public static func write(_ data: Data, to url: URL) throws(CLIError) {
        let transaction = OutputTransaction()
        do {
            try transaction.stage(data, to: url)
            try transaction.commit()
        } catch {
            transaction.rollback()
            throw error
        }
    }

    /// A short reason for a file-system error.
    static func reason(_ error: any Error) -> String {
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        return (error as NSError).localizedDescription
    }

    /// Installs SIGINT and SIGTERM handlers that remove pending temporary files, then exit
    /// with 128 + the signal number. Call once at start-up of a process that writes files.
    /// Both signals are unblocked too: a parent may have started the process with them
    /// blocked (a thread of a test runner), and a blocked signal would never be handled.
    public static func removePendingFilesOnSignals() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signalNumber in [SIGINT, SIGTERM] {
            sigaddset(&signals, signalNumber)
            signal(signalNumber) { received in
                PendingFiles.shared.removeAllForSignal()
                _exit(128 + received)
            }
        }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }
}

/// A set of files written all or nothing: each is staged as a hidden temporary file beside
/// its target; ``commit()`` renames them all into place, ``rollback()`` removes them.
public final class OutputTransaction: @unchecked Sendable {
    private let lock = NSLock()
    private var staged: [(temporary: URL, target: URL)] = []
    /// Folders ``stage(_:to:)`` created; a rollback removes them (deepest first) when empty.
    private var createdFolders: [URL] = []

    /// An empty transaction.
    public init() {}

    /// Writes `data` to a temporary file beside `url`, creating the folder if needed.
    public func stage(_ data: Data, to url: URL) throws(CLIError) {
        let folder = url.deletingLastPathComponent()
        var missing: [URL] = []
        var ancestor = folder.standardizedFileURL
        while ancestor.path != "/", !FileManager.default.fileExists(atPath: ancestor.path) {
            missing.append(ancestor)
            ancestor = ancestor.deletingLastPathComponent()
        }
        lock.withLock { createdFolders += missing }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .io(path: folder.path, reason: AtomicFile.reason(error))
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        PendingFiles.shared.add(temporary.path)
        lock.withLock { staged.append((temporary, url)) }
        do {
            try data.write(to: temporary)
        } catch {
            throw .io(path: url.path, reason: AtomicFile.reason(error))
        }
    }

    /// Renames every staged file over its target.
    public func commit() throws(CLIError) {
        let files = lock.withLock { staged }
        for (temporary, target) in files {
            guard rename(temporary.path, target.path) == 0 else {
                throw .io(path: target.path, reason: String(cString: strerror(errno)))
            }
            PendingFiles.shared.remove(temporary.path)
        }
        lock.withLock {
            staged.removeAll()
            createdFolders.removeAll()
        }
    }

    /// Removes every staged file that was not committed, and the folders staging created
    /// that are empty again.
    public func rollback() {
        let files = lock.withLock { staged }
        for (temporary, _) in files {
            try? FileManager.default.removeItem(at: temporary)
            PendingFiles.shared.remove(temporary.path)
        }
        let folders = lock.withLock { createdFolders }
        for folder in folders.sorted(by: { $0.path.count > $1.path.count }) { rmdir(folder.path) }
        lock.withLock {
            staged.removeAll()
            createdFolders.removeAll()
        }
    }
}

/// The temporary files being written right now. The signal handler reads a fixed-size
/// C array of paths, so it neither allocates nor takes a lock.
final class PendingFiles: @unchecked Sendable {
    static let shared = PendingFiles()

    private static let capacity = 16_384
    private let lock = NSLock()
    private let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>

    private init() {
        slots = .allocate(capacity: PendingFiles.capacity)
        slots.initialize(repeating: nil, count: PendingFiles.capacity)
    }

    func add(_ path: String) {
        lock.withLock {
            guard let index = (0..<PendingFiles.capacity).first(where: { slots[$0] == nil }) else { return }
            slots[index] = strdup(path)
        }
    }

    func remove(_ path: String) {
        lock.withLock {
            for index in 0..<PendingFiles.capacity {
                guard let slot = slots[index], String(cString: slot) == path else { continue }
                slots[index] = nil
                free(slot)
            }
        }
    }

    /// Unlinks every pending file; async-signal-safe (only `unlink`).
    func removeAllForSignal() {
        for index in 0..<PendingFiles.capacity {
            if let slot = slots[index] { unlink(slot) }
        }
    }
}
