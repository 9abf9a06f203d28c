import Foundation
import IntroCairo
import IntroGalleryFormat
import IntroKit
import IntroUI
import Stories
import Testing

/// A stories render written into a folder by the library: each language's files with their
/// thumbnails and manifest, what was written reported as values, all or nothing.
@Suite struct StoriesWriteTests {
    static let cards = [StoryCard(title: "Welcome", duration: 1), StoryCard(title: "Bye", duration: 1)]

    func plan(_ format: StoriesOutputFormat, locales: [String] = ["en"]) throws -> StoriesRenderPlan {
        let timeline = try StoriesTimeline(configuration: StoriesConfiguration(stories: Self.cards.map { StoryTiming(duration: $0.duration) }))
        var request = StoriesRenderRequest(
            file: "tour.json", translations: locales.map { ($0, StoriesShowContent(cards: Self.cards)) }, timeline: timeline,
            device: try DeviceCatalog.device(id: "iphone-se"), backend: CairoBackend(format: .png), fps: 1, to: 2)
        request.format = format
        request.workers = 2
        return try StoriesRenderPlan(request)
    }

    func folder() throws -> GalleryFolder {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("stories-write-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return GalleryFolder(root, generator: "test 1", fileLimit: 1 << 30)
    }

    @Test func framesOfEachLanguageGoInItsFolderWithTheirManifest() throws {
        let folder = try folder()
        let progressed = Counter()
        let report = try plan(.frames, locales: ["en", "es"]).write(into: folder) { _ in progressed.add() }
        #expect(report.shows.map(\.folder.lastPathComponent) == ["en", "es"])
        #expect(report.shows.map(\.files) == [.frames, .frames])
        #expect(report.shows.map(\.frames) == [3, 3])
        #expect(progressed.value == 6)
        for show in report.shows {
            let manifest = try GalleryManifest.decode(
                try Data(contentsOf: show.folder.appendingPathComponent(GalleryManifest.fileName)), source: "manifest")
            #expect(manifest.entries.map(\.path) == ["frame-00000.png", "frame-00001.png", "frame-00002.png"])
            #expect(manifest.generator == "test 1")
            for entry in manifest.entries {
                #expect(FileManager.default.fileExists(atPath: show.folder.appendingPathComponent(entry.path).path))
                #expect(FileManager.default.fileExists(atPath: show.folder.appendingPathComponent(try #require(entry.thumbnail)).path))
            }
        }
    }

    @Test func aFilmstripIsOneFileReportedByItsPath() throws {
        let folder = try folder()
        let report = try plan(.filmstrip).write(into: folder)
        let url = folder.root.appendingPathComponent("filmstrip.png")
        #expect(report.shows.map(\.files) == [.file(url)])
        #expect(FileManager.default.fileExists(atPath: url.path))
        #expect(FileManager.default.fileExists(atPath: folder.manifestURL.path))
    }

    @Test func aFolderThatIsAFileWritesNothingAndNamesThePath() throws {
        let file = try folder().root.appendingPathComponent("not-a-folder")
        try Data().write(to: file)
        #expect {
            try plan(.frames).write(into: GalleryFolder(file, generator: "test 1", fileLimit: 1 << 30))
        } throws: { error in
            guard case .write(let failure) = error as? StoriesWriteError else { return false }
            return failure.path.hasPrefix(file.path)
        }
        #expect(try Data(contentsOf: file).isEmpty)
    }
}

/// A count that the writer's threads add to.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func add() { lock.withLock { count += 1 } }
}
