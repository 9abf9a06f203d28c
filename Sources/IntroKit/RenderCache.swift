import Foundation
import IntroPNG
import IntroRender
import IntroSystem
import IntroUI

/// `--cache DIR`: outputs kept by key (``RenderCacheKeys``), so that a render whose inputs
/// are unchanged is read instead of drawn. One file per output under `DIR/v1/`, holding the
/// encoded output, its thumbnail and the render's warnings, closed by a CRC-32 of it all.
///
/// - Written atomically: a private temporary file in `DIR/v1/tmp`, then renamed into place;
///   two processes sharing the folder at worst both write the same entry.
/// - A corrupt or truncated entry fails its check, is removed and rendered again.
/// - The folder is kept under `sizeLimit` bytes at the end of a run, oldest first out (a
///   hit refreshes an entry's time).
/// - A folder that cannot be used (a file, read-only, full, unreadable) costs one warning:
///   the run renders without it and never fails because of it.
public final class RenderCache: @unchecked Sendable {
    /// The folder given.
    public let folder: URL
    /// The most bytes the folder keeps.
    public let sizeLimit: Int
    /// `DIR/v1`, as a path (string paths: URL's path operations cost more than a cache hit).
    private let root: String
    /// Entries are read, touched, written and removed only inside the folder: an entry, or
    /// a prefix folder, that links out of it is not the cache's.
    private let boundary: FolderBoundary
    /// How outputs are named.
    let keys: RenderCacheKeys
    private let lock = NSLock()
    private var canWrite: Bool
    private var warned = false
    private var corrupt = 0
    private var wroteAny = false
    private var hits = 0
    private var misses = 0

    /// The version folder; a new entry layout gets a new one.
    static let versionFolder = "v1"
    private static let magic = Array("INTROKIT-CACHE-1".utf8)

    /// A cache in `folder` (created when missing) kept under `sizeLimit` bytes, its entries
    /// named by `keys`.
    public init(folder: URL, sizeLimit: Int, keys: RenderCacheKeys) {
        self.folder = folder
        self.sizeLimit = sizeLimit
        self.keys = keys
        root = folder.appendingPathComponent(Self.versionFolder).path
        boundary = FolderBoundary(folder)
        canWrite = true
        let temporary = folder.appendingPathComponent(Self.versionFolder).appendingPathComponent("tmp")
        do {
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        } catch {
            skipWrites(reason: FileWriteError.reason(error))
        }
    }

    /// `displayList` drawn by `backend`, with its thumbnail at `thumbnailPixelsPerPoint`: from
    /// the cache when an entry with the same key is there and intact, else rendered and
    /// (without errors) stored.
    func render(
        _ displayList: DisplayList, canvas: Canvas, options: RenderOptions, thumbnailPixelsPerPoint: Double,
        with backend: any RenderBackend
    ) throws -> RenderOutput {
        var output = try cached(keys.key(displayList, canvas: canvas, options: options, thumbnailPixelsPerPoint: thumbnailPixelsPerPoint)) {
            CachedRender(output: try backend.render(
                displayList, canvas: canvas, options: options, thumbnailPixelsPerPoint: thumbnailPixelsPerPoint))
        }.output
        // An entry keeps the file, not its size: the product knows it without decoding.
        output.pixelSize = output.pixelSize ?? backend.product.pixelSize(of: displayList, canvas: canvas, options: options)
        return output
    }

    /// The entry of `key` when it is there and intact, else what `make` makes, stored unless
    /// its output has an error; counted as an output taken or rendered unless it is a part of
    /// another one (an accessibility snapshot).
    func cached<Failure: Error>(_ key: String, counted: Bool = true, _ make: () throws(Failure) -> CachedRender) throws(Failure)
        -> CachedRender
    {
        if let found = read(key) {
            if counted { lock.withLock { hits += 1 } }
            return found
        }
        let made = try make()
        if counted { lock.withLock { misses += 1 } }
        if !made.output.diagnostics.contains(where: { $0.severity == .error }) { write(made, key: key) }
        return made
    }

    /// What went wrong with the folder in a run; the run went on without it.
    public enum Warning: Hashable, Sendable {
        /// The folder could not be written (the system's `reason`): nothing was stored.
        case unwritable(folder: String, reason: String)
        /// `count` damaged entries were removed and drawn again.
        case corrupt(count: Int, folder: String)
    }

    /// Ends the run: trims the folder to its size limit if this run added to it, and returns
    /// the warnings to report (none when all went well).
    public func finish() -> [Warning] {
        if lock.withLock({ wroteAny }) { trim() }
        return lock.withLock {
            var found = warnings
            if corrupt > 0 { found.append(.corrupt(count: corrupt, folder: folder.path)) }
            return found
        }
    }

    /// Outputs taken from the cache and outputs rendered so far.
    public var counts: (hits: Int, misses: Int) {
        lock.withLock { (hits, misses) }
    }

    // MARK: Entries

    private var warnings: [Warning] = []

    private func entryPath(_ key: String) -> String { "\(root)/\(key.prefix(2))/\(key)" }

    /// The entry's output when it is there and intact; a damaged one is removed.
    private func read(_ key: String) -> CachedRender? {
        let path = entryPath(key)
        guard boundary.contains(path: path) else { return nil }
        switch Self.read(path, key: key, limit: sizeLimit) {
        case .missing:
            return nil
        case .damaged:
            unlink(path)
            lock.withLock { corrupt += 1 }
            return nil
        case .intact(let output):
            // The entry was used: oldest-first trimming keeps it longer. Best effort (read-only folders).
            utimes(path, nil)
            return output
        }
    }

    private func write(_ output: CachedRender, key: String) {
        let temporary = "\(root)/tmp/\(getpid())-\(UUID().uuidString)"
        guard lock.withLock({ canWrite }), boundary.contains(path: entryPath(key)), boundary.contains(path: temporary) else {
            return
        }
        if let failure = Self.write(Self.encode(output, key: key), to: temporary, then: entryPath(key)) {
            unlink(temporary)
            skipWrites(reason: FileDescriptor.reason(failure))
        } else {
            lock.withLock { wroteAny = true }
        }
    }

    /// Writes `data` to a new file at `temporary` (IntroSystem's writer) and renames it to
    /// `path`; the `errno` of a failure, or nil.
    private static func write(_ data: Data, to temporary: String, then path: String) -> Int32? {
        let folder = (path as NSString).deletingLastPathComponent
        guard mkdir(folder, 0o755) == 0 || errno == EEXIST else { return errno }
        if let failure = FileDescriptor.writeNewFile(data, at: temporary) { return failure }
        return rename(temporary, path) == 0 ? nil : errno
    }

    /// Stops writing for the rest of the run, with one warning.
    private func skipWrites(reason: String) {
        lock.withLock {
            canWrite = false
            guard !warned else { return }
            warned = true
            warnings.append(.unwritable(folder: folder.path, reason: reason))
        }
    }

    /// Removes the oldest entries until the folder holds at most ``sizeLimit`` bytes, and
    /// temporary files left by a process that died over an hour ago. Sizes are the blocks a
    /// file takes on disk (as `du` counts them), from `lstat`: Foundation's
    /// `fileAllocatedSize` on Linux multiplies the blocks by the I/O block size, eight times too
    /// many, which made a 1 GiB cache hold about 128 MB.
    private func trim() {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return }
        var entries: [(path: String, time: Int, size: Int)] = []
        var total = 0
        let stale = Int(Date().timeIntervalSince1970) - 3600
        for case let name as String in walker {
            let path = "\(root)/\(name)"
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, boundary.contains(path: path) else { continue }
            let time = Int(status.st_mtim.tv_sec)
            if name.hasPrefix("tmp/") {
                if time < stale { unlink(path) }
                continue
            }
            let size = Int(status.st_blocks) * 512
            entries.append((path, time * 1_000_000_000 + Int(status.st_mtim.tv_nsec), size))
            total += size
        }
        guard total > sizeLimit else { return }
        for entry in entries.sorted(by: { $0.time < $1.time }) {
            guard total > sizeLimit else { break }
            if unlink(entry.path) == 0 || errno == ENOENT { total -= entry.size }
        }
    }

    // MARK: The entry's bytes

    /// magic, key (64 hex digits), four lengths (little-endian UInt64: warnings JSON, extra,
    /// output, thumbnail or all ones for none), the four parts, then the CRC-32 of all before it.
    static func encode(_ made: CachedRender, key: String) -> Data {
        let output = made.output
        let warnings =
            output.diagnostics.isEmpty ? Data() : (try? JSONEncoder().encode(output.diagnostics.map(CachedDiagnostic.init))) ?? Data()
        var data = Data(magic)
        data.append(contentsOf: Array(key.utf8))
        let lengths = [UInt64(warnings.count), UInt64(made.extra.count), UInt64(output.data.count), output.thumbnail.map { UInt64($0.count) } ?? .max]
        for length in lengths {
            withUnsafeBytes(of: length.littleEndian) { data.append(contentsOf: $0) }
        }
        data.append(warnings)
        data.append(made.extra)
        data.append(output.data)
        if let thumbnail = output.thumbnail { data.append(thumbnail) }
        withUnsafeBytes(of: crc32Checksum(data).littleEndian) { data.append(contentsOf: $0) }
        return data
    }

    /// What reading an entry found.
    enum Read {
        case missing
        case damaged
        case intact(CachedRender)
    }

    /// Reads the entry at `path` part by part into its own buffers (no copy of a whole file),
    /// checking its header, its length and its CRC. A path that is not a regular file (a FIFO
    /// is refused, not waited on) or is larger than `limit` is missing.
    static func read(_ path: String, key: String, limit: Int) -> Read {
        guard let file = try? RegularFile(path: path, limit: limit) else { return .missing }
        let size = UInt64(file.size)
        let headerLength = magic.count + 64 + 32
        guard size >= UInt64(headerLength + 4), let header = file.read(exactly: headerLength),
            header.prefix(magic.count).elementsEqual(magic), header[magic.count..<magic.count + 64].elementsEqual(key.utf8)
        else { return .damaged }
        var lengths = (0..<4).map { header.integer(at: magic.count + 64 + $0 * 8, as: UInt64.self) }
        let hasThumbnail = lengths[3] != .max
        if !hasThumbnail { lengths[3] = 0 }
        guard lengths.allSatisfy({ $0 < size }), UInt64(headerLength) + lengths.reduce(0, +) + 4 == size else { return .damaged }
        let parts = lengths.compactMap { file.read(exactly: Int($0)) }
        guard parts.count == 4, let trailer = file.read(exactly: 4) else { return .damaged }
        let (warnings, extra, data, thumbnail) = (parts[0], parts[1], parts[2], parts[3])
        let crc = parts.reduce(crc32Checksum(header)) { crc32Checksum($1, continuing: $0) }
        guard trailer.integer(at: 0, as: UInt32.self) == crc else { return .damaged }
        var diagnostics: [CachedDiagnostic] = []
        if !warnings.isEmpty {
            guard let decoded = try? JSONDecoder().decode([CachedDiagnostic].self, from: warnings) else { return .damaged }
            diagnostics = decoded
        }
        let output = RenderOutput(data: data, diagnostics: diagnostics.map(\.diagnostic), thumbnail: hasThumbnail ? thumbnail : nil)
        return .intact(CachedRender(output: output, extra: extra))
    }
}

extension Data {
    /// The little-endian integer at `offset`.
    fileprivate func integer<T: FixedWidthInteger>(at offset: Int, as: T.Type) -> T {
        self[(startIndex + offset)..<(startIndex + offset + MemoryLayout<T>.size)].reversed().reduce(0) { $0 << 8 | T($1) }
    }
}

/// What an entry holds: the backend's output (bytes, warnings, thumbnail) and what its
/// caller keeps beside it (a sheet's manifest entry, as JSON).
struct CachedRender: Sendable {
    var output: RenderOutput
    var extra = Data()
}

/// A render warning as an entry keeps it.
private struct CachedDiagnostic: Codable {
    var severity: String
    var code: String
    var message: String
    var subject: String
    var arguments: [String]

    init(_ diagnostic: RenderDiagnostic) {
        severity = diagnostic.severity.rawValue
        code = diagnostic.code
        message = diagnostic.message
        subject = diagnostic.subject
        arguments = diagnostic.arguments
    }

    var diagnostic: RenderDiagnostic {
        RenderDiagnostic(
            severity: RenderDiagnostic.Severity(rawValue: severity) ?? .warning, code: code, message: message,
            subject: subject, arguments: arguments)
    }
}
