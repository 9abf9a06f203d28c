import IntroUI
import Testing
import WelcomeSheet

@Suite struct SheetMetricsTests {
    static func metrics(_ id: String, _ orientation: Orientation = .portrait) throws -> SheetMetrics {
        SheetMetrics(device: try DeviceCatalog.device(id: id), orientation: orientation)
    }

    /// REFERENCE §2's worked values: top padding, title→rows spacing, row inset, button width.
    @Test(arguments: [
        ("iphone-se-1", 50.0, 30.0, 26.0, 290.0),
        ("iphone-se", 60, 30, 36, 325),
        ("iphone-8-plus", 60, 60, 56, 324),
        ("iphone-13-mini", 80, 30, 36, 325),
        ("iphone-11", 80, 60, 36, 364),
        ("iphone-11-pro-max", 80, 60, 56, 324),
        ("iphone-15", 80, 60, 36, 343),
        ("iphone-15-pro-max", 80, 60, 56, 340),
    ])
    func iPhonePortrait(id: String, top: Double, spacing: Double, rowInset: Double, buttonWidth: Double) throws {
        let m = try Self.metrics(id)
        #expect(m.topPadding == top)
        #expect(m.titleToRowsSpacing == spacing)
        #expect(m.rowInset == rowInset)
        #expect(abs(m.mainButtonWidth - buttonWidth) <= 0.5)
        #expect(m.contentSidePadding == 16)
    }

    @Test func iPhoneLandscapeUsesTheLandscapeHeight() throws {
        let m = try Self.metrics("iphone-15", .landscape)
        #expect(m.topPadding == 60 && m.titleToRowsSpacing == 30 && m.rowSidePadding == 20)
        #expect(m.sheetFrame == Rect(x: 0, y: 0, width: 852, height: 393))
        #expect(m.style == .fullScreen && m.sheetCorners == [])
        // Inside the sensor housing's 59 pt on each side.
        #expect(m.rowInset == 59 + 16 + 20)
        #expect(m.mainButtonWidth == 852 - 2 * 59 - 30 - 20)
        #expect(m.sheetSafeArea == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        let mini = try Self.metrics("iphone-13-mini", .landscape)
        #expect(mini.titleToRowsSpacing == 30)
    }

    @Test func iPhoneSheetIsACardBelowTheSafeArea() throws {
        let m = try Self.metrics("iphone-15")
        #expect(m.sheetFrame == Rect(x: 0, y: 69, width: 393, height: 852 - 69))
        #expect(m.sheetSafeArea == EdgeInsets(bottom: 34))
        #expect(try Self.metrics("iphone-se").sheetFrame.minY == 39.5, "9.5 pt below the 20 pt status bar, then 10")
    }

    /// iPad form sheets: width, height and main button width, ±0.5 pt.
    @Test(arguments: [
        ("ipad-pro-12.9", Orientation.portrait, 620.6, 827.9, 365.1),
        ("ipad-pro-12.9", .landscape, 827.9, 682.7, 487.0),
        ("ipad-mini", .portrait, 620.0, 666.5, 364.7),
        ("ipad-mini", .landscape, 686.7, 496.0, 403.9),
        ("ipad-9.7", .portrait, 640.0, 682.7, 376.5),
        ("ipad-10.2", .portrait, 623.1, 720.0, 366.5),
        ("ipad-air", .portrait, 607.4, 737.5, 357.3),
        ("ipad-pro-11", .landscape, 723.7, 556.0, 425.7),
    ])
    func iPadFormSheet(id: String, orientation: Orientation, width: Double, height: Double, button: Double) throws {
        let m = try Self.metrics(id, orientation)
        #expect(abs(m.sheetSize.width - width) <= 0.5)
        #expect(abs(m.sheetSize.height - height) <= 0.5)
        #expect(abs(m.mainButtonWidth - button) <= 0.5)
        #expect(abs(m.sheetFrame.midX - m.screenSize.width / 2) < 0.001)
        #expect(abs(m.sheetFrame.midY - m.screenSize.height / 2) < 0.001)
        #expect(m.contentSidePadding == 61)
        #expect(m.topPadding == 65)
        #expect(m.sheetSafeArea == .zero)
    }

    @Test func slideOverWindowsShowAnIPhoneCard() throws {
        let pad = try DeviceCatalog.device(id: "ipad-pro-12.9")
        let m = SheetMetrics(device: pad, orientation: .portrait, windowWidth: 320)
        #expect(!m.isPad && m.style == .pageSheet && m.sheetCorners == .top)
        #expect(m.canvas.size == Size(width: 320, height: 1366))
        #expect(m.sheetFrame == Rect(x: 0, y: 34, width: 320, height: 1366 - 34))
        #expect(m.topPadding == 80 && m.contentSidePadding == 16)
        #expect(m.mainButtonWidth == 320 - 2 * 35 - 20)
        #expect(m.sheetSafeArea == EdgeInsets(bottom: 20))
        // A window of regular width keeps the form sheet, sized by the window.
        let wide = SheetMetrics(device: pad, orientation: .landscape, windowWidth: 1366 * 2 / 3)
        #expect(wide.isPad && wide.style == .formSheet)
        #expect(abs(wide.sheetSize.width - 1366 * 2 / 3 / 1.35) < 0.5)
        #expect(SheetMetrics(device: pad, windowWidth: .nan).canvas.size.width == 0)
    }

    /// The spacer ending each row keeps 8 pt after the text on phones and in compact iPad
    /// windows, 16 in a form sheet (measured on iOS 15 frames, docs/fidelity.md).
    @Test func rowSpacerIsLongerInAFormSheet() throws {
        #expect(try Self.metrics("iphone-14").rowSpacerMinLength == 8)
        #expect(try Self.metrics("iphone-8-plus", .landscape).rowSpacerMinLength == 8)
        #expect(try Self.metrics("ipad-mini").rowSpacerMinLength == 16)
        #expect(try Self.metrics("ipad-pro-12.9", .landscape).rowSpacerMinLength == 16)
        let pad = try DeviceCatalog.device(id: "ipad-air")
        #expect(SheetMetrics(device: pad, windowWidth: 320).rowSpacerMinLength == 8)
    }

    @Test func iPadPaddingAddendFollowsTheScreen() throws {
        #expect(try Self.metrics("ipad-pro-12.9").rowSidePadding == 40)
        #expect(try Self.metrics("ipad-pro-12.9", .landscape).rowSidePadding == 20)
        #expect(try Self.metrics("ipad-mini").buttonSidePadding == 15)
    }

    @Test func everyDeviceHasSaneMetrics() {
        for device in DeviceCatalog.all {
            for orientation in Orientation.allCases {
                let m = SheetMetrics(device: device, orientation: orientation)
                #expect(m.mainButtonWidth > 200, "\(device.id) \(orientation)")
                #expect(m.sheetFrame.maxX <= m.screenSize.width && m.sheetFrame.maxY <= m.screenSize.height)
            }
        }
    }
}
