import Foundation
import IntroPNG
import IntroUI

/// What a backend makes, declared once: everything that treats outputs differently (the
/// gallery, thumbnails, filmstrips, animated previews, snapshot strategies) asks this, never a
/// backend's name or type.
public enum RenderProduct: Sendable {
    /// A raster image: the display list drawn into pixels, then encoded. Such a backend gets
    /// thumbnails, animated previews and pixel snapshots from its rasterizer.
    case rasterImage(any Rasterizer, any ImageEncoder)
    /// A vector document (SVG, PDF): its media type and file extension.
    case vectorDocument(mediaType: String, fileExtension: String)
    /// Plain text (UTF-8), with its file extension.
    case text(fileExtension: String)

    /// The media type of its files (`image/png`, `application/pdf`, `text/plain`).
    public var mediaType: String {
        switch self {
        case .rasterImage(_, let encoder): encoder.mediaType
        case .vectorDocument(let mediaType, _): mediaType
        case .text: "text/plain"
        }
    }

    /// The extension of its files, without a dot (`png`).
    public var fileExtension: String {
        switch self {
        case .rasterImage(_, let encoder): encoder.fileExtension
        case .vectorDocument(_, let fileExtension), .text(let fileExtension): fileExtension
        }
    }

    /// The rasterizer of a raster image backend (nil for the others).
    public var rasterizer: (any Rasterizer)? {
        if case .rasterImage(let rasterizer, _) = self { rasterizer } else { nil }
    }

    /// The decoder of a raster image backend's files, when its encoder has one (nil for the
    /// others): what makes a thumbnail of a file read back, or compares a snapshot stored in
    /// the backend's own encoding.
    public var decoder: (any ImageDecoder)? {
        if case .rasterImage(_, let encoder) = self { encoder.decoder } else { nil }
    }

    /// The pixel size of the file a raster image backend makes of a display list (nil for
    /// the others), from its rasterizer: known before, and without, decoding the file.
    public func pixelSize(of displayList: DisplayList, canvas: Canvas, options: RenderOptions) -> PixelSize? {
        rasterizer?.pixelSize(of: displayList, canvas: canvas, options: options)
    }

    /// Whether the files are text a person can read and compare line by line (plain text,
    /// or a document whose media type is XML or text, such as SVG).
    public var isReadableText: Bool {
        switch self {
        case .rasterImage: false
        case .vectorDocument(let mediaType, _): mediaType.hasPrefix("text/") || mediaType.hasSuffix("+xml")
        case .text: true
        }
    }
}

/// Draws a display list into pixels: the first half of a raster image backend.
public protocol Rasterizer: Sendable {
    /// The measurer text must be laid out with to be drawn where it was measured (a backend
    /// built on this rasterizer lends it to layout).
    var textMeasurer: any TextMeasurer { get }
    /// What its pixels depend on besides the display list (library and font versions): what
    /// a backend built on it records beside snapshot references and keys its cache by.
    var environment: [String: String] { get }
    /// Paths of files whose contents may change what it draws (installed fonts, font
    /// configuration), for the render cache's key.
    var environmentFiles: [String] { get }

    /// The pixels of a display list at `options.scale` (nil: the canvas's) pixels per point,
    /// straight alpha, and what was noticed while drawing.
    func rasterize(_ displayList: DisplayList, canvas: Canvas, options: RenderOptions) throws -> RasterizedImage

    /// The images it draws, looked up in `assetsDirectory` (nil: symbols only) as it looks
    /// them up; nil when it draws no image files.
    func imageResolver(assetsDirectory: URL?) -> (any ImageResolver)?

    /// The pixel size `rasterize` gives a display list: its size in points times the scale,
    /// each side rounded.
    func pixelSize(of displayList: DisplayList, canvas: Canvas, options: RenderOptions) -> PixelSize

    /// The pixels `rasterize` draws, as a PNG file (gallery thumbnails, animated previews). By
    /// default the straight-alpha pixels handed to IntroPNG's writer; a rasterizer that draws in
    /// another pixel layout may encode its own without converting them first.
    func pngData(_ displayList: DisplayList, canvas: Canvas, options: RenderOptions) throws -> Data
}

extension Rasterizer {
    /// Nothing recorded besides the display list.
    public var environment: [String: String] { [:] }
    /// No file read on its own.
    public var environmentFiles: [String] { [] }

    /// No image files drawn.
    public func imageResolver(assetsDirectory: URL?) -> (any ImageResolver)? { nil }

    /// The display list's size in points times `options.scale` (nil: the canvas's), each
    /// side rounded to a whole pixel.
    public func pixelSize(of displayList: DisplayList, canvas: Canvas, options: RenderOptions) -> PixelSize {
        let scale = options.scale ?? canvas.scale
        let side = { (points: Double) in
            let pixels = (points * scale).rounded()
            return pixels.isFinite && pixels >= 0 && pixels < Double(Int32.max) ? Int(pixels) : 0
        }
        return PixelSize(width: side(displayList.size.width), height: side(displayList.size.height))
    }

    /// The drawn pixels, straight alpha, encoded by IntroPNG's writer.
    public func pngData(_ displayList: DisplayList, canvas: Canvas, options: RenderOptions) throws -> Data {
        try rasterize(displayList, canvas: canvas, options: options).pixels.pngData()
    }
}

/// Pixels drawn from a display list.
public struct RasterizedImage: Sendable {
    /// Straight-alpha RGBA pixels.
    public var pixels: PNGImage
    /// Warnings from drawing (unknown icons, …).
    public var diagnostics: [RenderDiagnostic]

    /// Creates a drawn image.
    public init(pixels: PNGImage, diagnostics: [RenderDiagnostic] = []) {
        self.pixels = pixels
        self.diagnostics = diagnostics
    }
}

/// The width and height of a raster image, in pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// Pixels across.
    public var width: Int
    /// Pixels down.
    public var height: Int

    /// A size of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size of an image.
    public init(_ image: PNGImage) {
        self.init(width: image.width, height: image.height)
    }

    /// `width×height`.
    public var description: String { "\(width)×\(height)" }
}

/// Turns pixels into an image file: the second half of a raster image backend.
public protocol ImageEncoder: Sendable {
    /// The media type of its files (`image/png`, `image/webp`).
    var mediaType: String { get }
    /// The extension of its files, without a dot.
    var fileExtension: String { get }
    /// Reads its files back (nil: it cannot). With one, snapshot references are stored in
    /// this encoding and a gallery makes thumbnails of its files again when they change.
    var decoder: (any ImageDecoder)? { get }
    /// The file of an image.
    func encode(_ pixels: PNGImage) throws -> Data
}

extension ImageEncoder {
    /// No decoder: its files are not read back.
    public var decoder: (any ImageDecoder)? { nil }
}

/// Reads the files of an image encoder back into pixels.
public protocol ImageDecoder: Sendable {
    /// The straight-alpha pixels of a file; throws when it is not a valid file of this kind.
    func decode(_ data: Data) throws -> PNGImage
    /// The pixel size a file declares (from its header, without decoding it), or nil when
    /// it is not a file of this kind.
    func pixelSize(of data: Data) -> PixelSize?
}

/// IntroKit's PNG writer as an image encoder (`PNGEncoder`, from IntroPNG).
public struct PNGImageEncoder: ImageEncoder {
    /// The writer's settings.
    public var encoder: PNGEncoder
    /// `image/png`.
    public var mediaType: String { PNGImage.mediaType }
    /// `png`.
    public var fileExtension: String { "png" }

    /// IntroPNG's decoder.
    public var decoder: (any ImageDecoder)? { PNGImageDecoder() }

    /// An encoder with the writer's settings.
    public init(_ encoder: PNGEncoder = PNGEncoder()) {
        self.encoder = encoder
    }

    /// The PNG file of the pixels.
    public func encode(_ pixels: PNGImage) throws -> Data {
        pixels.pngData(encoder: encoder)
    }
}

/// IntroPNG's decoder as an image decoder.
public struct PNGImageDecoder: ImageDecoder {
    /// A PNG decoder.
    public init() {}

    /// The pixels of a PNG file.
    public func decode(_ data: Data) throws -> PNGImage {
        try PNGImage.decode(data)
    }

    /// The size in a PNG file's header.
    public func pixelSize(of data: Data) -> PixelSize? {
        PNGHeader.size(data).map { PixelSize(width: $0.width, height: $0.height) }
    }
}

/// A backend was asked for something its product does not have.
public enum RenderProductError: Error, Hashable, Sendable {
    /// Pixels were asked of a backend that makes no raster image.
    case notRaster(backend: String)
    /// Text was asked of a backend whose files are not text.
    case notText(backend: String)
}
