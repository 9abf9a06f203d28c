import IntroUI

extension View {
    /// Presents a Welcome Sheet over this view while `isPresented` is true, as upstream's
    /// SwiftUI modifier does.
    ///
    /// A layout shows the first page (a presentation starts there) over this view, sized for
    /// the device of the canvas it is laid out on (a canvas without a device shows only this
    /// view). `preferredColorScheme` recolours the whole
    /// presentation, as a presented view's preference recolours the window on iOS. For
    /// interaction, ``WelcomeSheetPresenter/makeController()`` gives a controller that pages
    /// and dismisses with these settings.
    public func welcomeSheet(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, isSlideToDismissDisabled: Bool = false,
        preferredColorScheme: ColorScheme? = nil, pages: [WelcomeSheetPage]
    ) -> WelcomeSheetPresenter<Self> {
        WelcomeSheetPresenter(
            content: self, isPresented: isPresented, onDismiss: onDismiss,
            isSlideToDismissDisabled: isSlideToDismissDisabled, preferredColorScheme: preferredColorScheme,
            pages: pages)
    }
}

/// A view with a Welcome Sheet attached: what `View.welcomeSheet(isPresented:onDismiss:isSlideToDismissDisabled:preferredColorScheme:pages:)` returns.
public struct WelcomeSheetPresenter<Content: View>: View {
    /// The presenting view.
    public let content: Content
    /// Whether the sheet shows; set to false when a controller from ``makeController()`` dismisses.
    public let isPresented: Binding<Bool>
    /// Runs once after the sheet is dismissed.
    public let onDismiss: (() -> Void)?
    /// Whether sliding the sheet down is ignored.
    public let isSlideToDismissDisabled: Bool
    /// The colour scheme the presentation forces; nil follows the environment.
    public let preferredColorScheme: ColorScheme?
    /// The pages, in order.
    public let pages: [WelcomeSheetPage]

    public var body: some View {
        EnvironmentReader { environment in
            if isPresented.wrappedValue, let metrics = SheetMetrics(canvas: environment.canvas), let page = pages.first {
                WelcomeSheetPresentation(
                    page: page, metrics: metrics, locale: environment.localeIdentifier,
                    chrome: SheetChrome(tint: environment.accentColor)
                ) { content }
                    .preferredColorScheme(preferredColorScheme)
            } else {
                content
            }
        }
    }

    /// A controller presenting these pages with these settings: its dismissal sets
    /// ``isPresented`` to false, then runs ``onDismiss``.
    @MainActor
    public func makeController() -> WelcomeSheetController {
        let controller = WelcomeSheetController(pages: pages)
        controller.isSlideToDismissDisabled = isSlideToDismissDisabled
        controller.preferredColorScheme = preferredColorScheme
        controller.onDismiss = { [isPresented, onDismiss] in
            isPresented.wrappedValue = false
            onDismiss?()
        }
        return controller
    }
}

extension View {
    /// This view in `scheme`, or unchanged when it is nil.
    @ViewBuilder
    func preferredColorScheme(_ scheme: ColorScheme?) -> some View {
        if let scheme {
            colorScheme(scheme)
        } else {
            self
        }
    }
}
