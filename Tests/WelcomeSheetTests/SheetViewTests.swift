import Foundation
import IntroUI
import Testing
import WelcomeSheet

@Suite struct SheetViewTests {
    /// Title top (from the sheet's top), row inset (icon from the sheet's leading edge),
    /// main button width and sheet size through the layout's frames, ±0.5 pt. Portrait iPhones
    /// are REFERENCE §2's worked values; landscape iPhones cover the screen and stay inside
    /// the sensor housing's insets; iPads are form sheets.
    @Test(arguments: [
        ("iphone-se-1", Orientation.portrait, 50.0, 26.0, 290.0, Size(width: 320, height: 528.5)),
        ("iphone-se", .portrait, 60, 36, 325, Size(width: 375, height: 627.5)),
        ("iphone-15", .portrait, 80, 36, 343, Size(width: 393, height: 783)),
        ("iphone-15-pro-max", .portrait, 80, 56, 340, Size(width: 430, height: 863)),
        ("iphone-se-1", .landscape, 60, 36, 518, Size(width: 568, height: 320)),
        ("iphone-se", .landscape, 60, 36, 617, Size(width: 667, height: 375)),
        ("iphone-15", .landscape, 60, 95, 684, Size(width: 852, height: 393)),
        ("iphone-15-pro-max", .landscape, 60, 95, 764, Size(width: 932, height: 430)),
        ("ipad-mini", .portrait, 65, 81, 364.7, Size(width: 620, height: 666.5)),
        ("ipad-mini", .landscape, 65, 81, 403.9, Size(width: 686.7, height: 496)),
        ("ipad-pro-12.9", .portrait, 65, 101, 365.1, Size(width: 620.6, height: 827.9)),
        ("ipad-pro-12.9", .landscape, 65, 81, 487.0, Size(width: 827.9, height: 682.7)),
    ])
    func metricsThroughTheLayout(
        id: String, orientation: Orientation, titleTop: Double, rowInset: Double, buttonWidth: Double, sheetSize: Size
    ) throws {
        let result = try SheetRendering.layout(try SheetRendering.samplePage(), id, orientation)
        let sheet = try #require(result.frame("sheet"))
        let title = try #require(result.frame("title"))
        let icon = try #require(result.frame("row.0.icon"))
        let button = try #require(result.frame("mainButton"))
        #expect(abs(title.minY - sheet.minY - titleTop) <= 0.5)
        #expect(abs(icon.minX - sheet.minX - rowInset) <= 0.5)
        #expect(abs(button.width - buttonWidth) <= 0.5)
        #expect(abs(button.midX - sheet.midX) <= 0.5, "the main button is centred")
        #expect(abs(sheet.width - sheetSize.width) <= 0.5 && abs(sheet.height - sheetSize.height) <= 0.5)
        #expect(abs(title.midX - sheet.midX) <= 0.5, "the title is centred")
        #expect(icon.size == Size(width: 37, height: 37))
        let metrics = SheetMetrics(device: try SheetRendering.device(id), orientation: orientation)
        for (actual, expected) in [(sheet.minX, metrics.sheetFrame.minX), (sheet.minY, metrics.sheetFrame.minY)] {
            #expect(abs(actual - expected) <= 0.001)
        }
        #expect(abs(sheet.maxY - metrics.sheetSafeArea.bottom - 60 - button.maxY) <= 0.5, "60 above the safe area")
    }

    @Test func rowsFollowTheReferenceSpacing() throws {
        let result = try SheetRendering.layout(try SheetRendering.samplePage(), "iphone-15")
        let title = try #require(result.frame("title"))
        for index in 0..<3 {
            let row = try #require(result.frame("row.\(index)"))
            let icon = try #require(result.frame("row.\(index).icon"))
            let rowTitle = try #require(result.frame("row.\(index).title"))
            let content = try #require(result.frame("row.\(index).content"))
            #expect(rowTitle.minX - icon.maxX == 17.5)
            #expect(content.minY - rowTitle.maxY == 2)
            #expect(abs(icon.midY - row.midY) <= 0.5, "icons are centred on their row")
            if index > 0 {
                let previous = try #require(result.frame("row.\(index - 1)"))
                #expect(row.minY - previous.maxY == 30)
            }
        }
        #expect(try #require(result.frame("row.0")).minY - title.maxY == 60)
        let link = try #require(result.frame("optionalButton"))
        let button = try #require(result.frame("mainButton"))
        #expect(button.minY - link.maxY == 5 + 16, "stack spacing 5 and the main button's default top padding")
        #expect(result.welcomeSheetScroll?.scrolls == false)
    }

    @Test(arguments: DeviceCatalog.all.map(\.id), Orientation.allCases)
    func iconsShareOneVerticalLine(id: String, orientation: Orientation) throws {
        var page = try SheetRendering.samplePage()
        page.rows[1].title = "A row whose title is long enough to wrap onto a second line"
        page.rows[2].content = ""
        let result = try SheetRendering.layout(page, id, orientation)
        let xs = Set(try (0..<3).map { try #require(result.frame("row.\($0).icon")).minX })
        #expect(xs.count == 1)
        #expect(result.frame("row.2.content") == nil, "an empty content has no frame")
    }

    static func rows(_ count: Int, text: String = "Some content that takes a couple of lines on a small phone.")
        -> [WelcomeSheetPageRow]
    {
        (0..<count).map { WelcomeSheetPageRow(imageSystemName: "star", title: "Row \($0)", content: text) }
    }

    @Test func overflowingContentScrollsWhileTheButtonsStayPinned() throws {
        let short = WelcomeSheetPage(title: "Short", rows: Self.rows(1))
        let long = WelcomeSheetPage(title: "Long", rows: Self.rows(12))
        let fits = try SheetRendering.layout(short, "iphone-se-1")
        let overflows = try SheetRendering.layout(long, "iphone-se-1")
        #expect(fits.welcomeSheetScroll?.scrolls == false)
        let scroll = try #require(overflows.welcomeSheetScroll)
        #expect(scroll.scrolls && scroll.contentHeight > 1000)
        #expect(fits.frame("mainButton") == overflows.frame("mainButton"))
        let button = try #require(overflows.frame("mainButton"))
        let sheet = try #require(overflows.frame("sheet"))
        #expect(
            abs(sheet.minY + scroll.viewportHeight + 16 - button.minY) <= 0.5,
            "the viewport ends at the button's default top padding")
        #expect(try #require(overflows.frame("row.11")).minY > button.maxY, "later rows are below, to scroll to")
    }

    @Test func rightToLeftMirrorsTheRows() throws {
        let page = try SheetRendering.samplePage("welcome-sheet.ar.json")
        let result = try SheetRendering.layout(page, "iphone-15", locale: "ar")
        let sheet = try #require(result.frame("sheet"))
        let metrics = SheetMetrics(device: try SheetRendering.device("iphone-15"))
        for index in page.rows.indices {
            let icon = try #require(result.frame("row.\(index).icon"))
            let title = try #require(result.frame("row.\(index).title"))
            #expect(abs(sheet.maxX - icon.maxX - metrics.rowInset) <= 0.5, "icons on the right")
            #expect(title.maxX == icon.minX - 17.5, "text to the icon's left")
        }
        let left = try SheetRendering.layout(page, "iphone-15", locale: "en")
        #expect(result.frame("mainButton") == left.frame("mainButton"))
        #expect(result.frame("row.0.icon")?.minX == left.frame("row.0.icon").map { sheet.maxX - $0.maxX })
    }

    @Test func slideOverLaysOutAsAPhone() throws {
        let metrics = SheetMetrics(device: try SheetRendering.device("ipad-pro-12.9"), windowWidth: 320)
        let result = WelcomeSheetLayout.layout(page: try SheetRendering.samplePage(), metrics: metrics, measurer: SheetRendering.measurer)
        #expect(result.canvas.size.width == 320)
        #expect(result.frame("sheet") == Rect(x: 0, y: 34, width: 320, height: 1332))
        #expect(result.frame("mainButton")?.width == 230)
    }

    @Test func colourSchemeAndBackground() throws {
        var page = try SheetRendering.samplePage()
        let sheetFill = { (result: LayoutResult) -> RGBA? in
            let sheet = result.frame("sheet")
            return result.displayList.flattened.compactMap { item -> RGBA? in
                if case .fill(.roundedRectangle, let rect, let color) = item, rect == sheet { color } else { nil }
            }.first
        }
        #expect(sheetFill(try SheetRendering.layout(page, "ipad-mini")) == RGBA(rgb: 0xFFFFFF))
        #expect(sheetFill(try SheetRendering.layout(page, "ipad-mini", colorScheme: .dark)) == RGBA(rgb: 0x1C1C1E))
        page.backgroundColor = Color(RGBA(rgb: 0x123456))
        #expect(sheetFill(try SheetRendering.layout(page, "ipad-mini", colorScheme: .dark)) == RGBA(rgb: 0x123456))
    }

    @MainActor @Test func controllerLayoutUsesItsPageAndPreferredScheme() throws {
        let controller = WelcomeSheetController(pages: SeedExamples.Example.pages)
        controller.preferredColorScheme = .dark
        controller.present()
        controller.tapMainButton()
        let metrics = SheetMetrics(device: try SheetRendering.device("iphone-15"))
        let result = try #require(
            WelcomeSheetLayout.layout(controller: controller, metrics: metrics, measurer: SheetRendering.measurer))
        let title = result.texts.first { $0.id == "title" }
        #expect(title?.string == "What's New in Translate")
        let texts = result.displayList.flattened.compactMap { item -> TextRun? in if case .text(let run) = item { run } else { nil } }
        #expect(texts.first { $0.string == "What's New in Translate" }?.color == RGBA(rgb: 0xFFFFFF), "dark")
        #expect(texts.contains { $0.string == "Wassup?" })
        #expect(WelcomeSheetLayout.layout(controller: WelcomeSheetController(), metrics: metrics, measurer: SheetRendering.measurer) == nil)
    }

    @Test func defaultMainButtonTitleFollowsTheLocale() throws {
        let page = WelcomeSheetPage(title: "Hola", rows: Self.rows(1))
        let result = try SheetRendering.layout(page, "iphone-se", locale: "es")
        #expect(result.texts.contains { $0.id == "mainButton" && $0.string == "Continuar" })
    }

    /// Hostile content: 100,000-character strings and 10,000 rows lay out, scroll, and keep
    /// the buttons on screen (how fast is the benchmark's business, not a test's).
    @Test func hugeContentLaysOut() throws {
        let long = String(repeating: "word ", count: 20_000)
        let pages = [
            WelcomeSheetPage(title: long, rows: [WelcomeSheetPageRow(imageSystemName: "star", title: long, content: long)],
                             mainButtonTitle: String(repeating: "x", count: 100_000)),
            WelcomeSheetPage(title: "Many rows", rows: Self.rows(10_000)),
        ]
        for page in pages {
            let result = try SheetRendering.layout(page, "iphone-se-1")
            #expect(result.welcomeSheetScroll?.scrolls == true)
            let button = try #require(result.frame("mainButton"))
            #expect(button.minY >= 30 && button.maxY <= 568)
        }
        let result = try SheetRendering.layout(pages[0], "iphone-se-1")
        #expect(result.frame("row.0.title")?.height == 32, "row titles stop at two lines")
        #expect(result.texts.first { $0.id == "mainButton" }?.measurement.isTruncated == true)
    }
}
