import IntroSnapshot
import IntroUI
import Testing

/// Every `#Preview` of the app's SwiftUI views is a snapshot test: the files are compiled
/// unchanged, each preview rendered on the device and compared with its reference.
@Test func appPreviews() throws {
    assertPreviewSnapshots(of: SwiftUIPreviews(
        ["AppViews"], devices: [try DeviceCatalog.device(id: "iphone-se")], scale: 1))
}
