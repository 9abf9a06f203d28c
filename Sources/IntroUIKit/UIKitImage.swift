import Foundation
import IntroUI

/// An image, like UIKit's `UIImage`: by asset name or SF Symbol name.
///
/// Still frame: `Image(uiImage:)` draws it as `Image(_:)` or `Image(systemName:)` would
/// (the asset folder, then the symbol stand-ins of the backend).
public final class UIImage: Hashable, @unchecked Sendable {
    /// The name looked up.
    public let name: String
    /// Whether the name is an SF Symbol's.
    public let isSymbol: Bool

    /// The asset named `name` (nil for an empty name).
    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
        self.isSymbol = false
    }

    /// The SF Symbol named `systemName` (nil for an empty name).
    public init?(systemName: String) {
        guard !systemName.isEmpty else { return nil }
        self.name = systemName
        self.isSymbol = true
    }

    /// The image drawn in its own colours or as a template (kept by name here).
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage { self }

    /// How an image is drawn.
    public enum RenderingMode: Int, Sendable {
        /// As the asset says.
        case automatic
        /// In its own colours.
        case alwaysOriginal
        /// Tinted.
        case alwaysTemplate
    }

    /// Whether both name the same image.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.name == rhs.name && lhs.isSymbol == rhs.isSymbol }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(isSymbol)
    }
}

extension Image {
    /// The image of a `UIImage`.
    ///
    /// Still frame: drawn by its name, as `Image(_:)` or `Image(systemName:)`.
    public init(uiImage: UIImage) {
        self = uiImage.isSymbol ? Image(systemName: uiImage.name) : Image(uiImage.name)
    }
}

/// A font, like UIKit's `UIFont`: a size and weight, or a text style's.
///
/// Still frame: `Font(_:)` draws text in it.
public final class UIFont: Hashable, @unchecked Sendable {
    /// The font's size in points.
    public let pointSize: CGFloat
    /// Its weight.
    public let weight: Weight

    /// A font weight, in UIKit's words.
    public struct Weight: Hashable, Sendable {
        let weight: Font.Weight
        /// Ultra light.
        public static let ultraLight = Weight(weight: .ultraLight)
        /// Thin.
        public static let thin = Weight(weight: .thin)
        /// Light.
        public static let light = Weight(weight: .light)
        /// Regular.
        public static let regular = Weight(weight: .regular)
        /// Medium.
        public static let medium = Weight(weight: .medium)
        /// Semibold.
        public static let semibold = Weight(weight: .semibold)
        /// Bold.
        public static let bold = Weight(weight: .bold)
        /// Heavy.
        public static let heavy = Weight(weight: .heavy)
        /// Black.
        public static let black = Weight(weight: .black)
    }

    /// A text style, in UIKit's words.
    public struct TextStyle: Hashable, Sendable {
        let style: IntroUI.TextStyle
        /// The large title.
        public static let largeTitle = TextStyle(style: .largeTitle)
        /// The first-level title.
        public static let title1 = TextStyle(style: .title)
        /// The second-level title.
        public static let title2 = TextStyle(style: .title2)
        /// The third-level title.
        public static let title3 = TextStyle(style: .title3)
        /// Headlines.
        public static let headline = TextStyle(style: .headline)
        /// Subheadlines.
        public static let subheadline = TextStyle(style: .subheadline)
        /// Body text.
        public static let body = TextStyle(style: .body)
        /// Callouts.
        public static let callout = TextStyle(style: .callout)
        /// Footnotes.
        public static let footnote = TextStyle(style: .footnote)
        /// Captions.
        public static let caption1 = TextStyle(style: .caption)
        /// Second captions.
        public static let caption2 = TextStyle(style: .caption2)
    }

    init(pointSize: CGFloat, weight: Weight) {
        self.pointSize = pointSize
        self.weight = weight
    }

    /// The system font at a size and weight.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont { UIFont(pointSize: size, weight: weight) }

    /// The bold system font at a size.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .bold) }

    /// The font of a text style at the large (default) Dynamic Type size.
    ///
    /// Still frame: the text style's size and weight at the large size, as Apple's tables
    /// give them (body 17 points regular, headline 17 semibold …).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let resolved = Font.system(style.style).resolve(dynamicTypeSize: .large)
        return UIFont(pointSize: resolved.size, weight: Weight(weight: resolved.weight))
    }

    /// Whether both are the same font.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight }

    /// Hashes the size and weight.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(weight)
    }
}

extension Font {
    /// The font of a `UIFont`.
    ///
    /// Still frame: text is drawn in the font's size and weight.
    public init(_ font: UIFont) {
        self = .system(size: font.pointSize, weight: font.weight.weight)
    }
}
