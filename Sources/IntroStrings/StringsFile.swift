import Foundation
import IntroJSON

/// One `.strings` file of a `LANG.lproj` folder: `"key" = "value";` lines with `/* … */` and
/// `//` comments and backslash escapes (`\"`, `\\`, `\n`, `\t`, `\r`, `\0`, `\UXXXX`,
/// `\uXXXX`). Keys and values may also be unquoted words (`key = value;`), and `"key";`
/// alone means the value is the key, as in Apple's property lists.
public struct StringsFile: Sendable {
    /// One `key = value;` pair.
    public struct Pair: Hashable, Sendable {
        /// The key, unescaped.
        public var key: String
        /// The value, unescaped.
        public var value: String
        /// Where the key is written.
        public var position: SourcePosition
    }

    /// The name used in messages.
    public var fileName: String
    /// The pairs in file order; a key written twice keeps its last value (with a warning).
    public var pairs: [Pair]

    /// Parses a `.strings` file in UTF-8, or in UTF-16 with or without a byte order mark (what
    /// Xcode and `genstrings` write; `StringsFileEncoding`), or returns the first syntax error with its line:column (and the warnings). A key
    /// or value longer than `maximumTextLength` Unicode scalars is an error at its start, with
    /// the message of a JSON string over `JSONParser.maximumStringLength` (IntroJSON): one limit for
    /// every text.
    public static func decode(data: Data, fileName: String, maximumTextLength: Int = .max)
        -> Result<JSONDecoded<StringsFile>, StringCatalogFailure>
    {
        let text: String
        switch StringsFileEncoding.text(of: data) {
        case .success(let decoded): text = decoded
        case .failure(let failure):
            let key = failure == .undecidable ? "strings.file.encodingUndecidable" : "strings.file.encoding"
            let diagnostic = JSONDiagnostic(.error, JSONMessage(key), path: .root, position: .start)
            return .failure(StringCatalogFailure(fileName: fileName, diagnostics: [diagnostic]))
        }
        var scanner = StringsFileScanner(text, maximumTextLength: maximumTextLength)
        do throws(StringsFileScanner.Problem) {
            let pairs = try scanner.pairs()
            var seen: [String: SourcePosition] = [:]
            var warnings: [JSONDiagnostic] = []
            for pair in pairs {
                if let first = seen[pair.key], warnings.count < JSONDecodingContext.maximumRecorded {
                    let message = JSONMessage("strings.file.duplicateKey", texts: [JSONMessage.excerpt(pair.key), first.description])
                    warnings.append(JSONDiagnostic(.warning, message, path: .root, position: pair.position))
                }
                seen[pair.key] = seen[pair.key] ?? pair.position
            }
            return .success(JSONDecoded(value: StringsFile(fileName: fileName, pairs: pairs), warnings: warnings))
        } catch {
            let diagnostic = JSONDiagnostic(.error, error.message, path: .root, position: error.position)
            return .failure(StringCatalogFailure(fileName: fileName, diagnostics: [diagnostic]))
        }
    }
}

/// The text of a `.strings` file: UTF-8 (a byte order mark is skipped), or UTF-16 — with a
/// byte order mark, or without one (as `genstrings` and older Xcode write it) when its byte
/// pattern shows it: the ASCII characters of keys, quotes and `=`/`;` have a zero byte each,
/// in the odd positions (little-endian) or in the even ones (big-endian), which UTF-8 text
/// never has. A character such as 一 (U+4E00) puts its zero on the other side, so the rule
/// is that one side holds at least four times as many zeros as the other.
enum StringsFileEncoding {
    /// Why the bytes could not be read as text.
    enum Failure: Error {
        /// Neither UTF-8 nor UTF-16 with a byte order mark.
        case unknown
        /// Zero bytes that are not in the pattern of UTF-16 (both positions, an odd length).
        case undecidable
    }

    /// How many leading bytes the pattern is looked for in.
    static let sampleLength = 4096

    /// The text, or why it could not be read.
    static func text(of data: Data) -> Result<String, Failure> {
        let bytes = [UInt8](data.prefix(3))
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            guard let text = String(data: data, encoding: .utf16) else { return .failure(.unknown) }
            return .success(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
        }
        if data.contains(0) {
            guard let encoding = unmarkedUTF16(data), let text = String(data: data, encoding: encoding) else {
                return .failure(.undecidable)
            }
            return .success(text)
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        return String(validating: body, as: UTF8.self).map { .success($0) } ?? .failure(.unknown)
    }

    /// UTF-16 without a byte order mark, by where the zero bytes of the first
    /// ``sampleLength`` bytes are: mostly in odd positions is little-endian, mostly in even
    /// ones big-endian; nil for an odd length or zeros on both sides alike.
    static func unmarkedUTF16(_ data: Data) -> String.Encoding? {
        guard data.count.isMultiple(of: 2) else { return nil }
        var zeros = (even: 0, odd: 0)
        for (offset, byte) in data.prefix(sampleLength).enumerated() where byte == 0 {
            if offset.isMultiple(of: 2) { zeros.even += 1 } else { zeros.odd += 1 }
        }
        if zeros.odd >= 4 * zeros.even { return .utf16LittleEndian }
        if zeros.even >= 4 * zeros.odd { return .utf16BigEndian }
        return nil
    }
}

/// Reads `key = value;` pairs from the text of a `.strings` file, tracking line:column.
struct StringsFileScanner {
    /// A syntax error and where it is.
    struct Problem: Error {
        let message: JSONMessage
        let position: SourcePosition
    }

    private let scalars: [Unicode.Scalar]
    private let maximumTextLength: Int
    private var index = 0
    private var line = 1
    private var column = 1

    init(_ text: String, maximumTextLength: Int) {
        scalars = Array(text.unicodeScalars)
        self.maximumTextLength = maximumTextLength
    }

    private var position: SourcePosition { SourcePosition(line: line, column: column, offset: index) }
    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    private func problem(_ key: String, _ arguments: [JSONMessage.Argument] = [], at position: SourcePosition? = nil) -> Problem {
        Problem(message: JSONMessage(key, arguments), position: position ?? self.position)
    }

    mutating func pairs() throws(Problem) -> [StringsFile.Pair] {
        var pairs: [StringsFile.Pair] = []
        while true {
            try skipSpaceAndComments()
            guard current != nil else { return pairs }
            let start = position
            let key = try word()
            try skipSpaceAndComments()
            var value = key
            if current == "=" {
                advance()
                try skipSpaceAndComments()
                value = try word()
                try skipSpaceAndComments()
            }
            guard current == ";" else { throw problem("strings.file.expectedSemicolon", [found]) }
            advance()
            pairs.append(StringsFile.Pair(key: key, value: value, position: start))
        }
    }

    /// What is at the current position, for a message: the character, or the end of the file.
    private var found: JSONMessage.Argument {
        guard let scalar = current else { return .localized("strings.file.endOfFile") }
        return .text("'\(scalar)'")
    }

    private mutating func skipSpaceAndComments() throws(Problem) {
        while let scalar = current {
            if scalar.properties.isWhitespace {
                advance()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let start = position
                advance()
                advance()
                while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { advance() }
                guard index + 1 < scalars.count else { throw problem("strings.file.unterminatedComment", at: start) }
                advance()
                advance()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while let next = current, next != "\n" { advance() }
            } else {
                return
            }
        }
    }

    /// A quoted string or an unquoted word, at most ``maximumTextLength`` scalars long.
    private mutating func word() throws(Problem) -> String {
        guard let scalar = current else { throw problem("strings.file.expectedString", [found]) }
        let start = position
        var result = String.UnicodeScalarView()
        if scalar == "\"" {
            try quoted(into: &result)
        } else {
            while let next = current, Self.isWordScalar(next) {
                result.append(next)
                advance()
            }
            guard !result.isEmpty else { throw problem("strings.file.expectedString", [found]) }
        }
        let length = result.count
        guard length <= maximumTextLength else {
            let tooLong = JSONSyntaxError(.stringTooLong(length: length, limit: maximumTextLength), at: start)
            throw Problem(message: tooLong.message, position: start)
        }
        return String(result)
    }

    /// Letters, digits and `_$+/:.-`: what may be written without quotes.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_$+/:.-".unicodeScalars.contains(scalar))
    }

    private mutating func quoted(into result: inout String.UnicodeScalarView) throws(Problem) {
        let start = position
        advance()
        while let scalar = current {
            if scalar == "\"" {
                advance()
                return
            }
            if scalar == "\\" {
                result.append(try escape())
            } else {
                result.append(scalar)
                advance()
            }
        }
        throw problem("strings.file.unterminatedString", at: start)
    }

    /// The character a backslash escape stands for (the backslash is current).
    private mutating func escape() throws(Problem) -> Unicode.Scalar {
        let start = position
        advance()
        guard let scalar = current else { throw problem("strings.file.unterminatedString", at: start) }
        advance()
        switch scalar {
        case "\"", "\\", "'", "/": return scalar
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "0": return "\0"
        case "u", "U":
            let unit = try hexQuad(start)
            if UTF16.isLeadSurrogate(unit) {
                guard current == "\\", index + 1 < scalars.count, scalars[index + 1] == "u" || scalars[index + 1] == "U" else {
                    throw problem("strings.file.loneSurrogate", at: start)
                }
                advance()
                advance()
                let trail = try hexQuad(start)
                guard UTF16.isTrailSurrogate(trail) else { throw problem("strings.file.loneSurrogate", at: start) }
                let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(trail) - 0xDC00)
                return Unicode.Scalar(value) ?? "\u{FFFD}"
            }
            guard let result = Unicode.Scalar(unit) else { throw problem("strings.file.loneSurrogate", at: start) }
            return result
        default:
            throw problem("strings.file.badEscape", [.text("\\" + String(scalar))], at: start)
        }
    }

    private mutating func hexQuad(_ start: SourcePosition) throws(Problem) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let scalar = current, scalar.isASCII, let digit = Int(String(scalar), radix: 16) else { throw problem("strings.file.badEscape", [.text("\\u")], at: start) }
            value = value << 4 | UInt16(digit)
            advance()
        }
        return value
    }
}

extension StringCatalog {
    /// The folder of base internationalization (`Base.lproj`): the development language's
    /// texts, not a language of its own.
    public static let baseFolderLanguage = "Base"

    /// The catalog of `LANG.lproj/*.strings` files: every file's pairs are translations in
    /// its folder's language (a key in two files of one language keeps the first file's).
    /// The source language is `en` when there is an `en` or a `Base` folder (Xcode's default
    /// development region), else the first language in alphabetical order. `Base.lproj`'s
    /// texts are the source language's where its own folder has none.
    public init(stringsFiles files: [(language: String, file: StringsFile)]) {
        let isBase = { (language: String) in language == Self.baseFolderLanguage }
        let languages = Set(files.map(\.language))
        let source = languages.contains("en") || languages.contains(Self.baseFolderLanguage) ? "en" : languages.min() ?? "en"
        var entries: [String: Entry] = [:]
        for (folder, file) in files.filter({ !isBase($0.language) }) + files.filter({ isBase($0.language) }) {
            let language = isBase(folder) ? source : folder
            for pair in file.pairs {
                let location = StringLocation(file: file.fileName, position: pair.position)
                var entry = entries[pair.key] ?? Entry(location: location)
                if language == source, entry.translations[source] == nil { entry.location = location }
                if entry.translations[language] == nil || entry.translations[language]?.location.file == file.fileName {
                    entry.translations[language] = Translation(value: pair.value, location: location)
                }
                entries[pair.key] = entry
            }
        }
        self.init(sourceLanguage: source, entries: entries)
    }
}
