import Foundation

/// Apple's text styles with their sizes and weights at the default (large) text size.
public enum TextStyle: String, CaseIterable, Hashable, Sendable, Codable {
    /// The largest title (34 pt at the default size).
    case largeTitle
    /// A first-level title (28 pt).
    case title
    /// A second-level title (22 pt).
    case title2
    /// A third-level title (20 pt).
    case title3
    /// A semibold heading (17 pt).
    case headline
    /// Body text (17 pt).
    case body
    /// A callout (16 pt).
    case callout
    /// A subheadline (15 pt).
    case subheadline
    /// A footnote (13 pt).
    case footnote
    /// A caption (12 pt).
    case caption
    /// A smaller caption (11 pt).
    case caption2

    /// The point size at the default dynamic type size (REFERENCE §2).
    public var defaultSize: Double { metrics(at: .large).size }

    /// The style's weight (headline is semibold, the others regular).
    public var defaultWeight: Font.Weight { self == .headline ? .semibold : .regular }

    /// The size and leading at a Dynamic Type size, from Apple's published iOS type-size
    /// tables (Human Interface Guidelines, "Dynamic Type sizes").
    public func metrics(at dynamicTypeSize: DynamicTypeSize) -> TextStyleMetrics {
        let row = TextStyle.table[TextStyle.allCases.firstIndex(of: self) ?? 0]
        let entry = row[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3]
        return TextStyleMetrics(size: entry.0, leading: entry.1)
    }

    /// (size, leading) for xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1…AX5,
    /// one row per style in `allCases` order.
    private static let table: [[(Double, Double)]] = [
        [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],
        [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],
        [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],
        [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
        [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
        [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
        [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
        [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
        [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],
    ]
}

/// A text style's point size and leading (the distance between baselines of consecutive
/// lines) at one Dynamic Type size.
public struct TextStyleMetrics: Hashable, Sendable {
    /// The point size.
    public var size: Double
    /// The line pitch in points.
    public var leading: Double

    /// Creates metrics.
    public init(size: Double, leading: Double) {
        self.size = size
        self.leading = leading
    }
}

/// The user's preferred text size, from xSmall to the five accessibility sizes.
public enum DynamicTypeSize: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    /// Extra small.
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large: the default.
    case large
    /// Extra large.
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// The largest size outside accessibility.
    case xxxLarge
    /// Accessibility size 1 (AX1).
    case accessibility1
    /// Accessibility size 2 (AX2).
    case accessibility2
    /// Accessibility size 3 (AX3).
    case accessibility3
    /// Accessibility size 4 (AX4).
    case accessibility4
    /// Accessibility size 5 (AX5), the largest.
    case accessibility5

    /// Parses `xSmall`…`xxxLarge`, `accessibility1`…`5`, and the short forms `AX1`…`AX5`.
    public init?(name: String) {
        let lowered = name.lowercased()
        if let match = DynamicTypeSize.allCases.first(where: { $0.rawValue.lowercased() == lowered }) {
            self = match
        } else if lowered.hasPrefix("ax"), let level = Int(lowered.dropFirst(2)), (1...5).contains(level) {
            self = DynamicTypeSize.allCases[6 + level]
        } else {
            return nil
        }
    }

    /// The names of the groups of sizes accepted by ``sizes(named:)``.
    public static let groupNames = ["all", "standard", "accessibility"]

    /// The sizes of a group — `standard` (xSmall … xxxLarge), `accessibility` (AX1 … AX5) or
    /// `all` — or of one size's name (``init(name:)``); nil for any other name.
    public static func sizes(named name: String) -> [DynamicTypeSize]? {
        switch name.lowercased() {
        case "all": allCases
        case "standard": allCases.filter { $0 < .accessibility1 }
        case "accessibility": allCases.filter { $0 >= .accessibility1 }
        default: DynamicTypeSize(name: name).map { [$0] }
        }
    }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
        let all = DynamicTypeSize.allCases
        return (all.firstIndex(of: lhs) ?? 0) < (all.firstIndex(of: rhs) ?? 0)
    }

    /// Whether the size is one of the five accessibility sizes, AX1 to AX5 (layouts switch
    /// from a row to a column there: `if dynamicTypeSize.isAccessibilitySize { VStack … }`).
    ///
    /// Still frame: true when the render's `--dynamic-type` (or a `dynamicTypeSize(_:)`
    /// around the view) is AX1 to AX5.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The size kept inside `range`: itself when the range holds it, else the range's nearest
    /// end (itself when the range holds no size).
    func clamped<Range: RangeExpression>(to range: Range) -> DynamicTypeSize where Range.Bound == DynamicTypeSize {
        if range.contains(self) { return self }
        let inside = DynamicTypeSize.allCases.filter(range.contains)
        guard let smallest = inside.first, let largest = inside.last else { return self }
        return self < smallest ? smallest : largest
    }
}

/// A font request, like SwiftUI's `Font`: a text style or a fixed size, with a weight and design.
public struct Font: Hashable, Sendable {
    /// Font weights, with their OpenType values.
    public enum Weight: Int, CaseIterable, Hashable, Sendable, Codable {
        /// Ultra light (100).
        case ultraLight = 100
        /// Thin (200).
        case thin = 200
        /// Light (300).
        case light = 300
        /// Regular (400).
        case regular = 400
        /// Medium (500).
        case medium = 500
        /// Semibold (600).
        case semibold = 600
        /// Bold (700).
        case bold = 700
        /// Heavy (800).
        case heavy = 800
        /// Black (900), the heaviest.
        case black = 900
    }

    /// The typeface family.
    public enum Design: String, Hashable, Sendable, Codable {
        /// The system sans-serif (Inter stands in for SF Pro).
        case `default`
        /// Fixed-width digits and letters.
        case monospaced
        /// Rounded letterforms (SF Pro Rounded on iOS).
        case rounded
        /// A serif face (New York on iOS).
        case serif
    }

    /// Font widths (SwiftUI's `Font.Width`): how condensed or expanded the letters are.
    public enum Width: String, CaseIterable, Hashable, Sendable, Codable {
        /// The narrowest.
        case compressed
        /// Narrower than standard.
        case condensed
        /// The standard width.
        case standard
        /// Wider than standard.
        case expanded
    }

    /// How far apart a font's lines are (SwiftUI's `Font.Leading`).
    public enum Leading: String, Hashable, Sendable, Codable {
        /// The text style's leading.
        case standard
        /// Two points less between lines.
        case tight
        /// Two points more between lines.
        case loose

        /// The points it adds to the line pitch.
        var adjustment: Double {
            switch self {
            case .standard: 0
            case .tight: -2
            case .loose: 2
            }
        }
    }

    /// SwiftUI's name for the text styles.
    public typealias TextStyle = IntroUI.TextStyle

    enum Size: Hashable, Sendable {
        case style(TextStyle)
        case fixed(Double)
        /// A size at the default text size that scales as a text style does.
        case relative(Double, TextStyle)
    }

    var size: Size
    var weight: Weight?
    var design: Design
    var isItalic: Bool
    /// A font family asked for by name (`custom`).
    var family: String?
    var features: FontFeatures = []
    var width: Width?
    var leading: Leading = .standard

    init(size: Size, weight: Weight? = nil, design: Design = .default, italic: Bool = false) {
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = italic
    }

    /// A font of a text style; it scales with the dynamic type size.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: .style(style), weight: weight, design: design ?? .default)
    }

    /// A font of a fixed point size; it does not scale.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: .fixed(size), weight: weight ?? .regular, design: design ?? .default)
    }

    /// A font family by name at `size` points at the default text size, scaling as body text
    /// does.
    ///
    /// Still frame: drawn in the family when it is installed, else in the system font.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        custom(name, size: size, relativeTo: .body)
    }

    /// A font family by name at `size` points at the default text size, scaling as `textStyle` does.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var font = Font(size: .relative(size, textStyle))
        font.family = name
        return font
    }

    /// A font family by name at a size that does not scale.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        var font = Font(size: .fixed(fixedSize))
        font.family = name
        return font
    }

    /// The ``TextStyle/largeTitle`` text style.
    public static let largeTitle = system(.largeTitle)
    /// The ``TextStyle/title`` text style.
    public static let title = system(.title)
    /// The ``TextStyle/title2`` text style.
    public static let title2 = system(.title2)
    /// The ``TextStyle/title3`` text style.
    public static let title3 = system(.title3)
    /// The ``TextStyle/headline`` text style.
    public static let headline = system(.headline)
    /// The ``TextStyle/body`` text style.
    public static let body = system(.body)
    /// The ``TextStyle/callout`` text style.
    public static let callout = system(.callout)
    /// The ``TextStyle/subheadline`` text style.
    public static let subheadline = system(.subheadline)
    /// The ``TextStyle/footnote`` text style.
    public static let footnote = system(.footnote)
    /// The ``TextStyle/caption`` text style.
    public static let caption = system(.caption)
    /// The ``TextStyle/caption2`` text style.
    public static let caption2 = system(.caption2)

    private func with(_ change: (inout Font) -> Void) -> Font {
        var copy = self
        change(&copy)
        return copy
    }

    /// The same font with another weight.
    public func weight(_ weight: Weight) -> Font { with { $0.weight = weight } }

    /// The same font, bold.
    public func bold() -> Font { weight(.bold) }

    /// The same font, italic.
    public func italic() -> Font { with { $0.isItalic = true } }

    /// The same font in its fixed-width design.
    public func monospaced() -> Font { with { $0.design = .monospaced } }

    /// The same font with digits all one width (tabular figures).
    public func monospacedDigit() -> Font { with { $0.features.insert(.monospacedDigit) } }

    /// The same font with lowercase letters as small capitals.
    public func smallCaps() -> Font { lowercaseSmallCaps() }

    /// The same font with lowercase letters as small capitals.
    public func lowercaseSmallCaps() -> Font { with { $0.features.insert(.lowercaseSmallCaps) } }

    /// The same font with uppercase letters as small capitals.
    public func uppercaseSmallCaps() -> Font { with { $0.features.insert(.uppercaseSmallCaps) } }

    /// The same font with tighter or looser lines.
    public func leading(_ leading: Leading) -> Font { with { $0.leading = leading } }

    /// The same font narrower or wider.
    public func width(_ width: Width) -> Font { with { $0.width = width } }

    /// The text style the font scales as with Dynamic Type (nil: a fixed size, which does not scale).
    var textStyle: TextStyle? {
        switch size {
        case .style(let style), .relative(_, let style): style
        case .fixed: nil
        }
    }

    /// The concrete font for a dynamic type size.
    public func resolve(dynamicTypeSize: DynamicTypeSize) -> ResolvedFont {
        var resolved: ResolvedFont
        switch size {
        case .style(let style):
            let metrics = style.metrics(at: dynamicTypeSize)
            resolved = ResolvedFont(
                size: metrics.size, weight: weight ?? style.defaultWeight, design: design, italic: isItalic,
                leading: metrics.leading)
        case .fixed(let points):
            resolved = ResolvedFont(size: points, weight: weight ?? .regular, design: design, italic: isItalic)
        case .relative(let points, let style):
            let scale = style.metrics(at: dynamicTypeSize).size / style.defaultSize
            resolved = ResolvedFont(size: points * scale, weight: weight ?? .regular, design: design, italic: isItalic)
        }
        resolved.family = family
        resolved.features = features
        resolved.width = width
        if leading != .standard { resolved.leading = resolved.linePitch + leading.adjustment }
        return resolved
    }
}

/// OpenType features a font is drawn with.
public struct FontFeatures: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Tabular figures (`tnum`).
    public static let monospacedDigit = FontFeatures(rawValue: 1)
    /// Lowercase letters as small capitals (`smcp`).
    public static let lowercaseSmallCaps = FontFeatures(rawValue: 2)
    /// Uppercase letters as small capitals (`c2sc`).
    public static let uppercaseSmallCaps = FontFeatures(rawValue: 4)

    /// The features as Pango and CSS write them (`"tnum" 1, "smcp" 1`), empty when none.
    public var openTypeSettings: String {
        [(FontFeatures.monospacedDigit, "tnum"), (.lowercaseSmallCaps, "smcp"), (.uppercaseSmallCaps, "c2sc")]
            .filter { contains($0.0) }.map { "\"\($0.1)\" 1" }.joined(separator: ", ")
    }
}

/// A font with a concrete size: what a text measurer and a backend draw with.
public struct ResolvedFont: Hashable, Sendable, Codable {
    /// The size in points.
    public var size: Double
    /// The weight.
    public var weight: Font.Weight
    /// The design (family).
    public var design: Font.Design
    /// Whether the font is italic.
    public var italic: Bool
    /// The text style's leading (line pitch); nil for a fixed-size font, whose lines are
    /// ``lineHeight`` apart.
    public var leading: Double?
    /// A family asked for by name (`Font.custom`), drawn when installed; nil: the design's.
    public var family: String?
    /// OpenType features (tabular figures, small capitals).
    public var features: FontFeatures = []
    /// A width other than the standard one.
    public var width: Font.Width?

    /// Creates a resolved font.
    public init(
        size: Double, weight: Font.Weight = .regular, design: Font.Design = .default, italic: Bool = false,
        leading: Double? = nil
    ) {
        self.size = size
        self.weight = weight
        self.design = design
        self.italic = italic
        self.leading = leading
    }

    /// SF Pro's ascender per point of size (1950/2048).
    public static let ascenderRatio = 1950.0 / 2048
    /// SF Pro's ascender + descender per point of size ((1950 + 494)/2048): the height of
    /// one line of text on iOS.
    public static let lineHeightRatio = 2444.0 / 2048

    /// The height of one line: SF Pro's ascender + descender.
    public var lineHeight: Double { size * ResolvedFont.lineHeightRatio }

    /// From the top of a line to its baseline.
    public var ascent: Double { size * ResolvedFont.ascenderRatio }

    /// The distance between the baselines of consecutive lines (without line spacing).
    public var linePitch: Double { leading ?? lineHeight }
}

/// How the lines of multi-line text are aligned.
public enum TextAlignment: String, Hashable, Sendable, Codable {
    /// Lines start at the leading edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
    /// Lines but a paragraph's last fill the width, the space between words stretched; the
    /// last line starts at the leading edge. iOS breaks justified text differently from
    /// leading text (``LineBreaker``).
    case justified
}
