import Foundation
import IntroPNG
import Testing

/// `introkit render sheet --accessibility`: the screen with its VoiceOver elements outlined
/// and a legend beside it, through the built binary.
@Suite struct AccessibilityCLITests {
    let sample = IntroKitProcess.samples.appendingPathComponent("WelcomeSheet/welcome-sheet.json").path

    @Test func theOverlayAddsTheLegendBesideTheScreen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("introkit-a11y-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, extra) in [("plain.png", [String]()), ("outlined.png", ["--accessibility"])] {
            let outcome = try IntroKitProcess.run(
                ["render", "sheet", sample, "--device", "iphone-se", "--scale", "1", "-q", "-o", name] + extra, in: folder)
            #expect(outcome.status == 0, "\(outcome.stderr)")
        }
        let plain = try PNGImage.decode(Data(contentsOf: folder.appendingPathComponent("plain.png")))
        let outlined = try PNGImage.decode(Data(contentsOf: folder.appendingPathComponent("outlined.png")))
        #expect(outlined.width == plain.width + 300, "the legend is 300 pt wide")
        #expect(outlined.height >= plain.height)
        #expect(outlined.rgba != plain.rgba)
    }
}
