import Foundation
import IntroKit
import IntroPNG
import IntroVideo
import Stories
import Testing

@testable import IntroPreviews

/// Runs of the stories fixture (the seed README's stories with views of their own, the
/// second of which traps past half its duration) on a small phone; one build for them all.
enum SharedStoriesRun {
    static let fixtures = "Tests/Fixtures/PreviewStories"
    static let file = fixtures + "/SeedStories.swift"

    static func run(_ stories: StoriesPreviewSpec?, accessibility: AccessibilityDrawing = .none) -> Result<PreviewsResult, PreviewsError> {
        var spec = SharedPreviewRun.spec()
        spec.devices = ["iphone-se-1"]
        spec.layoutJSON = false
        spec.stories = stories
        spec.accessibility = accessibility
        return Result { () throws(PreviewsError) in
            try PreviewsPipeline.run(
                PreviewsRequest(paths: [fixtures], spec: spec, cache: SharedPreviewRun.cache, currentDirectory: SharedPreviewRun.root),
                environment: try SharedPreviewRun.environment.get())
        }
    }

    /// Every run the suite reads, one after another (a runner's stage folder is per process)
    /// and after the fixtures' run, which builds the plugin and shims they share.
    static let runs: [String: Result<PreviewsResult, PreviewsError>] = {
        _ = SharedPreviewRun.fixtureRun
        return [
            "filmstrip": run(StoriesPreviewSpec(format: .filmstrip, fps: 1, from: 0, to: nil, strategy: .once)),
            "frames": run(StoriesPreviewSpec(format: .frames, fps: 1, from: 0, to: 4, strategy: .circle)),
            "apng": run(StoriesPreviewSpec(format: .apng, fps: 2, from: 0, to: 3, strategy: .circle)),
            "still": run(nil),
            "preset": run(presetSpec),
            "stills": run(StoriesPreviewSpec(format: .frames, fps: 1, from: 0, to: nil, strategy: .circle), accessibility: .snapshot),
        ]
    }()

    /// An App Store preview of three cycles (39 s) at 1 fps on the small phone.
    static var presetSpec: StoriesPreviewSpec {
        var spec = StoriesPreviewSpec(format: .mp4, fps: 1, from: 0, to: nil, strategy: .circle)
        spec.loops = 3
        spec.preset = .appStoreIPhone65
        return spec
    }

    static func result(_ name: String) throws -> PreviewsResult { try #require(runs[name]).get() }
}

@Suite struct StoriesPreviewTests {
    /// The pixel at `x`, `y`, as (red, green, blue).
    func pixel(_ image: PNGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let at = 4 * (y * image.width + x)
        return Array(image.rgba[at..<at + 3])
    }

    @Test func discoveryFindsTheStoryEnumOnce() {
        let text = "enum A: IStory { case x }\nextension A: IStory {}\nstruct B: View, d3_stories_instagram.IStory {}\nenum C: String {}"
        #expect(StoryDiscovery.stories(in: text, file: "S.swift").map(\.listLine) == ["S.swift:1: A (stories)", "S.swift:3: B (stories)"])
    }

    @Test func aStoryThatTrapsCostsItsFramesNotTheShow() throws {
        let result = try SharedStoriesRun.result("filmstrip")
        let name = "SeedStories-iphone-se-1-portrait-light-filmstrip.png"
        #expect(result.outputs.map(\.output.fileName) == [name])
        guard case .success(let made) = try #require(result.outputs.first).result else {
            Issue.record("the filmstrip was not drawn: \(String(describing: result.outputs.first?.result))")
            return
        }
        guard case .trapped(let preview, _, let message) = try #require(result.failures.first), result.failures.count == 1 else {
            Issue.record("the trap was not reported once: \(result.failures)")
            return
        }
        #expect(preview == SharedStoriesRun.file + ":6 (SeedStories.second)")
        #expect(message.contains("the second story cannot draw past half"))
        // Frames at 0 … 13 s, 6 a row, each 320 × (568 + 28) pt at 2 px/pt: the first story
        // light, the second's frames (5 … 7 s) the placeholder, the third dark.
        let image = try PNGImage.decode(made.data)
        #expect(image.width == 6 * 640 && image.height == 3 * 1192)
        let background = { (frame: Int) in pixel(image, (frame % 6) * 640 + 600, (frame / 6) * 1192 + 400) }
        #expect(background(2) == [255, 255, 255])
        #expect([5, 6, 7].map(background) == Array(repeating: [115, 15, 20], count: 3))
        #expect(background(9) == [0, 0, 0])
        #expect(made.entry.path == name && made.entry.file == SharedStoriesRun.file)
    }

    @Test func framesAreNamedByTheShowAndNumbered() throws {
        let result = try SharedStoriesRun.result("frames")
        #expect(result.outputs.map(\.output.fileName) == (0...4).map { "SeedStories-iphone-se-1-portrait-light-frame-0000\($0).png" })
        #expect(result.failures.isEmpty)
        for (output, outcome) in result.outputs {
            guard case .success(let made) = outcome else {
                Issue.record("\(output.fileName) was not drawn")
                continue
            }
            #expect(try PNGImage.decode(made.data).width == 640)
            #expect(made.entry.path == output.fileName && made.thumbnail != nil)
        }
    }

    @Test func anAnimatedPNGHasAFramePerInstant() throws {
        let result = try SharedStoriesRun.result("apng")
        guard case .success(let made) = try #require(result.outputs.first).result else {
            Issue.record("the APNG was not drawn")
            return
        }
        #expect(result.outputs.first?.output.fileName == "SeedStories-iphone-se-1-portrait-light.apng")
        // acTL: the frame count, 0 … 3 s at 2 fps.
        let bytes = [UInt8](made.data)
        let actl = try #require((0..<bytes.count - 8).first { bytes[$0..<$0 + 4] == [0x61, 0x63, 0x54, 0x4C] })
        #expect(bytes[actl + 4..<actl + 8].reduce(0) { $0 << 8 | Int($1) } == 7)
    }

    /// The spec's preset and loops reach the runner's plan: three cycles (39 s) are over the
    /// App Store's 30, refused before a frame is drawn, the problem handed back as a value.
    @Test func aPresetsRulesAreCheckedByTheRunnerAndSentAsValues() throws {
        guard case .failure(.plan(.video(let problems))) = try #require(SharedStoriesRun.runs["preset"]) else {
            Issue.record("the preset was not refused: \(String(describing: SharedStoriesRun.runs["preset"]))")
            return
        }
        #expect(problems == [.presetDuration(preset: "app-store-iphone-6.5", duration: 39, range: 15...30)])
    }

    /// `--format frames --accessibility`: each story drawn once at its still moment (90 %
    /// through it) with its snapshot and VoiceOver's text. The second story's view traps
    /// there: its still is the placeholder naming the trap, and the trap is reported once.
    @Test func eachStorysStillCarriesItsSnapshotAndText() throws {
        let result = try SharedStoriesRun.result("stills")
        let base = "SeedStories-iphone-se-1-portrait-light-story-"
        #expect(result.outputs.map(\.output.fileName) == (1...3).map { base + "\($0).png" })
        guard case .trapped(let preview, _, let message)? = result.failures.first, result.failures.count == 1 else {
            Issue.record("the trap was not reported once: \(result.failures)")
            return
        }
        #expect(preview == SharedStoriesRun.file + ":6 (SeedStories.second)")
        #expect(message.contains("the second story cannot draw past half"))
        let made = result.outputs.compactMap { try? $0.result.get() }
        try #require(made.count == 3, "\(result.outputs)")
        // The stories last 5, 3 and 5 s; each is filed under its own scheme.
        #expect(zip(made.map { $0.entry.time ?? -1 }, [4.5, 7.7, 12.5]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(made.map(\.entry.time))")
        #expect(made.map(\.entry.scheme) == ["light", "dark", "dark"])
        #expect(made.map(\.entry.page) == [1, 2, 3])
        for (index, still) in made.enumerated() {
            let name = base + String(index + 1)
            #expect(still.entry.path == name + ".png" && still.entry.thumbnail == "thumbnails/" + name + ".png")
            #expect(still.entry.accessibilityPath == name + ".accessibility.png")
            #expect(still.entry.accessibilityThumbnail == "thumbnails/" + name + ".accessibility.png")
            #expect(still.entry.accessibilityTextPath == name + ".voiceover.txt")
            let snapshot = try #require(still.accessibility)
            #expect(snapshot.text == still.entry.accessibilityText)
            // The screen (320 pt at 2 px/pt) and the 300 pt legend.
            #expect(try PNGImage.decode(snapshot.output.data).width == 640 + 600)
            #expect(try PNGImage.decode(still.data).width == 640)
            #expect(snapshot.output.thumbnail != nil && still.thumbnail != nil)
        }
        // The first story 90 % through: its red stripe is 270 of 300 points long (540 × 80 px).
        let first = try PNGImage.decode(made[0].data)
        let red = (0..<first.width * first.height).filter { first.rgba[4 * $0] > 200 && first.rgba[4 * $0 + 1] < 80 && first.rgba[4 * $0 + 2] < 80 }
        #expect(abs(red.count - 540 * 80) <= 540, "\(red.count)")
        #expect(pixel(first, 600, 400) == [255, 255, 255])
        // The placeholder of the second is what VoiceOver reads on it: the story and the trap.
        let spoken = made[1].accessibility?.text.split(separator: "\n").map { String($0.prefix { $0 != "@" }) } ?? []
        #expect(spoken.first == "1. [staticText] \"SeedStories.second\" ", "\(spoken)")
        #expect(spoken.count == 2 && spoken[1].contains("the second story cannot draw past half"), "\(spoken)")
        #expect(pixel(try PNGImage.decode(made[1].data), 600, 400) == [115, 15, 20])
    }

    @Test func aWidgetInAPreviewIsDrawnAtItsFirstMoment() throws {
        let result = try SharedStoriesRun.result("still")
        let outputs = Dictionary(uniqueKeysWithValues: result.outputs.map { ($0.output.fileName, $0.result) })
        guard case .success(let made) = outputs["Widget-iphone-se-1-portrait-light.png"] else {
            Issue.record("the widget's preview was not drawn: \(outputs)")
            return
        }
        // The first story at progress 0: no red stripe.
        let image = try PNGImage.decode(made.data)
        let red = (0..<image.width * image.height).filter { image.rgba[4 * $0] > 200 && image.rgba[4 * $0 + 1] < 80 }
        #expect(red.isEmpty)
        #expect(image.width == 640)
    }
}
