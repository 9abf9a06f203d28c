import Foundation
import IntroRender
import IntroSystem

/// Checks a value against its reference snapshot and returns what happened, without
/// reporting anything: ``assertSnapshot(of:as:named:record:snapshotDirectory:fileID:filePath:testName:line:column:)``
/// reports the result to Swift Testing or XCTest.
///
/// - Parameters:
///   - value: the value to snapshot.
///   - snapshotting: the strategy (`.image(device:)`, `.text(device:)` …).
///   - name: names the reference (`<testName>.<name>.<ext>`); unnamed snapshots are numbered.
///   - record: the record mode; nil follows the trait, `INTROKIT_RECORD`, then the default.
///   - snapshotDirectory: where references live; nil is `__Snapshots__/<TestFile>` beside
///     the test file.
///   - artifactsDirectory: where failures leave their files; nil is `INTROKIT_ARTIFACTS`,
///     else `.build/snapshot-artifacts` of the package, each under `<TestFile>`.
///   - filePath: the test file, which places the references beside it.
///   - testName: the test function, the first part of each reference's name.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    artifactsDirectory: URL? = nil,
    filePath: StaticString = #filePath,
    testName: String = #function
) -> SnapshotResult {
    let location = SnapshotLocation(
        filePath: "\(filePath)", testName: testName, name: name, pathExtension: snapshotting.pathExtension,
        snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory)
    let check = SnapshotCheck(location: location, environment: snapshotting.environment)
    let mode: ResolvedRecordMode
    switch ResolvedRecordMode.resolve(argument: record) {
    case .success(let resolved): mode = resolved
    case .failure(let error): return check.failure(error.message)
    }
    let actual: Format
    do {
        actual = try snapshotting.snapshot(value())
    } catch {
        return check.failure("Could not make the snapshot \(location.baseName): \(error)")
    }
    return check.run(actual, diffing: snapshotting.diffing, mode: mode)
}

/// One snapshot's comparison and recording, once the snapshot is made.
struct SnapshotCheck {
    let location: SnapshotLocation
    /// The strategy's environment entries, recorded beside the reference.
    let environment: [String: String]
    /// The pixel size of a stored file, when the format is an image (``Diffing/pixelSize``).
    var pixelSize: (@Sendable (Data) -> PixelSize?)?

    private var referenceURL: URL { location.referenceURL }

    func run<Format>(_ actual: Format, diffing: Diffing<Format>, mode: ResolvedRecordMode) -> SnapshotResult {
        var check = self
        check.pixelSize = diffing.pixelSize
        return check.compare(actual, diffing: diffing, mode: mode)
    }

    private func compare<Format>(_ actual: Format, diffing: Diffing<Format>, mode: ResolvedRecordMode) -> SnapshotResult {
        let actualData: Data
        do {
            actualData = try diffing.toData(actual)
        } catch {
            return failure("Could not encode the snapshot \(location.baseName): \(error)")
        }
        if mode.mode == .all {
            return record(actualData, because: "record mode all, from \(mode.source)")
        }
        guard let referenceData = try? Data(contentsOf: referenceURL) else {
            guard mode.mode != .never else { return failure(missingReferenceMessage(mode), rerecord: .missing) }
            return record(actualData, because: "no reference existed; record mode \(mode.mode.rawValue), from \(mode.source)")
        }
        if referenceData == actualData { return matched() }
        let difference: DiffFailure
        do {
            let reference = try diffing.fromData(referenceData)
            guard let failure = diffing.diff(reference, actual) else { return matched() }
            difference = failure
        } catch {
            difference = DiffFailure(message: "The reference cannot be read: \(error).")
        }
        return mismatch(difference, referenceData: referenceData, actualData: actualData, mode: mode)
    }

    /// A failure with only a message; its review record re-records with `mode`.
    func failure(_ message: String, rerecord mode: SnapshotRecordMode = .failed) -> SnapshotResult {
        let review = FailureRecordWriter(location: location).writeMessage(message, record: mode)
        return SnapshotResult(status: .failed, referenceURL: referenceURL, message: message + "\n" + review, artifacts: [])
    }

    /// A match; an earlier failure's review record is removed.
    private func matched() -> SnapshotResult {
        FailureRecordWriter(location: location).removeStale()
        return SnapshotResult(status: .matched, referenceURL: referenceURL, artifacts: [])
    }

    private func mismatch(_ difference: DiffFailure, referenceData: Data, actualData: Data, mode: ResolvedRecordMode)
        -> SnapshotResult
    {
        let pathExtension = referenceURL.pathExtension
        var lines = ["Snapshot \(location.baseName) does not match \(referenceURL.path).", difference.message]
        var saved: [SavedArtifact] = []
        let artifacts = [SnapshotArtifact(name: "actual", pathExtension: pathExtension, data: actualData)] + difference.artifacts
        for artifact in artifacts {
            let url = location.artifactURL(name: artifact.name, pathExtension: artifact.pathExtension)
            do {
                try AtomicFile<FileWriteError>.write(artifact.data, to: url)
                saved.append(SavedArtifact(url: url, data: artifact.data))
                lines.append("\(artifact.name.capitalized): \(url.path)")
            } catch {
                lines.append("\(artifact.name.capitalized): not written to \(url.path): \(error)")
            }
        }
        if !environment.isEmpty, let note = EnvironmentRecord.changes(beside: referenceURL, current: environment) {
            lines.append(note)
        }
        if mode.mode == .failed {
            lines.append(
                writeReference(actualData)
                    ?? "Re-recorded the reference (record mode failed, from \(mode.source)): run the test again to confirm.")
        }
        lines.append(FailureRecordWriter(location: location).writeMismatch(
            reference: referenceData, actual: actualData, saved: saved, diff: difference, message: lines.joined(separator: "\n"),
            pixelSize: pixelSize))
        return SnapshotResult(status: .failed, referenceURL: referenceURL, message: lines.joined(separator: "\n"), artifacts: saved)
    }

    /// Writes the reference and its environment record; an error message if that failed.
    private func writeReference(_ data: Data) -> String? {
        do {
            try AtomicFile<FileWriteError>.write(data, to: referenceURL)
            if !environment.isEmpty { try EnvironmentRecord.write(environment, beside: referenceURL) }
            return nil
        } catch {
            return "Could not write the reference \(referenceURL.path): \(error)"
        }
    }

    private func record(_ data: Data, because reason: String) -> SnapshotResult {
        if let error = writeReference(data) { return failure(error) }
        return SnapshotResult(
            status: .recorded, referenceURL: referenceURL,
            message: """
                Recorded the reference \(referenceURL.path) (\(reason)). A recorded snapshot fails the test \
                because it was not compared with anything: check the file, commit it and run the test again \
                without recording.
                """,
            artifacts: [])
    }

    private func missingReferenceMessage(_ mode: ResolvedRecordMode) -> String {
        """
        No reference snapshot at \(referenceURL.path), and record mode is never (from \(mode.source)). \
        Record it on a machine with the same rendering environment as CI: run the tests with \
        \(SnapshotRecordMode.environmentVariable)=missing (for example \
        `\(SnapshotRecordMode.environmentVariable)=missing swift test --filter \(location.testFileName)`), \
        or add the trait `.snapshots(record: .missing)` to the test or its suite; then commit the new file.
        """
    }
}
