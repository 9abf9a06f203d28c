import Foundation

/// A module's user-facing strings in several languages, looked up by key.
///
/// Formats use numbered placeholders `{0}`, `{1}`, … so translations may reorder them.
/// Every key must have at least the ``requiredLanguages``; tests check this with
/// ``missingTranslations``.
public struct LocalizationTable: Sendable {
    /// The languages every key must have.
    public static let requiredLanguages = ["en", "es"]

    /// Key → language → format.
    public let entries: [String: [String: String]]

    /// Creates a table.
    public init(_ entries: [String: [String: String]]) {
        self.entries = entries
    }

    /// The string for `key` in the best language for `locale` (`es-MX` → `es`, `zh-Hans-CN` →
    /// `zh-Hans`; English when there is no match), with `{n}` replaced by `arguments[n]`.
    public func string(_ key: String, locale: String, _ arguments: [String] = []) -> String {
        guard let translations = entries[key] else { return key }
        let format =
            LocalizationTable.candidates(for: locale).lazy.compactMap { translations[$0] }.first
            ?? translations["en"] ?? key
        return LocalizationTable.filling(format, with: arguments)
    }

    /// `format` with each `{n}` replaced by `arguments[n]`, in one pass: an argument's own text
    /// is never searched for placeholders (a title holding "{1}" stays as it is). A `{n}`
    /// without its argument is left as written.
    static func filling(_ format: String, with arguments: [String]) -> String {
        guard !arguments.isEmpty else { return format }
        var result = ""
        var rest = format[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"),
                case let digits = rest[afterOpen..<close], !digits.isEmpty,
                digits.allSatisfy({ $0.isASCII && $0.isNumber }), let index = Int(digits),
                arguments.indices.contains(index)
            {
                result += arguments[index]
                rest = rest[rest.index(after: close)...]
            } else {
                result += "{"
                rest = rest[afterOpen...]
            }
        }
        return result + rest
    }

    /// `(key, language)` pairs where a required language is missing.
    public var missingTranslations: [(key: String, language: String)] {
        entries.keys.sorted().flatMap { key in
            LocalizationTable.requiredLanguages.compactMap { language in
                entries[key]?[language] == nil ? (key, language) : nil
            }
        }
    }

    /// Language tags to try for a locale, most specific first.
    static func candidates(for locale: String) -> [String] {
        let parts = locale.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
        guard let language = parts.first?.lowercased() else { return ["en"] }
        var result: [String] = []
        if parts.count > 1 { result.append(language + "-" + parts[1]) }
        if language == "zh" && !parts.contains(where: { $0 == "Hans" || $0 == "Hant" }) {
            result.append(parts.contains { ["TW", "HK", "MO"].contains($0) } ? "zh-Hant" : "zh-Hans")
        }
        result.append(language)
        return result
    }
}
