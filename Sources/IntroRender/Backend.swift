import Foundation
import IntroPNG
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
    /// A small PNG of the picture, when one was asked for
    /// (``RenderBackend/render(_:canvas:options:thumbnailPixelsPerPoint:)``) and the backend
    /// makes a raster image (nil otherwise).
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
    /// How many threads one picture may use (1: the calling one). A caller that renders one
    /// picture alone gives it every core; a backend that can draw or encode a picture in
    /// parts uses up to this many, another ignores it.
    public var threads: Int

    /// Creates options.
    public init(
        scale: Double? = nil, assetsDirectory: URL? = nil, assetLimits: AssetLimits = AssetLimits(), threads: Int = 1
    ) {
        self.scale = scale
        self.assetsDirectory = assetsDirectory
        self.assetLimits = assetLimits
        self.threads = threads
    }

    /// The whole factor a thumbnail shrinks a picture of `pixelsPerPoint` by: 1 to
    /// `PNGImage.largestShrinkFactor`, the most `PNGImage.downsampled(by:)` averages over.
    public static func thumbnailFactor(pixelsPerPoint: Double, thumbnailPixelsPerPoint: Double) -> Int {
        let factor = pixelsPerPoint / thumbnailPixelsPerPoint
        return factor.isFinite && factor >= 1 ? Int(min(factor, Double(PNGImage.largestShrinkFactor))) : 1
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
/// plugin point of the pipeline: what a backend makes (``product``) is all the rest of
/// IntroKit asks of it, never its name or its type.
public protocol RenderBackend: Sendable {
    /// The name `--backend` selects it by (`png`).
    var name: String { get }
    /// What it makes: a raster image (a rasterizer, then an image encoder), a vector document
    /// or text, with the media type and file extension of its files.
    var product: RenderProduct { get }
    /// The measurer layout must use so that text wraps where this backend draws it.
    var textMeasurer: any TextMeasurer { get }
    /// What its output depends on besides the display list (library and font versions), as
    /// snapshot references record it; empty by default.
    var environment: [String: String] { get }
    /// Draws a display list onto a canvas and encodes it.
    func render(_ displayList: DisplayList, canvas: Canvas, options: RenderOptions) throws -> RenderOutput
}

extension RenderBackend {
    /// The extension of its files, without a dot (`png`).
    public var fileExtension: String { product.fileExtension }

    /// Nothing recorded besides the display list.
    public var environment: [String: String] { [:] }

    /// Renders, and for a backend that makes a raster image also a PNG thumbnail: the display
    /// list drawn again by its rasterizer at `thumbnailPixelsPerPoint` (at most the picture's
    /// own scale), so it has the picture's line breaks at a fraction of the cost of shrinking it.
    public func render(
        _ displayList: DisplayList, canvas: Canvas, options: RenderOptions, thumbnailPixelsPerPoint: Double
    ) throws -> RenderOutput {
        var output = try render(displayList, canvas: canvas, options: options)
        guard let rasterizer = product.rasterizer else { return output }
        var small = options
        small.scale = min(thumbnailPixelsPerPoint, options.scale ?? canvas.scale)
        small.threads = 1
        output.thumbnail = try rasterizer.pngData(displayList, canvas: canvas, options: small)
        return output
    }

    /// The display list drawn by the product's rasterizer and encoded by its encoder: what a
    /// raster image backend's ``render(_:canvas:options:)`` does unless it has a faster way.
    public func rasterizeAndEncode(_ displayList: DisplayList, canvas: Canvas, options: RenderOptions) throws -> RenderOutput {
        guard case .rasterImage(let rasterizer, let encoder) = product else {
            throw RenderProductError.notRaster(backend: name)
        }
        let drawn = try rasterizer.rasterize(displayList, canvas: canvas, options: options)
        return RenderOutput(data: try encoder.encode(drawn.pixels), diagnostics: drawn.diagnostics)
    }
}

/// Backends by name. Other packages add theirs with ``register(_:asDefault:)``.
public final class BackendRegistry: @unchecked Sendable {
    /// The process-wide registry; it starts with the `text` backend, its default.
    public static let shared = BackendRegistry(backends: [TextBackend()])

    private let lock = NSLock()
    private var backends: [String: any RenderBackend] = [:]
    private var defaultName: String

    /// A registry holding `backends`; the first is the default.
    public init(backends: [any RenderBackend] = []) {
        defaultName = backends.first?.name ?? TextBackend().name
        for backend in backends { self.backends[backend.name] = backend }
    }

    /// Adds a backend, replacing one of the same name; `asDefault` makes it the one used when
    /// none is named (`--backend`'s default).
    public func register(_ backend: any RenderBackend, asDefault: Bool = false) {
        lock.withLock {
            backends[backend.name] = backend
            if asDefault { defaultName = backend.name }
        }
    }

    /// The backend used when none is named: the last registered as default, else the text backend.
    public var defaultBackend: any RenderBackend {
        lock.withLock { backends[defaultName] } ?? TextBackend()
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
