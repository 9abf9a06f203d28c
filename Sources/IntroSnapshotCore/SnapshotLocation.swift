import Foundation
import Synchronization

/// Where one snapshot's reference and artifacts live:
/// `__Snapshots__/<TestFile>/<testName>.<name or counter>.<ext>` beside the test file, and
/// `<artifacts>/<TestFile>/<testName>.<name or counter>.actual.<ext>` (plus `.diff.png` …).
struct SnapshotLocation: Sendable {
    /// The reference file.
    let referenceURL: URL
    /// The folder failures leave their files in.
    let artifactsDirectory: URL
    /// `<testName>.<name or counter>`, the start of every file name.
    let baseName: String
    /// The test file's name without extension (`SampleSnapshotTests`).
    let testFileName: String
    /// The test file.
    let testFile: URL
    /// The test function as `#function` gives it (`welcome()`).
    let testName: String

    /// The environment variable naming the artifacts folder.
    static let artifactsVariable = "INTROKIT_ARTIFACTS"

    /// The location of the next snapshot of a test. Unnamed snapshots are numbered from 1 in
    /// the order a test asserts them (per process: name the snapshots of parameterized tests).
    init(
        filePath: String, testName: String, name: String?, pathExtension: String, snapshotDirectory: URL?,
        artifactsDirectory: URL?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        let testFile = URL(fileURLWithPath: filePath)
        let fileName = testFile.deletingPathExtension().lastPathComponent
        testFileName = fileName
        self.testFile = testFile
        self.testName = testName
        let test = Self.sanitized(Self.functionName(testName))
        let suffix = name.map(Self.sanitized) ?? String(SnapshotCounter.shared.next(file: filePath, test: test))
        baseName = "\(test).\(suffix)"
        let references =
            snapshotDirectory
            ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(fileName)
        referenceURL = references.appendingPathComponent("\(baseName).\(pathExtension)")
        self.artifactsDirectory =
            artifactsDirectory
            ?? Self.defaultArtifactsRoot(testFile: testFile, environment: environment).appendingPathComponent(fileName)
    }

    /// Where an artifact of this snapshot goes: `<artifacts>/<baseName>.<name>.<ext>`.
    func artifactURL(name: String, pathExtension: String) -> URL {
        artifactsDirectory.appendingPathComponent("\(baseName).\(name).\(pathExtension)")
    }

    /// `INTROKIT_ARTIFACTS`, else `.build/snapshot-artifacts` in the package that holds the
    /// test file (the nearest folder up with a `Package.swift`), else a temporary folder.
    static func defaultArtifactsRoot(testFile: URL, environment: [String: String]) -> URL {
        if let path = environment[artifactsVariable], !path.isEmpty { return URL(fileURLWithPath: path) }
        guard let package = SnapshotPackage.folder(holding: testFile) else {
            return FileManager.default.temporaryDirectory.appendingPathComponent("introkit-snapshot-artifacts")
        }
        return package.appendingPathComponent(".build").appendingPathComponent("snapshot-artifacts")
    }

    /// A test function's name without its parameter list (`sheetText(device:)` → `sheetText`).
    static func functionName(_ testName: String) -> String {
        String(testName.prefix { $0 != "(" })
    }

    /// A file-name-safe form: letters, digits, `.`, `_` and `-` stay, runs of anything else
    /// become one `-`, and the ends are trimmed (`a b/c` → `a-b-c`).
    static func sanitized(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            let keep = scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar))
            if keep {
                result.unicodeScalars.append(scalar)
            } else if !result.hasSuffix("-") {
                result += "-"
            }
        }
        let trimmed = result.trimmingCharacters(in: CharacterSet(charactersIn: "-."))
        return trimmed.isEmpty ? "snapshot" : trimmed
    }
}

/// Numbers the unnamed snapshots of each test.
final class SnapshotCounter: Sendable {
    static let shared = SnapshotCounter()
    private let counts = Mutex<[String: Int]>([:])

    /// 1 for a test's first unnamed snapshot, then 2, 3 …
    func next(file: String, test: String) -> Int {
        counts.withLock { counts in
            let key = file + "\u{0}" + test
            let next = counts[key, default: 0] + 1
            counts[key] = next
            return next
        }
    }
}

/// The Swift package a test file belongs to.
public enum SnapshotPackage {
    /// The nearest folder above `file` with a `Package.swift`, or nil when there is none.
    public static func folder(holding file: URL) -> URL? {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
