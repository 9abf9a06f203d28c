import Foundation
import IntroPNG
import Testing

/// `introkit render sheet --accessibility` (the screen with its VoiceOver elements outlined
/// and a legend beside it) and `introkit lint --audit`, through the built binary.
@Suite struct AccessibilityCLITests {
    let sample = IntroKitProcess.samples.appendingPathComponent("WelcomeSheet/welcome-sheet.json").path

    @Test func theOverlayAddsTheLegendBesideTheScreen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("introkit-a11y-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, extra) in [("plain.png", [String]()), ("outlined.png", ["--accessibility"])] {
            let outcome = try IntroKitProcess.run(
                ["render", "sheet", sample, "--device", "iphone-se", "--scale", "1", "-q", "-o", name] + extra, in: folder)
            #expect(outcome.status == 0, "\(outcome.stderr)")
        }
        let plain = try PNGImage.decode(Data(contentsOf: folder.appendingPathComponent("plain.png")))
        let outlined = try PNGImage.decode(Data(contentsOf: folder.appendingPathComponent("outlined.png")))
        #expect(outlined.width == plain.width + 300, "the legend is 300 pt wide")
        #expect(outlined.height >= plain.height)
        #expect(outlined.rgba != plain.rgba)
    }

    /// The audit findings of `lint --audit --json` on `path` on an iPhone SE.
    func audit(_ path: String, _ extra: [String] = []) throws -> [[String: Any]] {
        let outcome = try IntroKitProcess.run(
            ["lint", path, "--audit", "--json", "--device", "iphone-se"] + extra, in: FileManager.default.temporaryDirectory)
        let reports = try #require(JSONSerialization.jsonObject(with: outcome.stdout) as? [[String: Any]])
        return reports.filter { $0["audit"] != nil }
    }

    @Test func theSamplesPassTheAuditOrNearlyPass() throws {
        for name in ["welcome-sheet.json", "welcome-sheet.ar.json", "whats-new.json"] {
            let path = IntroKitProcess.samples.appendingPathComponent("WelcomeSheet/" + name).path
            let findings = try audit(path)
            #expect(findings.allSatisfy { $0["severity"] as? String == "note" && $0["nearlyPassed"] as? Bool == true }, "\(name): \(findings)")
        }
    }

    @Test func plantedSheetDefectsGiveExactlyTheirFindings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("introkit-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sheet = """
            [
              {
                "title": "Hello",
                "backgroundColor": "8E8E93",
                "isShowingOptionalButton": true,
                "optionalButtonTitle": "",
                "rows": [{"imageName": "star", "title": "Fast", "content": "Everything is quick."}]
              }
            ]
            """
        let path = folder.appendingPathComponent("planted.json").path
        try Data(sheet.utf8).write(to: URL(fileURLWithPath: path))
        let findings = try audit(path, ["--color-scheme", "light", "--orientation", "portrait"]).filter { $0["nearlyPassed"] == nil }
        let rows = findings.map { "\($0["audit"] ?? "") \($0["code"] ?? "") \($0["element"] ?? "") \($0["line"] ?? "")" }
        // Grey row text on the grey page; a link with no title. Each points at its key.
        #expect(rows.sorted() == ["contrast lowContrast row.0.content 7", "sufficientElementDescription unlabeledControl optionalButton 6"], "\(rows)")
        // Contrast in both schemes (dark on the first device, orientation and size only); the rest once.
        let both = try audit(path, ["--orientation", "portrait"]).filter { $0["nearlyPassed"] == nil }
        #expect(both.filter { $0["audit"] as? String == "contrast" }.compactMap { $0["colorScheme"] as? String }.sorted() == ["dark", "light"])
        #expect(both.count == 3, "\(both)")
        let text = try IntroKitProcess.run(["lint", path, "--audit", "--device", "iphone-se", "--color-scheme", "light", "--orientation", "portrait"], in: folder)
        let lines = String(decoding: text.stdout, as: UTF8.self)
        #expect(lines.contains("planted.json:6:"), "\(lines)")
        #expect(!lines.contains("hitRegion"))
        #expect(lines.contains("· sufficientElementDescription]"), "\(lines)")
        #expect(text.status == 1)
    }
}
