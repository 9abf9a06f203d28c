import CWebP
import Foundation
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
    /// libwebp's decoder: snapshot references are stored as WebP, and the gallery makes
    /// thumbnails of changed files again.
    public var decoder: (any ImageDecoder)? { WebPDecoder() }

    /// The most pixels a side a WebP image may have.
    public static let largestSide = 16_383

    /// The WebP file of the pixels. WebP images are at most ``largestSide`` pixels a side.
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

/// WebP files back into pixels, with libwebp.
public struct WebPDecoder: ImageDecoder {
    /// A decoder.
    public init() {}

    /// The straight-alpha RGBA pixels of a WebP file.
    public func decode(_ data: Data) throws -> PNGImage {
        guard let size = pixelSize(of: data) else { throw WebPError.notDecoded }
        var (width, height): (Int32, Int32) = (0, 0)
        let decoded = data.withUnsafeBytes { WebPDecodeRGBA($0.bindMemory(to: UInt8.self).baseAddress, data.count, &width, &height) }
        guard let decoded, Int(width) == size.width, Int(height) == size.height else { throw WebPError.notDecoded }
        defer { WebPFree(decoded) }
        return try PNGImage(width: size.width, height: size.height, rgba: Array(UnsafeBufferPointer(start: decoded, count: size.width * size.height * 4)))
    }

    /// The size in a WebP file's header (libwebp's `WebPGetInfo`), or nil for another file.
    public func pixelSize(of data: Data) -> PixelSize? {
        var (width, height): (Int32, Int32) = (0, 0)
        let valid = data.withUnsafeBytes { WebPGetInfo($0.bindMemory(to: UInt8.self).baseAddress, data.count, &width, &height) }
        return valid != 0 ? PixelSize(width: Int(width), height: Int(height)) : nil
    }
}

/// Why libwebp made no file, or read none.
public enum WebPError: Error, Hashable, Sendable {
    /// The image could not be encoded (larger than 16,383 pixels a side, or out of memory).
    case notEncoded(width: Int, height: Int)
    /// The data is not a WebP file libwebp can decode.
    case notDecoded
    /// No registered backend has a rasterizer to draw the pixels (register IntroKit's first).
    case noRasterizer
}

/// The `webp` backend: a registered rasterizer (IntroKit's Cairo one, in a stock `introkit`)
/// draws the display list, ``WebPEncoder`` writes the file. It declares a raster image
/// product, so IntroKit gives it thumbnails, filmstrips, animated previews, pixel snapshots
/// and a cache without knowing its name — and without this package importing Cairo.
public struct WebPBackend: RenderBackend {
    /// `webp`: what `--backend` selects it by.
    public let name = "webp"
    /// How its files are encoded.
    public var encoder: WebPEncoder
    /// Draws the pixels.
    public let rasterizer: any Rasterizer

    /// A backend drawing with `rasterizer` and writing with `encoder`.
    public init(rasterizer: any Rasterizer, encoder: WebPEncoder = WebPEncoder()) {
        self.rasterizer = rasterizer
        self.encoder = encoder
    }

    /// A backend drawing with the rasterizer of `registry` (``BackendRegistry/rasterizer``:
    /// the default backend's, Cairo's in a stock `introkit`).
    public init(registry: BackendRegistry = .shared, encoder: WebPEncoder = WebPEncoder()) throws {
        guard let rasterizer = registry.rasterizer else { throw WebPError.noRasterizer }
        self.init(rasterizer: rasterizer, encoder: encoder)
    }

    /// A raster image: the rasterizer's pixels, then libwebp.
    public var product: RenderProduct { .rasterImage(rasterizer, encoder) }
    /// The rasterizer's measurer, so text wraps where it is drawn.
    public var textMeasurer: any TextMeasurer { rasterizer.textMeasurer }
    /// The rasterizer's environment and libwebp's version, recorded beside snapshot references.
    public var environment: [String: String] {
        let version = WebPGetEncoderVersion()
        return rasterizer.environment.merging(
            ["libwebp": "\(version >> 16).\((version >> 8) & 0xFF).\(version & 0xFF)"]) { _, new in new }
    }

    /// Its diagnostics' texts, merged into `introkit`'s table when it is registered.
    public var messages: [String: [String: String]] { WebPMessages.entries }

    /// Its encoding (lossless, or lossy at a quality), the environment and the rasterizer's
    /// files: what the render cache keys its files by.
    public var cacheIdentity: RenderIdentity {
        RenderIdentity(settings: ["mode": "\(encoder.mode)"], environment: environment, files: rasterizer.environmentFiles)
    }

    /// Draws and encodes the display list; a picture over WebP's 16,383 pixels a side is
    /// reported as a `webpTooLarge` diagnostic with an empty file rather than thrown.
    public func render(_ displayList: DisplayList, canvas: Canvas, options: RenderOptions) throws -> RenderOutput {
        let size = rasterizer.pixelSize(of: displayList, canvas: canvas, options: options)
        guard size.width <= WebPEncoder.largestSide, size.height <= WebPEncoder.largestSide else {
            let diagnostic = RenderDiagnostic(
                severity: .error, code: "webpTooLarge", message: "larger than WebP allows", subject: "\(size)",
                arguments: [String(WebPEncoder.largestSide)])
            return RenderOutput(data: Data(), diagnostics: [diagnostic], pixelSize: size)
        }
        return try rasterizeAndEncode(displayList, canvas: canvas, options: options)
    }
}

/// The texts of the WebP backend's diagnostics, in English and Spanish (`diagnostic.<code>`,
/// the subject as `{0}`, then its arguments).
public enum WebPMessages {
    /// Every message by key, then by language.
    public static let entries: [String: [String: String]] = [
        "diagnostic.webpTooLarge": [
            "en": "the picture is {0} pixels, larger than WebP's {1} a side: use --scale 1 or --backend png",
            "es": "la imagen mide {0} píxeles, más que los {1} por lado de WebP: use --scale 1 o --backend png",
        ]
    ]
}
