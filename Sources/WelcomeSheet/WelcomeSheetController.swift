import Foundation
import IntroUI

/// A headless Welcome Sheet presentation: which page shows and what the buttons do, like
/// upstream's `WelcomeSheetController` without UIKit.
///
/// It lives on the main actor, as view controllers do, and is a ``UIViewController``
/// (IntroKit's stand-in), so upstream's UIKit code presents it as it does on iOS:
///
/// ```swift
/// let sheetVC = WelcomeSheetController()
/// sheetVC.pages = pages
/// sheetVC.onDismiss = { /* Run this code when sheet is dismissed */ }
/// sheetVC.isModalInPresentation = true
///
/// present(sheetVC, animated: true)
/// ```
///
/// The main button of every page but the last moves to the next page; on the last page it
/// dismisses. There is no way back. ``onDismiss`` runs exactly once per presentation,
/// however the sheet is dismissed.
public final class WelcomeSheetController: UIViewController {
    /// The pages, in the order they show. Shrinking them keeps ``currentPageIndex`` valid.
    public var pages: [WelcomeSheetPage] {
        didSet { currentPageIndex = min(currentPageIndex, max(0, pages.count - 1)) }
    }
    /// The index of the page showing (0 before the first presentation).
    public private(set) var currentPageIndex = 0
    /// Whether the sheet is on screen.
    public private(set) var isPresented = false
    /// Runs once when a presentation ends.
    public var onDismiss: (() -> Void)?
    /// Opens the link button's URL when the page has no action; does nothing by default,
    /// since the model never leaves the process. The CLI and tests inject their own.
    public var urlOpener: (URL) -> Void
    /// The colour scheme the sheet forces; nil follows the environment.
    public var preferredColorScheme: ColorScheme?

    /// Creates a controller; set ``pages`` before ``present()``.
    public init(pages: [WelcomeSheetPage] = [], urlOpener: @escaping (URL) -> Void = { _ in }) {
        self.pages = pages
        self.urlOpener = urlOpener
        super.init()
    }

    /// Creates a controller as upstream's initializer does.
    public convenience init(pages: [WelcomeSheetPage], isSlideToDismissDisabled: Bool = false, onDismiss: @escaping () -> Void) {
        self.init(pages: pages)
        self.isModalInPresentation = isSlideToDismissDisabled
        self.onDismiss = onDismiss
    }

    /// When true, sliding the sheet down does not dismiss it (SwiftUI's name for
    /// ``UIViewController/isModalInPresentation``).
    public var isSlideToDismissDisabled: Bool {
        get { isModalInPresentation }
        set { isModalInPresentation = newValue }
    }

    /// The page showing, if any.
    public var currentPage: WelcomeSheetPage? {
        pages.indices.contains(currentPageIndex) ? pages[currentPageIndex] : nil
    }

    /// Whether the page showing is the last one (its main button dismisses).
    public var isOnLastPage: Bool { currentPageIndex == pages.count - 1 }

    /// The scheme to draw in: ``preferredColorScheme``, else the environment's.
    public func colorScheme(environment: ColorScheme) -> ColorScheme {
        preferredColorScheme ?? environment
    }

    /// Shows the first page. Returns false, and does nothing, when there are no pages or the
    /// sheet is already presented. A presenting controller's
    /// ``UIViewController/present(_:animated:completion:)`` calls it.
    @discardableResult
    public func present() -> Bool {
        guard !isPresented, !pages.isEmpty else { return false }
        currentPageIndex = 0
        isPresented = true
        return true
    }

    override func beginPresentation() -> Bool { present() }

    override func endPresentation() { dismiss() }

    /// The main button: the next page, or dismissal on the last page.
    public func tapMainButton() {
        guard isPresented else { return }
        if isOnLastPage {
            dismiss()
        } else {
            currentPageIndex += 1
        }
    }

    /// The link button, when the page shows one: its action, else opening its URL.
    public func tapOptionalButton() {
        guard isPresented, let page = currentPage, page.isShowingOptionalButton else { return }
        if let action = page.optionalButtonAction {
            action()
        } else if let url = page.optionalButtonURL {
            urlOpener(url)
        }
    }

    /// The slide-down gesture: dismisses unless ``UIViewController/isModalInPresentation``. Returns whether
    /// the sheet was dismissed.
    @discardableResult
    public func slideToDismiss() -> Bool {
        guard isPresented, !isModalInPresentation else { return false }
        dismiss()
        return true
    }

    /// Ends the presentation from code (always allowed), leaves the presenting controller
    /// and calls ``onDismiss``.
    public func dismiss() {
        guard isPresented else { return }
        isPresented = false
        super.endPresentation()
        onDismiss?()
    }
}
