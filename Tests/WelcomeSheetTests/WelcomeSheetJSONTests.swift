import Foundation
import IntroJSON
import IntroUI
import Testing
@testable import WelcomeSheet

@Suite struct WelcomeSheetJSONTests {
    @Test func decodesTheSeedSample() throws {
        let document = try WelcomeSheetDocument.decode(data: sample("welcome-sheet.json"), fileName: "welcome-sheet.json").get()
        #expect(document.warnings.isEmpty)
        let page = try #require(document.pages.first)
        #expect(document.pages.count == 1)
        #expect(page.title == "Welcome to Welcome Sheet")
        #expect(page.accentColor == Color(RGBA(rgb: 0xBF5AF2)))
        #expect(page.backgroundColor == nil)
        #expect(page.mainButtonTitle == "Continue")
        #expect(page.optionalButtonTitle == "About Welcome Sheet...")
        #expect(page.optionalButtonURL == URL(string: "https://github.com/MAJKFL/Welcome-Sheet"))
        #expect(page.isShowingOptionalButton)
        #expect(page.rows.map(\.imageName) == ["rectangle.stack.fill.badge.plus", "gears", "ipad.and.iphone"])
        #expect(page.rows.map(\.imageSource) == [.asset, .asset, .asset])
        #expect(page.rows[0].accentColor == Color(RGBA(rgb: 0x63E6E1)))
        #expect(page.rows[1].title == "Highly Customizable")
    }

    @Test func minimalPageGetsEveryDefault() throws {
        let document = try decode(#"[{"title": "T", "rows": [{"imageName": "star"}]}]"#).get()
        let page = try #require(document.pages.first)
        #expect(page == WelcomeSheetPage(title: "T", rows: [WelcomeSheetPageRow(imageName: "star", title: "", content: "")]))
        #expect(page.mainButtonTitle == nil && page.accentColor == nil && page.backgroundColor == nil)
        #expect(page.optionalButtonTitle == nil && page.optionalButtonURL == nil && !page.isShowingOptionalButton)
        #expect(page.resolvedMainButtonTitle(locale: "es") == "Continuar")
    }

    @Test func everyKeyIsRead() throws {
        let text = """
            [{"title": "T", "mainButtonTitle": "Go", "accentColor": "#F00", "backgroundColor": "80FFFFFF",
              "optionalButtonTitle": "More", "optionalButtonURL": "https://example.com/a?b=c",
              "isShowingOptionalButton": false,
              "rows": [{"imageName": "star", "title": "A", "content": "B", "accentColor": {"light": "000", "dark": "FFF"}}]}]
            """
        let page = try #require(try decode(text).get().pages.first)
        #expect(page.mainButtonTitle == "Go")
        #expect(page.accentColor == Color(RGBA(rgb: 0xFF0000)))
        #expect(page.backgroundColor == Color(RGBA(rgb: 0xFFFFFF, alpha: 128.0 / 255)))
        #expect(page.optionalButtonTitle == "More")
        #expect(page.optionalButtonURL?.absoluteString == "https://example.com/a?b=c")
        #expect(!page.isShowingOptionalButton)
        #expect(page.rows == [WelcomeSheetPageRow(
            imageName: "star", accentColor: Color(light: RGBA(rgb: 0), dark: RGBA(rgb: 0xFFFFFF)), title: "A", content: "B")])
    }

    @Test func accentColorSurvivesWithoutBackgroundColor() throws {
        let page = try #require(try decode(#"[{"title": "T", "rows": [], "accentColor": "BF5AF2"}]"#).get().pages.first)
        #expect(page.accentColor == Color(RGBA(rgb: 0xBF5AF2)))
    }

    @Test func nullCountsAsAbsent() throws {
        let page = try #require(try decode(#"[{"title": "T", "rows": [], "accentColor": null, "mainButtonTitle": null}]"#).get().pages.first)
        #expect(page.accentColor == nil && page.mainButtonTitle == nil)
    }

    @Test func reportsEveryProblemAtOnce() {
        let text = """
            [
              {"title": "A", "rows": [{"imageName": "a"}]},
              {
                "title": 7,
                "rows": [
                  {"imageName": "star", "accentColor": "12345"},
                  {"title": "no image"}
                ],
                "optionalButtonURL": "github.com/MAJKFL",
                "backgroundColor": true
              }
            ]
            """
        #expect(problems(text) == [
            "welcome.json:4:14: error: [1].title: expected a string, found a number",
            "welcome.json:6:44: error: [1].rows[0].accentColor: \"12345\" is not a colour: use 3, 6 or 8 hex digits (8 = AARRGGBB, alpha first)",
            "welcome.json:7:7: error: [1].rows[1]: missing required key \"imageName\": add it to this object",
            "welcome.json:10:24: error: [1].backgroundColor: expected a hex colour string such as \"BF5AF2\", or an object with \"light\" and \"dark\", found a Boolean (true or false)",
            "welcome.json:9:26: error: [1].optionalButtonURL: \"github.com/MAJKFL\" is not a URL: start it with a scheme such as https://",
        ])
    }

    @Test func failureRendersInSpanishWithASummary() throws {
        guard case .failure(let failure) = decode(#"[{"title": "T", "rows": [], "accentColor": "GG0000", "titel": 1}]"#) else {
            Issue.record("expected a failure")
            return
        }
        #expect(failure.errors.count == 1)
        #expect(failure.rendered(locale: "es") == """
            welcome.json:1:54: warning: [0].titel: la clave desconocida "titel" se ignora: ¿quiso decir "title"?
            welcome.json:1:25: warning: [0].rows: esta página no tiene filas: añada objetos de fila a "rows"
            welcome.json:1:44: error: [0].accentColor: "GG0000" no es un color: 'G' no es un dígito hexadecimal; use 0-9 y A-F
            welcome.json: 1 error(es), 2 aviso(s)
            """)
    }

    @Test(arguments: [
        ("[]", "welcome.json:1:1: error: there are no pages: add at least one page object to the array"),
        (#"{"title": "T", "rows": []}"#, "welcome.json:1:1: error: the top level must be an array of pages, found an object: put the pages in [ … ] (or in {\"pages\": [ … ]})"),
        (#"[3]"#, "welcome.json:1:2: error: [0]: expected an object, found a number"),
        (#"[{"title": "T", "rows": {}}]"#, "welcome.json:1:25: error: [0].rows: expected an array, found an object"),
        (#"[{"title": "T", "rows": [[]]}]"#, "welcome.json:1:26: error: [0].rows[0]: expected an object, found an array"),
        (#"[{"rows": []}]"#, "welcome.json:1:2: error: [0]: missing required key \"title\": add it to this object"),
        (#"[{"title": "T"}]"#, "welcome.json:1:2: error: [0]: missing required key \"rows\": add it to this object"),
        (#"[{"title": "T", "rows": [{"imageName": ""}]}]"#, "welcome.json:1:40: error: [0].rows[0].imageName: imageName is empty: write an asset name or an SF Symbol name such as \"star.fill\""),
        (#"[{"title": "T", "rows": [{"imageName": "a", "title": false}]}]"#, "welcome.json:1:54: error: [0].rows[0].title: expected a string, found a Boolean (true or false)"),
        (#"[{"title": "T", "rows": [], "optionalButtonURL": "https://a b.com"}]"#, "welcome.json:1:50: error: [0].optionalButtonURL: \"https://a b.com\" is not a URL: remove the spaces or write them as %20"),
        (#"[{"title": "T", "rows": [], "isShowingOptionalButton": "yes"}]"#, "welcome.json:1:56: error: [0].isShowingOptionalButton: expected a Boolean (true or false), found a string"),
        (#"[{"title": "T", "rows": [], "accentColor": {"light": "000"}}]"#, "welcome.json:1:44: error: [0].accentColor: missing required key \"dark\": add it to this object"),
        (#"[{"title": "T", "rows": [], "title": "U"}]"#, "welcome.json:1:29: error: [0].title: key \"title\" appears again (first at 1:3): remove one of them; the last one is used"),
    ])
    func errorsPointAtTheRightPath(text: String, line: String) {
        #expect(problems(text).contains(line), "\(problems(text))")
    }

    @Test func malformedJSONReportsLineAndColumn() {
        #expect(problems("[\n  {\"title\": \"T\",\n   \"rows\": [}\n]") == [
            "welcome.json:3:13: error: [0].rows: unexpected '}': expected a value (string, number, object, array, true, false or null)"
        ])
        #expect(problems("[{\"title\": \"T\", \"rows\": []}] x", locale: "es") == [
            "welcome.json:1:30: error: 'x' inesperado tras el final del documento: elimínelo o ponga todos los valores en un array"
        ])
    }

    @Test func warningsDoNotFailDecoding() throws {
        let document = try decode(#"[{"title": "T", "rows": [{"imageName": "a", "colour": "F00"}], "isShowingOptionalButton": true}]"#).get()
        #expect(document.renderedWarnings() == [
            "welcome.json:1:45: warning: [0].rows[0].colour: unknown key \"colour\" is ignored",
            "welcome.json:1:91: warning: [0].isShowingOptionalButton: isShowingOptionalButton is true but there is no optionalButtonTitle: add a title, or the button shows no text",
        ])
        #expect(document.pages[0].isShowingOptionalButton)
    }

    @Test(arguments: ["welcome-sheet.json", "whats-new.json", "welcome-sheet.es.json", "welcome-sheet.zh-Hans.json", "welcome-sheet.ar.json"])
    func samplesRoundTrip(name: String) throws {
        let document = try WelcomeSheetDocument.decode(data: sample(name), fileName: name).get()
        #expect(document.warnings.isEmpty)
        let again = try WelcomeSheetDocument.decode(data: document.encoded(), fileName: name).get()
        #expect(again.pages == document.pages)
        #expect(again.encoded() == document.encoded())
    }

    @Test func whatsNewSampleIsTheSeedExample() throws {
        let text = String(decoding: try sample("whats-new.json"), as: UTF8.self)
        #expect(String(decoding: WelcomeSheetDocument(pages: SeedExamples.Example.pages).encoded(), as: UTF8.self) == text)
    }

    @Test func translationsMatchTheFirstPage() throws {
        let english = try WelcomeSheetDocument.decode(data: sample("welcome-sheet.json"), fileName: "en").get().pages
        for name in ["welcome-sheet.es.json", "welcome-sheet.zh-Hans.json", "welcome-sheet.ar.json"] {
            let translated = try WelcomeSheetDocument.decode(data: sample(name), fileName: name).get().pages
            #expect(translated.map(\.rows.count) == english.map(\.rows.count))
            #expect(translated.first?.rows.map(\.imageName) == english.first?.rows.map(\.imageName))
            #expect(translated.first?.title != english.first?.title)
        }
        let arabic = try WelcomeSheetDocument.decode(data: sample("welcome-sheet.ar.json"), fileName: "ar").get().pages
        #expect(arabic.first?.resolvedMainButtonTitle(locale: "ar") == WelcomeSheetPage(title: "", rows: []).resolvedMainButtonTitle(locale: "ar"))
        #expect(LayoutDirection.of(localeIdentifier: "ar") == .rightToLeft)
    }

    @Test func largeDocumentsDecodeQuickly() throws {
        let long = String(repeating: "Lorem ipsum ", count: 10_000)
        let row = #"{"imageName": "star", "title": "Row", "content": "Text", "accentColor": "30D158"}"#
        let rows = Array(repeating: row, count: 10_000).joined(separator: ",\n")
        let text = #"[{"title": "\#(long)", "rows": [\#(rows)]}]"#
        let document = try decode(text).get()
        #expect(document.pages[0].title.count == 120_000)
        #expect(document.pages[0].rows.count == 10_000)
    }
}

@Suite struct WelcomeSheetFuzzTests {
    /// Random byte edits of the seed sample never crash: each decodes or fails with diagnostics.
    @Test func mutatedDocumentsNeverCrash() throws {
        let original = [UInt8](try sample("welcome-sheet.json"))
        var generator = SplitMix(seed: 2305)
        let interesting = Array("{}[]\",:\\0aZ-.eé\n".utf8) + [0x00, 0x80, 0xC3, 0xFF]
        for _ in 0..<2_000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(interesting.randomElement(using: &generator) ?? 0, at: at)
                default: bytes[at] = interesting.randomElement(using: &generator) ?? 0
                }
            }
            switch WelcomeSheetDocument.decode(data: Data(bytes), fileName: "fuzz.json") {
            case .success(let document): #expect(!document.pages.isEmpty)
            case .failure(let failure): #expect(!failure.errors.isEmpty)
            }
        }
    }
}

/// A small deterministic generator, so a failing case can be replayed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The content's locale: the document's own setting, else its file name's tag.
@Suite struct ContentLocaleTests {
    @Test(arguments: [
        ("welcome-sheet.ar.json", "ar"), ("Samples/welcome-sheet.zh-Hans.json", "zh-Hans"), ("a.es-MX.json", "es-MX"),
        ("welcome-sheet.json", nil), ("v1.2.json", nil), ("my.pages.json", nil), ("trailing..json", nil),
    ] as [(String, String?)])
    func fromTheFileName(name: String, locale: String?) {
        #expect(WelcomeSheetDocument.locale(fromFileName: name) == locale)
    }

    @Test func theDocumentsOwnSettingWinsOverTheFileName() throws {
        let json = #"{"locale": "he", "pages": [{"title": "T", "rows": [{"imageName": "star"}]}]}"#
        let document = try WelcomeSheetDocument.decode(data: Data(json.utf8), fileName: "welcome.ar.json").get()
        #expect(document.locale == "he" && document.contentLocale == "he")
        #expect(document.pages.count == 1)
        let array = try WelcomeSheetDocument.decode(data: Data(#"[{"title": "T", "rows": []}]"#.utf8), fileName: "w.ar.json").get()
        #expect(array.locale == nil && array.contentLocale == "ar")
    }

    @Test func anEmptyLocaleOrAnObjectWithoutPagesIsAnError() {
        let empty = WelcomeSheetDocument.decode(data: Data(#"{"locale": "", "pages": []}"#.utf8), fileName: "w.json")
        #expect(throws: (any Error).self) { try empty.get() }
        let noPages = WelcomeSheetDocument.decode(data: Data(#"{"title": "T", "rows": []}"#.utf8), fileName: "w.json")
        #expect(throws: (any Error).self) { try noPages.get() }
    }
}
