import IntroUI
import Testing
import WelcomeSheet

/// What the status bar says on each device class, in the content's language (measured on iOS
/// 15: "9:41 AM" centred on an iPhone 8 Plus; "9:41 AM  Sat Dec 4" and "100%" on an iPad mini;
/// the time alone in a notched phone's ear).
@Suite struct StatusBarTests {
    static func statusBarLines(_ device: String, locale: String = "en") throws -> [String] {
        let result = try SheetRendering.layout(try SheetRendering.samplePage(), device, locale: locale)
        return result.texts.filter { $0.id == SheetElement.statusBar.id }.flatMap(\.measurement.lines)
    }

    @Test func eachDeviceClassShowsWhatIOSShows() throws {
        #expect(try Self.statusBarLines("iphone-14") == ["9:41"])
        #expect(try Self.statusBarLines("iphone-se") == ["9:41 AM"])
        #expect(try Self.statusBarLines("ipad-mini") == ["9:41 AM  Tue Jan 9", "100%"])
    }

    @Test func theTimeAndDateFollowTheLanguage() throws {
        #expect(try Self.statusBarLines("iphone-se", locale: "de") == ["09:41"])
        #expect(try Self.statusBarLines("ipad-mini", locale: "de") == ["09:41  Di. 9. Jan.", "100%"])
    }

    /// iPhones in landscape show no status bar: the sheet covers the screen.
    @Test func landscapePhonesShowNone() throws {
        let result = try SheetRendering.layout(try SheetRendering.samplePage(), "iphone-se", .landscape)
        #expect(result.frame(SheetElement.statusBar.id) == nil)
    }
}
