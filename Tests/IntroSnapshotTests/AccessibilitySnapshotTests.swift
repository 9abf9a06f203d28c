import IntroSnapshot
import IntroUI
import Testing
import WelcomeSheet

/// What VoiceOver reads on the sample sheet, in reading order, in English and in Arabic
/// (mirrored: the same order, each line read from the right), and the reviewer's picture of
/// it. References live in `__Snapshots__/AccessibilitySnapshotTests`.
@Suite struct AccessibilitySnapshotTests {
    @Test(arguments: ["welcome-sheet", "welcome-sheet.ar"])
    func voiceOverOrder(name: String) throws {
        let sample = try #require(SheetSample.all.first { $0.name == name })
        let device = try device("iphone-15")
        assertSnapshot(
            of: sample.pages[0], as: .accessibility(device: device, locale: sample.locale),
            named: sample.snapshotName(page: 0, device: device))
    }

    @Test func overlayImage() throws {
        let sample = try #require(SheetSample.all.first { $0.name == "welcome-sheet" })
        let device = try device("iphone-se")
        assertSnapshot(
            of: sample.pages[0], as: .accessibilityImage(device: device, scale: 1),
            named: sample.snapshotName(page: 0, device: device))
    }
}
