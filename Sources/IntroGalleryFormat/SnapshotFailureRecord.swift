import Foundation

/// One failed snapshot assertion, written by IntroSnapshot beside the failure's artifacts
/// (`<testName>.<name>.failure.json` under `INTROKIT_ARTIFACTS`), and read by
/// `introkit gallery --snapshots DIR` to show the failure.
public struct SnapshotFailureRecord: Codable, Hashable, Sendable {
    /// The suffix of a record's file name.
    public static let fileSuffix = ".failure.json"
    /// The value of ``format`` that marks a failure record.
    public static let formatName = "introkit-snapshot-failure"
    /// The record version this IntroKit writes and reads.
    public static let currentVersion = 1

    /// How the snapshot is compared, which decides how the page shows it.
    public enum Kind: String, Codable, Hashable, Sendable {
        /// Pixels: side by side, swipe, onion skin, difference.
        case image
        /// Lines of text (text grid, SVG, layout JSON): a coloured line diff.
        case text
        /// Nothing to compare (no reference under `never`, or the snapshot could not be made).
        case message
    }

    /// One line of a line diff.
    public struct DiffLine: Codable, Hashable, Sendable {
        /// `" "` same, `"-"` only in the reference, `"+"` only in the new snapshot, `"@"` a hunk header.
        public var op: String
        /// The line's text.
        public var text: String

        /// Creates a line.
        public init(op: String, text: String) {
            self.op = op
            self.text = text
        }
    }

    /// Always ``formatName``.
    public var format: String
    /// The layout version of this file.
    public var version: Int
    /// The test, as Swift Testing names it (`Module.Suite/test()`), or the test function.
    public var test: String
    /// The snapshot's base name (`welcome.1`).
    public var snapshot: String
    /// How it is compared.
    public var kind: Kind
    /// The reference file (absolute path on the machine that ran the test).
    public var reference: String
    /// The reference's copy, relative to the record's folder.
    public var expected: String?
    /// The new snapshot, relative to the record's folder.
    public var actual: String?
    /// The three-panel difference picture (images), relative to the record's folder.
    public var difference: String?
    /// The reference image's width and height in pixels.
    public var expectedSize: [Int]?
    /// The new image's width and height in pixels.
    public var actualSize: [Int]?
    /// The failure message as the test printed it.
    public var message: String
    /// The line diff of text snapshots.
    public var lines: [DiffLine]
    /// The shell command that re-records only this snapshot.
    public var rerecord: String

    /// Creates a record of the current version.
    public init(
        test: String, snapshot: String, kind: Kind, reference: String, expected: String? = nil, actual: String? = nil,
        difference: String? = nil, expectedSize: [Int]? = nil, actualSize: [Int]? = nil, message: String,
        lines: [DiffLine] = [], rerecord: String
    ) {
        format = Self.formatName
        version = Self.currentVersion
        self.test = test
        self.snapshot = snapshot
        self.kind = kind
        self.reference = reference
        self.expected = expected
        self.actual = actual
        self.difference = difference
        self.expectedSize = expectedSize
        self.actualSize = actualSize
        self.message = message
        self.lines = lines
        self.rerecord = rerecord
    }

    /// Sorted, indented JSON ending in a newline.
    public var json: Data { VersionedJSON.encode(self) }

    /// Reads a record, checking its format and version; `source` names the file in errors.
    public static func decode(_ data: Data, source: String) throws(GalleryError) -> SnapshotFailureRecord {
        try VersionedJSON.decode(Self.self, from: data, format: formatName, version: currentVersion, source: source)
    }

    /// The record with its artifact paths prefixed by `folder` (relative, `a/b`).
    public func rebased(under folder: String) -> SnapshotFailureRecord {
        guard !folder.isEmpty else { return self }
        var copy = self
        copy.expected = expected.map { folder + "/" + $0 }
        copy.actual = actual.map { folder + "/" + $0 }
        copy.difference = difference.map { folder + "/" + $0 }
        return copy
    }

    /// The lines of a unified diff (`-`, `+`, ` ` and `@@` lines; file headers dropped).
    public static func diffLines(_ unified: String) -> [DiffLine] {
        unified.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            if line.hasPrefix("---") || line.hasPrefix("+++") { return nil }
            if line.hasPrefix("@@") { return DiffLine(op: "@", text: String(line)) }
            guard let first = line.first, "-+ ".contains(first) else {
                return line.isEmpty ? nil : DiffLine(op: "@", text: String(line))
            }
            return DiffLine(op: String(first), text: String(line.dropFirst()))
        }
    }
}
