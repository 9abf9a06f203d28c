import Foundation
import Testing
import XCTest

/// Asserts that a value's snapshot matches its reference file, recording the reference
/// when the record mode says so.
///
/// Works in Swift Testing (a failure is an `Issue` at the call site, with the actual
/// snapshot and the diff image attached) and in XCTest (`XCTFail` at the call site). The
/// reference is `__Snapshots__/<TestFile>/<testName>.<name or counter>.<ext>` beside the
/// test file; the record mode is `record`, else the `.snapshots(record:)` trait, else
/// `INTROKIT_RECORD`, else `missing` (`never` when `CI=true`). See
/// ``verifySnapshot(of:as:named:record:snapshotDirectory:artifactsDirectory:filePath:testName:)``
/// for the parameters.
///
/// ```swift
/// @Test func welcome() throws {
///     let page = WelcomeSheetPage(title: "Welcome", rows: [])
///     assertSnapshot(of: page, as: .text(device: try DeviceCatalog.device(id: "iphone-15")))
/// }
/// ```
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let result = verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
        filePath: filePath, testName: testName)
    guard result.fails else { return }
    SnapshotReporter.report(
        result, at: SnapshotReporter.Location(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Hands failures to whichever test framework is running the test.
enum SnapshotReporter {
    /// The assertion's call site.
    struct Location {
        var fileID: StaticString
        var filePath: StaticString
        var line: UInt
        var column: UInt
    }

    static func report(_ result: SnapshotResult, at location: Location) {
        let message = result.message ?? "Snapshot failed."
        guard Test.current != nil else {
            XCTFail(message, file: location.filePath, line: location.line)
            return
        }
        let sourceLocation = SourceLocation(
            fileID: "\(location.fileID)", filePath: "\(location.filePath)", line: Int(location.line),
            column: Int(location.column))
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        for artifact in result.artifacts {
            Attachment.record([UInt8](artifact.data), named: artifact.url.lastPathComponent, sourceLocation: sourceLocation)
        }
    }
}
