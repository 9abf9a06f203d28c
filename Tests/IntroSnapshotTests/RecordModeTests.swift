import Foundation
import IntroGalleryFormat
import IntroRender
import Testing

@testable import IntroSnapshot
@testable import IntroSnapshotCore

/// Record modes, their resolution, and the trait — on plain strings in temporary folders.
@Suite struct RecordModeTests {
    /// Strings as they are, compared line by line.
    let strategy = Snapshotting<String, String>(pathExtension: "txt", diffing: .lines()) { $0 }

    func verify(_ value: String, _ mode: SnapshotRecordMode?, in folder: URL, testName: String = #function) -> SnapshotResult {
        verifySnapshot(
            of: value, as: strategy, named: "value", record: mode, snapshotDirectory: folder,
            artifactsDirectory: folder.appendingPathComponent("artifacts"), testName: testName)
    }

    func reference(in folder: URL, testName: String = #function) -> String? {
        try? String(contentsOf: folder.appendingPathComponent("\(testName.prefix { $0 != "(" }).value.txt"), encoding: .utf8)
    }

    @Test func recordModes() throws {
        try withTemporaryFolder { folder in
            // missing: records a new reference (and fails), then compares.
            #expect(verify("a\n", .missing, in: folder).status == .recorded)
            #expect(reference(in: folder) == "a\n")
            #expect(verify("a\n", .missing, in: folder).status == .matched)
            #expect(verify("b\n", .missing, in: folder).status == .failed)
            #expect(reference(in: folder) == "a\n")
            // never: compares only.
            #expect(verify("a\n", .never, in: folder).status == .matched)
            #expect(verify("b\n", .never, in: folder).status == .failed)
            // failed: replaces a reference that does not match, and still fails.
            let replaced = verify("b\n", .failed, in: folder)
            #expect(replaced.status == .failed)
            #expect(replaced.message?.contains("Re-recorded the reference (record mode failed") == true)
            #expect(reference(in: folder) == "b\n")
            #expect(verify("b\n", .failed, in: folder).status == .matched)
            // all: records even an equal snapshot.
            #expect(verify("b\n", .all, in: folder).status == .recorded)
            #expect(verify("c\n", .all, in: folder).status == .recorded)
            #expect(reference(in: folder) == "c\n")
        }
    }

    @Test func missingReferenceUnderNeverSaysHowToRecord() throws {
        try withTemporaryFolder { folder in
            let result = verify("a\n", .never, in: folder)
            #expect(result.status == .failed)
            let message = try #require(result.message)
            #expect(message.contains("No reference snapshot at \(folder.path)/missingReferenceUnderNeverSaysHowToRecord.value.txt"))
            #expect(message.contains("INTROKIT_RECORD=missing swift test --filter RecordModeTests"))
            #expect(message.contains(".snapshots(record: .missing)"))
            #expect(reference(in: folder) == nil)
        }
    }

    @Test func resolutionOrder() {
        func resolve(_ argument: SnapshotRecordMode?, _ trait: SnapshotRecordMode?, _ environment: [String: String])
            -> ResolvedRecordMode?
        {
            try? ResolvedRecordMode.resolve(argument: argument, trait: trait, environment: environment).get()
        }
        let everything = ["INTROKIT_RECORD": "failed", "CI": "true"]
        #expect(resolve(.all, .never, everything) == ResolvedRecordMode(mode: .all, source: "argument"))
        #expect(resolve(nil, .never, everything) == ResolvedRecordMode(mode: .never, source: "trait"))
        #expect(resolve(nil, nil, everything) == ResolvedRecordMode(mode: .failed, source: "INTROKIT_RECORD"))
        #expect(resolve(nil, nil, ["CI": "true"]) == ResolvedRecordMode(mode: .never, source: "CI=true"))
        #expect(resolve(nil, nil, ["CI": "false"]) == ResolvedRecordMode(mode: .missing, source: "default"))
        #expect(resolve(nil, nil, [:]) == ResolvedRecordMode(mode: .missing, source: "default"))
        #expect(resolve(nil, nil, ["INTROKIT_RECORD": "ALL"])?.mode == .all)
    }

    @Test func unknownEnvironmentValueIsAnError() {
        let result = ResolvedRecordMode.resolve(argument: nil, trait: nil, environment: ["INTROKIT_RECORD": "yes"])
        #expect(throws: SnapshotSetupError.unknownRecordMode("yes")) { try result.get() }
        #expect(
            SnapshotSetupError.unknownRecordMode("yes").message
                == "INTROKIT_RECORD=yes is not a record mode; use one of all, missing, failed, never.")
    }

    @Test(.snapshots(record: .failed)) func traitSetsTheMode() {
        #expect(SnapshotRecordMode.current == .failed)
    }

    @Test func assertSnapshotRecordsAnIssue() throws {
        try withTemporaryFolder { folder in
            withKnownIssue {
                assertSnapshot(of: "a\n", as: strategy, named: "value", record: .never, snapshotDirectory: folder)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("record mode is never") }
                    && issue.sourceLocation?.fileName == "RecordModeTests.swift"
            }
        }
    }

    @Test func namesAndLocations() {
        let location = SnapshotLocation(
            filePath: "/p/Tests/T/MyTests.swift", testName: "render(device:)", name: nil, pathExtension: "png",
            snapshotDirectory: nil, artifactsDirectory: nil, environment: ["INTROKIT_ARTIFACTS": "/tmp/a"])
        #expect(location.referenceURL.path == "/p/Tests/T/__Snapshots__/MyTests/render.1.png")
        #expect(location.artifactURL(name: "diff", pathExtension: "png").path == "/tmp/a/MyTests/render.1.diff.png")
        let second = SnapshotLocation(
            filePath: "/p/Tests/T/MyTests.swift", testName: "render(device:)", name: "iPhone SE/dark", pathExtension: "png",
            snapshotDirectory: nil, artifactsDirectory: nil, environment: [:])
        #expect(second.baseName == "render.iPhone-SE-dark")
        #expect(SnapshotLocation.sanitized("..héllo wörld!") == "h-llo-w-rld")
    }
}

extension RecordModeTests {
    @Test func artifactsGoToThePackagesBuildFolder() {
        let root = SnapshotLocation.defaultArtifactsRoot(testFile: URL(fileURLWithPath: #filePath), environment: [:])
        #expect(root.path.hasSuffix("/.build/snapshot-artifacts"))
        let package = root.deletingLastPathComponent().deletingLastPathComponent()
        #expect(FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path))
    }
}

/// A failure record is an image's when the strategy's diffing reads image sizes, whatever the
/// reference's extension (a WebP backend's references are `.webp`), and a text's otherwise.
@Suite struct FailureRecordKindTests {
    @Test func anImageRecordComesFromTheDiffingNotTheExtension() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("introkit-record-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let location = SnapshotLocation(
            filePath: "/tmp/Tests/Kind/KindTests.swift", testName: "kind()", name: nil, pathExtension: "webp",
            snapshotDirectory: folder.appendingPathComponent("refs"), artifactsDirectory: folder.appendingPathComponent("artifacts"))
        try FileManager.default.createDirectory(at: location.artifactsDirectory, withIntermediateDirectories: true)
        let size: @Sendable (Data) -> PixelSize? = { PixelSize(width: $0.count, height: 1) }
        let writer = FailureRecordWriter(location: location)
        _ = writer.writeMismatch(
            reference: Data([1, 2]), actual: Data([1, 2, 3]), saved: [], diff: DiffFailure(message: "differ"), message: "m",
            pixelSize: size)
        let image = try SnapshotFailureRecord.decode(Data(contentsOf: writer.recordURL), source: "record")
        #expect(image.kind == .image && image.expectedSize == [2, 1] && image.actualSize == [3, 1])
        _ = writer.writeMismatch(
            reference: Data("a\n".utf8), actual: Data("b\n".utf8), saved: [], diff: DiffFailure(message: "-a\n+b"), message: "m",
            pixelSize: nil)
        let text = try SnapshotFailureRecord.decode(Data(contentsOf: writer.recordURL), source: "record")
        #expect(text.kind == .text && text.expectedSize == nil)
    }
}
