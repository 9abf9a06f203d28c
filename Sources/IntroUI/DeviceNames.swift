import Foundation

/// Devices by the names Xcode gives its simulators (`PreviewDevice`'s raw values: "iPhone 8",
/// "iPhone SE (3rd generation)", "iPad Pro (12.9-inch) (6th generation)").
///
/// The rule reads the names: both a catalog device's name and the name asked for are split
/// into words (lowercased; punctuation, "-inch" and brackets are word breaks) and a generation
/// group, `(3rd generation)` or `(2nd/3rd generation)`. A name is a device when its words
/// are the device's and its generation is one the device's name lists (a device that names
/// none is every generation). Models IntroKit has no profile of are listed, in the same
/// notation, under the catalog device whose screen (points, scale) they share
/// (``DeviceCatalog/sameScreen``).
extension DeviceCatalog {
    /// The device with the id, catalog name or Xcode simulator name `name`; nil when none is.
    public static func device(named name: String) -> Device? {
        let wanted = DeviceName(name)
        if let device = all.first(where: { $0.id == name.lowercased() || DeviceName($0.name).includes(wanted) }) { return device }
        guard let id = sameScreen.first(where: { $0.models.contains { DeviceName($0).includes(wanted) } })?.id else { return nil }
        return all.first { $0.id == id }
    }

    /// The ids to suggest for a name no device has: those sharing the most words with it
    /// (at least its kind, iPhone or iPad), at most `count`; every id when none shares a word.
    public static func suggestions(for name: String, count: Int = 4) -> [String] {
        let words = Set(DeviceName(name).words)
        var shared: [(id: String, words: Int)] = []
        for device in all {
            let common = Set(DeviceName(device.name).words).intersection(words).count
            if common > 0 { shared.append((device.id, common)) }
        }
        // A stable sort: among as many shared words, the catalog's order (smallest first).
        let ranked = shared.enumerated().sorted { $0.element.words != $1.element.words ? $0.element.words > $1.element.words : $0.offset < $1.offset }
        return ranked.isEmpty ? all.map(\.id) : ranked.prefix(count).map(\.element.id)
    }

    /// Xcode's models that share a catalog device's screen in points and scale, by the
    /// device's id (Apple's screen sizes; safe areas of the older notched phones differ by a few
    /// points from the device's).
    public static let sameScreen: [(id: String, models: [String])] = [
        ("iphone-se", ["iPhone 6", "iPhone 6s", "iPhone 7", "iPhone 8"]),
        ("iphone-8-plus", ["iPhone 6 Plus", "iPhone 6s Plus", "iPhone 7 Plus"]),
        ("iphone-13-mini", ["iPhone X", "iPhone XS", "iPhone 11 Pro", "iPhone 12 mini"]),
        ("iphone-11", ["iPhone XR"]),
        ("iphone-11-pro-max", ["iPhone XS Max"]),
        ("iphone-14", ["iPhone 12", "iPhone 12 Pro", "iPhone 13", "iPhone 13 Pro", "iPhone 16e"]),
        ("iphone-15", ["iPhone 14 Pro", "iPhone 15 Pro", "iPhone 16"]),
        ("iphone-14-plus", ["iPhone 12 Pro Max", "iPhone 13 Pro Max"]),
        ("iphone-15-pro-max", ["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 16 Plus"]),
        ("iphone-16-pro", ["iPhone 17", "iPhone 17 Pro"]),
        ("iphone-16-pro-max", ["iPhone 17 Pro Max"]),
        ("ipad-mini", ["iPad mini (A17 Pro)"]),
        ("ipad-9.7", ["iPad (5th/6th generation)", "iPad Pro (9.7-inch)", "iPad Air (2nd generation)", "iPad mini (5th generation)"]),
        ("ipad-10.2", ["iPad (7th/8th/9th generation)"]),
        ("ipad-pro-10.5", ["iPad Pro (10.5-inch)", "iPad Air (3rd generation)"]),
        ("ipad-air", ["iPad (10th generation)", "iPad (A16)", "iPad Air 11-inch (M2)", "iPad Air 11-inch (M3)"]),
        ("ipad-pro-12.9", ["iPad Air 13-inch (M2)", "iPad Air 13-inch (M3)"]),
    ]
}

/// A device's name read as words and a generation group: "iPad Pro (12.9-inch) (6th
/// generation)" is `ipad pro 12.9 inch` of generation 6; "iPhone SE (2nd/3rd generation)" is
/// `iphone se` of generations 2 and 3.
struct DeviceName: Hashable {
    /// The words, lowercased, without the generation group.
    var words: [String]
    /// The generations named (empty: none is).
    var generations: Set<Int>

    init(_ name: String) {
        var words: [String] = []
        var generations = Set<Int>()
        for group in name.lowercased().split(whereSeparator: { $0 == "(" || $0 == ")" }) {
            let parts = group.split { !($0.isLetter || $0.isNumber || $0 == ".") }
                .map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: ".")) }.filter { !$0.isEmpty }
            if parts.last == "generation" {
                generations.formUnion(parts.dropLast().compactMap { Int($0.prefix { $0.isNumber }) })
            } else {
                words += parts
            }
        }
        self.words = words
        self.generations = generations
    }

    /// Whether `other` names this device: the same words, and a generation this one lists
    /// (any, when it lists none).
    func includes(_ other: DeviceName) -> Bool {
        words == other.words && (generations.isEmpty || other.generations.isSubset(of: generations) && !other.generations.isEmpty)
    }
}
