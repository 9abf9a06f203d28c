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

    @Test func increaseContrastFindsWhatTheIncreasedContrastColoursChange() throws {
        let cli = try CLIHarness()
        try cli.file(
            "sheet.json",
            """
            [{"title": "Hello", "isShowingOptionalButton": true, "optionalButtonTitle": "Learn more",
              "rows": [{"imageName": "star", "title": "Fast", "content": "Everything is quick."}]}]
            """)
        let arguments = ["sheet.json", "--audit", "--device", "iphone-se", "--orientation", "portrait"]
        let standard = try reports(cli, arguments).filter { $0["audit"] as? String == "contrast" }
        #expect(!standard.contains { $0["increaseContrast"] != nil })
        // System blue: the link nearly passes on white (4.02:1) and passes with #0040DD; the
        // main button passes in dark (3.65:1), and with #409CFF only nearly (2.83:1). The grey
        // row text is a label colour, the same with Increase Contrast: not repeated.
        let increased = try reports(cli, arguments + ["--increase-contrast"]).filter { $0["increaseContrast"] as? Bool == true }
        #expect(
            increased.map { "\($0["element"] ?? "") \($0["colorScheme"] ?? "") \($0["code"] ?? "")" } == ["mainButton dark nearlyPassedContrast"],
            "\(increased)")
        #expect(cli.run(["lint"] + arguments + ["--increase-contrast"]) == 0)
        #expect(cli.stdoutText.contains("[p1 · mainButton · iphone-se portrait dark increase-contrast · contrast] \"Continue\" in #FFFFFF on #409CFF"), "\(cli.stdoutText)")
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

    /// A package's `IStory` type is audited story by story, halfway through each: its
    /// findings name the story (`Type.case`) at the type's line, and `--report` says of each
    /// story whether it is light whatever the system's scheme and whether it still moves with
    /// Reduce Motion on.
    @Test func plantedStoryDefectsGiveExactlyTheirFindingsAndEvidence() throws {
        let cli = try CLIHarness()
        try cli.file(
            "Tour.swift",
            """
            import SwiftUI
            import d3_stories_instagram

            enum Tour: IStory {
                case planted
                case clean

                @ViewBuilder
                func builder(progress: Binding<CGFloat>) -> some View {
                    switch self {
                    case .planted: PlantedStory(progress: progress)
                    case .clean: CleanStory(progress: progress)
                    }
                }

                var duration: TimeInterval { 4 }

                var colorScheme: ColorScheme? { self == .planted ? .light : nil }
            }

            struct PlantedStory: View {
                @Binding var progress: CGFloat

                var body: some View {
                    VStack(spacing: 24) {
                        Text("Welcome").font(.largeTitle)
                        Image(systemName: "star.fill").scaleEffect(0.5 + progress)
                    }
                }
            }

            struct CleanStory: View {
                @Binding var progress: CGFloat
                @Environment(\\.accessibilityReduceMotion) var reduceMotion

                var body: some View {
                    VStack(spacing: 24) {
                        Text("All set").font(.largeTitle).accessibilityAddTraits(.isHeader)
                        Image(systemName: "star.fill").accessibilityHidden(true)
                            .scaleEffect(reduceMotion ? 1 : 0.5 + progress)
                    }
                }
            }
            """)
        let arguments = ["Tour.swift", "--audit", "--device", "iphone-se", "--orientation", "portrait", "--cache", Self.cache]
        let findings = try reports(cli, arguments).filter { $0["nearlyPassed"] == nil }
        #expect(
            findings.map(row).sorted() == [
                "sufficientElementDescription symbolName star.fill - Tour.planted 4 1",
                "trait titleWithoutHeader Welcome - Tour.planted 4 1",
            ], "\(findings)")
        #expect(findings.allSatisfy { $0["file"] as? String == "Tour.swift" && $0["device"] as? String == "iphone-se" })
        let report = cli.directory.appendingPathComponent("report")
        _ = cli.run(["lint"] + arguments + ["--report", report.path], environment: ProcessInfo.processInfo.environment)
        let data = try Data(contentsOf: report.appendingPathComponent("accessibility-report.json"))
        let evidence = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any], "\(cli.stderrText)")
        let screens = try #require(evidence["screens"] as? [[String: Any]])
        func verdicts(_ name: String) -> [String: String] {
            let criteria = screens.first { $0["screen"] as? String == name }?["criteria"] as? [[String: Any]] ?? []
            return Dictionary(uniqueKeysWithValues: criteria.compactMap { c in (c["label"] as? String).map { ($0, c["verdict"] as? String ?? "") } })
        }
        #expect(verdicts("Tour.planted")["reducedMotion"] == "fails" && verdicts("Tour.planted")["darkInterface"] == "fails", "\(screens)")
        #expect(verdicts("Tour.clean")["reducedMotion"] == "holds" && verdicts("Tour.clean")["sufficientContrast"] == "holds", "\(screens)")
    }
}
