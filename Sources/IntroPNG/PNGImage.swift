import CDeflate
import Foundation

/// An 8-bit RGBA image with straight (not premultiplied) alpha, rows top to bottom:
/// what the PNG writer encodes and the decoder returns.
public struct PNGImage: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha per pixel.
    public let rgba: [UInt8]

    /// Creates an image; `rgba` must hold exactly `width × height × 4` bytes.
    public init(width: Int, height: Int, rgba: [UInt8]) throws(PNGError) {
        guard width > 0, height > 0, let count = PNGImage.byteCount(width: width, height: height, channels: 4),
            count == rgba.count
        else { throw .sizeMismatch(width: width, height: height, byteCount: rgba.count) }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// An image whose dimensions were already checked.
    package init(checkedWidth width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The media type of PNG files, `image/png`.
    public static let mediaType = "image/png"

    /// Whether every pixel has alpha 255.
    public var isOpaque: Bool {
        rgba.withUnsafeBufferPointer { bytes in
            stride(from: 3, to: bytes.count, by: 4).allSatisfy { bytes[$0] == 255 }
        }
    }

    /// The image as a PNG file.
    public func pngData(encoder: PNGEncoder = PNGEncoder()) -> Data {
        encoder.encode(self)
    }

    /// Decodes a PNG file of any colour type, bit depth and interlacing into 8-bit RGBA.
    public static func decode(_ data: Data) throws(PNGError) -> PNGImage {
        try PNGDecoder(data: data).decode()
    }

    /// The most pixels an image may have (a 16k × 16k picture), so a hostile header cannot
    /// ask for an absurd allocation.
    static let maximumPixels = 16_384 * 16_384

    /// `width × height × channels`, or nil when it overflows or exceeds ``maximumPixels``.
    static func byteCount(width: Int, height: Int, channels: Int) -> Int? {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= maximumPixels else { return nil }
        return pixels * channels
    }
}

/// Why a PNG could not be read or an image could not be made.
public enum PNGError: Error, Hashable, Sendable {
    /// The data does not start with the PNG signature.
    case notPNG
    /// The image is empty or larger than 16384 × 16384 pixels.
    case badDimensions(width: Int, height: Int)
    /// libpng refused the file (truncated, a bad checksum, corrupt data …): its reason.
    case undecodable(reason: String)
    /// The pixel buffer's length is not `width × height × 4`.
    case sizeMismatch(width: Int, height: Int, byteCount: Int)
}

/// Straight alpha from premultiplied alpha: `c × 255 / a`, rounded; a transparent pixel is 0.
@inline(__always)
func unpremultiply(_ component: UInt8, alpha: UInt8) -> UInt8 {
    guard alpha != 0 else { return 0 }
    let value = (UInt32(component) * 255 + UInt32(alpha) / 2) / UInt32(alpha)
    return UInt8(min(value, 255))
}

/// The PNG CRC-32 of a chunk's type and data.
func pngCRC(_ bytes: UnsafeRawBufferPointer, from start: Int, count: Int) -> UInt32 {
    guard let base = bytes.baseAddress else { return 0 }
    return libdeflate_crc32(0, base + start, count)
}
