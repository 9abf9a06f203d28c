import Foundation
import IntroUI

/// Something a render noticed that the user should know, e.g. an icon it could not find.
public struct RenderDiagnostic: Hashable, Sendable {
    /// How serious it is.
    public enum Severity: String, Hashable, Sendable, Codable {
        /// The output is written, but may not look as intended.
        case warning
        /// The output could not be made as asked.
        case error
    }

    /// How serious it is.
    public var severity: Severity
    /// A stable code, e.g. `unknownIcon`.
    public var code: String
    /// A short English description (the CLI localizes by `code`).
    public var message: String
    /// What it concerns, e.g. an image name.
    public var subject: String
    /// Values for the localized message after the subject (sizes, limits).
    public var arguments: [String]

    /// Creates a diagnostic.
    public init(severity: Severity, code: String, message: String, subject: String, arguments: [String] = []) {
        self.severity = severity
        self.code = code
        self.message = message
        self.subject = subject
        self.arguments = arguments
    }
}

/// The bytes of one render and what was noticed while drawing.
public struct RenderOutput: Sendable {
    /// The encoded file.
    public var data: Data
    /// Warnings from drawing (unknown icons, …).
    public var diagnostics: [RenderDiagnostic]
    /// A small PNG of the picture, when ``RenderOptions/thumbnailPixelsPerPoint`` asked for one
    /// and the backend draws pixels (nil otherwise).
    public var thumbnail: Data?

    /// Creates an output.
    public init(data: Data, diagnostics: [RenderDiagnostic] = [], thumbnail: Data? = nil) {
        self.data = data
        self.diagnostics = diagnostics
        self.thumbnail = thumbnail
    }
}

/// Options a render may honour.
public struct RenderOptions: Sendable, Hashable {
    /// Pixels per point for raster backends (nil: the canvas's scale).
    public var scale: Double?
    /// A folder of user images (`NAME.svg`, `NAME.png`) or an Xcode asset catalog
    /// (`*.xcassets`), looked up before SF Symbols.
    public var assetsDirectory: URL?
    /// How large an asset may be before it is refused.
    public var assetLimits: AssetLimits
    /// A raster backend also returns a thumbnail of this many pixels per point (at most the
    /// picture's), drawn from the same display list (nil: no thumbnail).
    public var thumbnailPixelsPerPoint: Double?

    /// Creates options.
    public init(
        scale: Double? = nil, assetsDirectory: URL? = nil, assetLimits: AssetLimits = AssetLimits(),
        thumbnailPixelsPerPoint: Double? = nil
    ) {
        self.scale = scale
        self.assetsDirectory = assetsDirectory
        self.assetLimits = assetLimits
        self.thumbnailPixelsPerPoint = thumbnailPixelsPerPoint
    }

    /// The whole factor a thumbnail shrinks a picture of `pixelsPerPoint` by: 1 to 64 (a
    /// block of 64 × 64 pixels is the most an average is taken over).
    public static func thumbnailFactor(pixelsPerPoint: Double, thumbnailPixelsPerPoint: Double) -> Int {
        let factor = pixelsPerPoint / thumbnailPixelsPerPoint
        return factor.isFinite && factor >= 1 ? Int(min(factor, 64)) : 1
    }
}

/// The most an asset file may hold, checked before it is decoded.
public struct AssetLimits: Sendable, Hashable {
    /// The largest asset file read by default (8 MiB).
    public static let defaultBytes = 8 << 20
    /// The largest `--max-asset-bytes` accepted (16 MiB): librsvg needs about 45 bytes of
    /// memory per byte of SVG, so a 16 MiB SVG takes about 0.75 GB.
    public static let maximumBytes = 16 << 20
    /// The most pixels a bitmap asset (or an image embedded in an SVG) may have by default:
    /// the CLI's canvas cap (`--max-pixels`), 200 MB decoded.
    public static let defaultPixels = 50_000_000

    /// The most bytes an asset file may have.
    public var bytes: Int
    /// The most pixels a decoded bitmap may have.
    public var pixels: Int

    /// Limits of `bytes` and `pixels`.
    public init(bytes: Int = AssetLimits.defaultBytes, pixels: Int = AssetLimits.defaultPixels) {
        self.bytes = bytes
        self.pixels = pixels
    }
}

/// An output format: text, PNG, SVG, PDF, or one a package registers. Backends are the
/// plugin point of the pipeline.
public protocol RenderBackend: Sendable {
    /// The name `--backend` selects it by (`png`).
    var name: String { get }
    /// The file extension of its output, without a dot (`png`).
    var fileExtension: String { get }
    /// The measurer layout must use so that text wraps where this backend draws it.
    var textMeasurer: any TextMeasurer { get }
    /// Draws a display list onto a canvas and encodes it.
    func render(_ displayList: DisplayList, canvas: Canvas, options: RenderOptions) throws -> RenderOutput
}

/// Backends by name. Other packages add theirs with ``register(_:)``.
public final class BackendRegistry: @unchecked Sendable {
    /// The process-wide registry; it starts with the `text` backend.
    public static let shared = BackendRegistry(backends: [TextBackend()])

    private let lock = NSLock()
    private var backends: [String: any RenderBackend] = [:]

    /// A registry holding `backends`.
    public init(backends: [any RenderBackend] = []) {
        for backend in backends { self.backends[backend.name] = backend }
    }

    /// Adds a backend, replacing one of the same name.
    public func register(_ backend: any RenderBackend) {
        lock.withLock { backends[backend.name] = backend }
    }

    /// The registered names, sorted.
    public var names: [String] {
        lock.withLock { backends.keys.sorted() }
    }

    /// The backend with a name.
    public func backend(named name: String) throws(UnknownBackendError) -> any RenderBackend {
        guard let backend = lock.withLock({ backends[name.lowercased()] }) else {
            throw UnknownBackendError(name: name, registered: names)
        }
        return backend
    }
}

/// A backend name nobody registered.
public struct UnknownBackendError: Error, Hashable, Sendable {
    /// The name asked for.
    public let name: String
    /// The names that are registered.
    public let registered: [String]
}
