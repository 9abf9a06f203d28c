import Foundation
import IntroGalleryFormat
import Testing

/// Every command that takes a folder or a manifest reads and writes only inside the folders
/// named on the command line (docs/limits.md, "Trust model"): a manifest path that climbs
/// out, is absolute or has an empty component, and a file that links out of its folder, are
/// refused with a message naming the manifest, the entry and the fix.
@Suite struct PathEscapeTests {
    let cli: CLIHarness
    /// A file outside every folder the commands are given.
    let secret: URL

    init() throws {
        cli = try CLIHarness()
        secret = cli.directory.appendingPathComponent("secret.txt")
        try Data("secret\n".utf8).write(to: secret)
        let sample = IntroKitProcess.samples.appendingPathComponent("WelcomeSheet/welcome-sheet.json")
        try FileManager.default.copyItem(at: sample, to: cli.directory.appendingPathComponent("a.json"))
    }

    func url(_ path: String) -> URL { cli.directory.appendingPathComponent(path) }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url(path).path) }

    /// Renders page 1 of the sample into `folder` (one PNG with its thumbnail and manifest).
    func render(into folder: String, _ extra: [String] = []) {
        let arguments = ["render", "sheet", "a.json", "--device", "iphone-se", "--page", "1", "--scale", "1", "-q", "-o", folder]
        #expect(cli.run(arguments + extra) == 0, "\(cli.stderrText)")
    }

    /// Rewrites the manifest in `folder` with `edit` applied to its first entry.
    func editManifest(in folder: String, _ edit: (inout GalleryEntry) -> Void) throws {
        let file = url(folder + "/" + GalleryManifest.fileName)
        var manifest = try GalleryManifest.decode(Data(contentsOf: file), source: file.path)
        edit(&manifest.entries[0])
        try manifest.json.write(to: file)
    }

    @Test func mergeRefusesAManifestPathThatClimbsOutOfTheShard() throws {
        render(into: "shard")
        try editManifest(in: "shard") { $0.path = "../secret.txt" }
        try FileManager.default.createDirectory(at: url("out"), withIntermediateDirectories: true)
        try Data("keep\n".utf8).write(to: url("out/secret.txt"))
        #expect(cli.run(["gallery", "merge", "shard", "-o", "out/report", "-q"]) == 1)
        #expect(cli.stderrText.contains("introkit-manifest.json: entries[0].path: \"../secret.txt\" climbs out of the folder with .."),
            "\(cli.stderrText)")
        #expect(cli.stderrText.contains("render the folder again, or remove the entry"))
        #expect(try cli.contents("out/secret.txt") == Data("keep\n".utf8))
        #expect(!exists("out/report"))
        #expect(cli.run(["gallery", "merge", "shard", "-o", "out/report", "-q"], locale: "es") == 1)
        #expect(cli.stderrText.contains("sale de la carpeta con .."), "\(cli.stderrText)")
    }

    @Test(arguments: [
        ("/etc/passwd", "is an absolute path"), ("a//b.png", "has an empty component"), ("", "has an empty component"),
        ("a\u{0}.png", "holds a NUL character"),
    ])
    func mergeRefusesEveryPathThatIsNotPlain(path: String, reason: String) throws {
        render(into: "shard")
        try editManifest(in: "shard") { $0.thumbnail = path }
        #expect(cli.run(["gallery", "merge", "shard", "-o", "report", "-q"]) == 1)
        #expect(cli.stderrText.contains("entries[0].thumbnail"), "\(cli.stderrText)")
        #expect(cli.stderrText.contains(reason), "\(cli.stderrText)")
        #expect(!exists("report"))
    }

    @Test func mergeRefusesAShardOutputThatLinksOut() throws {
        render(into: "shard")
        let manifest = try GalleryManifest.decode(cli.contents("shard/" + GalleryManifest.fileName), source: "shard")
        let output = url("shard/" + manifest.entries[0].path)
        try FileManager.default.removeItem(at: output)
        try FileManager.default.createSymbolicLink(at: output, withDestinationURL: secret)
        #expect(cli.run(["gallery", "merge", "shard", "-o", "report", "-q"]) == 1)
        #expect(cli.stderrText.contains("leads out of the folder through a symbolic link"), "\(cli.stderrText)")
        #expect(!exists("report/" + manifest.entries[0].path))
    }

    @Test func galleryRefusesAThumbnailPathThatClimbsOut() throws {
        render(into: "previews")
        try editManifest(in: "previews") { $0.thumbnail = "../thumbnail.png" }
        #expect(cli.run(["gallery", "previews", "-q"]) == 1)
        #expect(cli.stderrText.contains("entries[0].thumbnail: \"../thumbnail.png\" climbs out"), "\(cli.stderrText)")
        #expect(!exists("thumbnail.png"))
    }

    @Test func galleryRefusesAnAccessibilitySnapshotPathThatClimbsOut() throws {
        render(into: "previews")
        try editManifest(in: "previews") { $0.accessibilityPath = "../snapshot.png" }
        #expect(cli.run(["gallery", "previews", "-q"]) == 1)
        #expect(cli.stderrText.contains("entries[0].accessibilityPath: \"../snapshot.png\" climbs out"), "\(cli.stderrText)")
    }

    @Test func mergeRefusesAVoiceOverTextPathThatClimbsOutOrLinksOut() throws {
        render(into: "shard")
        try editManifest(in: "shard") { $0.accessibilityTextPath = "../secret.txt" }
        #expect(cli.run(["gallery", "merge", "shard", "-o", "report", "-q"]) == 1)
        #expect(cli.stderrText.contains("entries[0].accessibilityTextPath: \"../secret.txt\" climbs out"), "\(cli.stderrText)")
        #expect(!exists("report"))
        try FileManager.default.createSymbolicLink(at: url("shard/a.voiceover.txt"), withDestinationURL: secret)
        try editManifest(in: "shard") { $0.accessibilityTextPath = "a.voiceover.txt" }
        #expect(cli.run(["gallery", "merge", "shard", "-o", "report", "-q"]) == 1)
        #expect(cli.stderrText.contains("leads out of the folder through a symbolic link"), "\(cli.stderrText)")
        #expect(!exists("report"))
    }

    @Test func galleryRefusesAManifestThatLinksOut() throws {
        render(into: "elsewhere")
        try FileManager.default.createDirectory(at: url("previews/sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: url("previews/sub/" + GalleryManifest.fileName), withDestinationURL: url("elsewhere/" + GalleryManifest.fileName))
        #expect(cli.run(["gallery", "previews", "-q"]) == 1)
        #expect(cli.stderrText.contains("sub/introkit-manifest.json in"), "\(cli.stderrText)")
        #expect(cli.stderrText.contains("leads out of the folder through a symbolic link"), "\(cli.stderrText)")
    }

    @Test func aManifestThatIsAFIFOIsNamedAsOne() throws {
        try FileManager.default.createDirectory(at: url("previews"), withIntermediateDirectories: true)
        #expect(mkfifo(url("previews/" + GalleryManifest.fileName).path, 0o644) == 0)
        #expect(cli.run(["gallery", "previews", "-q"]) == 1)
        #expect(cli.stderrText.contains("is a named pipe (FIFO), not a regular file"), "\(cli.stderrText)")
        #expect(!cli.stderrText.contains("permission"))
    }

    @Test func renderIntoAFolderWhoseManifestIsAFIFOIsRefusedNotWaitedOn() throws {
        try FileManager.default.createDirectory(at: url("out"), withIntermediateDirectories: true)
        #expect(mkfifo(url("out/" + GalleryManifest.fileName).path, 0o644) == 0)
        let arguments = ["render", "sheet", "a.json", "--device", "iphone-se", "--page", "1", "--scale", "1", "-q", "-o", "out"]
        #expect(cli.run(arguments) == 1)
        #expect(cli.stderrText.contains("is a named pipe (FIFO), not a regular file"), "\(cli.stderrText)")
        #expect(try cli.files(in: "out").isEmpty)
    }

    @Test func renderIntoAFolderWhoseManifestLinksOutReadsNothingOutside() throws {
        try FileManager.default.createDirectory(at: url("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: url("out/" + GalleryManifest.fileName), withDestinationURL: secret)
        render(into: "elsewhere")
        let arguments = ["render", "sheet", "a.json", "--device", "iphone-se", "--page", "1", "--scale", "1", "-q", "-o", "out"]
        #expect(cli.run(arguments) == 1)
        #expect(cli.stderrText.contains("leads out of the folder through a symbolic link"), "\(cli.stderrText)")
        #expect(try String(contentsOf: secret, encoding: .utf8) == "secret\n")
    }

    @Test func aManifestLargerThanTheLimitNamesTheFlag() throws {
        render(into: "out")
        #expect(cli.run(["gallery", "out", "-q", "--max-manifest-bytes", "100"]) == 1)
        #expect(cli.stderrText.contains("is larger than 100 bytes"), "\(cli.stderrText)")
        #expect(cli.stderrText.contains("--max-manifest-bytes"), "\(cli.stderrText)")
        #expect(cli.run(["gallery", "out", "-q", "--max-manifest-bytes", "100000"]) == 0, "\(cli.stderrText)")
    }

    @Test func renderIntoAFolderWithAnEscapingManifestWritesNothingOutside() throws {
        render(into: "out")
        try editManifest(in: "out") { $0.thumbnail = "../thumbnail.png" }
        let arguments = ["render", "sheet", "a.json", "--device", "ipad-mini", "--page", "1", "--scale", "1", "-q", "-o", "out", "--gallery"]
        #expect(cli.run(arguments) == 1)
        #expect(cli.stderrText.contains("entries[0].thumbnail: \"../thumbnail.png\" climbs out"), "\(cli.stderrText)")
        #expect(!exists("thumbnail.png"))
    }

    @Test func aStringsFileThatLinksOutIsRefused() throws {
        try FileManager.default.createDirectory(at: url("Strings/en.lproj"), withIntermediateDirectories: true)
        try Data("\"Welcome\" = \"Hello\";\n".utf8).write(to: url("outside.strings"))
        try FileManager.default.createSymbolicLink(at: url("Strings/en.lproj/Localizable.strings"), withDestinationURL: url("outside.strings"))
        #expect(cli.run(["render", "sheet", "a.json", "--strings", "Strings", "--device", "iphone-se", "-q", "-o", "out"]) == 1)
        #expect(cli.stderrText.contains("--strings Strings: en.lproj/Localizable.strings leads out of the folder through a symbolic link"),
            "\(cli.stderrText)")
        // A link that stays inside the folder is followed.
        try FileManager.default.removeItem(at: url("Strings/en.lproj/Localizable.strings"))
        try FileManager.default.moveItem(at: url("outside.strings"), to: url("Strings/shared.strings"))
        try FileManager.default.createSymbolicLink(
            at: url("Strings/en.lproj/Localizable.strings"), withDestinationURL: url("Strings/shared.strings"))
        #expect(cli.run(["render", "sheet", "a.json", "--strings", "Strings", "--device", "iphone-se", "-q", "-o", "out"]) == 0,
            "\(cli.stderrText)")
    }

    @Test func aCacheEntryThatLinksOutIsNeitherUsedNorTouched() throws {
        let arguments = ["render", "sheet", "a.json", "--device", "iphone-se", "--page", "1", "--scale", "1", "--cache", "cache", "-o"]
        #expect(cli.run(arguments + ["first"]) == 0, "\(cli.stderrText)")
        let root = url("cache/v1")
        let entries = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { $0.count == 67 && !$0.hasPrefix("tmp/") }
        #expect(entries.count == 1)
        let entry = root.appendingPathComponent(try #require(entries.first))
        let outside = url("outside-entry")
        try FileManager.default.moveItem(at: entry, to: outside)
        try FileManager.default.createSymbolicLink(at: entry, withDestinationURL: outside)
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: outside.path)
        #expect(cli.run(arguments + ["second"]) == 0, "\(cli.stderrText)")
        #expect(cli.stderrText.contains("Cache: 0 "), "\(cli.stderrText)")
        let times = try FileManager.default.attributesOfItem(atPath: outside.path)[.modificationDate] as? Date
        #expect(times == old)
        #expect(try cli.files(in: "second").count == 1)
    }
}
