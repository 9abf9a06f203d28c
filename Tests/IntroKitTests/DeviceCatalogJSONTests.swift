import Foundation
import IntroKit
import IntroUI
import Testing

/// The device catalog as `devices --json` prints it: every device, its size, scales, idiom
/// and safe areas, keys sorted.
@Suite struct DeviceCatalogJSONTests {
    @Test func everyDeviceWithItsSizeScalesAndSafeAreas() throws {
        let json = DeviceCatalog.json
        #expect(json.last == UInt8(ascii: "\n"))
        let devices = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: Any]])
        #expect(devices.map { $0["id"] as? String } == DeviceCatalog.all.map(\.id))
        let se = try #require(devices.first { $0["id"] as? String == "iphone-se" })
        #expect(se["width"] as? Double == 375 && se["height"] as? Double == 667 && se["scale"] as? Double == 2)
        #expect((se["safeArea"] as? [String: Double])?["top"] == 20)
        #expect((se["landscapeSafeArea"] as? [String: Double]).map { Set($0.keys) } == ["top", "left", "bottom", "right"])
        // Sorted keys: `height` before `id` before `idiom`.
        let text = String(decoding: json, as: UTF8.self)
        let keys = ["\"height\"", "\"id\"", "\"idiom\""].compactMap { text.range(of: $0)?.lowerBound }
        #expect(keys.count == 3 && keys == keys.sorted())
    }
}
