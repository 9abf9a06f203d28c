import Foundation

/// Views stacked top to bottom, like SwiftUI's `LazyVStack`: a ``VStack`` that takes the whole
/// width it is offered, its views aligned in it.
/// Still frame: every view is laid out.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    @usableFromInline let alignment: HorizontalAlignment
    @usableFromInline let spacing: CGFloat?
    @usableFromInline let content: Content

    /// A lazy vertical stack; `spacing` nil uses 8 points.
    @inlinable
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Lowers a vertical stack in a frame as wide as offered.
    @inlinable
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        let stack = VStack(alignment: view.alignment, spacing: view.spacing) { view.content }
        stack.frame(maxWidth: .infinity, alignment: Alignment(horizontal: view.alignment, vertical: .center))
            ._lowerAsRoot(into: &tree)
    }
}

/// Views side by side, like SwiftUI's `LazyHStack`: an ``HStack`` that takes the whole height
/// it is offered, its views aligned in it.
/// Still frame: every view is laid out.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    @usableFromInline let alignment: VerticalAlignment
    @usableFromInline let spacing: CGFloat?
    @usableFromInline let content: Content

    /// A lazy horizontal stack; `spacing` nil uses 8 points.
    @inlinable
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Lowers a horizontal stack in a frame as tall as offered.
    @inlinable
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        let stack = HStack(alignment: view.alignment, spacing: view.spacing) { view.content }
        stack.frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: view.alignment))
            ._lowerAsRoot(into: &tree)
    }
}

/// The section views a lazy stack or grid keeps on screen while scrolling, like SwiftUI's
/// `PinnedScrollableViews`.
/// Still frame: nothing scrolls, so nothing is pinned.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// A set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// The first of its views that fits the room offered at its ideal size along `axes`, like
/// SwiftUI's `ViewThatFits` (the last one when none fits).
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    @usableFromInline let axes: Axis.Set
    @usableFromInline let content: Content

    /// Chooses among the content's views, in order.
    @inlinable
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// Adds a node over the candidates.
    @inlinable
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        tree.addContainer(.viewThatFits, payload: Int32(view.axes.rawValue), content: view.content)
    }
}

/// Gives its content a proxy that scrolls a scroll view to a view, like SwiftUI's
/// `ScrollViewReader`.
/// Still frame: the content is drawn as it is; nothing scrolls.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    @usableFromInline let content: (ScrollViewProxy) -> Content

    /// A reader whose content gets a proxy.
    @inlinable
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// Lowers the content made with a proxy.
    @inlinable
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        Content._lower(view.content(ScrollViewProxy()), into: &tree)
    }
}

/// Scrolls the scroll views around a ``ScrollViewReader``, like SwiftUI's `ScrollViewProxy`.
public struct ScrollViewProxy: Sendable {
    /// A proxy.
    public init() {}

    /// Scrolls to the view with `id`.

    /// Still frame: does nothing; the frame shows the top.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// A thin line that separates content, like SwiftUI's `Divider`: across a horizontal stack
/// it is vertical, elsewhere horizontal; one pixel thick, in the separator colour.
public struct Divider: View, PrimitiveView {
    /// A divider.
    public init() {}

    /// The separator colour: iOS's `separator` (light and dark).
    public static let separatorColor = Color(
        light: RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29),
        dark: RGBA(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6))

    /// Adds a line that fills its stack's cross axis.
    public static func _lower(_ view: Divider, into tree: inout _ViewLowering) {
        let thickness = 1 / max(1, tree.environment.canvas.scale)
        let line = Divider.separatorColor
        if tree.stackAxis == .horizontal {
            line.frame(width: thickness)._lowerAsRoot(into: &tree)
        } else {
            line.frame(height: thickness)._lowerAsRoot(into: &tree)
        }
    }
}

extension View {
    /// Lowers the view in place (for built-in views made of other views).
    @inlinable
    func _lowerAsRoot(into tree: inout _ViewLowering) {
        Self._lower(self, into: &tree)
    }
}
