import Foundation

/// Something shapes and text are painted with, like SwiftUI's `ShapeStyle`: a ``Color``, a
/// gradient, a ``Material``, or a style that depends on where it is used (``HierarchicalShapeStyle``
/// like `.secondary`, `.foreground`, `.background`, `.tint`).
///
/// Still frame: a style is resolved where it is used, for the colour scheme and the
/// foreground styles set around it, and drawn as it is.
public protocol ShapeStyle: Sendable {
    /// The style as IntroKit resolves it. You never write this: conform through the styles
    /// IntroKit has.
    var _erased: AnyShapeStyle { get }
}

/// What a style is, resolved against the environment where it is used (``EnvironmentValues/paint(_:)``).
indirect enum StyleValue: Hashable, Sendable {
    /// A colour.
    case color(Color)
    /// The foreground style of a level: 0 primary … 3 quaternary (4 quinary).
    case hierarchical(Int)
    /// The background style (the system background unless `backgroundStyle` sets one).
    case background
    /// The tint (accent) colour.
    case tint
    /// A gradient.
    case gradient(GradientValue)
    /// A material's translucent fill.
    case material(Material)
    /// Another style with its opacity multiplied.
    case opacity(StyleValue, Double)
}

extension ShapeStyle {
    /// The style's value.
    var _styleValue: StyleValue { _erased.value }

    /// The style with its opacity multiplied by `opacity` (0…1).
    ///
    /// Still frame: drawn as it is.
    public func opacity(_ opacity: Double) -> AnyShapeStyle {
        AnyShapeStyle(value: .opacity(_styleValue, opacity.isFinite ? min(1, max(0, opacity)) : 1))
    }
}

/// A type-erased shape style, like SwiftUI's `AnyShapeStyle`.
///
/// Still frame: drawn as it is.
public struct AnyShapeStyle: ShapeStyle, Hashable {
    let value: StyleValue

    init(value: StyleValue) {
        self.value = value
    }

    /// Wraps any style.
    ///
    /// Still frame: drawn as it is.
    public init<S: ShapeStyle>(_ style: S) {
        self = style._erased
    }

    /// Itself.
    public var _erased: AnyShapeStyle { self }
}

extension Color: ShapeStyle {
    /// The colour as a style.
    public var _erased: AnyShapeStyle { AnyShapeStyle(value: .color(self)) }
}

/// A level of the foreground style, like SwiftUI's `HierarchicalShapeStyle`: `.primary` is the
/// foreground style itself, `.secondary` … `.quinary` less prominent versions of it.
///
/// Where no foreground style is set they are the label colours (`label`, `secondaryLabel`,
/// `tertiaryLabel`, `quaternaryLabel`); under `foregroundStyle(a, b, c)` they are `a`, `b`, `c`;
/// a level past the ones set is the last one set at the label colours' relative opacity.
///
/// Still frame: drawn as it is.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int

    /// The foreground style.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level (`secondaryLabel` when nothing is set: #3C3C43 at 60 %, dark #EBEBF5 at 60 %).
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level (`tertiaryLabel`: 30 %).
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level (`quaternaryLabel`: 18 %).
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The fifth level (12 %).
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The level as a style.
    public var _erased: AnyShapeStyle { AnyShapeStyle(value: .hierarchical(level)) }
}

/// The foreground style of where it is used (`.foreground`): what text and shapes are
/// painted with unless they say otherwise.
///
/// Still frame: drawn as it is.
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// The foreground style.
    ///
    /// Still frame: drawn as it is.
    public init() {}
    /// The primary level of the foreground style.
    public var _erased: AnyShapeStyle { AnyShapeStyle(value: .hierarchical(0)) }
}

/// The background style of where it is used (`.background`): the system background (white,
/// dark black) unless `backgroundStyle(_:)` sets another.
///
/// Still frame: drawn as it is.
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// The background style.
    ///
    /// Still frame: drawn as it is.
    public init() {}
    /// The background style.
    public var _erased: AnyShapeStyle { AnyShapeStyle(value: .background) }
}

/// The tint of where it is used (`.tint`): the accent colour unless `tint(_:)` sets another.
///
/// Still frame: drawn as it is.
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// The tint style.
    ///
    /// Still frame: drawn as it is.
    public init() {}
    /// The tint.
    public var _erased: AnyShapeStyle { AnyShapeStyle(value: .tint) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The foreground style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of the foreground style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of the foreground style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of the foreground style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The fifth level of the foreground style.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Color {
    /// The system red.
    public static var red: Color { Color.red }
    /// The system orange.
    public static var orange: Color { Color.orange }
    /// The system yellow.
    public static var yellow: Color { Color.yellow }
    /// The system green.
    public static var green: Color { Color.green }
    /// The system mint.
    public static var mint: Color { Color.mint }
    /// The system teal.
    public static var teal: Color { Color.teal }
    /// The system cyan.
    public static var cyan: Color { Color.cyan }
    /// The system blue.
    public static var blue: Color { Color.blue }
    /// The system indigo.
    public static var indigo: Color { Color.indigo }
    /// The system purple.
    public static var purple: Color { Color.purple }
    /// The system pink.
    public static var pink: Color { Color.pink }
    /// The system brown.
    public static var brown: Color { Color.brown }
    /// The system gray.
    public static var gray: Color { Color.gray }
    /// Black.
    public static var black: Color { Color.black }
    /// White.
    public static var white: Color { Color.white }
    /// Fully transparent.
    public static var clear: Color { Color.clear }
    /// The separator colour (#3C3C43 at 29 %, dark #545458 at 60 %).
    public static var separator: Color { Color.separator }
    /// The accent colour.
    public static var accentColor: Color { Color.accentColor }
    /// The placeholder text colour (`tertiaryLabel`).
    public static var placeholder: Color { Color.tertiaryLabel }
}

/// The label colours' opacities, level by level: how much less prominent each level is.
private let levelOpacities: [Double] = [1, 0.6, 0.3, 0.18, 0.12]

/// The styles and text attributes IntroKit's style modifiers set in the environment.
struct StylingValues: Hashable, Sendable {
    /// The foreground styles, primary first (empty: the label colours). Never hierarchical:
    /// a hierarchical style is resolved against the levels around it when it is set.
    var foregroundLevels: [StyleValue] = []
    /// The style `.background` paints with (nil: the system background).
    var backgroundStyle: StyleValue?
    /// Text styling set on views (`kerning`, `underline`, `textCase` …).
    var text = TextStyling()
}

extension StyleValue {
    /// Whether the style paints with a gradient (itself, or at an opacity).
    var isGradient: Bool {
        switch self {
        case .gradient: true
        case .opacity(let inner, _): inner.isGradient
        default: false
        }
    }
}

extension EnvironmentValues {
    /// The colour of text, symbols and shapes that set none: the primary foreground style when
    /// it is a colour (nil when none is set, or when it is a gradient or a material).
    public var foregroundColor: Color? {
        get {
            guard case .color(let color)? = styling.foregroundLevels.first else { return nil }
            return color
        }
        set { styling.foregroundLevels = newValue.map { [.color($0)] } ?? [] }
    }

    /// The style of a foreground level here, never hierarchical.
    func foregroundLevel(_ level: Int) -> StyleValue {
        let level = max(0, min(levelOpacities.count - 1, level))
        let levels = styling.foregroundLevels
        guard let last = levels.last else {
            return .color([Color.primary, .secondary, .tertiaryLabel, .quaternaryLabel, .quinaryLabel][level])
        }
        if level < levels.count { return levels[level] }
        return .opacity(last, levelOpacities[level] / levelOpacities[levels.count - 1])
    }

    /// `style` with its hierarchical levels replaced by the styles they are here.
    func substituted(_ style: StyleValue) -> StyleValue {
        switch style {
        case .hierarchical(let level): foregroundLevel(level)
        case .opacity(let inner, let opacity): .opacity(substituted(inner), opacity)
        default: style
        }
    }

    /// What `style` paints with here: in this colour scheme, gradients' leading and trailing
    /// resolved for the layout direction.
    func paint(_ style: StyleValue) -> Paint {
        switch style {
        case .color(let color): .color(color.resolve(in: colorScheme, contrast: colorSchemeContrast))
        case .hierarchical(let level): paint(foregroundLevel(level))
        case .background: paint(styling.backgroundStyle ?? .color(.background))
        case .tint: .color(accentColor.resolve(in: colorScheme, contrast: colorSchemeContrast))
        case .gradient(let gradient): gradient.paint(in: colorScheme, contrast: colorSchemeContrast, direction: layoutDirection)
        case .material(let material): .color(material.fill(in: colorScheme))
        case .opacity(let inner, let opacity): paint(inner).multipliedAlpha(opacity)
        }
    }
}
