import Foundation

/// A strict JSON (RFC 8259) parser that records the line and column of every value.
///
/// - It parses iteratively: nesting is limited by ``maximumDepth``, never by the stack, so a
///   100,000-deep document is an error, not a crash. What it has built is freed without
///   recursion when it stops at an error; ``JSONDocument/release()`` does the same for a
///   parsed document.
/// - A UTF-8 byte order mark at the very start is skipped (it does not count as a column);
///   UTF-16 and UTF-32, with or without a byte order mark, are an
///   ``JSONSyntaxError/Reason/unsupportedEncoding(_:)`` error naming the encoding.
/// - A character that cannot be seen (U+FEFF, U+200B, a no-break space …) is named by its code
///   point in messages, not shown as itself.
/// - Invalid UTF-8, anything after the top-level value, trailing commas, comments, single
///   quotes, `NaN` and leading zeros are errors with their position.
/// - Duplicate keys are not errors here: they are listed in ``JSONDocument/duplicateKeys``.
/// - A string (value or key) longer than ``maximumStringLength`` Unicode scalars is an error at
///   its opening quote.
public struct JSONParser: Sendable {
    /// The default ``maximumDepth``.
    public static let defaultMaximumDepth = 512

    /// The most arrays and objects that may be open at once.
    public var maximumDepth: Int
    /// The most Unicode scalars a string may hold (no limit by default).
    public var maximumStringLength: Int

    /// Creates a parser.
    public init(maximumDepth: Int = JSONParser.defaultMaximumDepth, maximumStringLength: Int = .max) {
        self.maximumDepth = maximumDepth
        self.maximumStringLength = maximumStringLength
    }

    /// Parses a whole document.
    public func parse(_ data: Data) throws(JSONSyntaxError) -> JSONDocument {
        var scanner = JSONScanner(bytes: [UInt8](data), maximumDepth: maximumDepth, maximumStringLength: maximumStringLength)
        do {
            return try scanner.parseDocument()
        } catch {
            scanner.releaseOpenContainers()
            throw error
        }
    }

    /// Parses a whole document given as a string.
    public func parse(_ text: String) throws(JSONSyntaxError) -> JSONDocument {
        try parse(Data(text.utf8))
    }
}

/// The parser's state: the bytes, the cursor, and the open containers.
private struct JSONScanner {
    private enum Byte {
        static let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), slash = UInt8(ascii: "/")
        static let comma = UInt8(ascii: ","), colon = UInt8(ascii: ":")
        static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
        static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
        static let minus = UInt8(ascii: "-"), plus = UInt8(ascii: "+"), dot = UInt8(ascii: ".")
        static let zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9")
        static let newline = UInt8(ascii: "\n")
    }

    /// An open array or object; the innermost is mutated in place so appends stay O(1).
    private struct Frame {
        let isObject: Bool
        let start: SourcePosition
        /// How the container hangs from its parent (nil for the root).
        let component: JSONPath.Component?
        var elements: [JSONValue] = []
        var members: [JSONMember] = []
        var firstKeyPositions: [String: SourcePosition] = [:]
        /// The key whose value is being parsed (objects only).
        var pendingKey = ""
        var pendingKeyPosition = SourcePosition.start
    }

    let bytes: [UInt8]
    let maximumDepth: Int
    let maximumStringLength: Int
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var columnOffset = 0
    private var column = 1
    private var stack: [Frame] = []
    private var duplicateKeys: [JSONDuplicateKey] = []
    private var stringBuffer: [UInt8] = []

    init(bytes: [UInt8], maximumDepth: Int, maximumStringLength: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        self.maximumStringLength = maximumStringLength
    }

    // MARK: Document

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONDocument {
        try skipByteOrderMark()
        skipWhitespace()
        guard index < bytes.count else { throw error(.emptyDocument) }
        let root = try parseRootValue()
        skipWhitespace()
        if index < bytes.count {
            JSONValue.release(consume root)
            throw error(.trailingContent(found: try describeToken()))
        }
        return JSONDocument(root: root, duplicateKeys: duplicateKeys)
    }

    /// Frees the values of the containers still open after an error, without recursion.
    mutating func releaseOpenContainers() {
        var values: [JSONValue] = []
        while let frame = stack.popLast() {
            values += frame.elements
            values += frame.members.map(\.value)
        }
        JSONValue.release(consume values)
    }

    private mutating func skipByteOrderMark() throws(JSONSyntaxError) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            lineStart = 3
            columnOffset = 3
        } else if let encoding = JSONForeignEncoding.detect(bytes) {
            throw error(.unsupportedEncoding(encoding))
        }
    }

    /// Parses values until the root is complete, keeping open containers on `stack`.
    private mutating func parseRootValue() throws(JSONSyntaxError) -> JSONValue {
        expectingValue: while true {
            skipWhitespace()
            guard index < bytes.count else { throw error(.unexpectedEnd(expected: .value)) }
            let start = position()
            var completed: JSONValue
            switch bytes[index] {
            case Byte.openBracket, Byte.openBrace:
                let isObject = bytes[index] == Byte.openBrace
                guard stack.count < maximumDepth else { throw error(.nestingTooDeep(limit: maximumDepth)) }
                index += 1
                skipWhitespace()
                if peek() == (isObject ? Byte.closeBrace : Byte.closeBracket) {
                    index += 1
                    completed = JSONValue(isObject ? .object([]) : .array([]), at: start)
                } else {
                    stack.append(Frame(isObject: isObject, start: start, component: componentOfNextValue))
                    if isObject { try readKey() }
                    continue expectingValue
                }
            case Byte.quote:
                completed = JSONValue(.string(try parseString()), at: start)
            case Byte.minus, Byte.zero...Byte.nine:
                completed = JSONValue(.number(try parseNumber()), at: start)
            case Byte.closeBracket where stack.last?.isObject == false:
                throw error(.trailingComma(closing: "]"))
            default:
                completed = JSONValue(try parseLiteral(), at: start)
            }
            // Hand the value to its container; close the containers that end here.
            while let top = stack.indices.last {
                skipWhitespace()
                if stack[top].isObject {
                    stack[top].members.append(
                        JSONMember(key: stack[top].pendingKey, keyPosition: stack[top].pendingKeyPosition, value: completed))
                } else {
                    stack[top].elements.append(completed)
                }
                switch peek() {
                case Byte.comma:
                    index += 1
                    if stack[top].isObject { try readKey() }
                    continue expectingValue
                case Byte.closeBrace where stack[top].isObject:
                    index += 1
                    let frame = stack.removeLast()
                    completed = JSONValue(.object(frame.members), at: frame.start)
                case Byte.closeBracket where !stack[top].isObject:
                    index += 1
                    let frame = stack.removeLast()
                    completed = JSONValue(.array(frame.elements), at: frame.start)
                default:
                    throw try unexpected(stack[top].isObject ? .commaOrEndOfObject : .commaOrEndOfArray)
                }
            }
            return completed
        }
    }

    /// Where the next value goes in the innermost container.
    private var componentOfNextValue: JSONPath.Component? {
        guard let top = stack.last else { return nil }
        return top.isObject ? .key(top.pendingKey) : .index(top.elements.count)
    }

    /// The path of the innermost open container.
    private var currentPath: JSONPath {
        JSONPath(stack.compactMap(\.component))
    }

    /// Reads the next key of the innermost object and notes it if it is a duplicate.
    private mutating func readKey() throws(JSONSyntaxError) {
        guard let top = stack.indices.last else { return }
        skipWhitespace()
        if peek() == Byte.closeBrace { throw error(.trailingComma(closing: "}")) }
        guard peek() == Byte.quote else { throw try unexpected(.key) }
        let keyPosition = position()
        let key = try parseString()
        skipWhitespace()
        guard peek() == Byte.colon else { throw try unexpected(.colon) }
        index += 1
        if let first = stack[top].firstKeyPositions[key] {
            duplicateKeys.append(
                JSONDuplicateKey(
                    path: currentPath.appending(key: key), key: key, position: keyPosition, firstPosition: first))
        } else {
            stack[top].firstKeyPositions[key] = keyPosition
        }
        stack[top].pendingKey = key
        stack[top].pendingKeyPosition = keyPosition
    }

    // MARK: Tokens

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case Byte.newline:
                index += 1
                line += 1
                lineStart = index
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            default:
                return
            }
        }
    }

    private static let literals: [(String, JSONValue.Kind)] = [("true", .bool(true)), ("false", .bool(false)), ("null", .null)]

    private mutating func parseLiteral() throws(JSONSyntaxError) -> JSONValue.Kind {
        for (word, kind) in JSONScanner.literals where bytes[index...].starts(with: word.utf8) {
            let end = index + word.utf8.count
            if end == bytes.count || !JSONScanner.isWordByte(bytes[end]) {
                index = end
                return kind
            }
        }
        throw try unexpected(.value)
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        if peek() == Byte.minus { index += 1 }
        guard let first = peek(), (Byte.zero...Byte.nine).contains(first) else { throw try unexpected(.digit) }
        index += 1
        if first == Byte.zero, let next = peek(), (Byte.zero...Byte.nine).contains(next) {
            throw error(.leadingZero)
        }
        skipDigits()
        if peek() == Byte.dot {
            index += 1
            try requireDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == Byte.plus || peek() == Byte.minus { index += 1 }
            try requireDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONSyntaxError(.numberOutOfRange(text), at: position(at: start), path: currentPath)
        }
        return value
    }

    private mutating func skipDigits() {
        while let byte = peek(), (Byte.zero...Byte.nine).contains(byte) { index += 1 }
    }

    private mutating func requireDigits() throws(JSONSyntaxError) {
        guard let byte = peek(), (Byte.zero...Byte.nine).contains(byte) else { throw try unexpected(.digit) }
        skipDigits()
    }

    // MARK: Strings

    /// Parses a string starting at its opening quote.
    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = position()
        index += 1
        stringBuffer.removeAll(keepingCapacity: true)
        var segmentStart = index
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case Byte.quote:
                stringBuffer.append(contentsOf: bytes[segmentStart..<index])
                index += 1
                try checkLength(ofStringAt: start)
                return String(decoding: stringBuffer, as: UTF8.self)
            case Byte.backslash:
                stringBuffer.append(contentsOf: bytes[segmentStart..<index])
                try parseEscape()
                segmentStart = index
            case 0..<0x20:
                throw error(.controlCharacter(JSONScanner.scalarName(UInt32(byte))))
            case 0x20..<0x80:
                index += 1
            default:
                index += try utf8SequenceLength()
            }
        }
        throw JSONSyntaxError(.unterminatedString(start: start), at: position(), path: currentPath)
    }

    /// Throws when `stringBuffer` holds more scalars than the limit (counted as UTF-8 lead bytes).
    private func checkLength(ofStringAt start: SourcePosition) throws(JSONSyntaxError) {
        guard stringBuffer.count > maximumStringLength else { return }
        let length = stringBuffer.reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        guard length > maximumStringLength else { return }
        throw JSONSyntaxError(.stringTooLong(length: length, limit: maximumStringLength), at: start, path: currentPath)
    }

    /// The byte each one-character escape stands for.
    private static let simpleEscapes: [UInt8: UInt8] = [
        Byte.quote: Byte.quote, Byte.backslash: Byte.backslash, Byte.slash: Byte.slash,
        UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
        UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    /// Parses `\x` or `\uXXXX` (with its surrogate pair) into `stringBuffer`.
    private mutating func parseEscape() throws(JSONSyntaxError) {
        index += 1
        guard let byte = peek() else { throw error(.unexpectedEnd(expected: .closingQuote)) }
        if let replacement = JSONScanner.simpleEscapes[byte] {
            stringBuffer.append(replacement)
            index += 1
            return
        }
        guard byte == UInt8(ascii: "u") else { throw error(.invalidEscape(try describeCharacter())) }
        let escapeStart = position(at: index - 1)
        var scalarValue = try parseHexQuad()
        if (0xD800...0xDBFF).contains(scalarValue) {
            guard bytes[index...].starts(with: [Byte.backslash, UInt8(ascii: "u")]) else {
                throw JSONSyntaxError(.invalidUnicodeEscape, at: escapeStart, path: currentPath)
            }
            index += 1
            let low = try parseHexQuad()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw JSONSyntaxError(.invalidUnicodeEscape, at: escapeStart, path: currentPath)
            }
            scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw JSONSyntaxError(.invalidUnicodeEscape, at: escapeStart, path: currentPath)
        }
        stringBuffer.append(contentsOf: String(Character(scalar)).utf8)
    }

    /// Parses `uXXXX` (the cursor is on the `u`).
    private mutating func parseHexQuad() throws(JSONSyntaxError) -> UInt32 {
        let escapeStart = position(at: index - 1)
        index += 1
        guard index + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
            bytes[index..<index + 4].allSatisfy({ JSONScanner.isWordByte($0) })
        else {
            throw JSONSyntaxError(.invalidUnicodeEscape, at: escapeStart, path: currentPath)
        }
        index += 4
        return value
    }

    /// The length of the valid UTF-8 sequence at the cursor, or an error at its first byte.
    private mutating func utf8SequenceLength() throws(JSONSyntaxError) -> Int {
        guard let length = JSONScanner.validSequenceLength(bytes, at: index) else {
            throw error(.invalidUTF8(byte: bytes[index]))
        }
        return length
    }

    /// RFC 3629 well-formed sequences (no overlongs, no surrogates, nothing above U+10FFFF).
    private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int? {
        let lead = bytes[index]
        let (length, secondRange): (Int, ClosedRange<UInt8>) =
            switch lead {
            case 0x00...0x7F: (1, 0x80...0xBF)
            case 0xC2...0xDF: (2, 0x80...0xBF)
            case 0xE0: (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
            case 0xED: (3, 0x80...0x9F)
            case 0xF0: (4, 0x90...0xBF)
            case 0xF1...0xF3: (4, 0x80...0xBF)
            case 0xF4: (4, 0x80...0x8F)
            default: (0, 0x80...0xBF)
            }
        guard length > 0, index + length <= bytes.count else { return nil }
        guard length > 1 else { return 1 }
        guard secondRange.contains(bytes[index + 1]) else { return nil }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return nil }
        return length
    }

    // MARK: Errors and positions

    private mutating func error(_ reason: JSONSyntaxError.Reason) -> JSONSyntaxError {
        JSONSyntaxError(reason, at: position(), path: currentPath)
    }

    /// An error for the token at the cursor, or for the end of the text.
    private mutating func unexpected(_ expected: JSONSyntaxError.Expectation) throws(JSONSyntaxError) -> JSONSyntaxError {
        guard index < bytes.count else { return error(.unexpectedEnd(expected: expected)) }
        return error(.unexpectedCharacter(found: try describeToken(), expected: expected))
    }

    /// The word (`'True'`, `'NaN'`) or character at the cursor, quoted for a message.
    private mutating func describeToken() throws(JSONSyntaxError) -> String {
        var end = index
        while end < bytes.count, end - index < 20, JSONScanner.isWordByte(bytes[end]) { end += 1 }
        guard end > index else { return try describeCharacter() }
        return "'" + String(decoding: bytes[index..<end], as: UTF8.self) + "'"
    }

    /// The character at the cursor, quoted, or `U+XXXX` (with its Unicode name when it has
    /// one) for a character that cannot be seen: a control, a format character such as U+FEFF,
    /// a space other than U+0020, a lone combining mark.
    private mutating func describeCharacter() throws(JSONSyntaxError) -> String {
        let length = try utf8SequenceLength()
        let text = String(decoding: bytes[index..<index + length], as: UTF8.self)
        guard let scalar = text.unicodeScalars.first else { return JSONScanner.scalarName(0) }
        guard JSONScanner.isInvisible(scalar) else { return "'\(text)'" }
        guard scalar.value >= 0x20, let name = scalar.properties.name else { return JSONScanner.scalarName(scalar.value) }
        return "\(JSONScanner.scalarName(scalar.value)) (\(name))"
    }

    /// Whether a character shows as nothing, as blank space, or only on top of another.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .nonspacingMark, .enclosingMark,
            .spacingMark, .privateUse, .unassigned, .surrogate:
            true
        default:
            scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.isWhitespace
        }
    }

    private static func scalarName(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (Byte.zero...Byte.nine).contains(byte) || byte == UInt8(ascii: "_")
    }

    private mutating func position() -> SourcePosition { position(at: index) }

    /// The line and column of `offset`, counting scalars (non-continuation bytes) since the
    /// last position asked for on the same line, so long lines stay linear.
    private mutating func position(at offset: Int) -> SourcePosition {
        if columnOffset < lineStart || columnOffset > offset {
            columnOffset = lineStart
            column = 1
        }
        while columnOffset < offset {
            if bytes[columnOffset] & 0xC0 != 0x80 { column += 1 }
            columnOffset += 1
        }
        return SourcePosition(line: line, column: column, offset: offset)
    }
}

extension JSONParser {
    /// A limit of the parser a document can go over.
    public enum Limit: Hashable, Sendable {
        /// ``JSONParser/maximumDepth``.
        case depth
        /// ``JSONParser/maximumStringLength``.
        case stringLength
    }

    /// The limits `diagnostics` report a document over, each once: depth first, then string
    /// length — so a tool can name the option that raises each.
    public static func limitsHit(by diagnostics: [JSONDiagnostic]) -> [Limit] {
        let keys = Set(diagnostics.map(\.message.key))
        let limits: [(Limit, JSONSyntaxError.Reason)] = [
            (.depth, .nestingTooDeep(limit: 0)), (.stringLength, .stringTooLong(length: 0, limit: 0)),
        ]
        return limits.filter { keys.contains(JSONSyntaxError($0.1, at: .start).message.key) }.map(\.0)
    }
}
