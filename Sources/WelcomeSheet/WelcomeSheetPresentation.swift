import IntroUI

/// A Welcome Sheet on screen, as iOS draws it: the sheet (``WelcomeSheetView``) where
/// ``SheetMetrics/sheetFrame`` puts it, over the presenting view, with the status bar.
///
/// - iPhone page sheet (portrait, and compact iPad windows): black behind everything; the
///   presenting view is a dimmed card from the status bar's bottom, inset 16 pt at each
///   side with rounded corners; the status bar is white on the black; phones without a home
///   button show the home indicator over the sheet.
/// - iPad form sheet: the presenting view fills the screen, dimmed (black at 23.5 %), with the
///   sheet's soft shadow on it; the status bar is in the scheme's
///   primary colour.
/// - iPhone landscape: the sheet covers the screen and iOS shows no status bar.
///
/// Without a presenter the presenting view is the system background. VoiceOver reaches only
/// the sheet, as it does a presented controller: the presenting view and the status bar are
/// hidden from the accessibility tree.
public struct WelcomeSheetPresentation<Presenter: View>: View {
    /// The page shown.
    public let page: WelcomeSheetPage
    /// The device's numbers; the presentation fills ``SheetMetrics/canvas``.
    public let metrics: SheetMetrics
    /// The language of the default button titles.
    public let locale: String
    /// The status bar, the app's tint and the back button.
    public let chrome: SheetChrome
    /// The view the sheet is presented over.
    public let presenter: Presenter

    /// A page presented over `presenter`.
    public init(
        page: WelcomeSheetPage, metrics: SheetMetrics, locale: String = "en", chrome: SheetChrome = SheetChrome(),
        @ViewBuilder presenter: () -> Presenter
    ) {
        self.page = page
        self.metrics = metrics
        self.locale = locale
        self.chrome = chrome
        self.presenter = presenter()
    }

    public var body: some View {
        let window = metrics.windowSize
        let frame = metrics.sheetFrame
        let isPageSheetOnScreen = metrics.style == .pageSheet && window == metrics.screenSize
        ZStack(alignment: .top) {
            if isPageSheetOnScreen {
                Color.black
                ZStack {
                    Color.background
                    presenter.accessibilityHidden(true)
                    SheetChrome.presentingCardDimming
                }
                .clipShape(RoundedRectangle(cornerRadius: SheetChrome.presentingCardCornerRadius, style: .continuous))
                .id(SheetElement.presentingCard.id)
                .padding(
                    EdgeInsets(
                        top: metrics.presentingCardTop, leading: SheetChrome.presentingCardInset,
                        trailing: SheetChrome.presentingCardInset))
            } else {
                Color.background
                presenter.accessibilityHidden(true)
                WelcomeSheetView.dimming
                if metrics.style == .formSheet {
                    FormSheetShadow(sheet: frame, window: window)
                }
            }
            if chrome.showsStatusBar, metrics.style != .fullScreen, window == metrics.screenSize {
                StatusBar(device: metrics.device, orientation: metrics.orientation, color: isPageSheetOnScreen ? .white : .primary, locale: locale)
            }
            WelcomeSheetView(page: page, metrics: metrics, locale: locale, chrome: chrome)
                .padding(
                    EdgeInsets(
                        top: frame.minY, leading: frame.minX, bottom: window.height - frame.maxY,
                        trailing: window.width - frame.maxX))
            if chrome.showsStatusBar, metrics.device.safeArea(metrics.orientation).bottom > 0 {
                HomeIndicator()
            }
        }
        .frame(width: window.width, height: window.height)
    }
}

extension WelcomeSheetPresentation where Presenter == EmptyView {
    /// A page presented over nothing: the system background.
    public init(page: WelcomeSheetPage, metrics: SheetMetrics, locale: String = "en", chrome: SheetChrome = SheetChrome()) {
        self.init(page: page, metrics: metrics, locale: locale, chrome: chrome) { EmptyView() }
    }
}
