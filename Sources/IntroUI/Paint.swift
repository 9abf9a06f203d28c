import Foundation

/// One colour of a gradient at a location along it, resolved for a colour scheme.
public struct GradientStop: Hashable, Sendable, Codable {
    /// The colour.
    public var color: RGBA
    /// Where along the gradient, 0 (start) … 1 (end).
    public var location: Double

    /// Creates a stop.
    public init(color: RGBA, location: Double) {
        self.color = color
        self.location = location.isFinite ? location : 0
    }
}

/// What a shape or a text is painted with, resolved for a colour scheme and a layout
/// direction: a colour or a gradient. A gradient's points are fractions of the frame of what
/// it paints (the rectangle of the display item), x from the left edge, y from the top.
public enum Paint: Hashable, Sendable, Codable {
    /// One colour.
    case color(RGBA)
    /// Colours along the line from `start` to `end`, constant across it.
    case linearGradient([GradientStop], start: UnitPoint, end: UnitPoint)
    /// Colours along the radius of circles around `center`, from `startRadius` to `endRadius` points.
    case radialGradient([GradientStop], center: UnitPoint, startRadius: Double, endRadius: Double)
    /// Colours along the radius of ellipses around `center` with the frame's proportions;
    /// the radii are fractions of half the frame's size (1: the ellipse touches its edges).
    case ellipticalGradient([GradientStop], center: UnitPoint, startRadiusFraction: Double, endRadiusFraction: Double)
    /// Colours around `center`, from `startAngle` to `endAngle` (radians, clockwise from the
    /// trailing direction, as SwiftUI measures them on screen).
    case angularGradient([GradientStop], center: UnitPoint, startAngle: Double, endAngle: Double)

    /// The paint when it is a gradient; nil for one colour.
    public var gradient: Paint? {
        if case .color = self { return nil }
        return self
    }

    /// The paint's one colour, or the colour a backend without gradients uses (the average
    /// of the stops).
    public var representativeColor: RGBA {
        switch self {
        case .color(let color): return color
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
            .ellipticalGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _):
            guard !stops.isEmpty else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
            let count = Double(stops.count)
            return RGBA(
                red: stops.map(\.color.red).reduce(0, +) / count, green: stops.map(\.color.green).reduce(0, +) / count,
                blue: stops.map(\.color.blue).reduce(0, +) / count, alpha: stops.map(\.color.alpha).reduce(0, +) / count)
        }
    }

    /// Whether nothing painted with it can be seen (a clear colour, or stops that are all clear).
    public var isInvisible: Bool {
        switch self {
        case .color(let color): color.alpha <= 0
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
            .ellipticalGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _):
            stops.allSatisfy { $0.color.alpha <= 0 }
        }
    }

    /// The paint with every colour's opacity multiplied by `opacity`.
    public func multipliedAlpha(_ opacity: Double) -> Paint {
        func fade(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(color: $0.color.multipliedAlpha(opacity), location: $0.location) }
        }
        switch self {
        case .color(let color): return .color(color.multipliedAlpha(opacity))
        case .linearGradient(let stops, let start, let end): return .linearGradient(fade(stops), start: start, end: end)
        case .radialGradient(let stops, let center, let start, let end):
            return .radialGradient(fade(stops), center: center, startRadius: start, endRadius: end)
        case .ellipticalGradient(let stops, let center, let start, let end):
            return .ellipticalGradient(fade(stops), center: center, startRadiusFraction: start, endRadiusFraction: end)
        case .angularGradient(let stops, let center, let start, let end):
            return .angularGradient(fade(stops), center: center, startAngle: start, endAngle: end)
        }
    }
}

/// How a shape's outline is stroked, like SwiftUI's `StrokeStyle`: width, ends, joins and dashes.
public struct StrokeStyle: Hashable, Sendable, Codable {
    /// The width of the line, centred on the outline.
    public var lineWidth: CGFloat
    /// How the ends of open lines and dashes look.
    public var lineCap: CGLineCap
    /// How corners look.
    public var lineJoin: CGLineJoin
    /// How far a mitred corner may reach, in line widths, before it is bevelled.
    public var miterLimit: CGFloat
    /// The lengths of dashes and gaps, alternating (empty: a solid line).
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke style (SwiftUI's defaults: 1 point, butt ends, mitred corners, no dashes).
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth.isFinite ? max(0, lineWidth) : 0
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit.isFinite ? max(1, miterLimit) : 10
        self.dash = dash.map { $0.isFinite ? max(0, $0) : 0 }
        self.dashPhase = dashPhase.isFinite ? dashPhase : 0
    }

    /// Whether only the width differs from the defaults (a plain stroke).
    var isPlain: Bool { lineCap == .butt && lineJoin == .miter && miterLimit == 10 && dash.isEmpty }
}

/// How the ends of stroked lines look (Core Graphics' names, which SwiftUI's `StrokeStyle` uses).
public enum CGLineCap: Int32, Hashable, Sendable, Codable {
    /// The line stops square at its end.
    case butt
    /// A half circle past the end.
    case round
    /// A half square past the end.
    case square
}

/// How the corners of stroked lines look.
public enum CGLineJoin: Int32, Hashable, Sendable, Codable {
    /// A sharp corner (bevelled past the miter limit).
    case miter
    /// A rounded corner.
    case round
    /// A corner cut off flat.
    case bevel
}

/// How the inside of an outline is decided, like SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable, Codable {
    /// The even-odd rule (a region inside an even number of outlines is outside) instead of
    /// the non-zero winding rule.
    public var isEOFilled: Bool
    /// Whether edges are antialiased (IntroKit always antialiases).
    public var isAntialiased: Bool

    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A shape filled or stroked with any paint (what ``DisplayItem/fill(_:_:_:)`` and
/// ``DisplayItem/stroke(_:_:_:lineWidth:)`` cannot say: a gradient, the even-odd rule, a
/// dashed or capped stroke).
public struct ShapeDrawing: Hashable, Sendable, Codable {
    /// The outline.
    public var kind: ShapeKind
    /// The rectangle the outline fills; a gradient's points are fractions of it.
    public var rect: Rect
    /// What it is painted with.
    public var paint: Paint
    /// How it is stroked; nil fills it.
    public var stroke: StrokeStyle?
    /// Fills with the even-odd rule.
    public var isEOFilled: Bool

    /// Creates a drawing.
    public init(kind: ShapeKind, rect: Rect, paint: Paint, stroke: StrokeStyle? = nil, isEOFilled: Bool = false) {
        self.kind = kind
        self.rect = rect
        self.paint = paint
        self.stroke = stroke
        self.isEOFilled = isEOFilled
    }

    /// The drawing as the simplest item that draws it: a plain fill or stroke in one colour
    /// stays ``DisplayItem/fill(_:_:_:)`` / ``DisplayItem/stroke(_:_:_:lineWidth:)``.
    public var item: DisplayItem {
        guard case .color(let color) = paint else { return .shape(self) }
        switch stroke {
        case nil where !isEOFilled: return .fill(kind, rect, color)
        case let style? where style.isPlain: return .stroke(kind, rect, color, lineWidth: style.lineWidth)
        default: return .shape(self)
        }
    }
}

/// A colour transform applied to every pixel of a group, on straight (not premultiplied)
/// components: each output component is `r·R + g·G + b·B + a·A + offset` of the row, clamped
/// to 0…1. `brightness`, `contrast`, `saturation`, `grayscale`, `colorMultiply`,
/// `hueRotation` and `colorInvert` each make one.
public struct ColorMatrix: Hashable, Sendable, Codable {
    /// Rows for red, green, blue and alpha, each five coefficients (R, G, B, A, offset).
    public var rows: [[Double]]

    /// A matrix from four rows of five.
    public init(rows: [[Double]]) {
        self.rows = (0..<4).map { index in
            let row = index < rows.count ? rows[index] : []
            return (0..<5).map { column in
                column < row.count && row[column].isFinite ? row[column] : (column == index ? 1 : 0)
            }
        }
    }

    /// The matrix that changes nothing.
    public static let identity = ColorMatrix(rows: [])

    /// This matrix followed by `next`.
    public func then(_ next: ColorMatrix) -> ColorMatrix {
        ColorMatrix(
            rows: (0..<4).map { row in
                (0..<5).map { column in
                    var sum = (0..<4).reduce(0.0) { $0 + next.rows[row][$1] * rows[$1][column] }
                    if column == 4 { sum += next.rows[row][4] }
                    return sum
                }
            })
    }

    /// The colour this matrix makes of `color`.
    public func apply(_ color: RGBA) -> RGBA {
        let input = [color.red, color.green, color.blue, color.alpha, 1]
        let output = rows.map { row in zip(row, input).reduce(0.0) { $0 + $1.0 * $1.1 } }
        return RGBA(red: output[0], green: output[1], blue: output[2], alpha: output[3])
    }
}

/// How a group is composited with what is under it, like SwiftUI's `BlendMode` (Cairo's operators).
public enum BlendMode: String, CaseIterable, Hashable, Sendable, Codable {
    /// Drawn over (source-over).
    case normal
    /// Multiplies the colours (darker).
    case multiply
    /// Inverts, multiplies and inverts again (lighter).
    case screen
    /// Multiplies or screens depending on what is under it.
    case overlay
    /// The darker of the two.
    case darken
    /// The lighter of the two.
    case lighten
    /// Brightens what is under it to reflect the group.
    case colorDodge
    /// Darkens what is under it to reflect the group.
    case colorBurn
    /// A soft light.
    case softLight
    /// A hard light.
    case hardLight
    /// The difference of the two.
    case difference
    /// Like difference, lower in contrast.
    case exclusion
    /// The group's hue with what is under it's saturation and luminosity.
    case hue
    /// The group's saturation.
    case saturation
    /// The group's hue and saturation.
    case color
    /// The group's luminosity.
    case luminosity
    /// Only where something is under it, on top.
    case sourceAtop
    /// Under what is already drawn.
    case destinationOver
    /// What is already drawn, cut out where the group is.
    case destinationOut
    /// The colours added and taken from white (darker; drawn as ``multiply`` by Cairo, which lacks it).
    case plusDarker
    /// The colours added (lighter).
    case plusLighter
}

/// How a group of display items is drawn: with a shadow, blurred, through a colour matrix,
/// blended, or masked.
public indirect enum DrawingEffect: Hashable, Sendable {
    /// The group with a shadow behind it: its alpha, blurred by `radius` (a Gaussian of
    /// standard deviation `radius` / 2), in `color`, moved by `offset`.
    case shadow(color: RGBA, radius: Double, offset: Point)
    /// The group blurred by `radius` (a Gaussian of standard deviation `radius` / 2);
    /// `opaque` keeps the group's alpha as it was.
    case blur(radius: Double, opaque: Bool)
    /// Every pixel of the group through a colour matrix.
    case colorMatrix(ColorMatrix)
    /// The group composited with a blend mode.
    case blend(BlendMode)
    /// The group shown only where `mask` (drawn in the same coordinates) is opaque.
    case mask([DisplayItem])
}
