import Foundation

/// A modifier of your own, like SwiftUI's `ViewModifier`: `body(content:)` makes a view of the
/// content it is applied to (`.modifier(Card())`).
///
/// Still frame: the body is drawn around the content, with the modifier's dynamic
/// properties (`@Environment`, `@State` …) attached as a view's are.
public protocol ViewModifier: _LayoutModifier {
    /// The view the modifier makes.
    associatedtype Body: View
    /// The content the modifier is applied to, as a view.
    typealias Content = _ViewModifier_Content<Self>
    /// Makes the modified view.
    @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier {
    /// Lowers the modifier's body, with its dynamic properties attached.
    @inlinable
    public static func _lower<Wrapped: View>(_ modifier: Self, content: Wrapped, into tree: inout _ViewLowering) {
        let outer = tree.attachDynamicProperties(of: modifier)
        Body._lower(modifier.body(content: _ViewModifier_Content(content)), into: &tree)
        if let outer { tree.leave(outer) }
    }
}

/// The content a ``ViewModifier`` is applied to, as its body sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    @usableFromInline let content: AnyView

    @usableFromInline
    init<Wrapped: View>(_ content: Wrapped) {
        self.content = AnyView(content)
    }

    /// Lowers the content where the modifier's body puts it.
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        AnyView._lower(view.content, into: &tree)
    }
}

/// A modifier that changes nothing.
public struct EmptyModifier: ViewModifier, Sendable {
    /// The modifier that changes nothing.
    public static let identity = EmptyModifier()

    /// A modifier that changes nothing.
    public init() {}

    /// The content as it is.
    public func body(content: Content) -> Content { content }
}

extension View {
    /// The view with a modifier of your own applied.
    ///
    /// Still frame: the modifier's body is drawn.
    @inlinable
    public consuming func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
