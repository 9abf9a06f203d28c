import IntroUI

/// Xcode's pseudolanguages (a scheme's App Language menu), as content languages: a text in a
/// pseudolanguage is its source-language text passed through a transform that shows what
/// translations will do to a screen before there are any.
///
/// Every transform keeps each format placeholder (`%@`, `%lld`, `%1$@`, `%.2f`, `%%`,
/// `%#@count@`) exactly as written, so that the arguments still fill it, and loses nothing:
/// ``original(of:)`` gives back the text it was given (for ``accented``, exactly when the
/// text's letters are ASCII ones, the only ones it changes). `pseudo` names them all
/// (``expanding(_:)``).
public enum Pseudolanguage: String, CaseIterable, Hashable, Sendable {
    /// Every word written twice, so every text is about twice as long ("Get started" →
    /// "Get Get started started"): where a longer translation wraps, is cut or overflows.
    /// A word that holds a placeholder is written once.
    case double = "pseudo-double"
    /// Every ASCII letter with a mark above or below it ("Continue" → "Çöñţîñüé"): where
    /// tall marks or descenders are clipped.
    case accented = "pseudo-accented"
    /// Every text between `[#` and `#]`: a cut text shows that its end is missing.
    case bounded = "pseudo-bounded"
    /// Right-to-left layout, the texts as written.
    case rightToLeft = "pseudo-rtl"
    /// Right-to-left layout, and every text drawn right to left: each word is wrapped in
    /// RIGHT-TO-LEFT OVERRIDE (U+202E) and POP DIRECTIONAL FORMATTING (U+202C), so that a
    /// text broken into lines is mirrored on each line.
    case rightToLeftText = "pseudo-rtl-text"

    /// The `--locale` value that names every pseudolanguage.
    public static let every = "pseudo"

    /// The pseudolanguage a locale identifier names, if it names one.
    public init?(localeIdentifier: String) {
        self.init(rawValue: localeIdentifier)
    }

    /// `locales` with ``every`` replaced by each pseudolanguage, in order, each once.
    public static func expanding(_ locales: [String]) -> [String] {
        var seen = Set<String>()
        return locales.flatMap { $0 == every ? allCases.map(\.rawValue) : [$0] }.filter { seen.insert($0).inserted }
    }

    /// The format placeholders of `text`, in order (`"%1$@ has %lld new"` → `["%1$@", "%lld"]`):
    /// what every transform keeps.
    public static func placeholders(in text: String) -> [String] {
        let format = FormatText(text)
        var result: [String] = []
        var current = ""
        for (character, isPlaceholder) in zip(format.characters, format.inPlaceholder) {
            if isPlaceholder {
                current.append(character)
                if current.count > 1, FormatText.placeholderEnd(Array(current), from: 0) == current.count {
                    result.append(current)
                    current = ""
                }
            } else if !current.isEmpty {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// The direction content is laid out in (`LayoutDirection.of(localeIdentifier:)`, which
    /// knows the right-to-left pseudolanguages).
    public var layoutDirection: LayoutDirection { .of(localeIdentifier: rawValue) }

    /// `text` as this pseudolanguage shows it.
    public func transform(_ text: String) -> String {
        let format = FormatText(text)
        switch self {
        case .double: return format.doublingWords()
        case .accented: return format.mappingLetters(Self.accents)
        case .bounded: return Self.openingMark + text + Self.closingMark
        case .rightToLeft: return text
        case .rightToLeftText: return format.wrappingWords(Self.rightToLeftOverride, Self.popDirection)
        }
    }

    /// The text ``transform(_:)`` made `text` from; a text it did not make is returned as it is.
    public func original(of text: String) -> String {
        switch self {
        case .double: return FormatText(text).undoublingWords()
        case .accented: return FormatText(text).mappingLetters(Self.plainLetters)
        case .bounded: return FormatText.unwrapping(text[...], Self.openingMark, Self.closingMark)
        case .rightToLeft: return text
        case .rightToLeftText: return FormatText(text).unwrappingWords(Self.rightToLeftOverride, Self.popDirection)
        }
    }

    private static let openingMark = "[#"
    private static let closingMark = "#]"
    private static let rightToLeftOverride = "\u{202E}"
    private static let popDirection = "\u{202C}"

    /// Each ASCII letter's marked form: one precomposed character each, all different, with
    /// marks above (tall ones on capitals) and below (cedillas, hooks).
    private static let accents: [Character: Character] = {
        let plain = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
        let marked = Array("ÅƁÇĎÉƑĜĤÎĴĶĹṀÑÖṔǪŔŠŢÜṼŴẊÝŽåƀçðéƒĝĥîĵķļṁñöṕǫŕšţüṽŵẋýž")
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()

    private static let plainLetters = Dictionary(uniqueKeysWithValues: accents.map { ($0.value, $0.key) })
}

/// A text split into what a transform may change and its format placeholders, which it must not.
struct FormatText {
    let characters: [Character]
    /// Whether each character belongs to a placeholder.
    let inPlaceholder: [Bool]

    init(_ text: String) {
        characters = Array(text)
        var marks = [Bool](repeating: false, count: characters.count)
        var index = 0
        while index < characters.count {
            if characters[index] == "%", let end = Self.placeholderEnd(characters, from: index) {
                for position in index..<end { marks[position] = true }
                index = end
            } else {
                index += 1
            }
        }
        inPlaceholder = marks
    }

    /// Where the placeholder starting with the `%` at `start` ends (one past its last
    /// character), or nil when the `%` starts none: `%%`, `%#@name@`, or NSString's
    /// `%[position$][flags][width][.precision][length]conversion`.
    static func placeholderEnd(_ characters: [Character], from start: Int) -> Int? {
        var index = start + 1
        func next() -> Character? { index < characters.count ? characters[index] : nil }
        if next() == "%" { return index + 1 }
        if next() == "#", index + 1 < characters.count, characters[index + 1] == "@" {
            guard let close = characters[(index + 2)...].firstIndex(of: "@") else { return nil }
            return close + 1
        }
        let digitsStart = index
        while let character = next(), character.isASCII, character.isNumber { index += 1 }
        if next() == "$", index > digitsStart { index += 1 } else { index = digitsStart }
        while let character = next(), "-+ #0'".contains(character) { index += 1 }
        while let character = next(), character == "*" || (character.isASCII && character.isNumber) { index += 1 }
        if next() == "." {
            index += 1
            while let character = next(), character == "*" || (character.isASCII && character.isNumber) { index += 1 }
        }
        for length in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] where Self.matches(length, characters, at: index) {
            index += length.count
            break
        }
        guard let conversion = next(), "@dDiuUxXoOfFeEgGaAcCsSp".contains(conversion) else { return nil }
        return index + 1
    }

    private static func matches(_ word: String, _ characters: [Character], at index: Int) -> Bool {
        let word = Array(word)
        return index + word.count <= characters.count && Array(characters[index..<index + word.count]) == word
    }

    /// The runs of non-blank characters, as ranges, with whether a placeholder is in each.
    private var words: [(range: Range<Int>, holdsPlaceholder: Bool)] {
        var result: [(Range<Int>, Bool)] = []
        var index = 0
        while index < characters.count {
            guard !characters[index].isWhitespace else {
                index += 1
                continue
            }
            let start = index
            while index < characters.count, !characters[index].isWhitespace { index += 1 }
            result.append((start..<index, inPlaceholder[start..<index].contains(true)))
        }
        return result
    }

    /// Each word without a placeholder followed by a space and itself.
    func doublingWords() -> String {
        var result = ""
        var written = 0
        for word in words {
            result += String(characters[written..<word.range.upperBound])
            if !word.holdsPlaceholder { result += " " + String(characters[word.range]) }
            written = word.range.upperBound
        }
        return result + String(characters[written...])
    }

    /// The words ``doublingWords()`` wrote twice, once.
    func undoublingWords() -> String {
        var result = ""
        var written = 0
        let words = words
        var index = 0
        while index < words.count {
            let word = words[index]
            result += String(characters[written..<word.range.upperBound])
            written = word.range.upperBound
            if !word.holdsPlaceholder, index + 1 < words.count, words[index + 1].range.lowerBound == word.range.upperBound + 1,
                characters[word.range.upperBound] == " ", characters[words[index + 1].range] == characters[word.range]
            {
                written = words[index + 1].range.upperBound
                index += 1
            }
            index += 1
        }
        return result + String(characters[written...])
    }

    /// Each word between `opening` and `closing`.
    func wrappingWords(_ opening: String, _ closing: String) -> String {
        rewritingWords { opening + $0 + closing }
    }

    /// The words ``wrappingWords(_:_:)`` wrapped, unwrapped.
    func unwrappingWords(_ opening: String, _ closing: String) -> String {
        rewritingWords { Self.unwrapping($0[...], opening, closing) }
    }

    /// `text` without `opening` before and `closing` after it, when it has both.
    static func unwrapping(_ text: Substring, _ opening: String, _ closing: String) -> String {
        guard text.hasPrefix(opening), text.hasSuffix(closing), text.count >= opening.count + closing.count else { return String(text) }
        return String(text.dropFirst(opening.count).dropLast(closing.count))
    }

    /// The text with each word replaced by what `rewrite` makes of it, blanks kept.
    private func rewritingWords(_ rewrite: (String) -> String) -> String {
        var result = ""
        var written = 0
        for word in words {
            result += String(characters[written..<word.range.lowerBound]) + rewrite(String(characters[word.range]))
            written = word.range.upperBound
        }
        return result + String(characters[written...])
    }

    /// The text with every character outside placeholders that `map` has replaced.
    func mappingLetters(_ map: [Character: Character]) -> String {
        String(characters.indices.map { inPlaceholder[$0] ? characters[$0] : map[characters[$0]] ?? characters[$0] })
    }
}
