/// A parsed JSON value that remembers where it was written.
///
/// Objects keep their members in document order, duplicates included (see
/// ``JSONDocument/duplicateKeys``); lookups by key return the last one, as
/// Foundation's `JSONSerialization` does.
public struct JSONValue: Hashable, Sendable {
    /// The value itself.
    public enum Kind: Hashable, Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number, as a `Double`.
        case number(Double)
        /// A string, escapes resolved.
        case string(String)
        /// An array's elements in order.
        case array([JSONValue])
        /// An object's members in document order, duplicates included.
        case object([JSONMember])
    }

    /// The value.
    public let kind: Kind
    /// Where the value starts (its first character).
    public let position: SourcePosition

    /// Creates a value at a position.
    public init(_ kind: Kind, at position: SourcePosition) {
        self.kind = kind
        self.position = position
    }

    /// The value's JSON type.
    public var type: JSONType {
        switch kind {
        case .null: .null
        case .bool: .boolean
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    /// The string, if the value is one.
    public var stringValue: String? {
        if case .string(let value) = kind { value } else { nil }
    }

    /// The number, if the value is one.
    public var numberValue: Double? {
        if case .number(let value) = kind { value } else { nil }
    }

    /// The Boolean, if the value is one.
    public var boolValue: Bool? {
        if case .bool(let value) = kind { value } else { nil }
    }

    /// The elements, if the value is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = kind { value } else { nil }
    }

    /// The members in document order, if the value is an object.
    public var objectMembers: [JSONMember]? {
        if case .object(let value) = kind { value } else { nil }
    }

    /// The last member named `key`, if the value is an object that has one.
    public subscript(key: String) -> JSONValue? {
        objectMembers?.last { $0.key == key }?.value
    }

    /// The value at `path`, or the deepest value on the way to it when the path goes
    /// further than the document (a key that is not written, an index past the end).
    public func nearestValue(at path: JSONPath) -> JSONValue {
        var value = self
        for component in path.components {
            let next: JSONValue? =
                switch component {
                case .key(let key): value[key]
                case .index(let index): value.arrayValue.flatMap { $0.indices.contains(index) ? $0[index] : nil }
                }
            guard let next else { break }
            value = next
        }
        return value
    }
}

/// One `"key": value` pair of an object.
public struct JSONMember: Hashable, Sendable {
    /// The key, unescaped.
    public let key: String
    /// Where the key's opening quote is.
    public let keyPosition: SourcePosition
    /// The value.
    public let value: JSONValue

    /// Creates a member.
    public init(key: String, keyPosition: SourcePosition, value: JSONValue) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}

/// The six JSON types, named in messages ("expected a string, found a number").
public enum JSONType: String, CaseIterable, Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case boolean
    /// A number.
    case number
    /// A string.
    case string
    /// An array.
    case array
    /// An object.
    case object

    /// The localization key of the type's name with its article ("a string").
    public var messageKey: String { "json.type.\(rawValue)" }
}

/// A parsed document: the root value and the duplicate keys found on the way.
///
/// Call ``release()`` when done with a document that may be deeply nested: freeing a value the
/// default way recurses once per level of nesting, and a million levels overflow the stack.
public struct JSONDocument: Hashable, Sendable {
    /// The top-level value.
    public private(set) var root: JSONValue
    /// Keys that appear more than once in the same object, in document order.
    public let duplicateKeys: [JSONDuplicateKey]

    /// Creates a document.
    public init(root: JSONValue, duplicateKeys: [JSONDuplicateKey] = []) {
        self.root = root
        self.duplicateKeys = duplicateKeys
    }
}

extension JSONDocument {
    /// Frees the document's values without recursion, however deep they are nested; the
    /// document is empty (`null`) afterwards.
    public mutating func release() {
        var taken = JSONValue(.null, at: .start)
        swap(&taken, &root)
        JSONValue.release(consume taken)
    }
}

extension JSONValue {
    /// Frees `values` and everything inside them level by level on a heap-allocated list, so
    /// the depth of nesting costs memory, not stack: each container is freed after its
    /// elements have been moved to the list, and each element is then one level deep.
    /// Values also held elsewhere are only released, and freed by their last holder.
    public static func release(_ values: consuming [JSONValue]) {
        var pending = consume values
        while let value = pending.popLast() {
            switch value.kind {
            case .array(let elements): pending.append(contentsOf: elements)
            case .object(let members): pending.append(contentsOf: members.lazy.map(\.value))
            case .null, .bool, .number, .string: break
            }
        }
    }

    /// Frees `value` without recursion (see ``release(_:)-([JSONValue])``).
    public static func release(_ value: consuming JSONValue) {
        release([value])
    }
}

/// A key written twice in one object.
public struct JSONDuplicateKey: Hashable, Sendable {
    /// The path of the repeated member.
    public let path: JSONPath
    /// The key.
    public let key: String
    /// Where the repeated key is.
    public let position: SourcePosition
    /// Where the key first appeared.
    public let firstPosition: SourcePosition

    /// Creates a duplicate-key record.
    public init(path: JSONPath, key: String, position: SourcePosition, firstPosition: SourcePosition) {
        self.path = path
        self.key = key
        self.position = position
        self.firstPosition = firstPosition
    }
}
