import Foundation
import Testing

/// `introkit lint --audit --report DIR`: per screen, whether the App Store's accessibility
/// labels hold (Larger Text, Sufficient Contrast, Dark Interface, Reduced Motion), with the
/// findings that block each, as a page and JSON.
@Suite struct AccessibilityReportTests {
    /// The report's screens, each as its labels' verdicts, from `DIR/accessibility-report.json`.
    func verdicts(_ cli: CLIHarness, _ folder: String) throws -> [String: [String: String]] {
        let data = try cli.contents(folder + "/accessibility-report.json")
        let json = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let screens = try #require(json["screens"] as? [[String: Any]])
        var result: [String: [String: String]] = [:]
        for screen in screens {
            let criteria = screen["criteria"] as? [[String: Any]] ?? []
            result[screen["screen"] as? String ?? ""] = Dictionary(
                uniqueKeysWithValues: criteria.map { ($0["label"] as? String ?? "", $0["verdict"] as? String ?? "") })
        }
        return result
    }

    @Test func theSampleSheetOnAnSEFailsLargerTextAndNearlyHasSufficientContrast() throws {
        let cli = try CLIHarness()
        let sample = IntroKitProcess.samples.appendingPathComponent("WelcomeSheet/welcome-sheet.json").path
        #expect(cli.run(["lint", sample, "--audit", "--device", "iphone-se", "--orientation", "portrait", "--report", "evidence"]) == 1)
        #expect(cli.stderrText.contains("Wrote the accessibility report of 1 screen(s)"), "\(cli.stderrText)")
        let found = try verdicts(cli, "evidence")
        // Its last row is pushed out and the link cut at AX sizes; system blue nearly passes.
        #expect(
            found == ["page 1": ["largerText": "fails", "sufficientContrast": "nearlyHolds", "darkInterface": "holds", "reducedMotion": "notApplicable"]],
            "\(found)")
        let html = String(decoding: try cli.contents("evidence/index.html"), as: UTF8.self)
        #expect(html.contains("<th scope=\"col\">Larger Text</th>"))
        #expect(html.contains("welcome-sheet.json:"), "the blocking findings, at their lines")
        #expect(!FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent("evidence/.introkit-staging").path))
    }

    @Test func storiesAreJudgedOnReducedMotionAndContrast() throws {
        let cli = try CLIHarness()
        try cli.file(
            "stories.json",
            """
            {
              "stories": [
                { "template": "upstream", "text": "1", "background": "34C759", "duration": 3, "colorScheme": "light" },
                { "template": "card", "title": "Faint", "background": "333333", "duration": 3, "colorScheme": "light" }
              ]
            }
            """)
        _ = cli.run(["lint", "stories.json", "--audit", "--device", "iphone-se", "--orientation", "portrait", "--report", "out"])
        let found = try verdicts(cli, "out")
        // The upstream template only fades with Reduce Motion on; its fixed-size fonts do not grow.
        #expect(found["story 1"]?["reducedMotion"] == "holds", "\(found)")
        #expect(found["story 1"]?["largerText"] == "fails", "\(found)")
        #expect(found["story 2"]?["sufficientContrast"] == "fails", "\(found)")
        #expect(found["story 2"]?["largerText"] == "holds", "\(found)")
        #expect(found["story 2"]?["reducedMotion"] == "holds", "\(found)")
        #expect(found["story 2"]?["darkInterface"] == "fails", "drawn light in Dark Mode: \(found)")
    }

    @Test func storiesDrawnWithReduceMotionFadeInstead() throws {
        let cli = try CLIHarness()
        let sample = IntroKitProcess.samples.appendingPathComponent("Stories/stories.json").path
        for (folder, extra) in [("moving", [String]()), ("still", ["--reduce-motion"])] {
            #expect(cli.run(["render", "stories", sample, "--device", "iphone-se", "--fps", "1", "--from", "1", "--to", "1", "-q", "-o", folder] + extra) == 0, "\(cli.stderrText)")
        }
        // One second into a five-second story the title is a fifth of its size and turned; with Reduce Motion, full size and faded.
        #expect(try cli.contents("moving/frame-00000.png") != cli.contents("still/frame-00000.png"))
    }

    @Test func theReportNeedsTheAudit() throws {
        let cli = try CLIHarness()
        let sample = IntroKitProcess.samples.appendingPathComponent("WelcomeSheet/welcome-sheet.json").path
        #expect(cli.run(["lint", sample, "--report", "out"]) == 1)
        #expect(cli.stderrText.contains("add --audit"), "\(cli.stderrText)")
        #expect(!FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent("out").path))
    }
}
