import Foundation

/// Light or dark appearance.
public enum ColorScheme: String, CaseIterable, Hashable, Sendable, Codable {
    /// Dark content on light backgrounds.
    case light
    /// Light content on dark backgrounds.
    case dark
}

/// The direction in which horizontal content flows.
public enum LayoutDirection: String, Hashable, Sendable, Codable {
    /// Left to right (English, Spanish, Chinese …).
    case leftToRight
    /// Right to left (Arabic, Hebrew …).
    case rightToLeft

    /// The usual direction for a locale identifier (`ar`, `he`, `fa`, `ur` … are right to left,
    /// and so are Xcode's right-to-left pseudolanguages, `pseudo-rtl` and `pseudo-rtl-text`).
    public static func of(localeIdentifier: String) -> LayoutDirection {
        if ["pseudo-rtl", "pseudo-rtl-text"].contains(localeIdentifier) { return .rightToLeft }
        let language = localeIdentifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).first
            .map { $0.lowercased() } ?? ""
        let rightToLeft: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ku"]
        return rightToLeft.contains(language) ? .rightToLeft : .leftToRight
    }
}

/// Values that flow down the view tree, like SwiftUI's environment.
public struct EnvironmentValues: Hashable, Sendable {
    /// Light or dark.
    public var colorScheme: ColorScheme = .light
    /// The locale identifier (BCP 47, e.g. `en`, `es`, `zh-Hans`, `ar`): what ``locale`` is
    /// made from, kept as the string the caller gave so that content keyed by language
    /// (button titles, the status bar's clock) reads it as written.
    public var localeIdentifier: String = "en"
    /// Left-to-right or right-to-left.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The user's text size.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The font for text that sets none.
    public var font: Font = .body
    /// The styles and text attributes of IntroUI's style modifiers (ShapeStyle.swift).
    var styling = StylingValues()
    /// The maximum number of lines for text (nil: unlimited).
    public var lineLimit: Int? = nil
    /// How text cut by the line limit ends.
    public var truncationMode: TruncationMode = .tail
    /// Where lines of text may break.
    public var lineWrapping: LineWrapping = .word
    /// Extra space between lines of text, in points.
    public var lineSpacing: Double = 0
    /// How multi-line text is aligned.
    public var multilineTextAlignment: TextAlignment = .leading
    /// The accent colour (tint).
    public var accentColor: Color = .accentColor
    /// The colour set by `tint(_:)`, nil when none is: a control whose default is not the
    /// accent colour (a toggle's green switch) takes only an explicit tint.
    var tint: Color? = nil
    /// A weight that overrides the font's (from `fontWeight(_:)`).
    public var fontWeight: Font.Weight? = nil
    /// The canvas being laid out: size, scale, safe area, device (set by the layout engine).
    public var canvas = Canvas(size: .zero)
    /// The canvas's safe area (set by the layout engine).
    public var safeAreaInsets: EdgeInsets = .zero
    /// Phone or tablet (set by the layout engine).
    public var idiom: DeviceIdiom = .phone
    /// The values SwiftUI's environment has that IntroKit's own views do not read
    /// (EnvironmentValues+SwiftUI.swift), kept apart so that an environment copies and
    /// compares in the same few words as before they existed.
    @usableFromInline var system = SystemEnvironment()
    /// The values of ``EnvironmentKey``s, `environmentObject(_:)` and `environment(_:)` objects.
    @usableFromInline var custom = CustomEnvironment()
    /// The styles of containers and controls (ContainerStyles.swift).
    public var _containers = _ContainerEnvironment()

    /// The font text is drawn with here: the environment's font, weight and dynamic type size.
    public var resolvedFont: ResolvedFont {
        var resolved = font.resolve(dynamicTypeSize: dynamicTypeSize)
        if let fontWeight { resolved.weight = fontWeight }
        return resolved
    }

    /// The attributes text is laid out with here.
    public var textAttributes: TextAttributes {
        TextAttributes(
            font: resolvedFont, lineSpacing: lineSpacing, lineLimit: lineLimit, truncationMode: truncationMode,
            wrapping: lineWrapping, alignment: multilineTextAlignment, layoutDirection: layoutDirection)
    }

    /// The default environment: light, English, left to right, large text.
    public init() {}

    /// An environment for a colour scheme and locale; the layout direction follows the locale.
    public init(colorScheme: ColorScheme, locale: String = "en", dynamicTypeSize: DynamicTypeSize = .large) {
        self.colorScheme = colorScheme
        self.localeIdentifier = locale
        self.layoutDirection = LayoutDirection.of(localeIdentifier: locale)
        self.dynamicTypeSize = dynamicTypeSize
    }
}
