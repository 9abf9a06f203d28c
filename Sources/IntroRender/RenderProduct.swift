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
    /// The pixels of a display list at `options.scale` (nil: the canvas's) pixels per point,
    /// straight alpha, and what was noticed while drawing.
    func rasterize(_ displayList: DisplayList, canvas: Canvas, options: RenderOptions) throws -> RasterizedImage

    /// The pixels `rasterize` draws, as a PNG file (gallery thumbnails, animated previews). By
    /// default the straight-alpha pixels handed to IntroPNG's writer; a rasterizer that draws in
    /// another pixel layout may encode its own without converting them first.
    func pngData(_ displayList: DisplayList, canvas: Canvas, options: RenderOptions) throws -> Data
}

extension Rasterizer {
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

/// Turns pixels into an image file: the second half of a raster image backend.
public protocol ImageEncoder: Sendable {
    /// The media type of its files (`image/png`, `image/webp`).
    var mediaType: String { get }
    /// The extension of its files, without a dot.
    var fileExtension: String { get }
    /// The file of an image.
    func encode(_ pixels: PNGImage) throws -> Data
}

/// IntroKit's PNG writer as an image encoder (`PNGEncoder`, from IntroPNG).
public struct PNGImageEncoder: ImageEncoder {
    /// The writer's settings.
    public var encoder: PNGEncoder
    /// `image/png`.
    public var mediaType: String { PNGImage.mediaType }
    /// `png`.
    public var fileExtension: String { "png" }

    /// An encoder with the writer's settings.
    public init(_ encoder: PNGEncoder = PNGEncoder()) {
        self.encoder = encoder
    }

    /// The PNG file of the pixels.
    public func encode(_ pixels: PNGImage) throws -> Data {
        pixels.pngData(encoder: encoder)
    }
}

/// A backend was asked for something its product does not have.
public enum RenderProductError: Error, Hashable, Sendable {
    /// Pixels were asked of a backend that makes no raster image.
    case notRaster(backend: String)
    /// Text was asked of a backend whose files are not text.
    case notText(backend: String)
}
