import IntroSnapshot
import IntroUI
import Testing
import WelcomeSheet

@Test func welcomePage() throws {
    let page = WelcomeSheetPage(title: "Welcome", rows: [
        WelcomeSheetPageRow(imageSystemName: "star.fill", title: "Favourites",
                            content: "Everything you starred, in one place."),
    ])
    let device = try DeviceCatalog.device(id: "iphone-15")
    assertSnapshot(of: page, as: .image(device: device, scale: 1))
    assertSnapshot(of: page, as: .text(device: device))
}
