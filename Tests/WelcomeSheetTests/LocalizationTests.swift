import IntroJSON
import IntroUI
import Testing
@testable import WelcomeSheet

@Suite struct LocalizationTests {
    @Test func everyKeyHasEnglishAndSpanish() {
        #expect(WelcomeSheetStrings.table.missingTranslations.isEmpty, "\(WelcomeSheetStrings.table.missingTranslations)")
        #expect(Set(JSONMessages.table.keys).isSubset(of: WelcomeSheetStrings.table.entries.keys))
    }

    @Test func colourMessageMatchesTheDocumentedFormat() {
        let diagnostic = JSONDiagnostic(
            .error, JSONMessage("json.color.length", texts: ["12345"]),
            path: JSONPath([.index(1), .key("rows"), .index(0), .key("accentColor")]),
            position: SourcePosition(line: 12, column: 5, offset: 0))
        #expect(WelcomeSheetStrings.render(diagnostic, fileName: "welcome.json", locale: "en")
            == #"welcome.json:12:5: error: [1].rows[0].accentColor: "12345" is not a colour: use 3, 6 or 8 hex digits (8 = AARRGGBB, alpha first)"#)
        #expect(WelcomeSheetStrings.render(diagnostic, fileName: "welcome.json", locale: "es")
            == #"welcome.json:12:5: error: [1].rows[0].accentColor: "12345" no es un color: use 3, 6 u 8 dígitos hexadecimales (8 = AARRGGBB, primero el alfa)"#)
    }
}
