import Foundation

/// Where an `@AppStorage` or `@SceneStorage` value lives: the layout's defaults once the view is
/// attached, a box of its own before.
final class DefaultsLocation<Value>: @unchecked Sendable {
    private let lock = NSLock()
    let key: String
    let defaultValue: Value
    private var own: Value?
    private var graph: ViewGraph?

    init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    var value: Value {
        get {
            lock.withLock {
                if let graph { return graph.defaults[key] as? Value ?? defaultValue }
                return own ?? defaultValue
            }
        }
        set {
            lock.withLock {
                if let graph { graph.defaults[key] = newValue } else { own = newValue }
            }
        }
    }

    func attach(_ context: PropertyContext) { lock.withLock { graph = context.graph } }
}

/// A value kept in the user's defaults, like SwiftUI's `@AppStorage`.
///
/// Still frame: defaults live in memory, for one layout: the value is the default given
/// here until a view of the layout writes the key (in `onAppear`, say); the machine's
/// defaults and `store` are never read or written, so a render depends on nothing outside it.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty, @unchecked Sendable {
    let location: DefaultsLocation<Value>

    init(key: String, defaultValue: Value) {
        location = DefaultsLocation(key: key, defaultValue: defaultValue)
    }

    /// The value.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let location = location
        return Binding(get: { location.value }, set: { location.value = $0 })
    }
}

extension AppStorage: AttachedProperty {
    func attach(_ context: PropertyContext) { location.attach(context) }
}

extension AppStorage {
    /// A Boolean under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// An integer under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// A number under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// A string under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// A URL under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// Bytes under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// A date under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// A value stored as its integer raw value under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// A value stored as its string raw value under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional value under `key`, nil until written.
    public init<Wrapped>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped? {
        self.init(key: key, defaultValue: nil)
    }
}

/// A value a scene restores, like SwiftUI's `@SceneStorage`.
///
/// Still frame: as ``AppStorage``: the default given here until a view of the layout writes
/// the key; nothing is restored from a previous run.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty, @unchecked Sendable {
    let location: DefaultsLocation<Value>

    init(key: String, defaultValue: Value) {
        location = DefaultsLocation(key: "scene." + key, defaultValue: defaultValue)
    }

    /// The value.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let location = location
        return Binding(get: { location.value }, set: { location.value = $0 })
    }
}

extension SceneStorage: AttachedProperty {
    func attach(_ context: PropertyContext) { location.attach(context) }
}

extension SceneStorage {
    /// A Boolean under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(key: key, defaultValue: wrappedValue) }
    /// An integer under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(key: key, defaultValue: wrappedValue) }
    /// A number under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(key: key, defaultValue: wrappedValue) }
    /// A string under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(key: key, defaultValue: wrappedValue) }
    /// A URL under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(key: key, defaultValue: wrappedValue) }
    /// Bytes under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(key: key, defaultValue: wrappedValue) }
    /// A value stored as its integer raw value under `key`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }
    /// A value stored as its string raw value under `key`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue)
    }
}
