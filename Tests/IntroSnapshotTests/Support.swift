import Foundation
import IntroUI
import Stories
import Testing
import WelcomeSheet

/// The package's Samples folder, found from this file.
let samplesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Samples")

/// A Welcome Sheet sample: its name (`welcome-sheet.es`), locale and pages.
struct SheetSample: Sendable, CustomTestStringConvertible {
    let name: String
    let locale: String
    let pages: [WelcomeSheetPage]

    var testDescription: String { name }

    /// Every `Samples/WelcomeSheet/*.json`, sorted; the locale is the name's last part
    /// (`welcome-sheet.zh-Hans` → `zh-Hans`), else `en`.
    static let all: [SheetSample] = {
        let folder = samplesFolder.appendingPathComponent("WelcomeSheet")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted().compactMap { file in
            let name = String(file.dropLast(".json".count))
            guard let data = try? Data(contentsOf: folder.appendingPathComponent(file)),
                case .success(let document) = WelcomeSheetDocument.decode(data: data, fileName: file)
            else { return nil }
            let parts = name.split(separator: ".")
            return SheetSample(name: name, locale: parts.count > 1 ? String(parts[parts.count - 1]) : "en", pages: document.pages)
        }
    }()

    /// The snapshot name of a page on a device: `welcome-sheet.es.iphone-se` (`.page2` from the second page on).
    func snapshotName(page: Int, device: Device, _ suffixes: String...) -> String {
        ([name] + (page == 0 ? [] : ["page\(page + 1)"]) + [device.id] + suffixes).joined(separator: ".")
    }
}

/// The Stories sample, `Samples/Stories/stories.json`.
func storiesSample() throws -> StoriesDocument {
    let data = try Data(contentsOf: samplesFolder.appendingPathComponent("Stories/stories.json"))
    return try StoriesDocument.decode(data: data, fileName: "stories.json").get()
}

/// A device by id, failing the test when the catalog lacks it.
func device(_ id: String) throws -> Device {
    try DeviceCatalog.device(id: id)
}

/// A fresh temporary folder, removed when `body` returns.
func withTemporaryFolder<R>(_ body: (URL) throws -> R) throws -> R {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("introkit-snapshot-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}
