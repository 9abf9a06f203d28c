import CWebP
import Foundation
import IntroCairo
import IntroPNG
import IntroRender
import IntroUI

/// Pixels into a WebP file with Debian's libwebp: lossless by default (the pixels come back
/// exactly; transparent pixels may change colour), or lossy at a quality from 0 to 100.
public struct WebPEncoder: ImageEncoder {
    /// How the pixels are compressed.
    public enum Mode: Hashable, Sendable {
        /// Every visible pixel kept as drawn.
        case lossless
        /// Smaller files at a quality from 0 to 100.
        case lossy(quality: Float)
    }

    /// How the pixels are compressed.
    public var mode: Mode

    /// An encoder (lossless by default).
    public init(mode: Mode = .lossless) {
        self.mode = mode
    }

    /// `image/webp`: browsers show it, so the gallery shows the file itself when it has no thumbnail.
    public var mediaType: String { "image/webp" }
    /// `webp`.
    public var fileExtension: String { "webp" }

    /// The WebP file of the pixels. WebP images are at most 16,383 pixels a side.
    public func encode(_ pixels: PNGImage) throws -> Data {
        var output: UnsafeMutablePointer<UInt8>?
        let (width, height, stride) = (Int32(pixels.width), Int32(pixels.height), Int32(pixels.width * 4))
        let size = pixels.rgba.withUnsafeBufferPointer { rgba in
            switch mode {
            case .lossless: WebPEncodeLosslessRGBA(rgba.baseAddress, width, height, stride, &output)
            case .lossy(let quality): WebPEncodeRGBA(rgba.baseAddress, width, height, stride, quality, &output)
            }
        }
        guard size > 0, let output else { throw WebPError.notEncoded(width: pixels.width, height: pixels.height) }
        defer { WebPFree(output) }
        return Data(bytes: output, count: size)
    }
}

/// Why libwebp made no file.
public enum WebPError: Error, Hashable, Sendable {
    /// The image could not be encoded (larger than 16,383 pixels a side, or out of memory).
    case notEncoded(width: Int, height: Int)
}

/// The `webp` backend: IntroKit's Cairo rasterizer draws the display list, ``WebPEncoder``
/// writes the file. It declares a raster image product, so IntroKit gives it thumbnails,
/// filmstrips, animated previews and pixel snapshots without knowing its name.
public struct WebPBackend: RenderBackend {
    /// `webp`: what `--backend` selects it by.
    public let name = "webp"
    /// How its files are encoded.
    public var encoder: WebPEncoder
    /// Draws the pixels (text with Pango, icons with librsvg).
    public let rasterizer = CairoRasterizer()

    /// A backend writing with `encoder`.
    public init(encoder: WebPEncoder = WebPEncoder()) {
        self.encoder = encoder
    }

    /// A raster image: Cairo's pixels, then libwebp.
    public var product: RenderProduct { .rasterImage(rasterizer, encoder) }
    /// The rasterizer's measurer, so text wraps where it is drawn.
    public var textMeasurer: any TextMeasurer { rasterizer.textMeasurer }
    /// Cairo's environment and libwebp's version, recorded beside snapshot references.
    public var environment: [String: String] {
        let version = WebPGetEncoderVersion()
        return CairoBackend(format: .png).environment.merging(
            ["libwebp": "\(version >> 16).\((version >> 8) & 0xFF).\(version & 0xFF)"]) { _, new in new }
    }

    /// Draws and encodes the display list.
    public func render(_ displayList: DisplayList, canvas: Canvas, options: RenderOptions) throws -> RenderOutput {
        try rasterizeAndEncode(displayList, canvas: canvas, options: options)
    }
}
