import Foundation
import IntroUI

/// Upstream's storyboard model of a page, as a plain class with the same property names:
/// set its properties (as Interface Builder would) and convert it with
/// ``welcomeSheetPage()``.
///
/// Differences, since Linux has no UIKit: colours are IntroUI `Color`s, `mainButtonTitle`
/// nil stands for the localized "Continue", and upstream's `optionalButtonView` (a
/// `UIView`) does not exist.
public final class UIWelcomeSheetPage {
    /// The large title at the top.
    public var title = ""
    /// The rows of the body.
    public var rows: [UIWelcomeSheetPageRow] = []
    /// The main button's title; nil shows the localized "Continue".
    public var mainButtonTitle: String?
    /// The buttons' colour; nil is the system accent.
    public var accentColor: Color?
    /// The background; nil is the system background.
    public var backgroundColor: Color?
    /// Whether the link button shows (false by default, as upstream's storyboards).
    public var isShowingOptionalButton = false
    /// The link button's title.
    public var optionalButtonTitle: String?
    /// What the link button opens, as text; one that is not an absolute URL is left out.
    public var optionalButtonURL: String?
    /// What the link button does; it wins over ``optionalButtonURL``.
    public var optionalButtonAction: (@Sendable () -> Void)?

    /// An empty page; set its properties.
    public init() {}

    /// The page these properties describe.
    public func welcomeSheetPage() -> WelcomeSheetPage {
        var page = WelcomeSheetPage(
            title: title, rows: rows.map { $0.welcomeSheetPageRow() }, mainButtonTitle: mainButtonTitle,
            accentColor: accentColor, backgroundColor: backgroundColor, optionalButtonTitle: optionalButtonTitle,
            optionalButtonURL: optionalButtonURL.flatMap { try? WelcomeSheetSchema.url($0).get() },
            optionalButtonAction: optionalButtonAction)
        page.isShowingOptionalButton = isShowingOptionalButton
        return page
    }
}

/// Upstream's storyboard model of a row, as a plain class with the same property names;
/// convert it with ``welcomeSheetPageRow()``. `image` is an IntroUI `Image` (an asset or SF
/// Symbol name) instead of a `UIImage`; without one the row shows a placeholder icon.
public final class UIWelcomeSheetPageRow {
    /// The headline above the content.
    public var title = ""
    /// The text below the title.
    public var content = ""
    /// The icon at the start of the row.
    public var image: Image?
    /// The icon's tint; nil uses the page's accent colour.
    public var accentColor: Color?

    /// An empty row; set its properties.
    public init() {}

    /// The row these properties describe.
    public func welcomeSheetPageRow() -> WelcomeSheetPageRow {
        WelcomeSheetPageRow(image: image ?? Image(""), accentColor: accentColor, title: title, content: content)
    }
}
