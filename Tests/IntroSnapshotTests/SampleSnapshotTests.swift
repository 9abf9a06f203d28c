import IntroSnapshot
import IntroUI
import Testing
import WelcomeSheet

/// The seed samples as the project's own snapshot suite sees them: text and layout on every
/// device, images on a few. References live in `__Snapshots__/SampleSnapshotTests`.
@Suite struct SampleSnapshotTests {
    @Test(arguments: DeviceCatalog.all)
    func sheetText(device: Device) {
        for sample in SheetSample.all {
            for page in sample.pages.indices {
                assertSnapshot(
                    of: WelcomeSheetPages(sample.pages, page: page), as: .text(device: device, locale: sample.locale),
                    named: sample.snapshotName(page: page, device: device))
            }
        }
    }

    @Test(arguments: DeviceCatalog.all)
    func sheetLayout(device: Device) {
        for sample in SheetSample.all {
            for page in sample.pages.indices {
                assertSnapshot(
                    of: WelcomeSheetPages(sample.pages, page: page), as: .layout(device: device, locale: sample.locale),
                    named: sample.snapshotName(page: page, device: device))
            }
        }
    }

    @Test(arguments: ["iphone-se-1", "iphone-15-pro-max", "ipad-pro-12.9"], Orientation.allCases)
    func sheetImage(deviceID: String, orientation: Orientation) throws {
        let device = try device(deviceID)
        let sample = try #require(SheetSample.all.first { $0.name == "welcome-sheet" })
        for colorScheme in ColorScheme.allCases {
            assertSnapshot(
                of: sample.pages[0],
                as: .image(device: device, orientation: orientation, colorScheme: colorScheme, scale: 1),
                named: sample.snapshotName(page: 0, device: device, orientation.rawValue, colorScheme.rawValue))
        }
    }
}
