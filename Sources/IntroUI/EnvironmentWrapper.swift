import Foundation
import Observation

/// The environment as it was where a view was lowered, for the view's `@Environment`
/// properties to read while its body is evaluated (and in the actions it makes then).
final class EnvironmentSnapshot: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: EnvironmentValues?

    var values: EnvironmentValues? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// A value of the environment, like SwiftUI's `@Environment`: `@Environment(\.colorScheme)`,
/// a key of your own (`\.myValue`), or an `@Observable` object put in the environment with
/// `environment(_:)` (`@Environment(Model.self)`).
///
/// Still frame: the value in effect where the view is laid out — the render's colour
/// scheme, locale, Dynamic Type size and device, and whatever a view above sets. Read
/// outside a layout, a key path gives the default environment's value.
@propertyWrapper
public struct Environment<Value>: DynamicProperty, @unchecked Sendable {
    private let read: (EnvironmentValues?) -> Value
    private let snapshot = EnvironmentSnapshot()

    /// The value at `keyPath` of the environment.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { ($0 ?? EnvironmentValues())[keyPath: keyPath] }
    }

    /// The `@Observable` object of type `Value` put in the environment above with
    /// `environment(_:)`; there must be one, as in SwiftUI (a missing one stops the program
    /// with a message naming the type).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { values in
            guard let object = values?.object(objectType) else {
                preconditionFailure("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        }
    }

    /// The `@Observable` object of a type put in the environment above, or nil.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        read = { $0?.object(objectType) }
    }

    /// The value.
    public var wrappedValue: Value { read(snapshot.values) }
}

extension Environment: AttachedProperty {
    func attach(_ context: PropertyContext) { snapshot.values = context.environment }
}

extension View {
    /// Puts an `@Observable` object in the environment of this view's content, for
    /// `@Environment(Type.self)`.
    ///
    /// Still frame: views inside read it while they are laid out.
    @inlinable
    public consuming func environment<Object: AnyObject & Observable>(_ object: Object?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChange(.custom { $0.setObject(object, as: Object.self) })
    }
}

/// A binding maker for an `@Observable` object, like SwiftUI's `@Bindable`: `$model.name`
/// is a ``Binding`` to the object's property.
///
/// Still frame: bindings read and write the object's properties.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value>: DynamicProperty, @unchecked Sendable {
    /// The object.
    public var wrappedValue: Value

    /// The bindable itself (`$model`).
    public var projectedValue: Bindable<Value> { self }

    /// Bindings to the properties of `wrappedValue`.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to the properties of `value`.
    public init(_ value: Value) where Value: AnyObject & Observable {
        self.wrappedValue = value
    }

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: InertProperty {}
