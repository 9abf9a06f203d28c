import CCairo
import IntroUI

/// Builds the outline of a `ShapeKind` as the current Cairo path.
enum ShapePath {
    /// Replaces the current path with the outline of `shape` filling `rect`.
    static func add(_ shape: ShapeKind, in rect: Rect, to cairo: OpaquePointer) {
        cairo_new_path(cairo)
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

    /// A rectangle with some corners rounded. The radius is held to half the shorter side.
    /// A continuous corner that would not fit (its reach exceeds half the side) is blended
    /// towards a circular one until it does, so the largest radius gives a capsule's ends.
    private static func addRounded(
        _ rect: Rect, radius: Double, style: RoundedCornerStyle, corners: RectCorners, to cairo: OpaquePointer
    ) {
        let half = max(0, min(rect.width, rect.height) / 2)
        let r = radius.isFinite ? min(max(0, radius), half) : 0
        var continuity = 0.0
        if style == .continuous, r > 0 {
            continuity = min(1, max(0, (half / r - 1) / (continuousReach - 1)))
        }
        let start = continuousCorner.start.blended(with: circularCorner.start, continuity)
        let curves = zip(continuousCorner.curves, circularCorner.curves).map { smooth, round in
            CornerCurve(
                control1: smooth.control1.blended(with: round.control1, continuity),
                control2: smooth.control2.blended(with: round.control2, continuity),
                end: smooth.end.blended(with: round.end, continuity))
        }
        // Clockwise from the middle of the top edge; each corner with the unit vectors back
        // along the arriving edge and along the leaving edge.
        let plan: [(RectCorners, Point, (Double, Double), (Double, Double))] = [
            (.topRight, Point(x: rect.maxX, y: rect.minY), (-1, 0), (0, 1)),
            (.bottomRight, Point(x: rect.maxX, y: rect.maxY), (0, -1), (-1, 0)),
            (.bottomLeft, Point(x: rect.minX, y: rect.maxY), (1, 0), (0, -1)),
            (.topLeft, Point(x: rect.minX, y: rect.minY), (0, 1), (1, 0)),
        ]
        cairo_move_to(cairo, rect.midX, rect.minY)
        for (corner, origin, back, forward) in plan {
            guard corners.contains(corner), r > 0 else {
                cairo_line_to(cairo, origin.x, origin.y)
                continue
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
