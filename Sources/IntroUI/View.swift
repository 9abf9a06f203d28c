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
}

extension Never: View {
    /// `Never` has no body; it is the `Body` of built-in views.
    public var body: Never { self }
}

/// Built-in views: they produce layout nodes directly instead of a body.
protocol PrimitiveView: View where Body == Never {
    /// The layout node for this view in an environment.
    func makeNode(in environment: EnvironmentValues) -> LayoutNode
}

extension PrimitiveView {
    /// Built-in views have no body; the layout engine never asks for it.
    public var body: Never {
        preconditionFailure("\(Self.self) is a built-in view and has no body")
    }
}

/// Turns any view into its layout node: built-in views directly, others through `body`.
///
/// The check asks the view's type, not the value: casting the value to `any PrimitiveView`
/// would copy the whole view tree below it into an existential box at every level.
func resolveNode<V: View>(_ view: V, in environment: EnvironmentValues) -> LayoutNode {
    if let primitive = V.self as? any PrimitiveView.Type {
        return makeNode(view, as: primitive, in: environment)
    }
    return resolveNode(view.body, in: environment)
}

/// A view's node through its built-in type `P`, which is `V` itself.
private func makeNode<V: View, P: PrimitiveView>(_ view: V, as _: P.Type, in environment: EnvironmentValues) -> LayoutNode {
    withUnsafePointer(to: view) { pointer in
        UnsafeRawPointer(pointer).assumingMemoryBound(to: P.self).pointee.makeNode(in: environment)
    }
}

/// A type-erased view.
public struct AnyView: View, PrimitiveView {
    private let makeNodeClosure: (EnvironmentValues) -> LayoutNode

    /// Wraps any view.
    public init<V: View>(_ view: V) {
        makeNodeClosure = { environment in resolveNode(view, in: environment) }
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode { makeNodeClosure(environment) }
}

/// A view that shows nothing and takes no room.
public struct EmptyView: View, PrimitiveView {
    /// Creates an empty view.
    public init() {}

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        LayoutNode(.empty, direction: environment.layoutDirection)
    }
}

/// Several views side by side in their parent, like SwiftUI's `Group`.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content

    /// Groups the views `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        resolveNode(content, in: environment)
    }
}

/// What a view builder makes of several statements: all the views, in order.
public struct TupleView<each Content: View>: View, PrimitiveView {
    let content: (repeat each Content)

    /// Creates a tuple of views.
    public init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        var children: [LayoutNode] = []
        for view in repeat each content {
            children.append(resolveNode(view, in: environment))
        }
        return LayoutNode(.group(children), direction: environment.layoutDirection)
    }
}

/// What a view builder makes of `if`/`else` and `switch`: one of two views.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }

    let storage: Storage

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        switch storage {
        case .first(let view): resolveNode(view, in: environment)
        case .second(let view): resolveNode(view, in: environment)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        switch self {
        case .some(let view): resolveNode(view, in: environment)
        case .none: LayoutNode(.empty, direction: environment.layoutDirection)
        }
    }
}

/// Builds views from statements: several views, `if`, `if let`, `if`/`else`, `switch`, `for`-free.
@resultBuilder
public enum ViewBuilder {
    /// An empty block: nothing.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view, as is.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    /// A view statement.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// `if` without `else`: the view, or nothing.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> ConditionalContent<TrueContent, FalseContent>
    {
        ConditionalContent(storage: .first(first))
    }

    /// The second branch of `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> ConditionalContent<TrueContent, FalseContent>
    {
        ConditionalContent(storage: .second(second))
    }

    /// `if #available`: the view, type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// One view per element of a collection, like SwiftUI's `ForEach`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    let data: Data
    let content: (Data.Element) -> Content

    /// Views for `data`, identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        LayoutNode(.group(data.map { resolveNode(content($0), in: environment) }), direction: environment.layoutDirection)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a range of integers.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for identifiable elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

/// Builds its content from the environment it is laid out in: the colour scheme, the locale,
/// the canvas (device, size, safe area) and the rest of ``EnvironmentValues``.
public struct EnvironmentReader<Content: View>: View, PrimitiveView {
    let content: (EnvironmentValues) -> Content

    /// A view made by `content` from the environment.
    public init(@ViewBuilder content: @escaping (EnvironmentValues) -> Content) {
        self.content = content
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        resolveNode(content(environment), in: environment)
    }
}
