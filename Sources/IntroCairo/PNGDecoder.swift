import CDeflate
import Foundation

/// Reads the PNG files IntroKit writes and most others: 8-bit RGB or RGBA, not interlaced,
/// with any of the five row filters.
struct PNGDecoder {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    let data: Data

    func decode() throws(PNGError) -> PNGImage {
        let bytes = [UInt8](data)
        guard bytes.starts(with: Self.signature) else { throw .notPNG }
        var header: (width: Int, height: Int, channels: Int)?
        var compressed: [UInt8] = []
        var offset = Self.signature.count
        var sawEnd = false
        while !sawEnd {
            let chunk = try readChunk(bytes, at: &offset)
            switch chunk.type {
            case "IHDR": header = try parseHeader(bytes[chunk.data])
            case "IDAT": compressed.append(contentsOf: bytes[chunk.data])
            case "IEND": sawEnd = true
            default: break
            }
        }
        guard let header, !compressed.isEmpty else { throw .truncated }
        let rowBytes = header.width * header.channels
        let raw = try inflate(compressed, expected: header.height * (rowBytes + 1))
        let pixels = try unfilter(raw, rowBytes: rowBytes, height: header.height, channels: header.channels)
        return PNGImage(
            checkedWidth: header.width, height: header.height,
            rgba: header.channels == 4 ? pixels : Self.addAlpha(pixels))
    }

    private func readChunk(_ bytes: [UInt8], at offset: inout Int) throws(PNGError)
        -> (type: String, data: Range<Int>)
    {
        guard offset + 12 <= bytes.count else { throw .truncated }
        let length = Int(Self.bigEndian(bytes, offset))
        let dataStart = offset + 8
        guard length <= bytes.count - dataStart - 4 else { throw .truncated }
        let type = String(decoding: bytes[offset + 4..<dataStart], as: UTF8.self)
        let crc = bytes.withUnsafeBytes { pngCRC($0, from: offset + 4, count: length + 4) }
        guard crc == Self.bigEndian(bytes, dataStart + length) else { throw .badChecksum(chunk: type) }
        offset = dataStart + length + 4
        return (type, dataStart..<dataStart + length)
    }

    private func parseHeader(_ header: ArraySlice<UInt8>) throws(PNGError) -> (width: Int, height: Int, channels: Int) {
        guard header.count == 13 else { throw .truncated }
        let fields = Array(header)
        let width = Int(Self.bigEndian(fields, 0))
        let height = Int(Self.bigEndian(fields, 4))
        let (depth, colorType, interlace) = (fields[8], fields[9], fields[12])
        guard depth == 8, colorType == 2 || colorType == 6, interlace == 0 else {
            throw .unsupported(bitDepth: depth, colorType: colorType, interlaced: interlace != 0)
        }
        guard width > 0, height > 0, PNGImage.byteCount(width: width, height: height, channels: 4) != nil else {
            throw .badDimensions(width: width, height: height)
        }
        return (width, height, colorType == 6 ? 4 : 3)
    }

    private func inflate(_ compressed: [UInt8], expected: Int) throws(PNGError) -> [UInt8] {
        guard let decompressor = libdeflate_alloc_decompressor() else { throw .corruptData }
        defer { libdeflate_free_decompressor(decompressor) }
        var output = [UInt8](repeating: 0, count: expected)
        var written = 0
        let result = output.withUnsafeMutableBytes { out in
            compressed.withUnsafeBytes { input in
                libdeflate_zlib_decompress(
                    decompressor, input.baseAddress, input.count, out.baseAddress, expected, &written)
            }
        }
        guard result == LIBDEFLATE_SUCCESS, written == expected else { throw .corruptData }
        return output
    }

    /// Undoes the row filters; returns the rows without their filter bytes. The filter is
    /// chosen once a row, and the first row reads a row of zeros above it.
    private func unfilter(_ raw: [UInt8], rowBytes: Int, height: Int, channels: Int) throws(PNGError) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: rowBytes * height)
        let zeros = [UInt8](repeating: 0, count: rowBytes)
        let valid = raw.withUnsafeBufferPointer { raw in
            zeros.withUnsafeBufferPointer { zeros in
                pixels.withUnsafeMutableBufferPointer { out -> Bool in
                    guard let source = raw.baseAddress, let zeroRow = zeros.baseAddress, let target = out.baseAddress else {
                        return rowBytes == 0
                    }
                    for y in 0..<height {
                        let filter = source[y * (rowBytes + 1)]
                        let input = source + y * (rowBytes + 1) + 1
                        let row = target + y * rowBytes
                        let above = y > 0 ? UnsafePointer(row - rowBytes) : zeroRow
                        guard Self.unfilterRow(filter, input, row, above, rowBytes, channels) else { return false }
                    }
                    return true
                }
            }
        }
        guard valid else { throw .corruptData }
        return pixels
    }

    /// Undoes one row's filter; false for an unknown filter type.
    private static func unfilterRow(
        _ filter: UInt8, _ input: UnsafePointer<UInt8>, _ row: UnsafeMutablePointer<UInt8>, _ above: UnsafePointer<UInt8>,
        _ count: Int, _ channels: Int
    ) -> Bool {
        let lead = min(channels, count)
        switch filter {
        case 0:
            row.update(from: input, count: count)
        case 1:
            row.update(from: input, count: lead)
            for i in lead..<count { row[i] = input[i] &+ row[i - channels] }
        case 2:
            for i in 0..<count { row[i] = input[i] &+ above[i] }
        case 3:
            for i in 0..<lead { row[i] = input[i] &+ above[i] >> 1 }
            for i in lead..<count {
                row[i] = input[i] &+ UInt8(truncatingIfNeeded: (Int(row[i - channels]) + Int(above[i])) >> 1)
            }
        case 4:
            for i in 0..<lead { row[i] = input[i] &+ above[i] }
            for i in lead..<count {
                let predictor = paeth(Int(row[i - channels]), Int(above[i]), Int(above[i - channels]))
                row[i] = input[i] &+ UInt8(truncatingIfNeeded: predictor)
            }
        default:
            return false
        }
        return true
    }

    private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    private static func addAlpha(_ rgb: [UInt8]) -> [UInt8] {
        let count = rgb.count / 3
        return [UInt8](unsafeUninitializedCapacity: count * 4) { rgba, initialized in
            rgb.withUnsafeBufferPointer { rgb in
                for pixel in 0..<count {
                    rgba[pixel * 4] = rgb[pixel * 3]
                    rgba[pixel * 4 + 1] = rgb[pixel * 3 + 1]
                    rgba[pixel * 4 + 2] = rgb[pixel * 3 + 2]
                    rgba[pixel * 4 + 3] = 255
                }
            }
            initialized = count * 4
        }
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 << 8 | UInt32(bytes[offset + $1]) }
    }
}
