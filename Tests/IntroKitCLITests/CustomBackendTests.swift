import Foundation
import IntroGalleryFormat
import IntroRender
import Testing

/// Samples/CustomBackend as a package from outside: it defines a WebP backend (the host's
/// rasterizer, Debian's libwebp; no Cairo import) and a registration product, a dynamic
/// library the stock `introkit` loads (`INTROKIT_BACKENDS`), where it makes itself the
/// default. Without a line of IntroKit naming it, it gets `--backend webp`, the cache, gallery
/// tiles with pixel sizes and thumbnails (made again when a file changes), filmstrips, an
/// animated preview, lint, localized messages and snapshots stored as WebP (its own test).
/// Slow (a whole build of its own, in `.build/sample-packages`, shared with the other
/// sample), so it is one test.
@Suite struct CustomBackendTests {
    static let sample = SamplePackage("CustomBackend")

    @Test func theStockIntroKitLoadsItAndRendersSheetsStoriesAndAGalleryAsWebP() throws {
        let output = try ChildProcess.temporaryDirectory("webp")
        defer { try? FileManager.default.removeItem(at: output) }
        // The package's own snapshot test: IntroKit's image strategy drawing with its backend.
        guard try Self.sample.buildAndTest(tests: "the WebP snapshot test") else { return }

        let library = Self.sample.scratch.appendingPathComponent("debug/libWebPBackendPlugin.so").path
        let introkit = ChildProcess.builtTool("introkit")
        let run = { (arguments: [String]) in
            try ChildProcess.run(
                URL(fileURLWithPath: "/usr/bin/env"), ["\(BackendLibrary.environmentVariable)=\(library)", introkit.path] + arguments,
                in: ChildProcess.repository)
        }
        let backends = try run(["backends"])
        let listed = backends.stdout.split(separator: "\n").contains { $0.hasPrefix("webp * ") && $0.hasSuffix(" image/webp") }
        #expect(listed, "the library's backend, made the default: \(backends.stdout)\(backends.stderr)")

        // A sheet on one device, with its gallery and a cache, no --backend: the default is webp.
        let sheets = output.appendingPathComponent("sheets")
        let cache = output.appendingPathComponent("cache").path
        let sheetArguments = [
            "render", "sheet", "Samples/WelcomeSheet/welcome-sheet.json", "--device", "iphone-se", "--scale", "1", "--gallery",
            "-o", sheets.path, "--cache", cache,
        ]
        let sheet = try run(sheetArguments)
        #expect(sheet.status == 0, "\(sheet.stderr)")
        let manifestURL = sheets.appendingPathComponent(GalleryManifest.fileName)
        let manifest = try GalleryManifest.decode(Data(contentsOf: manifestURL), source: "manifest")
        let entry = try #require(manifest.entries.first)
        #expect(entry.backend == "webp" && entry.mediaType == "image/webp" && entry.path.hasSuffix(".webp"))
        // The pixel size from the backend's product (no PNG header to read it from).
        #expect(entry.pixelWidth == 375 && entry.pixelHeight == 667)
        let thumbnailURL = sheets.appendingPathComponent(try #require(entry.thumbnail))
        #expect(try Data(contentsOf: thumbnailURL).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let webp = try Data(contentsOf: sheets.appendingPathComponent(entry.path))
        #expect(webp.prefix(4) == Data("RIFF".utf8) && webp.dropFirst(8).prefix(4) == Data("WEBP".utf8))
        #expect(FileManager.default.fileExists(atPath: sheets.appendingPathComponent("index.html").path))

        // Again: every output from the cache, the same bytes.
        let again = try run(sheetArguments)
        #expect(again.stderr.contains("1 output(s) taken from the cache, 0 rendered"), "\(again.stderr)")
        #expect(try Data(contentsOf: sheets.appendingPathComponent(entry.path)) == webp)

        // A lost thumbnail is made again by the gallery, through the backend's decoder.
        try FileManager.default.removeItem(at: thumbnailURL)
        let gallery = try run(["gallery", sheets.path])
        #expect(gallery.status == 0 && FileManager.default.fileExists(atPath: thumbnailURL.path), "\(gallery.stderr)")

        // Lint checks images with the backend's resolver (the rasterizer's: SF Symbol stand-ins).
        let lint = try run(["lint", "Samples/WelcomeSheet/welcome-sheet.json", "--device", "iphone-se"])
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")

        // Its own message, localized: a filmstrip taller than WebP allows writes nothing.
        let tall = output.appendingPathComponent("tall")
        let refused = try run([
            "render", "stories", "Samples/Stories/stories.json", "--device", "iphone-se", "--fps", "4", "--to", "20",
            "--format", "filmstrip", "-o", tall.path, "--locale", "es",
        ])
        #expect(refused.status == 1 && refused.stderr.contains("más que los 16383 por lado de WebP"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: tall.path))

        // A filmstrip drawn by the backend as one picture, and an animated preview from its pixels.
        for (format, file) in [("filmstrip", "filmstrip.webp"), ("apng", "preview.apng")] {
            let folder = output.appendingPathComponent(format)
            let stories = try run([
                "render", "stories", "Samples/Stories/stories.json", "--device", "iphone-se", "--fps", "1", "--to", "2",
                "--format", format, "-o", folder.path, "--quiet",
            ])
            #expect(stories.status == 0, "\(stories.stderr)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(file)")
        }
    }
}
