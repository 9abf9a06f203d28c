/// A user-facing message as a localization key plus arguments, rendered later in the
/// reader's language.
///
/// IntroJSON imports only Foundation, so it carries messages instead of strings. The
/// formats live in ``JSONMessages/table`` (key → language → format with `{0}`, `{1}` …
/// placeholders); modules above wrap that table in IntroUI's `LocalizationTable` and pass
/// its lookup to ``rendered(_:)``.
public struct JSONMessage: Hashable, Sendable {
    /// One argument of a message.
    public enum Argument: Hashable, Sendable {
        /// Text inserted as is (a key name, a value from the document).
        case text(String)
        /// The localized string for another key, with no arguments (a type name, an expectation).
        case localized(String)
    }

    /// The localization key.
    public let key: String
    /// The arguments, in placeholder order.
    public let arguments: [Argument]

    /// Creates a message.
    public init(_ key: String, _ arguments: [Argument] = []) {
        self.key = key
        self.arguments = arguments
    }

    /// A message whose arguments are all plain text.
    public init(_ key: String, texts: [String]) {
        self.init(key, texts.map(Argument.text))
    }

    /// Renders the message with a lookup that turns a key and its (already rendered)
    /// arguments into text, such as `{ table.string($0, locale: "es", $1) }`.
    public func rendered(_ localize: (_ key: String, _ arguments: [String]) -> String) -> String {
        let texts = arguments.map { argument in
            switch argument {
            case .text(let text): text
            case .localized(let key): localize(key, [])
            }
        }
        return localize(key, texts)
    }

    /// A document string shortened for a message: at most `limit` characters, with `…`
    /// standing for the rest, so a 100,000-character value does not flood the output.
    public static func excerpt(_ string: String, limit: Int = 40) -> String {
        string.count <= limit ? string : String(string.prefix(limit)) + "…"
    }

    /// A number as messages and compact output show it: a whole number below 10¹⁵ without a
    /// fraction (`17`, `0` for `-0`), anything else in Swift's shortest round-trip spelling
    /// (`1.5`, `1e+308`, `nan`, `inf`). Never traps: converting 1e308 or an infinity to `Int`
    /// would, and a message about such a value must still be printed.
    public static func number(_ value: Double) -> String {
        guard value == value.rounded(), abs(value) < 1e15 else { return String(value) }
        return String(Int64(value))
    }
}
