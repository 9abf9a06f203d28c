import IntroUI

/// A Welcome Sheet on screen: the presenting view on the system background, dimmed (black
/// at 40 %), with the sheet (``WelcomeSheetView``) where ``SheetMetrics/sheetFrame`` puts
/// it — a card below the status bar on iPhone, a centred form sheet on iPad. Without a
/// presenter the backdrop is the dimmed system background, a plain grey.
public struct WelcomeSheetPresentation<Presenter: View>: View {
    /// The page shown.
    public let page: WelcomeSheetPage
    /// The device's numbers; the presentation fills ``SheetMetrics/canvas``.
    public let metrics: SheetMetrics
    /// The language of the default main button title.
    public let locale: String
    /// The view the sheet is presented over.
    public let presenter: Presenter

    /// A page presented over `presenter`.
    public init(page: WelcomeSheetPage, metrics: SheetMetrics, locale: String = "en", @ViewBuilder presenter: () -> Presenter) {
        self.page = page
        self.metrics = metrics
        self.locale = locale
        self.presenter = presenter()
    }

    public var body: some View {
        let window = metrics.windowSize
        let frame = metrics.sheetFrame
        ZStack {
            Color.background
            presenter
            WelcomeSheetView.dimming
            WelcomeSheetView(page: page, metrics: metrics, locale: locale)
                .padding(
                    EdgeInsets(
                        top: frame.minY, leading: frame.minX, bottom: window.height - frame.maxY,
                        trailing: window.width - frame.maxX))
        }
        .frame(width: window.width, height: window.height)
    }
}

extension WelcomeSheetPresentation where Presenter == EmptyView {
    /// A page presented over nothing: the dimmed system background.
    public init(page: WelcomeSheetPage, metrics: SheetMetrics, locale: String = "en") {
        self.init(page: page, metrics: metrics, locale: locale) { EmptyView() }
    }
}
