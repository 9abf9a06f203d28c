import Foundation

/// Colours at locations, like SwiftUI's `Gradient`.
///
/// Still frame: drawn as it is.
public struct Gradient: Hashable, Sendable {
    /// One colour at a location, 0 … 1.
    ///
    /// Still frame: drawn as it is.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where along the gradient.
        public var location: CGFloat

        /// Creates a stop.
        ///
        /// Still frame: drawn as it is.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order of location.
    public var stops: [Stop]

    /// Stops at the given locations.
    ///
    /// Still frame: drawn as it is.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Colours spread evenly from 0 to 1 (one colour fills the whole gradient).
    ///
    /// Still frame: drawn as it is.
    public init(colors: [Color]) {
        let last = Double(max(1, colors.count - 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: colors.count == 1 ? 0 : Double($0.offset) / last) }
    }
}

/// A gradient's stops and geometry, before a colour scheme and direction resolve them.
struct GradientValue: Hashable, Sendable {
    enum Geometry: Hashable, Sendable {
        case linear(start: UnitPoint, end: UnitPoint)
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        case elliptical(center: UnitPoint, startFraction: Double, endFraction: Double)
        case angular(center: UnitPoint, start: Angle, end: Angle)
    }

    var gradient: Gradient
    var geometry: Geometry

    /// The paint in a colour scheme; leading and trailing (x) mirrored right to left.
    func paint(in scheme: ColorScheme, contrast: ColorSchemeContrast = .standard, direction: LayoutDirection) -> Paint {
        let stops = gradient.stops
            .map { GradientStop(color: $0.color.resolve(in: scheme, contrast: contrast), location: min(1, max(0, $0.location))) }
            .sorted { $0.location < $1.location }
        func physical(_ point: UnitPoint) -> UnitPoint {
            direction == .rightToLeft ? UnitPoint(x: 1 - point.x, y: point.y) : point
        }
        switch geometry {
        case .linear(let start, let end):
            return .linearGradient(stops, start: physical(start), end: physical(end))
        case .radial(let center, let startRadius, let endRadius):
            return .radialGradient(stops, center: physical(center), startRadius: startRadius, endRadius: endRadius)
        case .elliptical(let center, let startFraction, let endFraction):
            return .ellipticalGradient(
                stops, center: physical(center), startRadiusFraction: startFraction, endRadiusFraction: endFraction)
        case .angular(let center, let start, let end):
            let mirror = direction == .rightToLeft
            return .angularGradient(
                stops, center: physical(center), startAngle: mirror ? .pi - start.radians : start.radians,
                endAngle: mirror ? .pi - end.radians : end.radians)
        }
    }
}

extension GradientValue {
    /// A gradient as a view: a rectangle filled with it.
    static func lower(_ value: GradientValue, into tree: inout _ViewLowering) {
        _ShapeView._lower(
            _ShapeView(outline: _ShapeOutline(.rectangle), style: .gradient(value), stroke: nil, isEOFilled: false),
            into: &tree)
    }
}

/// Colours along a line between two points of the frame, like SwiftUI's `LinearGradient`.
///
/// Still frame: drawn as it is.
public struct LinearGradient: ShapeStyle, View, PrimitiveView {
    let value: GradientValue

    /// The gradient as a style.
    public var _erased: AnyShapeStyle { AnyShapeStyle(value: .gradient(value)) }

    /// As a view, the gradient fills the frame it is offered.
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) { GradientValue.lower(view.value, into: &tree) }

    /// A gradient from `startPoint` to `endPoint`.
    ///
    /// Still frame: drawn as it is.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        value = GradientValue(gradient: gradient, geometry: .linear(start: startPoint, end: endPoint))
    }

    /// Colours spread evenly from `startPoint` to `endPoint`.
    ///
    /// Still frame: drawn as it is.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Stops from `startPoint` to `endPoint`.
    ///
    /// Still frame: drawn as it is.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

/// Colours along the radius of circles around a point, like SwiftUI's `RadialGradient`.
///
/// Still frame: drawn as it is.
public struct RadialGradient: ShapeStyle, View, PrimitiveView {
    let value: GradientValue

    /// The gradient as a style.
    public var _erased: AnyShapeStyle { AnyShapeStyle(value: .gradient(value)) }

    /// As a view, the gradient fills the frame it is offered.
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) { GradientValue.lower(view.value, into: &tree) }

    /// A gradient from `startRadius` to `endRadius` points around `center`.
    ///
    /// Still frame: drawn as it is.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        value = GradientValue(gradient: gradient, geometry: .radial(center: center, startRadius: startRadius, endRadius: endRadius))
    }

    /// Colours spread evenly from `startRadius` to `endRadius`.
    ///
    /// Still frame: drawn as it is.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Stops from `startRadius` to `endRadius`.
    ///
    /// Still frame: drawn as it is.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

/// Colours along the radius of ellipses of the frame's proportions, like SwiftUI's `EllipticalGradient`.
///
/// Still frame: drawn as it is.
public struct EllipticalGradient: ShapeStyle, View, PrimitiveView {
    let value: GradientValue

    /// The gradient as a style.
    public var _erased: AnyShapeStyle { AnyShapeStyle(value: .gradient(value)) }

    /// As a view, the gradient fills the frame it is offered.
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) { GradientValue.lower(view.value, into: &tree) }

    /// A gradient from `startRadiusFraction` to `endRadiusFraction` of half the frame around `center`.
    ///
    /// Still frame: drawn as it is.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        value = GradientValue(
            gradient: gradient,
            geometry: .elliptical(center: center, startFraction: startRadiusFraction, endFraction: endRadiusFraction))
    }

    /// Colours spread evenly.
    ///
    /// Still frame: drawn as it is.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// Stops.
    ///
    /// Still frame: drawn as it is.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}

/// Colours around a point, like SwiftUI's `AngularGradient` (a conic gradient).
///
/// Still frame: drawn as it is.
public struct AngularGradient: ShapeStyle, View, PrimitiveView {
    let value: GradientValue

    /// The gradient as a style.
    public var _erased: AnyShapeStyle { AnyShapeStyle(value: .gradient(value)) }

    /// As a view, the gradient fills the frame it is offered.
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) { GradientValue.lower(view.value, into: &tree) }

    /// A gradient from `startAngle` to `endAngle` around `center` (0 points trailing,
    /// angles turn clockwise on screen).
    ///
    /// Still frame: drawn as it is.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        // Equal angles: the whole turn, as SwiftUI draws them.
        let end = endAngle == startAngle ? Angle(radians: startAngle.radians + 2 * .pi) : endAngle
        value = GradientValue(gradient: gradient, geometry: .angular(center: center, start: startAngle, end: end))
    }

    /// Colours spread evenly around `center`.
    ///
    /// Still frame: drawn as it is.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Stops around `center`.
    ///
    /// Still frame: drawn as it is.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn starting at `angle`.
    ///
    /// Still frame: drawn as it is.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }

    /// Colours spread evenly over a full turn starting at `angle`.
    ///
    /// Still frame: drawn as it is.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
}

/// A colour's standard gradient, like SwiftUI's `AnyGradient` (what `Color.gradient` gives).
///
/// Still frame: drawn as it is.
public struct AnyGradient: ShapeStyle, Hashable {
    let gradient: Gradient

    /// A gradient of `gradient`'s stops, top to bottom.
    ///
    /// Still frame: drawn as it is.
    public init(_ gradient: Gradient) {
        self.gradient = gradient
    }

    /// The gradient, top to bottom (SwiftUI's default geometry for a gradient used as a style).
    public var _erased: AnyShapeStyle {
        AnyShapeStyle(value: .gradient(GradientValue(gradient: gradient, geometry: .linear(start: .top, end: .bottom))))
    }
}

extension Color {
    /// The colour's standard gradient: top to bottom from the colour lightened to the colour
    /// darkened (IntroKit's reading of SwiftUI's subtle gradient: ±8 % towards white and black).
    ///
    /// Still frame: drawn as it is.
    public var gradient: AnyGradient {
        AnyGradient(Gradient(colors: [mixed(with: .white, by: 0.08), mixed(with: .black, by: 0.08)]))
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient.
    ///
    /// Still frame: drawn as it is.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of colours spread evenly.
    ///
    /// Still frame: drawn as it is.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of stops.
    ///
    /// Still frame: drawn as it is.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient.
    ///
    /// Still frame: drawn as it is.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        -> RadialGradient
    {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of colours spread evenly.
    ///
    /// Still frame: drawn as it is.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        -> RadialGradient
    {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient.
    ///
    /// Still frame: drawn as it is.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of colours spread evenly.
    ///
    /// Still frame: drawn as it is.
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient.
    ///
    /// Still frame: drawn as it is.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
        -> AngularGradient
    {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of colours spread evenly.
    ///
    /// Still frame: drawn as it is.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle)
        -> AngularGradient
    {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient (a full turn from `angle`).
    ///
    /// Still frame: drawn as it is.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// A conic gradient of colours spread evenly.
    ///
    /// Still frame: drawn as it is.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}
