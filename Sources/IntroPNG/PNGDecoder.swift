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
        guard width > 0, height > 0, let byteCount = PNGImage.byteCount(width: width, height: height, channels: 4) else {
            throw .badDimensions(width: width, height: height)
        }
        var imageData = 0
        let fits = data.withUnsafeBytes { bytes in cpng_chunks_fit(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, &imageData) }
        // The image data read up to a chunk the file cannot hold bounds the rows first: that
        // size is what the file could hold, refused as a size before its chunks are.
        guard Self.imageData(imageData, canHoldWidth: width, height: height) else { throw .badDimensions(width: width, height: height) }
        guard fits != 0 else { throw .undecodable(reason: String(cString: cpng_chunk_too_long)) }
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

    /// Whether `imageData` bytes of IDAT could inflate to the rows a header declares: every
    /// row is a filter byte and at least a bit per pixel (half the rows when interlaced passes
    /// leave some empty), so a 200-byte file that declares 200 million rows is refused before its
    /// pixels (gigabytes) are allocated.
    static func imageData(_ imageData: Int, canHoldWidth width: Int, height: Int) -> Bool {
        let (rows, overflow) = (height / 2).multipliedReportingOverflow(by: 1 + (width + 7) / 8)
        return !overflow && rows <= imageData * largestInflateRatio + 1024
    }
}
