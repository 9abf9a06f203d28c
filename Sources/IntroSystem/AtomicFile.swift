import Foundation

/// Writes files so that no half-written file is ever seen: bytes go to a private staging
/// folder of this run inside the target's folder, and are renamed over the target when
/// complete. On SIGINT or SIGTERM the staging folders are removed, whatever they hold, before
/// the process exits; folders left by a process that was killed outright (SIGKILL) are
/// removed by the next run that writes to the same folder.
///
/// `Failure` is the error its callers throw (the CLI's `CLIError`, or ``FileWriteError``
/// itself): every write of IntroKit goes through this one writer, whatever its errors.
public enum AtomicFile<Failure: FileWriteFailure> {
    /// Writes `data` to `url` atomically, creating the folder if needed.
    public static func write(_ data: Data, to url: URL) throws(Failure) {
        try write(to: url) { file throws(Failure) in try file.append(data) }
    }

    /// Writes the file at `url` atomically from what `body` appends, piece by piece.
    public static func write(to url: URL, _ body: (StagedFile<Failure>) throws(Failure) -> Void) throws(Failure) {
        let transaction = OutputTransaction<Failure>()
        do {
            try transaction.stage(to: url, writing: body)
            try transaction.commit()
        } catch {
            transaction.rollback()
            throw error
        }
    }

}

/// Why a file could not be written: the file and the system's reason.
public struct FileWriteError: FileWriteFailure, Hashable, Sendable {
    /// The file (or folder) concerned.
    public var path: String
    /// The system's reason ("No space left on device").
    public var reason: String
    /// A refusal of the writer's own (no system reason: the caller words it), or nil.
    public var refusal: Refusal?

    /// What the writer refuses to write to.
    public enum Refusal: Hashable, Sendable {
        /// A socket as the output: it is neither written into nor replaced.
        case socketOutput
        /// The output's folder (or one on its way) is a file of this kind (`-o /dev/null`
        /// for several outputs, a folder path through a file).
        case notAFolder(FileKind)
    }

    /// An error for `path` with the system's `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// A refusal of the writer's own.
    init(path: String, refusal: Refusal) {
        self.init(path: path, reason: String(cString: strerror(refusal == .socketOutput ? ENOTSUP : ENOTDIR)))
        self.refusal = refusal
    }

    /// An error for `path` from an `errno` value.
    init(path: String, code: Int32) {
        self.init(path: path, reason: String(cString: strerror(code)))
    }

    /// The error itself: a caller without an error type of its own throws this one.
    public static func fileWrite(_ error: FileWriteError) -> FileWriteError { error }

    /// A short reason for a Foundation file-system error (its POSIX reason when it has one).
    public static func reason(_ error: any Error) -> String {
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        return (error as NSError).localizedDescription
    }
}

/// An error type the atomic writer throws: it says how a ``FileWriteError`` becomes one.
public protocol FileWriteFailure: Error {
    /// The caller's error for a file that could not be written.
    static func fileWrite(_ error: FileWriteError) -> Self
}

/// The process's clean-up of files being written.
public enum PendingFiles {
    /// Makes SIGINT and SIGTERM remove this run's staging folders, then exit with 128 + the
    /// signal number. Call once at start-up of a process that writes files.
    public static func removeOnSignals() {
        SignalCleanup.install()
    }
}

/// A file being written in the staging folder, appended to piece by piece.
public struct StagedFile<Failure: FileWriteFailure> {
    let handle: FileHandle
    /// Where the file goes on commit (named in errors).
    public let target: URL

    /// Appends `data` to the file.
    public func append(_ data: Data) throws(Failure) {
        do {
            try handle.write(contentsOf: data)
        } catch {
            throw .fileWrite(FileWriteError(path: target.path, reason: FileWriteError.reason(error)))
        }
    }
}

/// What an output path already names, when it is not a regular file or a folder: a character
/// or block device or a FIFO is written into (`-o /dev/null`, `-o /dev/stdout`), never
/// replaced by a rename; a socket cannot be opened as a file and is refused.
package enum SpecialOutput: Equatable {
    case device
    case fifo
    case socket

    /// The special file `url` names (following symbolic links), or nil for a regular file, a
    /// folder or nothing.
    package init?(at url: URL) {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFCHR, S_IFBLK: self = .device
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        default: return nil
        }
    }
}

/// A set of files written all or nothing: each is staged in the run's staging folder beside
/// its target; ``commit()`` renames them all into place, ``rollback()`` removes them. A
/// target that is a device or a FIFO is staged in the system's temporary folder instead and
/// its bytes are copied into the node on commit: a rename would replace the node.
public final class OutputTransaction<Failure: FileWriteFailure>: @unchecked Sendable {
    private let lock = NSLock()
    private var staged: [(temporary: URL, target: URL, intoNode: Bool)] = []
    /// Folders ``stage(_:to:)`` created; a rollback removes them (deepest first) when empty.
    private var createdFolders: [URL] = []
    /// The staging folder of each output folder this transaction holds open.
    private var stagingFolders: [URL: URL] = [:]

    /// An empty transaction.
    public init() {}

    deinit {
        StagingArea.shared.release(Set(stagingFolders.keys))
    }

    /// Writes `data` to a file in the staging folder beside `url`, creating folders if needed.
    /// Written with `write(2)`: Foundation's `Data.write(to:)` also syncs every file to disk,
    /// which made writing a matrix's outputs wait on the disk once per file.
    public func stage(_ data: Data, to url: URL) throws(Failure) {
        let temporary = try stagingFile(for: url)
        if let code = FileDescriptor.writeNewFile(data, at: temporary.path) {
            throw .fileWrite(FileWriteError(path: url.path, code: code))
        }
    }

    /// Streams a file into the staging folder beside `url`: `body` gets a ``StagedFile`` to
    /// append to, so a large output is never held in memory whole. Returns what was written,
    /// mapped from the staged file (read from disk as it is used, not copied into memory).
    @discardableResult
    public func stage(to url: URL, writing body: (StagedFile<Failure>) throws(Failure) -> Void) throws(Failure) -> Data {
        let temporary = try stagingFile(for: url)
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
            let handle = FileHandle(forWritingAtPath: temporary.path)
        else { throw .fileWrite(FileWriteError(path: url.path, code: errno)) }
        do {
            defer { try? handle.close() }
            try body(StagedFile(handle: handle, target: url))
        }
        do {
            return try Data(contentsOf: temporary, options: .alwaysMapped)
        } catch {
            throw .fileWrite(FileWriteError(path: url.path, reason: FileWriteError.reason(error)))
        }
    }

    /// Stages a file that `body` writes itself at the staging path it is given (a library that
    /// opens, seeks and closes its output by name, as FFmpeg's muxers do). Returns what was
    /// written, mapped from the staged file.
    @discardableResult
    public func stage(to url: URL, writingFileAt body: (URL) throws(Failure) -> Void) throws(Failure) -> Data {
        let temporary = try stagingFile(for: url)
        try body(temporary)
        do {
            return try Data(contentsOf: temporary, options: .alwaysMapped)
        } catch {
            throw .fileWrite(FileWriteError(path: url.path, reason: FileWriteError.reason(error)))
        }
    }

    /// A new file name in the staging folder beside `url` (folders created), recorded to be
    /// renamed on commit or removed on rollback.
    private func stagingFile(for url: URL) throws(Failure) -> URL {
        let special = SpecialOutput(at: url)
        if special == .socket { throw .fileWrite(FileWriteError(path: url.path, refusal: .socketOutput)) }
        let folder = special == nil ? url.deletingLastPathComponent() : FileManager.default.temporaryDirectory
        // A folder this transaction already writes to is there with its staging folder: a
        // matrix's thousands of outputs check and create it once, not once each.
        let staging: URL
        if let known = lock.withLock({ stagingFolders[folder] }) {
            staging = known
        } else {
            staging = try openStaging(in: folder)
        }
        let temporary = staging.appendingPathComponent("\(UUID().uuidString)-\(url.lastPathComponent)")
        lock.withLock { staged.append((temporary, url, special != nil)) }
        return temporary
    }

    /// Creates `folder` (recording the folders made, for a rollback) and returns its staging
    /// folder, held by this transaction.
    private func openStaging(in folder: URL) throws(Failure) -> URL {
        var missing: [URL] = []
        var ancestor = folder.standardizedFileURL
        while ancestor.path != "/", !FileManager.default.fileExists(atPath: ancestor.path) {
            missing.append(ancestor)
            ancestor = ancestor.deletingLastPathComponent()
        }
        var status = stat()
        if stat(ancestor.path, &status) == 0, case let kind = FileKind(mode: status.st_mode), kind != .directory {
            // `-o /dev/null` for several outputs, or a folder path through a file: said plainly,
            // not as "a file with that name already exists".
            throw .fileWrite(FileWriteError(path: ancestor.path, refusal: .notAFolder(kind)))
        }
        lock.withLock { createdFolders += missing }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .fileWrite(FileWriteError(path: folder.path, reason: FileWriteError.reason(error)))
        }
        return try lock.locked { () throws(Failure) -> URL in
            if let staging = stagingFolders[folder] { return staging }
            let staging: URL
            do throws(FileWriteError) {
                staging = try StagingArea.shared.folder(in: folder, holding: true)
            } catch {
                throw .fileWrite(error)
            }
            stagingFolders[folder] = staging
            return staging
        }
    }

    /// Renames every staged file over its target. An interrupting signal waits for the renames
    /// to finish, so the outputs appear all together or not at all.
    public func commit() throws(Failure) {
        let files = lock.withLock { staged }
        do throws(FileWriteError) {
            try StagingArea.shared.whileRunning { () throws(FileWriteError) in
                for (temporary, target, intoNode) in files where !intoNode {
                    guard rename(temporary.path, target.path) == 0 else { throw FileWriteError(path: target.path, code: errno) }
                }
            }
        } catch {
            throw .fileWrite(error)
        }
        for (temporary, target, intoNode) in files where intoNode {
            defer { unlink(temporary.path) }
            try Self.copy(temporary, into: target)
        }
        lock.withLock {
            staged.removeAll()
            createdFolders.removeAll()
        }
    }

    /// Streams the staged file `temporary` into the device or FIFO `target`, in pieces (an
    /// output may be larger than memory should hold). A FIFO waits for its reader here.
    private static func copy(_ temporary: URL, into target: URL) throws(Failure) {
        let source = open(temporary.path, O_RDONLY | O_CLOEXEC)
        guard source >= 0 else { throw .fileWrite(FileWriteError(path: target.path, reason: FileDescriptor.reason(errno))) }
        defer { close(source) }
        let node = open(target.path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard node >= 0 else { throw .fileWrite(FileWriteError(path: target.path, reason: FileDescriptor.reason(errno))) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var failure: Int32?
        while failure == nil {
            let count = chunk.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { failure = errno }
            if count <= 0 { break }
            failure = FileDescriptor.write(Data(chunk[0..<count]), to: node)
        }
        let closed = close(node) == 0 ? nil : errno
        if let code = failure ?? closed { throw .fileWrite(FileWriteError(path: target.path, reason: FileDescriptor.reason(code))) }
    }

    /// Removes every staged file that was not committed, lets go of the staging folders, and
    /// removes the folders staging created that are empty again.
    public func rollback() {
        let (files, folders, staging) = lock.withLock {
            defer {
                staged.removeAll()
                createdFolders.removeAll()
                stagingFolders.removeAll()
            }
            return (staged, createdFolders, Set(stagingFolders.keys))
        }
        for (temporary, _, _) in files {
            try? FileManager.default.removeItem(at: temporary)
        }
        StagingArea.shared.release(staging)
        for folder in folders.sorted(by: { $0.path.count > $1.path.count }) { rmdir(folder.path) }
    }
}

/// The run's staging folders, one per output folder: `.introkit-staging-PID-TOKEN`, private
/// to the user (mode 700). One lives while a transaction writes to its folder; a signal
/// removes them all with everything in them, and a later run removes those whose process is
/// gone.
final class StagingArea: @unchecked Sendable {
    static let shared = StagingArea()

    /// The start of every staging folder's name.
    static let prefix = ".introkit-staging-"

    private let lock = NSLock()
    /// The staging folder of each output folder, and how many transactions hold it.
    private var folders: [URL: (staging: URL, holders: Int)] = [:]
    private var interrupted = false
    private let token = UUID().uuidString.prefix(8)

    /// This run's staging folder in `folder`, created on first use (after removing stale
    /// ones); `holding` counts one more transaction that writes there.
    func folder(in folder: URL, holding: Bool) throws(FileWriteError) -> URL {
        try lock.locked { () throws(FileWriteError) -> URL in
            guard !interrupted else { throw FileWriteError(path: folder.path, code: EINTR) }
            if let entry = folders[folder] {
                if holding { folders[folder]?.holders += 1 }
                return entry.staging
            }
            Self.removeStale(in: folder)
            let staging = folder.appendingPathComponent("\(Self.prefix)\(getpid())-\(token)")
            guard mkdir(staging.path, 0o700) == 0 || errno == EEXIST else { throw FileWriteError(path: folder.path, code: errno) }
            folders[folder] = (staging, 1)
            return staging
        }
    }

    /// A transaction is done with `released`: the staging folders no transaction holds are removed.
    func release(_ released: Set<URL>) {
        let unused: [URL] = lock.withLock {
            guard !interrupted else { return [] }
            var unused: [URL] = []
            for folder in released {
                guard let entry = folders[folder] else { continue }
                if entry.holders > 1 {
                    folders[folder]?.holders -= 1
                } else {
                    folders[folder] = nil
                    unused.append(entry.staging)
                }
            }
            return unused
        }
        for staging in unused { Self.remove(staging) }
    }

    /// Runs `body` unless a signal has begun the clean-up; the clean-up waits for it.
    func whileRunning(_ body: () throws(FileWriteError) -> Void) throws(FileWriteError) {
        try lock.locked { () throws(FileWriteError) in
            guard !interrupted else { throw FileWriteError(path: "", code: EINTR) }
            try body()
        }
    }

    /// Removes every staging folder of this run; afterwards nothing is committed. Called by
    /// the signal clean-up thread, and at normal exit.
    func removeAll() {
        let staged = lock.withLock {
            interrupted = true
            return folders.values.map(\.staging)
        }
        for folder in staged { Self.remove(folder) }
    }

    /// Removes `folder` and what is in it, repeating while a worker still adds files.
    private static func remove(_ folder: URL) {
        for _ in 0..<100 {
            try? FileManager.default.removeItem(at: folder)
            if !FileManager.default.fileExists(atPath: folder.path) { return }
        }
    }

    /// Removes the staging folders in `folder` whose process no longer runs (killed by
    /// SIGKILL, or by the machine going down).
    static func removeStale(in folder: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            let fields = name.dropFirst(prefix.count).split(separator: "-")
            guard let field = fields.first, let pid = pid_t(field), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                remove(folder.appendingPathComponent(name))
            }
        }
    }
}

/// SIGINT and SIGTERM handling: the handler only writes the signal number to a pipe (which is
/// safe in a signal handler); a thread waiting on the pipe removes the staging folders with
/// ordinary file APIs — waiting for a commit in progress — and exits with 128 + the signal.
enum SignalCleanup {
    /// The pipe's write end, read by the signal handler.
    nonisolated(unsafe) private static var writeEnd: Int32 = -1

    static func install() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        writeEnd = ends[1]
        let readEnd = ends[0]
        let thread = Thread {
            var received: UInt8 = 0
            while read(readEnd, &received, 1) < 0 && errno == EINTR {}
            StagingArea.shared.removeAll()
            _exit(128 + Int32(received))
        }
        thread.start()
        var signals = sigset_t()
        sigemptyset(&signals)
        for signalNumber in [SIGINT, SIGTERM] {
            sigaddset(&signals, signalNumber)
            signal(signalNumber) { received in
                var byte = UInt8(truncatingIfNeeded: received)
                _ = write(SignalCleanup.writeEnd, &byte, 1)
            }
        }
        // A closed pipe ends the process with SIGPIPE (exit 141), as it does any Unix tool,
        // even when the parent ignored the signal.
        signal(SIGPIPE, SIG_DFL)
        // A parent may have started the process with these signals blocked (a thread of a
        // test runner); a blocked signal would never be handled.
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }
}

extension NSLock {
    /// Runs `body` holding the lock, passing its typed error on.
    package func locked<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        lock()
        defer { unlock() }
        return try body()
    }
}
