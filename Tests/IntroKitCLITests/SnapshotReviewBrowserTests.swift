import Foundation
import IntroCairo
import IntroGallery
import IntroGalleryFormat
import IntroPNG
import IntroSnapshot
import IntroUI
import Testing
import WelcomeSheet

/// A deliberately broken image snapshot and text snapshot, reviewed in headless Chromium.
@Suite(.serialized) struct SnapshotReviewBrowserTests {
    static let before = WelcomeSheetPage(title: "Welcome", rows: [
        WelcomeSheetPageRow(imageSystemName: "star.fill", title: "Favourites", content: "Everything you starred."),
    ])
    static let after = WelcomeSheetPage(title: "Welcome back", rows: [
        WelcomeSheetPageRow(imageSystemName: "heart.fill", title: "Favourites", content: "Everything you liked, in one place."),
    ])

    /// Records references of ``before``, checks ``after`` against them, and builds the review
    /// page of the two failures in `artifacts`.
    static func brokenSnapshots(in cli: CLIHarness) throws -> URL {
        let references = cli.directory.appendingPathComponent("references")
        let artifacts = cli.directory.appendingPathComponent("artifacts")
        let device = try DeviceCatalog.device(id: "iphone-se")
        let image = Snapshotting<WelcomeSheetPage, PNGImage>.image(device: device, scale: 1)
        let text = Snapshotting<WelcomeSheetPage, String>.text(device: device)
        for (record, page) in [(SnapshotRecordMode.all, before), (.never, after)] {
            let folder = artifacts.appendingPathComponent("GalleryReview")
            _ = verifySnapshot(of: page, as: image, named: "image", record: record, snapshotDirectory: references, artifactsDirectory: folder)
            _ = verifySnapshot(of: page, as: text, named: "text", record: record, snapshotDirectory: references, artifactsDirectory: folder)
        }
        #expect(cli.run(["gallery", "--snapshots", "artifacts", "-q"]) == 0, "\(cli.stderrText)")
        return artifacts
    }

    @Test func failureRecordsNameTheirFilesAndTheRerecordCommand() throws {
        let cli = try CLIHarness()
        let artifacts = try Self.brokenSnapshots(in: cli)
        let folder = artifacts.appendingPathComponent("GalleryReview")
        let records = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".failure.json") }.sorted()
        #expect(records.count == 2)
        let image = try SnapshotFailureRecord.decode(Data(contentsOf: folder.appendingPathComponent(records[0])), source: records[0])
        #expect(image.kind == .image)
        #expect(image.expectedSize == image.actualSize && image.expectedSize?.first == 375)
        for file in [image.expected, image.actual, image.difference] {
            #expect(file.map { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) } == true)
        }
        #expect(image.test == "IntroKitCLITests.SnapshotReviewBrowserTests/failureRecordsNameTheirFilesAndTheRerecordCommand()")
        #expect(image.rerecord == #"INTROKIT_RECORD=failed swift test --filter 'IntroKitCLITests\.SnapshotReviewBrowserTests/failureRecordsNameTheirFilesAndTheRerecordCommand\(\)'"#)
        let text = try SnapshotFailureRecord.decode(Data(contentsOf: folder.appendingPathComponent(records[1])), source: records[1])
        #expect(text.kind == .text)
        #expect(text.lines.contains { $0.op == "-" } && text.lines.contains { $0.op == "+" })
    }

    @Test func theReviewPageHasAllFourImageViewsAndAColouredLineDiff() throws {
        let cli = try CLIHarness()
        let artifacts = try Self.brokenSnapshots(in: cli)
        let browser = try HeadlessChromium()
        try browser.open(artifacts.appendingPathComponent("index.html"))
        try browser.waitForImages()
        #expect(try browser.number("document.querySelectorAll('article.failure').length") == 2)
        #expect(try browser.string("document.querySelector('.command code').textContent").hasPrefix("INTROKIT_RECORD=failed swift test --filter '"))
        let image = "document.querySelector('article.failure.image')"
        // Side by side: reference and new image, both loaded.
        #expect(try browser.number("[...\(image).querySelectorAll('img')].filter((i) => i.naturalWidth === 375).length") == 2)
        // Swipe: the slider moves the edge between the two images.
        try browser.click("article.failure.image .view-swipe")
        try browser.waitForImages()
        try browser.evaluate("""
            (() => { const s = \(image).querySelector('input.swipe'); s.value = '30'; s.dispatchEvent(new Event('input')); })()
            """)
        #expect(try browser.string("\(image).querySelector('.top').style.clipPath") == "inset(0px 0px 0px 30%)")
        #expect(try browser.string("\(image).querySelector('.divider').style.left") == "30%")
        // Onion skin: the slider fades the new image over the reference.
        try browser.click("article.failure.image .view-onion")
        try browser.evaluate("""
            (() => { const s = \(image).querySelector('input.onion'); s.value = '20'; s.dispatchEvent(new Event('input')); })()
            """)
        #expect(try browser.string("\(image).querySelector('.top').style.opacity") == "0.2")
        // Difference only: the middle panel of the difference picture.
        try browser.click("article.failure.image .view-difference")
        try browser.waitForImages()
        let crop = try browser.evaluate("""
            (() => { const c = \(image).querySelector('.crop'); return [c.getBoundingClientRect().width, c.querySelector('img').naturalWidth]; })()
            """) as? [Double] ?? []
        #expect(crop == [375, 3 * 375 + 8])
        // scripts/screenshots: the README's picture of a review, in the swipe view.
        if let folder = ProcessInfo.processInfo.environment["INTROKIT_SCREENSHOTS"] {
            try browser.click("article.failure.image .view-swipe")
            try browser.evaluate("""
                (() => { const s = \(image).querySelector('input.swipe'); s.value = '45'; s.dispatchEvent(new Event('input'));
                  window.scrollTo(0, 0); })()
                """)
            try browser.waitForImages()
            try browser.screenshot(to: URL(fileURLWithPath: folder).appendingPathComponent("snapshot-review.png"))
        }
        // The text failure: removed lines red, added lines green.
        let colours = try browser.evaluate("""
            ['del', 'ins'].map((c) => { const s = document.querySelector('article.failure.text pre.diff .' + c);
              return s ? getComputedStyle(s).backgroundColor : null; })
            """) as? [String] ?? []
        #expect(colours.count == 2 && colours[0] != colours[1] && !colours.contains("rgba(0, 0, 0, 0)"), "\(colours)")
        #expect(try browser.problems() == [])
    }
}
