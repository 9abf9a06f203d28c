import Foundation

/// A key for a value of your own in ``EnvironmentValues``, as in SwiftUI: declare the key
/// with its default, then a property of `EnvironmentValues` that reads and writes
/// `self[MyKey.self]` (or write `@Entry var myValue = …`, which does both).
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no view above sets one.
    static var defaultValue: Value { get }
}

/// The values of ``EnvironmentKey``s and the environment's objects, by the key's (or the
/// object's) type. Values compare equal when their types say so (`Equatable`), objects when
/// they are the same object.
@usableFromInline
struct CustomEnvironment: Hashable, @unchecked Sendable {
    private var values: [ObjectIdentifier: Any] = [:]

    subscript(key: ObjectIdentifier) -> Any? {
        get { values[key] }
        set { values[key] = newValue }
    }

    @usableFromInline
    static func == (lhs: CustomEnvironment, rhs: CustomEnvironment) -> Bool {
        lhs.values.count == rhs.values.count
            && lhs.values.allSatisfy { key, value in rhs.values[key].map { same(value, $0) } ?? false }
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(values.count)
        for key in values.keys.sorted() { hasher.combine(key) }
    }

    private static func same(_ lhs: Any, _ rhs: Any) -> Bool {
        if let lhs = lhs as? any Equatable { return equal(lhs, rhs) }
        let (left, right) = (lhs as AnyObject, rhs as AnyObject)
        return type(of: lhs) is AnyClass && left === right
    }

    private static func equal<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool { (rhs as? Value) == lhs }
}

extension EnvironmentValues {
    /// The value of a key of your own: its ``EnvironmentKey/defaultValue`` until a view above
    /// sets it (`.environment(\.myValue, …)`).
    ///
    /// Still frame: the value in effect where the view is laid out.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { custom[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue as Any }
    }

    /// The object of a type put in the environment above, if any.
    @usableFromInline
    func object<Object>(_ type: Object.Type) -> Object? {
        custom[ObjectIdentifier(type)] as? Object
    }

    /// Puts an object in the environment by its type.
    @usableFromInline
    mutating func setObject<Object>(_ object: Object?, as type: Object.Type) {
        custom[ObjectIdentifier(type)] = object.map { $0 as Any }
    }
}
