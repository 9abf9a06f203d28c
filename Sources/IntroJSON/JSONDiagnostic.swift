/// One problem found in a document: how bad, where (path and line:column) and what.
public struct JSONDiagnostic: Hashable, Sendable {
    /// How bad a problem is.
    public enum Severity: String, Hashable, Sendable {
        /// The document cannot be used as written.
        case error
        /// The document is usable, but something is probably not what its author meant.
        case warning
        /// More about the diagnostic above it (another place the same problem occurs).
        case note
    }

    /// Error or warning.
    public let severity: Severity
    /// What is wrong and how to fix it.
    public let message: JSONMessage
    /// The value concerned.
    public let path: JSONPath
    /// Where in the text.
    public let position: SourcePosition
    /// Notes printed under the diagnostic, such as every place a problem reported once occurs.
    public let notes: [JSONDiagnostic]

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, _ message: JSONMessage, path: JSONPath, position: SourcePosition, notes: [JSONDiagnostic] = []
    ) {
        self.severity = severity
        self.message = message
        self.path = path
        self.position = position
        self.notes = notes
    }

    /// The diagnostic as one line in the compilers' format, e.g.
    /// `welcome.json:12:5: error: [1].rows[0].accentColor: "12345" is not a colour: …`.
    ///
    /// The severity word stays in English (`error`, `warning`) so editors and CI can parse
    /// it; the message is rendered through `localize` (see ``JSONMessage/rendered(_:)``).
    /// The path is left out for the root; ``notes`` are not included (see
    /// ``renderedLines(fileName:localize:)``).
    public func rendered(fileName: String, localize: (_ key: String, _ arguments: [String]) -> String) -> String {
        let location = "\(fileName):\(position.line):\(position.column): \(severity.rawValue): "
        let subject = path.isRoot ? "" : "\(path): "
        return location + subject + message.rendered(localize)
    }

    /// The diagnostic's line followed by one line per note.
    public func renderedLines(fileName: String, localize: (_ key: String, _ arguments: [String]) -> String) -> [String] {
        [rendered(fileName: fileName, localize: localize)] + notes.map { $0.rendered(fileName: fileName, localize: localize) }
    }
}
