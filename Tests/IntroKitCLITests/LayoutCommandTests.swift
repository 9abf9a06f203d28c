import Foundation
import Testing
@testable import IntroKitCLI

@Suite struct LayoutCommandTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/WelcomeSheet")
    static let sample = samples.appendingPathComponent("welcome-sheet.json").path

    let harness: CLIHarness

    init() throws {
        harness = try CLIHarness()
    }

    func run(_ arguments: [String], locale: String = "en") -> (status: Int32, output: CLIHarness) {
        (harness.run(arguments, locale: locale), harness)
    }

    func temporaryFile(_ text: String) throws -> String {
        try harness.temporaryFile(text)
    }

    @Test func printsFramesAsJSON() throws {
        let (status, output) = run(["layout", Self.sample, "--device", "iphone-se-1", "--backend", "text"])
        #expect(status == 0, "\(output.stderrText)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdoutText.utf8)) as? [String: Any])
        #expect(json["device"] as? String == "iphone-se-1")
        #expect(json["orientation"] as? String == "portrait")
        #expect(json["scale"] as? Double == 2)
        let canvas = try #require(json["canvas"] as? [String: Double])
        #expect(canvas == ["width": 320, "height": 568])
        let elements = try #require(json["elements"] as? [[String: Any]])
        let byID = Dictionary(uniqueKeysWithValues: elements.compactMap { element in
            (element["id"] as? String).map { ($0, element) }
        })
        for id in ["sheet", "title", "row.0", "row.0.icon", "row.0.title", "row.0.content", "row.2", "optionalButton", "mainButton"] {
            #expect(byID[id] != nil, "missing \(id)")
        }
        #expect(byID["mainButton"]?["width"] as? Double == 290)
        #expect(byID["row.0.icon"]?["x"] as? Double == 26)
        #expect(byID["title"]?["y"] as? Double == 89.5, "the sheet at 39.5 (a home-button phone), the title 50 below it")
        let overflow = try #require(json["overflow"] as? [String: Any])
        #expect(overflow["scrolls"] as? Bool == true)
        #expect((overflow["contentHeight"] as? Double ?? 0) > (overflow["viewportHeight"] as? Double ?? 0))
    }

    @Test func pagesCountFromOneAndOptionsApply() throws {
        let path = try temporaryFile(#"[{"title": "One", "rows": []}, {"title": "Two", "rows": [], "mainButtonTitle": "Go"}]"#)
        let (status, output) = run([
            "layout", path, "--device", "ipad-pro-12.9", "--page", "2", "--orientation", "landscape",
            "--color-scheme", "dark", "--locale", "es", "--backend", "text",
        ])
        #expect(status == 0, "\(output.stderrText)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdoutText.utf8)) as? [String: Any])
        #expect(json["orientation"] as? String == "landscape")
        #expect(json["canvas"] as? [String: Double] == ["width": 1366, "height": 1024])
        let overflow = try #require(json["overflow"] as? [String: Any])
        #expect(overflow["scrolls"] as? Bool == false)
        #expect(output.stderrText.contains("filas"), "the empty-rows warnings, in Spanish: \(output.stderrText)")

        let (outOfRange, errors) = run(["layout", path, "--device", "ipad-pro-12.9", "--page", "3"])
        #expect(outOfRange == 2)
        #expect(errors.stderrText.contains("--page") && errors.stderrText.contains("1…2"))
    }

    @Test func unknownDeviceOrBackendIsAUsageError() {
        let (status, output) = run(["layout", Self.sample, "--device", "iphone-99"])
        #expect(status == 2)
        #expect(output.stderrText.contains("iphone-99") && output.stderrText.contains("iphone-se-1"))
        #expect(output.stdoutText.isEmpty)
        let (backendStatus, backendOutput) = run(["layout", Self.sample, "--device", "iphone-15", "--backend", "gif"])
        #expect(backendStatus == 2)
        #expect(backendOutput.stderrText.contains("'gif'") && backendOutput.stderrText.contains("text"))
        #expect(run(["layout", Self.sample]).status == 2)
        #expect(run(["layout", "--device", "iphone-15"]).status == 2)
    }

    @Test func brokenJSONPrintsEveryDiagnosticWithThePath() throws {
        let path = try temporaryFile(#"[{"title": 1, "rows": [{"imageName": "star", "accentColor": "12345"}]}]"#)
        let (status, output) = run(["layout", path, "--device", "iphone-15"])
        #expect(status == 1)
        #expect(output.stdoutText.isEmpty)
        let lines = output.stderrText.split(separator: "\n")
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.allSatisfy { $0.hasPrefix(path + ":1:") }, "\(lines)")
        #expect(output.stderrText.contains("[0].rows[0].accentColor"))

        let (syntax, syntaxOutput) = run(["layout", try temporaryFile("[{"), "--device", "iphone-15"])
        #expect(syntax == 1)
        #expect(syntaxOutput.stderrText.contains("error"))
    }

    @Test func missingOrOversizedFilesAreRefused() {
        let (status, output) = run(["layout", "/nonexistent/welcome.json", "--device", "iphone-15"])
        #expect(status == 1)
        #expect(output.stderrText.contains("/nonexistent/welcome.json"))
        let (tooLarge, tooLargeOutput) = run(["layout", Self.sample, "--device", "iphone-15", "--max-input-bytes", "100"])
        #expect(tooLarge == 1)
        #expect(tooLargeOutput.stderrText.contains("--max-input-bytes"))
    }

    @Test func measuresWithThePNGBackendByDefault() throws {
        let (status, output) = run(["layout", Self.sample, "--device", "iphone-15"])
        #expect(status == 0, "\(output.stderrText)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdoutText.utf8)) as? [String: Any])
        let elements = try #require(json["elements"] as? [[String: Any]])
        let button = try #require(elements.first { $0["id"] as? String == "mainButton" })
        let height = try #require(button["height"] as? Double)
        #expect(abs(height - 54) <= 2, "a 17 pt headline plus 2 × 16 is about 54 tall")
    }

    @Test func messagesHaveEnglishAndSpanish() {
        #expect(CLIMessages.table.missingTranslations.isEmpty, "\(CLIMessages.table.missingTranslations)")
    }

    func elements(_ arguments: [String]) throws -> [String: [String: Any]] {
        let (status, output) = run(["layout"] + arguments + ["--backend", "text"])
        #expect(status == 0, "\(output.stderrText)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.stdoutText.utf8)) as? [String: Any])
        let elements = try #require(json["elements"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: elements.compactMap { element in
            (element["id"] as? String).map { ($0, element) }
        })
    }

    /// Texts list their lines; the status bar is on by default and `--status-bar none` removes
    /// it; the Arabic sample is right to left from its file name alone; `--locale` wins.
    @Test func linesChromeAndTheContentsLocale() throws {
        let english = try elements([Self.sample, "--device", "iphone-15"])
        #expect(english["statusBar"]?["lines"] as? [String] == ["9:41"])
        #expect(english["mainButton"]?["lines"] as? [String] == ["Continue"])
        #expect(english["row.0.icon"]?["x"] as? Double == 36)
        #expect(try elements([Self.sample, "--device", "iphone-15", "--status-bar", "none"])["statusBar"] == nil)
        let arabic = Self.samples.appendingPathComponent("welcome-sheet.ar.json").path
        let rightToLeft = try elements([arabic, "--device", "iphone-15"])
        #expect((rightToLeft["row.0.icon"]?["x"] as? Double ?? 0) > 300, "the icon is at the right")
        #expect(rightToLeft["mainButton"]?["lines"] as? [String] == ["متابعة"])
        let forced = try elements([arabic, "--device", "iphone-15", "--locale", "en"])
        #expect(forced["row.0.icon"]?["x"] as? Double == 36)
    }

    @Test func badTintIsAUsageError() {
        let (status, output) = run(["layout", Self.sample, "--device", "iphone-15", "--tint", "blue!"])
        #expect(status == 2, "\(output.stderrText)")
        #expect(output.stderrText.contains("--tint"))
    }
}
