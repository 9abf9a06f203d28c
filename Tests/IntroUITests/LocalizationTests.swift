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

    @Test func fillsPlaceholdersInOnePass() {
        let pairs = LocalizationTable(["pair": ["en": "{1} before {0}, {2} and {x} kept, {{0}}"]])
        // An argument's own "{1}" is text, not a placeholder.
        #expect(pairs.string("pair", locale: "en", ["a {1}", "b"]) == "b before a {1}, {2} and {x} kept, {a {1}}")
        #expect(pairs.string("pair", locale: "en") == "{1} before {0}, {2} and {x} kept, {{0}}")
        #expect(table.string("greeting", locale: "es", ["Ana"]) == "Hola Ana")
    }

    @Test func reportsMissingTranslations() {
        let partial = LocalizationTable(["only": ["en": "x"]])
        #expect(partial.missingTranslations.map(\.language) == ["es"])
    }
}
