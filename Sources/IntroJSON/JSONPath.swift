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

    /// The last step and the path it is taken from, shared by every path that extends it: a
    /// path one step longer costs one link, not a copy of its steps, so the paths of a
    /// document nested N levels deep take O(N) memory, not O(N²).
    private final class Link: @unchecked Sendable {
        let component: Component
        /// Set at creation; cleared only by `deinit`, which frees a long chain without recursion.
        var parent: Link?
        let count: Int

        init(_ component: Component, parent: Link?) {
            self.component = component
            self.parent = parent
            count = (parent?.count ?? 0) + 1
        }

        deinit {
            var next = parent
            parent = nil
            while next != nil, isKnownUniquelyReferenced(&next) {
                let following = next?.parent
                next?.parent = nil
                next = following
            }
        }
    }

    private let last: Link?

    /// The steps from the root.
    public var components: [Component] {
        var steps: [Component] = []
        steps.reserveCapacity(last?.count ?? 0)
        var link = last
        while let current = link {
            steps.append(current.component)
            link = current.parent
        }
        return steps.reversed()
    }

    /// Creates a path from its steps.
    public init(_ components: [Component] = []) {
        last = components.reduce(nil) { Link($1, parent: $0) }
    }

    private init(last: Link) {
        self.last = last
    }

    /// The top-level value.
    public static let root = JSONPath()

    /// Whether this is the root path.
    public var isRoot: Bool { last == nil }

    /// The path of an element of the array at this path.
    public func appending(index: Int) -> JSONPath { JSONPath(last: Link(.index(index), parent: last)) }

    /// The path of a member of the object at this path.
    public func appending(key: String) -> JSONPath { JSONPath(last: Link(.key(key), parent: last)) }

    public static func == (left: JSONPath, right: JSONPath) -> Bool {
        left.last === right.last || left.components == right.components
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }

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
