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

    /// The measured default: level 2 with filter UP (see `introkit-bench`).
    public init(compressionLevel: Int = 2, filter: Filter = .up) {
        self.compressionLevel = min(12, max(1, compressionLevel))
        self.filter = filter
    }

    /// Encodes straight-alpha RGBA pixels.
    public func encode(_ image: PNGImage) -> Data {
        image.rgba.withUnsafeBytes { source in
            encode(width: image.width, height: image.height, opaque: image.isOpaque) { row, output, channels in
                let start = row * image.width * 4
                if channels == 4 {
                    output.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[start..<start + image.width * 4]))
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
        let opaque = (0..<height).allSatisfy { y in
            (0..<width).allSatisfy { x in pixels.argb32(at: y * bytesPerRow + x * 4) >> 24 == 0xFF }
        }
        return encode(width: width, height: height, opaque: opaque) { row, output, channels in
            let start = row * bytesPerRow
            for x in 0..<width {
                let word = pixels.argb32(at: start + x * 4)
                let alpha = UInt8(truncatingIfNeeded: word >> 24)
                let red = UInt8(truncatingIfNeeded: word >> 16)
                let green = UInt8(truncatingIfNeeded: word >> 8)
                let blue = UInt8(truncatingIfNeeded: word)
                let o = x * channels
                if channels == 3 {
                    output[o] = red
                    output[o + 1] = green
                    output[o + 2] = blue
                } else {
                    output[o] = unpremultiply(red, alpha: alpha)
                    output[o + 1] = unpremultiply(green, alpha: alpha)
                    output[o + 2] = unpremultiply(blue, alpha: alpha)
                    output[o + 3] = alpha
                }
            }
        }
    }

    /// Writes the file: `writeRow(y, buffer, channels)` fills one unfiltered row.
    private func encode(
        width: Int, height: Int, opaque: Bool,
        writeRow: (Int, UnsafeMutableRawBufferPointer, Int) -> Void
    ) -> Data {
        let channels = opaque ? 3 : 4
        let rowBytes = width * channels
        var filtered = [UInt8](repeating: 0, count: height * (rowBytes + 1))
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var current = [UInt8](repeating: 0, count: rowBytes)
        filtered.withUnsafeMutableBytes { out in
            for y in 0..<height {
                current.withUnsafeMutableBytes { writeRow(y, $0, channels) }
                let rowStart = y * (rowBytes + 1)
                out[rowStart] = filter.rawValue
                applyFilter(current, previous, channels: channels, into: out, at: rowStart + 1)
                swap(&previous, &current)
            }
        }
        var file = Data(capacity: filtered.count / 4 + 128)
        file.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
        file.appendChunk("IHDR", header)
        file.appendChunk("IDAT", compress(filtered))
        file.appendChunk("IEND", Data())
        return file
    }

    private func applyFilter(
        _ row: [UInt8], _ above: [UInt8], channels: Int, into out: UnsafeMutableRawBufferPointer, at start: Int
    ) {
        row.withUnsafeBufferPointer { row in
            above.withUnsafeBufferPointer { above in
                switch filter {
                case .none:
                    for i in 0..<row.count { out[start + i] = row[i] }
                case .sub:
                    for i in 0..<row.count {
                        out[start + i] = i < channels ? row[i] : row[i] &- row[i - channels]
                    }
                case .up:
                    for i in 0..<row.count { out[start + i] = row[i] &- above[i] }
                }
            }
        }
    }

    private func compress(_ bytes: [UInt8]) -> Data {
        guard let compressor = libdeflate_alloc_compressor(Int32(compressionLevel)) else { return Data() }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, bytes.count)
        var output = Data(count: bound)
        let written = output.withUnsafeMutableBytes { out in
            bytes.withUnsafeBytes { input in
                libdeflate_zlib_compress(compressor, input.baseAddress, input.count, out.baseAddress, bound)
            }
        }
        output.count = written
        return output
    }
}

extension UnsafeRawBufferPointer {
    /// The native-endian 32-bit word at a byte offset (any alignment).
    @inline(__always)
    fileprivate func argb32(at offset: Int) -> UInt32 {
        loadUnaligned(fromByteOffset: offset, as: UInt32.self)
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
