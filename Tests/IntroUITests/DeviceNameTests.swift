import IntroUI
import Testing

/// `.previewDevice` takes Xcode's simulator names; they are read by one rule against the
/// catalog's names, and the models IntroKit has no profile of by the screen they share.
@Suite struct DeviceNameTests {
    @Test(arguments: [
        ("iPhone 15 Pro Max", "iphone-15-pro-max"), ("iphone 15 pro max", "iphone-15-pro-max"), ("iphone-16-pro", "iphone-16-pro"),
        ("iPhone SE (3rd generation)", "iphone-se"), ("iPhone SE (2nd generation)", "iphone-se"), ("iPhone SE (1st generation)", "iphone-se-1"),
        ("iPad Pro (12.9-inch) (6th generation)", "ipad-pro-12.9"), ("iPad Pro (11-inch) (4th generation)", "ipad-pro-11"),
        ("iPad Pro 13-inch (M4)", "ipad-pro-13"), ("iPad Air (5th generation)", "ipad-air"), ("iPad mini (6th generation)", "ipad-mini"),
        ("iPhone 8", "iphone-se"), ("iPhone 13 Pro", "iphone-14"), ("iPhone 14 Pro", "iphone-15"), ("iPhone 16 Plus", "iphone-15-pro-max"),
        ("iPad (9th generation)", "ipad-10.2"), ("iPad (10th generation)", "ipad-air"), ("iPad Air 13-inch (M2)", "ipad-pro-12.9"),
    ])
    func xcodeNamesAreCatalogDevices(name: String, id: String) {
        #expect(DeviceCatalog.device(named: name)?.id == id)
    }

    @Test(arguments: ["iPhone SE", "iPhone SE (4th generation)", "iPad Pro 11-inch (M4)", "iPhone 99", "Apple Watch Series 9", ""])
    func otherNamesAreNone(name: String) {
        #expect(DeviceCatalog.device(named: name) == nil)
    }

    @Test func everyModelListedSharesItsDevicesScreenAndIsNotInTheCatalog() {
        for (id, models) in DeviceCatalog.sameScreen {
            #expect(DeviceCatalog.all.contains { $0.id == id }, "\(id)")
            for model in models {
                #expect(!DeviceCatalog.all.contains { $0.name == model }, "\(model) is in the catalog")
                #expect(DeviceCatalog.device(named: model)?.id == id, "\(model)")
            }
        }
    }

    @Test func suggestionsShareWordsWithTheName() {
        #expect(DeviceCatalog.suggestions(for: "iPad Pro 11-inch (M4)") == ["ipad-pro-11", "ipad-pro-13", "ipad-pro-10.5", "ipad-pro-12.9"])
        #expect(DeviceCatalog.suggestions(for: "iPhone 15 Ultra", count: 2) == ["iphone-15", "iphone-15-pro-max"])
        #expect(DeviceCatalog.suggestions(for: "Watch") == DeviceCatalog.all.map(\.id))
    }
}
