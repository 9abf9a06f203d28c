import Foundation

/// Apple's text styles with their sizes and weights at the default (large) text size.
public enum TextStyle: String, CaseIterable, Hashable, Sendable, Codable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// The point size at the default dynamic type size (REFERENCE §2).
    public var defaultSize: Double {
        switch self {
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption: 12
        case .caption2: 11
        }
    }

    /// The style's weight (headline is semibold, the others regular).
    public var defaultWeight: Font.Weight { self == .headline ? .semibold : .regular }
}

/// The user's preferred text size, from xSmall to the five accessibility sizes.
public enum DynamicTypeSize: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The factor that scales every text style: the body size at this setting over 17
    /// (14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53 pt bodies).
    public var scale: Double {
        let body: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        return body[DynamicTypeSize.allCases.firstIndex(of: self) ?? 3] / 17
    }

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

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
        let all = DynamicTypeSize.allCases
        return (all.firstIndex(of: lhs) ?? 0) < (all.firstIndex(of: rhs) ?? 0)
    }
}

/// A font request, like SwiftUI's `Font`: a text style or a fixed size, with a weight and design.
public struct Font: Hashable, Sendable {
    /// Font weights, with their OpenType values.
    public enum Weight: Int, CaseIterable, Hashable, Sendable, Codable {
        case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500
        case semibold = 600, bold = 700, heavy = 800, black = 900
    }

    /// The typeface family.
    public enum Design: String, Hashable, Sendable, Codable {
        case `default`, monospaced, rounded, serif
    }

    enum Size: Hashable, Sendable {
        case style(TextStyle)
        case fixed(Double)
    }

    var size: Size
    var weight: Weight?
    var design: Design
    var isItalic: Bool

    init(size: Size, weight: Weight? = nil, design: Design = .default, italic: Bool = false) {
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = italic
    }

    /// A font of a text style; it scales with the dynamic type size.
    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        Font(size: .style(style), weight: weight, design: design)
    }

    /// A font of a fixed point size; it does not scale.
    public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: .fixed(size), weight: weight, design: design)
    }

    public static let largeTitle = system(.largeTitle)
    public static let title = system(.title)
    public static let title2 = system(.title2)
    public static let title3 = system(.title3)
    public static let headline = system(.headline)
    public static let body = system(.body)
    public static let callout = system(.callout)
    public static let subheadline = system(.subheadline)
    public static let footnote = system(.footnote)
    public static let caption = system(.caption)
    public static let caption2 = system(.caption2)

    /// The same font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// The same font, bold.
    public func bold() -> Font { weight(.bold) }

    /// The same font, italic.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// The concrete font for a dynamic type size.
    public func resolve(dynamicTypeSize: DynamicTypeSize) -> ResolvedFont {
        switch size {
        case .style(let style):
            return ResolvedFont(
                size: (style.defaultSize * dynamicTypeSize.scale).rounded(),
                weight: weight ?? style.defaultWeight, design: design, italic: isItalic)
        case .fixed(let points):
            return ResolvedFont(size: points, weight: weight ?? .regular, design: design, italic: isItalic)
        }
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

    /// Creates a resolved font.
    public init(size: Double, weight: Font.Weight = .regular, design: Font.Design = .default, italic: Bool = false) {
        self.size = size
        self.weight = weight
        self.design = design
        self.italic = italic
    }
}

/// How the lines of multi-line text are aligned.
public enum TextAlignment: String, Hashable, Sendable, Codable {
    case leading, center, trailing
}
