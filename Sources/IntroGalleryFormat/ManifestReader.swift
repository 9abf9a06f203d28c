import Foundation

/// Reads a gallery manifest member by member: the header first (so a file of another format
/// or version is refused before anything else is decoded), then each entry of `entries` on
/// its own. `JSONDecoder` of the whole file built an index of every value of it beside the
/// bytes and the decoded entries, about four times the file at the peak; decoding an entry
/// at a time holds only the bytes and what is decoded. Same values and errors as decoding
/// the manifest's `Codable` form at once.
enum ManifestReader {
    static func decode(_ data: Data, source: String) throws(GalleryError) -> GalleryManifest {
        let format = GalleryManifest.formatName
        let version = GalleryManifest.currentVersion
        let read = data.withUnsafeBytes { raw in
            Result { () throws(GalleryError) in
                try decode(raw.bindMemory(to: UInt8.self), format: format, version: version, source: source)
            }
        }
        return try read.get()
    }

    private static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, format: String, version: Int, source: String
    ) throws(GalleryError) -> GalleryManifest {
        let scanner = JSONSlices(bytes)
        let members: [String: Range<Int>]
        do throws(JSONSlices.Malformed) {
            members = try scanner.members(ofObjectAt: scanner.start())
        } catch {
            throw .unreadable(source: source, reason: error.reason)
        }
        let decoder = JSONDecoder()
        func value<T: Decodable>(_ type: T.Type, _ key: String) throws(GalleryError) -> T? {
            guard let range = members[key] else { return nil }
            do {
                return try decoder.decode(T?.self, from: Data(bytes[range]))
            } catch {
                throw .unreadable(source: source, reason: GalleryError.describe(error, under: ".\(key)"))
            }
        }
        func required<T: Decodable>(_ type: T.Type, _ key: String) throws(GalleryError) -> T {
            guard let found = try value(type, key) else {
                throw .unreadable(source: source, reason: "missing \"\(key)\"")
            }
            return found
        }
        guard try value(String.self, "format") == format, let found = try value(Int.self, "version") else {
            throw .notAManifest(source: source)
        }
        guard found == version else { throw .unsupportedVersion(source: source, found: found, supported: version) }
        var manifest = GalleryManifest(
            generator: try required(String.self, "generator"), problems: try required([GalleryInputProblem].self, "problems"),
            generation: try required(Int.self, "generation"))
        guard let entries = members["entries"] else { throw .unreadable(source: source, reason: "missing \"entries\"") }
        let elements: [Range<Int>]
        do throws(JSONSlices.Malformed) {
            elements = try scanner.elements(ofArrayAt: entries)
        } catch {
            throw .unreadable(source: source, reason: ".entries: " + error.reason)
        }
        manifest.entries.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            do {
                manifest.entries.append(try decoder.decode(GalleryEntry.self, from: Data(bytes[element])))
            } catch {
                throw .unreadable(source: source, reason: GalleryError.describe(error, under: ".entries[\(index)]"))
            }
        }
        return manifest
    }
}

/// Where the values of a JSON text are, found without decoding them: the members of an object
/// and the elements of an array as byte ranges, each value skipped by its brackets and quotes.
/// Whether a value is valid JSON is left to whoever decodes its range.
struct JSONSlices {
    /// Why the text is not JSON, at a byte offset.
    struct Malformed: Error {
        let offset: Int
        let expected: String

        var reason: String { "not valid JSON at byte \(offset): expected \(expected)" }
    }

    private let bytes: UnsafeBufferPointer<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The range of the text's one value (white space around it, and a UTF-8 byte order mark
    /// before it, left out).
    func start() throws(Malformed) -> Range<Int> {
        var index = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        index = skipSpace(from: index)
        let end = try valueEnd(from: index)
        guard skipSpace(from: end) == bytes.count else { throw Malformed(offset: end, expected: "the end of the file") }
        return index..<end
    }

    /// The members of the object at `range`, by key (the last of equal keys wins); a key with
    /// an escape is decoded by `JSONDecoder`.
    func members(ofObjectAt range: Range<Int>) throws(Malformed) -> [String: Range<Int>] {
        var members: [String: Range<Int>] = [:]
        try items(of: range, open: UInt8(ascii: "{"), close: UInt8(ascii: "}")) { index throws(Malformed) in
            guard index < range.upperBound, bytes[index] == UInt8(ascii: "\"") else { throw Malformed(offset: index, expected: "a key") }
            let keyEnd = try stringEnd(from: index)
            let colon = skipSpace(from: keyEnd)
            guard colon < range.upperBound, bytes[colon] == UInt8(ascii: ":") else { throw Malformed(offset: colon, expected: ":") }
            let valueStart = skipSpace(from: colon + 1)
            let valueEnd = try valueEnd(from: valueStart)
            members[try key(index..<keyEnd)] = valueStart..<valueEnd
            return valueEnd
        }
        return members
    }

    /// The elements of the array at `range`, in order.
    func elements(ofArrayAt range: Range<Int>) throws(Malformed) -> [Range<Int>] {
        var elements: [Range<Int>] = []
        try items(of: range, open: UInt8(ascii: "["), close: UInt8(ascii: "]")) { index throws(Malformed) in
            let end = try valueEnd(from: index)
            elements.append(index..<end)
            return end
        }
        return elements
    }

    /// Calls `item` at the start of each comma-separated item between `open` and `close`; it
    /// returns where the item ends.
    private func items(
        of range: Range<Int>, open: UInt8, close: UInt8, _ item: (Int) throws(Malformed) -> Int
    ) throws(Malformed) {
        guard !range.isEmpty, bytes[range.lowerBound] == open else {
            throw Malformed(offset: range.lowerBound, expected: open == UInt8(ascii: "{") ? "an object" : "an array")
        }
        var index = skipSpace(from: range.lowerBound + 1)
        if index < range.upperBound, bytes[index] == close { return }
        while true {
            index = skipSpace(from: try item(index))
            guard index < range.upperBound else { throw Malformed(offset: index, expected: ", or a closing bracket") }
            if bytes[index] == close { return }
            guard bytes[index] == UInt8(ascii: ",") else { throw Malformed(offset: index, expected: ", or a closing bracket") }
            index = skipSpace(from: index + 1)
        }
    }

    private func key(_ range: Range<Int>) throws(Malformed) -> String {
        let inner = bytes[(range.lowerBound + 1)..<(range.upperBound - 1)]
        guard inner.contains(UInt8(ascii: "\\")) else { return String(decoding: inner, as: UTF8.self) }
        guard let key = try? JSONDecoder().decode(String.self, from: Data(bytes[range])) else {
            throw Malformed(offset: range.lowerBound, expected: "a key")
        }
        return key
    }

    /// Where the value starting at `index` ends: past its closing quote or bracket, or its last
    /// character (a number, `true`, `false`, `null`).
    private func valueEnd(from index: Int) throws(Malformed) -> Int {
        guard index < bytes.count else { throw Malformed(offset: index, expected: "a value") }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            return try stringEnd(from: index)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var position = index
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "\""):
                    position = try stringEnd(from: position)
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return position + 1 }
                default:
                    break
                }
                position += 1
            }
            throw Malformed(offset: bytes.count, expected: "a closing bracket")
        default:
            var position = index
            while position < bytes.count, !Self.endsScalar(bytes[position]) { position += 1 }
            guard position > index else { throw Malformed(offset: index, expected: "a value") }
            return position
        }
    }

    /// Past the closing quote of the string starting at `index`.
    private func stringEnd(from index: Int) throws(Malformed) -> Int {
        var position = index + 1
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\\"): position += 2
            case UInt8(ascii: "\""): return position + 1
            default: position += 1
            }
        }
        throw Malformed(offset: bytes.count, expected: "a closing quote")
    }

    private func skipSpace(from index: Int) -> Int {
        var position = index
        while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
        return position
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }

    private static func endsScalar(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
            || byte == UInt8(ascii: ":")
    }
}
