import Foundation
import IntroGalleryFormat
import IntroKit
import IntroSystem
import Testing

@testable import IntroPreviews

/// A previews run's outputs staged into a delivery by the library: each with its side files,
/// the failures of the run and of its outputs kept in order, layout times handed back.
@Suite struct PreviewsDeliveryTests {
    static func entry(_ path: String) -> GalleryEntry {
        GalleryEntry(
            file: "Card.swift", page: 1, device: GalleryDevice(id: "d", name: "D", idiom: "phone", width: 10, height: 20),
            orientation: "portrait", scheme: "light", locale: "en", dynamicType: "large", backend: "text", path: path, bytes: 2,
            revision: "r")
    }

    static func rendering(_ path: String, layout: Data? = nil, poster: Data? = nil, time: ViewLayoutTime? = nil) -> PreviewRendering {
        PreviewRendering(
            data: Data(path.utf8), entry: entry(path), diagnostics: [], thumbnail: nil, layout: layout, layoutTime: time, audit: nil,
            poster: poster, accessibility: nil)
    }

    /// Delivers `result` into `folder` and commits, the delivery released (its staging folder
    /// with it) when this returns, so the folder holds what it wrote.
    static func deliver(_ result: PreviewsResult, into folder: URL) throws -> PreviewsDelivered {
        let delivery = RenderDelivery<FileWriteError>(destination: .folder(folder)) { _ throws(FileWriteError) in }
        let delivered = try result.deliver(into: delivery)
        try delivery.commit { _, _ throws(FileWriteError) in }
        return delivered
    }

    @Test func outputsGoWithTheirSideFilesAndFailuresKeepTheirOrder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("previews-delivery-\(UUID().uuidString)")
        let result = PreviewsResult(
            outputs: [
                (PlannedPreviewOutput(fileName: "a.png", preview: "A"), .success(Self.rendering("a.png", layout: Data("{}".utf8)))),
                (PlannedPreviewOutput(fileName: "b.png", preview: "B"), .failure(.unregistered(preview: "B"))),
                (
                    PlannedPreviewOutput(fileName: "c.mp4", preview: "C"),
                    .success(Self.rendering("c.mp4", poster: Data("p".utf8), time: ViewLayoutTime(nanoseconds: 10, nodes: 2)))
                ),
            ],
            failures: [.unregistered(preview: "Z")])
        let delivered = try Self.deliver(result, into: folder)
        #expect(delivered.entries.map(\.path) == ["a.png", "c.mp4"])
        #expect(delivered.failures == [.unregistered(preview: "Z"), .unregistered(preview: "B")])
        #expect(delivered.layoutTimes.map(\.fileName) == ["c.mp4"])
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["a.png", "a.png.layout.json", "c-poster.png", "c.mp4"])
        #expect(result.outputExtension(otherwise: "svg") == "png")
        #expect(PreviewsResult(outputs: [], failures: []).outputExtension(otherwise: "svg") == "svg")
    }
}
