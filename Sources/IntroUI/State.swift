import Foundation

/// Where a piece of state lives: a value behind a lock, or, once attached to a view's place in
/// a layout, the location that place keeps across the layout's passes.
final class StateLocation<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    private var target: StateLocation<Value>?

    init(_ value: Value) { stored = value }

    /// The location reads and writes go to.
    private var resolved: StateLocation<Value> { lock.withLock { target } ?? self }

    var value: Value {
        get {
            let location = resolved
            return location.lock.withLock { location.stored }
        }
        set {
            let location = resolved
            location.lock.withLock { location.stored = newValue }
        }
    }

    /// Sends reads and writes to the location the graph keeps for `context`'s property (this
    /// one, the first time).
    func attach(_ context: PropertyContext) {
        let kept = context.graph.adopt(context.key, resolved)
        if kept !== self { lock.withLock { target = kept } }
    }
}

/// A value a view owns, like SwiftUI's `@State`: set it (in an action, `onAppear`, a binding)
/// and the view is drawn with the new value.
///
/// Still frame: the storage belongs to the view's place in the tree and lasts for the layout:
/// a value set by `onAppear`, `task` or `onChange` is the one drawn; the initial value
/// otherwise. Outside a layout it is a plain box.
@propertyWrapper
public struct State<Value>: DynamicProperty, @unchecked Sendable {
    let location: StateLocation<Value>

    /// State with an initial value.
    public init(wrappedValue value: Value) {
        location = StateLocation(value)
    }

    /// State with an initial value (SwiftUI's older spelling).
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding that reads and writes the value (`$name`).
    public var projectedValue: Binding<Value> {
        let location = location
        return Binding(get: { location.value }, set: { location.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State that starts as nil.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: AttachedProperty {
    func attach(_ context: PropertyContext) { location.attach(context) }
}

/// A two-way reference to a value owned elsewhere, like SwiftUI's `Binding`: `$state`, a
/// member of one (`$model.name`), or `Binding(get:set:)`.
///
/// Still frame: reads and writes go to the value's owner; a control drawn with a binding
/// shows the value it reads.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty, @unchecked Sendable {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.getter = get
        self.setter = set
    }

    /// Creates a binding from a getter and a setter that also takes a transaction (ignored).
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(get: get, set: { set($0, Transaction()) })
    }

    /// The binding a `$name` projection gives (what `@Binding var name` is made from).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The current value.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a member of the value (`$model.name`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }

    /// The same binding; changes through it would animate.
    ///
    /// Still frame: a change is drawn at its end state, so the animation changes nothing.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

    /// The same binding with a transaction for its changes.
    ///
    /// Still frame: the transaction changes nothing.
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

extension Binding: InertProperty {}

extension Binding {
    /// A binding to an optional value, from a binding to the value.
    public init<Wrapped>(_ base: Binding<Wrapped>) where Value == Wrapped? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }

    /// A binding to the value of an optional binding, or nil when it is nil now.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }

    /// A binding of another type whose values convert both ways (a hashable identity).
    public init<Other: Hashable>(_ base: Binding<Other>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { if let value = $0.base as? Other { base.wrappedValue = value } })
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The value's identity.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
    /// A binding to each element.
    public typealias Element = Binding<Value.Element>
    /// Iterates the element bindings.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// The element bindings of a range.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The collection's indices.
    public typealias Index = Value.Index
    /// The collection's indices.
    public typealias Indices = Value.Indices
    /// The first index.
    public var startIndex: Value.Index { wrappedValue.startIndex }
    /// The index past the last.
    public var endIndex: Value.Index { wrappedValue.endIndex }
    /// Every index.
    public var indices: Value.Indices { wrappedValue.indices }
    /// The index after `index`.
    public func index(after index: Value.Index) -> Value.Index { wrappedValue.index(after: index) }
    /// A binding to the element at `position`.
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    /// The index before `index`.
    public func index(before index: Value.Index) -> Value.Index { wrappedValue.index(before: index) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

/// A value that says which view has keyboard focus, like SwiftUI's `@FocusState`.
///
/// Still frame: no view takes focus by itself; the value is what the view sets (in
/// `onAppear`), kept like ``State``, and `focused(_:)` draws nothing differently.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, @unchecked Sendable {
    let location: StateLocation<Value>

    /// A binding to a focus state (`$name`).
    @propertyWrapper
    public struct Binding: @unchecked Sendable {
        let location: StateLocation<Value>

        /// The focus value.
        public var wrappedValue: Value {
            get { location.value }
            nonmutating set { location.value = newValue }
        }

        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    /// The focus value.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding to it, for `focused(_:)`.
    public var projectedValue: FocusState<Value>.Binding { Binding(location: location) }

    /// A focus state of whether one view has focus (false).
    public init() where Value == Bool {
        location = StateLocation(false)
    }

    /// A focus state of which view has focus (nil: none).
    public init<Field: Hashable>() where Value == Field? {
        location = StateLocation(nil)
    }
}

extension FocusState: AttachedProperty {
    func attach(_ context: PropertyContext) { location.attach(context) }
}

/// A namespace for `matchedGeometryEffect`, like SwiftUI's `@Namespace`.
///
/// Still frame: each view's place in the tree has its own identifier for the layout.
@propertyWrapper
public struct Namespace: DynamicProperty, @unchecked Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    let location: StateLocation<Int>

    /// A new namespace.
    public init() {
        location = StateLocation(Namespace.counter.add())
    }

    /// The namespace's identity.
    public var wrappedValue: Namespace.ID { ID(value: location.value) }

    private static let counter = NamespaceCounter()
}

extension Namespace: AttachedProperty {
    func attach(_ context: PropertyContext) { location.attach(context) }
}

/// Numbers namespaces, so two never share an identity.
private final class NamespaceCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0

    func add() -> Int {
        lock.withLock {
            next += 1
            return next
        }
    }
}
