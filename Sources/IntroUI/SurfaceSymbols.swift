import Foundation

// SF Symbols' modifiers: `imageScale`, `symbolRenderingMode`, `symbolEffect` and the
// `.symbolEffect` content transition, and `InsettableShape` (what `strokeBorder` insets).

extension Image {
    /// The relative size of SF Symbols, like SwiftUI's `Image.Scale`.
    public enum Scale: Hashable, Sendable, CaseIterable {
        /// Smaller than the text beside it.
        case small
        /// As tall as the text beside it (the default).
        case medium
        /// Larger than the text beside it.
        case large

        /// The symbol's size as a multiple of the medium one: SF Symbols' small and large
        /// scales are about 0.78 and 1.29 times the medium.
        var factor: Double {
            switch self {
            case .small: 0.78
            case .medium: 1
            case .large: 1.29
            }
        }
    }

    /// The symbol drawn in a rendering mode.
    ///
    /// Still frame: every mode is drawn as monochrome, in the first foreground style.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

/// A variant of SF Symbols, like SwiftUI's `SymbolVariants`: filled, in a shape, slashed, or
/// several of these (`.circle.fill`). A symbol's name says its variant (`heart.circle.fill`).
public struct SymbolVariants: Hashable, Sendable {
    /// The name parts, in the order SF Symbols' names put them: the slash, the shape, the fill.
    private var slashed = false
    private var shape: String?
    private var filled = false

    /// No variant.
    public static let none = SymbolVariants()
    /// In a circle.
    public static let circle = SymbolVariants(shape: "circle")
    /// In a square.
    public static let square = SymbolVariants(shape: "square")
    /// In a rectangle.
    public static let rectangle = SymbolVariants(shape: "rectangle")
    /// Filled.
    public static let fill = SymbolVariants(filled: true)
    /// Covered by a slash.
    public static let slash = SymbolVariants(slashed: true)

    /// This variant in a circle too.
    public var circle: SymbolVariants { with { $0.shape = "circle" } }
    /// This variant in a square too.
    public var square: SymbolVariants { with { $0.shape = "square" } }
    /// This variant in a rectangle too.
    public var rectangle: SymbolVariants { with { $0.shape = "rectangle" } }
    /// This variant filled too.
    public var fill: SymbolVariants { with { $0.filled = true } }
    /// This variant slashed too.
    public var slash: SymbolVariants { with { $0.slashed = true } }

    /// Whether this variant has every part of `other`.
    public func contains(_ other: SymbolVariants) -> Bool {
        (!other.slashed || slashed) && (other.shape == nil || other.shape == shape) && (!other.filled || filled)
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var copy = self
        change(&copy)
        return copy
    }

    /// This variant with the parts of `other` (its shape, when it has one).
    func union(_ other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(slashed: slashed || other.slashed, shape: other.shape ?? shape, filled: filled || other.filled)
    }

    /// The name of the symbol `name` in this variant: each part the name lacks appended in
    /// SF Symbols' order (`bolt` in `.fill.circle` is `bolt.circle.fill`). A symbol without
    /// that variant is drawn as the nearest one the backend knows, as its names fall back.
    func name(of name: String) -> String {
        let parts = name.split(separator: ".").map(String.init)
        let added = [slashed ? "slash" : nil, shape, filled ? "fill" : nil].compactMap { $0 }.filter { !parts.contains($0) }
        return (parts + added).joined(separator: ".")
    }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
    /// The variant SF Symbols inside are drawn in (`symbolVariant(_:)`); `.none` unless set.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// The relative size of SF Symbols inside (`imageScale(_:)`).
    ///
    /// Still frame: `.medium` unless set.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

/// How an SF Symbol's layers are coloured, like SwiftUI's `SymbolRenderingMode`.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    /// One colour.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// One colour at several opacities.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// A colour per layer, from the foreground styles.
    public static let palette = SymbolRenderingMode(name: "palette")
}

extension View {
    /// SF Symbols inside drawn smaller or larger than the text around them: small 0.78 and
    /// large 1.29 times the medium size (which is the text's line).
    ///
    /// Still frame: drawn as it is.
    public consuming func imageScale(_ scale: Image.Scale) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChange(.custom { $0.imageScale = scale })
    }

    /// SF Symbols inside drawn in a rendering mode.
    ///
    /// Still frame: every mode is drawn as monochrome, in the first foreground style.
    public consuming func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Self { self }

    /// SF Symbols inside drawn in `variant` as well as any variant already in effect
    /// (`Image(systemName: "bolt").symbolVariant(.fill)` is `bolt.fill`); `.none` changes nothing.
    ///
    /// Still frame: drawn as it is.
    public consuming func symbolVariant(_ variant: SymbolVariants) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChange(.custom { $0.symbolVariants = $0.symbolVariants.union(variant) })
    }

    /// SF Symbols inside play `effect` each time `value` changes.
    ///
    /// Still frame: the symbol is drawn at rest; nothing plays.
    public consuming func symbolEffect<Effect: SymbolEffect, Value: Equatable>(
        _ effect: Effect, options: SymbolEffectOptions = .default, value: Value
    ) -> Self { self }

    /// SF Symbols inside play `effect` while `isActive`.
    ///
    /// Still frame: the symbol is drawn at rest; nothing plays.
    public consuming func symbolEffect<Effect: SymbolEffect>(
        _ effect: Effect, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> Self { self }

    /// Stops the symbol effects of the symbols inside.
    ///
    /// Still frame: nothing plays anyway.
    public consuming func symbolEffectsRemoved(_ isEnabled: Bool = true) -> Self { self }
}

/// An animation of an SF Symbol, like SwiftUI's symbol effects (`.bounce`, `.pulse`,
/// `.variableColor`, `.scale`, `.appear`, `.disappear`, `.replace`, `.wiggle`, `.breathe`,
/// `.rotate`), with their variants (`.up`, `.byLayer`, `.iterative` …).
public protocol SymbolEffect: Sendable {}

/// A symbol effect of IntroKit's: its name and variants, which a still frame does not play.
public struct _SymbolEffect: SymbolEffect, Hashable {
    let name: String
    var variants: [String] = []

    func adding(_ variant: String) -> _SymbolEffect {
        var effect = self
        effect.variants.append(variant)
        return effect
    }

    /// Upwards.
    public var up: _SymbolEffect { adding("up") }
    /// Downwards.
    public var down: _SymbolEffect { adding("down") }
    /// Layer by layer.
    public var byLayer: _SymbolEffect { adding("byLayer") }
    /// The whole symbol at once.
    public var wholeSymbol: _SymbolEffect { adding("wholeSymbol") }
    /// One layer at a time.
    public var iterative: _SymbolEffect { adding("iterative") }
    /// Layers one after another, staying on.
    public var cumulative: _SymbolEffect { adding("cumulative") }
    /// Back and forth.
    public var reversing: _SymbolEffect { adding("reversing") }
    /// One way only.
    public var nonReversing: _SymbolEffect { adding("nonReversing") }
    /// The inactive layers hidden.
    public var hideInactiveLayers: _SymbolEffect { adding("hideInactiveLayers") }
    /// The inactive layers dimmed.
    public var dimInactiveLayers: _SymbolEffect { adding("dimInactiveLayers") }
    /// Down, then up (`replace`).
    public var downUp: _SymbolEffect { adding("downUp") }
    /// Up, then up (`replace`).
    public var upUp: _SymbolEffect { adding("upUp") }
    /// Off, then up (`replace`).
    public var offUp: _SymbolEffect { adding("offUp") }
    /// Clockwise (`rotate`).
    public var clockwise: _SymbolEffect { adding("clockwise") }
    /// Counter-clockwise (`rotate`).
    public var counterClockwise: _SymbolEffect { adding("counterClockwise") }
}

extension SymbolEffect where Self == _SymbolEffect {
    /// A bounce.
    public static var bounce: _SymbolEffect { _SymbolEffect(name: "bounce") }
    /// A pulse of opacity.
    public static var pulse: _SymbolEffect { _SymbolEffect(name: "pulse") }
    /// Layers coloured in turn.
    public static var variableColor: _SymbolEffect { _SymbolEffect(name: "variableColor") }
    /// A scale up or down.
    public static var scale: _SymbolEffect { _SymbolEffect(name: "scale") }
    /// Appearing.
    public static var appear: _SymbolEffect { _SymbolEffect(name: "appear") }
    /// Disappearing.
    public static var disappear: _SymbolEffect { _SymbolEffect(name: "disappear") }
    /// One symbol replacing another.
    public static var replace: _SymbolEffect { _SymbolEffect(name: "replace") }
    /// A wiggle.
    public static var wiggle: _SymbolEffect { _SymbolEffect(name: "wiggle") }
    /// A breath.
    public static var breathe: _SymbolEffect { _SymbolEffect(name: "breathe") }
    /// A turn.
    public static var rotate: _SymbolEffect { _SymbolEffect(name: "rotate") }
}

/// How a symbol effect plays, like SwiftUI's `SymbolEffectOptions`.
public struct SymbolEffectOptions: Hashable, Sendable {
    var repeatCount: Int?
    var speedFactor = 1.0

    /// The default: once for a value's change, for as long as active otherwise.
    public static let `default` = SymbolEffectOptions()
    /// Repeating.
    public static let repeating = SymbolEffectOptions(repeatCount: .max)
    /// Once.
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)
    /// Repeating `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count) }
    /// At a speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speedFactor: speed) }
    /// These options repeating `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var options = self
        options.repeatCount = count
        return options
    }
    /// These options at a speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var options = self
        options.speedFactor = speed
        return options
    }
}

extension ContentTransition {
    /// The old symbol replaced by the new one with a symbol effect.
    ///
    /// Still frame: the current symbol is drawn.
    public static func symbolEffect<Effect: SymbolEffect>(_ effect: Effect, options: SymbolEffectOptions = .default)
        -> ContentTransition
    {
        ContentTransition(name: "symbolEffect")
    }
}

// MARK: Insettable shapes

/// A shape that can be drawn inset from its frame, like SwiftUI's `InsettableShape`:
/// `strokeBorder` insets it by half the line width with your `inset(by:)`, so the whole line
/// stays inside the frame. IntroKit's built-in shapes are insettable.
///
/// Still frame: drawn as it is.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape drawn `amount` points inside its frame.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// The outline stroked inside the frame: the shape inset (by its own `inset(by:)`) by
    /// half the line width, then stroked.
    ///
    /// Still frame: drawn as it is.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> some View
    {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The outline stroked inside the frame with `style`.
    ///
    /// Still frame: drawn as it is.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> some View
    {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }

    /// The outline inside the frame as a shape of its own, stroked `lineWidth` wide: filling
    /// it (or showing it, in the foreground style) strokes it.
    ///
    /// Still frame: drawn as it is.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ModifiedShape {
        strokeBorder(style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The outline inside the frame as a shape of its own, stroked with `style`.
    ///
    /// Still frame: drawn as it is.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ModifiedShape {
        let inset = inset(by: style.lineWidth / 2)
        var outline = inset._outline
        outline.stroke = style
        return _ModifiedShape(outline: outline, path: inset.path(in:))
    }
}

extension Rectangle: InsettableShape {}
extension RoundedRectangle: InsettableShape {}
extension UnevenRoundedRectangle: InsettableShape {}
extension Capsule: InsettableShape {}
extension Circle: InsettableShape {}
extension Ellipse: InsettableShape {}
extension _ModifiedShape: InsettableShape {}
