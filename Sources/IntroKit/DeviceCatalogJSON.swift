import Foundation
import IntroUI

extension DeviceCatalog {
    /// The catalog as `introkit devices --json` prints it: every device's id, name, portrait
    /// size in points (`width`, `height`), `scale`, `nativeScale`, idiom and the safe area of
    /// each orientation (`safeArea`, `landscapeSafeArea`: `top`, `left`, `bottom`, `right`),
    /// pretty-printed with sorted keys, a newline at the end.
    public static var json: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return ((try? encoder.encode(all.map(DeviceJSONEntry.init))) ?? Data("[]".utf8)) + Data("\n".utf8)
    }
}

/// One device as the catalog's JSON holds it.
private struct DeviceJSONEntry: Encodable {
    var id: String
    var name: String
    var width: Double
    var height: Double
    var scale: Double
    var nativeScale: Double
    var idiom: String
    var safeArea: [String: Double]
    var landscapeSafeArea: [String: Double]

    init(_ device: Device) {
        func insets(_ value: EdgeInsets) -> [String: Double] {
            ["top": value.top, "left": value.leading, "bottom": value.bottom, "right": value.trailing]
        }
        id = device.id
        name = device.name
        width = device.portraitSize.width
        height = device.portraitSize.height
        scale = device.scale
        nativeScale = device.nativeScale
        idiom = device.idiom.rawValue
        safeArea = insets(device.safeArea(.portrait))
        landscapeSafeArea = insets(device.safeArea(.landscape))
    }
}
