import IntroUI
import Testing

@Suite("Device catalog")
struct DeviceTests {
    @Test func hasEveryReferenceDevice() {
        #expect(DeviceCatalog.all.count == 20)
        #expect(DeviceCatalog.iphones.count == 12)
        #expect(DeviceCatalog.ipads.count == 8)
        #expect(Set(DeviceCatalog.all.map(\.id)).count == 20)
    }

    @Test func knowsSizesScalesAndSafeAreas() throws {
        let mini = try DeviceCatalog.device(id: "iphone-13-mini")
        #expect(mini.portraitSize == Size(width: 375, height: 812))
        #expect(mini.nativeScale == 2.88)
        #expect(mini.nativeHeight == 2340)
        #expect(mini.portraitSafeArea == EdgeInsets(top: 50, bottom: 34))
        let pro = try DeviceCatalog.device(id: "ipad-pro-12.9")
        #expect(pro.canvas(.landscape).size == Size(width: 1366, height: 1024))
        #expect(pro.canvas().pixelSize == (2048, 2732))
    }

    @Test func landscapePhonesWithSensorHousingKeepSideInsets() throws {
        let phone = try DeviceCatalog.device(id: "iphone-15")
        #expect(phone.safeArea(.landscape) == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        let se = try DeviceCatalog.device(id: "iphone-se")
        #expect(se.safeArea(.landscape) == .zero)
    }

    @Test func groupsAndUnknownIDs() throws {
        #expect(try DeviceCatalog.devices(named: "ipads").allSatisfy { $0.idiom == .pad })
        #expect(try DeviceCatalog.devices(named: "iphone-se").map(\.id) == ["iphone-se"])
        #expect {
            try DeviceCatalog.device(id: "iphone-99")
        } throws: { error in
            (error as? UnknownDeviceError)?.knownIDs.contains("iphone-15") == true
        }
    }
}
