import Foundation
import Testing

/// `render sheet --watch` as users run it, with the gallery open in headless Chromium.
@Suite struct WatchBrowserTests {
    /// Waits (a generous hang guard, not a timing assertion) until `condition` holds.
    static func waitUntil(_ what: String, _ condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(180)
        while !(try condition()) {
            guard Date() < deadline else { throw HeadlessChromium.Failure(description: "never happened: \(what)") }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }

    @Test func savingAnInputRefreshesTheOpenGalleryAndErrorsKeepTheLastGoodImages() throws {
        let cli = try CLIHarness()
        let samples = IntroKitProcess.samples.appendingPathComponent("WelcomeSheet")
        for (name, sample) in [("a.json", "welcome-sheet.json"), ("b.json", "whats-new.json")] {
            try FileManager.default.copyItem(at: samples.appendingPathComponent(sample), to: cli.directory.appendingPathComponent(name))
        }
        let log = cli.directory.appendingPathComponent("watch.log")
        let process = try IntroKitProcess.start(
            ["render", "sheet", "a.json", "b.json", "--device", "iphone-se", "--scale", "1", "--watch", "-o", "out"], in: cli.directory,
            log: log)
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        let out = cli.directory.appendingPathComponent("out")
        try Self.waitUntil("the first gallery") { FileManager.default.fileExists(atPath: out.appendingPathComponent("gallery-live.js").path) }

        let browser = try HeadlessChromium()
        try browser.open(out.appendingPathComponent("index.html"))
        try browser.waitForImages()
        let sources = "[...document.querySelectorAll('.tile')].map((t) => t.entry.file + ' ' + t.querySelector('img').getAttribute('src'))"
        let before = try browser.evaluate(sources) as? [String] ?? []
        #expect(before.count == 3)
        let untouched = out.appendingPathComponent("b-iphone-se-portrait-light-p1.png")
        let untouchedDate = try FileManager.default.attributesOfItem(atPath: untouched.path)[.modificationDate] as? Date

        // Saving a.json re-renders a.json only, and the open page swaps in its new image.
        let a = cli.directory.appendingPathComponent("a.json")
        try Data(String(decoding: Data(contentsOf: a), as: UTF8.self).replacingOccurrences(of: "Welcome to", with: "Hello from").utf8)
            .write(to: a)
        try Self.waitUntil("the page sees generation 2") { try browser.string("document.body.dataset.generation") == "2" }
        try browser.waitForImages()
        let after = try browser.evaluate(sources) as? [String] ?? []
        #expect(after.count == 3)
        #expect(zip(before, after).filter { $0 != $1 }.map { $1.hasPrefix("a.json ") } == [true])
        #expect(try FileManager.default.attributesOfItem(atPath: untouched.path)[.modificationDate] as? Date == untouchedDate)
        #expect(try browser.number("[...document.images].filter((i) => i.naturalWidth > 0).length") == 3)

        // An invalid b.json: its errors on the page and the terminal, its last images kept.
        try Data(#"[{"title": 3}]"#.utf8).write(to: cli.directory.appendingPathComponent("b.json"))
        try Self.waitUntil("the page sees generation 3") { try browser.string("document.body.dataset.generation") == "3" }
        let problems = try browser.string("document.getElementById('problems').textContent")
        #expect(problems.contains("b.json has errors") && problems.contains("b.json:1:12: error: [0].title"), "\(problems)")
        #expect(try browser.number("[...document.images].filter((i) => i.naturalWidth > 0).length") == 3)
        #expect(FileManager.default.fileExists(atPath: untouched.path))
        #expect(try String(decoding: Data(contentsOf: log), as: UTF8.self).contains("b.json:1:12: error: [0].title"))
        #expect(try browser.problems() == [])
    }
}
