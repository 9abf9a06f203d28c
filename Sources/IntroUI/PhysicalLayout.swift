import Foundation

// Where leading and trailing become left and right. Views are written with leading and
// trailing (``HorizontalAlignment``, ``TextAlignment``, ``EdgeInsets``, ``UnitPoint``), as in
// SwiftUI; lowering resolves them once, with the direction of the view being lowered, and
// stores only physical values in the ``LayoutTree``. Placement and every backend then read
// left, centre and right and never look at a layout direction for alignment.

/// A horizontal alignment with the layout direction applied: left, centre or right.
///
/// Views are written with ``HorizontalAlignment/leading`` and ``TextAlignment/trailing``;
/// the layout resolves them once, when each view's direction is known, and what it hands
/// on — a ``TextRun``'s ``TextRun/alignment``, every frame it places — is physical.
public enum PhysicalHorizontalAlignment: String, Hashable, Sendable, Codable {
    /// At the left edge.
    case left
    /// Centred.
    case center
    /// At the right edge.
    case right

    /// Where a line `width` wide starts in a box `room` wide (a text run's frame): at its left
    /// edge, centred or at its right edge; a line wider than the box starts at its left edge.
    public func offset(ofLine width: Double, in room: Double) -> Double {
        offset(child: min(width, room), container: room)
    }

    /// The x offset of a child `child` wide in a box `container` wide (a wider child overhangs
    /// the box on the side away from the alignment, or both sides when centred).
    func offset(child: Double, container: Double) -> Double {
        switch self {
        case .left: 0
        case .center: (container - child) / 2
        case .right: container - child
        }
    }
}

/// An ``Alignment`` with the layout direction applied: what placement reads. Its guides are
/// physical keys (``AlignmentKey/Builtin/leading`` is the left edge); `mirrored` says the views
/// were laid out right to left, so a custom horizontal guide's values are measured from the
/// right edge.
struct PhysicalAlignment: Hashable {
    var horizontalKey: AlignmentKey
    var verticalKey: AlignmentKey
    var mirrored = false

    init(horizontal: PhysicalHorizontalAlignment, vertical: VerticalAlignment) {
        switch horizontal {
        case .left: horizontalKey = AlignmentKey(.leading)
        case .center: horizontalKey = AlignmentKey(.centerX)
        case .right: horizontalKey = AlignmentKey(.trailing)
        }
        verticalKey = vertical.key
    }

    init(horizontalKey: AlignmentKey, verticalKey: AlignmentKey, mirrored: Bool) {
        self.horizontalKey = horizontalKey
        self.verticalKey = verticalKey
        self.mirrored = mirrored
    }

    static let center = PhysicalAlignment(horizontal: .center, vertical: .center)

    /// The horizontal part as an edge or the centre (a custom guide counts as the centre
    /// where guides are not read).
    var horizontal: PhysicalHorizontalAlignment {
        switch horizontalKey.builtin {
        case .leading: .left
        case .trailing: .right
        default: .center
        }
    }

    /// The vertical part.
    var vertical: VerticalAlignment {
        get { VerticalAlignment(key: verticalKey) }
        set { verticalKey = newValue.key }
    }

    /// Whether both guides are edges or centres, so a child's place needs no look at its guides
    /// unless it sets some.
    var isGeometric: Bool { horizontalKey.isGeometric && verticalKey.isGeometric }

    /// The rectangle of a child of `size` aligned inside `container`, by edges and centres
    /// only (the containers that read no guides).
    func place(_ size: Size, in container: Rect) -> Rect {
        Rect(
            x: container.minX + horizontal.offset(child: size.width, container: container.width),
            y: container.minY + vertical.offset(child: size.height, container: container.height),
            width: size.width, height: size.height)
    }
}

/// ``EdgeInsets`` with the layout direction applied.
struct PhysicalInsets: Hashable {
    var top: Double
    var left: Double
    var bottom: Double
    var right: Double

    /// The sum of the left and right insets.
    var horizontal: Double { left + right }
    /// The sum of the top and bottom insets.
    var vertical: Double { top + bottom }
}

extension Rect {
    /// The rectangle shrunk by `insets` on each side (never below zero size).
    func inset(by insets: PhysicalInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: max(0, width - insets.left - insets.right), height: max(0, height - insets.top - insets.bottom))
    }
}

/// A stack's axis, alignment and spacing with the layout direction applied.
struct StackLayout {
    var axis: Axis
    var alignment: PhysicalAlignment
    /// nil: the default between each pair of views (``LayoutTree/spacing(_:_:after:)``).
    var spacing: Double?
    /// Whether a horizontal stack lays its views out from the right (right to left).
    var startsAtRight: Bool
}

/// A frame's size constraints and the physical alignment of its content.
struct FrameLayout {
    var spec: FrameSpec
    var alignment: PhysicalAlignment
}

/// A geometry effect with its anchor made physical: fractions of the frame from its left and
/// top edges.
struct PhysicalEffect {
    var a, b, c, d: Double
    var anchorX: Double
    var anchorY: Double
    /// A transform of the view's own coordinates made from its size (a `GeometryEffect`'s
    /// `effectValue(size:)`), instead of the linear part.
    var projection: ((Size) -> Transform2D)? = nil

    /// The effect drawn in `rect`: its linear part applied about the anchor, or its
    /// projection in the view's coordinates (origin at the frame's top-left corner).
    func transform(in rect: Rect) -> Transform2D {
        if let projection {
            let made = projection(rect.size)
            guard [made.a, made.b, made.c, made.d, made.tx, made.ty].allSatisfy(\.isFinite) else { return .identity }
            return Transform2D(a: 1, b: 0, c: 0, d: 1, tx: -rect.minX, ty: -rect.minY)
                .concatenating(made).concatenating(Transform2D(a: 1, b: 0, c: 0, d: 1, tx: rect.minX, ty: rect.minY))
        }
        return .linear(a: a, b: b, c: c, d: d, about: Point(x: rect.minX + anchorX * rect.width, y: rect.minY + anchorY * rect.height))
    }
}

// MARK: Resolving

extension LayoutDirection {
    /// The side the leading edge is on.
    var leadingSide: PhysicalHorizontalAlignment { self == .rightToLeft ? .right : .left }
    /// The side the trailing edge is on.
    var trailingSide: PhysicalHorizontalAlignment { self == .rightToLeft ? .left : .right }

    /// `leading` and `trailing` values as (left, right).
    func leftAndRight<Value>(leading: Value, trailing: Value) -> (left: Value, right: Value) {
        self == .rightToLeft ? (trailing, leading) : (leading, trailing)
    }
}

extension HorizontalAlignment {
    /// The guide's physical key in a view laid out in `direction` (leading is the right edge
    /// right to left).
    func physicalKey(in direction: LayoutDirection) -> AlignmentKey {
        direction == .rightToLeft ? key.mirrored : key
    }
}

extension Alignment {
    /// The alignment in a view laid out in `direction`.
    func resolved(in direction: LayoutDirection) -> PhysicalAlignment {
        PhysicalAlignment(
            horizontalKey: horizontal.physicalKey(in: direction), verticalKey: vertical.key,
            mirrored: direction == .rightToLeft)
    }
}

extension TextAlignment {
    /// Where the lines of a paragraph with base direction `direction` sit when they do not
    /// fill the width: a justified paragraph's last line starts at the leading edge.
    func resolved(in direction: LayoutDirection) -> PhysicalHorizontalAlignment {
        switch self {
        case .leading, .justified: direction.leadingSide
        case .center: .center
        case .trailing: direction.trailingSide
        }
    }
}

extension EdgeInsets {
    /// The insets in a view laid out in `direction`.
    func resolved(in direction: LayoutDirection) -> PhysicalInsets {
        let (left, right) = direction.leftAndRight(leading: leading, trailing: trailing)
        return PhysicalInsets(top: top, left: left, bottom: bottom, right: right)
    }
}

extension EffectGeometry {
    /// The effect in a view laid out in `direction` (the leading edge is x = 0 of its anchor).
    func resolved(in direction: LayoutDirection) -> PhysicalEffect {
        switch self {
        case .linear(let a, let b, let c, let d, let anchor):
            let x = direction == .rightToLeft ? 1 - anchor.x : anchor.x
            return PhysicalEffect(a: a, b: b, c: c, d: d, anchorX: x, anchorY: anchor.y)
        }
    }
}

extension _ViewLowering {
    /// Stores a stack with the direction of the views being lowered.
    @usableFromInline
    mutating func store(_ stack: StackEntry) -> Int32 {
        let direction = environment.layoutDirection
        return tree.store(
            StackLayout(
                axis: stack.axis, alignment: stack.alignment.resolved(in: direction), spacing: stack.spacing,
                startsAtRight: direction == .rightToLeft))
    }

    /// Stores an alignment (a `ZStack`'s, a background's or an overlay's), resolved.
    @usableFromInline
    mutating func store(_ alignment: Alignment) -> Int32 {
        tree.store(alignment.resolved(in: environment.layoutDirection))
    }

    /// Stores padding insets, resolved.
    @usableFromInline
    mutating func store(_ insets: EdgeInsets) -> Int32 {
        tree.store(insets.resolved(in: environment.layoutDirection))
    }

    /// Stores a frame's constraints and its content's alignment, resolved.
    @usableFromInline
    mutating func store(_ spec: FrameSpec, alignment: Alignment) -> Int32 {
        tree.store(FrameLayout(spec: spec, alignment: alignment.resolved(in: environment.layoutDirection)))
    }

    /// Stores a geometry effect, its anchor resolved.
    @usableFromInline
    mutating func store(_ effect: EffectGeometry) -> Int32 {
        tree.store(effect.resolved(in: environment.layoutDirection))
    }
}
