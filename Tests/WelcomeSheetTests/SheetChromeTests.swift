import Foundation
import IntroRender
import IntroUI
import Testing
import WelcomeSheet

/// The chrome iOS draws around a sheet: status bar, presenting card, back button, app tint.
@Suite struct SheetChromeTests {
    static func layout(
        _ id: String, _ orientation: Orientation = .portrait, chrome: SheetChrome = SheetChrome(), locale: String = "en"
    ) throws -> LayoutResult {
        WelcomeSheetLayout.layout(
            page: try SheetRendering.samplePage(), device: try SheetRendering.device(id), orientation: orientation,
            locale: locale, chrome: chrome, measurer: SheetRendering.measurer)
    }

    @Test func iPhonePageSheetHasAStatusBarAndAPresentingCard() throws {
        let result = try Self.layout("iphone-14")
        let bar = try #require(result.frame("statusBar"))
        #expect(bar == Rect(x: 0, y: 0, width: 390, height: 47))
        #expect(result.texts.first { $0.id == "statusBar" }?.measurement.lines == ["9:41"])
        let card = try #require(result.frame("presentingCard"))
        #expect(card == Rect(x: 16, y: 47, width: 358, height: 844 - 47))
        #expect(try #require(result.frame("sheet")).minY == 57, "the sheet starts 10 pt below the card")
        #expect(result.frame("homeIndicator") == Rect(x: 128, y: 844 - 8 - 5, width: 134, height: 5))
        #expect(try Self.layout("iphone-se").frame("homeIndicator") == nil, "a phone with a home button has none")
    }

    @Test func statusBarCanBeTurnedOff() throws {
        let result = try Self.layout("iphone-14", chrome: SheetChrome(showsStatusBar: false))
        #expect(result.frame("statusBar") == nil && result.frame("homeIndicator") == nil)
        #expect(result.frame("presentingCard") != nil)
    }

    @Test func landscapeIPhoneShowsNeitherStatusBarNorCard() throws {
        let result = try Self.layout("iphone-14", .landscape)
        #expect(result.frame("statusBar") == nil && result.frame("presentingCard") == nil)
    }

    @Test(arguments: [Orientation.portrait, .landscape])
    func iPadFormSheetHasAStatusBarOverTheDimmedPresenter(orientation: Orientation) throws {
        let result = try Self.layout("ipad-pro-11", orientation)
        let bar = try #require(result.frame("statusBar"))
        #expect(bar.minY == 0 && bar.height == 24)
        #expect(result.frame("presentingCard") == nil)
    }

    @Test func backButtonOnLaterPagesWithALocalizedTitle() throws {
        #expect(try Self.layout("iphone-14", chrome: SheetChrome().page(1)).frame("backButton") == nil)
        for (locale, title) in [("en", "Back"), ("es", "Atrás")] {
            let result = try Self.layout("iphone-14", chrome: SheetChrome().page(2), locale: locale)
            let button = try #require(result.frame("backButton"))
            let sheet = try #require(result.frame("sheet"))
            #expect(button.minY == sheet.minY && button.height == SheetChrome.navigationBarHeight)
            #expect(result.texts.first { $0.id == "backButton" }?.string == title)
        }
        let rightToLeft = try Self.layout("iphone-14", chrome: SheetChrome().page(2), locale: "ar")
        let button = try #require(rightToLeft.frame("backButton"))
        #expect(button.maxX == 390, "right to left, the back button is at the top right")
    }

    @Test func appTintIsTheAccentOfPagesWithoutOne() throws {
        var page = try SheetRendering.samplePage()
        page.accentColor = nil
        let metrics = SheetMetrics(device: try SheetRendering.device("iphone-14"))
        #expect(WelcomeSheetView(page: page, metrics: metrics, chrome: SheetChrome(tint: .red)).page.accentColor == .red)
        page.accentColor = .green
        #expect(WelcomeSheetView(page: page, metrics: metrics, chrome: SheetChrome(tint: .red)).page.accentColor == .green)
    }
}
