import IntroSnapshot
import IntroUI
import XCTest

/// The same assertion from XCTest: a failure would be an `XCTFail` at the call site.
final class XCTestSnapshotTests: XCTestCase {
    func testViewAsText() throws {
        let view = VStack(spacing: 8) {
            Text("IntroKit").font(.largeTitle).id("title")
            Text("Snapshots from XCTest").id("subtitle")
        }
        let device = try DeviceCatalog.device(id: "iphone-se")
        assertSnapshot(of: view, as: .text(device: device))
        assertSnapshot(of: view, as: .layout(device: device))
    }
}
