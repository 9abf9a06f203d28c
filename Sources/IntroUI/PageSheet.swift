import Foundation

/// How iOS presents a sheet on a device, the numbers a page sheet is drawn with: the
/// presenting view pushed back into a dimmed card below the status bar, the sheet from just
/// below the card's top to the bottom, rounded at the top. WelcomeSheet's `SheetMetrics` and
/// IntroUI's `sheet(isPresented:)` both draw with these.
public struct PageSheetGeometry: Hashable, Sendable {
    /// The window the sheet is presented in, in points.
    public let window: Size
    /// The screen's safe area in the orientation drawn.
    public let safeArea: EdgeInsets
    /// Phone or tablet.
    public let idiom: DeviceIdiom

    /// The geometry of a window on a device.
    public init(window: Size, safeArea: EdgeInsets, idiom: DeviceIdiom) {
        self.window = window
        self.safeArea = safeArea
        self.idiom = idiom
    }

    /// The geometry of a canvas's window.
    public init(canvas: Canvas) {
        self.init(window: canvas.size, safeArea: canvas.safeArea, idiom: canvas.idiom)
    }

    /// Space between the top of the presenting card and the top of a page sheet.
    public static let topGap = 10.0
    /// Space iOS leaves between a 20 pt status bar and the presenting card behind a page
    /// sheet (measured on an iPhone 8 Plus, iOS 15: card at 29.1 pt, sheet at 39.5 pt).
    public static let statusBarCardGap = 9.5
    /// The corner radius of a sheet card (continuous).
    public static let cornerRadius = 10.0
    /// How far the presenting card is inset from each side of the screen behind a page sheet.
    public static let presentingCardInset = 16.0
    /// The corner radius of the presenting card.
    public static let presentingCardCornerRadius = 10.0
    /// What dims the presenting card behind an iPhone page sheet: white becomes ≈ #DFDFDF.
    public static let presentingCardDimming = Color.black.opacity(0.125)
    /// What dims the presenting view behind a sheet that does not push it back (an iPad form
    /// sheet, a sheet at a smaller detent): black at 23.5 %, so white becomes 195 (measured on
    /// an iPad mini, iOS 15).
    public static let dimming = Color.black.opacity(0.235)
    /// The background of a sheet without its own: the system background at the elevated
    /// level sheets are drawn at (white; #1C1C1E in dark mode, so the card stands out from the
    /// dimmed presenter).
    public static let background = Color(light: RGBA(rgb: 0xFFFFFF), dark: RGBA(rgb: 0x1C1C1E))

    /// Where the presenting card starts behind a page sheet: at the bottom of the top safe
    /// area on phones with a sensor housing (the card tucks under the ears), 9.5 pt below the
    /// 20 pt status bar of a phone with a home button (``statusBarCardGap``).
    public var presentingCardTop: Double {
        idiom == .phone && safeArea.top <= 20 ? safeArea.top + Self.statusBarCardGap : safeArea.top
    }

    /// A page sheet's frame in the window: full width, from ``topGap`` below the presenting
    /// card's top to the bottom.
    public var pageSheetFrame: Rect {
        let top = presentingCardTop + Self.topGap
        return Rect(x: 0, y: top, width: window.width, height: window.height - top)
    }

    /// The insets inside a page sheet that content must respect: the screen's bottom inset.
    public var pageSheetSafeArea: EdgeInsets { EdgeInsets(bottom: safeArea.bottom) }
}
