import Foundation
import IntroGalleryFormat
import IntroKit
import IntroSystem
import Testing

/// A folder's gallery files through the library: its manifest updated, shards merged, paths
/// that leave a folder refused, the page built — each problem a `GalleryFolderError` value.
@Suite struct GalleryFolderTests {
    static func entry(_ path: String) -> GalleryEntry {
        GalleryEntry(
            file: "welcome.json", page: 1, device: GalleryDevice(id: "d", name: "D", idiom: "phone", width: 10, height: 20),
            orientation: "portrait", scheme: "light", locale: "en", dynamicType: "large", backend: "text", path: path, bytes: 2,
            revision: "r")
    }

    func folder() throws -> GalleryFolder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-folder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return GalleryFolder(url, generator: "test 1", fileLimit: 1 << 20)
    }

    @Test func aRenderUpdatesTheFolderManifest() throws {
        let folder = try folder()
        #expect(try folder.manifest(adding: []).entries.isEmpty)
        try GalleryManifest(generator: "old", entries: [Self.entry("a.txt")]).json.write(to: folder.manifestURL)
        let updated = try folder.manifest(adding: [Self.entry("b.txt"), Self.entry("a.txt")])
        #expect(updated.generator == "test 1")
        #expect(Set(updated.entries.map(\.path)) == ["a.txt", "b.txt"])
    }

    @Test func theUpdatedManifestIsStagedInTheCallersTransaction() throws {
        let folder = try folder()
        let transaction = OutputTransaction<FileWriteError>()
        try folder.stageManifest(adding: [Self.entry("a.txt")], in: transaction) { _ in FileWriteError(path: "", reason: "unexpected") }
        #expect(!FileManager.default.fileExists(atPath: folder.manifestURL.path))
        try transaction.commit()
        #expect(try GalleryManifest.decode(Data(contentsOf: folder.manifestURL), source: "m").entries.map(\.path) == ["a.txt"])
        // A manifest that is a folder cannot be read: the caller's error, nothing staged.
        let other = try self.folder()
        try FileManager.default.createDirectory(at: other.manifestURL, withIntermediateDirectories: true)
        #expect {
            try other.stageManifest(adding: [], in: OutputTransaction<FileWriteError>()) { error in
                guard case .unreadable(let path, _, manifest: true) = error else { return FileWriteError(path: "", reason: "other") }
                return FileWriteError(path: path, reason: "unreadable")
            }
        } throws: { error in
            (error as? FileWriteError).map { $0.reason == "unreadable" && $0.path.hasSuffix(GalleryManifest.fileName) } ?? false
        }
    }

    @Test func shardsMergeIntoOneFolderAndThePageIsBuilt() throws {
        let shard = try folder()
        try Data("hi".utf8).write(to: shard.root.appendingPathComponent("a.txt"))
        try GalleryManifest(generator: "s", entries: [Self.entry("a.txt")]).json.write(to: shard.manifestURL)
        let report = try folder()
        let merged = try report.merge([(label: "one", folder: shard)])
        #expect(merged.entries.map(\.path) == ["a.txt"])
        #expect(try Data(contentsOf: report.root.appendingPathComponent("a.txt")) == Data("hi".utf8))
        let built = try report.build(title: "Report", locale: "en", manifest: merged) { _ in "problem" }
        #expect(built.tiles == 1)
        #expect(FileManager.default.fileExists(atPath: built.page.path))
    }

    @Test func aReviewOfNoFailuresIsWritten() throws {
        let folder = try folder()
        let review = try folder.writeReview(title: "Review", locale: "en")
        #expect(review.failures == 0)
        #expect(String(decoding: try Data(contentsOf: review.page), as: UTF8.self).contains("<title>Review</title>"))
    }

    @Test func problemsAreValues() throws {
        let empty = try folder()
        #expect {
            try empty.manifests(label: "")
        } throws: { error in
            guard case .gallery(.nothingFound) = error as? GalleryFolderError else { return false }
            return true
        }
        try GalleryManifest(generator: "s", entries: [Self.entry("../outside.txt")]).json.write(to: empty.manifestURL)
        #expect {
            try empty.manifests(label: "")
        } throws: { error in
            guard case .unsafePath(_, let member, let path, _) = error as? GalleryFolderError else { return false }
            return member == "entries[0].path" && path == "../outside.txt"
        }
    }
}
