import Foundation
import IntroUI

/// One page of a Welcome Sheet: a large title, rows, a main button and an optional link
/// button, like upstream's `WelcomeSheetPage`.
///
/// Pages are values that may cross threads; the optional button's action must therefore be
/// `@Sendable`.
public struct WelcomeSheetPage: Sendable {
    /// The large title at the top.
    public var title: String
    /// The rows of the body, top to bottom.
    public var rows: [WelcomeSheetPageRow]
    /// The main button's title; nil shows the localized "Continue" (see
    /// ``resolvedMainButtonTitle(locale:)``).
    public var mainButtonTitle: String?
    /// The buttons' colour and the rows' default tint; nil is the system accent (blue).
    public var accentColor: Color?
    /// The sheet's background; nil is the system background (white, or black in dark mode).
    public var backgroundColor: Color?
    /// The link button's title.
    public var optionalButtonTitle: String?
    /// What the link button opens when there is no ``optionalButtonAction``.
    public var optionalButtonURL: URL?
    /// What the link button does; it wins over ``optionalButtonURL``.
    public var optionalButtonAction: (@Sendable () -> Void)?
    private var optionalButtonVisibility: Bool?

    /// Creates a page; parameter names and order are upstream's.
    public init(
        title: String, rows: [WelcomeSheetPageRow], mainButtonTitle: String? = nil, accentColor: Color? = nil,
        backgroundColor: Color? = nil, optionalButtonTitle: String? = nil, optionalButtonURL: URL? = nil,
        optionalButtonAction: (@Sendable () -> Void)? = nil
    ) {
        self.title = title
        self.rows = rows
        self.mainButtonTitle = mainButtonTitle
        self.accentColor = accentColor
        self.backgroundColor = backgroundColor
        self.optionalButtonTitle = optionalButtonTitle
        self.optionalButtonURL = optionalButtonURL
        self.optionalButtonAction = optionalButtonAction
    }

    /// Whether the link button shows: as set (JSON's `isShowingOptionalButton`), else
    /// whether ``optionalButtonTitle`` is set.
    public var isShowingOptionalButton: Bool {
        get { optionalButtonVisibility ?? (optionalButtonTitle != nil) }
        set { optionalButtonVisibility = newValue }
    }

    /// Whether ``isShowingOptionalButton`` was set explicitly rather than derived.
    var hasExplicitOptionalButtonVisibility: Bool { optionalButtonVisibility != nil }

    /// The main button's title in a locale: ``mainButtonTitle``, else "Continue" translated
    /// (es "Continuar", zh-Hans "继续" …).
    public func resolvedMainButtonTitle(locale: String) -> String {
        mainButtonTitle ?? WelcomeSheetStrings.table.string("welcomeSheet.mainButton.default", locale: locale)
    }

    /// The page with each text it shows (title, row titles and contents, button titles)
    /// passed through `translate`, such as a lookup in a string catalog.
    public func localized(_ translate: (String) -> String) -> WelcomeSheetPage {
        var page = self
        page.title = translate(title)
        for index in page.rows.indices {
            page.rows[index].title = translate(rows[index].title)
            page.rows[index].content = translate(rows[index].content)
        }
        page.mainButtonTitle = mainButtonTitle.map(translate)
        page.optionalButtonTitle = optionalButtonTitle.map(translate)
        return page
    }

    /// The accent colour, or the system accent.
    public var resolvedAccentColor: Color { accentColor ?? .accentColor }

    /// The background colour, or the system background.
    public var resolvedBackgroundColor: Color { backgroundColor ?? .background }
}

extension WelcomeSheetPage: Equatable {
    /// Pages are equal when their content is; actions cannot be compared, so only whether
    /// each page has one counts.
    public static func == (lhs: WelcomeSheetPage, rhs: WelcomeSheetPage) -> Bool {
        lhs.title == rhs.title && lhs.rows == rhs.rows && lhs.mainButtonTitle == rhs.mainButtonTitle
            && lhs.accentColor == rhs.accentColor && lhs.backgroundColor == rhs.backgroundColor
            && lhs.optionalButtonTitle == rhs.optionalButtonTitle && lhs.optionalButtonURL == rhs.optionalButtonURL
            && (lhs.optionalButtonAction == nil) == (rhs.optionalButtonAction == nil)
            && lhs.isShowingOptionalButton == rhs.isShowingOptionalButton
    }
}
