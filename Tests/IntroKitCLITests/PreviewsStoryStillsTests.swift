import Foundation
import IntroGalleryFormat
import IntroPNG
import Testing

/// `introkit previews FILE --format frames --accessibility`: a package's `IStory` views as
/// `render stories --accessibility` draws a JSON file's stories — each story once, 90 %
/// through it, with its outlined snapshot, both thumbnails and VoiceOver's text beside it,
/// all named in the manifest; a format that is not frames is a clear error.
@Suite struct PreviewsStoryStillsTests {
    static let stories = PreviewsVideoCLITests.stories
    static let base = "LaunchStories-iphone-se-portrait-light-story-"

    func previews(_ cli: CLIHarness, _ options: [String], locale: String = "en") -> Int32 {
        cli.run(
            ["previews", Self.stories, "--device", "iphone-se", "--cache", PreviewsVideoCLITests.cache, "-q"] + options, locale: locale,
            environment: PreviewsVideoCLITests.environment)
    }

    @Test func eachStoryIsDrawnOnceWithItsSnapshotAndVoiceOverText() throws {
        let cli = try CLIHarness()
        #expect(previews(cli, ["--format", "frames", "--accessibility", "--gallery", "-o", "out"]) == 0, "\(cli.stderr)")
        let names = (1...3).map { Self.base + String($0) }
        let files = names.flatMap { [$0 + ".accessibility.png", $0 + ".png", $0 + ".voiceover.txt"] }
        #expect(try cli.files(in: "out").filter { !$0.hasPrefix("thumbnails") && $0.hasPrefix("LaunchStories") } == files)
        let entries = try GalleryManifest.decode(cli.contents("out/" + GalleryManifest.fileName), source: "out").entries
            .sorted { $0.page < $1.page }
        #expect(entries.map(\.path) == names.map { $0 + ".png" })
        // The stories last 4, 6 and 6 s; the first has a dark scheme of its own.
        #expect(zip(entries.map { $0.time ?? -1 }, [3.6, 9.4, 15.4]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(entries.map(\.time))")
        #expect(entries.map(\.scheme) == ["dark", "light", "light"])
        // What VoiceOver reads on each, in order (frames left out).
        let spoken = [
            ["1. [image] \"checkmark.seal.fill\" ", "2. [staticText] \"Hello, Listly\" ", "3. [staticText] \"Lists that keep up with you.\" "],
            ["1. [staticText] \"Tick things off\" "]
                + ["Buy oat milk", "Book the dentist", "Water the plants", "Call grandma"].enumerated().flatMap { index, item in
                    ["\(2 * index + 2). [image] \"checkmark.circle.fill\" ", "\(2 * index + 3). [staticText] \"\(item)\" "]
                },
            ["1. [staticText] \"A\" ", "2. [staticText] \"M\" ", "3. [staticText] \"J\" ", "4. [staticText] \"Share a list, shop together\" "],
        ]
        for (index, entry) in entries.enumerated() {
            let name = names[index]
            #expect(entry.accessibilityPath == name + ".accessibility.png")
            #expect(entry.accessibilityThumbnail == "thumbnails/\(name).accessibility.png")
            #expect(entry.accessibilityTextPath == name + ".voiceover.txt")
            let text = String(decoding: try cli.contents("out/\(name).voiceover.txt"), as: UTF8.self)
            #expect(entry.accessibilityText == text)
            #expect(text.split(separator: "\n").map { String($0.prefix { $0 != "@" }) } == spoken[index], "\(text)")
            // iPhone SE at 2 px/pt; the snapshot has the 300 pt legend beside the screen.
            #expect(try PNGImage.decode(cli.contents("out/\(name).png")).width == 750)
            #expect(try PNGImage.decode(cli.contents("out/\(name).accessibility.png")).width == 750 + 600)
            _ = try cli.contents("out/thumbnails/\(name).png")
            _ = try cli.contents("out/thumbnails/\(name).accessibility.png")
        }
        #expect(try String(decoding: cli.contents("out/index.html"), as: UTF8.self).contains("voiceover.txt"))
        // A merged report keeps every file the entries name.
        #expect(cli.run(["gallery", "merge", "out", "-o", "report", "-q"]) == 0, "\(cli.stderr)")
        for file in files { #expect(try cli.contents("report/" + file) == cli.contents("out/" + file), "\(file)") }
    }

    /// Stills are not frames: a filmstrip, an animation or a video (a preset means one) with
    /// `--accessibility` is refused before anything is built or written.
    @Test(arguments: [["--format", "mp4"], ["--format", "filmstrip"], ["--format", "gif"], ["--preset", "pull-request"]])
    func aFormatOtherThanFramesIsRefusedWithAccessibility(options: [String]) throws {
        let cli = try CLIHarness()
        #expect(previews(cli, options + ["--accessibility", "-o", "out"]) == 2)
        #expect(cli.stderr.contains { $0.contains("valid values: frames (with --accessibility each story is drawn once") }, "\(cli.stderr)")
        #expect(!FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent("out").path))
        #expect(previews(cli, options + ["--accessibility", "-o", "out"], locale: "es") == 2)
        #expect(cli.stderr.contains { $0.contains("valores válidos: frames (con --accessibility cada historia se dibuja una vez") }, "\(cli.stderr)")
    }
}
