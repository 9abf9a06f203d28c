import CDeflate
import Foundation
import IntroSystem

/// IntroKit's PNG writer. The output is ordinary PNG: 8-bit RGB (colour type 2) when every
/// pixel is opaque, else straight-alpha RGBA (6), one zlib stream in one IDAT chunk.
///
/// By default rows are compressed the UI way (`PNGStripCompressor`): cheap per-row
/// filters, runs and one Huffman code per strip of rows, no match search. Strips are
/// compressed independently and joined, so `threads` cores can share one image; the strips
/// depend only on the image's size, so the same pixels always give the same bytes, on any
/// number of threads.
public struct PNGEncoder: Hashable, Sendable {
    /// A scanline filter (the three the writer uses).
    public enum Filter: UInt8, CaseIterable, Hashable, Sendable {
        /// Bytes as they are.
        case none = 0
        /// Each byte minus the byte one pixel to the left.
        case sub = 1
        /// Each byte minus the byte above.
        case up = 2
    }

    /// How the scanlines are compressed.
    public enum Compression: Hashable, Sendable {
        /// The UI path, or libdeflate level 1 with Up for pictures it compresses poorly
        /// (photographs, noise), judged on the first strip.
        case automatic
        /// Always the UI path.
        case fast
        /// libdeflate at a level (1 fastest … 12 smallest) with one filter for every row.
        case libdeflate(level: Int, filter: Filter)
    }

    /// How the scanlines are compressed.
    public var compression: Compression
    /// How many threads compress strips of one image at once (1: the calling thread only).
    public var threads: Int

    /// An encoder; by default the automatic choice on the calling thread alone.
    public init(compression: Compression = .automatic, threads: Int = 1) {
        if case .libdeflate(let level, let filter) = compression {
            self.compression = .libdeflate(level: min(12, max(1, level)), filter: filter)
        } else {
            self.compression = compression
        }
        self.threads = max(1, threads)
    }

    /// Encodes straight-alpha RGBA pixels.
    public func encode(_ image: PNGImage) -> Data {
        image.rgba.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return Data() }
            return encode(
                PNGPixelRows(
                    base: base, width: image.width, height: image.height, bytesPerRow: image.width * 4,
                    layout: .straightRGBA))
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
        return encode(
            PNGPixelRows(base: base, width: width, height: height, bytesPerRow: bytesPerRow, layout: .premultipliedARGB32))
    }

    /// Strips of about this many uncompressed bytes are compressed apart (each with its own
    /// Huffman code); see docs/performance.md for how it was chosen.
    static let stripBytes = 512 * 1024

    private func encode(_ source: PNGPixelRows) -> Data {
        var rows = source
        rows.scan(threads: threads)
        let stream: [UInt8]
        switch compression {
        case .fast:
            stream = fastStream(rows)
        case .automatic:
            // The first strip is a sample: pictures it compresses poorly go to libdeflate.
            let strips = StripLayout(rows)
            let probe = PNGStripCompressor.current.compress(strips.rows(0), of: rows, isLast: strips.count == 1)
            stream =
                Self.prefersLibdeflate(stripBytes: probe.bytes.count, rawBytes: probe.length)
                ? LibdeflateScanlines(level: 1, filter: .up).zlibStream(rows) : fastStream(rows, first: probe)
        case .libdeflate(let level, let filter):
            stream = LibdeflateScanlines(level: level, filter: filter).zlibStream(rows)
        }
        return Self.file(stream, of: rows)
    }

    /// A PNG file of `rows` around its zlib stream.
    static func file(_ stream: [UInt8], of rows: PNGPixelRows) -> Data {
        var file = Data(capacity: stream.count + 64)
        file.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(rows.width))
        header.appendBigEndian(UInt32(rows.height))
        header.append(contentsOf: [8, rows.channels == 3 ? 2 : 6, 0, 0, 0])
        file.appendChunk("IHDR", header)
        file.appendChunk("IDAT", stream)
        file.appendChunk("IEND", Data())
        return file
    }

    /// Whether libdeflate should write an image whose first strip the UI path compressed
    /// to `stripBytes` out of `rawBytes`. Measured (docs/performance.md): interface pictures
    /// compress to 1–3 %, where the UI path is 4× faster than libdeflate and as small; a
    /// photo-like picture to about 38 %, where libdeflate level 1 with Up is faster and 3 %
    /// smaller; noise does not compress either way and libdeflate is as fast. The cut is
    /// far from both: 20 %.
    static func prefersLibdeflate(stripBytes: Int, rawBytes: Int) -> Bool {
        stripBytes * 5 > rawBytes
    }

    /// The UI path: strips compressed on `threads` threads (the first one already done, if
    /// given), joined into one zlib stream.
    private func fastStream(_ rows: PNGPixelRows, first: CompressedStrip? = nil) -> [UInt8] {
        let layout = StripLayout(rows)
        let done = first == nil ? 0 : 1
        let rest = ParallelMap.run(count: layout.count - done, threads: threads) { index in
            let strip = index + done
            return PNGStripCompressor.current.compress(layout.rows(strip), of: rows, isLast: strip == layout.count - 1)
        }
        return Self.zlibStream(joining: (first.map { [$0] } ?? []) + rest)
    }

    /// One zlib stream of an image's strips, in order.
    static func zlibStream(joining strips: [CompressedStrip]) -> [UInt8] {
        // zlib header: deflate, 32 KiB window, "fastest" level; FCHECK makes it a multiple of 31.
        var stream: [UInt8] = [0x78, 0x01]
        stream.reserveCapacity(strips.reduce(6) { $0 + $1.bytes.count })
        var adler: UInt32 = 1
        for strip in strips {
            stream += strip.bytes
            adler = Adler32.combine(adler, strip.adler, secondLength: strip.length)
        }
        stream += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        return stream
    }

    /// How an image is cut into strips: whole rows, about ``stripBytes`` each, by its size alone.
    struct StripLayout {
        let rowsPerStrip: Int
        let height: Int

        init(_ rows: PNGPixelRows) {
            rowsPerStrip = max(1, PNGEncoder.stripBytes / (rows.rowBytes + 1))
            height = rows.height
        }

        var count: Int { (height + rowsPerStrip - 1) / rowsPerStrip }

        func rows(_ strip: Int) -> Range<Int> { strip * rowsPerStrip..<min(height, (strip + 1) * rowsPerStrip) }
    }
}

/// The libdeflate path: every row filtered the same way into one buffer, compressed whole.
struct LibdeflateScanlines {
    let level: Int
    let filter: PNGEncoder.Filter

    /// The zlib stream of the image's scanlines.
    func zlibStream(_ rows: PNGPixelRows) -> [UInt8] {
        let rowBytes = rows.rowBytes
        let lineBytes = rowBytes + 1
        let height = rows.height
        var scanlines = [UInt8](repeating: filter.rawValue, count: height * lineBytes)
        scanlines.withUnsafeMutableBytes { lines in
            guard let base = lines.baseAddress else { return }
            for y in 0..<height { rows.write(row: y, to: base + y * lineBytes + 1) }
            applyFilter(to: base, height: height, lineBytes: lineBytes, channels: rows.channels)
        }
        return compress(scanlines, count: height * lineBytes)
    }

    /// Filters every row in place (each line is a filter byte and the row); working from the
    /// last row up and from the right, every byte is still unfiltered when a later one needs it.
    private func applyFilter(to base: UnsafeMutableRawPointer, height: Int, lineBytes: Int, channels: Int) {
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

    private func compress(_ bytes: [UInt8], count: Int) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(Int32(level)) else { return [] }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, count)
        return [UInt8](unsafeUninitializedCapacity: bound) { out, written in
            written = bytes.withUnsafeBytes { input in
                libdeflate_zlib_compress(compressor, input.baseAddress, count, out.baseAddress, bound)
            }
        }
    }
}

extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    /// Appends a chunk: length, type, data and the CRC of type and data (the data is copied
    /// once, into place).
    mutating func appendChunk(_ type: String, _ data: some Collection<UInt8>) {
        appendBigEndian(UInt32(data.count))
        let start = count
        append(contentsOf: type.utf8)
        append(contentsOf: data)
        appendBigEndian(withUnsafeBytes { pngCRC($0, from: start, count: count - start) })
    }
}
