import Foundation
import IntroJSON
import IntroUI
import Testing
import WelcomeSheet

/// `JSONDecoder` (upstream's "Decodable support") and `WelcomeSheetDocument` decode the same
/// pages and refuse the same documents, with the same message.
@Suite struct WelcomeSheetCodableTests {
    /// Every Welcome Sheet JSON file of the project: the samples (the first is the seed's
    /// "Decodable support" JSON) and the demo package's content files.
    static let files = [
        "Samples/WelcomeSheet/welcome-sheet.json", "Samples/WelcomeSheet/welcome-sheet.es.json",
        "Samples/WelcomeSheet/welcome-sheet.zh-Hans.json", "Samples/WelcomeSheet/welcome-sheet.ar.json",
        "Samples/WelcomeSheet/whats-new.json", "Samples/DemoPackage/Sources/demo/welcome.json",
        "Samples/DemoPackage/Sources/demo/escapes.json",
    ]

    static func data(_ path: String) throws -> Data {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try Data(contentsOf: root.appendingPathComponent(path))
    }

    @Test(arguments: files)
    func everySampleDecodesTheSameBothWays(path: String) throws {
        let data = try Self.data(path)
        let decoded = try JSONDecoder().decode([WelcomeSheetPage].self, from: data)
        let document = try WelcomeSheetDocument.decode(data: data, fileName: path).get()
        #expect(!decoded.isEmpty)
        #expect(decoded == document.pages)
        #expect(decoded.flatMap(\.rows).map(\.imageSource) == document.pages.flatMap(\.rows).map(\.imageSource))
        let reencoded = try JSONDecoder().decode([WelcomeSheetPage].self, from: JSONEncoder().encode(decoded))
        #expect(reencoded == decoded)
        let document2 = try WelcomeSheetDocument.decode(data: JSONEncoder().encode(decoded), fileName: path).get()
        #expect(document2.pages == decoded)
    }

    @Test func theSeedsJSONGetsItsDefaults() throws {
        let pages = try JSONDecoder().decode([WelcomeSheetPage].self, from: Self.data(Self.files[0]))
        let page = try #require(pages.first)
        #expect(page.accentColor == Color(RGBA(rgb: 0xBF5AF2)))
        #expect(page.isShowingOptionalButton && page.backgroundColor == nil)
        #expect(page.rows.map(\.imageName) == ["rectangle.stack.fill.badge.plus", "gears", "ipad.and.iphone"])
        let minimal = try JSONDecoder().decode(
            [WelcomeSheetPage].self, from: Data(#"[{"title": "T", "rows": [{"imageName": "star"}]}]"#.utf8))
        #expect(minimal == [WelcomeSheetPage(title: "T", rows: [WelcomeSheetPageRow(imageName: "star", title: "", content: "")])])
        #expect(minimal[0].resolvedMainButtonTitle(locale: "es") == "Continuar" && !minimal[0].isShowingOptionalButton)
    }

    /// A document both paths refuse: the `DecodingError`'s coding path is the document's JSON
    /// path and its debug description the document's English message.
    @Test(arguments: [
        #"[{"title": "T", "rows": [{"imageName": "star", "accentColor": "12345"}]}]"#,
        ##"[{"title": "T", "rows": [{"imageName": "star"}], "backgroundColor": "#GG0000"}]"##,
        #"[{"title": "T", "rows": [], "accentColor": {"light": "000", "dark": "12"}}]"#,
        #"[{"title": "T", "rows": [{"imageName": ""}]}]"#,
        #"[{"title": "T", "rows": [], "optionalButtonURL": "github.com/MAJKFL"}]"#,
        #"[{"title": "T", "rows": [], "optionalButtonURL": "https://a b.com"}]"#,
    ])
    func bothPathsRefuseABrokenRuleWithTheSameMessage(text: String) throws {
        guard case .failure(let failure) = WelcomeSheetDocument.decode(data: Data(text.utf8), fileName: "w.json") else {
            Issue.record("WelcomeSheetDocument accepted \(text)")
            return
        }
        let diagnostic = try #require(failure.errors.first)
        let message = diagnostic.message.rendered { WelcomeSheetStrings.localize($0, locale: "en", $1) }
        do {
            _ = try JSONDecoder().decode([WelcomeSheetPage].self, from: Data(text.utf8))
            Issue.record("JSONDecoder accepted \(text)")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == message)
            #expect(Self.path(context.codingPath) == diagnostic.path.description)
        }
    }

    @Test func missingKeysAndWrongTypesAreDecodingErrorsWithTheirPath() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([WelcomeSheetPage].self, from: Data(#"[{"rows": []}]"#.utf8))
        }
        do {
            _ = try JSONDecoder().decode([WelcomeSheetPage].self, from: Data(#"[{"title": "T", "rows": [], "accentColor": true}]"#.utf8))
            Issue.record("accepted a Boolean colour")
        } catch DecodingError.typeMismatch(_, let context) {
            #expect(Self.path(context.codingPath) == "[0].accentColor")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func encodingWritesTheKeysTheDocumentWrites() throws {
        let page = WelcomeSheetPage(
            title: "T", rows: [WelcomeSheetPageRow(imageSystemName: "star", accentColor: .green, title: "A", content: "B")],
            accentColor: Color(RGBA(rgb: 0xBF5AF2)), optionalButtonURL: URL(string: "https://example.com"))
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode([page])) as? NSArray
        let written = try JSONSerialization.jsonObject(with: WelcomeSheetDocument(pages: [page]).encoded()) as? NSArray
        #expect(encoded != nil && encoded == written)
    }

    /// A coding path as IntroJSON writes a JSON path: `[1].rows[0].accentColor`.
    static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.enumerated().map { index, key in
            if let position = key.intValue { "[\(position)]" } else { index == 0 ? key.stringValue : ".\(key.stringValue)" }
        }.joined()
    }
}
