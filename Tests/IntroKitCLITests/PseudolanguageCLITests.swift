import Foundation
import Testing

/// `--locale pseudo…` end to end: Xcode's pseudolanguages as content languages.
@Suite struct PseudolanguageCLITests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("introkit-pseudo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func output(_ name: String) -> String {
        (try? String(contentsOf: folder.appendingPathComponent("out/\(name)"), encoding: .utf8)) ?? ""
    }

    @Test func pseudoRendersEachPseudolanguage() throws {
        let sheet = folder.appendingPathComponent("sheet.json")
        try Data(#"[{"title": "Welcome", "rows": [{"imageName": "star", "title": "Fast", "content": "Loads %lld pages"}]}]"#.utf8)
            .write(to: sheet)
        let outcome = try IntroKitProcess.run(
            ["render", "sheet", sheet.path, "--locale", "pseudo", "--device", "iphone-se-1", "--backend", "text", "-q", "-o", "out"],
            in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path)) ?? [])
            .filter { $0.hasSuffix(".txt") }.sorted()
        let languages = ["pseudo-accented", "pseudo-bounded", "pseudo-double", "pseudo-rtl", "pseudo-rtl-text"]
        #expect(names == languages.map { "sheet.\($0)-iphone-se-1-portrait-light-p1.txt" }, "\(names)")
        let page = { (language: String) in output("sheet.\(language)-iphone-se-1-portrait-light-p1.txt") }
        #expect(page("pseudo-bounded").contains("[#Welcome#]"))
        #expect(page("pseudo-bounded").contains("[#Loads %lld pages#]"))
        #expect(page("pseudo-double").contains("Welcome Welcome"))
        #expect(page("pseudo-accented").contains("Ŵéļçöṁé"))
        #expect(page("pseudo-rtl-text").contains("Welcome\u{202C}"), "each word in a right-to-left override")
        #expect(page("pseudo-rtl").contains("Welcome"))
        #expect(page("pseudo-bounded").contains("[#Continue#]"), "the default button title is transformed too")
    }

    @Test func pseudolanguagesGoWithACatalog() throws {
        let outcome = try IntroKitProcess.run(
            ["render", "sheet", IntroKitProcess.samples.appendingPathComponent("WelcomeSheet/welcome-sheet.json").path,
             "--strings", IntroKitProcess.samples.appendingPathComponent("WelcomeSheet/Localizable.xcstrings").path,
             "--locale", "de,pseudo-bounded", "--device", "iphone-se-1", "--page", "1", "--backend", "text", "-q", "-o", "out"],
            in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let bounded = output("welcome-sheet.pseudo-bounded-iphone-se-1-portrait-light-p1.txt")
        #expect(bounded.contains("[#"), "the source-language texts, bounded")
        #expect(!output("welcome-sheet.de-iphone-se-1-portrait-light-p1.txt").contains("[#"))
    }

    /// Twice-as-long texts cut a row title on the smallest iPhone that English does not cut.
    @Test func lintFindsTheTruncationPseudoDoubleCauses() throws {
        func cutRowTitles(_ locale: [String]) throws -> [String] {
            let outcome = try IntroKitProcess.run(
                ["lint", IntroKitProcess.samples.appendingPathComponent("WelcomeSheet/welcome-sheet.json").path, "--device", "iphone-se-1",
                 "--orientation", "portrait", "--color-scheme", "light", "--backend", "text", "--json"] + locale, in: folder)
            let findings = try #require(try JSONSerialization.jsonObject(with: outcome.stdout) as? [[String: Any]], "\(outcome.stderr)")
            return findings.filter { $0["code"] as? String == "rowTitleTooLong" }.compactMap { $0["element"] as? String }
        }
        #expect(try cutRowTitles([]) == [])
        #expect(try cutRowTitles(["--locale", "pseudo-double"]) == ["row.1.title"])
    }
}
