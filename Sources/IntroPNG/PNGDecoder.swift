import CPNG
import Foundation

/// Reads every PNG a reference image can be — each colour type (grey, grey + alpha, RGB,
/// RGBA, palette, with `tRNS` transparency), bit depths 1 to 16, Adam7 interlacing — through
/// libpng (`cpng_decode_rgba` in the CPNG module), into 8-bit straight RGBA; 16-bit samples
/// are scaled to 8 bits, rounded. The size comes from ``PNGHeader`` and is checked before
/// anything is allocated, so a hostile header cannot ask for an absurd allocation. IntroKit
/// writes its own PNGs (``PNGEncoder``); only reading is libpng's.
struct PNGDecoder {
    let data: Data

    func decode() throws(PNGError) -> PNGImage {
        guard data.starts(with: PNGHeader.signature) else { throw .notPNG }
        guard let (width, height) = PNGHeader.size(data) else { throw .undecodable(reason: "no IHDR chunk") }
        guard width > 0, height > 0, let byteCount = PNGImage.byteCount(width: width, height: height, channels: 4),
            Self.imageDataCanHold(width: width, height: height, in: data)
        else {
            throw .badDimensions(width: width, height: height)
        }
        var message = [CChar](repeating: 0, count: 128)
        var rows = [UnsafeMutablePointer<UInt8>?](repeating: nil, count: height)
        var decoded: Int32 = 0
        let rgba = [UInt8](unsafeUninitializedCapacity: byteCount) { pixels, initialized in
            decoded = data.withUnsafeBytes { bytes in
                cpng_decode_rgba(
                    bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, UInt32(width), UInt32(height),
                    pixels.baseAddress, &rows, &message, message.count)
            }
            // libpng writes every byte of a decoded image; a failed one is thrown away below.
            initialized = byteCount
        }
        guard decoded != 0 else { throw .undecodable(reason: String(decoding: message.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self)) }
        return PNGImage(checkedWidth: width, height: height, rgba: rgba)
    }

    /// Deflate's largest ratio of output to input bytes.
    static let largestInflateRatio = 1032

    /// Whether the file's image data (its IDAT chunks) could inflate to the rows its header
    /// declares: every row is a filter byte and at least a bit per pixel (half the rows when
    /// interlaced passes leave some empty), so a 200-byte file that declares 200 million rows is
    /// refused before its pixels (gigabytes) are allocated.
    static func imageDataCanHold(width: Int, height: Int, in data: Data) -> Bool {
        let bytes = [UInt8](data)
        var (offset, imageData) = (8, 0)
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if bytes[offset + 4..<offset + 8].elementsEqual("IDAT".utf8) { imageData += length }
            if bytes[offset + 4..<offset + 8].elementsEqual("IEND".utf8) { break }
            offset += 12 + length
        }
        let (rows, overflow) = (height / 2).multipliedReportingOverflow(by: 1 + (width + 7) / 8)
        return !overflow && rows <= imageData * largestInflateRatio + 1024
    }
}
