import Foundation
import IntroCairo
import IntroJSON
import IntroUI
import Testing
import WelcomeSheet

/// Lint's overflow finding names each text that the visible sheet does not show whole — not
/// the sheet as one — with real layouts (Pango's measurer) of a small phone at large sizes.
@Suite struct LintOverflowTests {
    static let measurer = CairoBackend(format: .png).textMeasurer

    static let page = WelcomeSheetPage(
        title: "Welcome",
        rows: (0..<6).map {
            WelcomeSheetPageRow(imageSystemName: "star", title: "Row \($0)", content: "Some content that wraps on a small phone.")
        })

    static func overflows(_ page: WelcomeSheetPage, _ device: String, _ size: DynamicTypeSize) throws -> [SheetLintFinding] {
        let device = try DeviceCatalog.device(id: device)
        let layout = WelcomeSheetLayout.layout(page: page, device: device, dynamicTypeSize: size, measurer: measurer)
        return WelcomeSheetLint.layoutFindings(layout, page: 1, device: device, orientation: .portrait, colorScheme: .light)
            .filter { $0.code == .textOverflows }
    }

    /// Issue 35 (8): an optional button shown with an empty title takes no width; it was
    /// reported as "20 of its 20 pt are out of view".
    @Test func anEmptyOptionalButtonTitleIsNotOutOfView() throws {
        let page = WelcomeSheetPage(title: "Welcome", rows: [Self.page.rows[0]], optionalButtonTitle: "")
        #expect(page.isShowingOptionalButton)
        for device in ["iphone-se-1", "iphone-15", "ipad-pro-13"] {
            let findings = try Self.overflows(page, device, .large)
            #expect(!findings.contains { $0.element == .optionalButton }, "\(device): \(findings.map(\.arguments))")
        }
    }

    @Test func eachTextOutOfViewIsOneFindingNamingIt() throws {
        let findings = try Self.overflows(Self.page, "iphone-se-1", .accessibility3)
        let elements = findings.map(\.element)
        #expect(!elements.contains(.sheet), "per text, not per sheet")
        #expect(Set(elements).count == findings.count && findings.count >= 4, "\(elements.map(\.id))")
        // The title is at the top of the scroll area; the last row is far below its end.
        #expect(!elements.contains(.title))
        #expect(elements.contains(.rowTitle(5)) && elements.contains(.rowContent(5)), "\(elements.map(\.id))")
        let last = try #require(findings.first { $0.element == .rowContent(5) })
        #expect(last.arguments[0] == "Some content that wraps on a small phone.")
        #expect(last.arguments[1] == last.arguments[2], "the last row is wholly out of view: \(last.arguments)")
        #expect(last.path.description == "[0].rows[5].content")
        #expect(findings.first { $0.element == .rowTitle(5) }?.path.description == "[0].rows[5].title")
        // Out of view from some text on: every text below an overflowing one overflows too.
        let order: [SheetElement] = [.title] + (0..<6).flatMap { [SheetElement.rowTitle($0), .rowContent($0)] }
        let first = try #require(order.firstIndex { elements.contains($0) })
        #expect(Set(order[first...]) == Set(elements), "\(elements.map(\.id))")
        // A text cut by the end of the scroll area shows part of itself.
        let cut = findings.first { Double($0.arguments[1])! < Double($0.arguments[2])! }
        #expect(cut?.element == order[first], "\(findings.map(\.arguments))")
    }

    @Test func aSheetThatFitsHasNoOverflowFinding() throws {
        #expect(try Self.overflows(Self.page, "ipad-pro-12.9", .large).isEmpty)
        #expect(try Self.overflows(WelcomeSheetPage(title: "Hi", rows: Array(Self.page.rows.prefix(1))), "iphone-se-1", .large).isEmpty)
    }

    /// `lint --dynamic-type all`: one finding per text and device at the smallest size at
    /// which it leaves the visible sheet, pointing at the text's key in the file.
    @Test func lintNamesEachTextWithTheSizeItStartsOverflowingAt() throws {
        let cli = try CLIHarness()
        let rows = Self.page.rows.map { #"    {"imageName": "star", "title": "\#($0.title)", "content": "\#($0.content)"}"# }
        let file = "[{\n  \"title\": \"Welcome\",\n  \"rows\": [\n" + rows.joined(separator: ",\n") + "\n  ]\n}]\n"
        try cli.file("sheet.json", file)
        _ = cli.run(["lint", "sheet.json", "--device", "iphone-se-1", "--orientation", "portrait", "--color-scheme", "light",
                     "--dynamic-type", "all", "--json"])
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(cli.stdoutText.utf8)) as? [[String: Any]])
        let overflows = reports.filter { $0["code"] as? String == "textOverflows" }
        let elements = overflows.compactMap { $0["element"] as? String }
        #expect(elements.count == overflows.count && Set(elements).count == elements.count, "\(elements)")
        #expect(elements.contains("row.5.content") && !elements.contains("sheet"), "\(elements)")
        let order = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge"] + (1...5).map { "accessibility\($0)" }
        var sizes: [String: Int] = [:]
        for report in overflows {
            let element = try #require(report["element"] as? String)
            let size = try #require((report["dynamicType"] as? String).flatMap(order.firstIndex(of:)))
            sizes[element] = size
            // Where the text is written: its row's line, at its key.
            if let row = SheetElement(id: element)?.row {
                #expect(report["line"] as? Int == 4 + row, "\(report)")
            }
            // The size itself has the finding, the one below it has not.
            let size1 = try Self.overflows(Self.page, "iphone-se-1", DynamicTypeSize.allCases[size])
            #expect(size1.contains { $0.element.id == element }, "\(report)")
            if size > 0 {
                #expect(try !Self.overflows(Self.page, "iphone-se-1", DynamicTypeSize.allCases[size - 1]).contains { $0.element.id == element })
            }
        }
        // A text lower down leaves the view at the same size as one above it, or earlier.
        let rowTexts = (0..<6).flatMap { ["row.\($0).title", "row.\($0).content"] }.filter { sizes[$0] != nil }
        #expect(zip(rowTexts, rowTexts.dropFirst()).allSatisfy { sizes[$0]! >= sizes[$1]! }, "\(sizes)")
        #expect(cli.run(["lint", "sheet.json", "--device", "iphone-se-1", "--orientation", "portrait", "--color-scheme", "light",
                         "--dynamic-type", "all"]) == 0)
        #expect(cli.stdout.contains { $0.contains("[p1 · row.5.content · iphone-se-1 portrait light · from ") }, "\(cli.stdoutText)")
    }
}
