/// A light reader of Swift source: walks the text skipping comments and string literals
/// (with interpolations, multi-line and raw strings), keeping the brace depth and the line,
/// so that discovery sees only code. It parses no grammar: previews are found by their
/// shape (`#Preview`, a type conforming to `PreviewProvider`).
struct SwiftSourceScanner {
    /// The source, as UTF-8 bytes.
    let bytes: [UInt8]
    /// The position of the next byte.
    private(set) var position = 0
    /// The line of the next byte, from 1.
    private(set) var line = 1
    /// How many `{` are open.
    private(set) var depth = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    var atEnd: Bool { position >= bytes.count }

    func peek(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    /// Whether the code at the position starts with `word`, not followed by an identifier character.
    func startsWith(word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let matches = word.withUTF8Buffer { word in
            for offset in 0..<count where bytes[position + offset] != word[offset] { return false }
            return true
        }
        return matches && (peek(count).map { !Self.isIdentifier($0) } ?? true)
    }

    /// Whether the byte before the position is not part of an identifier.
    var atWordStart: Bool { position == 0 || !Self.isIdentifier(bytes[position - 1]) }

    static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    /// Moves over one piece of code: a comment, a string literal, or one byte (keeping the
    /// depth for braces). Returns the string literal's content when it read one.
    @discardableResult
    mutating func advance() -> String? {
        guard let byte = peek() else { return nil }
        switch byte {
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            while let next = peek(), next != UInt8(ascii: "\n") { position += 1 }
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            skipBlockComment()
        case UInt8(ascii: "\""):
            return readString()
        case UInt8(ascii: "#") where isRawStringStart:
            return readString()
        default:
            step()
            if byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: "}") { depth = max(0, depth - 1) }
        }
        return nil
    }

    /// Moves over whitespace and comments.
    mutating func skipTrivia() {
        while let byte = peek() {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                step()
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") {
                advance()
            } else {
                return
            }
        }
    }

    /// Reads an identifier at the position, if one starts there.
    mutating func readIdentifier() -> String? {
        let start = position
        while let byte = peek(), Self.isIdentifier(byte) { step() }
        return position > start ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
    }

    /// Moves over a balanced `(…)`, `[…]` or `{…}` that starts at the position; returns the
    /// source between the delimiters.
    mutating func readBalanced() -> String {
        guard let open = peek() else { return "" }
        let close: UInt8 = open == UInt8(ascii: "(") ? UInt8(ascii: ")") : open == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
        step()
        if open == UInt8(ascii: "{") { depth += 1 }
        let start = position
        var level = 1
        while let byte = peek() {
            if byte == open { level += 1 }
            if byte == close {
                level -= 1
                if level == 0 {
                    let inside = String(decoding: bytes[start..<position], as: UTF8.self)
                    step()
                    if close == UInt8(ascii: "}") { depth = max(0, depth - 1) }
                    return inside
                }
            }
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") {
                step()
            } else {
                advance()
            }
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func step() {
        if bytes[position] == UInt8(ascii: "\n") { line += 1 }
        position += 1
    }

    private var isRawStringStart: Bool {
        var offset = 0
        while peek(offset) == UInt8(ascii: "#") { offset += 1 }
        return offset > 0 && peek(offset) == UInt8(ascii: "\"")
    }

    private mutating func skipBlockComment() {
        var level = 0
        while !atEnd {
            if peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                level += 1
                position += 2
            } else if peek() == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                level -= 1
                position += 2
                if level == 0 { return }
            } else {
                step()
            }
        }
    }

    /// Reads a string literal (`"…"`, `"""…"""`, `#"…"#`), interpolations skipped whole;
    /// returns its text with escapes and interpolations as written.
    private mutating func readString() -> String {
        var hashes = 0
        while peek() == UInt8(ascii: "#") {
            hashes += 1
            position += 1
        }
        let multiLine = peek() == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        let quotes = multiLine ? 3 : 1
        position += quotes
        let start = position
        while !atEnd {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ peek($0 + 1) == UInt8(ascii: "#") }) {
                position += 1 + hashes
                if peek() == UInt8(ascii: "(") {
                    _ = readBalanced()
                } else if !atEnd {
                    step()
                }
                continue
            }
            if byte == UInt8(ascii: "\""), (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") }),
                (0..<hashes).allSatisfy({ peek(quotes + $0) == UInt8(ascii: "#") })
            {
                let text = String(decoding: bytes[start..<position], as: UTF8.self)
                position += quotes + hashes
                return text
            }
            if byte == UInt8(ascii: "\n"), !multiLine { break }
            step()
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }
}
