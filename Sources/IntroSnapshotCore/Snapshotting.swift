import Foundation
import IntroRender

/// A snapshot strategy: how to turn a value into something that can be stored as a reference
/// file (`Format`) and how to compare two of those.
///
/// IntroKit's strategies — `.image(device:)`, `.svg(device:)`, `.text(device:)`,
/// `.layout(device:)` — are values of this type; build your own from them with
/// ``pullback(_:)``:
///
/// ```swift
/// let onboarding: Snapshotting<OnboardingModel, PNGImage> =
///     Snapshotting<OnboardingView, PNGImage>.image(device: iPhone15).pullback { OnboardingView(model: $0) }
/// ```
public struct Snapshotting<Value, Format>: Sendable {
    /// The reference file's extension, without a dot (`png`, `txt`).
    public var pathExtension: String
    /// How references are stored and compared.
    public var diffing: Diffing<Format>
    /// What the output depends on besides the value (library and font versions), recorded in
    /// the references' folder (`environment.json`) and named in a failure when it changed;
    /// empty for none.
    public var environment: [String: String]
    /// Makes the snapshot of a value.
    public var snapshot: @Sendable (Value) throws -> Format

    /// Creates a strategy.
    public init(
        pathExtension: String, diffing: Diffing<Format>, environment: [String: String] = [:],
        snapshot: @escaping @Sendable (Value) throws -> Format
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.environment = environment
        self.snapshot = snapshot
    }

    /// The same strategy for another kind of value: `transform` turns it into this one's.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value)
        -> Snapshotting<NewValue, Format>
    {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing, environment: environment) {
            try snapshot(transform($0))
        }
    }
}

/// How a snapshot format is stored as bytes and how two snapshots are compared.
public struct Diffing<Format>: Sendable {
    /// The bytes of a reference file (an image's in its encoder's format).
    public var toData: @Sendable (Format) throws -> Data
    /// A reference file read back.
    public var fromData: @Sendable (Data) throws -> Format
    /// Compares the reference with the new snapshot: nil when they match, else why not.
    public var diff: @Sendable (_ reference: Format, _ actual: Format) -> DiffFailure?
    /// The pixel size a stored file declares, for an image format (what a failure record
    /// shows of the reference and the snapshot); nil for a format that is not an image.
    public var pixelSize: (@Sendable (Data) -> PixelSize?)?

    /// Creates a diffing; give `pixelSize` when the files are images.
    public init(
        toData: @escaping @Sendable (Format) throws -> Data, fromData: @escaping @Sendable (Data) throws -> Format,
        diff: @escaping @Sendable (_ reference: Format, _ actual: Format) -> DiffFailure?,
        pixelSize: (@Sendable (Data) -> PixelSize?)? = nil
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
        self.pixelSize = pixelSize
    }
}

/// Why a snapshot does not match its reference.
public struct DiffFailure: Sendable {
    /// What differs, for people (a unified diff, the share of differing pixels …).
    public var message: String
    /// Files that show the difference (a diff image), written beside the actual snapshot.
    public var artifacts: [SnapshotArtifact]

    /// Creates a failure.
    public init(message: String, artifacts: [SnapshotArtifact] = []) {
        self.message = message
        self.artifacts = artifacts
    }
}

/// A file that helps to understand a failure.
public struct SnapshotArtifact: Hashable, Sendable {
    /// A short name that ends up in the file name (`diff` → `test.1.diff.png`).
    public var name: String
    /// The file extension, without a dot.
    public var pathExtension: String
    /// The contents.
    public var data: Data

    /// Creates an artifact.
    public init(name: String, pathExtension: String, data: Data) {
        self.name = name
        self.pathExtension = pathExtension
        self.data = data
    }
}
