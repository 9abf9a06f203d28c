import Foundation
import IntroGalleryFormat
import Testing

/// Samples/CustomBackend as a package from outside: it defines a WebP backend (Cairo's
/// rasterizer, Debian's libwebp), registers it and builds its own `introkit`. Without a line
/// of IntroKit naming it, it gets `--backend webp`, gallery tiles with thumbnails, filmstrips,
/// an animated preview and a snapshot strategy. Slow (a whole build of its own, in
/// `.build/sample-packages`, shared with the other sample), so it is one test.
@Suite struct CustomBackendTests {
    static let sample = SamplePackage("CustomBackend")

    @Test func itsOwnIntroKitRendersSheetsStoriesAndAGalleryAsWebP() throws {
        let output = try ChildProcess.temporaryDirectory("webp")
        defer { try? FileManager.default.removeItem(at: output) }
        // The package's own snapshot test: IntroKit's image strategy drawing with its backend.
        guard try Self.sample.buildAndTest(tests: "the WebP snapshot test") else { return }

        let introkit = Self.sample.executable("introkit-webp")
        let run = { (arguments: [String]) in try ChildProcess.run(introkit, arguments, in: ChildProcess.repository) }
        let backends = try run(["backends"])
        let listed = backends.stdout.split(separator: "\n").contains { $0.hasPrefix("webp ") && $0.hasSuffix(" image/webp") }
        #expect(listed, "\(backends.stdout)")

        // A sheet on one device, with its gallery: the tile has a thumbnail.
        let sheets = output.appendingPathComponent("sheets")
        let sheet = try run([
            "render", "sheet", "Samples/WelcomeSheet/welcome-sheet.json", "--device", "iphone-se", "--backend", "webp",
            "--scale", "1", "--gallery", "-o", sheets.path, "--quiet",
        ])
        #expect(sheet.status == 0, "\(sheet.stderr)")
        let manifest = try GalleryManifest.decode(
            Data(contentsOf: sheets.appendingPathComponent(GalleryManifest.fileName)), source: "manifest")
        let entry = try #require(manifest.entries.first)
        #expect(entry.backend == "webp" && entry.mediaType == "image/webp" && entry.path.hasSuffix(".webp"))
        let thumbnail = try Data(contentsOf: sheets.appendingPathComponent(try #require(entry.thumbnail)))
        #expect(thumbnail.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let webp = try Data(contentsOf: sheets.appendingPathComponent(entry.path))
        #expect(webp.prefix(4) == Data("RIFF".utf8) && webp.dropFirst(8).prefix(4) == Data("WEBP".utf8))
        #expect(FileManager.default.fileExists(atPath: sheets.appendingPathComponent("index.html").path))

        // A filmstrip drawn by the backend as one picture, and an animated preview from its pixels.
        for (format, file) in [("filmstrip", "filmstrip.webp"), ("apng", "preview.apng")] {
            let folder = output.appendingPathComponent(format)
            let stories = try run([
                "render", "stories", "Samples/Stories/stories.json", "--device", "iphone-se", "--fps", "1", "--to", "2",
                "--format", format, "--backend", "webp", "-o", folder.path, "--quiet",
            ])
            #expect(stories.status == 0, "\(stories.stderr)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(file)")
        }
    }
}
