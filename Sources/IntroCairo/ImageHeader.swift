import Foundation
import IntroPNG

/// The pixel size a bitmap file declares in its header, read without decoding it, so that
/// a small file asking for a huge image is refused before anything is allocated.
enum ImageHeader {
    /// The width and height of a PNG, JPEG or GIF; nil for anything else or a header
    /// too short to read.
    static func dimensions(of bytes: Data) -> (width: Int, height: Int)? {
        if bytes.starts(with: PNGHeader.signature) { return PNGHeader.size(bytes) }
        let bytes = [UInt8](bytes.prefix(maximumHeaderBytes))
        if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
        if bytes.starts(with: Array("GIF8".utf8)) { return gif(bytes) }
        return nil
    }

    /// How much of a file is looked at: a JPEG's size may follow up to 64 KiB of EXIF and more.
    static let maximumHeaderBytes = 256 << 10

    /// The logical screen size after the signature (little endian). Frames are drawn
    /// within it.
    private static func gif(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 10 else { return nil }
        return (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
    }

    /// Walks the marker segments to the first start-of-frame (SOF0…SOF15 but DHT, JPG, DAC).
    private static func jpeg(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        var offset = 2
        while offset + 9 < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF {
                offset += 1
                continue
            }
            let length = bigEndian(bytes, at: offset + 2, count: 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (bigEndian(bytes, at: offset + 7, count: 2), bigEndian(bytes, at: offset + 5, count: 2))
            }
            guard length >= 2 else { return nil }
            offset += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
        bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }

    /// The pixel count of `width × height`, or nil when it overflows.
    static func pixels(width: Int, height: Int) -> Int? {
        let (product, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? nil : product
    }
}
