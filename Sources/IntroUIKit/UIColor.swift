import IntroUI

/// The traits a dynamic colour is resolved for, like UIKit's `UITraitCollection`: the
/// appearance and the contrast.
public struct UITraitCollection: Hashable, Sendable {
    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle
    /// Standard or increased contrast.
    public var accessibilityContrast: UIAccessibilityContrast

    /// Traits for an appearance.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        self.accessibilityContrast = .normal
    }

    /// The traits of the render in progress (its colour scheme is not known here: light).
    ///
    /// Still frame: a colour made with `init(dynamicProvider:)` is resolved for both
    /// appearances when it becomes a `Color`, so views are drawn with the right one.
    public static var current: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
}

/// Light or dark, in UIKit's words.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    /// Not said: light.
    case unspecified
    /// Light.
    case light
    /// Dark.
    case dark
}

/// Standard or increased contrast, in UIKit's words.
public enum UIAccessibilityContrast: Int, Hashable, Sendable {
    /// Not said.
    case unspecified
    /// Standard contrast.
    case normal
    /// Increased contrast.
    case high
}

/// A colour, like UIKit's `UIColor`: components, a white level, a dynamic provider, or one
/// of the system colours with Apple's published light and dark values.
///
/// Still frame: `Color(uiColor:)` (and `Color(_:)`) draws it with the value for the render's
/// colour scheme.
public final class UIColor: Hashable, @unchecked Sendable {
    /// The value in light mode.
    public let light: RGBA
    /// The value in dark mode.
    public let dark: RGBA

    /// A colour with one value per appearance.
    public init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    /// A colour from sRGB components in 0…1.
    public convenience init(red: Double, green: Double, blue: Double, alpha: Double) {
        let value = RGBA(red: red, green: green, blue: blue, alpha: alpha)
        self.init(light: value, dark: value)
    }

    /// A grey from a white level in 0…1.
    public convenience init(white: Double, alpha: Double) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness in 0…1.
    public convenience init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let chroma = brightness * saturation
        let x = chroma * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) =
            switch Int(h) {
            case 0: (chroma, x, 0)
            case 1: (x, chroma, 0)
            case 2: (0, chroma, x)
            case 3: (0, x, chroma)
            case 4: (x, 0, chroma)
            default: (chroma, 0, x)
            }
        let m = brightness - chroma
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    /// A colour that `provider` gives for each appearance (asked for light and for dark now).
    public convenience init(dynamicProvider provider: (UITraitCollection) -> UIColor) {
        self.init(
            light: provider(UITraitCollection(userInterfaceStyle: .light)).light,
            dark: provider(UITraitCollection(userInterfaceStyle: .dark)).dark)
    }

    /// The colour of a SwiftUI `Color`.
    public convenience init(_ color: Color) {
        self.init(light: color.light, dark: color.dark)
    }

    /// The colour for `traits`.
    public func resolvedColor(with traits: UITraitCollection) -> UIColor {
        let value = traits.userInterfaceStyle == .dark ? dark : light
        return UIColor(light: value, dark: value)
    }

    /// The colour with its opacity multiplied by `alpha` (UIKit replaces it).
    public func withAlphaComponent(_ alpha: Double) -> UIColor {
        UIColor(light: light.withAlpha(alpha), dark: dark.withAlpha(alpha))
    }

    /// Whether both have the same values.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.light == rhs.light && lhs.dark == rhs.dark }

    /// Hashes the values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(light)
        hasher.combine(dark)
    }

    private static func system(_ light: UInt32, _ dark: UInt32, alpha: Double = 1, darkAlpha: Double? = nil) -> UIColor {
        UIColor(light: RGBA(rgb: light, alpha: alpha), dark: RGBA(rgb: dark, alpha: darkAlpha ?? alpha))
    }
}

extension RGBA {
    fileprivate func withAlpha(_ alpha: Double) -> RGBA { RGBA(red: red, green: green, blue: blue, alpha: alpha) }
}

extension UIColor {
    // Fixed colours.
    /// Black.
    public static let black = system(0x000000, 0x000000)
    /// White.
    public static let white = system(0xFFFFFF, 0xFFFFFF)
    /// Fully transparent.
    public static let clear = UIColor(light: RGBA(red: 0, green: 0, blue: 0, alpha: 0), dark: RGBA(red: 0, green: 0, blue: 0, alpha: 0))
    /// A third of the way from black to white.
    public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
    /// Two thirds of the way from black to white.
    public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
    /// Half way from black to white.
    public static let gray = UIColor(white: 0.5, alpha: 1)

    // System colours (Apple's light and dark values, "Color", Human Interface Guidelines).
    /// The system red.
    public static let systemRed = UIColor(Color.red)
    /// The system orange.
    public static let systemOrange = UIColor(Color.orange)
    /// The system yellow.
    public static let systemYellow = UIColor(Color.yellow)
    /// The system green.
    public static let systemGreen = UIColor(Color.green)
    /// The system mint.
    public static let systemMint = UIColor(Color.mint)
    /// The system teal.
    public static let systemTeal = UIColor(Color.teal)
    /// The system cyan.
    public static let systemCyan = UIColor(Color.cyan)
    /// The system blue.
    public static let systemBlue = UIColor(Color.blue)
    /// The system indigo.
    public static let systemIndigo = UIColor(Color.indigo)
    /// The system purple.
    public static let systemPurple = UIColor(Color.purple)
    /// The system pink.
    public static let systemPink = UIColor(Color.pink)
    /// The system brown.
    public static let systemBrown = UIColor(Color.brown)
    /// The system gray.
    public static let systemGray = system(0x8E8E93, 0x8E8E93)
    /// The second system gray.
    public static let systemGray2 = system(0xAEAEB2, 0x636366)
    /// The third system gray.
    public static let systemGray3 = system(0xC7C7CC, 0x48484A)
    /// The fourth system gray.
    public static let systemGray4 = system(0xD1D1D6, 0x3A3A3C)
    /// The fifth system gray.
    public static let systemGray5 = system(0xE5E5EA, 0x2C2C2E)
    /// The sixth system gray.
    public static let systemGray6 = system(0xF2F2F7, 0x1C1C1E)
    /// The tint colour (the system blue).
    public static let tintColor = systemBlue

    // Label colours.
    /// Text of primary importance.
    public static let label = system(0x000000, 0xFFFFFF)
    /// Text of secondary importance: #3C3C43 at 60 % (light), #EBEBF5 at 60 % (dark).
    public static let secondaryLabel = system(0x3C3C43, 0xEBEBF5, alpha: 0.6)
    /// Text of tertiary importance: #3C3C43 at 30 % (light), #EBEBF5 at 30 % (dark).
    public static let tertiaryLabel = system(0x3C3C43, 0xEBEBF5, alpha: 0.3)
    /// Text of quaternary importance: #3C3C43 at 18 % (light), #EBEBF5 at 16 % (dark).
    public static let quaternaryLabel = system(0x3C3C43, 0xEBEBF5, alpha: 0.18, darkAlpha: 0.16)
    /// Placeholder text: #3C3C43 at 30 % (light), #EBEBF5 at 30 % (dark).
    public static let placeholderText = system(0x3C3C43, 0xEBEBF5, alpha: 0.3)
    /// Links: #007AFF (light), #0984FF (dark).
    public static let link = system(0x007AFF, 0x0984FF)

    // Separators.
    /// A thin separator: #3C3C43 at 29 % (light), #545458 at 60 % (dark).
    public static let separator = system(0x3C3C43, 0x545458, alpha: 0.29, darkAlpha: 0.6)
    /// An opaque separator: #C6C6C8 (light), #38383A (dark).
    public static let opaqueSeparator = system(0xC6C6C8, 0x38383A)

    // Fills.
    /// Fills of thin, small shapes: #787880 at 20 % (light), at 36 % (dark).
    public static let systemFill = system(0x787880, 0x787880, alpha: 0.2, darkAlpha: 0.36)
    /// Fills of medium shapes: #787880 at 16 % (light), at 32 % (dark).
    public static let secondarySystemFill = system(0x787880, 0x787880, alpha: 0.16, darkAlpha: 0.32)
    /// Fills of large shapes: #767680 at 12 % (light), at 24 % (dark).
    public static let tertiarySystemFill = system(0x767680, 0x767680, alpha: 0.12, darkAlpha: 0.24)
    /// Fills of large areas: #747480 at 8 % (light), at 18 % (dark).
    public static let quaternarySystemFill = system(0x747480, 0x747480, alpha: 0.08, darkAlpha: 0.18)

    // Backgrounds.
    /// The main background: white (light), black (dark).
    public static let systemBackground = system(0xFFFFFF, 0x000000)
    /// Content over the main background: #F2F2F7 (light), #1C1C1E (dark).
    public static let secondarySystemBackground = system(0xF2F2F7, 0x1C1C1E)
    /// Content over the secondary background: white (light), #2C2C2E (dark).
    public static let tertiarySystemBackground = system(0xFFFFFF, 0x2C2C2E)
    /// The background of grouped content: #F2F2F7 (light), black (dark).
    public static let systemGroupedBackground = system(0xF2F2F7, 0x000000)
    /// Content over the grouped background: white (light), #1C1C1E (dark).
    public static let secondarySystemGroupedBackground = system(0xFFFFFF, 0x1C1C1E)
    /// Content over the secondary grouped background: #F2F2F7 (light), #2C2C2E (dark).
    public static let tertiarySystemGroupedBackground = system(0xF2F2F7, 0x2C2C2E)

    // Fixed text colours.
    /// Dark text in both appearances.
    public static let darkText = system(0x000000, 0x000000)
    /// Light text in both appearances.
    public static let lightText = system(0xFFFFFF, 0xFFFFFF, alpha: 0.6)
}

extension Color {
    /// A colour from a `UIColor`, with its light and dark values.
    ///
    /// Still frame: drawn with the value of the render's colour scheme.
    public init(uiColor: UIColor) {
        self.init(light: uiColor.light, dark: uiColor.dark)
    }

    /// A colour from a `UIColor` (`Color(.systemBackground)`).
    ///
    /// Still frame: drawn with the value of the render's colour scheme.
    public init(_ uiColor: UIColor) {
        self.init(uiColor: uiColor)
    }
}
