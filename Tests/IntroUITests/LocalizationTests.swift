import IntroUI
import Testing

@Suite("Localization tables")
struct LocalizationTests {
    let table = LocalizationTable([
        "greeting": ["en": "Hello {0}", "es": "Hola {0}", "zh-Hans": "你好 {0}"]
    ])

    @Test func picksTheBestLanguage() {
        #expect(table.string("greeting", locale: "es-MX", ["Ana"]) == "Hola Ana")
        #expect(table.string("greeting", locale: "zh-CN", ["A"]) == "你好 A")
        #expect(table.string("greeting", locale: "fr", ["A"]) == "Hello A")
    }

    @Test func reportsMissingTranslations() {
        let partial = LocalizationTable(["only": ["en": "x"]])
        #expect(partial.missingTranslations.map(\.language) == ["es"])
    }
}
