import CCairo
import IntroUI

/// Builds the outline of a `ShapeKind` as the current Cairo path.
enum ShapePath {
    /// Replaces the current path with the outline of `shape` filling `rect`.
    static func add(_ shape: ShapeKind, in rect: Rect, to cairo: OpaquePointer) {
        cairo_new_path(cairo)
        append(shape, in: rect, to: cairo)
    }

    /// Adds the outline of `shape` filling `rect` to the current path.
    private static func append(_ shape: ShapeKind, in rect: Rect, to cairo: OpaquePointer) {
        let half = max(0, min(rect.width, rect.height) / 2)
        switch shape {
        case .rectangle:
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        case .circle:
            cairo_arc(cairo, rect.midX, rect.midY, half, 0, 2 * Double.pi)
            cairo_close_path(cairo)
        case .capsule:
            addRounded(rect, radius: half, style: .circular, corners: .all, to: cairo)
        case .roundedRectangle(let radius, let style, let corners):
            addRounded(rect, radius: radius, style: style, corners: corners, to: cairo)
        case .path(let elements):
            addUnitPath(elements, in: rect, to: cairo)
        case .ellipse:
            addEllipse(rect, to: cairo)
        case .unevenRoundedRectangle(let radii, let style):
            // Clockwise from the top right, as the plan of `addRounded` runs.
            let corners: [Double] = [radii.topTrailing, radii.bottomTrailing, radii.bottomLeading, radii.topLeading]
            addRounded(rect, radii: corners, style: style, to: cairo)
        case .outline(let path):
            addPath(path, to: cairo)
        case .trimmed(let inner, let from, let to):
            addTrimmed(inner, in: rect, from: from, to: to, cairo)
        case .inset(let inner, let amount):
            append(inner.shrunk(by: amount), in: rect.inset(by: EdgeInsets(all: amount)), to: cairo)
        case .transformed(let inner, let transform, let anchor):
            guard !transform.isDegenerate else { return }
            var saved = cairo_matrix_t()
            cairo_get_matrix(cairo, &saved)
            let origin = Point(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
            var matrix = cairo_matrix_t(
                xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                x0: origin.x + transform.tx - transform.a * origin.x - transform.c * origin.y,
                y0: origin.y + transform.ty - transform.b * origin.x - transform.d * origin.y)
            cairo_transform(cairo, &matrix)
            append(inner, in: rect, to: cairo)
            cairo_set_matrix(cairo, &saved)
        }
    }

    /// The largest ellipse in `rect`, as four cubic curves.
    private static func addEllipse(_ rect: Rect, to cairo: OpaquePointer) {
        let (rx, ry) = (max(0, rect.width / 2), max(0, rect.height / 2))
        let (kx, ky) = (rx * (1 - circleControl), ry * (1 - circleControl))
        let (cx, cy) = (rect.midX, rect.midY)
        cairo_move_to(cairo, cx + rx, cy)
        cairo_curve_to(cairo, cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry)
        cairo_curve_to(cairo, cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy)
        cairo_curve_to(cairo, cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry)
        cairo_curve_to(cairo, cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy)
        cairo_close_path(cairo)
    }

    /// A ``Path``'s steps (its built-in outlines each a subpath of their own).
    private static func addPath(_ path: Path, to cairo: OpaquePointer) {
        var current = Point.zero
        for segment in path.segments {
            switch segment {
            case .move(let p):
                cairo_move_to(cairo, p.x, p.y)
                current = p
            case .line(let p):
                cairo_line_to(cairo, p.x, p.y)
                current = p
            case .quad(let p, let c):
                // A quadratic curve as the cubic with the same shape.
                cairo_curve_to(
                    cairo, current.x + 2 / 3 * (c.x - current.x), current.y + 2 / 3 * (c.y - current.y),
                    p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
                current = p
            case .cubic(let p, let c1, let c2):
                cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .close:
                cairo_close_path(cairo)
                var (x, y) = (0.0, 0.0)
                cairo_get_current_point(cairo, &x, &y)
                current = Point(x: x, y: y)
            case .shape(let kind, let rect):
                cairo_new_sub_path(cairo)
                append(kind, in: rect, to: cairo)
                current = rect.origin
            }
        }
    }

    /// The part of `inner`'s outline from `from` to `to` (fractions of its whole length,
    /// closing lines included), from Cairo's flattened copy of it.
    private static func addTrimmed(_ inner: ShapeKind, in rect: Rect, from: Double, to: Double, _ cairo: OpaquePointer) {
        var existing = cairo_copy_path(cairo)
        defer { cairo_path_destroy(existing) }
        cairo_new_path(cairo)
        append(inner, in: rect, to: cairo)
        let flat = cairo_copy_path_flat(cairo)
        defer { cairo_path_destroy(flat) }
        cairo_new_path(cairo)
        if let existing, existing.pointee.num_data > 0 { cairo_append_path(cairo, existing) }
        existing = nil
        guard let flat, to > from else { return }
        let polylines = PathTrimming.polylines(flat.pointee)
        let total = polylines.reduce(0) { $0 + PathTrimming.length($1) }
        guard total > 0 else { return }
        for piece in PathTrimming.trim(polylines, from: from * total, to: to * total) where piece.count > 1 {
            cairo_move_to(cairo, piece[0].x, piece[0].y)
            for point in piece.dropFirst() { cairo_line_to(cairo, point.x, point.y) }
        }
    }

    /// A ``UnitPath`` scaled into `rect`.
    private static func addUnitPath(_ elements: [UnitPath.Element], in rect: Rect, to cairo: OpaquePointer) {
        func x(_ point: Point) -> Double { rect.minX + point.x * rect.width }
        func y(_ point: Point) -> Double { rect.minY + point.y * rect.height }
        for element in elements {
            switch element {
            case .move(let point): cairo_move_to(cairo, x(point), y(point))
            case .line(let point): cairo_line_to(cairo, x(point), y(point))
            case .arc(let center, let radius, let start, let end):
                let values = [center.x, center.y, radius, start, end]
                guard values.allSatisfy(\.isFinite) else { continue }
                cairo_new_sub_path(cairo)
                cairo_arc(cairo, x(center), y(center), max(0, radius * rect.width), start, end)
            case .close: cairo_close_path(cairo)
            }
        }
    }

    /// A point in a corner's own frame: `along` runs back along the edge the outline arrives
    /// by, `into` along the edge it leaves by, both in corner radii from the corner.
    private struct CornerPoint {
        var along: Double
        var into: Double

        func blended(with other: CornerPoint, _ t: Double) -> CornerPoint {
            CornerPoint(along: other.along + (along - other.along) * t, into: other.into + (into - other.into) * t)
        }
    }

    /// One piece of a corner: a cubic curve (control points, end) — a line is a curve whose
    /// control points lie on it.
    private struct CornerCurve {
        var control1: CornerPoint
        var control2: CornerPoint
        var end: CornerPoint

        static func line(_ along: Double, _ into: Double, from start: CornerPoint) -> CornerCurve {
            let end = CornerPoint(along: along, into: into)
            return CornerCurve(control1: start, control2: end, end: end)
        }

        static func curve(_ c1: (Double, Double), _ c2: (Double, Double), _ end: (Double, Double)) -> CornerCurve {
            CornerCurve(
                control1: CornerPoint(along: c1.0, into: c1.1), control2: CornerPoint(along: c2.0, into: c2.1),
                end: CornerPoint(along: end.0, into: end.1))
        }
    }

    /// How far Apple's continuous corner reaches along each edge, in radii.
    private static let continuousReach = 1.52866483
    /// The control-point offset of a quarter circle drawn as one cubic (1 − 0.5523).
    private static let circleControl = 1 - 0.55228475

    /// The continuous corner: the iOS 7 squircle as it is commonly reverse-engineered, three
    /// curves joined by two short lines, leaving the edge 1.528 radii before the corner.
    private static let continuousCorner: (start: CornerPoint, curves: [CornerCurve]) = {
        let curves: [CornerCurve] = [
            .curve((1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)),
            .line(0.63149399, 0.07491100, from: CornerPoint(along: 0.66993427, into: 0.06549600)),
            .curve((0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399)),
            .line(0.06549600, 0.66993427, from: CornerPoint(along: 0.07491100, into: 0.63149399)),
            .curve((0, 0.86840689), (0, 1.08849323), (0, continuousReach)),
        ]
        return (CornerPoint(along: continuousReach, into: 0), curves)
    }()

    /// A quarter circle in the same five pieces, so that the two can be blended.
    private static let circularCorner: (start: CornerPoint, curves: [CornerCurve]) = {
        let start = CornerPoint(along: 1, into: 0)
        let end = CornerPoint(along: 0, into: 1)
        let curves: [CornerCurve] = [
            CornerCurve(control1: start, control2: start, end: start),
            CornerCurve(control1: start, control2: start, end: start),
            .curve((circleControl, 0), (0, circleControl), (0, 1)),
            CornerCurve(control1: end, control2: end, end: end),
            CornerCurve(control1: end, control2: end, end: end),
        ]
        return (start, curves)
    }()

    /// A rectangle with some corners rounded, all with one radius.
    private static func addRounded(
        _ rect: Rect, radius: Double, style: RoundedCornerStyle, corners: RectCorners, to cairo: OpaquePointer
    ) {
        let radii = [RectCorners.topRight, .bottomRight, .bottomLeft, .topLeft].map { corners.contains($0) ? radius : 0 }
        addRounded(rect, radii: radii, style: style, to: cairo)
    }

    /// A rectangle with its corners rounded, clockwise from the top right. A radius is held
    /// to half the shorter side. A continuous corner that would not fit (its reach exceeds
    /// half the side) is blended towards a circular one until it does, so the largest radius
    /// gives a capsule's ends.
    private static func addRounded(_ rect: Rect, radii: [Double], style: RoundedCornerStyle, to cairo: OpaquePointer) {
        let half = max(0, min(rect.width, rect.height) / 2)
        // Clockwise from the middle of the top edge; each corner with the unit vectors back
        // along the arriving edge and along the leaving edge.
        let plan: [(Point, (Double, Double), (Double, Double))] = [
            (Point(x: rect.maxX, y: rect.minY), (-1, 0), (0, 1)),
            (Point(x: rect.maxX, y: rect.maxY), (0, -1), (-1, 0)),
            (Point(x: rect.minX, y: rect.maxY), (1, 0), (0, -1)),
            (Point(x: rect.minX, y: rect.minY), (0, 1), (1, 0)),
        ]
        cairo_move_to(cairo, rect.midX, rect.minY)
        for ((origin, back, forward), radius) in zip(plan, radii) {
            let r = radius.isFinite ? min(max(0, radius), half) : 0
            guard r > 0 else {
                cairo_line_to(cairo, origin.x, origin.y)
                continue
            }
            var continuity = 0.0
            if style == .continuous {
                continuity = min(1, max(0, (half / r - 1) / (continuousReach - 1)))
            }
            let start = continuousCorner.start.blended(with: circularCorner.start, continuity)
            let curves = zip(continuousCorner.curves, circularCorner.curves).map { smooth, round in
                CornerCurve(
                    control1: smooth.control1.blended(with: round.control1, continuity),
                    control2: smooth.control2.blended(with: round.control2, continuity),
                    end: smooth.end.blended(with: round.end, continuity))
            }
            func place(_ p: CornerPoint) -> (Double, Double) {
                (
                    origin.x + (p.along * back.0 + p.into * forward.0) * r,
                    origin.y + (p.along * back.1 + p.into * forward.1) * r
                )
            }
            let first = place(start)
            cairo_line_to(cairo, first.0, first.1)
            for curve in curves {
                let (c1, c2, end) = (place(curve.control1), place(curve.control2), place(curve.end))
                cairo_curve_to(cairo, c1.0, c1.1, c2.0, c2.1, end.0, end.1)
            }
        }
        cairo_close_path(cairo)
    }
}

extension ShapeKind {
    /// The outline drawn `amount` further in: rounded corners' radii shrink by it.
    fileprivate func shrunk(by amount: Double) -> ShapeKind {
        switch self {
        case .roundedRectangle(let radius, let style, let corners):
            .roundedRectangle(cornerRadius: max(0, radius - amount), style: style, corners: corners)
        case .unevenRoundedRectangle(let radii, let style):
            .unevenRoundedRectangle(
                RectangleCornerRadii(
                    topLeading: radii.topLeading - amount, bottomLeading: radii.bottomLeading - amount,
                    bottomTrailing: radii.bottomTrailing - amount, topTrailing: radii.topTrailing - amount),
                style: style)
        default: self
        }
    }
}

/// Cuts flattened outlines (polylines) to a stretch of their length, for ``ShapeKind/trimmed(_:from:to:)``.
enum PathTrimming {
    /// The subpaths of a flattened Cairo path as polylines; a closed one ends at its start.
    static func polylines(_ path: cairo_path_t) -> [[Point]] {
        var result: [[Point]] = []
        var index = 0
        while index < Int(path.num_data) {
            let header = path.data[index].header
            let point = index + 1 < Int(path.num_data) ? path.data[index + 1].point : cairo_path_data_t.__Unnamed_struct_point(x: 0, y: 0)
            switch header.type {
            case CAIRO_PATH_MOVE_TO: result.append([Point(x: point.x, y: point.y)])
            case CAIRO_PATH_LINE_TO:
                if result.isEmpty { result.append([]) }
                result[result.count - 1].append(Point(x: point.x, y: point.y))
            case CAIRO_PATH_CLOSE_PATH:
                if let first = result.last?.first { result[result.count - 1].append(first) }
            default: break
            }
            index += Int(header.length)
        }
        return result
    }

    /// A polyline's length.
    static func length(_ line: [Point]) -> Double {
        zip(line, line.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
    }

    /// The pieces of `lines` (taken end to end) between lengths `from` and `to`.
    static func trim(_ lines: [[Point]], from: Double, to: Double) -> [[Point]] {
        var pieces: [[Point]] = []
        var travelled = 0.0
        for line in lines {
            var piece: [Point] = []
            for (a, b) in zip(line, line.dropFirst()) {
                let segment = distance(a, b)
                let (start, end) = (travelled, travelled + segment)
                travelled = end
                guard segment > 0, end > from, start < to else { continue }
                let t0 = max(0, (from - start) / segment)
                let t1 = min(1, (to - start) / segment)
                let p0 = Point(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
                let p1 = Point(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
                if piece.isEmpty { piece.append(p0) }
                piece.append(p1)
            }
            if !piece.isEmpty { pieces.append(piece) }
        }
        return pieces
    }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
}

