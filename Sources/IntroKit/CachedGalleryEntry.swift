import Foundation
import IntroGalleryFormat

/// A manifest entry as a cache entry keeps it: its declared fields (``GalleryRecord``) in
/// their order, strings as their length and UTF-8 bytes, numbers as little-endian bits, an
/// optional as a tag (0, or 1 and the value), a list as its count and elements. Read back on
/// every cache hit, so it costs a few microseconds where `JSONDecoder` took about 200 (a
/// fifth of a warm output). The cache entry's CRC has already checked the bytes; a reader that
/// runs short or finds a bad tag gives nil, and the output is drawn again.
enum CachedGalleryEntry {
    /// The entry's bytes.
    static func encode(_ entry: GalleryEntry) -> Data {
        var writer = Writer()
        entry.read(into: &writer)
        return Data(writer.bytes)
    }

    /// The entry `encode` wrote, or nil for bytes it did not write.
    static func decode(_ data: Data) -> GalleryEntry? {
        data.withUnsafeBytes { buffer -> GalleryEntry? in
            var reader = Reader(buffer: buffer)
            guard let entry = reader.record(GalleryEntry.self), reader.isAtEnd else { return nil }
            return entry
        }
    }

    private struct Writer: GalleryFieldVisitor {
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

        mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout String) { string(value) }
        mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout String?) { optional(value) { $0.string($1) } }
        mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Int) { integer(value) }
        mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Int?) { optional(value) { $0.integer($1) } }
        mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Double) { double(value) }
        mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Double?) { optional(value) { $0.double($1) } }

        mutating func visit<Field: GalleryRecordField, Record: GalleryRecord>(_ field: Field, _ value: inout Record) {
            value.read(into: &self)
        }

        mutating func visit<Field: GalleryRecordField, Record: GalleryRecord>(_ field: Field, _ value: inout [Record]) {
            integer(value.count)
            for record in value { record.read(into: &self) }
        }
    }

    /// Reads what ``Writer`` wrote; every read is nil once the bytes run short.
    private struct Reader: GalleryFieldVisitor {
        let buffer: UnsafeRawBufferPointer
        var offset = 0
        /// Whether a read ran short or found a bad tag: every later read is then void.
        var failed = false

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

        /// A record whose fields are read in their order; nil once any of them fails.
        mutating func record<Record: GalleryRecord>(_ type: Record.Type) -> Record? {
            var record = Record.blank
            for field in Record.Field.allCases {
                record.visit(field, &self)
                if failed { return nil }
            }
            return record
        }

        /// Sets `value` to what `read` gives, or marks the reader failed.
        private mutating func set<T>(_ value: inout T, _ read: (inout Reader) -> T?) {
            if let read = read(&self) { value = read } else { failed = true }
        }

        mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout String) { set(&value) { $0.string() } }
        mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout String?) {
            set(&value) { $0.optional { $0.string() } }
        }
        mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Int) { set(&value) { $0.integer() } }
        mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Int?) {
            set(&value) { $0.optional { $0.integer() } }
        }
        mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Double) { set(&value) { $0.double() } }
        mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Double?) {
            set(&value) { $0.optional { $0.double() } }
        }
        mutating func visit<Field: GalleryRecordField, Record: GalleryRecord>(_ field: Field, _ value: inout Record) {
            set(&value) { $0.record(Record.self) }
        }
        mutating func visit<Field: GalleryRecordField, Record: GalleryRecord>(_ field: Field, _ value: inout [Record]) {
            set(&value) { $0.list { $0.record(Record.self) } }
        }

        private mutating func word() -> UInt64? {
            guard buffer.count - offset >= 8 else { return nil }
            defer { offset += 8 }
            return UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
    }
}
