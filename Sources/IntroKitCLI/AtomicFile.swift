import Foundation
import IntroKit

/// Writes files so that no half-written file is ever seen: bytes go to a private staging
/// folder of this run inside the target's folder, and are renamed over the target when
/// complete. On SIGINT or SIGTERM the staging folders are removed, whatever they hold, before
/// the process exits; folders left by a process that was killed outright (SIGKILL) are
/// removed by the next run that writes to the same folder.
public enum AtomicFile {
    /// Writes `data` to `url` atomically, creating the folder if needed.
    public static func write(_ data: Data, to url: URL) throws(CLIError) {
        try write(to: url) { file throws(CLIError) in try file.append(data) }
    }

    /// Writes the file at `url` atomically from what `body` appends, piece by piece.
    public static func write(to url: URL, _ body: (StagedFile) throws(CLIError) -> Void) throws(CLIError) {
        let transaction = OutputTransaction()
        do {
            try transaction.stage(to: url, writing: body)
            try transaction.commit()
        } catch {
            transaction.rollback()
            throw error
        }
    }

    /// Makes SIGINT and SIGTERM remove this run's staging folders, then exit with 128 + the
    /// signal number. Call once at start-up of a process that writes files.
    public static func removePendingFilesOnSignals() {
        SignalCleanup.install()
    }
}

/// A file being written in the staging folder, appended to piece by piece.
public struct StagedFile {
    let handle: FileHandle
    /// Where the file goes on commit (named in errors).
    public let target: URL

    /// Appends `data` to the file.
    public func append(_ data: Data) throws(CLIError) {
        do {
            try handle.write(contentsOf: data)
        } catch {
            throw .io(path: target.path, reason: FileDescriptor.reason(of: error))
        }
    }
}

/// A set of files written all or nothing: each is staged in the run's staging folder beside
/// its target; ``commit()`` renames them all into place, ``rollback()`` removes them.
public final class OutputTransaction: @unchecked Sendable {
    private let lock = NSLock()
    private var staged: [(temporary: URL, target: URL)] = []
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
    public func stage(_ data: Data, to url: URL) throws(CLIError) {
        let temporary = try stagingFile(for: url)
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .io(path: url.path, reason: String(cString: strerror(errno))) }
        let failure = FileDescriptor.write(data, to: descriptor)
        let closed = close(descriptor) == 0 ? nil : errno
        if let code = failure ?? closed { throw .io(path: url.path, reason: String(cString: strerror(code))) }
    }

    /// Streams a file into the staging folder beside `url`: `body` gets a ``StagedFile`` to
    /// append to, so a large output is never held in memory whole. Returns what was written,
    /// mapped from the staged file (read from disk as it is used, not copied into memory).
    @discardableResult
    public func stage(to url: URL, writing body: (StagedFile) throws(CLIError) -> Void) throws(CLIError) -> Data {
        let temporary = try stagingFile(for: url)
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
            let handle = FileHandle(forWritingAtPath: temporary.path)
        else { throw .io(path: url.path, reason: String(cString: strerror(errno))) }
        do {
            defer { try? handle.close() }
            try body(StagedFile(handle: handle, target: url))
        }
        do {
            return try Data(contentsOf: temporary, options: .alwaysMapped)
        } catch {
            throw .io(path: url.path, reason: FileDescriptor.reason(of: error))
        }
    }

    /// A new file name in the staging folder beside `url` (folders created), recorded to be
    /// renamed on commit or removed on rollback.
    private func stagingFile(for url: URL) throws(CLIError) -> URL {
        let folder = url.deletingLastPathComponent()
        // A folder this transaction already writes to is there with its staging folder: a
        // matrix's thousands of outputs check and create it once, not once each.
        let staging: URL
        if let known = lock.withLock({ stagingFolders[folder] }) {
            staging = known
        } else {
            staging = try openStaging(in: folder)
        }
        let temporary = staging.appendingPathComponent("\(UUID().uuidString)-\(url.lastPathComponent)")
        lock.withLock { staged.append((temporary, url)) }
        return temporary
    }

    /// Creates `folder` (recording the folders made, for a rollback) and returns its staging
    /// folder, held by this transaction.
    private func openStaging(in folder: URL) throws(CLIError) -> URL {
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
            throw .io(path: folder.path, reason: FileDescriptor.reason(of: error))
        }
        return try lock.locked { () throws(CLIError) -> URL in
            if let staging = stagingFolders[folder] { return staging }
            let staging = try StagingArea.shared.folder(in: folder, holding: true)
            stagingFolders[folder] = staging
            return staging
        }
    }

    /// Renames every staged file over its target. An interrupting signal waits for the renames
    /// to finish, so the outputs appear all together or not at all.
    public func commit() throws(CLIError) {
        let files = lock.withLock { staged }
        try StagingArea.shared.whileRunning { () throws(CLIError) in
            for (temporary, target) in files {
                guard rename(temporary.path, target.path) == 0 else {
                    throw .io(path: target.path, reason: String(cString: strerror(errno)))
                }
            }
        }
        lock.withLock {
            staged.removeAll()
            createdFolders.removeAll()
        }
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
        for (temporary, _) in files {
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
    func folder(in folder: URL, holding: Bool) throws(CLIError) -> URL {
        try lock.locked { () throws(CLIError) -> URL in
            guard !interrupted else { throw .io(path: folder.path, reason: String(cString: strerror(EINTR))) }
            if let entry = folders[folder] {
                if holding { folders[folder]?.holders += 1 }
                return entry.staging
            }
            Self.removeStale(in: folder)
            let staging = folder.appendingPathComponent("\(Self.prefix)\(getpid())-\(token)")
            guard mkdir(staging.path, 0o700) == 0 || errno == EEXIST else {
                throw .io(path: folder.path, reason: String(cString: strerror(errno)))
            }
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
    func whileRunning(_ body: () throws(CLIError) -> Void) throws(CLIError) {
        try lock.locked { () throws(CLIError) in
            guard !interrupted else { throw .io(path: "", reason: String(cString: strerror(EINTR))) }
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
    func locked<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        lock()
        defer { unlock() }
        return try body()
    }
}
