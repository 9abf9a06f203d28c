import Foundation
import IntroJSON
import IntroStrings
import Testing

@Suite struct StringCatalogTests {
    static let catalogText = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Continue" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Weiter" } },
                "ja" : { "stringUnit" : { "state" : "needs_review", "value" : "続ける" } },
                "fr" : { "stringUnit" : { "state" : "new", "value" : "" } }
              }
            },
            "%lld photos" : {
              "localizations" : {
                "de" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Foto" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Fotos" } }
                } } }
              }
            },
            "IntroKit" : { "shouldTranslate" : false }
          },
          "version" : "1.0"
        }
        """

    func catalog() throws -> StringCatalog {
        switch StringCatalog.decodeStringCatalog(data: Data(Self.catalogText.utf8), fileName: "Localizable.xcstrings") {
        case .success(let decoded):
            #expect(decoded.warnings.isEmpty)
            return decoded.value
        case .failure(let failure):
            Issue.record("\(failure.renderedLines())")
            throw failure
        }
    }

    @Test func looksUpTranslationsAndSaysWhatIsMissingOrUnfinished() throws {
        let catalog = try catalog()
        #expect(catalog.languages == ["en", "de", "fr", "ja"])
        #expect(catalog.localize("Continue", language: "de") == ("Weiter", nil))
        #expect(catalog.localize("Continue", language: "en") == ("Continue", nil))
        #expect(catalog.localize("Not a key", language: "de") == ("Not a key", nil))
        #expect(catalog.localize("IntroKit", language: "ja") == ("IntroKit", nil))
        // Plural variations draw their "other" case, with the substitution as written.
        #expect(catalog.localize("%lld photos", language: "de").text == "%lld Fotos")

        let review = catalog.localize("Continue", language: "ja")
        #expect(review.text == "続ける")
        let reviewFinding = try #require(review.finding)
        #expect(reviewFinding.kind == .notTranslated && reviewFinding.state == "needs_review")
        let reviewLine = reviewFinding.rendered(locale: "en")
        #expect(reviewLine.hasPrefix("Localizable.xcstrings:7:"), "\(reviewLine)")
        #expect(reviewLine.contains(": warning: strings.Continue.localizations.ja.stringUnit: "), "\(reviewLine)")
        #expect(reviewFinding.rendered(locale: "en").contains("needs_review"))

        // An empty new translation draws the source text.
        #expect(catalog.localize("Continue", language: "fr").text == "Continue")

        let missing = catalog.localize("%lld photos", language: "ja")
        #expect(missing.text == "%lld photos")
        let missingFinding = try #require(missing.finding)
        #expect(missingFinding.kind == .missing && missingFinding.language == "ja")
        #expect(missingFinding.rendered(locale: "es").contains("no tiene traducción al ja"))
    }

    @Test func malformedCatalogsNameTheirPathAndPosition() {
        let text = """
            {"sourceLanguage": "en", "strings": {
              "Hello": {"localizations": {"de": {"stringUnit": {"value": 3}}}},
              "Bye": {"localizations": {"de": {}}}
            }}
            """
        guard case .failure(let failure) = StringCatalog.decodeStringCatalog(data: Data(text.utf8), fileName: "bad.xcstrings") else {
            Issue.record("decoded")
            return
        }
        let lines = failure.renderedLines()
        #expect(lines.contains { $0.hasPrefix("bad.xcstrings:2:") && $0.contains("strings.Hello.localizations.de.stringUnit") })
        #expect(lines.contains { $0.contains("strings.Hello.localizations.de.stringUnit.value") && $0.contains("string") })
        #expect(lines.contains { $0.hasPrefix("bad.xcstrings:3:") && $0.contains("strings.Bye.localizations.de: ") && $0.contains("stringUnit") })

        let syntax = StringCatalog.decodeStringCatalog(data: Data("{\"sourceLanguage\": \"en\",\n \"strings\": {,}}".utf8), fileName: "s.xcstrings")
        guard case .failure(let syntaxFailure) = syntax else {
            Issue.record("decoded")
            return
        }
        #expect(syntaxFailure.renderedLines().first?.hasPrefix("s.xcstrings:2:") == true)

        guard case .failure(let array) = StringCatalog.decodeStringCatalog(data: Data("[]".utf8), fileName: "a.xcstrings") else {
            Issue.record("decoded")
            return
        }
        #expect(array.renderedLines(locale: "es").first?.contains("un String Catalog es un objeto") == true)
    }

    @Test func stringsFilesReadCommentsEscapesAndUnquotedWords() throws {
        let text = """
            /* The title
               of the sheet */
            "Welcome" = "Willkommen \\"hier\\"";
            // A line comment
            "Two\\nlines" = "Zwei\\nZeilen\\t\\U00E9\\UD83D\\UDE00";
            key_1 = value.2;
            "Alone";
            """
        guard case .success(let decoded) = StringsFile.decode(data: Data(text.utf8), fileName: "de.lproj/Localizable.strings") else {
            Issue.record("failed")
            return
        }
        let pairs = decoded.value.pairs
        #expect(pairs.map(\.key) == ["Welcome", "Two\nlines", "key_1", "Alone"])
        #expect(pairs.map(\.value) == ["Willkommen \"hier\"", "Zwei\nZeilen\té😀", "value.2", "Alone"])
        #expect(pairs[0].position.line == 3 && pairs[0].position.column == 1)

        var utf16 = Data([0xFF, 0xFE])
        utf16.append("\"a\" = \"b\";".data(using: .utf16LittleEndian)!)
        guard case .success(let wide) = StringsFile.decode(data: utf16, fileName: "x.strings") else {
            Issue.record("UTF-16 failed")
            return
        }
        #expect(wide.value.pairs.first?.value == "b")
    }

    /// Issue 35 (6): Xcode and `genstrings` write UTF-16, often without a byte order mark;
    /// it was read as UTF-8 and failed at the first zero byte.
    @Test(arguments: [String.Encoding.utf16LittleEndian, .utf16BigEndian])
    func utf16WithoutAByteOrderMarkIsRecognisedByItsZeroBytes(_ encoding: String.Encoding) throws {
        // 一 (U+4E00) has a zero byte on the other side from the ASCII characters'.
        let text = "/* Greeting */\n\"Welcome\" = \"一 Willkommen 😀\";\n\"Two\" = \"Zwei\";\n"
        let data = try #require(text.data(using: encoding))
        guard case .success(let decoded) = StringsFile.decode(data: data, fileName: "de.lproj/Localizable.strings") else {
            Issue.record("UTF-16 without a byte order mark was not read")
            return
        }
        #expect(decoded.value.pairs.map(\.key) == ["Welcome", "Two"])
        #expect(decoded.value.pairs.map(\.value) == ["一 Willkommen 😀", "Zwei"])
    }

    /// Zero bytes that are not UTF-16's pattern: the message says the encoding is the problem.
    @Test func zeroBytesThatAreNotUTF16AreAnEncodingError() {
        let data = Data([0x22, 0x00, 0x00, 0x61, 0x22, 0x00, 0x00, 0x3D])
        guard case .failure(let failure) = StringsFile.decode(data: data, fileName: "x.strings") else {
            Issue.record("decoded")
            return
        }
        #expect(failure.diagnostics.map(\.message.key) == ["strings.file.encodingUndecidable"])
        let odd = Data([0x22, 0x00, 0x61])
        guard case .failure(let oddFailure) = StringsFile.decode(data: odd, fileName: "x.strings") else {
            Issue.record("decoded")
            return
        }
        #expect(oddFailure.diagnostics.map(\.message.key) == ["strings.file.encodingUndecidable"])
    }

    @Test func stringsFileErrorsCarryFileLineAndColumn() {
        let cases: [(String, String, String)] = [
            ("\"a\" = \"b\"\n\"c\" = \"d\";", "f.strings:2:1: error: ", "expected ;"),
            ("\"a\" = \"b;\n", "f.strings:1:7: error: ", "never closed"),
            ("\"a\" = \"\\q\";", "f.strings:1:8: error: ", "\\q"),
            ("/* open\n\"a\" = \"b\";", "f.strings:1:1: error: ", "comment"),
            ("\"a\" = ;", "f.strings:1:7: error: ", "expected a quoted string"),
        ]
        for (text, prefix, words) in cases {
            guard case .failure(let failure) = StringsFile.decode(data: Data(text.utf8), fileName: "f.strings") else {
                Issue.record("parsed: \(text)")
                continue
            }
            let line = failure.renderedLines().first ?? ""
            #expect(line.hasPrefix(prefix) && line.contains(words), "\(line)")
        }
        guard case .failure(let latin1) = StringsFile.decode(data: Data([0x22, 0xE9, 0x22]), fileName: "l.strings") else {
            Issue.record("Latin-1 parsed")
            return
        }
        #expect(latin1.renderedLines().first?.contains("UTF-8") == true)
    }

    @Test func stringsFileTextsAreHeldToTheTextLengthLimitAsJSONStringsAre() {
        let limited = { (text: String) in StringsFile.decode(data: Data(text.utf8), fileName: "f.strings", maximumTextLength: 3) }
        guard case .success = limited("\"abc\" = \"d\\u00E9f\";\nkey = \"xyz\";") else {
            Issue.record("texts at the limit were refused")
            return
        }
        let cases: [(String, String)] = [
            ("\"a\" = \"abcd\";", "f.strings:1:7: error: a string of 4 characters, longer than the limit of 3"),
            ("\n\"abcd\" = \"a\";", "f.strings:2:1: error: a string of 4 characters, longer than the limit of 3"),
            ("a = abcde;", "f.strings:1:5: error: a string of 5 characters, longer than the limit of 3"),
            ("\"ab\\U00E9\\U00E9\";", "f.strings:1:1: error: a string of 4 characters, longer than the limit of 3"),
        ]
        for (text, prefix) in cases {
            guard case .failure(let failure) = limited(text) else {
                Issue.record("parsed: \(text)")
                continue
            }
            #expect(failure.diagnostics.map(\.message.key) == ["json.syntax.stringTooLong"])
            let line = failure.renderedLines().first ?? ""
            #expect(line.hasPrefix(prefix), "\(line)")
        }
    }

    /// A `.strings` file's text, decoded.
    private func file(_ text: String, _ name: String) throws -> StringsFile {
        guard case .success(let decoded) = StringsFile.decode(data: Data(text.utf8), fileName: name) else {
            throw CancellationError()
        }
        return decoded.value
    }

    @Test func lprojFilesMakeOneCatalogWithEnglishAsTheSource() throws {
        let catalog = StringCatalog(stringsFiles: [
            ("de", try file("\"Hello\" = \"Hallo\";", "de.lproj/Localizable.strings")),
            ("en", try file("\"Hello\" = \"Hello!\";\n\"Bye\" = \"Bye\";", "en.lproj/Localizable.strings")),
        ])
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.languages == ["en", "de"])
        #expect(catalog.localize("Hello", language: "de").text == "Hallo")
        let bye = catalog.localize("Bye", language: "de")
        #expect(bye.text == "Bye")
        #expect(bye.finding?.rendered(locale: "en").hasPrefix("en.lproj/Localizable.strings:2:1: warning: ") == true)
    }

    @Test func baseLprojHoldsTheSourceLanguagesTextsNotALanguage() throws {
        let withEnglish = StringCatalog(stringsFiles: [
            ("Base", try file("\"Hello\" = \"Hello (base)\";\n\"Bye\" = \"Bye (base)\";", "Base.lproj/Localizable.strings")),
            ("de", try file("\"Hello\" = \"Hallo\";", "de.lproj/Localizable.strings")),
            ("en", try file("\"Hello\" = \"Hello!\";", "en.lproj/Localizable.strings")),
        ])
        #expect(withEnglish.languages == ["en", "de"])
        #expect(withEnglish.localize("Hello", language: "en").text == "Hello!")
        #expect(withEnglish.localize("Bye", language: "en").text == "Bye (base)")
        #expect(withEnglish.localize("Bye", language: "de").finding?.rendered(locale: "en").hasPrefix("Base.lproj/Localizable.strings:2:1: warning: ") == true)

        let baseAndJapanese = StringCatalog(stringsFiles: [
            ("ja", try file("\"Hello\" = \"こんにちは\";", "ja.lproj/Localizable.strings")),
            ("Base", try file("\"Hello\" = \"Hello\";", "Base.lproj/Localizable.strings")),
        ])
        #expect(baseAndJapanese.sourceLanguage == "en")
        #expect(baseAndJapanese.languages == ["en", "ja"])
        #expect(baseAndJapanese.localize("Hello", language: "en").text == "Hello")
        #expect(baseAndJapanese.localize("Hello", language: "ja").text == "こんにちは")
    }

    /// 100,000 keys decode within the default limits (a 16 MiB file, 512 levels); speed is
    /// measured in docs/performance.md, not here.
    @Test func aCatalogOf100000KeysDecodes() throws {
        let entries = (0..<100_000).map {
            "\"key \($0)\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Wert \($0)\"}}}}"
        }
        let data = Data(("{\"sourceLanguage\":\"en\",\"strings\":{" + entries.joined(separator: ",") + "},\"version\":\"1.0\"}").utf8)
        #expect(data.count < 16 << 20)
        guard case .success(let decoded) = StringCatalog.decodeStringCatalog(data: data, fileName: "big.xcstrings") else {
            Issue.record("failed")
            return
        }
        #expect(decoded.value.entries.count == 100_000)
        #expect(decoded.value.localize("key 99999", language: "de").text == "Wert 99999")
    }
    /// Variations nested 100,000 deep (300,000 JSON levels, the limit raised) decode in a loop
    /// with paths that share their steps: they took memory and time quadratic in the depth
    /// (1.8 GB at 5,000) and recursed once per level.
    @Test func variationsNestedDeepDecodeWithTheirPath() throws {
        let depth = 100_000
        let localization = String(repeating: "{\"variations\":{\"plural\":{\"other\":", count: depth)
            + "{\"stringUnit\":{\"state\":\"translated\",\"value\":\"tief\"}}" + String(repeating: "}}}", count: depth)
        let data = Data(("{\"sourceLanguage\":\"en\",\"strings\":{\"Deep\":{\"localizations\":{\"de\":" + localization + "}}}}").utf8)
        let parser = JSONParser(maximumDepth: 4 * depth)
        guard case .success(let decoded) = StringCatalog.decodeStringCatalog(data: data, fileName: "deep.xcstrings", parser: parser) else {
            Issue.record("failed")
            return
        }
        let translation = try #require(decoded.value.entries["Deep"]?.translations["de"])
        #expect(translation.value == "tief")
        let steps = translation.location.path.components
        #expect(steps.count == 4 + 3 * depth + 1)
        #expect(steps.suffix(4) == [.key("variations"), .key("plural"), .key("other"), .key("stringUnit")])
        #expect(translation.location.path.description.hasPrefix("strings.Deep.localizations.de.variations.plural.other.variations"))
    }
}

