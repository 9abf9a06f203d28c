import IntroSnapshot
import IntroUI
import Stories
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

    /// The sample stories' second story (upstream's brown "2", dark) 90 % through it, as
    /// `render stories --accessibility` draws it: what VoiceOver reads and the outlined picture.
    @Test func storyStill() throws {
        let document = try storiesSample()
        let device = try device("iphone-se")
        let still = document.still(ofStory: 1)
        guard case .show(let snapshot) = still.content else {
            Issue.record("not a show: \(still.content)")
            return
        }
        #expect(snapshot.story == 1 && abs(snapshot.time - 7.7) < 1e-9 && abs(snapshot.progress - 0.9) < 1e-9)
        assertSnapshot(of: still, as: .accessibility(device: device), named: "story-2.iphone-se")
        assertSnapshot(of: still, as: .accessibilityImage(device: device, scale: 1), named: "story-2.iphone-se")
        // No sixth story: the error view, not a trap.
        #expect(document.still(ofStory: 5).content == .errors([.invalidCurrent]))
    }

    @Test func overlayImage() throws {
        let sample = try #require(SheetSample.all.first { $0.name == "welcome-sheet" })
        let device = try device("iphone-se")
        assertSnapshot(
            of: sample.pages[0], as: .accessibilityImage(device: device, scale: 1),
            named: sample.snapshotName(page: 0, device: device))
    }
}
