import Foundation
import IntroCombine

/// Where a `@StateObject`'s object lives: made once, the first time it is read, then kept by
/// the view's place in the layout.
final class ObjectLocation<Object: AnyObject>: @unchecked Sendable {
    private let lock = NSLock()
    private var make: (() -> Object)?
    private var made: Object?
    private var target: ObjectLocation<Object>?

    init(_ make: @escaping () -> Object) { self.make = make }

    private var resolved: ObjectLocation<Object> { lock.withLock { target } ?? self }

    var object: Object {
        let location = resolved
        return location.lock.withLock {
            if let made = location.made { return made }
            let object = location.make?() ?? { preconditionFailure("a StateObject without a maker") }()
            location.made = object
            location.make = nil
            return object
        }
    }

    func attach(_ context: PropertyContext) {
        let kept = context.graph.adopt(context.key, resolved)
        if kept !== self { lock.withLock { target = kept } }
    }
}

/// An `ObservableObject` a view owns, like SwiftUI's `@StateObject`: made once per view.
///
/// Still frame: made the first time the view's body reads it and kept for the layout, so an
/// object changed by `onAppear` or a task is drawn as changed.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, @unchecked Sendable {
    private let location: ObjectLocation<ObjectType>

    /// An object made by `thunk` when first needed.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        location = ObjectLocation(thunk)
    }

    /// The object. Main-actor isolated, as SwiftUI's is: in Swift 5 a view that owns one is a
    /// main-actor type, so it may make a `@MainActor` model.
    @MainActor @preconcurrency public var wrappedValue: ObjectType { location.object }

    /// Bindings to the object's properties (`$model.name`).
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(object: wrappedValue)
    }
}

extension StateObject: AttachedProperty {
    func attach(_ context: PropertyContext) { location.attach(context) }
}

/// An `ObservableObject` owned elsewhere, like SwiftUI's `@ObservedObject`.
///
/// Still frame: the view is drawn with the object's values when it is laid out.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, @unchecked Sendable {
    /// Bindings to the properties of an observed object.
    @dynamicMemberLookup
    public struct Wrapper: @unchecked Sendable {
        let object: ObjectType

        /// A binding to a property of the object.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    private var object: ObjectType

    /// The object (main-actor isolated, as SwiftUI's is).
    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        get { object }
        set { object = newValue }
    }

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        object = wrappedValue
    }

    /// Observes `initialValue` (the older spelling).
    public init(initialValue: ObjectType) {
        object = initialValue
    }

    /// Bindings to the object's properties (`$model.name`).
    @MainActor @preconcurrency public var projectedValue: Wrapper { Wrapper(object: object) }
}

extension ObservedObject: InertProperty {}

/// An `ObservableObject` put in the environment above with `environmentObject(_:)`, like
/// SwiftUI's `@EnvironmentObject`.
///
/// Still frame: the object in effect where the view is laid out; there must be one, as in
/// SwiftUI (a missing one stops the program with a message naming the type).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, @unchecked Sendable {
    private let snapshot = EnvironmentSnapshot()

    /// Reads the object from the environment.
    public init() {}

    /// The object (main-actor isolated, as SwiftUI's is).
    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        guard let object = snapshot.values?.object(ObjectType.self) else {
            preconditionFailure(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties (`$model.name`).
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject.Wrapper(object: wrappedValue)
    }
}

extension EnvironmentObject: AttachedProperty {
    func attach(_ context: PropertyContext) { snapshot.values = context.environment }
}

extension View {
    /// Puts an `ObservableObject` in the environment of this view's content, for
    /// `@EnvironmentObject`.
    ///
    /// Still frame: views inside read it while they are laid out.
    @inlinable
    public consuming func environmentObject<Object: ObservableObject>(_ object: Object) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChange(.custom { $0.setObject(object, as: Object.self) })
    }

    /// Runs `action` with each value `publisher` sends.
    ///
    /// Still frame: subscribes while the view is lowered, so the action receives what the
    /// publisher sends when subscribed to (a `Just`'s value, a `CurrentValueSubject`'s
    /// current value, a `@Published` property's), then the subscription ends; a timer sends
    /// nothing. State the action sets is drawn.
    @inlinable
    public consuming func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
        -> ModifiedContent<Self, _LifecycleModifier> where P.Failure == Never
    {
        modifier(_LifecycleModifier { tree in tree.receive(publisher, action) })
    }
}

extension _ViewLowering {
    /// Subscribes `action` to `publisher` once (the first pass that reaches this place), after
    /// the pass, and ends the subscription at once.
    @usableFromInline
    mutating func receive<P: Publisher>(_ publisher: P, _ action: @escaping (P.Output) -> Void) where P.Failure == Never {
        appear { publisher.sink(receiveValue: action).cancel() }
    }
}
