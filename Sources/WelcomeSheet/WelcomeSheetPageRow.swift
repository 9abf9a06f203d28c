import IntroUI

/// One row of a page: an icon, a title and a short text, like upstream's `WelcomeSheetPageRow`.
public struct WelcomeSheetPageRow: Hashable, Sendable {
    /// The icon's name: an SF Symbol name, or an asset name (see ``imageSource``).
    public var imageName: String
    /// How ``imageName`` is looked up: `.systemSymbol` for `imageSystemName:`, `.asset`
    /// (asset first, then SF Symbol) for `image: Image("name")` and JSON's `imageName`.
    public var imageSource: ImageSource
    /// The icon's tint; nil uses the page's accent colour.
    public var accentColor: Color?
    /// The headline above the content.
    public var title: String
    /// The text below the title.
    public var content: String

    /// A row whose icon is an SF Symbol.
    public init(imageSystemName: String, accentColor: Color? = nil, title: String, content: String) {
        self.init(imageName: imageSystemName, source: .systemSymbol, accentColor: accentColor, title: title, content: content)
    }

    /// A row whose icon is looked up as an asset first, then as an SF Symbol — what JSON's
    /// `imageName` means.
    public init(imageName: String, accentColor: Color? = nil, title: String, content: String) {
        self.init(imageName: imageName, source: .asset, accentColor: accentColor, title: title, content: content)
    }

    init(imageName: String, source: ImageSource, accentColor: Color?, title: String, content: String) {
        self.imageName = imageName
        self.imageSource = source
        self.accentColor = accentColor
        self.title = title
        self.content = content
    }

    /// The icon's tint on a page: the row's colour, else the page's accent.
    public func resolvedAccentColor(on page: WelcomeSheetPage) -> Color {
        accentColor ?? page.resolvedAccentColor
    }
}
