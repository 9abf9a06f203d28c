import Foundation
import IntroJSON
import IntroKit
import IntroStrings
import Stories
import Testing
import WelcomeSheet

/// Content translated per language from Swift: a String Catalog or a folder of
/// `LANG.lproj/*.strings` read with its warnings and errors as values, the languages a
/// request names checked against it, and pages in a catalog language or a pseudolanguage.
@Suite struct ContentTranslationTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("translation-\(UUID().uuidString)")
        for language in ["en", "de"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("\(language).lproj"), withIntermediateDirectories: true)
        }
        try Data("\"Welcome\" = \"Welcome\";\n\"Other\" = \"Other\";\n".utf8).write(to: folder.appendingPathComponent("en.lproj/Localizable.strings"))
        try Data("\"Welcome\" = \"Willkommen\";\n".utf8).write(to: folder.appendingPathComponent("de.lproj/Localizable.strings"))
    }

    func read(_ url: URL, named name: String = "Strings") throws(StringsInputError) -> (ContentTranslation, warned: [String]) {
        var warned: [String] = []
        let translation = try ContentTranslation.read(.file(url, named: name), limits: ContentLimits()) { fileName, warnings in
            if !warnings.isEmpty { warned.append(fileName) }
        }
        return (translation, warned)
    }

    func document() throws -> WelcomeSheetDocument {
        let json = #"[{"title": "Welcome", "rows": [{"title": "Other", "content": "Text", "imageName": "star"}]}]"#
        return try WelcomeSheetDocument.decode(data: Data(json.utf8), fileName: "sheet.json").get()
    }

    @Test func aDocumentsRenderContentIsItsPagesInEachLanguageNamedByLanguage() throws {
        let (translation, _) = try read(folder)
        var found: [StringCatalogFinding] = []
        let content = SheetDocumentContent(
            source: "dir/sheet.json", document: try document(), pageIndices: [0], locales: ["en", "de"], translation: translation
        ) { found.append($0) }
        #expect(content.source == "dir/sheet.json")
        #expect(content.translations.map(\.stem) == ["sheet.en", "sheet.de"])
        #expect(content.translations.map { $0.pages.map(\.number) } == [[1], [1]])
        #expect(content.translations[1].pages[0].page.title == "Willkommen")
        #expect(!found.isEmpty, "German lacks a translation of \"Other\"")
    }

    @Test func storiesAreTranslatedCardByCard() throws {
        let (translation, _) = try read(folder)
        let json = #"{"stories": [{"title": "Welcome", "duration": 2}, {"title": "Other", "duration": 2}]}"#
        let document = try StoriesDocument.decode(data: Data(json.utf8), fileName: "stories.json").get()
        let (stories, findings) = translation.stories(of: document, in: "de")
        #expect(stories.map(\.title) == ["Willkommen", "Other"])
        #expect(!findings.isEmpty)
    }

    @Test func anLprojFolderTranslatesPagesAndNamesWhatItLacks() throws {
        let (translation, warned) = try read(folder)
        #expect(warned.isEmpty)
        #expect(translation.catalog?.languages == ["en", "de"], "the source language first")
        #expect(try translation.locales(requested: ["all"], own: nil) == ["en", "de"])
        #expect(try translation.locales(requested: [], own: "de") == ["de"])
        #expect(translation.namesLanguage(of: ["de"]))
        let (pages, findings) = translation.pages(of: try document(), in: "de")
        #expect(pages.first?.title == "Willkommen")
        #expect(findings.map(\.key) == ["Other"] && findings.first?.kind == .missing)
    }

    @Test func aPseudolanguageTransformsTheSourceTextsEvenWithoutACatalog() throws {
        let plain = ContentTranslation(catalog: nil)
        #expect(try plain.locales(requested: ["pseudo"], own: nil) == Pseudolanguage.allCases.map(\.rawValue))
        #expect(try plain.locales(requested: [], own: nil) == ["en"])
        #expect(!plain.namesLanguage(of: ["en"]))
        let (pages, findings) = plain.pages(of: try document(), in: "pseudo-bounded")
        #expect(pages.first?.title == "[#Welcome#]")
        #expect(pages.first?.mainButtonTitle == Pseudolanguage.bounded.transform(try document().pages[0].resolvedMainButtonTitle(locale: "en")))
        #expect(findings.isEmpty)
        #expect(plain.pages(of: try document(), in: "de").pages.first?.title == "Welcome")
    }

    @Test func languagesARequestCannotHaveAreErrors() throws {
        #expect(throws: ContentLanguageError.allNeedsCatalog) { try ContentTranslation(catalog: nil).locales(requested: ["all"], own: nil) }
        let (translation, _) = try read(folder)
        #expect(throws: ContentLanguageError.unknownLanguages(["fr"], available: ["en", "de"])) {
            try translation.locales(requested: ["de", "fr", "pseudo-rtl"], own: nil)
        }
    }

    @Test func badSourcesAreValuesNamingTheirFiles() throws {
        try Data("\"Welcome\" = \"Willkommen\"\n\"Other\" = \"x\";\n".utf8).write(to: folder.appendingPathComponent("de.lproj/Localizable.strings"))
        do {
            _ = try read(folder)
            Issue.record("a .strings file without its ; decoded")
        } catch {
            guard case .undecodable(let failures) = error else { throw error }
            #expect(failures.map(\.fileName) == ["Strings/de.lproj/Localizable.strings"])
        }
        let empty = folder.appendingPathComponent("de.lproj")
        do {
            _ = try read(empty, named: "de.lproj")
            Issue.record("a folder without LANG.lproj gave a catalog")
        } catch {
            guard case .noLproj(let name) = error else { throw error }
            #expect(name == "de.lproj")
        }
        do {
            _ = try read(folder.appendingPathComponent("missing.xcstrings"), named: "missing.xcstrings")
            Issue.record("a missing catalog was read")
        } catch {
            guard case .unreadable(let path, .notFound) = error else { throw error }
            #expect(path == "missing.xcstrings")
        }
    }
}
