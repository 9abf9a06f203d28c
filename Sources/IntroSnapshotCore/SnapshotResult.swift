import Foundation

/// What one snapshot check found, before it is reported to a test framework.
public struct SnapshotResult: Sendable {
    /// How a check ended.
    public enum Status: Hashable, Sendable {
        /// The snapshot matches its reference.
        case matched
        /// The reference was written (recording fails the assertion).
        case recorded
        /// The snapshot does not match, has no reference under `never`, or could not be made.
        case failed
    }

    /// How the check ended.
    public var status: Status
    /// The reference file.
    public var referenceURL: URL
    /// Why the assertion fails; nil when it matched.
    public var message: String?
    /// The files a failure wrote (the actual snapshot, a diff image …).
    public var artifacts: [SavedArtifact]

    /// Whether the assertion fails: anything but ``Status/matched``.
    public var fails: Bool { status != .matched }
}

/// A file written to explain a failure.
public struct SavedArtifact: Hashable, Sendable {
    /// Where it was written.
    public var url: URL
    /// Its contents (attached to the Swift Testing issue).
    public var data: Data
}
