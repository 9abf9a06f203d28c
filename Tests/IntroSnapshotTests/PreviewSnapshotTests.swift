import Foundation
import IntroPNG
import IntroSnapshot
import Testing

/// Every preview of a folder of SwiftUI files as a snapshot test: recorded, matched, a changed
/// picture failing with its diff, a trapping preview failing alone, a file that does not
/// compile failing once with the compiler's lines. The fixture folder is the one the previews
/// tests build (one runner in `.build/introkit-previews` for both).
@Suite struct PreviewSnapshotTests {
    static let fixtures = SwiftUIPreviews(["Tests/Fixtures/PreviewFiles"], timeout: SharedStall.seconds)
    /// The previews that trap, lay out to a size that is not finite, recurse forever, wait
    /// forever or name a device the catalog does not have.
    static let broken: Set<String> = ["Crash", "Loop", "NaN", "Infinite", "Early", "Stuck", "Unknown"]

    func scratch(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("introkit-preview-snapshots-\(name)-\(UUID().uuidString)")
    }

    func isBroken(_ name: String) -> Bool {
        Self.broken.contains { name.contains("(\($0))") || name.hasPrefix($0 + "-") }
    }

    @Test func eachPreviewIsRecordedThenMatchesAndAChangedOneFails() throws {
        let references = scratch("references")
        let artifacts = scratch("artifacts")
        defer { try? FileManager.default.removeItem(at: references) }
        defer { try? FileManager.default.removeItem(at: artifacts) }

        let recorded = verifyPreviewSnapshots(of: Self.fixtures, record: .all, snapshotDirectory: references, artifactsDirectory: artifacts)
        let drawn = recorded.filter { !isBroken($0.name) }
        #expect(drawn.count >= 8, "\(recorded.map(\.name))")
        #expect(drawn.allSatisfy { $0.result.status == .recorded }, "\(drawn.map { ($0.name, $0.result.message ?? "") })")
        for result in drawn {
            let image = try PNGImage.decode(Data(contentsOf: result.result.referenceURL))
            #expect(image.width > 0)
            #expect(result.result.referenceURL.lastPathComponent == "eachPreviewIsRecordedThenMatchesAndAChangedOneFails.\(result.name).png")
        }
        let failed = recorded.filter { $0.result.status == .failed }
        #expect(Set(failed.map(\.name)) == Set(recorded.filter { isBroken($0.name) }.map(\.name)))
        #expect(failed.contains { $0.result.message?.contains("this view cannot draw") == true }, "\(failed.map { $0.result.message ?? "" })")
        #expect(failed.contains { $0.result.message?.contains("did not finish within \(SharedStall.seconds) s") == true })

        let changed = try #require(drawn.first { $0.name.hasPrefix("First-") })
        try drawn.first { $0.name.hasPrefix("Last-") }.map { try Data(contentsOf: $0.result.referenceURL) }?
            .write(to: changed.result.referenceURL)
        let checked = verifyPreviewSnapshots(of: Self.fixtures, record: .never, snapshotDirectory: references, artifactsDirectory: artifacts)
        for result in checked where !isBroken(result.name) {
            #expect(result.result.status == (result.name == changed.name ? .failed : .matched), "\(result.name): \(result.result.message ?? "")")
        }
        let mismatch = try #require(checked.first { $0.name == changed.name })
        #expect(mismatch.result.artifacts.contains { $0.url.lastPathComponent.hasSuffix(".diff.png") }, "\(mismatch.result.artifacts.map(\.url))")
    }

    @Test func filesThatDoNotCompileFailOnceWithTheCompilersLines() throws {
        let folder = scratch("broken")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Broken.swift")
        try "import SwiftUI\n\n#Preview { Text(42 as NotAType) }\n".write(to: file, atomically: true, encoding: .utf8)

        let results = verifyPreviewSnapshots(of: SwiftUIPreviews([file.path]), record: .all, snapshotDirectory: folder)
        #expect(results.map(\.name) == ["build"])
        let message = try #require(results.first?.result.message)
        #expect(message.contains("Broken.swift:3:"), "\(message)")
        #expect(message.contains("error:"), "\(message)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("filesThatDoNotCompileFailOnceWithTheCompilersLines.build.png").path))
    }
}

/// How long the fixtures' `Stuck` preview (a wait that never ends) is given: ten seconds, far
/// beyond any other fixture's output.
enum SharedStall {
    static let seconds = 10
}
