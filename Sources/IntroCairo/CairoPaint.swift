import CCairo
import Foundation
import IntroUI

/// Sets a ``Paint`` as a Cairo context's source: a colour, or a gradient pattern laid over
/// the rectangle of what it paints.
enum CairoPaint {
    /// Makes `paint` over `rect` the source of `cairo`.
    static func setSource(_ paint: Paint, in rect: Rect, on cairo: OpaquePointer) {
        if case .color(let color) = paint {
            cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
            return
        }
        guard let pattern = pattern(paint, in: rect) else {
            let color = paint.representativeColor
            cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
            return
        }
        cairo_set_source(cairo, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// The gradient's pattern in user space; nil when it cannot be drawn (no stops, an empty
    /// frame, a value that is not finite).
    private static func pattern(_ paint: Paint, in rect: Rect) -> OpaquePointer? {
        func point(_ unit: UnitPoint) -> Point {
            Point(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height)
        }
        let pattern: OpaquePointer?
        let stops: [GradientStop]
        switch paint {
        case .color:
            return nil
        case .linearGradient(let s, let start, let end):
            let (p0, p1) = (point(start), point(end))
            guard [p0.x, p0.y, p1.x, p1.y].allSatisfy(\.isFinite) else { return nil }
            pattern = cairo_pattern_create_linear(p0.x, p0.y, p1.x, p1.y)
            stops = s
        case .radialGradient(let s, let center, let startRadius, let endRadius):
            let c = point(center)
            guard [c.x, c.y, startRadius, endRadius].allSatisfy(\.isFinite) else { return nil }
            pattern = cairo_pattern_create_radial(c.x, c.y, max(0, startRadius), c.x, c.y, max(0, endRadius))
            stops = s
        case .ellipticalGradient(let s, let center, let startFraction, let endFraction):
            let c = point(center)
            guard rect.width > 0, rect.height > 0, [c.x, c.y, startFraction, endFraction].allSatisfy(\.isFinite) else {
                return nil
            }
            // A radial gradient in a unit circle, stretched over half the frame's size.
            pattern = cairo_pattern_create_radial(0, 0, max(0, startFraction), 0, 0, max(0, endFraction))
            var matrix = cairo_matrix_t(
                xx: 2 / rect.width, yx: 0, xy: 0, yy: 2 / rect.height, x0: -c.x * 2 / rect.width, y0: -c.y * 2 / rect.height)
            if let pattern { cairo_pattern_set_matrix(pattern, &matrix) }
            stops = s
        case .angularGradient(let s, let center, let startAngle, let endAngle):
            return angularPattern(s, center: point(center), rect: rect, start: startAngle, end: endAngle)
        }
        guard let pattern, !stops.isEmpty else {
            if let pattern { cairo_pattern_destroy(pattern) }
            return nil
        }
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }

    /// How many wedges a full turn of an angular gradient is drawn with.
    private static let wedgesPerTurn = 256.0

    /// An angular (conic) gradient as a mesh of thin wedges around `center` reaching past the
    /// frame's corners: the colour of each wedge edge is the gradient at its angle; before
    /// the start angle the first stop's colour, after the end the last stop's, meeting
    /// half-way round the rest of the turn.
    private static func angularPattern(_ stops: [GradientStop], center: Point, rect: Rect, start: Double, end: Double)
        -> OpaquePointer?
    {
        let sweep = end - start
        guard let first = stops.first, let last = stops.last, sweep.isFinite, start.isFinite, abs(sweep) > 1e-9,
            center.x.isFinite, center.y.isFinite
        else { return nil }
        let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
        let radius = corners.map { corner -> Double in
            let (dx, dy) = (corner.0 - center.x, corner.1 - center.y)
            return (dx * dx + dy * dy).squareRoot()
        }.max() ?? 0
        guard radius > 0, let mesh = cairo_pattern_create_mesh() else { return nil }
        let turn = 2 * Double.pi
        let covered = min(abs(sweep), turn)
        let direction: Double = sweep < 0 ? -1 : 1
        func wedge(from a0: Double, to a1: Double, _ c0: RGBA, _ c1: RGBA) {
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, center.x, center.y)
            cairo_mesh_pattern_line_to(mesh, center.x + radius * 1.5 * cos(a0), center.y + radius * 1.5 * sin(a0))
            cairo_mesh_pattern_line_to(mesh, center.x + radius * 1.5 * cos(a1), center.y + radius * 1.5 * sin(a1))
            cairo_mesh_pattern_line_to(mesh, center.x, center.y)
            for (corner, color) in [c0, c0, c1, c1].enumerated() {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), color.red, color.green, color.blue, color.alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        let count = max(4, Int((covered / turn * wedgesPerTurn).rounded(.up)))
        for index in 0..<count {
            let t0 = Double(index) / Double(count)
            let t1 = Double(index + 1) / Double(count)
            wedge(
                from: start + direction * covered * t0, to: start + direction * covered * t1, color(at: t0, stops),
                color(at: t1, stops))
        }
        let rest = turn - covered
        if rest > 1e-9 {
            let middle = start + direction * (covered + rest / 2)
            let pieces = max(1, Int((rest / 2 / turn * wedgesPerTurn).rounded(.up)))
            for index in 0..<pieces {
                let step = rest / 2 / Double(pieces)
                let afterEnd = start + direction * (covered + Double(index) * step)
                wedge(from: afterEnd, to: afterEnd + direction * step, last.color, last.color)
                let beforeStart = middle + direction * Double(index) * step
                wedge(from: beforeStart, to: beforeStart + direction * step, first.color, first.color)
            }
        }
        return mesh
    }

    /// The gradient's colour at `t` (0…1), straight alpha interpolated between the stops
    /// around it.
    static func color(at t: Double, _ stops: [GradientStop]) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t >= a.location && t <= b.location {
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            return RGBA(
                red: a.color.red + (b.color.red - a.color.red) * f, green: a.color.green + (b.color.green - a.color.green) * f,
                blue: a.color.blue + (b.color.blue - a.color.blue) * f,
                alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
        }
        return last.color
    }

    /// Sets a stroke style's width, ends, joins and dashes.
    static func setStroke(_ style: StrokeStyle, on cairo: OpaquePointer) {
        cairo_set_line_width(cairo, style.lineWidth)
        let cap: cairo_line_cap_t =
            switch style.lineCap {
            case .butt: CAIRO_LINE_CAP_BUTT
            case .round: CAIRO_LINE_CAP_ROUND
            case .square: CAIRO_LINE_CAP_SQUARE
            }
        let join: cairo_line_join_t =
            switch style.lineJoin {
            case .miter: CAIRO_LINE_JOIN_MITER
            case .round: CAIRO_LINE_JOIN_ROUND
            case .bevel: CAIRO_LINE_JOIN_BEVEL
            }
        cairo_set_line_cap(cairo, cap)
        cairo_set_line_join(cairo, join)
        cairo_set_miter_limit(cairo, style.miterLimit)
        // Cairo refuses a pattern of only zeros (a context error that lasts).
        if style.dash.contains(where: { $0 > 0 }) {
            let dashes = style.dash.map { Double($0) }
            cairo_set_dash(cairo, dashes, Int32(dashes.count), style.dashPhase)
        } else {
            cairo_set_dash(cairo, nil, 0, 0)
        }
    }

    /// The Cairo operator of a blend mode (`plusDarker`, which Cairo lacks, multiplies).
    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}
