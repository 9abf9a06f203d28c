import Foundation

/// An outline that fills the frame it is offered, like SwiftUI's `Shape`: write your own by
/// giving `path(in:)`; as a view it is filled with the foreground style.
///
/// Still frame: drawn as it is.
public protocol Shape: View {
    /// The outline in a rectangle (the frame the shape is placed in).
    func path(in rect: CGRect) -> Path

    /// How IntroKit draws the shape. The default draws ``path(in:)`` in the frame; the
    /// built-in shapes give their display-list outline. You never write this.
    var _outline: _ShapeOutline { get }
}

extension Shape {
    /// The outline drawn from ``path(in:)`` in the frame.
    public var _outline: _ShapeOutline {
        _ShapeOutline(custom: { rect in .outline(self.path(in: rect.cgRect)) })
    }

    /// The shape filled with the foreground style.
    public var body: some View { _ShapeView(outline: _outline, style: nil, stroke: nil, isEOFilled: false) }
}

/// How a shape is drawn: its display-list outline for a frame, and whether it is a stroke
/// (what `stroke(lineWidth:)` makes of a shape, so that filling it strokes the outline).
public struct _ShapeOutline {
    private enum Source {
        case fixed(ShapeKind)
        case custom((Rect) -> ShapeKind)
    }

    private let source: Source
    /// How the outline is stroked when the shape is filled; nil fills it.
    var stroke: StrokeStyle?

    /// A built-in outline, the same in every frame.
    init(_ kind: ShapeKind) {
        source = .fixed(kind)
    }

    /// An outline computed from each frame.
    init(custom: @escaping (Rect) -> ShapeKind) {
        source = .custom(custom)
    }

    /// The outline in `rect`.
    func kind(in rect: Rect) -> ShapeKind {
        switch source {
        case .fixed(let kind): kind
        case .custom(let make): make(rect)
        }
    }

    /// The outline changed by `change` in every frame.
    func mapped(_ change: @escaping (ShapeKind) -> ShapeKind) -> _ShapeOutline {
        var result: _ShapeOutline
        switch source {
        case .fixed(let kind): result = _ShapeOutline(change(kind))
        case .custom(let make): result = _ShapeOutline(custom: { change(make($0)) })
        }
        result.stroke = stroke
        return result
    }
}

/// A shape drawn with a style: filled, or stroked when the shape or the call says so
/// (what `fill`, `stroke` and an ``InsettableShape``'s `strokeBorder` make).
public struct _ShapeView: View, PrimitiveView {
    let outline: _ShapeOutline
    /// The style; nil is the foreground style.
    let style: StyleValue?
    /// How it is stroked; nil fills it (or strokes it as the outline says).
    let stroke: StrokeStyle?
    let isEOFilled: Bool

    /// Adds a shape node with its paint resolved.
    public static func _lower(_ view: _ShapeView, into tree: inout _ViewLowering) {
        let environment = tree.environment
        let style = view.style ?? .hierarchical(0)
        let paint = environment.paint(style)
        let entry = ShapeEntry(
            outline: view.outline, paint: paint, stroke: view.stroke ?? view.outline.stroke, isEOFilled: view.isEOFilled)
        tree.addLeaf(.shape, payload: tree.tree.store(entry))
    }
}

/// A filled or stroked shape in the layout tree.
struct ShapeEntry {
    var outline: _ShapeOutline
    var paint: Paint
    var stroke: StrokeStyle?
    var isEOFilled: Bool

    /// What the shape draws in `rect`: nothing for an invisible fill.
    func item(in rect: Rect) -> DisplayItem? {
        if stroke == nil, paint.isInvisible { return nil }
        return ShapeDrawing(kind: outline.kind(in: rect), rect: rect, paint: paint, stroke: stroke, isEOFilled: isEOFilled).item
    }
}

extension Shape {
    /// The shape filled with a style (a colour, a gradient, a material, `.tint` …).
    /// Still frame: drawn as it is.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        _ShapeView(outline: _outline, style: content._styleValue, stroke: nil, isEOFilled: style.isEOFilled)
    }

    /// The shape's outline stroked with a style, `lineWidth` points wide, centred on it.
    ///
    /// Still frame: drawn as it is.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline stroked with a style: width, ends, joins and dashes.
    ///
    /// Still frame: drawn as it is.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        _ShapeView(outline: _outline, style: content._styleValue, stroke: style, isEOFilled: false)
    }

    /// The outline as a shape of its own, stroked `lineWidth` wide: filling it (or showing
    /// it, in the foreground style) strokes the outline.
    ///
    /// Still frame: drawn as it is.
    public func stroke(lineWidth: CGFloat = 1) -> _ModifiedShape {
        stroke(style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The outline as a shape of its own, stroked with `style`.
    ///
    /// Still frame: drawn as it is.
    public func stroke(style: StrokeStyle) -> _ModifiedShape {
        var outline = _outline
        outline.stroke = style
        return _ModifiedShape(outline: outline, path: path(in:))
    }

    /// The part of the outline from `from` to `to`, fractions of its length (a progress ring
    /// is `Circle().trim(from: 0, to: progress)`); a circle starts at its trailing point and
    /// runs clockwise, as in SwiftUI.
    ///
    /// Still frame: drawn as it is.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _ModifiedShape {
        let from = startFraction.isFinite ? min(1, max(0, startFraction)) : 0
        let to = endFraction.isFinite ? min(1, max(0, endFraction)) : 1
        return modified { kind in .trimmed(kind, from: from, to: to) }
    }

    /// The shape drawn `amount` points inside its frame on every edge.
    ///
    /// Still frame: drawn as it is.
    public func inset(by amount: CGFloat) -> _ModifiedShape {
        let amount = amount.isFinite ? amount : 0
        return modified { kind in .inset(kind, amount: amount) }
    }

    /// The outline turned by `angle` about `anchor` of its frame.
    ///
    /// Still frame: drawn as it is.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> _ModifiedShape {
        let (cosine, sine) = (cos(angle.radians), sin(angle.radians))
        return transformed(Transform2D(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0), anchor: anchor)
    }

    /// The outline moved by `offset`.
    ///
    /// Still frame: drawn as it is.
    public func offset(_ offset: CGSize) -> _ModifiedShape {
        self.offset(x: offset.width, y: offset.height)
    }

    /// The outline moved by `x`, `y` points.
    ///
    /// Still frame: drawn as it is.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _ModifiedShape {
        transformed(Transform2D(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y), anchor: .center)
    }

    /// The outline scaled by `x` and `y` about `anchor` of its frame.
    ///
    /// Still frame: drawn as it is.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _ModifiedShape {
        transformed(Transform2D(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0), anchor: anchor)
    }

    /// The outline scaled by `scale` about `anchor` of its frame.
    ///
    /// Still frame: drawn as it is.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> _ModifiedShape {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    /// The outline through an affine transform of the frame's coordinates.
    ///
    /// Still frame: drawn as it is.
    public func transform(_ transform: CGAffineTransform) -> _ModifiedShape {
        modified { kind in .transformed(kind, transform.transform2D, anchor: .zero) }
    }

    private func transformed(_ transform: Transform2D, anchor: UnitPoint) -> _ModifiedShape {
        guard transform.values.allSatisfy(\.isFinite) else { return modified { kind in kind } }
        return modified { kind in .transformed(kind, transform, anchor: anchor) }
    }

    private func modified(_ change: @escaping (ShapeKind) -> ShapeKind) -> _ModifiedShape {
        _ModifiedShape(outline: _outline.mapped(change), path: path(in:))
    }
}

extension Transform2D {
    /// The six coefficients.
    var values: [Double] { [a, b, c, d, tx, ty] }
}

/// A shape changed by `trim`, `inset`, `rotation`, `offset`, `scale`, `transform` or
/// `stroke(lineWidth:)`: still a shape, so it can be filled, stroked or changed again.
public struct _ModifiedShape: Shape {
    public let _outline: _ShapeOutline
    private let basePath: (CGRect) -> Path

    init(outline: _ShapeOutline, path: @escaping (CGRect) -> Path) {
        _outline = outline
        basePath = path
    }

    /// The outline of the shape it was made from (IntroKit trims, insets and moves outlines
    /// when it draws them; the path handed out is the original's).
    ///
    /// Still frame: drawn as it is.
    public func path(in rect: CGRect) -> Path { basePath(rect) }
}

/// A type-erased shape, like SwiftUI's `AnyShape`.
///
/// Still frame: drawn as it is.
public struct AnyShape: Shape {
    public let _outline: _ShapeOutline
    private let basePath: (CGRect) -> Path

    /// Wraps any shape.
    ///
    /// Still frame: drawn as it is.
    public init<S: Shape>(_ shape: S) {
        _outline = shape._outline
        basePath = shape.path(in:)
    }

    /// The wrapped shape's outline.
    ///
    /// Still frame: drawn as it is.
    public func path(in rect: CGRect) -> Path { basePath(rect) }
}

/// A rectangle.
///
/// Still frame: drawn as it is.
public struct Rectangle: Shape {
    /// Creates a rectangle.
    ///
    /// Still frame: drawn as it is.
    public init() {}
    /// A plain rectangle.
    public var _outline: _ShapeOutline { _ShapeOutline(.rectangle) }
    /// The rectangle itself.
    ///
    /// Still frame: drawn as it is.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners, circular or continuous.
///
/// Still frame: drawn as it is.
public struct RoundedRectangle: Shape {
    /// The corner radius in points.
    public let cornerRadius: Double
    /// The corners' size (both sides the radius: IntroKit rounds with circles).
    public var cornerSize: CGSize { CGSize(width: cornerRadius, height: cornerRadius) }
    /// How the corners are drawn.
    public let style: RoundedCornerStyle
    /// Which corners are rounded.
    public let corners: RectCorners

    /// A rounded rectangle (`.circular` corners by default, as in SwiftUI).
    ///
    /// Still frame: drawn as it is.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular, corners: RectCorners = .all) {
        self.cornerRadius = cornerRadius.isFinite ? max(0, cornerRadius) : 0
        self.style = style
        self.corners = corners
    }

    /// A rounded rectangle whose corners are `cornerSize` (rounded with the smaller side).
    ///
    /// Still frame: drawn as it is.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
        self.init(cornerRadius: min(cornerSize.width, cornerSize.height), style: style)
    }

    /// A rounded rectangle with this radius, style and corners.
    public var _outline: _ShapeOutline {
        _ShapeOutline(.roundedRectangle(cornerRadius: cornerRadius, style: style, corners: corners))
    }

    /// The rounded rectangle filling `rect`.
    ///
    /// Still frame: drawn as it is.
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addShape(.roundedRectangle(cornerRadius: cornerRadius, style: style, corners: corners), in: rect)
        return path
    }
}

/// The radii of a rectangle's four corners, like SwiftUI's `RectangleCornerRadii`.
///
/// Still frame: drawn as it is.
public struct RectangleCornerRadii: Hashable, Sendable, Codable {
    /// The top-leading corner's radius.
    public var topLeading: CGFloat
    /// The bottom-leading corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom-trailing corner's radius.
    public var bottomTrailing: CGFloat
    /// The top-trailing corner's radius.
    public var topTrailing: CGFloat

    /// Radii for each corner (0: square).
    ///
    /// Still frame: drawn as it is.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
        self.topLeading = clean(topLeading)
        self.bottomLeading = clean(bottomLeading)
        self.bottomTrailing = clean(bottomTrailing)
        self.topTrailing = clean(topTrailing)
    }

    /// The radii with leading and trailing exchanged (a right-to-left layout's).
    var mirrored: RectangleCornerRadii {
        RectangleCornerRadii(
            topLeading: topTrailing, bottomLeading: bottomTrailing, bottomTrailing: bottomLeading, topTrailing: topLeading)
    }
}

/// A rectangle whose corners each have their own radius, like SwiftUI's `UnevenRoundedRectangle`.
///
/// Still frame: drawn as it is.
public struct UnevenRoundedRectangle: Shape {
    /// The corners' radii (leading and trailing are left and right here; IntroKit does not
    /// mirror a shape's corners in a right-to-left layout).
    public var cornerRadii: RectangleCornerRadii
    /// How the corners are drawn.
    public var style: RoundedCornerStyle

    /// A rectangle with these corner radii.
    ///
    /// Still frame: drawn as it is.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with these corner radii.
    ///
    /// Still frame: drawn as it is.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
                topTrailing: topTrailingRadius),
            style: style)
    }

    /// The uneven rounded rectangle.
    public var _outline: _ShapeOutline { _ShapeOutline(.unevenRoundedRectangle(cornerRadii, style: style)) }

    /// The rectangle filling `rect`.
    ///
    /// Still frame: drawn as it is.
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
        return path
    }
}

/// A rectangle whose ends are half circles.
///
/// Still frame: drawn as it is.
public struct Capsule: Shape {
    /// How the ends are drawn (IntroKit draws both styles as half circles).
    public var style: RoundedCornerStyle

    /// Creates a capsule.
    ///
    /// Still frame: drawn as it is.
    public init(style: RoundedCornerStyle = .circular) {
        self.style = style
    }

    /// A capsule.
    public var _outline: _ShapeOutline { _ShapeOutline(.capsule) }

    /// The capsule filling `rect`.
    ///
    /// Still frame: drawn as it is.
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addShape(.capsule, in: rect)
        return path
    }
}

/// A circle centred in its frame.
///
/// Still frame: drawn as it is.
public struct Circle: Shape {
    /// Creates a circle.
    ///
    /// Still frame: drawn as it is.
    public init() {}
    /// A circle.
    public var _outline: _ShapeOutline { _ShapeOutline(.circle) }

    /// The largest circle centred in `rect`.
    ///
    /// Still frame: drawn as it is.
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addShape(.circle, in: rect)
        return path
    }
}

/// An ellipse filling its frame.
///
/// Still frame: drawn as it is.
public struct Ellipse: Shape {
    /// Creates an ellipse.
    ///
    /// Still frame: drawn as it is.
    public init() {}
    /// An ellipse.
    public var _outline: _ShapeOutline { _ShapeOutline(.ellipse) }

    /// The ellipse filling `rect`.
    ///
    /// Still frame: drawn as it is.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

// MARK: Shapes by name (`.clipShape(.rect(cornerRadius: 12))`, `.background(.blue, in: .capsule)`)

extension Shape where Self == Rectangle {
    /// A rectangle filling the frame, as `.rect` where a shape is asked for.
    ///
    /// Still frame: drawn as it is.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners, `.continuous` unless `style` says otherwise (as
    /// SwiftUI's `.rect(cornerRadius:style:)`).
    ///
    /// Still frame: drawn as it is.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with rounded corners of `cornerSize` (rounded with the smaller side).
    ///
    /// Still frame: drawn as it is.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle whose corners each have their own radius.
    ///
    /// Still frame: drawn as it is.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangle whose corners each have their own radius (0: square).
    ///
    /// Still frame: drawn as it is.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule filling the frame: its shorter side's ends are half circles.
    ///
    /// Still frame: drawn as it is.
    public static var capsule: Capsule { Capsule() }

    /// A capsule whose ends are drawn in `style`.
    ///
    /// Still frame: drawn as it is.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
    /// The largest circle centred in the frame.
    ///
    /// Still frame: drawn as it is.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse filling the frame.
    ///
    /// Still frame: drawn as it is.
    public static var ellipse: Ellipse { Ellipse() }
}

/// An outline of lines and circular arcs in the unit square of the frame it fills: x and y
/// run from 0 (leading, top) to 1 (trailing, bottom) of the frame; arc radii are fractions of
/// the frame's width. Status-bar glyphs and the back chevron are drawn with it.
///
/// Still frame: drawn as it is.
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
    ///
    /// Still frame: drawn as it is.
    public init(_ elements: [Element]) {
        self.elements = elements
    }

    /// The outline as a display-list shape.
    public var _outline: _ShapeOutline { _ShapeOutline(.path(elements)) }

    /// The outline in `rect`.
    ///
    /// Still frame: drawn as it is.
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addShape(.path(elements), in: rect)
        return path
    }
}

extension Color: View, PrimitiveView {
    public typealias Body = Never

    /// A colour fills the frame it is offered, like a `Rectangle` filled with it.
    public static func _lower(_ view: Color, into tree: inout _ViewLowering) {
        _ShapeView._lower(_ShapeView(outline: _ShapeOutline(.rectangle), style: .color(view), stroke: nil, isEOFilled: false), into: &tree)
    }
}
