import IntroJSON

/// Where a key or a translation of a catalog is written: its file, JSON path (for a String
/// Catalog) and line:column.
public struct StringLocation: Hashable, Sendable {
    /// The file, as given.
    public var file: String
    /// The value's path in a String Catalog; the root for a `.strings` file.
    public var path: JSONPath
    /// The line and column.
    public var position: SourcePosition

    /// Creates a location.
    public init(file: String, path: JSONPath = .root, position: SourcePosition) {
        self.file = file
        self.path = path
        self.position = position
    }
}

/// An app's translations, read from an Xcode String Catalog (`.xcstrings`) or from
/// `LANG.lproj/*.strings` files: key → language → text. A pure value: it looks texts up and
/// says what is missing, it reads no file.
///
/// A content text that is a key is drawn in a language's translation; a text that is no key
/// is drawn as written. Substitutions (`%@`, `%lld`) are kept as written.
public struct StringCatalog: Sendable {
    /// One language's text of a key.
    public struct Translation: Hashable, Sendable {
        /// The text.
        public var value: String
        /// Its review state: `translated`, `needs_review`, `new`, `stale` (a `.strings` file's
        /// texts are `translated`).
        public var state: String
        /// Where it is written.
        public var location: StringLocation

        /// Creates a translation.
        public init(value: String, state: String = Self.translated, location: StringLocation) {
            self.value = value
            self.state = state
            self.location = location
        }

        /// The state of a finished translation.
        public static let translated = "translated"
    }

    /// One key with its translations.
    public struct Entry: Hashable, Sendable {
        /// Where the key is written.
        public var location: StringLocation
        /// Language → translation.
        public var translations: [String: Translation]
        /// False for a key marked "Don't translate": drawn as written in every language.
        public var shouldTranslate: Bool

        /// Creates an entry.
        public init(location: StringLocation, translations: [String: Translation] = [:], shouldTranslate: Bool = true) {
            self.location = location
            self.translations = translations
            self.shouldTranslate = shouldTranslate
        }
    }

    /// The language the keys are written in (the development language).
    public var sourceLanguage: String
    /// Key → entry.
    public var entries: [String: Entry]

    /// Creates a catalog.
    public init(sourceLanguage: String, entries: [String: Entry]) {
        self.sourceLanguage = sourceLanguage
        self.entries = entries
    }

    /// Every language with a translation, and the source language: the source first, then
    /// the others in alphabetical order.
    public var languages: [String] {
        var others = Set(entries.values.flatMap(\.translations.keys))
        others.remove(sourceLanguage)
        return [sourceLanguage] + others.sorted()
    }

    /// The text drawn for `text` in `language`, and what is wrong with it, if anything.
    ///
    /// A text that is no key, or a key marked "Don't translate", is drawn as written. A key
    /// without a translation in `language` draws its source text (the source language's
    /// translation, else the key) with a ``StringCatalogFinding/Kind/missing`` finding; a
    /// translation whose state is not `translated` is drawn (unless empty) with a
    /// ``StringCatalogFinding/Kind/notTranslated`` finding.
    public func localize(_ text: String, language: String) -> (text: String, finding: StringCatalogFinding?) {
        guard let entry = entries[text], entry.shouldTranslate else { return (text, nil) }
        let source = entry.translations[sourceLanguage]?.value ?? text
        guard let translation = entry.translations[language] else {
            guard language != sourceLanguage else { return (text, nil) }
            return (source, StringCatalogFinding(.missing, key: text, language: language, state: nil, location: entry.location))
        }
        let shown = translation.value.isEmpty ? source : translation.value
        guard translation.state == Translation.translated else {
            return (
                shown,
                StringCatalogFinding(
                    .notTranslated, key: text, language: language, state: translation.state, location: translation.location)
            )
        }
        return (shown, nil)
    }
}

/// A problem with a key a content text uses, in one language: a warning.
public struct StringCatalogFinding: Hashable, Sendable {
    /// What is wrong.
    public enum Kind: String, Hashable, Sendable {
        /// The key has no translation in the language: the source text is drawn.
        case missing
        /// The translation's state is not `translated` (`needs_review`, `new`, `stale` …).
        case notTranslated
    }

    /// What is wrong.
    public var kind: Kind
    /// The key.
    public var key: String
    /// The language.
    public var language: String
    /// The translation's state (``Kind/notTranslated``).
    public var state: String?
    /// The key's place (``Kind/missing``) or the translation's.
    public var location: StringLocation

    /// Creates a finding.
    public init(_ kind: Kind, key: String, language: String, state: String?, location: StringLocation) {
        self.kind = kind
        self.key = key
        self.language = language
        self.state = state
        self.location = location
    }

    /// The finding as a warning diagnostic at its location (render it with
    /// ``StringCatalogStrings``).
    public var diagnostic: JSONDiagnostic {
        let key = JSONMessage.excerpt(self.key)
        let message =
            switch kind {
            case .missing: JSONMessage("strings.missing", texts: [key, language])
            case .notTranslated: JSONMessage("strings.notTranslated", texts: [key, language, state ?? ""])
            }
        return JSONDiagnostic(.warning, message, path: location.path, position: location.position)
    }

    /// The finding as `file:line:column: warning: path: message`, in a locale.
    public func rendered(locale: String) -> String {
        StringCatalogStrings.render(diagnostic, fileName: location.file, locale: locale)
    }
}
