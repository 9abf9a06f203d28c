import Foundation
import Testing

/// Samples/AppPackage as an iOS team's own package: its target imports SwiftUI (it builds
/// only for iOS), and `render-previews --target App` builds IntroKit's preview runtime in the
/// package's build and renders the target's previews, unchanged, with a gallery. Slow on a
/// cold build folder (the runtime's modules; `.build/sample-packages` is shared with the
/// other samples), so it is one test.
@Suite struct AppPackageTests {
    static let sample = SamplePackage("AppPackage")

    @Test
    func renderPreviewsRendersATargetsPreviewsWithTheRuntimeItBuilds() throws {
        let output = try ChildProcess.temporaryDirectory("app")
        defer { try? FileManager.default.removeItem(at: output) }
        let plugin = try ChildProcess.run(
            command: ["swift", "package"] + Self.sample.swiftPM + [
                "--allow-writing-to-package-directory", "render-previews", "--target", "App", "--output", output.path,
                "--device", "iphone-se", "--color-scheme", "light", "--scale", "1",
            ], in: Self.sample.package)
        #expect(plugin.status == 0, "\(plugin.stdout)\n\(plugin.stderr)")
        let folder = output.appendingPathComponent("SwiftUI/App")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        #expect(files.filter { $0.hasSuffix(".png") }.sorted() == [
            "Onboarding-iphone-se-portrait-light.png", "Onboarding_dark-iphone-se-portrait-dark.png",
        ])
        for picture in files where picture.hasSuffix(".png") {
            let data = try Data(contentsOf: folder.appendingPathComponent(picture))
            #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(picture) is not a PNG")
        }
        let manifest = (try? String(contentsOf: folder.appendingPathComponent("introkit-manifest.json"), encoding: .utf8)) ?? ""
        #expect(manifest.contains("OnboardingScreen.swift:40"), "\(manifest)")
        #expect(manifest.contains("OnboardingScreen.swift:44"), "\(manifest)")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))

        let unknown = try ChildProcess.run(
            command: ["swift", "package"] + Self.sample.swiftPM + [
                "--allow-writing-to-package-directory", "render-previews", "--target", "Nope", "--output", output.path,
            ], in: Self.sample.package)
        #expect(unknown.status != 0)
        #expect((unknown.stdout + unknown.stderr).contains("Nope"))
    }
}
