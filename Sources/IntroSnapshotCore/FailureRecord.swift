import Foundation
import IntroGalleryFormat
import IntroPNG
import IntroSystem
import Testing

/// Leaves a failed snapshot's record for `introkit gallery --snapshots DIR`: a copy of the
/// reference beside the actual snapshot and the difference picture, and
/// `<testName>.<name>.failure.json` describing them, with the command that re-records only
/// this snapshot. A snapshot that matches again removes its old record.
struct FailureRecordWriter {
    let location: SnapshotLocation

    /// `<artifacts>/<baseName>.failure.json`.
    var recordURL: URL {
        location.artifactsDirectory.appendingPathComponent(location.baseName + SnapshotFailureRecord.fileSuffix)
    }

    /// Writes the record of a mismatch: `saved` are the artifacts already written (actual,
    /// diff); the reference is copied beside them. Returns the line naming the record, or why
    /// it could not be written.
    func writeMismatch(reference: Data, actual: Data, saved: [SavedArtifact], diff: DiffFailure, message: String) -> String {
        let isImage = location.referenceURL.pathExtension == "png"
        let expectedURL = location.artifactURL(name: "expected", pathExtension: location.referenceURL.pathExtension)
        var expected: String?
        if (try? AtomicFile<FileWriteError>.write(reference, to: expectedURL)) != nil { expected = expectedURL.lastPathComponent }
        let name = { (artifact: String) in saved.first { $0.url.lastPathComponent.hasSuffix(".\(artifact).\($0.url.pathExtension)") } }
        let record = SnapshotFailureRecord(
            test: TestIdentity.current(location: location).name, snapshot: location.baseName, kind: isImage ? .image : .text,
            reference: location.referenceURL.path, expected: expected, actual: name("actual")?.url.lastPathComponent,
            difference: name("diff")?.url.lastPathComponent, expectedSize: isImage ? PNGHeader.size(reference).map { [$0.width, $0.height] } : nil,
            actualSize: isImage ? PNGHeader.size(actual).map { [$0.width, $0.height] } : nil, message: message,
            lines: isImage ? [] : SnapshotFailureRecord.diffLines(diff.message),
            rerecord: TestIdentity.current(location: location).command(record: .failed))
        return write(record)
    }

    /// Writes the record of a failure with nothing to compare (no reference, or no snapshot).
    func writeMessage(_ message: String, record mode: SnapshotRecordMode) -> String {
        let identity = TestIdentity.current(location: location)
        return write(SnapshotFailureRecord(
            test: identity.name, snapshot: location.baseName, kind: .message, reference: location.referenceURL.path,
            message: message, rerecord: identity.command(record: mode)))
    }

    /// Removes the record of an earlier failure of this snapshot, if any.
    func removeStale() {
        try? FileManager.default.removeItem(at: recordURL)
    }

    private func write(_ record: SnapshotFailureRecord) -> String {
        do {
            try AtomicFile<FileWriteError>.write(record.json, to: recordURL)
            return "Review: \(recordURL.path) (introkit gallery --snapshots \(location.artifactsDirectory.deletingLastPathComponent().path))"
        } catch {
            return "Review record not written to \(recordURL.path): \(error)"
        }
    }
}

/// The running test, as `swift test --filter` selects it.
struct TestIdentity {
    /// `Module.Suite/test()` (Swift Testing) or `Module/test()` (a guess from the path for XCTest).
    let name: String
    /// A regular expression matching only this test's identifier.
    let filter: String

    /// The test running now: Swift Testing's `Test.current`, else the test file's target
    /// folder and the test function's name.
    static func current(location: SnapshotLocation) -> TestIdentity {
        if let test = Test.current {
            let name = ([test.id.moduleName] + [test.id.nameComponents.joined(separator: "/")]).joined(separator: ".")
            return TestIdentity(name: name, filter: escaped(name))
        }
        let module = location.testFile.deletingLastPathComponent().lastPathComponent
        let function = SnapshotLocation.functionName(location.testName)
        return TestIdentity(
            name: "\(module).\(location.testFileName)/\(function)",
            filter: escaped(module) + "\\..*/" + escaped(function) + "$")
    }

    /// `text` as a regular expression matching only itself (`.` → `\.`, `(` → `\(` …).
    static func escaped(_ text: String) -> String {
        text.reduce(into: "") { result, character in
            if "\\^$.|?*+()[]{}".contains(character) { result.append("\\") }
            result.append(character)
        }
    }

    /// `INTROKIT_RECORD=<mode> swift test --filter '<filter>'`, quoted for a POSIX shell.
    func command(record mode: SnapshotRecordMode) -> String {
        let quoted = "'" + filter.replacingOccurrences(of: "'", with: "'\\''") + "'"
        return "\(SnapshotRecordMode.environmentVariable)=\(mode.rawValue) swift test --filter \(quoted)"
    }
}
