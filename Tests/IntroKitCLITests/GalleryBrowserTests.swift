import Foundation
import Testing

/// The gallery page in headless Chromium: images, filters, zoom, overlay, keyboard, bad
/// images and hostile names.
@Suite(.serialized) struct GalleryBrowserTests {
    /// A name with a space, `#`, `%`, quotes, markup and non-ASCII letters.
    static let hostileName = #"we #1 %20 "q" 'x' <script>window.injected=1<script><img src=x onerror=injected=2> ñ"#

    /// Renders two files (one with ``hostileName``) on a small phone and an iPad, both
    /// orientations and schemes, at 1× into `out`; returns the harness.
    static func renderedGallery() throws -> CLIHarness {
        let cli = try CLIHarness()
        let samples = IntroKitProcess.samples.appendingPathComponent("WelcomeSheet")
        try FileManager.default.copyItem(
            at: samples.appendingPathComponent("welcome-sheet.json"),
            to: cli.directory.appendingPathComponent(hostileName + ".json"))
        try FileManager.default.copyItem(
            at: samples.appendingPathComponent("whats-new.json"), to: cli.directory.appendingPathComponent("whats-new.json"))
        let status = cli.run([
            "render", "sheet", hostileName + ".json", "whats-new.json", "--device", "iphone-se", "--device", "ipad-pro-11",
            "--orientation", "both", "--color-scheme", "both", "--scale", "1", "-o", "out", "-q", "--gallery",
        ])
        #expect(status == 0, "\(cli.stderrText)")
        return cli
    }

    @Test func everyTileLoadsAndTheControlsWork() throws {
        let cli = try Self.renderedGallery()
        let browser = try HeadlessChromium()
        // A viewport tall enough that every tile is painted (GalleryScaleBrowserTests: the others).
        try browser.open(cli.directory.appendingPathComponent("out/index.html"), width: 1280, height: 4000)
        try browser.waitForImages()
        // 3 pages × 2 devices × 2 orientations × 2 schemes, every thumbnail decoded.
        #expect(try browser.number("document.querySelectorAll('.tile').length") == 24)
        #expect(try browser.number("[...document.images].filter((i) => i.naturalWidth > 0).length") == 24)
        #expect(try browser.string("document.getElementById('count').textContent") == "24 of 24 tiles")

        // Filters: each shows the tiles it should, and they combine.
        func filter(_ name: String, _ value: String) throws {
            try browser.evaluate("""
                (() => { const s = document.getElementById('filter-\(name)'); s.value = '\(value)';
                  s.dispatchEvent(new Event('change')); })()
                """)
        }
        let visible = "IntroKitGallery.shown().length"
        for (name, value, count) in [
            ("idiom", "pad", 12.0), ("orientation", "landscape", 12), ("scheme", "dark", 12), ("page", "2", 8),
        ] {
            try filter(name, value)
            #expect(try browser.number(visible) == count, "\(name)=\(value)")
            try filter(name, "")
        }
        try filter("idiom", "phone")
        try filter("scheme", "light")
        #expect(try browser.number(visible) == 6)
        #expect(try browser.string("document.getElementById('count').textContent") == "6 of 24 tiles")
        try filter("idiom", "")
        try filter("scheme", "")
        try browser.evaluate("document.getElementById('filter-lint').click()")
        // Tiles with a warning or an error, from the manifest; a note (an SF Symbol's stand-in)
        // shows only in the zoomed view, so it does not flag a tile.
        let manifest = try JSONSerialization.jsonObject(with: cli.contents("out/introkit-manifest.json")) as? [String: Any]
        let entries = manifest?["entries"] as? [[String: Any]] ?? []
        let expected = entries.filter { entry in
            (entry["findings"] as? [[String: Any]] ?? []).contains { ($0["severity"] as? String) != "note" }
        }.count
        let flagged = try browser.number("document.querySelectorAll('.tile[data-lint=\"1\"]').length")
        #expect(flagged == Double(expected) && flagged > 0 && flagged < 24, "\(flagged) flagged, \(expected) expected")
        #expect(try browser.number(visible) == flagged)
        #expect(try browser.number("document.querySelectorAll('.tile').length") == flagged)
        #expect(try browser.number("document.querySelectorAll('.tile .badge').length") == flagged)
        try browser.evaluate("document.getElementById('filter-lint').click()")

        // Devices drawn to scale: an iPad tile is wider than an iPhone SE tile by their point widths.
        let widths = try browser.evaluate("""
            ['iphone-se', 'ipad-pro-11'].map((id) => [...document.querySelectorAll('.tile')]
              .find((t) => t.entry.device.id === id && t.entry.orientation === 'portrait').getBoundingClientRect().width)
            """) as? [Double] ?? []
        #expect(widths.count == 2 && abs(widths[1] / widths[0] - 834.0 / 375.0) < 0.02, "\(widths)")

        // Zoom: a real click opens the output at 1:1; ← → move, Esc closes.
        try browser.click(".tile")
        #expect(try browser.evaluate("!document.getElementById('zoom').hidden") as? Bool == true)
        try browser.evaluate("""
            new Promise((r) => { const i = document.getElementById('zoom-image'); i.complete ? r() : i.onload = r; })
            """)
        let zoom = try browser.evaluate("""
            (() => { const i = document.getElementById('zoom-image'); return [i.naturalWidth, i.getBoundingClientRect().width,
              document.querySelector('.tile').entry.pixelWidth]; })()
            """) as? [Double] ?? []
        #expect(zoom.count == 3 && zoom[0] > 0 && zoom[0] == zoom[1] && zoom[0] == zoom[2], "\(zoom)")
        // The zoomed view lists every finding, notes included.
        let findings = try browser.number("document.querySelector('.tile').entry.findings.length")
        let listed = try browser.number("document.querySelectorAll('#zoom ul.findings li').length")
        #expect(findings > 0 && listed == findings, "\(listed) of \(findings) findings listed")
        let first = try browser.string("document.querySelector('#zoom strong').textContent")
        try browser.press("ArrowRight")
        let second = try browser.string("document.querySelector('#zoom strong').textContent")
        #expect(second != first)
        #expect(second == (try browser.string("IntroKitGallery.shown()[1].path")))
        #expect(first == (try browser.string("IntroKitGallery.shown()[0].path")))
        try browser.press("ArrowLeft")
        #expect(try browser.string("document.querySelector('#zoom strong').textContent") == first)
        try browser.press("Escape")
        #expect(try browser.evaluate("document.getElementById('zoom').hidden") as? Bool == true)

        // Overlay: the layout frames of every tile, drawn only when switched on.
        #expect(try browser.number("document.querySelectorAll('svg.frames').length") == 0)
        try browser.evaluate("document.getElementById('overlay').click()")
        #expect(try browser.number("document.querySelectorAll('.tile svg.frames').length") == 24)
        let rects = try browser.evaluate("""
            (() => { const t = document.querySelector('.tile'); return [t.querySelectorAll('rect').length, t.entry.frames.length,
              getComputedStyle(t.querySelector('svg.frames')).display]; })()
            """) as? [Any] ?? []
        #expect(rects.count == 3 && (rects[0] as? Double ?? 0) > 3 && rects[0] as? Double == rects[1] as? Double)
        #expect(rects.last as? String == "block")

        // The hostile name is text everywhere: no injected script ran, it shows as written.
        #expect(try browser.evaluate("typeof window.injected") as? String == "undefined")
        #expect(try browser.number("document.scripts.length") == 3)
        #expect(try browser.number("document.querySelectorAll('img[onerror]').length") == 0)
        let headings = try browser.evaluate("[...document.querySelectorAll('h2')].map((h) => h.textContent)") as? [String]
        #expect(headings?.contains(Self.hostileName + ".json") == true, "\(headings ?? [])")
        #expect(try browser.problems() == [])
    }

    @Test func missingAndCorruptImagesBecomePlaceholders() throws {
        let cli = try Self.renderedGallery()
        let out = cli.directory.appendingPathComponent("out")
        let missing = "whats-new-iphone-se-portrait-light-p1.png"
        let corrupt = "whats-new-iphone-se-portrait-dark-p2.png"
        try FileManager.default.removeItem(at: out.appendingPathComponent(missing))
        try Data("not a png".utf8).write(to: out.appendingPathComponent(corrupt))
        #expect(cli.run(["gallery", "out", "-q"]) == 0, "\(cli.stderrText)")
        let browser = try HeadlessChromium()
        try browser.open(out.appendingPathComponent("index.html"), width: 1280, height: 4000)
        try browser.waitForImages()
        let placeholders = try browser.evaluate("[...document.querySelectorAll('.tile .placeholder')].map((p) => p.textContent)")
            as? [String] ?? []
        #expect(placeholders.count == 2)
        #expect(placeholders.contains { $0.contains("missing") && $0.contains(missing) }, "\(placeholders)")
        #expect(placeholders.contains { $0.contains("corrupt") && $0.contains(corrupt) }, "\(placeholders)")
        #expect(try browser.number("[...document.images].filter((i) => i.naturalWidth > 0).length") == 22)
        #expect(try browser.number("document.querySelectorAll('.tile').length") == 24)
        #expect(try browser.problems() == [])
    }
}
