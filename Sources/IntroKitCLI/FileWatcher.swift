import Foundation

#if canImport(Glibc)
import Glibc

/// Waits for input files to be saved, with Linux inotify (through Glibc). Folders are
/// watched rather than files, because editors often save by writing a new file and renaming
/// it over the old one, which a watch on the old file would miss.
final class FileWatcher {
    private let descriptor: Int32
    /// Watch descriptor → watched folder.
    private var folders: [Int32: URL] = [:]

    /// Watches the folders of `files` and the folders in `folders`.
    init(files: [URL], folders extra: [URL]) throws(CLIError) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { throw .io(path: "inotify", reason: String(cString: strerror(errno))) }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE)
        for folder in Set(files.map { $0.deletingLastPathComponent().standardizedFileURL } + extra.map(\.standardizedFileURL)) {
            let watch = inotify_add_watch(descriptor, folder.path, mask)
            guard watch >= 0 else {
                close(descriptor)
                throw .io(path: folder.path, reason: String(cString: strerror(errno)))
            }
            folders[watch] = folder
        }
    }

    deinit {
        close(descriptor)
    }

    /// Blocks until something changes, then collects the changes of the next `settle`
    /// seconds (an editor's save is often several events); returns the changed paths.
    func nextChanges(settle: Double = 0.15) -> Set<String> {
        var changed = read(timeout: -1)
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
            let (watch, length) = buffer.withUnsafeBytes { bytes in
                let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                return (event.wd, Int(event.len))
            }
            let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
            if let folder = folders[watch], !nameBytes.isEmpty {
                paths.insert(folder.appendingPathComponent(String(decoding: nameBytes, as: UTF8.self)).path)
            }
            offset += header + length
        }
        return paths
    }
}
#endif
