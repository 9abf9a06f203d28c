import Foundation
import IntroCairo
import IntroGalleryFormat
import IntroKit
import IntroUI
import IntroVideo
import Testing
import WelcomeSheet

/// A sheet's tours written into a folder by the library: each video with its thumbnail and
/// manifest entry, all or nothing.
@Suite struct GalleryFolderTourTests {
    func tours() throws -> [SheetTour] {
        let page = WelcomeSheetPage(title: "Welcome", rows: [WelcomeSheetPageRow(imageName: "star", title: "Fast", content: "Very")])
        let document = SheetDocumentContent(
            source: "intro.json", translations: [SheetTranslation(locale: "en", stem: "intro", pages: [(1, page), (2, page)])])
        var request = SheetRenderRequest(
            documents: [document], devices: [try DeviceCatalog.device(id: "iphone-se")], backend: CairoBackend(format: .png))
        request.imageLookup = { _ in .missing }
        return try SheetTour.tours(of: try SheetRenderPlan(request), container: .gif, fps: 10, stillTime: 0.2)
    }

    @Test func toursAreWrittenWithTheirEntriesAllOrNothing() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-tours-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let folder = GalleryFolder(root, generator: "test 1", fileLimit: 1 << 30)
        let tours = try tours()
        let written = try folder.write(tours)
        #expect(written.count == tours.count && written.allSatisfy { $0.frames > 0 })
        let manifest = try GalleryManifest.decode(try Data(contentsOf: folder.manifestURL), source: "manifest")
        #expect(manifest.entries.map(\.path) == tours.map(\.fileName))
        #expect(manifest.entries.allSatisfy { $0.mediaType == "image/gif" })
        for entry in manifest.entries {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(entry.path).path))
        }
        // A folder that is a file: nothing is written, the problem is a value.
        let file = root.appendingPathComponent("not-a-folder")
        try Data().write(to: file)
        #expect {
            try GalleryFolder(file, generator: "test 1", fileLimit: 1 << 30).write(tours)
        } throws: { error in
            guard case .write = error as? GalleryFolderError else { return false }
            return true
        }
    }
}
