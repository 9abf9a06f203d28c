import Foundation
import IntroGalleryFormat
import IntroKit
import IntroRender
import IntroSystem
import IntroUI
import Testing
import WelcomeSheet

/// The typed sheet render: a request in, one output per cell of the matrix out, each with
/// its bytes, manifest entry and findings; problems as values.
@Suite struct SheetRenderPlanTests {
    let page = WelcomeSheetPage(
        title: "Welcome", rows: [WelcomeSheetPageRow(imageName: "star", title: "Fast", content: "Very")],
        mainButtonTitle: "Go")

    func request(_ documents: [SheetDocumentContent], devices: [String] = ["iphone-se"]) throws -> SheetRenderRequest {
        var request = SheetRenderRequest(
            documents: documents, devices: try devices.map { try DeviceCatalog.device(id: $0) }, backend: TextBackend())
        request.imageLookup = { _ in .missing }
        request.colorSchemes = [.light, .dark]
        return request
    }

    func document(_ source: String, stem: String = "intro") -> SheetDocumentContent {
        SheetDocumentContent(source: source, translations: [SheetTranslation(locale: "en", stem: stem, pages: [(1, page)])])
    }

    @Test func everyCellIsAnOutputWithItsEntryAndFindings() throws {
        let plan = try SheetRenderPlan(request([document("intro.json")]))
        #expect(plan.jobs.map(\.fileName) == ["intro-iphone-se-portrait-light-p1.txt", "intro-iphone-se-portrait-dark-p1.txt"])
        let outputs = plan.run(cache: nil) { job, made in (job.fileName, try? made.get()) }
        for (name, made) in outputs {
            let made = try #require(made, "\(name)")
            #expect(String(decoding: made.output.data, as: UTF8.self).contains("Welcome"))
            #expect(made.entry.path == name)
            #expect(made.entry.mediaType == "text/plain")
            #expect(made.entry.bytes == made.output.data.count)
            // The image lookup said "missing": the entry carries the unknown icon, in words.
            let finding = try #require(made.entry.findings.first { $0.code == "unknownIcon" })
            #expect(finding.message.contains("\"star\""))
        }
    }

    @Test func twoInputsThatWouldWriteOneFileAreRefusedNamingBoth() throws {
        #expect(throws: RenderProblem.sameOutput(first: "a/intro.json", second: "b/intro.json", file: "intro-iphone-se-portrait-light-p1.txt")) {
            try SheetRenderPlan(request([document("a/intro.json"), document("b/intro.json")]))
        }
    }

    @Test func aCanvasOverThePixelLimitIsRefusedBeforeDrawing() throws {
        var request = try request([document("intro.json")])
        request.pixelLimit = 1000
        #expect(throws: RenderProblem.tooManyPixels(device: "iphone-se", pixels: 750 * 1334, limit: 1000)) {
            try SheetRenderPlan(request)
        }
    }

    @Test func aShardKeepsEveryNthOutputOfTheWholeMatrix() throws {
        var request = try request([document("intro.json")], devices: ["iphone-se", "ipad-mini"])
        request.shard = try #require(Shard("2/2"))
        let plan = try SheetRenderPlan(request)
        #expect(plan.jobs.map(\.fileName) == ["intro-iphone-se-portrait-dark-p1.txt", "intro-ipad-mini-portrait-dark-p1.txt"])
    }

    @Test func aRunStagesEveryOutputIntoTheDeliveryAndReportsEachJob() throws {
        let plan = try SheetRenderPlan(request([document("intro.json")]))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-run-\(UUID().uuidString)")
        let done = JobsDone()
        let delivery = RenderDelivery<FileWriteError>(destination: .folder(folder)) { _ throws(FileWriteError) in }
        let result = plan.run(into: delivery, cache: nil) { done.add($0.fileName) }
        #expect(result.failures.isEmpty)
        #expect(result.entries.map(\.path) == plan.jobs.map(\.fileName))
        #expect(done.names.sorted() == plan.jobs.map(\.fileName).sorted())
        // Staged, not written, until the caller commits.
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(plan.jobs[0].fileName).path))
        try delivery.commit { _, _ throws(FileWriteError) in }
        let written = try Data(contentsOf: folder.appendingPathComponent(plan.jobs[1].fileName))
        #expect(String(decoding: written, as: UTF8.self).contains("Welcome"))
    }

    @Test func aJobThatCannotBeStagedIsAWriteFailure() throws {
        let plan = try SheetRenderPlan(request([document("intro.json")]))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-run-\(UUID().uuidString)")
        try Data("not a folder".utf8).write(to: file)
        let delivery = RenderDelivery<FileWriteError>(destination: .folder(file.appendingPathComponent("out"))) { _ throws(FileWriteError) in }
        let result = plan.run(into: delivery, cache: nil) { _ in }
        #expect(result.entries.isEmpty)
        #expect(result.failures.count == plan.jobs.count)
        for failure in result.failures {
            guard case .write = failure else { Issue.record("\(failure) is not a write failure"); continue }
        }
    }
}

/// The file names of the jobs a run said were done, from its threads.
private final class JobsDone: @unchecked Sendable {
    private let lock = NSLock()
    private var done: [String] = []

    func add(_ name: String) { lock.withLock { done.append(name) } }
    var names: [String] { lock.withLock { done } }
}
