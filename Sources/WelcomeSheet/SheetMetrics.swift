import IntroUI

/// The upstream Welcome Sheet's numbers for one device and orientation (REFERENCE §2), in
/// points.
///
/// "H" in upstream's rules is `UIScreen.main.bounds.height`, which follows the
/// orientation: here it is the screen height in the orientation asked for (852 for an
/// iPhone 15 in portrait, 393 in landscape). `nativeBounds` does not rotate, so the
/// 12/13 mini rule uses the portrait pixel height in both orientations.
///
/// The app's window may be narrower than the screen (iPad Slide Over, Split View): a window
/// of compact width (narrower than ``regularWidthMinimum``) shows the sheet as an iPhone
/// does, a card below the status bar; upstream's rules still read the screen's height.
public struct SheetMetrics: Hashable, Sendable {
    /// The device.
    public let device: Device
    /// The orientation.
    public let orientation: Orientation
    /// The app's window in points: the screen, or narrower in Slide Over and Split View.
    public let windowSize: Size

    /// Metrics for an app that fills the screen of a device in an orientation.
    public init(device: Device, orientation: Orientation = .portrait) {
        self.device = device
        self.orientation = orientation
        self.windowSize = device.size(orientation)
    }

    /// Metrics for an app window `windowWidth` points wide (clamped to the screen), as tall
    /// as the screen: 320 for iPad Slide Over.
    public init(device: Device, orientation: Orientation = .portrait, windowWidth: Double) {
        let screen = device.size(orientation)
        self.device = device
        self.orientation = orientation
        self.windowSize = Size(width: min(screen.width, max(windowWidth.isFinite ? windowWidth : 0, 0)), height: screen.height)
    }

    /// Metrics for a canvas from a device (``canvas``'s inverse); nil when it has no device.
    public init?(canvas: Canvas) {
        guard let device = canvas.device else { return nil }
        self.init(device: device, orientation: canvas.orientation, windowWidth: canvas.size.width)
    }

    /// The narrowest iPad window of regular width; narrower windows are compact and show
    /// the sheet as an iPhone does.
    public static let regularWidthMinimum = 678.0

    // Fixed numbers.
    /// Space between rows.
    public static let rowSpacing = 30.0
    /// The icon's box (the image is aspect-fitted into it).
    public static let iconSize = 37.0
    /// Space between the icon and the row's text.
    public static let iconTextSpacing = 17.5
    /// Space between a row's title and content.
    public static let rowTextSpacing = 2.0
    /// The most lines of a row title.
    public static let rowTitleLineLimit = 2
    /// The most lines of a button title. Upstream has no limit; IntroKit stops there so that
    /// an overlong title cannot push the buttons off the sheet (the layout's text report
    /// says it was cut).
    public static let buttonTitleLineLimit = 2
    /// Extra space between the lines of the large title.
    public static let titleLineSpacing = 8.0
    /// Space between the link button and the main button.
    public static let buttonSpacing = 5.0
    /// Space between the main button and the bottom safe area.
    public static let buttonBottomPadding = 60.0
    /// Space on each side of the main button inside the button stack (iPhone).
    public static let mainButtonInset = 10.0
    /// The main button's continuous corner radius.
    public static let mainButtonCornerRadius = 15.0
    /// The corner radius of a sheet card (iPhone page sheet, iPad form sheet).
    public static let sheetCornerRadius = PageSheetGeometry.cornerRadius

    /// Whether the sheet is an iPad form sheet: an iPad window of regular width.
    public var isPad: Bool { device.idiom == .pad && windowSize.width >= SheetMetrics.regularWidthMinimum }

    /// The canvas to lay the presentation out on: the window, with the screen's safe area.
    public var canvas: Canvas {
        var canvas = device.canvas(orientation)
        canvas.size = windowSize
        return canvas
    }

    /// The screen in points, in the orientation.
    public var screenSize: Size { device.size(orientation) }

    private var screenHeight: Double { screenSize.height }

    /// Space above the title: 50 if H = 568, 60 if H ≤ 736, else 80; 15 less on iPad.
    public var topPadding: Double {
        let base: Double = screenHeight == 568 ? 50 : screenHeight <= 736 ? 60 : 80
        return isPad ? base - 15 : base
    }

    /// Space between the title and the rows: 30 on the 12/13 mini (native height 2340) or
    /// when H < 736, else 60.
    public var titleToRowsSpacing: Double {
        device.nativeHeight == 2340 || screenHeight < 736 ? 30 : 60
    }

    /// The scroll content's side padding: 16, plus 45 on iPad.
    public var contentSidePadding: Double { isPad ? 61 : 16 }

    /// Added to the rows' and buttons' side padding: +20 if H × native scale ≥ 2688 or
    /// H = 736, −10 if H = 568, else 0.
    public var sidePaddingAddend: Double {
        if screenHeight * device.nativeScale >= 2688 || screenHeight == 736 { return 20 }
        return screenHeight == 568 ? -10 : 0
    }

    /// Each row's own side padding: 20 + the addend.
    public var rowSidePadding: Double { 20 + sidePaddingAddend }

    /// From the sheet's leading edge to a row's icon: the sheet's leading safe area (a
    /// landscape iPhone's sensor housing) + content side padding + row side padding.
    public var rowInset: Double { sheetSafeArea.leading + contentSidePadding + rowSidePadding }

    /// The least room the spacer that ends every row keeps after the row's text: SwiftUI's
    /// default spacer length (8) on iPhone and in compact iPad windows, 16 in an iPad form
    /// sheet.
    ///
    /// Measured, not read from upstream (whose rows end in a plain `Spacer()`): the line
    /// breaks of real iOS 15 frames bound the width the row text wraps at. 8 pt fits the
    /// iPhone 14 and iPhone 8 Plus frames with room on both sides, but is 0.1 pt from
    /// breaking the iPad mini's first row differently, and on a 9th-generation iPad (a sheet
    /// 3 pt wider) moves that row's "pages" up a line: the one held-out iPad row that issue
    /// 34 reports breaking later than iOS. The iPad frames and that report allow 11 to 21 pt;
    /// 16 leaves the most room on both sides (docs/fidelity.md, "Row text width on iPads").
    public var rowSpacerMinLength: Double { isPad ? 16 : 8 }

    /// The button stack's side padding: 15 + the addend.
    public var buttonSidePadding: Double { 15 + sidePaddingAddend }

    /// The main button's width: on iPhone the row between the button paddings (inside the
    /// sheet's safe area) minus 10 on each side; on iPad the sheet's width / 1.7.
    public var mainButtonWidth: Double {
        isPad ? sheetSize.width / 1.7 : max(0, sheetSize.width - sheetSafeArea.horizontal - 2 * buttonSidePadding - 20)
    }

    /// The sheet's size: ``sheetFrame``'s size.
    public var sheetSize: Size { sheetFrame.size }

    /// How the sheet is shown in its window.
    public enum Style: Hashable, Sendable {
        /// An iPad form sheet: a centred card with rounded corners.
        case formSheet
        /// A card from below the status bar to the bottom, rounded at the top (iPhone
        /// portrait, compact iPad windows).
        case pageSheet
        /// The whole window (iPhone landscape, compact height).
        case fullScreen
    }

    /// How the sheet is shown here.
    public var style: Style {
        if isPad { return .formSheet }
        return device.idiom == .phone && orientation == .landscape ? .fullScreen : .pageSheet
    }

    /// Where the sheet sits in the window.
    ///
    /// - Form sheet: centred. Width W/1.65 if W ≥ 1024, W/1.2 if W is 744 or 768, W/1.35 if
    ///   W > 810, else W/1.3; height H/1.65 if H ≥ 1366, H/1.7 if H = 1133, H/1.6 if
    ///   H > 1080, else H/1.5; W and H are the window's in the orientation (landscape swaps
    ///   them before the rule).
    /// - Page sheet: full width, from 10 pt below the presenting card's top
    ///   (``presentingCardTop``) to the bottom.
    /// - Full screen: the window.
    public var sheetFrame: Rect {
        switch style {
        case .formSheet:
            let size = SheetMetrics.formSheetSize(screen: windowSize)
            return Rect(
                x: (windowSize.width - size.width) / 2, y: (windowSize.height - size.height) / 2,
                width: size.width, height: size.height)
        case .pageSheet:
            let top = presentingCardTop + SheetMetrics.pageSheetTopGap
            return Rect(x: 0, y: top, width: windowSize.width, height: windowSize.height - top)
        case .fullScreen:
            return Rect(origin: .zero, size: windowSize)
        }
    }

    /// Space between the top of the presenting card and the top of a page sheet
    /// (`PageSheetGeometry.topGap`, which SwiftUI's `sheet` draws with too).
    public static let pageSheetTopGap = PageSheetGeometry.topGap
    /// Space iOS leaves between a 20 pt status bar and the presenting card behind a page
    /// sheet (`PageSheetGeometry.statusBarCardGap`).
    public static let statusBarCardGap = PageSheetGeometry.statusBarCardGap

    /// Where the presenting card starts behind a page sheet (`PageSheetGeometry.presentingCardTop`
    /// for the screen's safe area).
    public var presentingCardTop: Double {
        PageSheetGeometry(window: windowSize, safeArea: device.safeArea(orientation), idiom: device.idiom).presentingCardTop
    }

    /// The insets inside the sheet that content must respect: none for a form sheet (it
    /// floats); the screen's bottom inset for a page sheet; the safe area for a full-screen
    /// sheet.
    public var sheetSafeArea: EdgeInsets {
        switch style {
        case .formSheet: .zero
        case .pageSheet: EdgeInsets(bottom: device.safeArea(orientation).bottom)
        case .fullScreen: device.safeArea(orientation)
        }
    }

    /// Which corners of the sheet are rounded (by ``sheetCornerRadius``).
    public var sheetCorners: RectCorners {
        switch style {
        case .formSheet: .all
        case .pageSheet: .top
        case .fullScreen: []
        }
    }

    /// The iPad form-sheet size rule for a screen size (already in the orientation).
    static func formSheetSize(screen: Size) -> Size {
        let (w, h) = (screen.width, screen.height)
        let width = w >= 1024 ? w / 1.65 : (w == 744 || w == 768) ? w / 1.2 : w > 810 ? w / 1.35 : w / 1.3
        let height = h >= 1366 ? h / 1.65 : h == 1133 ? h / 1.7 : h > 1080 ? h / 1.6 : h / 1.5
        return Size(width: width, height: height)
    }
}
