import Foundation

/// An outline that fills the frame it is offered.
public protocol Shape: View {
    /// The outline's kind, for the display list.
    var shapeKind: ShapeKind { get }
}

extension Shape {
    /// The shape filled with the foreground colour.
    public var body: some View { FilledShape(kind: shapeKind, fill: nil, stroke: nil) }

    /// The shape filled with a colour.
    public func fill(_ color: Color) -> some View {
        FilledShape(kind: shapeKind, fill: color, stroke: nil)
    }

    /// The shape's outline stroked with a colour.
    public func stroke(_ color: Color, lineWidth: Double = 1) -> some View {
        FilledShape(kind: shapeKind, fill: .clear, stroke: (color, lineWidth))
    }
}

/// A shape drawn with a fill and/or a stroke.
struct FilledShape: View, PrimitiveView {
    let kind: ShapeKind
    let fill: Color?
    let stroke: (Color, Double)?

    /// Adds a shape node with its colours resolved.
    static func _lower(_ view: FilledShape, into tree: inout _ViewLowering) {
        let scheme = tree.environment.colorScheme
        let fillColor = (view.fill ?? tree.environment.foregroundColor ?? .primary).resolve(in: scheme)
        let strokeColor = view.stroke.map { (color: $0.0.resolve(in: scheme), width: $0.1) }
        let entry = ShapeEntry(kind: view.kind, fill: fillColor.alpha > 0 ? fillColor : nil, stroke: strokeColor)
        tree.addLeaf(.shape, payload: tree.tree.store(entry))
    }
}

/// A rectangle.
public struct Rectangle: Shape {
    /// Creates a rectangle.
    public init() {}
    /// A plain rectangle.
    public var shapeKind: ShapeKind { .rectangle }
}

/// A rectangle with rounded corners, circular or continuous.
public struct RoundedRectangle: Shape {
    /// The corner radius in points.
    public let cornerRadius: Double
    /// How the corners are drawn.
    public let style: RoundedCornerStyle
    /// Which corners are rounded.
    public let corners: RectCorners

    /// A rounded rectangle (`.circular` corners by default, as in SwiftUI).
    public init(cornerRadius: Double, style: RoundedCornerStyle = .circular, corners: RectCorners = .all) {
        self.cornerRadius = max(0, cornerRadius)
        self.style = style
        self.corners = corners
    }

    /// A rounded rectangle with this radius, style and corners.
    public var shapeKind: ShapeKind { .roundedRectangle(cornerRadius: cornerRadius, style: style, corners: corners) }
}

/// A rectangle whose ends are half circles.
public struct Capsule: Shape {
    /// Creates a capsule.
    public init() {}
    /// A capsule.
    public var shapeKind: ShapeKind { .capsule }
}

/// A circle centred in its frame.
public struct Circle: Shape {
    /// Creates a circle.
    public init() {}
    /// A circle.
    public var shapeKind: ShapeKind { .circle }
}

/// An outline of lines and circular arcs in the unit square of the frame it fills: x and y
/// run from 0 (leading, top) to 1 (trailing, bottom) of the frame; arc radii are fractions of
/// the frame's width. Status-bar glyphs and the back chevron are drawn with it.
public struct UnitPath: Shape {
    /// One step of the outline.
    public enum Element: Hashable, Sendable, Codable {
        /// Starts a new piece at a point.
        case move(Point)
        /// A straight line to a point.
        case line(Point)
        /// A circular arc around `center`, from `start` to `end` (radians, clockwise on
        /// screen, 0 pointing right), as a piece of its own.
        case arc(center: Point, radius: Double, start: Double, end: Double)
        /// Closes the current piece.
        case close
    }

    /// The steps, in order.
    public let elements: [Element]

    /// An outline made of `elements`.
    public init(_ elements: [Element]) {
        self.elements = elements
    }

    /// The outline as a display-list shape.
    public var shapeKind: ShapeKind { .path(elements) }
}

extension Color: View, PrimitiveView {
    public typealias Body = Never

    /// A colour fills the frame it is offered, like a `Rectangle` filled with it.
    public static func _lower(_ view: Color, into tree: inout _ViewLowering) {
        FilledShape._lower(FilledShape(kind: .rectangle, fill: view, stroke: nil), into: &tree)
    }
}
