import IntroUI

/// The upstream Welcome Sheet's numbers for one device and orientation (REFERENCE §2), in
/// points.
///
/// "H" in upstream's rules is `UIScreen.main.bounds.height`, which follows the
/// orientation: here it is the screen height in the orientation asked for (852 for an
/// iPhone 15 in portrait, 393 in landscape). `nativeBounds` does not rotate, so the
/// 12/13 mini rule uses the portrait pixel height in both orientations.
public struct SheetMetrics: Hashable, Sendable {
    /// The device.
    public let device: Device
    /// The orientation.
    public let orientation: Orientation

    /// Metrics for a device in an orientation.
    public init(device: Device, orientation: Orientation = .portrait) {
        self.device = device
        self.orientation = orientation
    }

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
    /// Extra space between the lines of the large title.
    public static let titleLineSpacing = 8.0
    /// Space between the link button and the main button.
    public static let buttonSpacing = 5.0
    /// Space between the main button and the bottom safe area.
    public static let buttonBottomPadding = 60.0
    /// Space above the link button.
    public static let linkButtonTopPadding = 16.0
    /// Padding around the main button's title (≈ 54 pt tall with a headline).
    public static let mainButtonPadding = 16.0
    /// The main button's continuous corner radius.
    public static let mainButtonCornerRadius = 15.0
    /// The corner radius of a sheet card (iPhone page sheet, iPad form sheet).
    public static let sheetCornerRadius = 10.0

    /// Whether the sheet is an iPad form sheet.
    public var isPad: Bool { device.idiom == .pad }

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

    /// From the sheet's edge to a row's content: content side padding + row side padding.
    public var rowInset: Double { contentSidePadding + rowSidePadding }

    /// The button stack's side padding: 15 + the addend.
    public var buttonSidePadding: Double { 15 + sidePaddingAddend }

    /// The main button's width: on iPhone the row between the button paddings minus 10 on
    /// each side; on iPad the sheet's width / 1.7.
    public var mainButtonWidth: Double {
        isPad ? sheetSize.width / 1.7 : sheetSize.width - 2 * buttonSidePadding - 20
    }

    /// The sheet's size: ``sheetFrame``'s size.
    public var sheetSize: Size { sheetFrame.size }

    /// Where the sheet sits on the screen.
    ///
    /// - iPad: a centred form sheet. Width W/1.65 if W ≥ 1024, W/1.2 if W is 744 or 768,
    ///   W/1.35 if W > 810, else W/1.3; height H/1.65 if H ≥ 1366, H/1.7 if H = 1133, H/1.6
    ///   if H > 1080, else H/1.5; W and H are the screen's in the orientation (landscape
    ///   swaps them before the rule).
    /// - iPhone portrait: a page-sheet card, full width, from 10 pt below the top safe area to
    ///   the bottom of the screen.
    /// - iPhone landscape (compact height): the sheet covers the screen.
    public var sheetFrame: Rect {
        let screen = screenSize
        switch (device.idiom, orientation) {
        case (.pad, _):
            let size = SheetMetrics.formSheetSize(screen: screen)
            return Rect(
                x: (screen.width - size.width) / 2, y: (screen.height - size.height) / 2,
                width: size.width, height: size.height)
        case (.phone, .portrait):
            let top = device.portraitSafeArea.top + 10
            return Rect(x: 0, y: top, width: screen.width, height: screen.height - top)
        case (.phone, .landscape):
            return Rect(origin: .zero, size: screen)
        }
    }

    /// The insets inside the sheet that content must respect: none for an iPad form sheet
    /// (it floats); the screen's bottom inset for an iPhone card; the landscape safe area
    /// when the sheet covers the screen.
    public var sheetSafeArea: EdgeInsets {
        switch (device.idiom, orientation) {
        case (.pad, _): .zero
        case (.phone, .portrait): EdgeInsets(bottom: device.portraitSafeArea.bottom)
        case (.phone, .landscape): device.safeArea(.landscape)
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
