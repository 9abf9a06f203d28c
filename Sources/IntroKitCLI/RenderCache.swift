import Foundation
import IntroCairo
import IntroRender
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
final class RenderCache: @unchecked Sendable {
    let folder: URL
    let sizeLimit: Int
    private let keys: RenderCacheKeys
    private let context: CommandContext
    private let lock = NSLock()
    private var canWrite: Bool
    private var warned = false
    private var corrupt = 0
    private var wroteAny = false
    /// Outputs taken from the cache and outputs rendered, this run.
    private(set) var hits = 0
    private(set) var misses = 0

    /// The version folder; a new entry layout gets a new one.
    static let versionFolder = "v1"
    private static let magic = Array("INTROKIT-CACHE-1".utf8)

    /// The cache `--cache` / `INTROKIT_CACHE` asks for, or nil when neither is given.
    static func requested(
        _ arguments: ParsedArguments, _ context: CommandContext, backend: any RenderBackend, assetsDirectory: URL?
    ) -> RenderCache? {
        let path = arguments[CacheOptions.folder] ?? context.environment[CacheOptions.environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
        guard let path else { return nil }
        return RenderCache(
            folder: context.url(for: path), sizeLimit: arguments[CacheOptions.size],
            keys: RenderCacheKeys(backend: backend, assetsDirectory: assetsDirectory), context: context)
    }

    init(folder: URL, sizeLimit: Int, keys: RenderCacheKeys, context: CommandContext) {
        self.folder = folder
        self.sizeLimit = sizeLimit
        self.keys = keys
        self.context = context
        canWrite = true
        let temporary = folder.appendingPathComponent(Self.versionFolder).appendingPathComponent("tmp")
        do {
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        } catch {
            skipWrites(reason: AtomicFile.reason(error))
        }
    }

    /// `displayList` drawn by `backend`: from the cache when an entry with the same key is
    /// there and intact, else rendered and (without errors) stored.
    func render(_ displayList: DisplayList, canvas: Canvas, options: RenderOptions, with backend: any RenderBackend) throws
        -> RenderOutput
    {
        let key = keys.key(displayList, canvas: canvas, options: options)
        if let cached = read(key) {
            lock.withLock { hits += 1 }
            return cached
        }
        let output = try backend.render(displayList, canvas: canvas, options: options)
        lock.withLock { misses += 1 }
        if !output.diagnostics.contains(where: { $0.severity == .error }) { write(output, key: key) }
        return output
    }

    /// Ends the run: trims the folder to its size limit if this run added to it, and returns
    /// the warning lines to print (none when all went well).
    func finish() -> [String] {
        if lock.withLock({ wroteAny }) { trim() }
        return lock.withLock {
            var lines = warnings
            if corrupt > 0 { lines.append(context.message("cache.corrupt", [String(corrupt), folder.path])) }
            return lines
        }
    }

    /// The summary line: outputs taken from the cache and outputs rendered.
    var summary: String {
        lock.withLock { context.message("cache.summary", [String(hits), String(misses), folder.path]) }
    }

    // MARK: Entries

    private var warnings: [String] = []

    private func entryURL(_ key: String) -> URL {
        folder.appendingPathComponent(Self.versionFolder).appendingPathComponent(String(key.prefix(2)))
            .appendingPathComponent(key)
    }

    /// The entry's output when it is there and intact; a damaged one is removed.
    private func read(_ key: String) -> RenderOutput? {
        let url = entryURL(key)
        guard let data = try? Data(contentsOf: url) else { return nil }
        guard let output = Self.decode(data, key: key) else {
            unlink(url.path)
            lock.withLock { corrupt += 1 }
            return nil
        }
        // The entry was used: oldest-first trimming keeps it longer. Best effort (read-only folders).
        utimes(url.path, nil)
        return output
    }

    private func write(_ output: RenderOutput, key: String) {
        guard lock.withLock({ canWrite }) else { return }
        let url = entryURL(key)
        let temporary = folder.appendingPathComponent(Self.versionFolder).appendingPathComponent("tmp")
            .appendingPathComponent("\(getpid())-\(UUID().uuidString)")
        if let failure = Self.write(Self.encode(output, key: key), to: temporary, then: url) {
            unlink(temporary.path)
            skipWrites(reason: FileDescriptor.reason(failure))
        } else {
            lock.withLock { wroteAny = true }
        }
    }

    /// Writes `data` to a new file at `temporary` and renames it to `url`; the `errno` of a
    /// failure, or nil.
    private static func write(_ data: Data, to temporary: URL, then url: URL) -> Int32? {
        let folder = url.deletingLastPathComponent().path
        guard mkdir(folder, 0o755) == 0 || errno == EEXIST else { return errno }
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return errno }
        let failure = FileDescriptor.write(data, to: descriptor)
        guard close(descriptor) == 0 || failure != nil else { return errno }
        if let failure { return failure }
        return rename(temporary.path, url.path) == 0 ? nil : errno
    }

    /// Stops writing for the rest of the run, with one warning.
    private func skipWrites(reason: String) {
        lock.withLock {
            canWrite = false
            guard !warned else { return }
            warned = true
            warnings.append(context.message("cache.unwritable", [folder.path, reason]))
        }
    }

    /// Removes the oldest entries until the folder holds at most ``sizeLimit`` bytes, and
    /// temporary files left by a process that died over an hour ago.
    private func trim() {
        let root = folder.appendingPathComponent(Self.versionFolder)
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileAllocatedSizeKey, .isRegularFileKey]
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys) else { return }
        var entries: [(url: URL, date: Date, size: Int)] = []
        var total = 0
        let stale = Date().addingTimeInterval(-3600)
        for case let url as URL in walker {
            guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
            let date = values.contentModificationDate ?? .distantPast
            if url.deletingLastPathComponent().lastPathComponent == "tmp" {
                if date < stale { unlink(url.path) }
                continue
            }
            let size = values.fileAllocatedSize ?? 0
            entries.append((url, date, size))
            total += size
        }
        guard total > sizeLimit else { return }
        for entry in entries.sorted(by: { $0.date < $1.date }) {
            guard total > sizeLimit else { break }
            if unlink(entry.url.path) == 0 || errno == ENOENT { total -= entry.size }
        }
    }

    // MARK: The entry's bytes

    /// magic, key (64 hex digits), three lengths (little-endian UInt64: warnings JSON,
    /// output, thumbnail or all ones for none), the three parts, then the CRC-32 of all before it.
    static func encode(_ output: RenderOutput, key: String) -> Data {
        let warnings = (try? JSONEncoder().encode(output.diagnostics.map(CachedDiagnostic.init))) ?? Data("[]".utf8)
        var data = Data(magic)
        data.append(contentsOf: Array(key.utf8))
        for length in [UInt64(warnings.count), UInt64(output.data.count), output.thumbnail.map { UInt64($0.count) } ?? .max] {
            withUnsafeBytes(of: length.littleEndian) { data.append(contentsOf: $0) }
        }
        data.append(warnings)
        data.append(output.data)
        if let thumbnail = output.thumbnail { data.append(thumbnail) }
        withUnsafeBytes(of: crc32Checksum(data).littleEndian) { data.append(contentsOf: $0) }
        return data
    }

    /// The output in an entry's bytes, or nil when they are not an intact entry for `key`.
    static func decode(_ data: Data, key: String) -> RenderOutput? {
        let header = magic.count + 64 + 24
        let start = data.startIndex
        guard data.count >= header + 4, data.prefix(magic.count).elementsEqual(magic),
            data[(start + magic.count)..<(start + magic.count + 64)].elementsEqual(key.utf8)
        else { return nil }
        func integer<T: FixedWidthInteger>(at offset: Int, as: T.Type) -> T {
            data[(start + offset)..<(start + offset + MemoryLayout<T>.size)].reversed().reduce(0) { $0 << 8 | T($1) }
        }
        let lengths = (0..<3).map { integer(at: magic.count + 64 + $0 * 8, as: UInt64.self) }
        let total = UInt64(data.count)
        let thumbnailLength = lengths[2] == .max ? 0 : lengths[2]
        guard lengths.allSatisfy({ $0 < total }) || (lengths[2] == .max && lengths[0] < total && lengths[1] < total),
            UInt64(header) + lengths[0] + lengths[1] + thumbnailLength + 4 == total,
            integer(at: data.count - 4, as: UInt32.self) == crc32Checksum(data.prefix(data.count - 4))
        else { return nil }
        let warningsEnd = start + header + Int(lengths[0])
        let outputEnd = warningsEnd + Int(lengths[1])
        guard let warnings = try? JSONDecoder().decode([CachedDiagnostic].self, from: data[(start + header)..<warningsEnd]) else {
            return nil
        }
        return RenderOutput(
            data: data.subdata(in: warningsEnd..<outputEnd), diagnostics: warnings.map(\.diagnostic),
            thumbnail: lengths[2] == .max ? nil : data.subdata(in: outputEnd..<(data.endIndex - 4)))
    }
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

/// `--cache DIR` and `--cache-size SIZE`, shared by the render commands.
enum CacheOptions {
    /// The environment variable naming the cache folder when `--cache` is not given (CI).
    static let environmentVariable = "INTROKIT_CACHE"
    /// `--cache DIR`.
    static let folder = Option(
        "cache", ValueParser.string("DIR").optional, default: nil, shown: .described("$INTROKIT_CACHE, else none"),
        help: "Folder of rendered outputs kept by their inputs; unchanged outputs are read from it")
    /// `--cache-size SIZE`.
    static let size = Option(
        "cache-size", .byteSize, default: 1 << 30, help: "Most bytes the cache folder keeps, oldest out first (K, M, G)")

    static let all: [any OptionDeclaration] = [folder, size]
}

extension ValueParser where Value == Int {
    /// A number of bytes, with an optional K, M or G (powers of 1024): `500M`, `2G`.
    static let byteSize = ValueParser("SIZE", describe: { String($0) }) { text, option throws(UsageProblem) in
        let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        let unit = text.last.flatMap { units[Character($0.uppercased())] }
        let digits = unit == nil ? Substring(text) : text.dropLast()
        guard let number = Int(digits), number >= 0, number <= Int.max / (unit ?? 1) else {
            throw .invalidValue(option: option, value: text, valid: ["1000000", "500M", "2G"])
        }
        return number * (unit ?? 1)
    }
}
