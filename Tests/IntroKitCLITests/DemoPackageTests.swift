import Foundation
import Testing

/// Samples/DemoPackage as a user's package: it builds against this repository (the
/// build-tool plugin compiles and checks its JSON content), its snapshot tests (the README's,
/// and its app's SwiftUI previews, compiled unchanged) pass against the committed references, `demo` renders PNGs, and the `render-previews`
/// command plugin renders its JSON. Slow (a whole build of its own, in
/// `.build/sample-packages`, shared with the other sample), so it is one test.
@Suite struct DemoPackageTests {
    static let sample = SamplePackage("DemoPackage")

    @Test
    func buildsRendersAndRunsThePlugins() throws {
        let output = try ChildProcess.temporaryDirectory("demo")
        defer { try? FileManager.default.removeItem(at: output) }
        let (package, swiftPM) = (Self.sample.package, Self.sample.swiftPM)
        // The preview runtime library, which the snapshot test of the app's SwiftUI previews links them to.
        guard try Self.sample.buildAndTest(tests: "the README's snapshot tests", products: ["IntroKitPreviewRuntime"]) else { return }

        let demo = try ChildProcess.run(Self.sample.executable("demo"), [output.path], in: package)
        #expect(demo.status == 0, "\(demo.stderr)")
        let pictures = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(pictures == [
            "json-tour-1s.png", "json-welcome.png", "seed-example-1.png", "seed-example-2.png", "seed-page.png",
            "seed-stories-6.5s.png",
        ])
        for picture in pictures {
            let data = try Data(contentsOf: output.appendingPathComponent(picture))
            #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(picture) is not a PNG")
        }

        let previews = output.appendingPathComponent("previews")
        let plugin = try ChildProcess.run(
            command: ["swift", "package"] + swiftPM + [
                "--allow-writing-to-package-directory", "render-previews", "--output", previews.path, "--device", "iphone-se",
                "--scale", "1", "Sources/demo/welcome.json", "Sources/demo/tour.json",
            ], in: package)
        #expect(plugin.status == 0, "\(plugin.stdout)\n\(plugin.stderr)")
        let sheets = try FileManager.default.contentsOfDirectory(atPath: previews.appendingPathComponent("WelcomeSheet").path)
        #expect(sheets.sorted() == [
            "introkit-manifest.json", "thumbnails", "welcome-iphone-se-portrait-dark-p1.png", "welcome-iphone-se-portrait-light-p1.png",
        ])
        #expect(FileManager.default.fileExists(atPath: previews.appendingPathComponent("index.html").path))
        #expect(FileManager.default.fileExists(atPath: previews.appendingPathComponent("Stories/tour/filmstrip.png").path))

        let failing = try ChildProcess.run(
            command: ["swift", "package"] + swiftPM + [
                "--allow-writing-to-package-directory", "render-previews", "--output", previews.path, "--device", "iphone-99",
                "Sources/demo/welcome.json",
            ], in: package)
        #expect(failing.status != 0)
        #expect((failing.stdout + failing.stderr).contains("iphone-99"))
    }
}
