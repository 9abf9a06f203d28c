import Foundation

/// The strings a module renders its JSON diagnostics with (IntroJSON's own messages and the
/// module's), looked up by key in a locale.
public protocol JSONMessageCatalog {
    /// The message for `key` in `locale`, with `{n}` replaced by `arguments[n]`.
    static func localize(_ key: String, locale: String, _ arguments: [String]) -> String
}

extension JSONMessageCatalog {
    /// A diagnostic as `file:line:column: severity: path: message` in a locale (without its notes).
    public static func render(_ diagnostic: JSONDiagnostic, fileName: String, locale: String) -> String {
        diagnostic.rendered(fileName: fileName) { localize($0, locale: locale, $1) }
    }

    /// A diagnostic's line and its notes' lines, in a locale.
    public static func renderLines(_ diagnostic: JSONDiagnostic, fileName: String, locale: String) -> [String] {
        diagnostic.renderedLines(fileName: fileName) { localize($0, locale: locale, $1) }
    }
}

/// Why a JSON document could not be decoded: every error found, with the warnings.
public struct JSONDecodingFailure<Catalog: JSONMessageCatalog>: Error, Sendable {
    /// The name used in messages.
    public let fileName: String
    /// Errors and warnings, in the order found.
    public let diagnostics: [JSONDiagnostic]

    /// Creates a failure.
    public init(fileName: String, diagnostics: [JSONDiagnostic]) {
        self.fileName = fileName
        self.diagnostics = diagnostics
    }

    /// The errors only.
    public var errors: [JSONDiagnostic] { diagnostics.filter { $0.severity == .error } }

    /// Every diagnostic as `file:line:column: severity: path: message`, each followed by its
    /// notes, in a locale.
    public func renderedLines(locale: String = "en") -> [String] {
        diagnostics.flatMap { Catalog.renderLines($0, fileName: fileName, locale: locale) }
    }
}

/// A decoded value with the warnings found on the way.
public struct JSONDecoded<Value> {
    /// The value.
    public var value: Value
    /// Warnings (unknown keys, …); decoding went on past them.
    public var warnings: [JSONDiagnostic]

    /// A value with its warnings.
    public init(value: Value, warnings: [JSONDiagnostic]) {
        self.value = value
        self.warnings = warnings
    }
}

extension JSONDecodingContext {
    /// Parses `data` and decodes its root with `decode` in a fresh context: the value and its
    /// warnings, or — on a syntax error, or when any error was reported — every diagnostic.
    /// `parser` sets the limits of nesting depth and string length.
    public static func decode<Value, Catalog: JSONMessageCatalog>(
        _ data: Data, fileName: String, parser: JSONParser = JSONParser(), catalog: Catalog.Type,
        _ decode: (JSONDecodingContext, JSONNode) -> Value?
    ) -> Result<JSONDecoded<Value>, JSONDecodingFailure<Catalog>> {
        var document: JSONDocument
        do {
            document = try parser.parse(data)
        } catch {
            return .failure(JSONDecodingFailure(fileName: fileName, diagnostics: [error.diagnostic]))
        }
        let result: Result<JSONDecoded<Value>, JSONDecodingFailure<Catalog>> = decodeRoot(document, fileName: fileName, decode)
        document.release()
        return result
    }

    /// Decodes the root of `document`; every node made on the way is gone when it returns,
    /// so the caller holds the only reference to the values and can free them.
    private static func decodeRoot<Value, Catalog: JSONMessageCatalog>(
        _ document: JSONDocument, fileName: String, _ decode: (JSONDecodingContext, JSONNode) -> Value?
    ) -> Result<JSONDecoded<Value>, JSONDecodingFailure<Catalog>> {
        let context = JSONDecodingContext(document: document)
        guard let value = decode(context, JSONNode(document.root, path: .root)), !context.hasErrors else {
            return .failure(JSONDecodingFailure(fileName: fileName, diagnostics: context.diagnostics))
        }
        return .success(JSONDecoded(value: value, warnings: context.diagnostics))
    }
}
