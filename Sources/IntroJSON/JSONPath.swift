/// Where a value sits in a document, rendered like `[1].rows[0].accentColor`.
///
/// The root renders as `$`. Keys that are not plain identifiers render in brackets
/// with quotes: `["my key"]`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step down from a container.
    public enum Component: Hashable, Sendable {
        /// An array element.
        case index(Int)
        /// An object member.
        case key(String)
    }

    /// The steps from the root.
    public let components: [Component]

    /// Creates a path from its steps.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The top-level value.
    public static let root = JSONPath()

    /// Whether this is the root path.
    public var isRoot: Bool { components.isEmpty }

    /// The path of an element of the array at this path.
    public func appending(index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }

    /// The path of a member of the object at this path.
    public func appending(key: String) -> JSONPath { JSONPath(components + [.key(key)]) }

    public var description: String {
        guard !components.isEmpty else { return "$" }
        var result = ""
        for component in components {
            switch component {
            case .index(let index):
                result += "[\(index)]"
            case .key(let key) where JSONPath.isIdentifier(key):
                result += result.isEmpty ? key : "." + key
            case .key(let key):
                let escaped = key.replacingOccurrences(of: "\\", with: "\\\\")
                    .replacingOccurrences(of: "\"", with: "\\\"")
                result += "[\"\(escaped)\"]"
            }
        }
        return result
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !(("0"..."9").contains(first)) else { return false }
        return key.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_"
        }
    }
}
