import Foundation
import IntroGallery
import IntroGalleryFormat
import Testing

/// A gallery of 21,120 tiles in headless Chromium: only what is near the viewport is in the
/// DOM, and filters, scrolling, the keyboard, zoom and the overlay work on every tile.
@Suite(.serialized) struct GalleryScaleBrowserTests {
    static let locales = ["en", "es", "de", "fr", "it", "ja", "ko", "ar", "he", "zh-Hans"]
    static let sizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
        "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]

    /// Renders a page on two devices, both orientations and schemes (8 real outputs), then
    /// writes a page whose 21,120 entries are those outputs in 11 files × 2 pages × every
    /// locale and size of ``locales`` and ``sizes``, in a scrambled order.
    static func bigGallery() throws -> (cli: CLIHarness, page: URL, entries: [GalleryEntry]) {
        let cli = try CLIHarness()
        try FileManager.default.copyItem(
            at: IntroKitProcess.samples.appendingPathComponent("WelcomeSheet/whats-new.json"),
            to: cli.directory.appendingPathComponent("whats-new.json"))
        let status = cli.run([
            "render", "sheet", "whats-new.json", "--device", "iphone-se", "--device", "ipad-pro-11",
            "--orientation", "both", "--color-scheme", "both", "--scale", "1", "-o", "out", "-q",
        ])
        #expect(status == 0, "\(cli.stderrText)")
        let real = try GalleryManifest.decode(cli.contents("out/introkit-manifest.json"), source: "manifest").entries
            .filter { $0.page == 1 }
        #expect(real.count == 8)
        var entries: [GalleryEntry] = []
        for file in 0..<11 {
            for page in 1...2 {
                for locale in locales {
                    for size in sizes {
                        for output in real {
                            var entry = output
                            (entry.file, entry.page, entry.locale, entry.dynamicType) = ("f\(file).json", page, locale, size)
                            entries.append(entry)
                        }
                    }
                }
            }
        }
        var generator = SystemRandomNumberGenerator()
        entries.shuffle(using: &generator)
        let page = cli.directory.appendingPathComponent("out/index.html")
        let html = GalleryPage(title: "big", locale: "en", content: .previews(GalleryManifest(generator: "t", entries: entries))).html
        try html.write(to: page)
        return (cli, page, entries)
    }

    @Test func twentyThousandTilesKeepTheDOMSmallAndEveryControlWorks() throws {
        let (cli, page, entries) = try Self.bigGallery()
        _ = cli
        let browser = try HeadlessChromium()
        try browser.open(page, width: 1440, height: 900)
        let total = entries.count
        #expect(total == 21120)
        #expect(try browser.string("document.getElementById('count').textContent") == "\(total) of \(total) tiles")
        let painted = "document.querySelectorAll('.tile').length"
        let elements = "document.getElementsByTagName('*').length"
        #expect(try browser.number(painted) > 0)
        #expect(try browser.number(painted) < 300)
        #expect(try browser.number(elements) < 3000)

        // The filters: counts from the data, in sizes' order, and every painted tile matches.
        func filter(_ name: String, _ value: String) throws {
            try browser.evaluate("""
                (() => { const s = document.getElementById('filter-\(name)'); s.value = '\(value)';
                  s.dispatchEvent(new Event('change')); })()
                """)
        }
        let options = try browser.evaluate("[...document.getElementById('filter-dynamicType').options].slice(1).map((o) => o.value)")
        #expect(options as? [String] == Self.sizes)
        let locales = try browser.evaluate("[...document.getElementById('filter-locale').options].map((o) => o.textContent)")
            as? [String] ?? []
        #expect(locales.contains("de · German"), "\(locales)")
        try filter("locale", "de")
        #expect(try browser.number("IntroKitGallery.shown().length") == Double(total / 10))
        try filter("dynamicType", "accessibility5")
        try filter("scheme", "dark")
        let expected = entries.filter { $0.locale == "de" && $0.dynamicType == "accessibility5" && $0.scheme == "dark" }.count
        #expect(expected == 88)
        #expect(try browser.number("IntroKitGallery.shown().length") == Double(expected))
        #expect(try browser.string("document.getElementById('count').textContent") == "\(expected) of \(total) tiles")
        let mismatched = """
            [...document.querySelectorAll('.tile')].filter((t) => t.entry.locale !== 'de'
              || t.entry.dynamicType !== 'accessibility5' || t.entry.scheme !== 'dark').length
            """
        #expect(try browser.number(painted) > 0)
        #expect(try browser.number(mismatched) == 0)
        for name in ["locale", "dynamicType", "scheme"] { try filter(name, "") }
        #expect(try browser.number("IntroKitGallery.shown().length") == Double(total))

        // A filter change refills the tiles' elements instead of making every tile again (counted
        // as it returns, before the margin around the window is painted), and each refilled tile
        // shows its own entry: its picture (set after the next frame), its lint badge.
        let refilled = try browser.evaluate("""
            (async () => { const before = new Set(document.querySelectorAll('.tile'));
              const s = document.getElementById('filter-locale'); s.value = 'ja'; s.dispatchEvent(new Event('change'));
              const painted = [...document.querySelectorAll('.tile')];
              const kept = painted.filter((t) => before.has(t)).length;
              await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
              const tiles = [...document.querySelectorAll('.tile')];
              return [painted.length, kept, tiles.filter((t) => t.entry.locale !== 'ja').length,
                tiles.filter((t) => t.querySelector('img')?.getAttribute('src') !== t.entry.thumbnailURL).length,
                tiles.filter((t) => (t.dataset.lint === '1') !== t.entry.flagged
                  || !!t.querySelector('.badge') !== t.entry.flagged).length]; })()
            """) as? [Double] ?? []
        #expect(refilled.count == 5 && refilled[0] > 4, "\(refilled)")
        #expect(refilled[1] > refilled[0] / 2, "most tiles keep an element: \(refilled)")
        #expect(refilled.dropFirst(2).allSatisfy { $0 == 0 }, "tiles showing another entry: \(refilled)")
        try filter("locale", "")

        // Reading order: by file and page, then orientation, scheme, locale and size, then device.
        let order = try browser.evaluate("""
            IntroKitGallery.shown().slice(0, 3).map((e) => [e.file, e.page, e.orientation, e.scheme, e.locale, e.dynamicType,
              e.device.id].join(' '))
            """) as? [String]
        #expect(order == ["f0.json 1 landscape dark ar xSmall iphone-se", "f0.json 1 landscape dark ar xSmall ipad-pro-11",
            "f0.json 1 landscape dark ar small iphone-se"])

        // Scrolled to the end: the last tiles are painted, the first ones gone, the DOM as small.
        let frame = "new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))"
        try browser.evaluate("scrollTo(0, document.documentElement.scrollHeight); \(frame)")
        #expect(try browser.evaluate(
            "[...document.querySelectorAll('.tile')].some((t) => t.entry === IntroKitGallery.shown().at(-1))") as? Bool == true)
        #expect(try browser.evaluate(
            "[...document.querySelectorAll('.tile')].some((t) => t.entry === IntroKitGallery.shown()[0])") as? Bool == false)
        #expect(try browser.number(painted) < 300)
        #expect(try browser.number(elements) < 3000)
        // The bar names the file and page at the top of the viewport.
        #expect(try browser.string("document.getElementById('where').textContent") == "f9.json · Page 2")

        // The keyboard, from the last tile back: ← moves to the one before it in reading order,
        // Enter zooms, → in the zoom steps forward, Esc closes onto that tile, painted.
        let last = try browser.evaluate("""
            (() => { const t = [...document.querySelectorAll('.tile')].find((t) => t.entry === IntroKitGallery.shown().at(-1));
              t.focus(); return Number(t.dataset.position); })()
            """) as? Double ?? -1
        #expect(last == Double(total - 1))
        try browser.press("ArrowLeft")
        let focused = "document.activeElement.entry === IntroKitGallery.shown()[Number(document.activeElement.dataset.position)]"
        #expect(try browser.number("Number(document.activeElement.dataset.position)") == last - 1)
        #expect(try browser.evaluate(focused) as? Bool == true)
        try browser.press("Enter")
        #expect(try browser.string("document.querySelector('#zoom strong').textContent")
            == (try browser.string("IntroKitGallery.shown().at(-2).path")))
        try browser.press("ArrowRight")
        #expect(try browser.string("document.querySelector('#zoom .place').textContent") == "\(total) of \(total) tiles")
        try browser.press("Escape")
        #expect(try browser.evaluate("document.getElementById('zoom').hidden") as? Bool == true)
        #expect(try browser.number("Number(document.activeElement.dataset.position)") == last)

        // From the top, → walks across a row and into the next, scrolling as it goes.
        try browser.evaluate("scrollTo(0, 0); \(frame)")
        try browser.evaluate("document.querySelector('.tile[data-position=\"0\"]').focus()")
        for _ in 0..<30 { try browser.press("ArrowRight") }
        #expect(try browser.number("Number(document.activeElement.dataset.position)") == 30)
        #expect(try browser.evaluate(focused) as? Bool == true)
        let inView = try browser.evaluate("""
            (() => { const r = document.activeElement.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; })()
            """) as? Bool
        #expect(inView == true)

        // The overlay: every painted tile gets its frames, parsed from the frames table.
        try browser.evaluate("document.getElementById('overlay').click()")
        let overlay = try browser.evaluate("""
            (() => { const tiles = [...document.querySelectorAll('.tile')];
              return [tiles.length, tiles.filter((t) => t.querySelectorAll('svg.frames rect').length === t.entry.frames.length
                && t.entry.frames.length > 3).length]; })()
            """) as? [Double] ?? []
        #expect(overlay.count == 2 && overlay[0] > 0 && overlay[0] == overlay[1], "\(overlay)")
        try browser.evaluate("scrollTo(0, document.documentElement.scrollHeight / 2); \(frame)")
        #expect(try browser.number("document.querySelectorAll('.tile svg.frames').length") == (try browser.number(painted)))

        // Larger tiles in a narrow window, scrolled right and down: the grid's size follows the
        // slider, the row labels stay at the left edge, the device names under the bar.
        try browser.open(page, width: 900, height: 900)
        try browser.evaluate("""
            (() => { const s = document.getElementById('size'); s.value = '0.6'; s.dispatchEvent(new Event('input')); })()
            """)
        let width = try browser.evaluate("""
            (() => { const t = [...document.querySelectorAll('.tile')].find((t) => t.entry.device.id === 'ipad-pro-11');
              return t.getBoundingClientRect().width / t.entry.device.width; })()
            """) as? Double
        #expect(abs((width ?? 0) - 0.6) < 0.001, "\(width ?? 0)")
        try browser.evaluate("scrollTo(document.documentElement.scrollWidth, 20000); \(frame)")
        #expect(try browser.number("scrollX") > 0)
        let pinned = try browser.evaluate("""
            [...document.querySelectorAll('.variant')].map((v) => v.getBoundingClientRect())
              .filter((r) => r.bottom > 0 && r.top < innerHeight).map((r) => Math.round(r.left))
            """) as? [Double] ?? []
        #expect(!pinned.isEmpty && pinned.allSatisfy { $0 == 0 }, "\(pinned)")
        let heads = try browser.evaluate("""
            (() => { const bar = document.getElementById('bar').getBoundingClientRect().bottom;
              return [...document.querySelectorAll('.device.stuck')].map((d) => [d.textContent,
                Math.round(d.getBoundingClientRect().top - bar)]); })()
            """) as? [[Any]] ?? []
        #expect(heads.map { $0[0] as? String } == ["iPhone SE (2nd/3rd generation)", "iPad Pro 11-inch"], "\(heads)")
        #expect(heads.map { $0[1] as? Double } == [0, 0], "\(heads)")
        #expect(try browser.problems() == [])
    }
}
