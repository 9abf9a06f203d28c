import IntroUI

// Compiled once IntroUI's `Image` view (with `name` and `source`) is merged: remove the
// condition then. Until then the row's image is stored as a name and an `ImageSource`.
#if INTROUI_IMAGE_VIEW
extension WelcomeSheetPageRow {
    /// A row whose icon is an `Image`, e.g. `Image("ExampleImageName")` or
    /// `Image(systemName: "star")`.
    public init(image: Image, accentColor: Color? = nil, title: String, content: String) {
        self.init(imageName: image.name, source: image.source, accentColor: accentColor, title: title, content: content)
    }
}
#endif
