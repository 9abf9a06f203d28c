import Foundation
import Testing

@testable import IntroKitCLI

@Suite struct MeasureCommandTests {
    let harness: CLIHarness

    init() throws {
        harness = try CLIHarness()
    }

    static let paragraph = "It was a bright cold day in April, and the clocks were striking thirteen."

    @Test func printsLinesWidthsAndHeight() {
        let status = harness.run(["measure", Self.paragraph, "--font", "16", "--width", "343", "--line-spacing", "2.4"])
        #expect(status == 0, "\(harness.stderrText)")
        let lines = harness.stdoutText.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasSuffix("  It was a bright cold day in April, and the clocks"))
        #expect(lines[1].hasSuffix("  were striking thirteen."))
        #expect(lines[2] == "lines: 2 · height: 40.59 pt · not truncated")
    }

    @Test func printsJSONAndSaysWhenTheLineLimitCuts() throws {
        let status = harness.run(["measure", Self.paragraph, "--style", "body", "--width", "200", "--line-limit", "2", "--json"])
        #expect(status == 0, "\(harness.stderrText)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(harness.stdoutText.utf8)) as? [String: Any])
        let lines = try #require(json["lines"] as? [String])
        #expect(lines.count == 2)
        #expect(lines[1].hasSuffix("…"))
        #expect((json["lineWidths"] as? [Double])?.count == 2)
        #expect(json["truncated"] as? Bool == true)
        #expect(json["height"] as? Double == 42.29)
    }

    /// A word of a choice is matched whatever its case, so the camel-case names `--help`
    /// lists (largeTitle, xSmall) are accepted as printed, and in lower case.
    @Test func stylesAreAcceptedAsHelpPrintsThem() throws {
        for style in ["largeTitle", "largetitle", "LARGETITLE"] {
            #expect(harness.run(["measure", "Welcome", "--style", style, "--weight", "bold", "--json"]) == 0, "\(style): \(harness.stderrText)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(harness.stdoutText.utf8)) as? [String: Any])
            #expect(json["height"] as? Double == 40.57, "\(style): \(harness.stdoutText)")
        }
    }

    @Test func batchResultsFollowTheInputOrder() throws {
        let file = try harness.temporaryFile(
            """
            [{"id": "b", "text": "Continue", "font": {"size": 17, "weight": "semibold"}, "width": 300},
             {"id": "a", "text": "\(Self.paragraph)", "font": {"style": "subheadline"}, "dynamicType": "AX2", "width": 200,
              "lineLimit": 0, "alignment": "center", "truncation": "middle", "wrap": "char", "lineSpacing": 2}]
            """)
        let status = harness.run(["measure", "--batch", file])
        #expect(status == 0, "\(harness.stderrText)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(harness.stdoutText.utf8)) as? [String: Any])
        let results = try #require(json["results"] as? [[String: Any]])
        #expect(results.map { $0["id"] as? String } == ["b", "a"])
        #expect(results[0]["lines"] as? [String] == ["Continue"])
        #expect(((results[1]["lines"] as? [String])?.count ?? 0) > 3)
    }

    @Test func badBatchItemsAreReportedWithTheirPathAndPosition() throws {
        let file = try harness.temporaryFile(
            """
            [{"id": "a", "text": "x", "font": {"size": -3}, "width": "wide"},
             {"id": "b", "text": "y", "font": {"style": "title2", "size": 3}, "lineLimit": 1.5, "wrap": "x"}]
            """)
        let status = harness.run(["measure", "--batch", file], locale: "es")
        #expect(status == 1)
        let errors = harness.stderrText
        #expect(errors.contains(":1:44: error: [0].font.size: -3 está fuera de rango: escriba un número de puntos de 1 a 100000"), "\(errors)")
        #expect(errors.contains("[0].width:"))
        #expect(errors.contains(":2:35: error: [1].font: la fuente tiene size y style a la vez"), "\(errors)")
        #expect(errors.contains("[1].lineLimit: 1.5 no es un número de líneas"), "\(errors)")
        #expect(errors.contains("[1].wrap: \"x\" no es válido aquí: escriba uno de word, char"))
        #expect(harness.stdoutText.isEmpty)
    }

    /// The README's example is this command's real output.
    @Test func readmeExampleIsTheRealOutput() throws {
        let readme = try String(contentsOf: ChildProcess.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "```console\n$ swift run introkit measure ").dropFirst().first)
        let example = try #require(block.components(separatedBy: "\n```").first)
        let commandLine = try #require(example.split(separator: "\n").first)
        // The quoted text, then the options.
        let parts = commandLine.split(separator: "\"", omittingEmptySubsequences: false)
        let arguments = ["measure", String(parts[1])] + parts[2].split(separator: " ").map(String.init)
        #expect(harness.run(arguments) == 0, "\(harness.stderrText)")
        #expect(harness.stdoutText == example.split(separator: "\n").dropFirst().joined(separator: "\n") + "\n")
    }

    @Test func aTextNeedsAFont() {
        #expect(harness.run(["measure", "Hello"]) == 2)
        #expect(harness.stderrText.contains("--font"))
        #expect(harness.run(["measure", "Hello", "--font", "17", "--style", "body"]) == 2)
    }
}
