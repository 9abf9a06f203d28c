import Foundation

/// An outline of lines and curves, like SwiftUI's `Path`, in the coordinates of the rectangle
/// a shape is drawn in (points, y down). Arcs are kept as cubic Bézier curves; rectangles,
/// rounded rectangles and ellipses as the built-in outlines they are, so they draw exactly as
/// the shapes of the same name.
public struct Path: Hashable, Sendable, Codable {
    /// One step of a path, as ``forEach(_:)`` hands them out.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to a point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to a point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath.
        case closeSubpath
    }

    /// One stored step, what a backend draws: an ``Element``, or a whole built-in outline in
    /// a rectangle.
    public enum Segment: Hashable, Sendable, Codable {
        /// Starts a subpath at a point.
        case move(Point)
        /// A line to a point.
        case line(Point)
        /// A quadratic curve to a point.
        case quad(Point, control: Point)
        /// A cubic curve to a point.
        case cubic(Point, control1: Point, control2: Point)
        /// Closes the subpath.
        case close
        /// A closed subpath: a built-in outline filling a rectangle.
        case shape(ShapeKind, Rect)
    }

    /// The steps, in order.
    public private(set) var segments: [Segment] = []
    /// Where the current subpath started, for closing it.
    private var subpathStart: Point?
    /// Where the last step ended.
    private var current: Point?

    /// An empty path.
    public init() {}

    /// A path made by `callback`.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// A rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle whose corners are `cornerSize` (IntroKit rounds with the smaller of
    /// the two radii).
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// An ellipse filling `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Whether the path has no steps.
    public var isEmpty: Bool { segments.isEmpty }

    /// Where the last step ended, if any.
    public var currentPoint: CGPoint? { current.map { CGPoint(x: $0.x, y: $0.y) } }

    /// The smallest rectangle holding every point and control point of the path (a curve's
    /// control points may lie outside it, so this can be larger than SwiftUI's tight box).
    public var boundingRect: CGRect {
        var points: [Point] = []
        for segment in segments {
            switch segment {
            case .move(let p), .line(let p): points.append(p)
            case .quad(let p, let c): points += [p, c]
            case .cubic(let p, let c1, let c2): points += [p, c1, c2]
            case .close: break
            case .shape(.transformed(_, let transform, .zero), let rect):
                // The transform's origin is the rectangle's corner.
                let box = transform.boundingBox(of: rect.offsetBy(dx: -rect.minX, dy: -rect.minY)).offsetBy(dx: rect.minX, dy: rect.minY)
                points += [box.origin, Point(x: box.maxX, y: box.maxY)]
            case .shape(_, let rect): points += [rect.origin, Point(x: rect.maxX, y: rect.maxY)]
            }
        }
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points.dropFirst() {
            (minX, minY) = (min(minX, point.x), min(minY, point.y))
            (maxX, maxY) = (max(maxX, point.x), max(maxY, point.y))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        let p = Point(point)
        segments.append(.move(p))
        subpathStart = p
        current = p
    }

    /// A line from the current point to `point` (a move when there is none).
    public mutating func addLine(to point: CGPoint) {
        guard current != nil else { return move(to: point) }
        segments.append(.line(Point(point)))
        current = Point(point)
    }

    /// Lines through `points`: a move to the first, lines to the rest.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// A quadratic Bézier curve from the current point to `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard current != nil else { return move(to: end) }
        segments.append(.quad(Point(end), control: Point(control)))
        current = Point(end)
    }

    /// A cubic Bézier curve from the current point to `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard current != nil else { return move(to: end) }
        segments.append(.cubic(Point(end), control1: Point(control1), control2: Point(control2)))
        current = Point(end)
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() {
        guard current != nil else { return }
        segments.append(.close)
        current = subpathStart
    }

    /// A rectangle as a closed subpath.
    public mutating func addRect(_ rect: CGRect) {
        addShape(.rectangle, in: rect)
    }

    /// Several rectangles.
    public mutating func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// A rounded rectangle as a closed subpath.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
        let radius = max(0, min(cornerSize.width, cornerSize.height))
        addShape(.roundedRectangle(cornerRadius: radius, style: style, corners: .all), in: rect)
    }

    /// A rounded rectangle whose corners each have their own radius.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
    ) {
        addShape(.unevenRoundedRectangle(cornerRadii, style: style), in: rect)
    }

    /// An ellipse filling `rect` as a closed subpath.
    public mutating func addEllipse(in rect: CGRect) {
        addShape(.ellipse, in: rect)
    }

    /// Another path's steps.
    public mutating func addPath(_ path: Path) {
        segments += path.segments
        if let end = path.current { current = end }
        if let start = path.subpathStart { subpathStart = start }
    }

    /// Another path's steps, transformed.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform) {
        addPath(path.applying(transform))
    }

    /// A circular arc around `center` from `startAngle` to `endAngle`, joined to the current
    /// point by a line. As in SwiftUI (whose y axis points down), `clockwise: false` sweeps
    /// through increasing angles, which on screen turns clockwise.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var sweep = endAngle.radians - startAngle.radians
        guard radius.isFinite, sweep.isFinite, radius >= 0 else { return }
        let turn = 2 * Double.pi
        if clockwise {
            while sweep > 0 { sweep -= turn }
        } else {
            while sweep < 0 { sweep += turn }
        }
        var arc = Path()
        arc.appendArc(center: Point(center), radius: radius, start: startAngle.radians, sweep: sweep, after: current)
        addArcSegments(arc, transform: transform)
    }

    /// A circular arc of `radius` tangent to the line from the current point to
    /// `tangent1End` and to the line from there to `tangent2End`.
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard let start = current else { return move(to: tangent1End) }
        let corner = Point(tangent1End)
        let end = Point(tangent2End)
        let (ux, uy) = (start.x - corner.x, start.y - corner.y)
        let (vx, vy) = (end.x - corner.x, end.y - corner.y)
        let (lu, lv) = ((ux * ux + uy * uy).squareRoot(), (vx * vx + vy * vy).squareRoot())
        let angle = acos(max(-1, min(1, (ux * vx + uy * vy) / (lu * lv))))
        guard lu > 0, lv > 0, angle.isFinite, angle > 1e-9, angle < .pi - 1e-9, radius > 0 else {
            return addLine(to: tangent1End.applying(transform))
        }
        let distance = radius / tan(angle / 2)
        let from = Point(x: corner.x + ux / lu * distance, y: corner.y + uy / lu * distance)
        let to = Point(x: corner.x + vx / lv * distance, y: corner.y + vy / lv * distance)
        // The centre lies on the bisector, `radius / sin(angle / 2)` from the corner.
        let (bx, by) = (ux / lu + vx / lv, uy / lu + vy / lv)
        let lb = (bx * bx + by * by).squareRoot()
        let reach = radius / sin(angle / 2)
        let center = Point(x: corner.x + bx / lb * reach, y: corner.y + by / lb * reach)
        let startAngle = atan2(from.y - center.y, from.x - center.x)
        var sweep = atan2(to.y - center.y, to.x - center.x) - startAngle
        let cross = ux * vy - uy * vx
        if cross < 0 { while sweep < 0 { sweep += 2 * .pi } } else { while sweep > 0 { sweep -= 2 * .pi } }
        var arc = Path()
        arc.appendArc(center: center, radius: radius, start: startAngle, sweep: sweep, after: start)
        addArcSegments(arc, transform: transform)
    }

    /// A built-in outline filling `rect`, as a closed subpath.
    mutating func addShape(_ kind: ShapeKind, in rect: CGRect) {
        let rect = Rect(rect)
        segments.append(.shape(kind, rect))
        subpathStart = rect.origin
        current = rect.origin
    }

    /// An arc's steps appended after the current point (a line to its start, or a move).
    private mutating func addArcSegments(_ arc: Path, transform: CGAffineTransform) {
        let moved = transform.isIdentity ? arc : arc.applying(transform)
        for segment in moved.segments {
            switch segment {
            case .move(let p):
                if current == nil { move(to: CGPoint(p)) } else { addLine(to: CGPoint(p)) }
            default:
                segments.append(segment)
            }
        }
        if let end = moved.current { current = end }
    }

    /// An arc as cubic curves of at most a quarter turn each, starting with a move to its start.
    private mutating func appendArc(center: Point, radius: Double, start: Double, sweep: Double, after: Point?) {
        func point(_ angle: Double) -> Point { Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }
        segments.append(.move(point(start)))
        current = point(start)
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        // The control points of a circular arc of `step` radians as one cubic curve.
        let k = 4.0 / 3 * tan(step / 4)
        for index in 0..<pieces {
            let a0 = start + Double(index) * step
            let a1 = a0 + step
            let (p0, p1) = (point(a0), point(a1))
            let c1 = Point(x: p0.x - k * radius * sin(a0), y: p0.y + k * radius * cos(a0))
            let c2 = Point(x: p1.x + k * radius * sin(a1), y: p1.y - k * radius * cos(a1))
            segments.append(.cubic(p1, control1: c1, control2: c2))
            current = p1
        }
    }

    // MARK: Reading and transforming

    /// Calls `body` with each step. A built-in outline (a rectangle, an ellipse …) is handed
    /// out as a move, four lines and a close around its rectangle.
    public func forEach(_ body: (Element) -> Void) {
        for segment in segments {
            switch segment {
            case .move(let p): body(.move(to: CGPoint(p)))
            case .line(let p): body(.line(to: CGPoint(p)))
            case .quad(let p, let c): body(.quadCurve(to: CGPoint(p), control: CGPoint(c)))
            case .cubic(let p, let c1, let c2): body(.curve(to: CGPoint(p), control1: CGPoint(c1), control2: CGPoint(c2)))
            case .close: body(.closeSubpath)
            case .shape(_, let rect):
                body(.move(to: CGPoint(x: rect.minX, y: rect.minY)))
                body(.line(to: CGPoint(x: rect.maxX, y: rect.minY)))
                body(.line(to: CGPoint(x: rect.maxX, y: rect.maxY)))
                body(.line(to: CGPoint(x: rect.minX, y: rect.maxY)))
                body(.closeSubpath)
            }
        }
    }

    /// The path with every point transformed. A built-in outline moved by more than a
    /// translation and a scale is drawn through the transform.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        func map(_ p: Point) -> Point { Point(CGPoint(p).applying(transform)) }
        var result = Path()
        result.segments = segments.map { segment in
            switch segment {
            case .move(let p): .move(map(p))
            case .line(let p): .line(map(p))
            case .quad(let p, let c): .quad(map(p), control: map(c))
            case .cubic(let p, let c1, let c2): .cubic(map(p), control1: map(c1), control2: map(c2))
            case .close: .close
            case .shape(let kind, let rect) where transform.a == 1 && transform.b == 0 && transform.c == 0 && transform.d == 1:
                .shape(kind, rect.offsetBy(dx: transform.tx, dy: transform.ty))
            case .shape(let kind, let rect): .shape(.transformed(kind, transform.about(rect.origin), anchor: .zero), rect)
            }
        }
        result.current = current.map(map)
        result.subpathStart = subpathStart.map(map)
        return result
    }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }
}

extension Path: Shape {
    /// The path itself, wherever it is drawn.
    public func path(in rect: CGRect) -> Path { self }
}

extension Point {
    /// A point from Foundation's.
    init(_ point: CGPoint) {
        self.init(x: point.x, y: point.y)
    }
}

extension CGPoint {
    /// A Foundation point from IntroUI's.
    init(_ point: Point) {
        self.init(x: point.x, y: point.y)
    }
}

extension Rect {
    /// A rectangle from Foundation's (standardized: no negative size).
    public init(_ rect: CGRect) {
        let rect = rect.isNull ? .zero : rect.standardized
        self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The rectangle as Foundation's.
    public var cgRect: CGRect { CGRect(x: minX, y: minY, width: width, height: height) }
}
