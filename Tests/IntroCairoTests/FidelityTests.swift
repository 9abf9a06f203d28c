import Foundation
import IntroCairo
import IntroRender
import IntroUI
import Testing
import WelcomeSheet

/// IntroKit against real iOS: the upstream demo's first two pages on an iPhone 14 at the
/// default text size, measured on frames of upstream's promo recording (Fidelity/, see its
/// README). Every measured line break must hold; row pitches, the main button and the sheet
/// top within 1.5 pt (the recording's pixel is 1.39 pt).
@Suite struct FidelityTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fidelity")
    static let tolerance = 1.5

    /// What was measured on the frames.
    struct Measured {
        let json: [String: Any]

        init() throws {
            let data = try Data(contentsOf: FidelityTests.folder.appendingPathComponent("upstream-ios-iphone-14.json"))
            json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }

        func page(_ number: Int) throws -> [String: Any] {
            let pages = try #require(json["pages"] as? [String: Any])
            return try #require(pages[String(number)] as? [String: Any])
        }

        /// Every text's measured lines on a page, by frame id.
        func lines(page number: Int) throws -> [String: [String]] {
            try page(number).compactMapValues { $0 as? [String] }
        }

        func numbers(_ object: [String: Any], _ key: String) throws -> [Double] {
            try #require(object[key] as? [Double])
        }
    }

    static func layout(page number: Int) throws -> LayoutResult {
        let data = try Data(contentsOf: folder.appendingPathComponent("upstream-demo-pages-1-2.json"))
        let document = try WelcomeSheetDocument.decode(data: data, fileName: "upstream-demo-pages-1-2.json").get()
        return WelcomeSheetLayout.layout(
            page: document.pages[number - 1], device: try DeviceCatalog.device(id: "iphone-14"),
            chrome: SheetChrome().page(number), measurer: CairoBackend.sharedTextMeasurer)
    }

    @Test(arguments: [1, 2])
    func everyLineBreakHolds(page: Int) throws {
        let result = try Self.layout(page: page)
        let expected = try Measured().lines(page: page)
        #expect(expected.count == 4, "the title and three row contents were measured")
        for (id, lines) in expected {
            let texts = result.texts.filter { $0.id == id }
            #expect(texts.count == 1, "\(id)")
            #expect(texts.first?.measurement.lines == lines, "\(id)")
        }
    }

    @Test(arguments: [1, 2])
    func rowPitches(page: Int) throws {
        let result = try Self.layout(page: page)
        let pitches = try Measured().numbers(try Measured().page(page), "rowPitch")
        for (index, pitch) in pitches.enumerated() {
            let row = try #require(result.frame("row.\(index)"))
            let next = try #require(result.frame("row.\(index + 1)"))
            #expect(abs(next.minY - row.minY - pitch) <= Self.tolerance, "row \(index) → \(index + 1)")
        }
    }

    @Test(arguments: [1, 2])
    func mainButtonAndSheetTop(page: Int) throws {
        let result = try Self.layout(page: page)
        let measured = try Measured()
        let expected = try #require(measured.json["mainButton"] as? [String: Double])
        let button = try #require(result.frame("mainButton"))
        for (key, actual) in [("x", button.minX), ("y", button.minY), ("width", button.width), ("height", button.height)] {
            #expect(abs(actual - (expected[key] ?? .nan)) <= Self.tolerance, "mainButton.\(key)")
        }
        let sheetTop = try #require((measured.json["measured"] as? [String: Any])?["sheetTop"] as? Double)
        #expect(abs(try #require(result.frame("sheet")).minY - sheetTop) <= Self.tolerance)
    }
}

extension FidelityTests {
    /// "‹ Back" on page 2 only: the chevron's ink starts where iOS's does, the label ends
    /// where iOS's ink ends, and both are centred on iOS's ink (±1.5 pt).
    @Test(arguments: [1, 2])
    func backButton(page: Int) throws {
        let result = try Self.layout(page: page)
        let measured = try Measured()
        #expect(try measured.page(page)["back"] as? Bool == (page > 1))
        guard page > 1 else {
            #expect(result.frame("backButton") == nil)
            return
        }
        let ink = try #require((measured.json["measured"] as? [String: Any])?["backButton"] as? [String: Any])
        let (left, right) = (try #require(ink["inkLeft"] as? Double), try #require(ink["inkRight"] as? Double))
        let (top, bottom) = (try #require(ink["inkTop"] as? Double), try #require(ink["inkBottom"] as? Double))
        let button = try #require(result.frame("backButton"))
        let label = try #require(result.texts.first { $0.id == "backButton" })
        #expect(label.measurement.lines == ["Back"])
        #expect(abs(button.minX + 9.7 - left) <= Self.tolerance, "the chevron's ink starts 9.7 pt into the button")
        #expect(abs(label.frame.maxX - right) <= Self.tolerance)
        #expect(abs(button.midY - (top + bottom) / 2) <= Self.tolerance)
    }
}
