import Foundation
import IntroPNG
import IntroUI

/// Something a render noticed that the user should know, e.g. an icon it could not find.
public struct RenderDiagnostic: Hashable, Sendable, Codable {
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

    /// The key of its text in a backend's ``RenderBackend/messages``: `diagnostic.<code>`.
    public var messageKey: String { "diagnostic." + code }
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
    /// The picture's size in pixels, for a raster image: set by
    /// ``RenderBackend/render(_:canvas:options:thumbnailPixelsPerPoint:)`` from the product's
    /// rasterizer, so nobody reads it back from the file (nil for documents and text).
    public var pixelSize: PixelSize?

    /// Creates an output.
    public init(data: Data, diagnostics: [RenderDiagnostic] = [], thumbnail: Data? = nil, pixelSize: PixelSize? = nil) {
        self.data = data
        self.diagnostics = diagnostics
        self.thumbnail = thumbnail
        self.pixelSize = pixelSize
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
/// plugin point of the pipeline: what a backend declares here is all the rest of IntroKit
/// asks of it (what it makes, what decides its bytes, how it finds images, the texts of
/// what it reports), never its name or its type.
public protocol RenderBackend: Sendable {
    /// The name `--backend` selects it by (`png`).
    var name: String { get }
    /// What it makes: a raster image (a rasterizer, then an image encoder), a vector document
    /// or text, with the media type and file extension of its files.
    var product: RenderProduct { get }
    /// The measurer layout must use so that text wraps where this backend draws it.
    var textMeasurer: any TextMeasurer { get }
    /// What its output depends on besides the display list (library and font versions), as
    /// snapshot references record it; by default its rasterizer's (none for others).
    var environment: [String: String] { get }
    /// What decides its bytes besides the display list and the options — its settings, its
    /// ``environment``, the files it reads — which the render cache keys outputs by.
    /// Declared by every backend: an identity that left out a setting would serve one
    /// setting's files for another's.
    var cacheIdentity: RenderIdentity { get }
    /// The texts of what it reports, by message key (``RenderDiagnostic/messageKey`` for a
    /// diagnostic, with its subject as `{0}` and its arguments after; the severity is not part
    /// of the text, the tool puts it in front), then by language (`en`, `es`, …); merged into
    /// the tool's table when it is registered.
    /// Empty by default.
    var messages: [String: [String: String]] { get }
    /// How it finds the images it draws, in `assetsDirectory` (nil: symbols only): what lint
    /// and the render cache ask. By default its rasterizer's; nil when it draws no image
    /// files (the text backend shows their names).
    func imageResolver(assetsDirectory: URL?) -> (any ImageResolver)?
    /// Draws a display list onto a canvas and encodes it.
    func render(_ displayList: DisplayList, canvas: Canvas, options: RenderOptions) throws -> RenderOutput
}

extension RenderBackend {
    /// The extension of its files, without a dot (`png`).
    public var fileExtension: String { product.fileExtension }

    /// Its rasterizer's environment, or nothing.
    public var environment: [String: String] { product.rasterizer?.environment ?? [:] }

    /// No messages of its own.
    public var messages: [String: [String: String]] { [:] }

    /// Its rasterizer's resolver, or none.
    public func imageResolver(assetsDirectory: URL?) -> (any ImageResolver)? {
        product.rasterizer?.imageResolver(assetsDirectory: assetsDirectory)
    }

    /// The picture as a PNG file (an animated preview's frame): the backend's own file when
    /// its encoder writes PNG, else its rasterizer's pixels encoded by IntroPNG.
    public func pngData(_ displayList: DisplayList, canvas: Canvas, options: RenderOptions) throws -> Data {
        guard case .rasterImage(let rasterizer, let encoder) = product else { throw RenderProductError.notRaster(backend: name) }
        guard encoder.mediaType != PNGImage.mediaType else { return try render(displayList, canvas: canvas, options: options).data }
        return try rasterizer.pngData(displayList, canvas: canvas, options: options)
    }

    /// Renders, and for a backend that makes a raster image also a PNG thumbnail: the display
    /// list drawn again by its rasterizer at `thumbnailPixelsPerPoint` (at most the picture's
    /// own scale), so it has the picture's line breaks at a fraction of the cost of shrinking it.
    public func render(
        _ displayList: DisplayList, canvas: Canvas, options: RenderOptions, thumbnailPixelsPerPoint: Double
    ) throws -> RenderOutput {
        var output = try render(displayList, canvas: canvas, options: options)
        guard let rasterizer = product.rasterizer else { return output }
        output.pixelSize = output.pixelSize ?? rasterizer.pixelSize(of: displayList, canvas: canvas, options: options)
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
        return RenderOutput(
            data: try encoder.encode(drawn.pixels), diagnostics: drawn.diagnostics,
            pixelSize: PixelSize(drawn.pixels))
    }
}

/// Backends by name. Other packages add theirs with ``register(_:asDefault:)``.
public final class BackendRegistry: @unchecked Sendable {
    /// The process-wide registry; it starts with the `text` backend, its default.
    public static let shared = BackendRegistry(backends: [TextBackend()])

    private let lock = NSLock()
    private var backends: [String: any RenderBackend] = [:]
    private var defaultName: String
    private var registrations = 0

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
            registrations += 1
        }
    }

    /// How many registrations it has seen: what is derived from the registered backends (a
    /// merged message table) is made again when this changes.
    public var generation: Int {
        lock.withLock { registrations }
    }

    /// The backend used when none is named: the last registered as default, else the text backend.
    public var defaultBackend: any RenderBackend {
        lock.withLock { backends[defaultName] } ?? TextBackend()
    }

    /// The registered names, sorted.
    public var names: [String] {
        lock.withLock { backends.keys.sorted() }
    }

    /// The messages of every registered backend (``RenderBackend/messages``), merged; a key
    /// two backends share keeps the texts of the first by name.
    public var messages: [String: [String: String]] {
        lock.withLock {
            backends.keys.sorted().reduce(into: [:]) { merged, name in
                merged.merge(backends[name]?.messages ?? [:]) { first, _ in first }
            }
        }
    }

    /// A rasterizer to build a raster backend on (another encoder, same pixels): the default
    /// backend's when it makes raster images, else the first registered one's by name; nil
    /// when no registered backend rasterizes.
    public var rasterizer: (any Rasterizer)? {
        if let own = defaultBackend.product.rasterizer { return own }
        return lock.withLock { backends.keys.sorted().lazy.compactMap { self.backends[$0]?.product.rasterizer }.first }
    }

    /// A decoder for files of `mediaType`: that of the first registered backend (by name)
    /// whose encoder writes them and reads them back; nil when none does.
    public func decoder(mediaType: String) -> (any ImageDecoder)? {
        lock.withLock {
            backends.keys.sorted().lazy.compactMap { self.backends[$0]?.product }
                .first { $0.mediaType == mediaType && $0.decoder != nil }?.decoder
        }
    }

    /// How `backend`'s images resolve in `assetsDirectory`: its own resolver, or — for one
    /// that draws no image files, such as text, which shows their names — the default
    /// backend's (lint then checks the images the default backend would draw), else one that
    /// finds nothing.
    public func imageResolver(for backend: any RenderBackend, assetsDirectory: URL?) -> any ImageResolver {
        backend.imageResolver(assetsDirectory: assetsDirectory) ?? defaultBackend.imageResolver(assetsDirectory: assetsDirectory)
            ?? NoImageResolver()
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
