import Foundation
import IntroJSON
import IntroKit
import IntroRender
import IntroUI
import Stories
import Testing
import WelcomeSheet

/// Lint's findings as library values: a real sheet's planted defects found at their keys'
/// lines, worded only when read (in the reader's language), written as `lint --json`'s
/// array, and judged per screen for the App Store's accessibility labels.
@Suite struct LintFindingsTests {
    /// One page: a row with an icon nothing resolves (line 5) and a pale yellow accent white
    /// button text cannot be read on (line 7).
    let sheet = """
        [
          {
            "title": "Welcome",
            "rows": [
              {"imageName": "no-such-icon", "title": "Fast", "content": "It is quick."}
            ],
            "accentColor": "FFEB3B",
            "mainButtonTitle": "Continue"
          }
        ]
        """

    func lint(_ json: String, schemes: [ColorScheme] = [.light], audits: Bool = false) throws -> LintFindings {
        let data = Data(json.utf8)
        let root = try JSONParser().parse(data).root
        let document = try WelcomeSheetDocument.decode(data: data, fileName: "planted.json").get()
        var request = SheetLintRequest(
            pages: document.pages, locale: "en", devices: [try DeviceCatalog.device(id: "iphone-se")], orientations: [.portrait],
            colorSchemes: schemes, measurer: TextBackend().textMeasurer
        ) { _ in .missing }
        request.audits = audits
        var findings = LintFindings()
        findings.lint(request, root: root, firstLanguage: true, namesLanguage: false)
        return findings
    }

    @Test func plantedDefectsAreFoundAtTheirKeys() throws {
        let findings = try lint(sheet)
        let found = Array(findings.inDocumentOrder(locale: "en"))
        let icon = try #require(found.first { $0.code == "unknownIcon" })
        #expect(icon.severity == "warning")
        #expect(icon.page == 1)
        #expect(icon.line == 5)
        #expect(icon.element == "row.0.icon")
        #expect(icon.message.contains("no-such-icon"))
        let contrast = try #require(found.first { $0.code == "buttonContrast" })
        #expect(contrast.severity == "error")
        #expect(contrast.line == 7)
        #expect(contrast.colorScheme == "light")
        #expect(findings.counts.errors >= 1)
        #expect(findings.counts.warnings >= 1)
        // Sorted by line: the icon (line 5) before the accent (line 7).
        #expect(try #require(found.firstIndex { $0.code == "unknownIcon" }) < #require(found.firstIndex { $0.code == "buttonContrast" }))
    }

    @Test func eachLanguageIsLintedAndFindingsOnADeviceNameIt() throws {
        let data = Data(sheet.replacingOccurrences(of: "\"Continue\"", with: "\"Continue with a title much too long to fit\"").utf8)
        let document = try WelcomeSheetDocument.decode(data: data, fileName: "planted.json").get()
        let request = SheetLintRequest(
            pages: document.pages, locale: "en", devices: [try DeviceCatalog.device(id: "iphone-se")], orientations: [.portrait],
            colorSchemes: [.light], measurer: TextBackend().textMeasurer
        ) { _ in .missing }
        var findings = LintFindings()
        findings.lint(
            document, in: ["en", "de"], translation: ContentTranslation(catalog: nil), request: request, root: try JSONParser().parse(data).root)
        let found = Array(findings.inDocumentOrder(locale: "en"))
        // The icon is the same in every language: found once, naming none.
        #expect(found.filter { $0.code == "unknownIcon" }.map(\.locale) == [nil])
        #expect(Set(found.filter { $0.code == "buttonTitleTruncated" }.map(\.locale)) == ["en", "de"])
    }

    @Test func findingsAreWordedInTheReadersLanguage() throws {
        let findings = try lint(sheet)
        let english = try #require(findings.inDocumentOrder(locale: "en").first { $0.code == "unknownIcon" })
        let spanish = try #require(findings.inDocumentOrder(locale: "es").first { $0.code == "unknownIcon" })
        #expect(english.message.hasPrefix("no asset or SF Symbol mapping"))
        #expect(spanish.message.hasPrefix("no hay recurso ni SF Symbol"))
        #expect(spanish.line == english.line)
    }

    @Test func theJSONIsTheEncodersArray() throws {
        var findings = try lint(sheet)
        findings.append(LintFinding(severity: "error", code: "preview", message: "a worded finding"))
        var written = ""
        findings.writeJSON(locale: "en") { written += $0 }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let whole = try encoder.encode(Array(findings.inDocumentOrder(locale: "en")))
        #expect(written == String(decoding: whole, as: UTF8.self) + "\n")
        #expect(written.contains("\"code\" : \"preview\""))
        var empty = ""
        LintFindings().writeJSON(locale: "en") { empty += $0 }
        #expect(empty == "[\n\n]\n" || empty == "[]\n")
    }

    @Test func aJSONProblemIsAFindingAtItsPlace() throws {
        let data = Data(#"[{"title": 3}]"#.utf8)
        guard case .failure(let failure) = WelcomeSheetDocument.decode(data: data, fileName: "bad.json") else {
            Issue.record("a number as a title decoded")
            return
        }
        var findings = LintFindings()
        for diagnostic in failure.diagnostics { findings.append(diagnostic, strings: WelcomeSheetStrings.table) }
        let found = Array(findings.inDocumentOrder(locale: "en"))
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.code == "json" && $0.line == 1 && $0.severity == "error" })
        #expect(found.contains { $0.element == "[0].title" })
        #expect(findings.counts.errors == found.count)
    }

    @Test func theEvidenceJudgesEachPage() throws {
        let findings = try lint(sheet)
        var screens = EvidenceScreens()
        screens.addPages(1, of: "planted.json")
        let evidence = LintEvidence(
            screens: screens, findings: findings.inDocumentOrder(locale: "en"), schemes: [.light], sizes: [.large], locale: "en")
        let screen = try #require(evidence.screens.first)
        #expect(evidence.screens.count == 1)
        #expect(screen.screen == "page 1")
        let verdicts = Dictionary(uniqueKeysWithValues: screen.criteria.map { ($0.label, $0.verdict) })
        #expect(verdicts[.sufficientContrast] == .fails)
        #expect(verdicts[.darkInterface] == .notChecked)
        #expect(verdicts[.reducedMotion] == .notApplicable)
        #expect(verdicts[.largerText] == .holds)
        let blocking = try #require(screen.criteria.first { $0.label == .sufficientContrast }?.blocking)
        #expect(blocking.contains { $0.code == "buttonContrast" })
        #expect(blocking.allSatisfy { $0.page == 1 })
        #expect(evidence.html(locale: "es").contains("Contraste suficiente"))
        let json = try #require(try JSONSerialization.jsonObject(with: evidence.json) as? [String: Any])
        #expect(json["sizes"] as? [String] == ["large"])
    }

    @Test func aLightOnlyStoryFailsDarkInterface() throws {
        let stories = [
            StoryCard(title: "Light", background: .white, duration: 2, colorScheme: .light),
            StoryCard(title: "Any", background: .black, duration: 2),
        ]
        let request = StoriesAuditRequest(
            stories: stories, locale: "en", devices: [try DeviceCatalog.device(id: "iphone-se")], orientations: [.portrait],
            colorSchemes: [.light, .dark], measurer: TextBackend().textMeasurer)
        var findings = LintFindings()
        var screens = EvidenceScreens()
        try request.lint(file: "stories.json", root: nil, into: &findings, screens: &screens, evidence: true)
        #expect(screens.ids.map(\.name) == ["story 1", "story 2"])
        let evidence = LintEvidence(
            screens: screens, findings: findings.inDocumentOrder(locale: "en"), schemes: [.light, .dark], sizes: [.large], locale: "en")
        let dark = evidence.screens.map { screen in screen.criteria.first { $0.label == .darkInterface } }
        #expect(dark[0]?.verdict == .fails)
        #expect(dark[0]?.blocking.map(\.code) == ["lightOnly"])
        #expect(dark[0]?.blocking.first?.story == 1)
        #expect(dark[1]?.verdict != .fails || dark[1]?.blocking.allSatisfy { $0.code != "lightOnly" } == true)
    }
}
