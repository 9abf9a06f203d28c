import Foundation
import Testing

/// `--strings` (String Catalogs and `LANG.lproj` folders) and `--locale` with several
/// languages, end to end in process.
@Suite struct StringCatalogCLITests {
    static let sheet = IntroKitProcess.samples.appendingPathComponent("WelcomeSheet/welcome-sheet.json").path
    static let catalog = IntroKitProcess.samples.appendingPathComponent("WelcomeSheet/Localizable.xcstrings").path
    static let languages = ["ar", "de", "en", "es", "ja", "zh-Hans"]

    let cli: CLIHarness
    init() throws { cli = try CLIHarness() }

    func render(_ extra: [String], to folder: String = "out", locale: String = "en") -> Int32 {
        cli.run(["render", "sheet", Self.sheet, "--device", "iphone-se", "--backend", "text", "-q", "-o", folder] + extra, locale: locale)
    }

    func text(_ path: String) throws -> String {
        String(decoding: try cli.contents(path), as: UTF8.self)
    }

    func manifestEntries(_ folder: String) throws -> [[String: Any]] {
        let data = try cli.contents(folder + "/introkit-manifest.json")
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(object["entries"] as? [[String: Any]])
    }

    @Test func theSampleCatalogRendersInEveryLanguageWithItsDirection() throws {
        #expect(render(["--strings", Self.catalog, "--locale", "all"]) == 0, "\(cli.stderrText)")
        #expect(cli.stderr.isEmpty, "every sample text is translated: \(cli.stderrText)")
        let files = try cli.files(in: "out")
        #expect(files == Self.languages.map { "welcome-sheet.\($0)-iphone-se-portrait-light-p1.txt" })
        #expect(try text("out/welcome-sheet.de-iphone-se-portrait-light-p1.txt").contains("Willkommen bei Welcome Sheet"))
        #expect(try text("out/welcome-sheet.ja-iphone-se-portrait-light-p1.txt").contains("すばやく作成"))
        #expect(try text("out/welcome-sheet.en-iphone-se-portrait-light-p1.txt").contains("Quick Creation"))
        // Arabic is laid out right to left: its row titles end at the right edge, the icons on the right.
        let arabic = try text("out/welcome-sheet.ar-iphone-se-portrait-light-p1.txt").split(separator: "\n")
        let row = try #require(arabic.first { $0.contains("إنشاء سريع") })
        let english = try text("out/welcome-sheet.en-iphone-se-portrait-light-p1.txt").split(separator: "\n")
        let englishRow = try #require(english.first { $0.contains("Quick Creation") })
        #expect(row.count > englishRow.count, "right-aligned: \(row) / \(englishRow)")
        let entries = try manifestEntries("out")
        #expect(Set(entries.compactMap { $0["locale"] as? String }) == Set(Self.languages))
    }

    @Test func someLanguagesRepeatedOrCommaSeparated() throws {
        #expect(render(["--strings", Self.catalog, "--locale", "de", "--locale", "ja"], to: "two") == 0, "\(cli.stderrText)")
        #expect(try cli.files(in: "two") == ["welcome-sheet.de-iphone-se-portrait-light-p1.txt", "welcome-sheet.ja-iphone-se-portrait-light-p1.txt"])
        #expect(render(["--strings", Self.catalog, "--locale", "de,ja"], to: "comma") == 0, "\(cli.stderrText)")
        #expect(try cli.files(in: "comma") == cli.files(in: "two"))
        // Without --locale: the document's own language (here the catalog's source, English).
        #expect(render(["--strings", Self.catalog], to: "own") == 0, "\(cli.stderrText)")
        #expect(try cli.files(in: "own") == ["welcome-sheet.en-iphone-se-portrait-light-p1.txt"])
    }

    @Test func missingAndUnfinishedTranslationsWarnAndDrawTheSource() throws {
        try cli.file("sheet.json", #"[{"title": "Hello %@", "rows": [{"imageName": "star", "title": "Row", "content": "Plain text"}], "mainButtonTitle": "Go"}]"#)
        try cli.file("Localizable.xcstrings", """
            {"sourceLanguage": "en", "strings": {
              "Hello %@": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Hallo %@"}},
                                             "ja": {"stringUnit": {"state": "translated", "value": "こんにちは %@"}}}},
              "Go": {"localizations": {"de": {"stringUnit": {"state": "needs_review", "value": "Los"}}}},
              "Row": {"localizations": {"ja": {"stringUnit": {"state": "stale", "value": "行"}}}}
            }, "version": "1.0"}
            """)
        let arguments = ["render", "sheet", "sheet.json", "--strings", "Localizable.xcstrings", "--locale", "all", "--device", "iphone-15",
                         "--backend", "text", "-q", "-o", "out"]
        #expect(cli.run(arguments) == 0, "\(cli.stderrText)")
        let warnings = cli.stderr
        #expect(warnings.contains { $0.hasPrefix("Localizable.xcstrings:4:") && $0.contains("\"Go\"") && $0.contains("de") && $0.contains("needs_review") })
        #expect(warnings.contains { $0.hasPrefix("Localizable.xcstrings:4:") && $0.contains("\"Go\" has no ja translation") })
        #expect(warnings.contains { $0.contains("\"Row\" has no de translation") })
        #expect(warnings.contains { $0.contains("of \"Row\" is stale") })
        #expect(!warnings.contains { $0.contains("Plain text") }, "a text that is no key is drawn as written")
        // Substitutions are kept as written; a missing key draws the source text.
        let german = try text("out/sheet.de-iphone-15-portrait-light-p1.txt")
        #expect(german.contains("Hallo %@") && german.contains("Los") && german.contains("Row"))
        #expect(try text("out/sheet.ja-iphone-15-portrait-light-p1.txt").contains("Go"))

        // lint names the key and language of each, with the catalog's line and column.
        #expect(cli.run(["lint", "sheet.json", "--strings", "Localizable.xcstrings", "--locale", "de", "--device", "iphone-15", "--json", "--backend", "text"]) == 0)
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(cli.stdoutText.utf8)) as? [[String: Any]])
        let review = try #require(reports.first { $0["code"] as? String == "notTranslated" })
        #expect(review["file"] as? String == "Localizable.xcstrings" && review["locale"] as? String == "de")
        #expect(review["line"] as? Int == 4 && review["severity"] as? String == "warning")
        #expect(reports.contains { $0["code"] as? String == "missingTranslation" && ($0["message"] as? String)?.contains("\"Row\"") == true })

        #expect(cli.run(["lint", "sheet.json", "--strings", "Localizable.xcstrings", "--locale", "de", "--device", "iphone-15", "--backend", "text"], locale: "es") == 0)
        #expect(cli.stdout.contains { $0.hasPrefix("Localizable.xcstrings:4:") && $0.contains("revísela") }, "\(cli.stdoutText)")
    }

    @Test func anLprojFolderIsACatalog() throws {
        let folder = cli.directory.appendingPathComponent("Strings")
        for language in ["en", "de"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("\(language).lproj"), withIntermediateDirectories: true)
        }
        try Data("/* The title */\n\"Quick Creation\" = \"Quick Creation\";\n".utf8)
            .write(to: folder.appendingPathComponent("en.lproj/Localizable.strings"))
        try Data("// Titles\n\"Quick Creation\" = \"Schnell \\\"erstellt\\\"\";\n".utf8)
            .write(to: folder.appendingPathComponent("de.lproj/Localizable.strings"))
        #expect(render(["--strings", "Strings", "--locale", "all"]) == 0, "\(cli.stderrText)")
        #expect(try cli.files(in: "out") == ["welcome-sheet.de-iphone-se-portrait-light-p1.txt", "welcome-sheet.en-iphone-se-portrait-light-p1.txt"])
        #expect(try text("out/welcome-sheet.de-iphone-se-portrait-light-p1.txt").contains("Schnell \"erstellt\""))

        try Data("\"Quick Creation\" = \"Schnell\"\n\"Other\" = \"x\";\n".utf8).write(to: folder.appendingPathComponent("de.lproj/Localizable.strings"))
        #expect(render(["--strings", "Strings", "--locale", "all"], to: "bad") == 1)
        #expect(cli.stderr.first?.hasPrefix("Strings/de.lproj/Localizable.strings:2:1: error: expected ;") == true, "\(cli.stderrText)")
        #expect((try? cli.files(in: "bad")) == nil, "nothing written")
    }

    @Test func everyTextInputIsHeldToTheOneTextLengthLimit() throws {
        let folder = cli.directory.appendingPathComponent("Long")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        let long = String(repeating: "x", count: 20_000)
        try Data("\"Quick Creation\" =\n  \"\(long)\";\n".utf8).write(to: folder.appendingPathComponent("de.lproj/Localizable.strings"))
        let hint = "error: the longest text allowed is 10000 characters: shorten the text or raise the limit with --max-text-length"
        #expect(render(["--strings", "Long"]) == 1)
        #expect(cli.stderr == [
            "Long/de.lproj/Localizable.strings:2:3: error: a string of 20000 characters, longer than the limit of 10000: shorten it", hint,
        ], "\(cli.stderrText)")
        #expect((try? cli.files(in: "out")) == nil, "nothing written")
        #expect(render(["--strings", "Long", "--max-text-length", "20000"]) == 0, "\(cli.stderrText)")

        try cli.file("long.xcstrings", "{\"sourceLanguage\": \"en\", \"strings\": {\"Row\": {\"localizations\": {\"de\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(long)\"}}}}}}")
        #expect(render(["--strings", "long.xcstrings"], to: "catalog") == 1)
        #expect(cli.stderr.first?.hasPrefix("long.xcstrings:1:") == true && cli.stderr.first?.contains("a string of 20000 characters") == true, "\(cli.stderrText)")
        #expect(cli.stderr.last == hint)

        #expect(cli.run(["measure", long, "--font", "17", "--width", "300"]) == 1)
        #expect(cli.stderr == ["TEXT:1:1: error: a string of 20000 characters, longer than the limit of 10000: shorten it", hint], "\(cli.stderrText)")
        #expect(cli.run(["measure", long, "--font", "17", "--width", "300", "--max-text-length", "20000"]) == 0, "\(cli.stderrText)")
        try cli.file("batch.json", "[{\"id\": \"a\", \"text\": \"\(long)\", \"font\": {\"size\": 17}}]")
        #expect(cli.run(["measure", "--batch", "batch.json"]) == 1)
        #expect(cli.stderr.first?.contains("a string of 20000 characters") == true && cli.stderr.last == hint, "\(cli.stderrText)")
    }

    @Test func badCatalogsAndLanguagesAreClearErrors() throws {
        try cli.file("bad.xcstrings", "{\"sourceLanguage\": \"en\",\n \"strings\": {\"Hi\": {\"localizations\": {\"de\": {\"stringUnit\": {\"state\": \"translated\"}}}}}}")
        #expect(render(["--strings", "bad.xcstrings"]) == 1)
        #expect(cli.stderr.first?.hasPrefix("bad.xcstrings:2:") == true, "\(cli.stderrText)")
        #expect(cli.stderrText.contains("strings.Hi.localizations.de.stringUnit") && cli.stderrText.contains("value"))
        #expect(render(["--strings", "bad.xcstrings"], locale: "es") == 1)
        #expect(cli.stderrText.contains("falta") || cli.stderrText.contains("obligatoria"), "\(cli.stderrText)")

        #expect(render(["--strings", Self.catalog, "--locale", "fr"]) == 1)
        #expect(cli.stderrText.contains("fr") && cli.stderrText.contains("ar, de, es, ja, zh-Hans"), "\(cli.stderrText)")
        #expect(render(["--locale", "all"]) == 2, "all needs a catalog")
        #expect(render(["--strings", "missing.xcstrings"]) == 1)
        #expect(cli.stderrText.contains("missing.xcstrings"))
        #expect((try? cli.files(in: "out")) == nil)
    }

    /// One language renders into `-o`; several (`--locale all`) into a folder per language,
    /// each with its manifest.
    @Test func storyTitlesAreTranslatedInEachLanguage() throws {
        try cli.file("show.json", #"{"stories": [{"title": "Hello", "subtitle": "Not a key", "duration": 2}]}"#)
        try cli.file("show.xcstrings", #"{"sourceLanguage": "en", "strings": {"Hello": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Hallo"}}}}}}"#)
        let arguments = ["render", "stories", "show.json", "--device", "iphone-15", "--fps", "1", "--to", "0", "--backend", "text",
                         "--strings", "show.xcstrings", "-q"]
        #expect(cli.run(arguments + ["--locale", "de", "-o", "de"]) == 0, "\(cli.stderrText)")
        let frame = try text("de/frame-00000.txt")
        #expect(frame.contains("Hallo") && frame.contains("Not a key") && !frame.contains("Hello"), "\(frame)")
        #expect(cli.run(arguments + ["--locale", "all", "-o", "all"]) == 0, "\(cli.stderrText)")
        #expect(try cli.files(in: "all") == ["de", "en"])
        #expect(try text("all/de/frame-00000.txt") == frame)
        #expect(try text("all/en/frame-00000.txt").contains("Hello"))
        #expect(try !cli.contents("all/en/introkit-manifest.json").isEmpty)
    }

    @Test func severalLanguagesWithoutACatalogRenderEachDirection() throws {
        #expect(render(["--locale", "en,ar"]) == 0, "\(cli.stderrText)")
        #expect(try cli.files(in: "out") == ["welcome-sheet.ar-iphone-se-portrait-light-p1.txt", "welcome-sheet.en-iphone-se-portrait-light-p1.txt"])
        #expect(try text("out/welcome-sheet.ar-iphone-se-portrait-light-p1.txt") != text("out/welcome-sheet.en-iphone-se-portrait-light-p1.txt"))
    }
}
