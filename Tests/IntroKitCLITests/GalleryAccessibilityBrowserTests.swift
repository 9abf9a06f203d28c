import Foundation
import Testing

/// `--accessibility --gallery`: each output keeps its plain picture and gets its accessibility
/// snapshot beside it (the outlined picture and the text form, in its manifest entry), and the
/// page's Accessibility toggle (A) swaps every tile for its snapshot, in headless Chromium.
@Suite(.serialized) struct GalleryAccessibilityBrowserTests {
    /// The sample sheet in English and Arabic on an iPhone SE, light and dark, at 1×.
    static func renderedGallery(_ extra: [String]) throws -> CLIHarness {
        let cli = try CLIHarness()
        let samples = IntroKitProcess.samples.appendingPathComponent("WelcomeSheet")
        for name in ["welcome-sheet.json", "welcome-sheet.ar.json"] {
            try FileManager.default.copyItem(at: samples.appendingPathComponent(name), to: cli.directory.appendingPathComponent(name))
        }
        let status = cli.run(
            ["render", "sheet", "welcome-sheet.json", "welcome-sheet.ar.json", "--device", "iphone-se", "--color-scheme", "both",
             "--scale", "1", "-o", "out", "-q", "--gallery"] + extra)
        #expect(status == 0, "\(cli.stderrText)")
        return cli
    }

    @Test func eachOutputCarriesItsSnapshotInTheManifest() throws {
        let cli = try Self.renderedGallery(["--accessibility"])
        let manifest = try JSONSerialization.jsonObject(with: cli.contents("out/introkit-manifest.json")) as? [String: Any]
        let entries = manifest?["entries"] as? [[String: Any]] ?? []
        #expect(entries.count == 4)
        for entry in entries {
            let path = try #require(entry["path"] as? String)
            // The output stays the plain screen; the snapshot beside it is wider by its legend.
            #expect(entry["pixelWidth"] as? Int == 375, "\(path)")
            let snapshot = try #require(entry["accessibilityPath"] as? String)
            #expect(snapshot == path.replacingOccurrences(of: ".png", with: ".accessibility.png"))
            #expect(entry["accessibilityThumbnail"] as? String == "thumbnails/" + snapshot)
            let data = try cli.contents("out/" + snapshot)
            #expect(data.count > 1000 && data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
            // PNG width, big-endian at byte 16: the screen and the 300 pt legend.
            #expect(data[16..<20].reduce(0) { $0 << 8 | Int($1) } == 675)
            _ = try cli.contents("out/thumbnails/" + snapshot)
            let text = try #require(entry["accessibilityText"] as? String)
            #expect(text.hasPrefix("1. [header, staticText] \""), "\(text)")
            #expect(text.split(separator: "\n").count >= 4)
        }
        // From the render cache: the same entries and files, the second time from the cache.
        let cached = ["render", "sheet", "welcome-sheet.json", "--device", "iphone-15", "--scale", "1", "--accessibility", "--gallery",
                      "--cache", "cache", "-o", "cached"]
        let snapshot = "cached/welcome-sheet-iphone-15-portrait-light-p1.accessibility.png"
        #expect(cli.run(cached) == 0, "\(cli.stderrText)")
        let first = try [cli.contents("cached/introkit-manifest.json"), cli.contents(snapshot)]
        try FileManager.default.removeItem(at: cli.directory.appendingPathComponent("cached"))
        #expect(cli.run(cached) == 0, "\(cli.stderrText)")
        #expect(cli.stderrText.contains("Cache: 1 output(s) taken from the cache, 0 rendered"), "\(cli.stderrText)")
        #expect(try [cli.contents("cached/introkit-manifest.json"), cli.contents(snapshot)] == first)
        _ = try cli.contents("cached/thumbnails/welcome-sheet-iphone-15-portrait-light-p1.accessibility.png")
        // A gallery of the folder above names the snapshots under their subfolder.
        #expect(cli.run(["gallery", ".", "-q"]) == 0, "\(cli.stderrText)")
        let page = String(decoding: try cli.contents("index.html"), as: UTF8.self)
        #expect(page.contains("\"out/thumbnails/welcome-sheet-iphone-se-portrait-light-p1.accessibility.png\""))
        #expect(page.contains("\"" + snapshot + "\""))
        // A merge of CI shards copies the snapshots with the outputs.
        #expect(cli.run(["gallery", "merge", "out", "cached", "-o", "merged", "-q"]) == 0, "\(cli.stderrText)")
        #expect(try cli.contents("merged/" + snapshot.dropFirst("cached/".count)) == first[1])
        _ = try cli.contents("merged/thumbnails/welcome-sheet.ar-iphone-se-portrait-dark-p1.accessibility.png")
        // Without --gallery, --accessibility draws the outlined screens themselves, as before.
        #expect(cli.run(["render", "sheet", "welcome-sheet.json", "--device", "iphone-se", "--scale", "1", "--accessibility", "-o", "plain", "-q"]) == 0)
        let plain = try cli.contents("plain/welcome-sheet-iphone-se-portrait-light-p1.png")
        #expect(plain[16..<20].reduce(0) { $0 << 8 | Int($1) } == 675)
        #expect(try cli.files(in: "plain").contains { $0.contains(".accessibility.") } == false)
    }

    @Test func theToggleShowsEverySnapshotAndItsTextForm() throws {
        let cli = try Self.renderedGallery(["--accessibility"])
        let browser = try HeadlessChromium()
        try browser.open(cli.directory.appendingPathComponent("out/index.html"), width: 1280, height: 1000)
        try browser.waitForImages()
        let snapshots = "[...document.querySelectorAll('.tile img')].filter((i) => i.classList.contains('snapshot')).length"
        #expect(try browser.number("document.querySelectorAll('.tile img').length") == 4)
        #expect(try browser.number(snapshots) == 0)
        let before = try browser.number("document.querySelector('.tile').getBoundingClientRect().width")

        // A real key press: every tile shows its snapshot, loaded, described by its text form.
        try browser.press("a")
        try browser.waitForImages()
        #expect(try browser.evaluate("document.getElementById('accessibility').checked") as? Bool == true)
        #expect(try browser.number(snapshots) == 4)
        let tiles = try browser.evaluate("""
            [...document.querySelectorAll('.tile')].map((t) => { const i = t.querySelector('img');
              return [i.getAttribute('src').split('?')[0] === encodeURI(t.entry.accessibilityThumbnail), i.naturalWidth > 0,
                i.alt === t.entry.accessibilityText, t.title.includes(t.entry.accessibilityText)]; })
            """) as? [[Bool]] ?? []
        #expect(tiles.count == 4 && tiles.allSatisfy { $0 == [true, true, true, true] }, "\(tiles)")
        // Wider by the legend: 675 of 375 points.
        let after = try browser.number("document.querySelector('.tile').getBoundingClientRect().width")
        #expect(abs(after / before - 675.0 / 375.0) < 0.02, "\(before) → \(after)")

        // The zoomed view: the snapshot at 1:1 and what VoiceOver reads, in order.
        try browser.click(".tile")
        try browser.evaluate("""
            new Promise((r) => { const i = document.getElementById('zoom-image'); i.complete ? r() : i.onload = r; })
            """)
        let zoom = try browser.evaluate("""
            (() => { const i = document.getElementById('zoom-image'), e = IntroKitGallery.shown()[0];
              return [i.naturalWidth, i.getAttribute('src').split('?')[0] === encodeURI(e.accessibilityPath),
                document.getElementById('zoom-accessibility').textContent === e.accessibilityText]; })()
            """) as? [Any] ?? []
        #expect(zoom.count == 3 && zoom[0] as? Double == 675 && zoom[1] as? Bool == true && zoom[2] as? Bool == true, "\(zoom)")
        let firstLine = try browser.string("document.getElementById('zoom-accessibility').textContent.split('\\n')[0]")
        #expect(firstLine.hasPrefix("1. [header, staticText]"), "\(firstLine)")
        // scripts/screenshots: the README's picture of the toggle.
        if let folder = ProcessInfo.processInfo.environment["INTROKIT_SCREENSHOTS"] {
            try browser.screenshot(to: URL(fileURLWithPath: folder).appendingPathComponent("gallery-accessibility.png"))
        }
        // A again, in the zoomed view: the plain output, no text form.
        try browser.press("a")
        #expect(try browser.evaluate("document.getElementById('zoom-accessibility') === null") as? Bool == true)
        #expect(try browser.string("document.getElementById('zoom-image').getAttribute('src').split('?')[0]")
            == (try browser.string("encodeURI(IntroKitGallery.shown()[0].path)")))
        try browser.press("Escape")
        #expect(try browser.number(snapshots) == 0)
        // The checkbox does the same as the key.
        try browser.click("#accessibility")
        try browser.waitForImages()
        #expect(try browser.number(snapshots) == 4)
        #expect(try browser.problems() == [])
    }

    /// `introkit previews --accessibility --gallery`: the runner draws each preview's snapshot
    /// too and the CLI writes it beside the output, so the toggle works on previews alike.
    @Test func previewsCarryTheirSnapshotsToo() throws {
        let cli = try CLIHarness()
        try FileManager.default.copyItem(
            at: ChildProcess.repository.appendingPathComponent("Tests/Fixtures/PreviewFiles/Card.swift"),
            to: cli.directory.appendingPathComponent("Card.swift"))
        let outcome = try IntroKitProcess.run(
            [
                "previews", "Card.swift", "--device", "iphone-se", "--scale", "1", "--accessibility", "--gallery", "-o", "out", "-q",
                "--cache", ChildProcess.repository.appendingPathComponent(".build/introkit-previews").path,
            ], in: cli.directory, environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let manifest = try JSONSerialization.jsonObject(with: cli.contents("out/introkit-manifest.json")) as? [String: Any]
        let entries = manifest?["entries"] as? [[String: Any]] ?? []
        #expect(entries.count == 4)
        for entry in entries {
            let snapshot = try #require(entry["accessibilityPath"] as? String)
            #expect(snapshot.hasSuffix(".accessibility.png"))
            let data = try cli.contents("out/" + snapshot)
            // Wider than the output by the 300 pt legend.
            let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == (entry["pixelWidth"] as? Int ?? 0) + 300, "\(snapshot)")
            _ = try cli.contents("out/" + (entry["accessibilityThumbnail"] as? String ?? ""))
            #expect((entry["accessibilityText"] as? String ?? "").contains("[staticText] \""), "\(entry)")
        }
        let card = try #require(entries.first { ($0["path"] as? String) == "Card-iphone-se-portrait-light.png" })
        #expect((card["accessibilityText"] as? String ?? "").contains("\"Welcome\""), "\(card)")
        let browser = try HeadlessChromium()
        try browser.open(cli.directory.appendingPathComponent("out/index.html"), width: 1280, height: 1000)
        try browser.press("a")
        try browser.waitForImages()
        let shown = try browser.evaluate("""
            [...document.querySelectorAll('.tile img')].map((i) => i.classList.contains('snapshot') && i.naturalWidth > 0)
            """) as? [Bool] ?? []
        #expect(shown.count == 4 && shown.allSatisfy { $0 }, "\(shown)")
        #expect(try browser.problems() == [])
    }

    /// `render stories --accessibility`: each story drawn once, 90 % through it, with its
    /// snapshot and VoiceOver's text form beside it; the toggle swaps every still for its snapshot.
    @Test func storiesCarryTheirStills() throws {
        let cli = try CLIHarness()
        try FileManager.default.copyItem(
            at: IntroKitProcess.samples.appendingPathComponent("Stories/stories.json"), to: cli.directory.appendingPathComponent("stories.json"))
        let render = ["render", "stories", "stories.json", "--device", "iphone-se", "--accessibility", "-o", "out"]
        #expect(cli.run(render + ["--gallery"]) == 0, "\(cli.stderrText)")
        #expect(cli.stderrText.contains("5 story still(s) with their accessibility snapshots written to"), "\(cli.stderrText)")
        let manifest = try JSONSerialization.jsonObject(with: cli.contents("out/introkit-manifest.json")) as? [String: Any]
        let entries = manifest?["entries"] as? [[String: Any]] ?? []
        #expect(entries.count == 5)
        // The sample's stories last 5, 3, 5, 3 and 3 s; each is drawn 90 % through, in its own scheme.
        let instants = [4.5, 7.7, 12.5, 15.7, 18.7]
        let schemes = ["light", "dark", "dark", "light", "dark"]
        for story in 1...5 {
            let entry = try #require(entries.first { $0["path"] as? String == "story-\(story).png" }, "\(entries)")
            #expect(entry["page"] as? Int == story)
            #expect(abs((entry["time"] as? Double ?? 0) - instants[story - 1]) < 1e-9, "\(entry)")
            #expect(entry["scheme"] as? String == schemes[story - 1])
            #expect(entry["pixelWidth"] as? Int == 750)
            #expect(entry["accessibilityPath"] as? String == "story-\(story).accessibility.png")
            #expect(entry["accessibilityThumbnail"] as? String == "thumbnails/story-\(story).accessibility.png")
            // PNG width, big-endian at byte 16: the screen and the 300 pt legend, at 2 px/pt.
            let snapshot = try cli.contents("out/story-\(story).accessibility.png")
            let width: Int = snapshot[16..<20].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == 750 + 600)
            _ = try cli.contents("out/thumbnails/story-\(story).png")
            _ = try cli.contents("out/thumbnails/story-\(story).accessibility.png")
            let text = String(decoding: try cli.contents("out/story-\(story).voiceover.txt"), as: UTF8.self)
            #expect(entry["accessibilityText"] as? String == text)
            #expect(entry["accessibilityTextPath"] as? String == "story-\(story).voiceover.txt")
            // The upstream template: the big number, then its caption.
            let lines: [String] = text.split(separator: "\n").map { String($0.prefix { $0 != "@" }) }
            let expected: [String] = ["1. [staticText] \"\(story)\" ", "2. [staticText] \"story\" "]
            #expect(lines == expected, "\(text)")
        }
        // Stills are not frames: --format is refused, naming why.
        #expect(cli.run(render + ["--format", "filmstrip"]) == 2)
        #expect(cli.stderrText.contains("none: --accessibility draws each story once"), "\(cli.stderrText)")

        let browser = try HeadlessChromium()
        try browser.open(cli.directory.appendingPathComponent("out/index.html"), width: 1280, height: 1000)
        try browser.waitForImages()
        #expect(try browser.number("document.querySelectorAll('.tile img.snapshot').length") == 0)
        try browser.press("a")
        try browser.waitForImages()
        let tiles = try browser.evaluate("""
            [...document.querySelectorAll('.tile')].map((t) => { const i = t.querySelector('img');
              return [i.classList.contains('snapshot'), i.getAttribute('src').split('?')[0] === encodeURI(t.entry.accessibilityThumbnail),
                i.naturalWidth > 0, i.alt === t.entry.accessibilityText]; })
            """) as? [[Bool]] ?? []
        #expect(tiles.count == 5 && tiles.allSatisfy { $0 == [true, true, true, true] }, "\(tiles)")
        // The zoomed view links the text form's file beside the text.
        try browser.click(".tile")
        let link = try browser.evaluate("""
            (() => { const a = document.getElementById('zoom-accessibility-file'), e = IntroKitGallery.shown()[0];
              return a ? [a.getAttribute('href'), a.textContent, e.accessibilityTextPath] : []; })()
            """) as? [String] ?? []
        #expect(link == ["story-1.voiceover.txt", "story-1.voiceover.txt", "story-1.voiceover.txt"], "\(link)")
        #expect(try browser.problems() == [])
    }

    @Test func aGalleryWithoutSnapshotsHasNoToggle() throws {
        let cli = try Self.renderedGallery([])
        let browser = try HeadlessChromium()
        try browser.open(cli.directory.appendingPathComponent("out/index.html"))
        #expect(try browser.evaluate("document.getElementById('accessibility') === null") as? Bool == true)
        try browser.press("a")
        #expect(try browser.number("[...document.querySelectorAll('.tile img.snapshot')].length") == 0)
        #expect(try browser.problems() == [])
    }
}
