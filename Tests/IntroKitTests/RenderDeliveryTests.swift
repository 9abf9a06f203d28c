import Foundation
import IntroGalleryFormat
import IntroKit
import IntroSystem
import Testing

/// A render's delivery through the library: outputs, thumbnails and side files staged, committed
/// after the manifest, rolled back whole when the manifest fails; where a path sends outputs.
@Suite struct RenderDeliveryTests {
    /// A manifest stage that fails, as a full disk would.
    static let failingManifest = FileWriteError(path: "manifest.json", reason: "disk full")

    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("render-delivery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func contents(of folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// Runs `body` with a delivery to `destination`, released when it returns (its staging
    /// folder with it), so what is left in the folder afterwards is what the delivery wrote.
    func withDelivery(to destination: OutputDestination, _ body: (RenderDelivery<FileWriteError>) throws -> Void) throws {
        try body(RenderDelivery(destination: destination) { _ throws(FileWriteError) in })
    }

    func entry(_ path: String, thumbnail: String? = nil) -> GalleryEntry {
        var entry = GalleryFolderTests.entry(path)
        entry.thumbnail = thumbnail
        return entry
    }

    @Test func aFolderGetsItsOutputsThumbnailsAndManifestOnCommit() throws {
        let folder = try folder()
        try withDelivery(to: .folder(folder)) { delivery in
            let written = try delivery.deliver(
                Data("one".utf8), fileName: "a.txt", entry: entry("a.txt", thumbnail: "a.thumb"), thumbnail: Data("t".utf8))
            #expect(written?.path == "a.txt")
            try delivery.stageBeside(Data("{}".utf8), of: "a.txt") { $0 + ".layout.json" }
            // Nothing appears before the commit.
            #expect(try contents(of: folder).filter { !$0.hasPrefix(".introkit-staging-") }.isEmpty)
            try delivery.commit { folder, transaction throws(FileWriteError) in
                try transaction.stage(Data("manifest".utf8), to: folder.appendingPathComponent("manifest.json"))
            }
        }
        #expect(try contents(of: folder) == ["a.thumb", "a.txt", "a.txt.layout.json", "manifest.json"])
        #expect(try Data(contentsOf: folder.appendingPathComponent("a.txt")) == Data("one".utf8))
        #expect(try Data(contentsOf: folder.appendingPathComponent("a.thumb")) == Data("t".utf8))
    }

    @Test func aFailingManifestWritesNothingAndKeepsTheOldOutput() throws {
        let folder = try folder()
        let old = folder.appendingPathComponent("a.txt")
        try Data("old".utf8).write(to: old)
        try withDelivery(to: .folder(folder)) { delivery in
            _ = try delivery.deliver(
                Data("new".utf8), fileName: "a.txt", entry: entry("a.txt", thumbnail: "a.thumb"), thumbnail: Data("t".utf8))
            _ = try delivery.deliver(Data("two".utf8), fileName: "nested/b.txt", entry: entry("nested/b.txt"), thumbnail: nil)
            #expect(throws: Self.failingManifest) {
                try delivery.commit { _, _ throws(FileWriteError) in throw Self.failingManifest }
            }
            // Rolled back at once: nothing staged is left even while the delivery lives.
            #expect(try contents(of: folder) == ["a.txt"])
        }
        // The old output is whole, no new file, no staging folder or temporary file, and the
        // folder staging created for `nested/` is gone again.
        #expect(try Data(contentsOf: old) == Data("old".utf8))
        #expect(try contents(of: folder) == ["a.txt"])
    }

    @Test func aFailedRenderWritesAllOrNothingAsAsked() throws {
        for keepsOthers in [false, true] {
            let folder = try folder()
            var manifests = 0
            try withDelivery(to: .folder(folder)) { delivery in
                _ = try delivery.deliver(Data("one".utf8), fileName: "a.txt", entry: entry("a.txt"), thumbnail: nil)
                let committed = try delivery.finish(failed: true, keepsOthers: keepsOthers) { folder, transaction throws(FileWriteError) in
                    manifests += 1
                    try transaction.stage(Data("manifest".utf8), to: folder.appendingPathComponent("manifest.json"))
                }
                #expect(committed == keepsOthers)
            }
            #expect(try contents(of: folder) == (keepsOthers ? ["a.txt", "manifest.json"] : []), "keepsOthers \(keepsOthers)")
            #expect(manifests == (keepsOthers ? 1 : 0))
        }
    }

    @Test func oneFileGetsItsSideFileBesideItAndNoManifest() throws {
        let folder = try folder()
        let file = folder.appendingPathComponent("shot.png")
        try withDelivery(to: .file(file)) { delivery in
            let written = try delivery.deliver(Data("png".utf8), fileName: "ignored.png", entry: entry("ignored.png"), thumbnail: Data("t".utf8))
            #expect(written == nil)
            try delivery.stageBeside(Data("poster".utf8), of: "ignored.png") { "poster-" + $0 }
            var manifestStaged = false
            try delivery.commit { _, _ throws(FileWriteError) in manifestStaged = true }
            #expect(!manifestStaged)
        }
        #expect(try contents(of: folder) == ["poster-shot.png", "shot.png"])
        #expect(try Data(contentsOf: file) == Data("png".utf8))
    }

    @Test func standardOutputGetsTheBytesAndNoFile() throws {
        let written = Written()
        let delivery = RenderDelivery<FileWriteError>(destination: .standardOutput) { data throws(FileWriteError) in written.append(data) }
        #expect(try delivery.deliver(Data("text".utf8), fileName: "a.txt", entry: entry("a.txt"), thumbnail: Data("t".utf8)) == nil)
        try delivery.stageBeside(Data("side".utf8), of: "a.txt") { $0 + ".json" }
        try delivery.commit { _, _ throws(FileWriteError) in Issue.record("no manifest for standard output") }
        #expect(written.data == [Data("text".utf8)])
    }

    @Test func aPathNamesItsDestination() throws {
        let url = { (path: String) in URL(fileURLWithPath: "/base").appendingPathComponent(path) }
        #expect(try OutputDestination(path: "-", count: 1, fileExtension: "png", url: url) == .standardOutput)
        #expect(try OutputDestination(path: "shot.PNG", count: 1, fileExtension: "png", url: url) == .file(url("shot.PNG")))
        #expect(try OutputDestination(path: "shot.png", count: 2, fileExtension: "png", url: url) == .folder(url("shot.png")))
        #expect(try OutputDestination(path: "out", count: 1, fileExtension: "png", url: url) == .folder(url("out")))
        #expect(try OutputDestination(path: "/dev/null", count: 1, fileExtension: "png") { URL(fileURLWithPath: $0) }
            == .file(URL(fileURLWithPath: "/dev/null")))
        #expect(OutputDestination.standardOutput.summary == "stdout")
        #expect(OutputDestination.folder(url("out")).summary == "/base/out")
    }

    @Test func aPathThatNamesNoDestinationIsRefused() {
        let url = { (path: String) in URL(fileURLWithPath: path) }
        #expect(throws: OutputDestinationError.emptyPath) { try OutputDestination(path: "", count: 1, fileExtension: "png", url: url) }
        #expect(throws: OutputDestinationError.standardOutputTakesOne) {
            try OutputDestination(path: "-", count: 2, fileExtension: "png", url: url)
        }
    }
}

/// What a delivery wrote to standard output.
private final class Written: @unchecked Sendable {
    private let lock = NSLock()
    private var chunks: [Data] = []

    func append(_ data: Data) { lock.withLock { chunks.append(data) } }
    var data: [Data] { lock.withLock { chunks } }
}
