import Foundation
import IntroGalleryFormat

/// A manifest entry as a cache entry keeps it: its fields in a fixed order, strings as their
/// length and UTF-8 bytes, numbers as little-endian bits. Read back on every cache hit, so it
/// costs a few microseconds where `JSONDecoder` took about 200 (a fifth of a warm output).
/// The cache entry's CRC has already checked the bytes; a reader that runs short or finds a
/// bad tag gives nil, and the output is drawn again. `CachedGalleryEntryTests` counts the
/// fields of the entry and of its parts, so that a new one fails a test until it is kept here.
enum CachedGalleryEntry {
    /// The entry's bytes.
    static func encode(_ entry: GalleryEntry) -> Data {
        var writer = Writer()
        writer.string(entry.file)
        writer.integer(entry.page)
        writer.optional(entry.time) { $0.double($1) }
        writer.string(entry.device.id)
        writer.string(entry.device.name)
        writer.string(entry.device.idiom)
        writer.double(entry.device.width)
        writer.double(entry.device.height)
        writer.string(entry.orientation)
        writer.string(entry.scheme)
        writer.string(entry.locale)
        writer.string(entry.dynamicType)
        writer.string(entry.backend)
        writer.optional(entry.mediaType) { $0.string($1) }
        writer.string(entry.path)
        writer.optional(entry.thumbnail) { $0.string($1) }
        writer.optional(entry.pixelWidth) { $0.integer($1) }
        writer.optional(entry.pixelHeight) { $0.integer($1) }
        writer.integer(entry.bytes)
        writer.string(entry.revision)
        writer.integer(entry.findings.count)
        for finding in entry.findings {
            writer.string(finding.severity)
            writer.string(finding.code)
            writer.optional(finding.element) { $0.string($1) }
            writer.string(finding.message)
        }
        writer.integer(entry.frames.count)
        for frame in entry.frames {
            writer.string(frame.id)
            writer.double(frame.x)
            writer.double(frame.y)
            writer.double(frame.width)
            writer.double(frame.height)
        }
        writer.optional(entry.problem) { $0.string($1) }
        return Data(writer.bytes)
    }

    /// The entry `encode` wrote, or nil for bytes it did not write.
    static func decode(_ data: Data) -> GalleryEntry? {
        data.withUnsafeBytes { buffer -> GalleryEntry? in
            var reader = Reader(buffer: buffer)
            guard let file = reader.string(), let page = reader.integer(), let time = reader.optional({ $0.double() }),
                let device = reader.device(), let orientation = reader.string(), let scheme = reader.string(),
                let locale = reader.string(), let dynamicType = reader.string(), let backend = reader.string(),
                let mediaType = reader.optional({ $0.string() }), let path = reader.string(),
                let thumbnail = reader.optional({ $0.string() }), let pixelWidth = reader.optional({ $0.integer() }),
                let pixelHeight = reader.optional({ $0.integer() }), let bytes = reader.integer(), let revision = reader.string(),
                let findings = reader.list({ $0.finding() }), let frames = reader.list({ $0.frame() }),
                let problem = reader.optional({ $0.string() }), reader.isAtEnd
            else { return nil }
            return GalleryEntry(
                file: file, page: page, time: time, device: device, orientation: orientation, scheme: scheme, locale: locale,
                dynamicType: dynamicType, backend: backend, mediaType: mediaType, path: path, thumbnail: thumbnail,
                pixelWidth: pixelWidth, pixelHeight: pixelHeight, bytes: bytes, revision: revision, findings: findings,
                frames: frames, problem: problem)
        }
    }

    private struct Writer {
        var bytes: [UInt8] = []

        init() { bytes.reserveCapacity(2048) }

        mutating func integer(_ value: Int) {
            withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
        }

        mutating func double(_ value: Double) {
            withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        }

        mutating func string(_ value: String) {
            integer(value.utf8.count)
            bytes.append(contentsOf: value.utf8)
        }

        /// 0 for nil, else 1 and the value.
        mutating func optional<T>(_ value: T?, _ write: (inout Writer, T) -> Void) {
            bytes.append(value == nil ? 0 : 1)
            if let value { write(&self, value) }
        }
    }

    /// Reads what ``Writer`` wrote; every read is nil once the bytes run short.
    private struct Reader {
        let buffer: UnsafeRawBufferPointer
        var offset = 0

        var isAtEnd: Bool { offset == buffer.count }

        mutating func integer() -> Int? {
            guard let bits = word() else { return nil }
            return Int(Int64(bitPattern: bits))
        }

        mutating func double() -> Double? {
            word().map(Double.init(bitPattern:))
        }

        mutating func string() -> String? {
            guard let count = integer(), count >= 0, count <= buffer.count - offset else { return nil }
            defer { offset += count }
            return String(decoding: UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + count]), as: UTF8.self)
        }

        /// nil when the bytes run short or the tag is neither 0 nor 1; `.some(nil)` for a nil value.
        mutating func optional<T>(_ read: (inout Reader) -> T?) -> T?? {
            guard offset < buffer.count else { return nil }
            let tag = buffer[offset]
            offset += 1
            switch tag {
            case 0: return .some(nil)
            case 1: return read(&self).map { .some($0) }
            default: return nil
            }
        }

        mutating func list<T>(_ read: (inout Reader) -> T?) -> [T]? {
            guard let count = integer(), count >= 0, count <= buffer.count - offset else { return nil }
            var items: [T] = []
            items.reserveCapacity(count)
            for _ in 0..<count {
                guard let item = read(&self) else { return nil }
                items.append(item)
            }
            return items
        }

        mutating func device() -> GalleryDevice? {
            guard let id = string(), let name = string(), let idiom = string(), let width = double(), let height = double()
            else { return nil }
            return GalleryDevice(id: id, name: name, idiom: idiom, width: width, height: height)
        }

        mutating func finding() -> GalleryFinding? {
            guard let severity = string(), let code = string(), let element = optional({ $0.string() }), let message = string()
            else { return nil }
            return GalleryFinding(severity: severity, code: code, element: element, message: message)
        }

        mutating func frame() -> GalleryFrame? {
            guard let id = string(), let x = double(), let y = double(), let width = double(), let height = double()
            else { return nil }
            return GalleryFrame(id: id, x: x, y: y, width: width, height: height)
        }

        private mutating func word() -> UInt64? {
            guard buffer.count - offset >= 8 else { return nil }
            defer { offset += 8 }
            return UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
    }
}
