import Foundation

#if canImport(Glibc)
import Glibc

/// Waits for input files to be saved, with Linux inotify (through Glibc). Folders are
/// watched rather than files, because editors often save by writing a new file and renaming
/// it over the old one, which a watch on the old file would miss. A folder input (`--assets`,
/// with its `.xcassets` catalogs, a `LANG.lproj`) is watched with every folder inside it, and
/// a folder created or moved into it later is watched from then on (inotify itself watches one
/// folder, not what is below it). Symbolic links to folders are not followed.
public final class FileWatcher {
    private let descriptor: Int32
    /// Watch descriptor → watched folder, and whether its subfolders are watched too.
    private var folders: [Int32: (url: URL, recursive: Bool)] = [:]
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)

    /// Watches the folders of `files`, and the folders in `folders` with everything inside them.
    public init(files: [URL], folders extra: [URL]) throws(FileWatchError) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { throw FileWatchError(path: "inotify", code: errno) }
        do {
            for folder in Set(files.map { $0.deletingLastPathComponent().standardizedFileURL }) {
                try watch(folder, recursive: false)
            }
            for folder in Set(extra.map(\.standardizedFileURL)) { try watch(folder, recursive: true) }
        } catch {
            close(descriptor)
            throw error
        }
    }

    /// Adds a watch on `folder` and, when `recursive`, on every folder below it.
    private func watch(_ folder: URL, recursive: Bool) throws(FileWatchError) {
        let watch = inotify_add_watch(descriptor, folder.path, Self.mask)
        guard watch >= 0 else { throw FileWatchError(path: folder.path, code: errno) }
        folders[watch] = (folder, recursive)
        guard recursive else { return }
        let children = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in children {
            let child = folder.appendingPathComponent(name)
            var status = stat()
            guard lstat(child.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { continue }
            try self.watch(child, recursive: true)
        }
    }

    deinit {
        close(descriptor)
    }

    /// Blocks until something changes (or `limit` milliseconds pass; -1: no limit), then
    /// collects the changes of the next `settle` seconds (an editor's save is often several
    /// events); returns the changed paths.
    public func nextChanges(settle: Double = 0.15, waitingAtMost limit: Int32 = -1) -> Set<String> {
        var changed = read(timeout: limit)
        let deadline = Date().addingTimeInterval(settle)
        while Date() < deadline {
            changed.formUnion(read(timeout: Int32(max(1, deadline.timeIntervalSinceNow * 1000))))
        }
        return changed
    }

    /// The paths named by the events available within `timeout` milliseconds (-1: wait).
    private func read(timeout: Int32) -> Set<String> {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, timeout) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return [] }
        var paths = Set<String>()
        var offset = 0
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= count {
            let (watch, length, isFolder) = buffer.withUnsafeBytes { bytes in
                let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                return (event.wd, Int(event.len), event.mask & UInt32(IN_ISDIR) != 0)
            }
            let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
            if let folder = folders[watch], !nameBytes.isEmpty {
                let path = folder.url.appendingPathComponent(String(decoding: nameBytes, as: UTF8.self))
                paths.insert(path.path)
                // A folder made (or moved) inside a watched tree: watched from now on, with what
                // it holds already (a folder moved in is full); best effort if it went again.
                if isFolder, folder.recursive, FileManager.default.fileExists(atPath: path.path) {
                    try? self.watch(path, recursive: true)
                }
            }
            offset += header + length
        }
        return paths
    }
}
#endif

/// A folder (or inotify itself, `path` "inotify") that could not be watched, with the
/// system's `errno`.
public struct FileWatchError: Error, Hashable, Sendable {
    /// The folder, or "inotify" when no watch could be made at all.
    public let path: String
    /// The `errno` of the failure.
    public let code: Int32

    /// The system's description of ``code``, as `strerror` gives it.
    public var reason: String { String(cString: strerror(code)) }
}
