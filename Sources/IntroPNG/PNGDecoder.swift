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
        var raw = try inflate(compressed, expected: header.height * (rowBytes + 1))
        try Self.unfilter(&raw, rowBytes: rowBytes, height: header.height, channels: header.channels)
        return PNGImage(
            checkedWidth: header.width, height: header.height,
            rgba: Self.rgba(raw, width: header.width, height: header.height, channels: header.channels))
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
        var written = 0
        var result = LIBDEFLATE_BAD_DATA
        let output = [UInt8](unsafeUninitializedCapacity: expected) { out, initialized in
            result = compressed.withUnsafeBytes { input in
                libdeflate_zlib_decompress(
                    decompressor, input.baseAddress, input.count, out.baseAddress, expected, &written)
            }
            // Bytes past what was written are never read: the output is refused below.
            initialized = expected
        }
        guard result == LIBDEFLATE_SUCCESS, written == expected else { throw .corruptData }
        return output
    }

    /// Undoes the row filters in place: each line is a filter byte and the row, and a row
    /// is unfiltered once the row above it is. Each filter has its own loop over the row.
    private static func unfilter(_ lines: inout [UInt8], rowBytes: Int, height: Int, channels: Int) throws(PNGError) {
        let lineBytes = rowBytes + 1
        let valid = lines.withUnsafeMutableBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            for y in 0..<height {
                let row = base + (y * lineBytes + 1)
                // The row above, or nil for the first row (read as zeros).
                let above = y > 0 ? UnsafeRawPointer(row - lineBytes) : nil
                switch row.load(fromByteOffset: -1, as: UInt8.self) {
                case 0: break
                case 1: addLeft(row, count: rowBytes, channels: channels)
                case 2: if let above { addAbove(above, to: row, count: rowBytes) }
                case 3: addAverage(row, above: above, count: rowBytes, channels: channels)
                case 4: addPaeth(row, above: above, count: rowBytes, channels: channels)
                default: return false
                }
            }
            return true
        }
        if !valid { throw .corruptData }
    }

    /// Filter 1 (Sub): each byte plus the byte one pixel to its left.
    private static func addLeft(_ row: UnsafeMutableRawPointer, count: Int, channels: Int) {
        for i in channels..<max(channels, count) {
            let left = row.load(fromByteOffset: i &- channels, as: UInt8.self)
            row.storeBytes(of: row.load(fromByteOffset: i, as: UInt8.self) &+ left, toByteOffset: i, as: UInt8.self)
        }
    }

    /// Filter 2 (Up): each byte plus the byte above, 16 at a time.
    private static func addAbove(_ above: UnsafeRawPointer, to row: UnsafeMutableRawPointer, count: Int) {
        var i = 0
        while i + 16 <= count {
            let sum = row.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                &+ above.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            row.storeBytes(of: sum, toByteOffset: i, as: SIMD16<UInt8>.self)
            i += 16
        }
        while i < count {
            let sum = row.load(fromByteOffset: i, as: UInt8.self) &+ above.load(fromByteOffset: i, as: UInt8.self)
            row.storeBytes(of: sum, toByteOffset: i, as: UInt8.self)
            i += 1
        }
    }

    /// Filter 3 (Average): each byte plus the mean of the bytes to its left and above.
    private static func addAverage(_ row: UnsafeMutableRawPointer, above: UnsafeRawPointer?, count: Int, channels: Int) {
        for i in 0..<count {
            let left = i >= channels ? Int(row.load(fromByteOffset: i &- channels, as: UInt8.self)) : 0
            let up = above.map { Int($0.load(fromByteOffset: i, as: UInt8.self)) } ?? 0
            let value = row.load(fromByteOffset: i, as: UInt8.self) &+ UInt8(truncatingIfNeeded: (left + up) / 2)
            row.storeBytes(of: value, toByteOffset: i, as: UInt8.self)
        }
    }

    /// Filter 4 (Paeth): each byte plus whichever of left, above and upper-left is nearest
    /// to left + above − upper-left.
    private static func addPaeth(_ row: UnsafeMutableRawPointer, above: UnsafeRawPointer?, count: Int, channels: Int) {
        for i in 0..<count {
            let hasLeft = i >= channels
            let left = hasLeft ? Int(row.load(fromByteOffset: i &- channels, as: UInt8.self)) : 0
            let up = above.map { Int($0.load(fromByteOffset: i, as: UInt8.self)) } ?? 0
            let upLeft = hasLeft ? above.map { Int($0.load(fromByteOffset: i &- channels, as: UInt8.self)) } ?? 0 : 0
            let value = row.load(fromByteOffset: i, as: UInt8.self) &+ UInt8(truncatingIfNeeded: paeth(left, up, upLeft))
            row.storeBytes(of: value, toByteOffset: i, as: UInt8.self)
        }
    }

    private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// The unfiltered rows as RGBA without their filter bytes; RGB gets alpha 255.
    private static func rgba(_ lines: [UInt8], width: Int, height: Int, channels: Int) -> [UInt8] {
        let rowBytes = width * channels
        return [UInt8](unsafeUninitializedCapacity: width * height * 4) { output, initialized in
            lines.withUnsafeBytes { input in
                guard let source = input.baseAddress, let target = UnsafeMutableRawPointer(output.baseAddress) else { return }
                for y in 0..<height {
                    let row = source + (y * (rowBytes + 1) + 1)
                    let out = target + y * width * 4
                    guard channels == 3 else {
                        out.copyMemory(from: row, byteCount: rowBytes)
                        continue
                    }
                    for x in 0..<width {
                        for c in 0..<3 {
                            out.storeBytes(of: row.load(fromByteOffset: x &* 3 &+ c, as: UInt8.self), toByteOffset: x &* 4 &+ c, as: UInt8.self)
                        }
                        out.storeBytes(of: 255, toByteOffset: x &* 4 &+ 3, as: UInt8.self)
                    }
                }
            }
            initialized = width * height * 4
        }
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 << 8 | UInt32(bytes[offset + $1]) }
    }
}
