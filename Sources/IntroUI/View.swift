import Foundation

/// A piece of user interface, described as a value, like SwiftUI's `View`.
///
/// Write your own views by giving them a `body` made of other views. ``LayoutEngine``
/// turns a view into frames and a ``DisplayList``.
public protocol View {
    /// The type of the view's content.
    associatedtype Body: View
    /// The view's content.
    @ViewBuilder var body: Body { get }

    /// Adds the view's layout nodes to a tree being built. Views of your own keep the
    /// default, which lowers their `body`; built-in views add nodes directly. Like
    /// SwiftUI's `_makeView`, this is a static requirement, so lowering a view tree takes
    /// no runtime type checks.
    ///
    /// A generic built-in view's (and generic modifier's) `_lower` is `@inline(__always)`, so
    /// that its protocol witness is its body: called unspecialised (from a preview compiled
    /// `-Onone`), the witness reads the view's fields through the type metadata it is handed,
    /// where a separate function would look that metadata up again, a hash lookup per call.
    static func _lower(_ view: Self, into tree: inout _ViewLowering)
}

extension View {
    /// Lowers the view's `body`, after attaching its dynamic properties (``State``,
    /// ``Environment`` …) to the storage of its place in the tree, if it has any.
    @inlinable
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        let outer = tree.attachDynamicProperties(of: view)
        Body._lower(view.body, into: &tree)
        if let outer { tree.leave(outer) }
    }
}

extension Never: View {
    /// `Never` has no body; it is the `Body` of built-in views.
    public var body: Never { self }

    /// There is no `Never` to lower.
    @inlinable
    public static func _lower(_ view: Never, into tree: inout _ViewLowering) {}
}

/// Built-in views: they lower themselves into layout nodes instead of having a body.
protocol PrimitiveView: View where Body == Never {}

extension PrimitiveView {
    /// Built-in views have no body; the layout engine never asks for it.
    public var body: Never {
        preconditionFailure("\(Self.self) is a built-in view and has no body")
    }
}

/// A view that SwiftUI redraws only when it is not equal to its previous value, like
/// SwiftUI's `EquatableView`.
///
/// Still frame: drawn as its content (a still frame is drawn once).
public struct EquatableView<Content: View & Equatable>: View {
    /// The view compared.
    public var content: Content

    /// Wraps `content`.
    public init(content: Content) {
        self.content = content
    }

    /// The content.
    public var body: some View { content }
}

extension View where Self: Equatable {
    /// The view, redrawn only when it is not equal to its previous value.
    ///
    /// Still frame: drawn as it is.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
    private let lower: (inout _ViewLowering) -> Void

    /// Wraps any view.
    public init<V: View>(_ view: V) {
        lower = { tree in V._lower(view, into: &tree) }
    }

    /// Lowers the wrapped view.
    public static func _lower(_ view: AnyView, into tree: inout _ViewLowering) { view.lower(&tree) }
}

/// A view that shows nothing and takes no room.
public struct EmptyView: View, PrimitiveView {
    /// Creates an empty view.
    public init() {}

    /// Adds no node: stacks skip an empty view, a modifier gets an empty node.
    public static func _lower(_ view: EmptyView, into tree: inout _ViewLowering) {}
}

/// Several views side by side in their parent, like SwiftUI's `Group`.
public struct Group<Content: View>: View, PrimitiveView {
    @usableFromInline let content: Content

    /// Groups the views `content` builds.
    @inlinable
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Lowers the content's views in place.
    @inlinable
    @inline(__always)
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        Content._lower(view.content, into: &tree)
    }
}

/// What a view builder makes of several statements: two views (the first of which may be
/// a `TupleView` itself), in order. Nesting pairs keeps every type concrete, so no tuple
/// type is looked up at run time.
public struct TupleView<First: View, Second: View>: View, PrimitiveView {
    @usableFromInline let first: First
    @usableFromInline let second: Second

    /// Creates a pair of views.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Lowers both views in place: a stack gets them as children of its own.
    @inlinable
    @inline(__always)
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        First._lower(view.first, into: &tree)
        Second._lower(view.second, into: &tree)
        tree.markGroup()
    }
}

/// What a view builder makes of `if`/`else` and `switch`: one of two views.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    @usableFromInline
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }

    @usableFromInline let storage: Storage

    @usableFromInline
    init(storage: Storage) {
        self.storage = storage
    }

    /// Lowers the view that was chosen.
    @inlinable
    @inline(__always)
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        switch view.storage {
        case .first(let content): TrueContent._lower(content, into: &tree)
        case .second(let content): FalseContent._lower(content, into: &tree)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never

    /// The wrapped view, or nothing (as ``EmptyView``).
    @inlinable
    @inline(__always)
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        if case .some(let content) = view { Wrapped._lower(content, into: &tree) }
    }
}

extension Optional: PrimitiveView where Wrapped: View {}

/// Builds views from statements: several views, `if`, `if let`, `if`/`else`, `switch`, `for`-free.
@resultBuilder
public enum ViewBuilder {
    /// An empty block: nothing.
    @inlinable
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// The first view of a block, as is.
    @inlinable
    public static func buildPartialBlock<Content: View>(first content: consuming Content) -> Content { content }

    /// The views so far and the next one, as a pair.
    @inlinable
    public static func buildPartialBlock<Accumulated: View, Next: View>(accumulated: consuming Accumulated, next: consuming Next)
        -> TupleView<Accumulated, Next>
    {
        TupleView(accumulated, next)
    }

    /// A view statement.
    @inlinable
    public static func buildExpression<Content: View>(_ content: consuming Content) -> Content { content }

    /// `if` without `else`: the view, or nothing.
    @inlinable
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of `if`/`else` or `switch`.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> ConditionalContent<TrueContent, FalseContent>
    {
        ConditionalContent(storage: .first(first))
    }

    /// The second branch of `if`/`else` or `switch`.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> ConditionalContent<TrueContent, FalseContent>
    {
        ConditionalContent(storage: .second(second))
    }

    /// `if #available`: the view, type-erased.
    @inlinable
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// One view per element of a collection, like SwiftUI's `ForEach`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    @usableFromInline let data: Data
    @usableFromInline let id: KeyPath<Data.Element, ID>
    @usableFromInline let content: (Data.Element) -> Content

    /// Views for `data`, identified by the key path `id`.
    @inlinable
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    /// Lowers one view per element, in place; the element a scroll view around is scrolled
    /// to (`scrollPosition(id:)`) is named by its id.
    @inlinable
    @inline(__always)
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        let target = tree.environment.scrollTargetID
        for element in view.data {
            if let target, String(describing: element[keyPath: view.id]) == target {
                ModifiedContent<Content, _IdentifiedLayout>._lower(view.content(element).id(target), into: &tree)
            } else {
                Content._lower(view.content(element), into: &tree)
            }
        }
        tree.markGroup()
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a range of integers.
    @inlinable
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for identifiable elements.
    @inlinable
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

/// Builds its content from the environment it is laid out in: the colour scheme, the locale,
/// the canvas (device, size, safe area) and the rest of ``EnvironmentValues``.
public struct EnvironmentReader<Content: View>: View, PrimitiveView {
    @usableFromInline let content: (EnvironmentValues) -> Content

    /// A view made by `content` from the environment.
    @inlinable
    public init(@ViewBuilder content: @escaping (EnvironmentValues) -> Content) {
        self.content = content
    }

    /// Lowers the view made from the current environment.
    @inlinable
    @inline(__always)
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        Content._lower(view.content(tree.environment), into: &tree)
    }
}
