@_spi(Reflection) import Swift
import Foundation
import Synchronization

/// A stored property of a view that is brought up to date before the view's `body` is
/// evaluated, as in SwiftUI: ``State``, ``Binding``, ``Environment``, ``AppStorage`` and the
/// other property wrappers are dynamic properties, and so is a struct of your own that
/// conforms and holds them.
///
/// Still frame: before a view's `body` is evaluated, its wrappers are attached to the storage
/// of the view's place in the tree (state, state objects, namespaces, focus) and to the
/// environment in effect there, found by reflection once per view type (a type without
/// them costs one lookup).
public protocol DynamicProperty {
    /// Called before the view's `body` is evaluated; the default does nothing.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing.
    public mutating func update() {}
}

/// What a wrapper of IntroUI does when the view holding it is lowered.
protocol AttachedProperty {
    /// Attaches to the storage of the view being lowered (`context.key` is this property's)
    /// and to the environment in effect.
    func attach(_ context: PropertyContext)
}

/// A dynamic property with nothing to attach (``Binding``, `ObservedObject`): a view that
/// holds only these needs no scope.
protocol InertProperty {}

/// Where a view's property is attached: the graph that outlives a pass, the property's key in
/// it, and the environment in effect at the view.
struct PropertyContext {
    let graph: ViewGraph
    let key: ViewGraph.StorageKey
    let environment: EnvironmentValues
}

/// What outlives one lowering pass of a layout: the storage of each view's state, found by the
/// view's place in the tree (its nearest stateful ancestor, its type and how many views of that
/// type came before it there), the lifecycle actions already run, and `onChange` values.
/// Made the first time a view needs it, so a tree without state makes none.
@usableFromInline
final class ViewGraph {
    /// A view's place: its nearest stateful ancestor's scope, its type and its rank among the
    /// views of that type under that ancestor.
    struct ScopeKey: Hashable {
        let parent: Int32
        let type: ObjectIdentifier
        let ordinal: Int32
    }

    /// One property of the view with a scope.
    struct StorageKey: Hashable {
        let scope: Int32
        let index: Int32
    }

    private var scopes: [ScopeKey: Int32] = [:]
    private var ordinals: [ScopeKey: Int32] = [:]
    private var storage: [StorageKey: AnyObject] = [:]
    private var appeared: Set<Int32> = []
    private var changeValues: [Int32: Any] = [:]
    private var pending: [() -> Void] = []
    /// `@AppStorage` and `@SceneStorage` values written during this layout, by key.
    var defaults: [String: Any] = [:]
    /// How many passes have been made.
    private(set) var passes = 1

    /// The most passes a layout makes: an `onAppear` that changes state makes another pass, in
    /// which new views may appear; a view that keeps changing its state stops there.
    static let passLimit = 8

    /// The scope of a view of `type` lowered under `parent` now.
    func scope(parent: Int32, type: ObjectIdentifier) -> Int32 {
        let counter = ScopeKey(parent: parent, type: type, ordinal: -1)
        let ordinal = ordinals[counter, default: 0]
        ordinals[counter] = ordinal + 1
        let key = ScopeKey(parent: parent, type: type, ordinal: ordinal)
        if let known = scopes[key] { return known }
        let made = Int32(scopes.count + 1)
        scopes[key] = made
        return made
    }

    /// The storage of a property, made by `make` the first time.
    func storage<Storage: AnyObject>(_ key: StorageKey, make: () -> Storage) -> Storage {
        if let known = storage[key] as? Storage { return known }
        let made = make()
        storage[key] = made
        return made
    }

    /// Keeps `storage` as the property's storage unless the property has some already.
    func adopt<Storage: AnyObject>(_ key: StorageKey, _ made: Storage) -> Storage {
        storage(key) { made }
    }

    /// Runs `action` after this pass, once per scope.
    func appear(_ scope: Int32, _ action: @escaping () -> Void) {
        if appeared.insert(scope).inserted { pending.append(action) }
    }

    /// Runs `action` after this pass when `value` differs from the scope's value in the pass
    /// before (or, with `initial`, in the first pass).
    func change<Value: Equatable>(_ scope: Int32, _ value: Value, initial: Bool, _ action: @escaping (Value, Value) -> Void) {
        let previous = changeValues[scope] as? Value
        changeValues[scope] = value
        if let previous, previous != value {
            pending.append { action(previous, value) }
        } else if previous == nil, initial {
            pending.append { action(value, value) }
        }
    }

    /// The preference values each `GeometryReader`'s content set, by the reader's scope and
    /// key: those of the last layout (which lowering puts in the reader's place) and those the
    /// layout in progress collects.
    private var readerValues: [Int32: PreferenceValues] = [:]
    private var collectedReaderValues: [Int32: PreferenceValues] = [:]

    /// The values the content of the reader of scope `scope` set in the last layout.
    func readerPreferences(_ scope: Int32) -> PreferenceValues? { readerValues[scope] }

    /// Keeps the values the content of the reader of scope `scope` set when it was placed.
    func collectPreferences(_ values: PreferenceValues, reader scope: Int32) {
        collectedReaderValues[scope] = values
    }

    /// After a layout: the values its `GeometryReader`s set become those lowering reads; true
    /// when they differ from the ones the layout was lowered with (it is made again).
    @usableFromInline
    func takeGeometryPreferences() -> Bool {
        defer {
            readerValues = collectedReaderValues
            collectedReaderValues = [:]
        }
        return Set(readerValues.keys).union(collectedReaderValues.keys).contains { scope in
            !(readerValues[scope] ?? PreferenceValues()).isSame(as: collectedReaderValues[scope] ?? PreferenceValues())
        }
    }

    /// Starts lowering the tree again, after a layout (views find their scopes again).
    @usableFromInline
    func startAgain() {
        ordinals.removeAll(keepingCapacity: true)
        passes += 1
    }

    /// Runs the actions of the pass just made; true when there were some and another pass is
    /// allowed, which then starts.
    @usableFromInline
    func settle() -> Bool {
        guard !pending.isEmpty, passes < Self.passLimit else { return false }
        let actions = pending
        pending.removeAll()
        for action in actions { action() }
        passes += 1
        ordinals.removeAll(keepingCapacity: true)
        return true
    }
}

/// Where a type's dynamic properties are: each stored property that attaches (``State``,
/// ``Environment`` …) or is a dynamic property of its own holding more, by its offset in a
/// value of the type, in declaration order. Found once per type from its field metadata, so
/// attaching reads the properties in place instead of reflecting the value at every pass.
/// Immutable (offsets and metatypes), so shared between threads.
struct DynamicPropertyLayout: @unchecked Sendable {
    enum Field {
        case attached(offset: Int, type: any AttachedProperty.Type)
        case nested(offset: Int, type: any DynamicProperty.Type)
    }

    /// The fields, or nil when the type's fields cannot be read in place (a class): its
    /// values are then reflected.
    let fields: [Field]?

    /// Whether the type has dynamic properties to attach.
    let isEmpty: Bool

    private static let known = Mutex<[ObjectIdentifier: DynamicPropertyLayout]>([:])

    /// The layout of `type`, found the first time it is asked for.
    static func of<Value>(_ type: Value.Type) -> DynamicPropertyLayout {
        let key = ObjectIdentifier(type)
        if let known = known.withLock({ $0[key] }) { return known }
        let found = DynamicPropertyLayout(type)
        known.withLock { $0[key] = found }
        return found
    }

    private init<Value>(_ type: Value.Type) {
        var fields: [Field] = []
        // A class's stored properties are in its object, not in the value (the reference).
        let readable = !(type is AnyObject.Type) && _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            if let attached = fieldType as? any AttachedProperty.Type {
                fields.append(.attached(offset: offset, type: attached))
            } else if !(fieldType is any InertProperty.Type), let nested = fieldType as? any DynamicProperty.Type {
                fields.append(.nested(offset: offset, type: nested))
            }
            return true
        }
        self.fields = readable ? fields : nil
        isEmpty = readable && fields.isEmpty
    }
}

/// The part of lowering that state needs: the graph (made when first needed), the scope of
/// the nearest view with dynamic properties, and what a presentation found or said.
@usableFromInline
struct LoweringState {
    @usableFromInline var graph: ViewGraph?
    var scope: Int32 = 0
    /// The first true `sheet`/`fullScreenCover`/`popover` of the pass (Presentation.swift).
    @usableFromInline var presentation: PresentedView?
    /// Whether the window with its presentation is being lowered (presentations are not
    /// looked for then; what the presented view says is recorded).
    @usableFromInline var isPresentingWindow = false
    /// What the presented view said about its sheet.
    var presentationPreferences = PresentationPreferences()

    @usableFromInline init() {}

    /// The state a new pass starts with: the graph, and whether the window is presenting.
    @usableFromInline
    init(continuing previous: LoweringState) {
        graph = previous.graph
        isPresentingWindow = previous.isPresentingWindow
    }
}

extension _ViewLowering {
    /// Lowers `view` until its state settles: after each pass the `onAppear` actions of views
    /// that appeared (and `onChange` actions of values that changed) run, and when there were
    /// any the tree is lowered again with the state they set (at most ``ViewGraph/passLimit``
    /// passes). When the settled tree presents a view (a true `sheet`), the window is lowered
    /// again with the presentation over it. `RenderingContext.canvas` is the canvas meanwhile.
    @inlinable
    static func lowered<Root: View>(_ view: Root, environment: EnvironmentValues, canvas: Canvas) -> (tree: LayoutTree, root: Int) {
        let lowered = lowered(view, environment: environment, canvas: canvas, continuing: nil)
        return (lowered.tree, lowered.root)
    }

    /// As ``lowered(_:environment:canvas:)``, continuing `graph` (the view's state after a
    /// layout, when `GeometryReader`s set preferences); returns the graph too.
    @inlinable
    static func lowered<Root: View>(_ view: Root, environment: EnvironmentValues, canvas: Canvas, continuing graph: ViewGraph?)
        -> (tree: LayoutTree, root: Int, graph: ViewGraph?)
    {
        RenderingContext.$canvas.withValue(canvas) {
            var lowering = _ViewLowering(environment: environment, canvas: canvas)
            if let graph {
                graph.startAgain()
                lowering.state.graph = graph
            }
            let root = lowering.settle(view, environment: environment, canvas: canvas)
            let graph = lowering.state.graph
            guard let presented = lowering.state.presentation else { return (lowering.tree, root, graph) }
            let window = presenting(presented, over: view, after: lowering.state, environment: environment, canvas: canvas)
            return (window.tree, window.root, graph)
        }
    }

    /// Lowers passes of `view` until no action changes state; returns the root.
    @inlinable
    mutating func settle<Root: View>(_ view: Root, environment: EnvironmentValues, canvas: Canvas) -> Int {
        var root = lowerRoot(view)
        while let graph = state.graph, graph.settle() {
            let kept = LoweringState(continuing: state)
            self = _ViewLowering(environment: environment, canvas: canvas)
            state = kept
            root = lowerRoot(view)
        }
        return root
    }

    /// Lowers the window presenting `presented` over `view`: once, and again when the
    /// presented view said how its sheet looks (`presentationDetents`).
    @usableFromInline
    static func presenting<Root: View>(
        _ presented: PresentedView, over view: Root, after first: LoweringState, environment: EnvironmentValues, canvas: Canvas
    ) -> (tree: LayoutTree, root: Int) {
        func lower(_ preferences: PresentationPreferences, after previous: LoweringState) -> (_ViewLowering, Int) {
            var lowering = _ViewLowering(environment: environment, canvas: canvas)
            lowering.state = LoweringState(continuing: previous)
            lowering.state.isPresentingWindow = true
            let window = PresentedWindow(presenter: view, presented: presented, preferences: preferences)
            let root = lowering.settle(window, environment: environment, canvas: canvas)
            return (lowering, root)
        }
        var (lowering, root) = lower(PresentationPreferences(), after: first)
        let said = lowering.state.presentationPreferences
        if said != PresentationPreferences() { (lowering, root) = lower(said, after: lowering.state) }
        return (lowering.tree, root)
    }

    /// The graph, made now if this is the first view that needs it.
    var graph: ViewGraph {
        mutating get {
            if let graph = state.graph { return graph }
            let made = ViewGraph()
            state.graph = made
            return made
        }
    }

    /// A scope for something of `type` lowered here (a view with state, a lifecycle modifier).
    mutating func scope(for type: Any.Type) -> Int32 {
        graph.scope(parent: state.scope, type: ObjectIdentifier(type))
    }

    /// Attaches `value`'s dynamic properties (a view, a view modifier, a button style) before
    /// its body is evaluated; returns the scope to leave afterwards with ``leave(_:)``, or nil
    /// when its type has none.
    @usableFromInline
    mutating func attachDynamicProperties<Value>(of value: Value) -> Int32? {
        let layout = DynamicPropertyLayout.of(Value.self)
        guard !layout.isEmpty else { return nil }
        let outer = state.scope
        let scope = self.scope(for: Value.self)
        var index: Int32 = 0
        attach(value, layout, scope: scope, index: &index)
        state.scope = scope
        return outer
    }

    /// Attaches the properties of `value` (of a type whose layout is `layout`) in order.
    private mutating func attach<Value>(_ value: Value, _ layout: DynamicPropertyLayout, scope: Int32, index: inout Int32) {
        guard let fields = layout.fields else { return attach(Mirror(reflecting: value), scope: scope, index: &index) }
        withUnsafePointer(to: value) { pointer in
            let base = UnsafeRawPointer(pointer)
            for field in fields {
                switch field {
                case .attached(let offset, let type):
                    attach(type, at: base + offset, key: ViewGraph.StorageKey(scope: scope, index: index))
                    index += 1
                case .nested(let offset, let type):
                    attachNested(type, at: base + offset, scope: scope, index: &index)
                }
            }
        }
    }

    private mutating func attach<Property: AttachedProperty>(_: Property.Type, at field: UnsafeRawPointer, key: ViewGraph.StorageKey) {
        field.assumingMemoryBound(to: Property.self).pointee.attach(PropertyContext(graph: graph, key: key, environment: environment))
    }

    /// Brings a dynamic property of the view's own up to date, then attaches what it holds.
    private mutating func attachNested<Property: DynamicProperty>(
        _: Property.Type, at field: UnsafeRawPointer, scope: Int32, index: inout Int32
    ) {
        var property = field.assumingMemoryBound(to: Property.self).pointee
        property.update()
        attach(property, DynamicPropertyLayout.of(Property.self), scope: scope, index: &index)
    }

    /// Attaches the properties of a value whose fields cannot be read in place, by reflection.
    private mutating func attach(_ mirror: Mirror, scope: Int32, index: inout Int32) {
        for child in mirror.children {
            if let property = child.value as? any AttachedProperty {
                property.attach(
                    PropertyContext(graph: graph, key: ViewGraph.StorageKey(scope: scope, index: index), environment: environment))
                index += 1
            } else if !(child.value is any InertProperty), var property = child.value as? any DynamicProperty {
                property.update()
                attach(Mirror(reflecting: property), scope: scope, index: &index)
            }
        }
    }

    /// Restores the scope from before ``attachDynamicProperties(of:)``.
    @usableFromInline
    mutating func leave(_ outer: Int32) { state.scope = outer }
}

/// What code outside the view tree can ask about the render in progress.
public enum RenderingContext {
    /// The canvas being laid out (the device, its size, scale and safe area): set by
    /// ``LayoutEngine`` while it lowers a view and runs its lifecycle actions, and by a host
    /// (`introkit previews`) while it builds a preview's view, so that UIKit's
    /// `UIScreen.main` and `UIDevice.current` (IntroUIKit) describe the device drawn.
    @TaskLocal public static var canvas: Canvas?
}
