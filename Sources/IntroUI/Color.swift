import Foundation

/// A concrete sRGB colour with straight (not premultiplied) alpha; components in 0...1.
public struct RGBA: Hashable, Sendable, Codable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0 (clear) … 1 (opaque).
    public var alpha: Double

    /// Creates a colour from components in 0...1 (clamped).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = RGBA.clamp(red)
        self.green = RGBA.clamp(green)
        self.blue = RGBA.clamp(blue)
        self.alpha = RGBA.clamp(alpha)
    }

    /// Creates an opaque colour from a 24-bit `0xRRGGBB` value.
    public init(rgb value: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((value >> 16) & 0xFF) / 255,
            green: Double((value >> 8) & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255,
            alpha: alpha
        )
    }

    /// The colour as hex: `RRGGBB` when opaque, else `AARRGGBB` (alpha first, as parsed).
    public var hexString: String {
        // Two hex digits per byte, written into one buffer (no string per component).
        let digits: [UInt8] = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(8)
        for component in alpha >= 1 ? [red, green, blue] : [alpha, red, green, blue] {
            let value = Int((component * 255).rounded())
            bytes.append(digits[value >> 4])
            bytes.append(digits[value & 0xF])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The colour with its alpha multiplied by `opacity`.
    public func multipliedAlpha(_ opacity: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }

    /// This colour drawn over an opaque `background` (source-over).
    public func composited(over background: RGBA) -> RGBA {
        let a = alpha
        return RGBA(
            red: red * a + background.red * (1 - a),
            green: green * a + background.green * (1 - a),
            blue: blue * a + background.blue * (1 - a),
            alpha: 1
        )
    }

    /// WCAG relative luminance of the colour (alpha ignored).
    public var relativeLuminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG contrast ratio between two opaque colours (1...21).
    public func contrastRatio(with other: RGBA) -> Double {
        let (l1, l2) = (relativeLuminance, other.relativeLuminance)
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    private static func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(1, max(0, value)) }
}

/// A colour that may depend on the colour scheme, like SwiftUI's `Color`.
public struct Color: Hashable, Sendable {
    /// The colour in light mode.
    public var light: RGBA
    /// The colour in dark mode.
    public var dark: RGBA

    /// A colour with one value for light mode and one for dark mode.
    public init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    /// The same colour in both schemes.
    public init(_ rgba: RGBA) {
        self.init(light: rgba, dark: rgba)
    }

    /// A colour from sRGB components in 0...1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(RGBA(red: red, green: green, blue: blue, alpha: opacity))
    }

    /// A grey from a white level in 0...1.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// The colour spaces SwiftUI's initializers name. IntroKit draws in sRGB: Display P3
    /// components are taken as sRGB, linear ones are converted.
    public enum RGBColorSpace: Hashable, Sendable {
        /// Standard RGB.
        case sRGB
        /// Standard RGB with linear components.
        case sRGBLinear
        /// Display P3 (drawn as sRGB).
        case displayP3

        /// A component in this space as an sRGB one.
        func sRGB(_ component: Double) -> Double {
            guard self == .sRGBLinear else { return component }
            let c = min(1, max(0, component))
            return c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
        }
    }

    /// A colour from components in a colour space.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: colorSpace.sRGB(red), green: colorSpace.sRGB(green), blue: colorSpace.sRGB(blue), opacity: opacity)
    }

    /// A grey in a colour space.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness (HSB), each in 0...1 (a hue of 1 is red again).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
        let s = saturation.isFinite ? min(1, max(0, saturation)) : 0
        let v = brightness.isFinite ? min(1, max(0, brightness)) : 0
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let (r, g, b): (Double, Double, Double) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A colour of the app's asset catalog by name (a colour set); clear when the catalog has
    /// none of that name, as SwiftUI draws a missing colour. `bundle` is accepted and ignored.
    ///
    /// Still frame: the colour registered with ``NamedColors/register(_:)`` under `name`, else clear.
    public init(_ name: String, bundle: Bundle? = nil) {
        self = NamedColors.color(named: name) ?? .clear
    }

    /// The colour mixed with `other`: `amount` 0 is this colour, 1 is `other` (in each scheme).
    public func mixed(with other: Color, by amount: Double) -> Color {
        let t = amount.isFinite ? min(1, max(0, amount)) : 0
        func mix(_ a: RGBA, _ b: RGBA) -> RGBA {
            RGBA(
                red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
                blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
        }
        return Color(light: mix(light, other.light), dark: mix(dark, other.dark))
    }

    /// The concrete colour for a colour scheme.
    public func resolve(in scheme: ColorScheme) -> RGBA {
        scheme == .dark ? dark : light
    }

    /// The concrete colour for a colour scheme and contrast: with Increase Contrast
    /// (``ColorSchemeContrast/increased``) a system colour takes its increased-contrast variant
    /// (``increasedContrast``).
    public func resolve(in scheme: ColorScheme, contrast: ColorSchemeContrast) -> RGBA {
        (contrast == .increased ? increasedContrast : self).resolve(in: scheme)
    }

    /// The colour as iOS shows it with Increase Contrast on: each system colour (``red`` …
    /// ``gray``) its increased-contrast light and dark values, as Apple's Human Interface
    /// Guidelines list them (blue #0040DD / #409CFF); any other colour itself. A system colour
    /// is known by its value, so a colour made with the same components as one is taken for it;
    /// the label colours keep their values (the guidelines list no variants for them).
    public var increasedContrast: Color { Self.increasedContrastVariants[self] ?? self }

    /// Each system colour's increased-contrast variant (light, dark).
    private static let increasedContrastVariants: [Color: Color] = [
        red: system(0xD70015, 0xFF6961), orange: system(0xC93400, 0xFFB340), yellow: system(0xB25000, 0xFFD426),
        green: system(0x248A3D, 0x30DB5B), mint: system(0x0C817B, 0x66D4CF), teal: system(0x008299, 0x5DE6FF),
        cyan: system(0x0071A4, 0x70D7FF), blue: system(0x0040DD, 0x409CFF), indigo: system(0x3634A3, 0x7D7AFF),
        purple: system(0x8944AB, 0xDA8FFF), pink: system(0xD30F45, 0xFF6482), brown: system(0x7F6545, 0xB59469),
        gray: system(0x6C6C70, 0xAEAEB2),
    ]

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(light: light.multipliedAlpha(opacity), dark: dark.multipliedAlpha(opacity))
    }

    private static func system(_ light: UInt32, _ dark: UInt32) -> Color {
        Color(light: RGBA(rgb: light), dark: RGBA(rgb: dark))
    }

    // System colours (Apple's published light and dark values).
    /// The system red (Apple's light and dark values).
    public static let red = system(0xFF3B30, 0xFF453A)
    /// The system orange (Apple's light and dark values).
    public static let orange = system(0xFF9500, 0xFF9F0A)
    /// The system yellow (Apple's light and dark values).
    public static let yellow = system(0xFFCC00, 0xFFD60A)
    /// The system green (Apple's light and dark values).
    public static let green = system(0x34C759, 0x30D158)
    /// The system mint (Apple's light and dark values).
    public static let mint = system(0x00C7BE, 0x63E6E2)
    /// The system teal (Apple's light and dark values).
    public static let teal = system(0x30B0C7, 0x40C8E0)
    /// The system cyan (Apple's light and dark values).
    public static let cyan = system(0x32ADE6, 0x64D2FF)
    /// The system blue (Apple's light and dark values).
    public static let blue = system(0x007AFF, 0x0A84FF)
    /// The system indigo (Apple's light and dark values).
    public static let indigo = system(0x5856D6, 0x5E5CE6)
    /// The system purple (Apple's light and dark values).
    public static let purple = system(0xAF52DE, 0xBF5AF2)
    /// The system pink (Apple's light and dark values).
    public static let pink = system(0xFF2D55, 0xFF375F)
    /// The system brown (Apple's light and dark values).
    public static let brown = system(0xA2845E, 0xAC8E68)
    /// The system gray (Apple's light and dark values).
    public static let gray = system(0x8E8E93, 0x8E8E93)
    /// Black in both schemes.
    public static let black = Color(RGBA(rgb: 0x000000))
    /// White in both schemes.
    public static let white = Color(RGBA(rgb: 0xFFFFFF))
    /// Fully transparent.
    public static let clear = Color(RGBA(red: 0, green: 0, blue: 0, alpha: 0))

    // Semantic colours.
    /// The primary label colour: black in light mode, white in dark mode.
    public static let primary = system(0x000000, 0xFFFFFF)
    /// The secondary label colour: #3C3C43 at 60 % (light), #EBEBF5 at 60 % (dark).
    public static let secondary = Color(
        light: RGBA(rgb: 0x3C3C43, alpha: 0.6), dark: RGBA(rgb: 0xEBEBF5, alpha: 0.6))
    /// The tertiary label colour: #3C3C43 at 30 % (light), #EBEBF5 at 30 % (dark).
    public static let tertiaryLabel = Color(
        light: RGBA(rgb: 0x3C3C43, alpha: 0.3), dark: RGBA(rgb: 0xEBEBF5, alpha: 0.3))
    /// The quaternary label colour: #3C3C43 at 18 % (light), #EBEBF5 at 16 % (dark).
    public static let quaternaryLabel = Color(
        light: RGBA(rgb: 0x3C3C43, alpha: 0.18), dark: RGBA(rgb: 0xEBEBF5, alpha: 0.16))
    /// A fifth label level: #3C3C43 at 12 % (light), #EBEBF5 at 10 % (dark).
    public static let quinaryLabel = Color(
        light: RGBA(rgb: 0x3C3C43, alpha: 0.12), dark: RGBA(rgb: 0xEBEBF5, alpha: 0.1))
    /// The separator colour: #3C3C43 at 29 % (light), #545458 at 60 % (dark).
    public static let separator = Color(
        light: RGBA(rgb: 0x3C3C43, alpha: 0.29), dark: RGBA(rgb: 0x545458, alpha: 0.6))
    /// The system background: white in light mode, black in dark mode.
    public static let background = system(0xFFFFFF, 0x000000)
    /// The grouped/secondary system background.
    public static let secondaryBackground = system(0xF2F2F7, 0x1C1C1E)
    /// The system accent colour (blue).
    public static let accentColor = blue
    /// The system accent colour (blue); same as ``accentColor``.
    public static let accent = blue
}

/// The colours of the app's asset catalog by name, for `Color("name")`: a host that draws a
/// team's views (`introkit previews`) registers the catalog's colour sets before the views are
/// made.
public enum NamedColors {
    private static let table = NamedColorTable()

    /// Adds or replaces colours by name.
    public static func register(_ colors: [String: Color]) {
        table.merge(colors)
    }

    /// The colour registered under `name`.
    public static func color(named name: String) -> Color? {
        table.color(named: name)
    }
}

/// The registered colours, behind a lock.
private final class NamedColorTable: @unchecked Sendable {
    private let lock = NSLock()
    private var colors: [String: Color] = [:]

    func merge(_ new: [String: Color]) {
        lock.withLock { colors.merge(new) { $1 } }
    }

    func color(named name: String) -> Color? {
        lock.withLock { colors[name] }
    }
}

/// `#colorLiteral(red:green:blue:alpha:)` makes a ``Color``.
extension Color: _ExpressibleByColorLiteral {
    /// A colour from a colour literal's sRGB components.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}
