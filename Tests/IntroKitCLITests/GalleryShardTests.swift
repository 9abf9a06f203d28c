import Foundation
import IntroKit
import IntroGallery
import IntroGalleryFormat
import Testing
@testable import IntroKitCLI

/// CI shards: `--shard auto` from the CI's variables, and `gallery merge` of four shards
/// giving exactly the unsharded gallery.
@Suite struct GalleryShardTests {
    static let matrix = [
        "render", "sheet", "a.json", "whats-new.json", "--device", "iphone-se", "--device", "ipad-mini",
        "--color-scheme", "both", "--scale", "1", "-q",
    ]

    static func harness() throws -> CLIHarness {
        let cli = try CLIHarness()
        let samples = IntroKitProcess.samples.appendingPathComponent("WelcomeSheet")
        try FileManager.default.copyItem(at: samples.appendingPathComponent("welcome-sheet.json"), to: cli.directory.appendingPathComponent("a.json"))
        try FileManager.default.copyItem(at: samples.appendingPathComponent("whats-new.json"), to: cli.directory.appendingPathComponent("whats-new.json"))
        return cli
    }

    static func manifest(_ cli: CLIHarness, _ folder: String) throws -> GalleryManifest {
        try GalleryManifest.decode(cli.contents(folder + "/" + GalleryManifest.fileName), source: folder)
    }

    @Test func fourShardsMergeIntoExactlyTheUnshardedGallery() throws {
        let cli = try Self.harness()
        #expect(cli.run(Self.matrix + ["-o", "whole", "--gallery"]) == 0, "\(cli.stderrText)")
        for index in 1...4 {
            #expect(cli.run(Self.matrix + ["--shard", "\(index)/4", "-o", "shard-\(index)"]) == 0, "\(cli.stderrText)")
        }
        #expect(cli.run(["gallery", "merge", "shard-1", "shard-2", "shard-3", "shard-4", "-o", "report", "-q"]) == 0, "\(cli.stderrText)")
        let whole = try Self.manifest(cli, "whole").entries.sorted { $0.path < $1.path }
        let merged = try Self.manifest(cli, "report").entries.sorted { $0.path < $1.path }
        #expect(whole.count == 12)
        #expect(merged == whole)
        for entry in whole {
            for path in [entry.path, entry.thumbnail!] {
                #expect(try cli.contents("report/" + path) == cli.contents("whole/" + path), "\(path)")
            }
        }
        #expect(try cli.files(in: "report") == cli.files(in: "whole"))
        let tiles = { (folder: String) in
            try String(decoding: cli.contents(folder + "/index.html"), as: UTF8.self).components(separatedBy: "\"revision\"").count
        }
        #expect(try tiles("report") == tiles("whole"))
    }

    /// `render stories --accessibility` in two shards (a folder each, one phone, one iPad):
    /// the merged report has each still with its snapshot, both thumbnails and VoiceOver's
    /// text file, as the entry names them.
    @Test func storyStillsMergeWithTheirSnapshotsAndVoiceOverText() throws {
        let cli = try CLIHarness()
        try FileManager.default.copyItem(
            at: IntroKitProcess.samples.appendingPathComponent("Stories/stories.json"), to: cli.directory.appendingPathComponent("stories.json"))
        for (shard, device) in [("a/phone", "iphone-se"), ("b/pad", "ipad-mini")] {
            let render = ["render", "stories", "stories.json", "--device", device, "--accessibility", "-q", "-o", shard]
            #expect(cli.run(render) == 0, "\(cli.stderrText)")
        }
        #expect(cli.run(["gallery", "merge", "a", "b", "-o", "report", "-q"]) == 0, "\(cli.stderrText)")
        let merged = try Self.manifest(cli, "report").entries
        #expect(merged.count == 10)
        for folder in ["phone", "pad"] {
            for story in 1...5 {
                let shard = folder == "phone" ? "a/" : "b/"
                let entry = try #require(merged.first { $0.path == "\(folder)/story-\(story).png" }, "\(merged.map(\.path))")
                #expect(entry.accessibilityTextPath == "\(folder)/story-\(story).voiceover.txt")
                let text = try cli.contents("report/\(folder)/story-\(story).voiceover.txt")
                #expect(text == (try cli.contents(shard + "\(folder)/story-\(story).voiceover.txt")))
                #expect(String(decoding: text, as: UTF8.self) == entry.accessibilityText)
                #expect(entry.accessibilityText?.contains("[staticText] \"\(story)\"") == true, "\(entry)")
                for path in [entry.path, entry.thumbnail, entry.accessibilityPath, entry.accessibilityThumbnail].compactMap({ $0 }) {
                    #expect(try cli.contents("report/" + path) == cli.contents(shard + path), "\(path)")
                }
            }
        }
    }

    @Test func overlappingShardsAreAnErrorNamingThem() throws {
        let cli = try Self.harness()
        #expect(cli.run(Self.matrix + ["--shard", "1/2", "-o", "one"]) == 0)
        #expect(cli.run(Self.matrix + ["--shard", "1/3", "-o", "other"]) == 0)
        #expect(cli.run(["gallery", "merge", "one", "other", "-o", "report"]) == 1)
        #expect(cli.stderrText.contains("is in more than one shard: one, other"), "\(cli.stderrText)")
        #expect(!FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent("report").path))
        #expect(cli.run(["gallery", "merge", "one", "other", "-o", "report"], locale: "es") == 1)
        #expect(cli.stderrText.contains("está en más de un fragmento: one, other"), "\(cli.stderrText)")
    }

    @Test func autoReadsTheJobIndexOfEachCI() throws {
        let cli = try Self.harness()
        // The same outputs as the explicit shard.
        #expect(cli.run(Self.matrix + ["--shard", "auto", "-o", "auto"], environment: ["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "4"]) == 0)
        #expect(cli.run(Self.matrix + ["--shard", "2/4", "-o", "explicit"]) == 0)
        #expect(try Self.manifest(cli, "auto") == Self.manifest(cli, "explicit"))
        #expect(cli.run(Self.matrix + ["--shard", "auto", "-o", "bad"], environment: ["CIRCLE_NODE_INDEX": "4", "CIRCLE_NODE_TOTAL": "4"]) == 1)
        #expect(cli.stderrText.contains("CIRCLE_NODE_INDEX=4 is not a valid job number; expected 0…3"), "\(cli.stderrText)")
    }
}
