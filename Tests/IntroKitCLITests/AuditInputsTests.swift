import Foundation
import Testing

/// `introkit lint --audit` of what is not a Welcome Sheet: a stories file (each story's frame)
/// and `.swift` files with previews (laid out and audited by the previews runner, in its own
/// process). Planted defects give exactly their findings, at their place in the file.
@Suite(.serialized) struct AuditInputsTests {
    /// The previews build folder of this checkout (a first build compiles the shims once).
    static let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
        "introkit-lint-previews-"
            + String(#filePath.utf8.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }, radix: 36)
    ).path

    /// The JSON reports of `lint arguments` in `cli`'s folder.
    func reports(_ cli: CLIHarness, _ arguments: [String]) throws -> [[String: Any]] {
        _ = cli.run(["lint", "--json"] + arguments, environment: ProcessInfo.processInfo.environment)
        return try #require(JSONSerialization.jsonObject(with: Data(cli.stdoutText.utf8)) as? [[String: Any]], "\(cli.stderrText)")
    }

    func row(_ report: [String: Any]) -> String {
        ["audit", "code", "element", "story", "preview", "line", "column"].map { report[$0].map { "\($0)" } ?? "-" }.joined(separator: " ")
    }

    @Test func aStoryWithGreyOnGreyTextHasItsContrastFindingAtItsTitle() throws {
        let cli = try CLIHarness()
        try cli.file(
            "stories.json",
            """
            {
              "stories": [
                { "template": "card", "title": "Welcome", "subtitle": "Swipe to start", "background": "FFFFFF", "duration": 3, "colorScheme": "light" },
                { "template": "card", "title": "Faint",
                  "background": "333333", "duration": 3, "colorScheme": "light" }
              ]
            }
            """)
        let all = try reports(cli, ["stories.json", "--audit", "--device", "iphone-se", "--orientation", "portrait"])
        let findings = all.filter { $0["nearlyPassed"] == nil }
        #expect(findings.map(row) == ["contrast lowContrast storyCard.title 2 - 4 36"], "\(all)")
        let finding = try #require(findings.first)
        #expect(finding["device"] as? String == "iphone-se")
        #expect(finding["colorScheme"] as? String == "light", "the story's own scheme")
        #expect(finding["dynamicType"] as? String == "large")
        #expect(finding["locale"] as? String == "en")
        #expect(cli.run(["lint", "stories.json", "--audit", "--device", "iphone-se", "--orientation", "portrait"]) == 1)
        #expect(cli.stdoutText.contains("stories.json:4:36: error: [story 2 · storyCard.title · iphone-se portrait light en · from large up · contrast]"), "\(cli.stdoutText)")
        // Without --audit a stories file is only read and validated.
        #expect(cli.run(["lint", "stories.json", "--device", "iphone-se"]) == 0, "\(cli.stderrText)")
    }

    @Test func plantedPreviewDefectsGiveExactlyTheirFindingsAtThePreviewsLine() throws {
        let cli = try CLIHarness()
        try cli.file(
            "Planted.swift",
            """
            import SwiftUI

            struct Planted: View {
                var body: some View {
                    VStack(spacing: 24) {
                        Text("Settings").font(.title)
                        Button(action: {}) { Image(systemName: "gearshape") }
                        Button("Go") {}.font(.caption)
                    }
                }
            }

            struct Clean: View {
                var body: some View {
                    VStack(spacing: 24) {
                        Text("Settings").font(.title).accessibilityAddTraits(.isHeader)
                        Button(action: {}) { Image(systemName: "gearshape").frame(width: 44, height: 44) }
                            .accessibilityLabel("Settings")
                        Button(action: {}) { Text("Continue").frame(maxWidth: .infinity, minHeight: 50) }
                    }
                    .padding()
                }
            }

            #Preview("Planted") {
                Planted()
            }

              #Preview("Clean") { Clean() }
            """)
        let arguments = ["Planted.swift", "--audit", "--device", "iphone-se", "--orientation", "portrait", "--cache", Self.cache]
        let all = try reports(cli, arguments)
        let findings = all.filter { $0["nearlyPassed"] == nil }
        #expect(
            findings.map(row).sorted() == [
                "hitRegion smallHitRegion Go - Planted 25 1",
                "hitRegion smallHitRegion gearshape - Planted 25 1",
                "sufficientElementDescription symbolOnlyButton gearshape - Planted 25 1",
                "trait titleWithoutHeader Settings - Planted 25 1",
            ], "\(all)")
        #expect(all.allSatisfy { $0["file"] as? String == "Planted.swift" })
        #expect(all.allSatisfy { $0["device"] as? String == "iphone-se" && $0["locale"] as? String == "en" })
        #expect(!all.contains { $0["preview"] as? String == "Clean" && $0["nearlyPassed"] == nil }, "\(all)")
        // Both schemes: contrast is a scheme's, the rest is reported once.
        let both = try reports(cli, arguments + ["--color-scheme", "both"]).filter { $0["nearlyPassed"] == nil }
        #expect(both.count == findings.count, "\(both)")
        #expect(cli.run(["lint"] + arguments, environment: ProcessInfo.processInfo.environment) == 1)
        #expect(cli.stdoutText.contains("Planted.swift:25:1: error: [Planted · Settings · iphone-se portrait en · from large up · trait]"), "\(cli.stdoutText)")
        // A .swift file is only audited.
        #expect(cli.run(["lint", "Planted.swift"]) == 1)
        #expect(cli.stderrText.contains("add --audit"), "\(cli.stderrText)")
    }
}
