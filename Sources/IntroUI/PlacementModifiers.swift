import Foundation

/// The content drawn moved (`offset`): its layout, and the frame its parent sees, are unchanged.
public struct _OffsetLayout: _LayoutModifier {
    @usableFromInline let x: Double
    @usableFromInline let y: Double

    @usableFromInline
    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Lowers `content` with the modifier applied (x towards the trailing edge).
    @inlinable
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        tree.addWrapper(.offset, payload: tree.store(offset: modifier.x, modifier.y), content: content)
    }
}

/// The content centred at a point of all the room it is offered (`position`).
public struct _PositionLayout: _LayoutModifier {
    @usableFromInline let x: Double
    @usableFromInline let y: Double

    @usableFromInline
    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Lowers `content` with the modifier applied (x from the leading edge).
    @inlinable
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        tree.addWrapper(.position, payload: tree.store(position: modifier.x, modifier.y), content: content)
    }
}

/// The content's drawing order among its siblings (`zIndex`).
public struct _ZIndexLayout: _LayoutModifier {
    @usableFromInline let value: Double

    @usableFromInline
    init(value: Double) {
        self.value = value
    }

    /// Lowers `content` with the modifier applied.
    @inlinable
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        tree.addWrapper(.zIndex, payload: tree.tree.store(scalar: modifier.value), content: content)
    }
}

extension _ViewLowering {
    /// Stores an offset, x made physical (a right-to-left layout moves leading to the left).
    @usableFromInline
    mutating func store(offset x: Double, _ y: Double) -> Int32 {
        tree.store(point: Point(x: environment.layoutDirection == .rightToLeft ? -x : x, y: y))
    }

    /// Stores a position, x measured from the leading edge.
    @usableFromInline
    mutating func store(position x: Double, _ y: Double) -> Int32 {
        tree.store(position: Point(x: x, y: y), fromRight: environment.layoutDirection == .rightToLeft)
    }
}

extension View {
    /// Draws the view moved by `offset`; its layout, and where its parent thinks it is, do not
    /// change (a background added after it stays behind the unmoved frame).
    @inlinable
    public consuming func offset(_ offset: CGSize) -> ModifiedContent<Self, _OffsetLayout> {
        modifier(_OffsetLayout(x: Double(offset.width), y: Double(offset.height)))
    }

    /// Draws the view moved `x` points towards the trailing edge and `y` points down; its
    /// layout does not change.
    @inlinable
    public consuming func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _OffsetLayout> {
        modifier(_OffsetLayout(x: Double(x), y: Double(y)))
    }

    /// Centres the view at `position` in the coordinates of all the room its parent offers,
    /// which this modifier takes.
    @inlinable
    public consuming func position(_ position: CGPoint) -> ModifiedContent<Self, _PositionLayout> {
        modifier(_PositionLayout(x: Double(position.x), y: Double(position.y)))
    }

    /// Centres the view at (`x`, `y`) in all the room its parent offers, which this modifier takes.
    @inlinable
    public consuming func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, _PositionLayout> {
        modifier(_PositionLayout(x: Double(x), y: Double(y)))
    }

    /// The view's drawing order among the views of its stack: higher is drawn later (in front);
    /// equal indices keep their order. Layout does not change.
    @inlinable
    public consuming func zIndex(_ value: Double) -> ModifiedContent<Self, _ZIndexLayout> {
        modifier(_ZIndexLayout(value: value))
    }

    /// Lays the view out but draws nothing of it, like SwiftUI's `hidden()`.
    @inlinable
    public consuming func hidden() -> ModifiedContent<Self, _OpacityEffect> {
        modifier(_OpacityEffect(value: 0))
    }

    /// Views drawn in front of this one, offered its size and aligned in its frame; the
    /// view's size does not change.
    @inlinable
    public consuming func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay)
        -> ModifiedContent<Self, _DecorationLayout<ZStack<Overlay>>>
    {
        modifier(_DecorationLayout(decoration: ZStack(alignment: alignment, content: content), alignment: alignment, isOverlay: true))
    }

    /// Views drawn behind this one, offered its size and aligned in its frame; the view's
    /// size does not change.
    @inlinable
    public consuming func background<Background: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Background
    ) -> ModifiedContent<Self, _DecorationLayout<ZStack<Background>>> {
        modifier(
            _DecorationLayout(decoration: ZStack(alignment: alignment, content: content), alignment: alignment, isOverlay: false))
    }

    /// Scales the content to fill its frame, keeping its aspect ratio (it may overflow).
    @inlinable
    public consuming func scaledToFill() -> ModifiedContent<Self, _AspectRatioLayout> { aspectRatio(contentMode: .fill) }

    /// Keeps the content at the aspect ratio of `size` inside the frame it is offered.
    @inlinable
    public consuming func aspectRatio(_ size: CGSize, contentMode: ContentMode) -> ModifiedContent<Self, _AspectRatioLayout> {
        let ratio = size.height > 0 ? Double(size.width / size.height) : nil
        return modifier(_AspectRatioLayout(ratio: ratio, contentMode: contentMode))
    }

    /// Names the view with any hashable value (as its description), for `ScrollViewReader`
    /// and `introkit layout`.
    @inlinable
    @_disfavoredOverload
    public consuming func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, _IdentifiedLayout> {
        modifier(_IdentifiedLayout(id: String(describing: id)))
    }
}
