/// Why a JSON text could not be parsed, where, and inside which value.
public struct JSONSyntaxError: Error, Hashable, Sendable {
    /// What the parser was looking for when it stopped.
    public enum Expectation: String, Hashable, Sendable {
        /// A value: an object, array, string, number, `true`, `false` or `null`.
        case value
        /// A `,` between elements or the `]` that ends the array.
        case commaOrEndOfArray
        /// A `,` between members or the `}` that ends the object.
        case commaOrEndOfObject
        /// The `:` after a member's key.
        case colon
        /// A member's key: a string in double quotes.
        case key
        /// A digit of a number.
        case digit
        /// The `"` that ends a string.
        case closingQuote

        /// The localization key of the expectation ("',' or ']'").
        public var messageKey: String { "json.expected.\(rawValue)" }
    }

    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// Nothing but whitespace.
        case emptyDocument
        /// The text ended where something else was needed.
        case unexpectedEnd(expected: Expectation)
        /// A character or word that cannot be here (shown quoted, e.g. `'True'`).
        case unexpectedCharacter(found: String, expected: Expectation)
        /// A comma right before `]` or `}`.
        case trailingComma(closing: String)
        /// A string with no closing quote; it starts at the given position.
        case unterminatedString(start: SourcePosition)
        /// A raw control character (such as a line break) inside a string, as `U+000A`.
        case controlCharacter(String)
        /// A backslash followed by a character that is not an escape.
        case invalidEscape(String)
        /// A `\u` escape without four hex digits, or an unpaired surrogate.
        case invalidUnicodeEscape
        /// Bytes that are not UTF-8; the first bad byte.
        case invalidUTF8(byte: UInt8)
        /// A text in UTF-16 or UTF-32 (with or without a byte order mark).
        case unsupportedEncoding(JSONForeignEncoding)
        /// A number such as `012`.
        case leadingZero
        /// A number beyond `Double`'s range.
        case numberOutOfRange(String)
        /// Containers nested deeper than the parser's limit.
        case nestingTooDeep(limit: Int)
        /// A string of `length` Unicode scalars, longer than the parser's limit.
        case stringTooLong(length: Int, limit: Int)
        /// Something after the complete top-level value.
        case trailingContent(found: String)
    }

    /// What went wrong.
    public let reason: Reason
    /// Where.
    public let position: SourcePosition
    /// The innermost value being parsed when it went wrong (`[0].rows` …).
    public let path: JSONPath

    /// Creates an error.
    public init(_ reason: Reason, at position: SourcePosition, path: JSONPath = .root) {
        self.reason = reason
        self.position = position
        self.path = path
    }

    /// The localizable message (what and how to fix).
    public var message: JSONMessage {
        switch reason {
        case .emptyDocument:
            JSONMessage("json.syntax.emptyDocument")
        case .unexpectedEnd(let expected):
            JSONMessage("json.syntax.unexpectedEnd", [.localized(expected.messageKey)])
        case .unexpectedCharacter(let found, let expected):
            JSONMessage("json.syntax.unexpectedCharacter", [.text(found), .localized(expected.messageKey)])
        case .trailingComma(let closing):
            JSONMessage("json.syntax.trailingComma", texts: [closing])
        case .unterminatedString(let start):
            JSONMessage("json.syntax.unterminatedString", texts: [start.description])
        case .controlCharacter(let character):
            JSONMessage("json.syntax.controlCharacter", texts: [character])
        case .invalidEscape(let character):
            JSONMessage("json.syntax.invalidEscape", texts: [character])
        case .invalidUnicodeEscape:
            JSONMessage("json.syntax.invalidUnicodeEscape")
        case .invalidUTF8(let byte):
            JSONMessage("json.syntax.invalidUTF8", texts: [String(byte, radix: 16, uppercase: true)])
        case .unsupportedEncoding(let encoding):
            JSONMessage("json.syntax.unsupportedEncoding", [.localized(encoding.messageKey)])
        case .leadingZero:
            JSONMessage("json.syntax.leadingZero")
        case .numberOutOfRange(let number):
            JSONMessage("json.syntax.numberOutOfRange", texts: [JSONMessage.excerpt(number)])
        case .nestingTooDeep(let limit):
            JSONMessage("json.syntax.nestingTooDeep", texts: [String(limit)])
        case .stringTooLong(let length, let limit):
            JSONMessage("json.syntax.stringTooLong", texts: [String(length), String(limit)])
        case .trailingContent(let found):
            JSONMessage("json.syntax.trailingContent", texts: [found])
        }
    }

    /// The error as a diagnostic, to report it like any decoding problem.
    public var diagnostic: JSONDiagnostic {
        JSONDiagnostic(.error, message, path: path, position: position)
    }
}
