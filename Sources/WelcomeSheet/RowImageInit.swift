import IntroUI

extension WelcomeSheetPageRow {
    /// A row whose icon is an `Image`: `Image("ExampleImageName")` (an asset, then an SF
    /// Symbol of that name) or `Image(systemName: "star")`.
    public init(image: Image, accentColor: Color? = nil, title: String, content: String) {
        self.init(imageName: image.name, source: image.source, accentColor: accentColor, title: title, content: content)
    }
}
