import Foundation
import IntroGalleryFormat
import IntroPNG
import Testing

/// A short show whose frames all differ: three stories of half a second (a new background
/// colour each, the progress bar moving), so a frame shown at the wrong instant is a
/// different picture.
private let quickStoriesJSON = """
    {"strategy": "circle",
     "stories": [{"title": "A", "duration": 0.5, "background": "34C759"}, {"title": "B", "duration": 0.5, "background": "BF5AF2"},
                 {"title": "C", "duration": 0.5, "background": "FF9F0A", "colorScheme": "dark"}]}
    """

/// What FFmpeg's own tools read back from a video file.
private struct Decoded {
    /// `ffprobe`'s values of the first video stream (and the container's duration).
    let video: [String: String]
    /// The audio stream's, if any.
    let audio: [String: String]?
    let formatDuration: Double

    init(_ path: URL) throws {
        let text = try Decoded.run(
            "/usr/bin/ffprobe",
            ["-v", "error", "-count_frames", "-show_entries",
             "stream=codec_type,codec_name,profile,level,width,height,r_frame_rate,nb_read_frames,channels,sample_rate,bit_rate:format=duration,bit_rate",
             "-of", "flat", path.path],
            beside: path)
        var streams: [Int: [String: String]] = [:]
        var format: [String: String] = [:]
        for line in String(decoding: text, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            let value = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            let path = parts[0].split(separator: ".")
            if path.first == "streams", path.count == 4, let index = Int(path[2]) {
                streams[index, default: [:]][String(path[3])] = value
            } else if path.first == "format", path.count == 2 {
                format[String(path[1])] = value
            }
        }
        video = streams.values.first { $0["codec_type"] == "video" } ?? [:]
        audio = streams.values.first { $0["codec_type"] == "audio" }
        formatDuration = Double(format["duration"] ?? "") ?? -1
    }

    /// Every frame decoded to straight RGBA by `ffmpeg` (BT.709 from the stream's tags).
    static func frames(_ path: URL, width: Int, height: Int) throws -> [[UInt8]] {
        let raw = try run("/usr/bin/ffmpeg", ["-v", "error", "-i", path.path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"], beside: path)
        let size = width * height * 4
        return stride(from: 0, to: raw.count - size + 1, by: size).map { Array(raw[$0..<$0 + size]) }
    }

    /// What `tool arguments` prints on standard output, run in the folder of `file`.
    static func run(_ tool: String, _ arguments: [String], beside file: URL) throws -> Data {
        try IntroKitProcess.run(arguments, executable: URL(fileURLWithPath: tool), in: file.deletingLastPathComponent()).stdout
    }
}

/// How far a decoded frame is from the PNG of the same instant: the mean difference of the
/// colour channels, and the share of pixels off by more than 48 in a channel.
private func distance(_ decoded: [UInt8], _ png: PNGImage) -> (mean: Double, outliers: Double) {
    var total = 0
    var outliers = 0
    for pixel in stride(from: 0, to: png.rgba.count, by: 4) {
        var worst = 0
        for channel in 0..<3 {
            let difference = abs(Int(decoded[pixel + channel]) - Int(png.rgba[pixel + channel]))
            total += difference
            worst = max(worst, difference)
        }
        if worst > 48 { outliers += 1 }
    }
    let pixels = Double(png.rgba.count / 4)
    return (Double(total) / (pixels * 3), Double(outliers) / pixels)
}

@Suite struct StoriesVideoCLITests {
    /// Each format decoded by FFmpeg: its codec, size, rate, length and frame count, and every
    /// frame against the PNG frame of the same instant. Tolerances, from what each codec
    /// loses: H.264 at CRF 18 and VP9 at CRF 31 both keep colour at a quarter of the pixels
    /// (4:2:0), which smears a pixel or two across hard colour edges (text) and rounds flat
    /// colours by 1–2 levels through YUV; a GIF maps 16 million colours to one palette of 256
    /// with an ordered dither (a pattern of neighbours a few levels apart).
    @Test(arguments: [
        ("mp4", "h264", 2.5, 0.002), ("webm", "vp9", 2.5, 0.002), ("gif", "gif", 2.0, 0.001),
    ])
    func eachFormatDecodesToTheFramesOfTheSameInstants(format: String, codec: String, mean: Double, outliers: Double) throws {
        let cli = try CLIHarness()
        try cli.file("quick.json", quickStoriesJSON)
        let show = ["render", "stories", "quick.json", "--device", "iphone-se-1", "--fps", "10", "--to", "1.5"]
        #expect(cli.run(show + ["--format", format, "-o", "video"]) == 0, "\(cli.stderr)")
        #expect(cli.run(show + ["-o", "frames"]) == 0, "\(cli.stderr)")
        let file = cli.directory.appendingPathComponent("video/preview.\(format)")
        let decoded = try Decoded(file)
        #expect(decoded.video["codec_name"] == codec)
        #expect(decoded.video["width"] == "640" && decoded.video["height"] == "1136")
        #expect(decoded.video["r_frame_rate"] == "10/1")
        #expect(decoded.video["nb_read_frames"] == "15", "frames at 0, 0.1 … 1.4: the video lasts to 1.5 s, not past it")
        #expect(abs(decoded.formatDuration - 1.5) < 0.001, "\(decoded.formatDuration)")
        if format == "mp4" { #expect(decoded.video["profile"] == "High") }
        let frames = try Decoded.frames(file, width: 640, height: 1136)
        #expect(frames.count == 15)
        let png = { (index: Int) in try PNGImage.decode(try cli.contents(String(format: "frames/frame-%05d.png", index))) }
        // The first and last frames of each story: a frame shown a step early or late has
        // another story's background.
        for index in [0, 4, 5, 9, 10, 14] {
            let (found, off) = distance(frames[index], try png(index))
            #expect(found <= mean && off <= outliers, "frame \(index): mean \(found), outliers \(off)")
        }
        #expect(distance(frames[4], try png(5)).mean > 20, "the comparison tells one story from the next")
    }
}

@Suite struct VideoPresetCLITests {
    /// An App Store preview probed as App Store Connect reads it: H.264 High at level 4.0,
    /// its display's exact size, at most 30 fps, 15–30 s, 10–12 Mbit/s, a silent stereo AAC
    /// track as long as the video, and the poster frame (5 s in) as a PNG beside it. Drawn
    /// at 1 fps (15 frames) to keep the test short: the rules hold at any rate up to 30.
    @Test func anAppStorePreviewPassesAppStoreConnectsRules() throws {
        let cli = try CLIHarness()
        try cli.file("quick.json", quickStoriesJSON)
        let arguments = [
            "render", "stories", "quick.json", "--device", "iphone-se-1", "--preset", "app-store-iphone-6.5", "--fps", "1", "--loops", "10",
            "-o", "store",
        ]
        #expect(cli.run(arguments) == 0, "\(cli.stderr)")
        #expect(try cli.files(in: "store") == ["preview-poster.png", "preview.mp4"])
        try Self.expectAppStorePreview(cli, "store/preview.mp4", poster: "store/preview-poster.png", seconds: 15)
    }

    /// The 886 × 1920 App Store preview `video` of `seconds` at 1 fps, as App Store Connect
    /// reads it, with its `poster` frame.
    static func expectAppStorePreview(_ cli: CLIHarness, _ video: String, poster: String, seconds: Int) throws {
        let decoded = try Decoded(cli.directory.appendingPathComponent(video))
        #expect(decoded.video["codec_name"] == "h264" && decoded.video["profile"] == "High" && decoded.video["level"] == "40")
        #expect(decoded.video["width"] == "886" && decoded.video["height"] == "1920")
        #expect(decoded.video["r_frame_rate"] == "1/1" && decoded.video["nb_read_frames"] == String(seconds))
        #expect(abs(decoded.formatDuration - Double(seconds)) < 0.01, "\(decoded.formatDuration)")
        let bitRate = Double(decoded.video["bit_rate"] ?? "") ?? 0
        #expect((10_000_000...12_000_000).contains(bitRate), "\(bitRate)")
        #expect(decoded.audio?["codec_name"] == "aac" && decoded.audio?["channels"] == "2" && decoded.audio?["sample_rate"] == "48000")
        let image = try PNGImage.decode(try cli.contents(poster))
        #expect((image.width, image.height) == (886, 1920))
    }

    @Test(arguments: [
        (["--to", "3"], "takes videos of 15 to 30 s, this one would last 3 s"),
        (["--loops", "30"], "this one would last 45 s"),
        (["--loops", "10", "--fps", "60"], "at most 30 frames per second, 60 asked"),
        (["--loops", "10", "--format", "gif", "--fps", "25"], "makes mp4, not gif"),
    ])
    func theAppStoresRulesAreCheckedBeforeRendering(options: [String], message: String) throws {
        let cli = try CLIHarness()
        try cli.file("quick.json", quickStoriesJSON)
        let arguments = ["render", "stories", "quick.json", "--device", "iphone-se-1", "--preset", "app-store-iphone-6.9", "-o", "out"]
        #expect(cli.run(arguments + options) == 1)
        #expect(cli.stderr.contains { $0.contains(message) }, "\(cli.stderr)")
        #expect(!FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent("out").path))
    }

    @Test func aPullRequestsClipsFitTenMegabytes() throws {
        let cli = try CLIHarness()
        try cli.file("quick.json", quickStoriesJSON)
        let arguments = ["render", "stories", "quick.json", "--device", "iphone-se-1", "--preset", "pull-request", "-o", "pr"]
        #expect(cli.run(arguments) == 0, "\(cli.stderr)")
        #expect(cli.run(arguments + ["--format", "gif"]) == 0, "\(cli.stderr)")
        #expect(try cli.files(in: "pr") == ["preview.gif", "preview.mp4"])
        for (file, width) in [("preview.mp4", "600"), ("preview.gif", "320")] {
            #expect(try cli.contents("pr/" + file).count < 10_000_000)
            #expect(try Decoded(cli.directory.appendingPathComponent("pr/" + file)).video["width"] == width)
        }
        // Five minutes of GIF cannot fit: refused before a frame is drawn.
        #expect(cli.run(arguments + ["--format", "gif", "--to", "300", "-o", "long"]) == 1)
        #expect(cli.stderr.contains { $0.contains("over the limit of 10000000") }, "\(cli.stderr)")
    }

    @Test(arguments: [
        (["--preset", "app-store-iphone-7"], 2, "valid values: app-store-ipad-13, app-store-iphone-5.5"),
        (["--format", "mp4", "--encoder", "libnope"], 1, "this FFmpeg has no encoder libnope (for mp4)"),
        (["--format", "gif", "--fps", "30"], 1, "use --fps 50, 25, 20, 10"),
        (["--format", "mp4", "--backend", "svg"], 2, "for --format apng"),
        (["--format", "mp4", "--loops", "2", "--to", "3"], 2, "--to / --loops"),
    ])
    func badRequestsAreClearErrorsAndWriteNothing(options: [String], status: Int32, message: String) throws {
        let cli = try CLIHarness()
        try cli.file("quick.json", quickStoriesJSON)
        var arguments = ["render", "stories", "quick.json", "--device", "iphone-se-1", "-o", "out"] + options
        if !options.contains("--fps") { arguments += ["--fps", "10"] }
        #expect(cli.run(arguments) == status)
        #expect(cli.stderr.first?.contains(message) == true, "\(cli.stderr)")
        #expect(!FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent("out").path))
    }

    /// A folder that cannot be written (read-only) or fills up while the video is written:
    /// exit 1 with the system's reason, and no file under the final name. `render stories`
    /// has FFmpeg write the staged file; `previews` copies in what its runner left in the
    /// stage folder.
    @Test(
        .enabled(if: MountNamespace.available, "needs unshare with user and mount namespaces"),
        arguments: [
            ("mount --bind out out && mount -o remount,bind,ro out", "read-only file system", renderStories),
            ("mount -t tmpfs -o size=4k tmpfs out", "the disk is full", renderStories),
            ("mount --bind out out && mount -o remount,bind,ro out", "read-only file system", PreviewsVideoCLITests.shellCommand),
            ("mount -t tmpfs -o size=4k tmpfs out", "no space left on device", PreviewsVideoCLITests.shellCommand),
        ])
    func anUnwritableOrFullFolderWritesNoVideo(mount: String, message: String, command: String) throws {
        let cli = try CLIHarness()
        try cli.file("quick.json", quickStoriesJSON)
        try FileManager.default.createDirectory(at: cli.directory.appendingPathComponent("out"), withIntermediateDirectories: true)
        let outcome = try MountNamespace.run("\(mount) && \(command) -o out; status=$?; ls -A out >&2; exit $status", in: cli.directory)
        #expect(outcome.status == 1, "\(outcome.stderr)")
        #expect(outcome.stderr.lowercased().contains(message), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains(".mp4\n"), "\(outcome.stderr)")
    }

    /// A three-second MP4 of the quick show, as `sh` runs it (`$0`: the introkit binary).
    static let renderStories = "\"$0\" render stories quick.json --device iphone-se-1 --fps 10 --to 3 --format mp4"
}

@Suite struct SheetTourCLITests {
    /// `render sheet --format mp4`: the pages one after the other, each still for
    /// `--page-time`, the next sliding in over 0.35 s; the first frame is page 1's PNG, the
    /// last page 2's, and a frame mid-slide is neither.
    @Test func aTourPagesThroughTheFilesPages() throws {
        let cli = try CLIHarness()
        try cli.file(
            "tour.json",
            #"[{"title": "One", "rows": [{"imageName": "star.fill", "title": "First", "content": "A"}]}, {"title": "Two", "rows": [{"imageName": "bell.fill", "title": "Second", "content": "B"}]}]"#)
        #expect(cli.run(["render", "sheet", "tour.json", "--device", "iphone-se-1", "-o", "pages"]) == 0, "\(cli.stderr)")
        let arguments = ["render", "sheet", "tour.json", "--device", "iphone-se-1", "--format", "mp4", "--fps", "10", "--page-time", "1", "-o", "tour"]
        #expect(cli.run(arguments) == 0, "\(cli.stderr)")
        let file = cli.directory.appendingPathComponent("tour/tour-iphone-se-1-portrait-light.mp4")
        let decoded = try Decoded(file)
        #expect(decoded.video["nb_read_frames"] == "24", "2 × 1 s still + 0.35 s of paging at 10 fps, rounded up")
        #expect(abs(decoded.formatDuration - 2.4) < 0.001)
        let frames = try Decoded.frames(file, width: 640, height: 1136)
        try #require(frames.count == 24)
        let page = { (number: Int) in try PNGImage.decode(try cli.contents("pages/tour-iphone-se-1-portrait-light-p\(number).png")) }
        #expect(distance(frames[0], try page(1)).mean < 2.5)
        #expect(distance(frames[23], try page(2)).mean < 2.5)
        let (one, two) = (try page(1), try page(2))
        #expect(distance(frames[12], one).mean > 2.5 && distance(frames[12], two).mean > 2.5, "mid-slide")
        #expect(cli.run(arguments + ["--backend", "svg"]) == 2)
    }

    /// A tour is an output like any other: its manifest entry (the video's media type and
    /// pixel size, page 1's findings and frames) and a thumbnail of its first page, so
    /// `--gallery` shows it.
    @Test func aTourHasAManifestEntryAThumbnailAndAGallery() throws {
        let cli = try CLIHarness()
        try cli.file("tour.json", #"[{"title": "One", "rows": []}, {"title": "Two", "rows": []}]"#)
        let arguments = ["render", "sheet", "tour.json", "--device", "iphone-se-1", "--format", "webm", "--fps", "5", "--page-time", "0.5", "-o", "tour", "--gallery", "-q"]
        #expect(cli.run(arguments) == 0, "\(cli.stderr)")
        let manifest = try GalleryManifest.decode(cli.contents("tour/" + GalleryManifest.fileName), source: "tour")
        let entry = try #require(manifest.entries.first)
        #expect(manifest.entries.count == 1)
        #expect(entry.path == "tour-iphone-se-1-portrait-light.webm")
        #expect(entry.mediaType == "video/webm")
        #expect(entry.pixelWidth == 640 && entry.pixelHeight == 1136)
        #expect(!entry.frames.isEmpty)
        let thumbnail = try PNGImage.decode(try cli.contents("tour/" + (try #require(entry.thumbnail))))
        #expect(thumbnail.width == 160)
        #expect(FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent("tour/index.html").path))
    }
}

/// `previews --format` of a package's own `IStory` enum takes `render stories`' video options:
/// `--preset`, `--loops` and `--encoder`, with the same rules and errors. The runner is built
/// once into the suite's shared previews cache (the repository's `.build/introkit-previews`).
@Suite struct PreviewsVideoCLITests {
    static let stories = ChildProcess.repository.appendingPathComponent("Tests/Fixtures/SwiftUICorpus/LaunchStories.swift").path
    static let cache = ChildProcess.repository.appendingPathComponent(".build/introkit-previews").path
    /// The compiler is found on PATH, as in the user's shell.
    static let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]

    /// A three-second MP4 of the stories, as `sh` runs it (`$0`: the introkit binary), with
    /// the compiler on PATH.
    static let shellCommand =
        "PATH='\(environment["PATH"] ?? "")' \"$0\" previews '\(stories)' --device iphone-se-1 --format mp4 --fps 10 --to 3 --cache '\(cache)' -q"

    func previews(_ cli: CLIHarness, _ options: [String]) -> Int32 {
        let device = options.contains("--device") ? [] : ["--device", "iphone-se-1"]
        return cli.run(["previews", Self.stories, "--cache", Self.cache, "-q"] + device + options, environment: Self.environment)
    }

    /// The stories (4 + 6 + 6 s, one cycle by default) as an App Store preview: probed as
    /// `render stories`' is, the poster frame beside it. At 1 fps to keep the test short.
    @Test func anAppStorePreviewOfSwiftStoriesPassesAppStoreConnectsRules() throws {
        let cli = try CLIHarness()
        #expect(previews(cli, ["--preset", "app-store-iphone-6.5", "--fps", "1", "-o", "store"]) == 0, "\(cli.stderr)")
        let name = "LaunchStories-iphone-se-1-portrait-light"
        #expect(try cli.files(in: "store") == [name + "-poster.png", name + ".mp4"])
        try VideoPresetCLITests.expectAppStorePreview(cli, "store/\(name).mp4", poster: "store/\(name)-poster.png", seconds: 16)
    }

    /// With `-o FILE.mp4` the poster frame goes beside that file, named after it.
    @Test func anAppStorePreviewToOneFileHasItsPosterBesideIt() throws {
        let cli = try CLIHarness()
        try FileManager.default.createDirectory(at: cli.directory.appendingPathComponent("store"), withIntermediateDirectories: false)
        #expect(previews(cli, ["--preset", "app-store-iphone-6.5", "--fps", "1", "-o", "store/launch.mp4"]) == 0, "\(cli.stderr)")
        #expect(try cli.files(in: "store") == ["launch-poster.png", "launch.mp4"])
        try VideoPresetCLITests.expectAppStorePreview(cli, "store/launch.mp4", poster: "store/launch-poster.png", seconds: 16)
    }

    /// A pull request's clips of the first two seconds: an MP4 600 px wide and a GIF 320 px
    /// wide, each under 10 MB.
    @Test func aPullRequestsClipsOfSwiftStoriesFitTenMegabytes() throws {
        let cli = try CLIHarness()
        #expect(previews(cli, ["--preset", "pull-request", "--to", "2", "-o", "pr"]) == 0, "\(cli.stderr)")
        #expect(previews(cli, ["--preset", "pull-request", "--format", "gif", "--to", "2", "-o", "pr"]) == 0, "\(cli.stderr)")
        let name = "LaunchStories-iphone-se-1-portrait-light"
        #expect(try cli.files(in: "pr") == [name + ".gif", name + ".mp4"])
        for (file, width) in [(name + ".mp4", "600"), (name + ".gif", "320")] {
            #expect(try cli.contents("pr/" + file).count < 10_000_000)
            #expect(try Decoded(cli.directory.appendingPathComponent("pr/" + file)).video["width"] == width)
        }
    }

    /// `--loops 2` plays two cycles (32 s): over the App Store's 30, refused before drawing.
    @Test(arguments: [
        (["--preset", "app-store-iphone-6.5", "--loops", "2"], 1, "takes videos of 15 to 30 s, this one would last 32 s"),
        (["--preset", "app-store-iphone-6.9", "--to", "3"], 1, "this one would last 3 s"),
        (["--preset", "app-store-iphone-7"], 2, "valid values: app-store-ipad-13, app-store-iphone-5.5"),
        (["--format", "mp4", "--encoder", "libnope"], 1, "this FFmpeg has no encoder libnope (for mp4)"),
        (["--format", "mp4", "--device", "iphone-15"], 1, "needs even sides (4:2:0 colour)"),
        (["--format", "mp4", "--loops", "2", "--to", "3"], 2, "--to / --loops"),
        (["--format", "mp4", "--loops", "2", "--strategy", "once"], 2, "1 (strategy once plays one cycle)"),
    ])
    func badVideoRequestsAreClearErrorsAndWriteNothing(options: [String], status: Int32, message: String) throws {
        let cli = try CLIHarness()
        #expect(previews(cli, options + ["-o", "out"]) == status)
        #expect(cli.stderr.contains { $0.contains(message) }, "\(cli.stderr)")
        #expect(!FileManager.default.fileExists(atPath: cli.directory.appendingPathComponent("out").path))
    }
}
