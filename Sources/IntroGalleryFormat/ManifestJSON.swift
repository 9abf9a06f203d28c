import Foundation

/// A manifest as JSON, written field by field: the bytes `JSONEncoder` writes with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` (members in sorted order, a nil
/// optional left out, integral doubles without `.0`), at a small part of its cost — encoding
/// through `Codable` took a quarter of a warm cached run. An entry and its parts are written
/// by visiting their declared fields (``GalleryRecord``), so every field is written and
/// named by its key; `ManifestJSONTests` checks the bytes against `JSONEncoder`'s.
struct ManifestJSON: GalleryFieldVisitor {
    private(set) var bytes: [UInt8] = []
    private var depth = 0
    /// Whether the open object or array has a member yet.
    private var hasMember = false
    /// Where written bytes go once there are `chunkSize` of them (nil: kept whole).
    private var sink: ((Data) -> Void)?
    private var chunkSize = Int.max

    /// `manifest`'s JSON, ending in a newline.
    static func encode(_ manifest: GalleryManifest) -> Data {
        var writer = ManifestJSON()
        writer.bytes.reserveCapacity(4096 + manifest.entries.count * 6000)
        writer.manifest(manifest)
        writer.bytes.append(UInt8(ascii: "\n"))
        return Data(writer.bytes)
    }

    /// `manifest`'s JSON (the bytes of ``encode(_:)``) handed to `sink` in pieces of about
    /// `chunkSize` bytes, each entry whole, so a large manifest is never held in memory twice.
    static func write(_ manifest: GalleryManifest, chunkSize: Int, to sink: (Data) -> Void) {
        withoutActuallyEscaping(sink) { sink in
            var writer = ManifestJSON()
            writer.sink = sink
            writer.chunkSize = chunkSize
            writer.manifest(manifest)
            writer.bytes.append(UInt8(ascii: "\n"))
            sink(Data(writer.bytes))
        }
    }

    /// Hands the bytes so far to the sink when there are enough of them.
    private mutating func flushIfFull() {
        guard let sink, bytes.count >= chunkSize else { return }
        sink(Data(bytes))
        bytes.removeAll(keepingCapacity: true)
    }

    private mutating func manifest(_ manifest: GalleryManifest) {
        object {
            $0.member("entries") {
                $0.array(manifest.entries) {
                    $0.record($1)
                    $0.flushIfFull()
                }
            }
            $0.member("format") { $0.string(manifest.format) }
            $0.member("generation") { $0.integer(manifest.generation) }
            $0.member("generator") { $0.string(manifest.generator) }
            $0.member("problems") {
                $0.array(manifest.problems) { writer, problem in
                    writer.object {
                        $0.member("file") { $0.string(problem.file) }
                        $0.member("messages") { $0.array(problem.messages) { $0.string($1) } }
                    }
                }
            }
            $0.member("version") { $0.integer(manifest.version) }
        }
    }

    /// A record as an object, its members in key order (``GalleryRecord/fieldsByKey``).
    private mutating func record<Record: GalleryRecord>(_ record: Record) {
        object { writer in
            var record = record
            for field in Record.fieldsByKey { record.visit(field, &writer) }
        }
    }

    // MARK: Layout

    private mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }

    /// `{`, the members `body` writes (each on its own line), `}`; `{\n\n}` when empty, as
    /// `JSONEncoder` writes it.
    private mutating func object(_ body: (inout ManifestJSON) -> Void) {
        container(open: "{", close: "}", body)
    }

    private mutating func array<Element>(_ elements: [Element], _ write: (inout ManifestJSON, Element) -> Void) {
        container(open: "[", close: "]") { writer in
            for element in elements {
                writer.separate()
                write(&writer, element)
            }
        }
    }

    private mutating func container(open: Unicode.Scalar, close: Unicode.Scalar, _ body: (inout ManifestJSON) -> Void) {
        bytes.append(UInt8(ascii: open))
        let outer = hasMember
        depth += 1
        hasMember = false
        body(&self)
        let empty = !hasMember
        depth -= 1
        if empty { bytes.append(UInt8(ascii: "\n")) }
        newline()
        bytes.append(UInt8(ascii: close))
        hasMember = outer
    }

    /// The comma before every member or element but the first, then its line.
    private mutating func separate() {
        if hasMember { bytes.append(UInt8(ascii: ",")) }
        hasMember = true
        newline()
    }

    private mutating func member(_ key: String, _ value: (inout ManifestJSON) -> Void) {
        separate()
        string(key)
        bytes.append(contentsOf: " : ".utf8)
        value(&self)
    }

    /// A member written only when `value` is not nil.
    private mutating func member<T>(_ key: String, ifPresent value: T?, _ write: (inout ManifestJSON, T) -> Void) {
        guard let value else { return }
        member(key) { write(&$0, value) }
    }

    // MARK: Values

    private mutating func integer(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// As `JSONEncoder` writes a double: its description, without a trailing `.0`.
    private mutating func double(_ value: Double) {
        let text = value.description
        bytes.append(contentsOf: text.hasSuffix(".0") ? text.utf8.dropLast(2) : text.utf8.dropLast(0))
    }

    /// Quoted, with `"`, `\` and control characters escaped; `/` and non-ASCII as they are.
    private mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        // Most strings need no escape: copied whole.
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            bytes.append(contentsOf: value.utf8)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
            case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
            case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
            case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
            case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
            case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: #"\u00"#.utf8)
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    // MARK: Fields

    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout String) {
        member(field.rawValue) { $0.string(value) }
    }

    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout String?) {
        member(field.rawValue, ifPresent: value) { $0.string($1) }
    }

    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Int) {
        member(field.rawValue) { $0.integer(value) }
    }

    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Int?) {
        member(field.rawValue, ifPresent: value) { $0.integer($1) }
    }

    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Double) {
        member(field.rawValue) { $0.double(value) }
    }

    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Double?) {
        member(field.rawValue, ifPresent: value) { $0.double($1) }
    }

    mutating func visit<Field: GalleryRecordField, Record: GalleryRecord>(_ field: Field, _ value: inout Record) {
        member(field.rawValue) { $0.record(value) }
    }

    mutating func visit<Field: GalleryRecordField, Record: GalleryRecord>(_ field: Field, _ value: inout [Record]) {
        member(field.rawValue) { $0.array(value) { $0.record($1) } }
    }
}
