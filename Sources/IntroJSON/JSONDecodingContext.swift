/// A value together with its path: what decoding code walks.
public struct JSONNode: Hashable, Sendable {
    /// The value.
    public let value: JSONValue
    /// Where it is in the document.
    public let path: JSONPath

    /// Creates a node.
    public init(_ value: JSONValue, path: JSONPath) {
        self.value = value
        self.path = path
    }

    /// Where the value starts in the text.
    public var position: SourcePosition { value.position }
}

/// Collects every problem of a document while model code decodes it, instead of stopping
/// at the first one.
///
/// Typical use: parse, create a context from the document (duplicate keys become errors),
/// walk the nodes with the helpers — each returns nil and records an error when the value is
/// missing or of the wrong type — then look at ``diagnostics``.
///
/// A hostile document can hold a problem per value: past ``maximumRecorded`` of a severity,
/// problems are only counted, and ``diagnostics`` ends with one line saying how many more
/// there are — so 100,000 unknown keys cost neither 100,000 lines nor 100,000 suggestions.
public final class JSONDecodingContext {
    /// The most errors, and the most warnings, recorded one by one.
    public static let maximumRecorded = 100

    /// The problems recorded one by one, in the order found.
    private var recorded: [JSONDiagnostic] = []
    /// Problems past the limit, by severity.
    private var unrecorded: [JSONDiagnostic.Severity: Int] = [:]
    /// Problems recorded, by severity.
    private var recordedCount: [JSONDiagnostic.Severity: Int] = [:]
    /// For messages reported once (``errorOnce(_:at:note:)``): where the error is in
    /// ``recorded`` and the note its first node gets when a second one turns up.
    private var once: [JSONMessage: (index: Int, firstNote: JSONDiagnostic)] = [:]

    /// Every problem reported so far, in the order found; when there were more than
    /// ``maximumRecorded`` of a severity, a last one counts the rest.
    public var diagnostics: [JSONDiagnostic] {
        let errors = unrecorded[.error, default: 0]
        let warnings = unrecorded[.warning, default: 0]
        guard errors + warnings > 0 else { return recorded }
        let summary = JSONDiagnostic(
            errors > 0 ? .error : .warning, JSONMessage("json.decode.moreDiagnostics", texts: [String(errors), String(warnings)]),
            path: .root, position: .start)
        return recorded + [summary]
    }

    /// A context for a parsed document; its duplicate keys are reported as errors.
    public init(document: JSONDocument) {
        for duplicate in document.duplicateKeys {
            report(
                .error,
                JSONMessage("json.decode.duplicateKey", texts: [duplicate.key, duplicate.firstPosition.description]),
                path: duplicate.path, position: duplicate.position)
        }
    }

    /// Whether any error (not warning) has been reported.
    public var hasErrors: Bool { recordedCount[.error, default: 0] > 0 }

    /// The errors reported so far.
    public var errors: [JSONDiagnostic] { diagnostics.filter { $0.severity == .error } }

    /// The warnings reported so far.
    public var warnings: [JSONDiagnostic] { diagnostics.filter { $0.severity == .warning } }

    /// Whether another problem of `severity` would be recorded one by one (not just counted).
    public func records(_ severity: JSONDiagnostic.Severity) -> Bool {
        recordedCount[severity, default: 0] < Self.maximumRecorded
    }

    /// Records a problem (or counts it, past ``maximumRecorded``).
    public func report(
        _ severity: JSONDiagnostic.Severity, _ message: JSONMessage, path: JSONPath, position: SourcePosition,
        notes: [JSONDiagnostic] = []
    ) {
        guard records(severity) else {
            unrecorded[severity, default: 0] += 1
            return
        }
        recordedCount[severity, default: 0] += 1
        recorded.append(JSONDiagnostic(severity, message, path: path, position: position, notes: notes))
    }

    /// Records an error about a node.
    public func error(_ message: JSONMessage, at node: JSONNode) {
        report(.error, message, path: node.path, position: node.position)
    }

    /// Records `message` once however many nodes have the problem: an error at the first
    /// node, where it is in document order; once a second node has it, the error gets a note
    /// (`note`, at that node) for each of them.
    public func errorOnce(_ message: JSONMessage, at node: JSONNode, note: JSONMessage) {
        let nodeNote = JSONDiagnostic(.note, note, path: node.path, position: node.position)
        guard let (index, firstNote) = once[message] else {
            if records(.error) { once[message] = (recorded.count, nodeNote) }
            error(message, at: node)
            return
        }
        let first = recorded[index]
        let notes = (first.notes.isEmpty ? [firstNote] : first.notes) + [nodeNote]
        recorded[index] = JSONDiagnostic(first.severity, first.message, path: first.path, position: first.position, notes: notes)
    }

    /// Records a warning about a node.
    public func warning(_ message: JSONMessage, at node: JSONNode) {
        report(.warning, message, path: node.path, position: node.position)
    }

    /// Records "expected …, found …" for a node; `expected` is a localization key.
    public func typeMismatch(expected: String, at node: JSONNode) {
        error(JSONMessage("json.decode.typeMismatch", [.localized(expected), .localized(node.value.type.messageKey)]), at: node)
    }

    /// The node's string, or nil and an error.
    public func string(_ node: JSONNode) -> String? {
        guard let value = node.value.stringValue else { return mismatch(.string, node) }
        return value
    }

    /// The node's number, or nil and an error.
    public func number(_ node: JSONNode) -> Double? {
        guard let value = node.value.numberValue else { return mismatch(.number, node) }
        return value
    }

    /// The node's Boolean, or nil and an error.
    public func bool(_ node: JSONNode) -> Bool? {
        guard let value = node.value.boolValue else { return mismatch(.boolean, node) }
        return value
    }

    /// The node's elements with their paths, or nil and an error.
    public func array(_ node: JSONNode) -> [JSONNode]? {
        guard let elements = node.value.arrayValue else { return mismatch(.array, node) }
        return elements.enumerated().map { JSONNode($1, path: node.path.appending(index: $0)) }
    }

    /// A reader for the node's members, or nil and an error.
    public func object(_ node: JSONNode) -> JSONObjectReader? {
        guard let members = node.value.objectMembers else { return mismatch(.object, node) }
        return JSONObjectReader(node: node, members: members, context: self)
    }

    private func mismatch<T>(_ expected: JSONType, _ node: JSONNode) -> T? {
        typeMismatch(expected: expected.messageKey, at: node)
        return nil
    }
}

/// Reads the members of one object, reporting missing keys, wrong types and unknown keys
/// to its ``JSONDecodingContext``.
///
/// A member whose value is `null` counts as absent for the optional helpers, as in
/// `decodeIfPresent`; the required helpers report it as a wrong type.
public struct JSONObjectReader {
    /// The object.
    public let node: JSONNode
    private let members: [JSONMember]
    let context: JSONDecodingContext

    init(node: JSONNode, members: [JSONMember], context: JSONDecodingContext) {
        self.node = node
        self.members = members
        self.context = context
    }

    /// The member's value (the last one if repeated), or nil when absent or `null`.
    public func optional(_ key: String) -> JSONNode? {
        guard let member = members.last(where: { $0.key == key }), member.value.type != .null else { return nil }
        return JSONNode(member.value, path: node.path.appending(key: key))
    }

    /// The member's value, or nil and a "missing required key" error at the object.
    public func required(_ key: String) -> JSONNode? {
        guard let member = members.last(where: { $0.key == key }) else {
            context.error(JSONMessage("json.decode.missingKey", texts: [key]), at: node)
            return nil
        }
        return JSONNode(member.value, path: node.path.appending(key: key))
    }

    /// A required string member.
    public func requiredString(_ key: String) -> String? { required(key).flatMap(context.string) }
    /// An optional string member (errors only when present with another type).
    public func optionalString(_ key: String) -> String? { optional(key).flatMap(context.string) }
    /// A required number member.
    public func requiredNumber(_ key: String) -> Double? { required(key).flatMap(context.number) }
    /// An optional number member.
    public func optionalNumber(_ key: String) -> Double? { optional(key).flatMap(context.number) }
    /// A required Boolean member.
    public func requiredBool(_ key: String) -> Bool? { required(key).flatMap(context.bool) }
    /// An optional Boolean member.
    public func optionalBool(_ key: String) -> Bool? { optional(key).flatMap(context.bool) }
    /// A required array member's elements.
    public func requiredArray(_ key: String) -> [JSONNode]? { required(key).flatMap(context.array) }
    /// An optional array member's elements.
    public func optionalArray(_ key: String) -> [JSONNode]? { optional(key).flatMap(context.array) }
    /// A required object member.
    public func requiredObject(_ key: String) -> JSONObjectReader? { required(key).flatMap(context.object) }
    /// An optional object member.
    public func optionalObject(_ key: String) -> JSONObjectReader? { optional(key).flatMap(context.object) }

    /// Warns about every member whose key is not in `known`, suggesting the closest known
    /// key when it is a likely typo.
    public func warnAboutUnknownKeys(known: Set<String>) {
        for member in members where !known.contains(member.key) {
            guard context.records(.warning) else {
                context.report(.warning, JSONMessage("json.decode.unknownKey", texts: []), path: node.path, position: member.keyPosition)
                continue
            }
            let message =
                if let suggestion = KeySuggestion.closest(to: member.key, in: known) {
                    JSONMessage("json.decode.unknownKeySuggestion", texts: [JSONMessage.excerpt(member.key), suggestion])
                } else {
                    JSONMessage("json.decode.unknownKey", texts: [JSONMessage.excerpt(member.key)])
                }
            context.report(.warning, message, path: node.path.appending(key: member.key), position: member.keyPosition)
        }
    }
}

/// "Did you mean" for misspelt keys: case-insensitive edit distance.
enum KeySuggestion {
    /// The known key closest to `key`, if it is within a third of the key's length (at least 1).
    static func closest(to key: String, in known: Set<String>) -> String? {
        let lowered = Array(key.lowercased())
        guard lowered.count <= 64 else { return nil }
        let limit = max(1, lowered.count / 3)
        return known.sorted()
            .map { ($0, distance(lowered, Array($0.lowercased()))) }
            .filter { $0.1 <= limit }
            .min { $0.1 < $1.1 }?.0
    }

    /// Edit distance where inserting, deleting, replacing or swapping two adjacent characters
    /// costs 1 (optimal string alignment), so `titel` is 1 away from `title`.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var beforePrevious: [Int] = []
        var previous = Array(0...b.count)
        for i in a.indices {
            var current = [i + 1]
            for j in b.indices {
                var cost = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a[i] == b[j] ? 0 : 1))
                if i > 0, j > 0, a[i] == b[j - 1], a[i - 1] == b[j] {
                    cost = min(cost, beforePrevious[j - 1] + 1)
                }
                current.append(cost)
            }
            beforePrevious = previous
            previous = current
        }
        return previous[b.count]
    }
}
