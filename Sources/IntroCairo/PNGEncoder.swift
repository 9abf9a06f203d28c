import CDeflate
import Foundation

/// A fast PNG writer: filtered scanlines compressed with libdeflate. Opaque images are
/// written as RGB (colour type 2), others as RGBA (6) with straight alpha. The same pixels
/// always give the same bytes.
public struct PNGEncoder: Hashable, Sendable {
    /// The scanline filter applied to every row.
    public enum Filter: UInt8, CaseIterable, Hashable, Sendable {
        /// Bytes as they are.
        case none = 0
        /// Each byte minus the byte one pixel to the left.
        case sub = 1
        /// Each byte minus the byte above.
        case up = 2
    }

    /// libdeflate's compression level, 1 (fastest) to 12 (smallest).
    public var compressionLevel: Int
    /// The row filter.
    public var filter: Filter

    /// The measured default: level 1, no filter — for flat interface pictures the fewest
    /// instructions (about 30 % fewer than level 2 with UP on an iPad sheet) and the smallest
    /// files (see `introkit-bench`).
    public init(compressionLevel: Int = 1, filter: Filter = .none) {
        self.compressionLevel = min(12, max(1, compressionLevel))
        self.filter = filter
    }

    /// Encodes straight-alpha RGBA pixels.
    public func encode(_ image: PNGImage) -> Data {
        image.rgba.withUnsafeBufferPointer { source in
            encode(width: image.width, height: image.height, opaque: image.isOpaque) { row, output, channels in
                let start = row * image.width * 4
                if channels == 4 {
                    for i in 0..<output.count { output[i] = source[start + i] }
                    return
                }
                for x in 0..<image.width {
                    for c in 0..<3 { output[x * 3 + c] = source[start + x * 4 + c] }
                }
            }
        }
    }

    /// Encodes pixels in Cairo's ARGB32 layout: premultiplied alpha, one 32-bit native-endian
    /// word per pixel (bytes B, G, R, A on little-endian machines), `bytesPerRow` apart.
    /// Throws `sizeMismatch` when the buffer is too small for the dimensions given.
    public func encode(premultipliedBGRA pixels: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int)
        throws(PNGError) -> Data
    {
        guard width > 0, height > 0, bytesPerRow >= width * 4,
            PNGImage.byteCount(width: width, height: height, channels: 4) != nil,
            pixels.count >= (height - 1) * bytesPerRow + width * 4
        else { throw .sizeMismatch(width: width, height: height, byteCount: pixels.count) }
        guard let base = pixels.baseAddress else { throw .sizeMismatch(width: width, height: height, byteCount: 0) }
        var alphaOfAll: UInt32 = 0xFF00_0000
        for y in 0..<height {
            let row = base + y &* bytesPerRow
            for x in 0..<width { alphaOfAll &= row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self) }
        }
        let opaque = alphaOfAll == 0xFF00_0000
        return encode(width: width, height: height, opaque: opaque) { y, output, _ in
            let row = base + y &* bytesPerRow
            if opaque {
                Self.convertOpaque(row, width: width, into: output)
            } else {
                Self.convertUnpremultiplying(row, width: width, into: output)
            }
        }
    }

    /// ARGB32 words to RGB bytes: each word, byte-swapped, is stored whole (R, G, B and a
    /// spare byte the next pixel overwrites); the last pixel is stored byte by byte.
    private static func convertOpaque(_ row: UnsafeRawPointer, width: Int, into output: UnsafeMutableBufferPointer<UInt8>) {
        guard let out = UnsafeMutableRawPointer(output.baseAddress) else { return }
        for x in 0..<width - 1 {
            let word = row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
            out.storeBytes(of: (word << 8).byteSwapped.littleEndian, toByteOffset: x &* 3, as: UInt32.self)
        }
        let last = row.loadUnaligned(fromByteOffset: (width - 1) * 4, as: UInt32.self)
        for c in 0..<3 { output[(width - 1) * 3 + c] = UInt8(truncatingIfNeeded: last >> (16 - 8 * c)) }
    }

    /// ARGB32 words to straight-alpha RGBA bytes. Opaque and fully transparent pixels (most
    /// of a rendered screen) need no division: they are moved as whole words.
    static func convertUnpremultiplying(
        _ row: UnsafeRawPointer, width: Int, into output: UnsafeMutableBufferPointer<UInt8>
    ) {
        guard let out = UnsafeMutableRawPointer(output.baseAddress) else { return }
        for x in 0..<width {
            let word = row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
            let alpha = word >> 24
            let pixel: UInt32
            switch alpha {
            case 0xFF: pixel = (word & 0xFF00_FF00) | (word >> 16 & 0xFF) | (word & 0xFF) << 16
            case 0: pixel = 0
            default:
                let straight = { (shift: UInt32) in
                    UInt32(unpremultiply(UInt8(truncatingIfNeeded: word >> shift), alpha: UInt8(alpha)))
                }
                pixel = alpha << 24 | straight(0) << 16 | straight(8) << 8 | straight(16)
            }
            // Bytes R, G, B, A in memory order.
            out.storeBytes(of: pixel.littleEndian, toByteOffset: x &* 4, as: UInt32.self)
        }
    }

    /// Writes the file: `writeRow(y, row, channels)` fills one unfiltered row of the
    /// scanline buffer, which is then filtered in place and compressed.
    private func encode(
        width: Int, height: Int, opaque: Bool,
        writeRow: (Int, UnsafeMutableBufferPointer<UInt8>, Int) -> Void
    ) -> Data {
        let channels = opaque ? 3 : 4
        let rowBytes = width * channels
        let lineBytes = rowBytes + 1
        var scanlines = [UInt8](repeating: filter.rawValue, count: height * lineBytes)
        scanlines.withUnsafeMutableBufferPointer { lines in
            for y in 0..<height {
                let row = y * lineBytes + 1
                writeRow(y, UnsafeMutableBufferPointer(rebasing: lines[row..<row + rowBytes]), channels)
            }
            applyFilter(to: lines, height: height, lineBytes: lineBytes, channels: channels)
        }
        var file = Data(capacity: scanlines.count / 4 + 128)
        file.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
        file.appendChunk("IHDR", header)
        file.appendChunk("IDAT", compress(scanlines))
        file.appendChunk("IEND", Data())
        return file
    }

    /// Filters every row in place (each line is a filter byte and the row); working from the
    /// last row up and from the right, every byte is still unfiltered when a later one needs it.
    private func applyFilter(to lines: UnsafeMutableBufferPointer<UInt8>, height: Int, lineBytes: Int, channels: Int) {
        guard let base = UnsafeMutableRawPointer(lines.baseAddress) else { return }
        let rowBytes = lineBytes - 1
        switch filter {
        case .none:
            break
        case .sub:
            for y in 0..<height {
                let row = base + (y * lineBytes + 1 + channels)
                Self.subtract(row - channels, from: row, count: rowBytes - channels)
            }
        case .up:
            for y in stride(from: height - 1, to: 0, by: -1) {
                let row = base + (y * lineBytes + 1)
                Self.subtract(row - lineBytes, from: row, count: rowBytes)
            }
        }
    }

    /// `target[i] -= source[i]` (wrapping) for `count` bytes, 16 at a time, last bytes first,
    /// so that a source overlapping the target to its left is read before it is changed.
    private static func subtract(_ source: UnsafeMutableRawPointer, from target: UnsafeMutableRawPointer, count: Int) {
        var end = count
        while end >= 16 {
            end -= 16
            let difference = target.loadUnaligned(fromByteOffset: end, as: SIMD16<UInt8>.self)
                &- source.loadUnaligned(fromByteOffset: end, as: SIMD16<UInt8>.self)
            target.storeBytes(of: difference, toByteOffset: end, as: SIMD16<UInt8>.self)
        }
        while end > 0 {
            end -= 1
            let difference = target.load(fromByteOffset: end, as: UInt8.self) &- source.load(fromByteOffset: end, as: UInt8.self)
            target.storeBytes(of: difference, toByteOffset: end, as: UInt8.self)
        }
    }

    private func compress(_ bytes: [UInt8]) -> Data {
        guard let compressor = libdeflate_alloc_compressor(Int32(compressionLevel)) else { return Data() }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, bytes.count)
        let output = [UInt8](unsafeUninitializedCapacity: bound) { out, written in
            written = bytes.withUnsafeBytes { input in
                libdeflate_zlib_compress(compressor, input.baseAddress, input.count, out.baseAddress, bound)
            }
        }
        return Data(output)
    }
}

extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    /// Appends a chunk: length, type, data and the CRC of type and data.
    mutating func appendChunk(_ type: String, _ data: Data) {
        appendBigEndian(UInt32(data.count))
        var body = Data(type.utf8)
        body.append(data)
        append(body)
        appendBigEndian(body.withUnsafeBytes { pngCRC($0, from: 0, count: $0.count) })
    }
}
