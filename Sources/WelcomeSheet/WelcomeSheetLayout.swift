import IntroUI

/// One call from content to frames: lays a Welcome Sheet out on a device, in an environment
/// (colour scheme, locale — which also sets the layout direction — and dynamic type size),
/// with its chrome (status bar, app tint, back button) and a backend's text measurer.
public enum WelcomeSheetLayout {
    /// A page presented on a device (over nothing: the system background).
    public static func layout(
        page: WelcomeSheetPage, device: Device, orientation: Orientation = .portrait,
        colorScheme: ColorScheme = .light, locale: String = "en", dynamicTypeSize: DynamicTypeSize = .large,
        chrome: SheetChrome = SheetChrome(), contrast: ColorSchemeContrast = .standard, measurer: any TextMeasurer
    ) -> LayoutResult {
        layout(
            page: page, metrics: SheetMetrics(device: device, orientation: orientation), colorScheme: colorScheme,
            locale: locale, dynamicTypeSize: dynamicTypeSize, chrome: chrome, contrast: contrast, measurer: measurer)
    }

    /// A page presented in a window described by `metrics` (e.g. iPad Slide Over).
    public static func layout(
        page: WelcomeSheetPage, metrics: SheetMetrics, colorScheme: ColorScheme = .light, locale: String = "en",
        dynamicTypeSize: DynamicTypeSize = .large, chrome: SheetChrome = SheetChrome(), contrast: ColorSchemeContrast = .standard,
        measurer: any TextMeasurer
    ) -> LayoutResult {
        layout(
            WelcomeSheetPresentation(page: page, metrics: metrics, locale: locale, chrome: chrome), metrics: metrics,
            colorScheme: colorScheme, locale: locale, dynamicTypeSize: dynamicTypeSize, contrast: contrast, measurer: measurer)
    }

    /// A controller's current page, in its preferred colour scheme if it has one (else
    /// `colorScheme`); nil when it has no pages.
    @MainActor
    public static func layout(
        controller: WelcomeSheetController, metrics: SheetMetrics, colorScheme: ColorScheme = .light,
        locale: String = "en", dynamicTypeSize: DynamicTypeSize = .large, measurer: any TextMeasurer
    ) -> LayoutResult? {
        guard let page = controller.currentPage else { return nil }
        return layout(
            page: page, metrics: metrics, colorScheme: controller.colorScheme(environment: colorScheme),
            locale: locale, dynamicTypeSize: dynamicTypeSize, measurer: measurer)
    }

    /// Any view, filling the window of `metrics`; a presented `.welcomeSheet` inside it draws
    /// its sheet for this window.
    public static func layout<V: View>(
        _ view: V, metrics: SheetMetrics, colorScheme: ColorScheme = .light, locale: String = "en",
        dynamicTypeSize: DynamicTypeSize = .large, contrast: ColorSchemeContrast = .standard, measurer: any TextMeasurer
    ) -> LayoutResult {
        var environment = EnvironmentValues(colorScheme: colorScheme, locale: locale, dynamicTypeSize: dynamicTypeSize)
        environment.colorSchemeContrast = contrast
        return LayoutEngine(measurer: measurer).layout(view, canvas: metrics.canvas, environment: environment)
    }
}

extension LayoutResult {
    /// The sheet's scroll area: how tall its title and rows are against the room they have.
    public var welcomeSheetScroll: ScrollReport? {
        scrollViews.first { $0.id == SheetElement.sheet.id }
    }
}
