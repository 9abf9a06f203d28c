import CCairo
import CDeflate
import Foundation

extension PNGImage {
    /// The largest factor ``downsampled(by:)`` and ``RasterImage/shrunk(by:)`` shrink by: a
    /// block of 256 × 256 pixels is the most one average is taken over (its sums still fit in
    /// 32 bits). A larger factor is taken as this one.
    public static let largestShrinkFactor = 256

    /// The image shrunk by a whole `factor` (each output pixel averages a `factor` × `factor`
    /// block, alpha-weighted; blocks at the right and bottom edges may be partial): the
    /// gallery's thumbnails. `factor` is at most ``largestShrinkFactor``.
    public func downsampled(by factor: Int) -> PNGImage {
        guard factor > 1 else { return self }
        let width = width
        return rgba.withUnsafeBufferPointer { source in
            // Straight colour is weighted by its alpha as it is added, in RGBA order.
            BlockShrinker(width: width, height: height, factor: factor, order: (0, 1, 2, 3), colourScale: 1).shrink {
                (y, columns: UnsafeMutablePointer<UInt32>) in
                let row = source.baseAddress! + y * width * 4
                for index in stride(from: 0, to: width * 4, by: 4) {
                    let alpha = UInt32(row[index + 3])
                    columns[index] &+= UInt32(row[index]) &* alpha
                    columns[index + 1] &+= UInt32(row[index + 1]) &* alpha
                    columns[index + 2] &+= UInt32(row[index + 2]) &* alpha
                    columns[index + 3] &+= alpha
                }
            }
        }
    }
}

extension RasterImage {
    /// The bitmap shrunk by a whole `factor` (at most ``PNGImage/largestShrinkFactor``),
    /// averaged as ``PNGImage/downsampled(by:)`` does, read straight from the surface (no
    /// decoded copy of the full-size picture). The pixels are premultiplied, so plain byte
    /// sums are already weighted by alpha (× 255 at the end): a row is added into 16-bit
    /// column sums with a loop the compiler vectorises. Parts of the picture are shrunk on up
    /// to `threads` threads at once.
    public func shrunk(by factor: Int, threads: Int = 1) -> PNGImage {
        let bytesPerRow = Int(cairo_image_surface_get_stride(surface))
        guard let base = cairo_image_surface_get_data(surface) else { return PNGImage(checkedWidth: 0, height: 0, rgba: []) }
        // Cairo's ARGB32 is one native-endian word per pixel: the byte offsets of R, G, B, A.
        #if _endian(big)
            let order = (1, 2, 3, 0)
        #else
            let order = (2, 1, 0, 3)
        #endif
        let rowBytes = width * 4
        let shrinker = BlockShrinker(width: width, height: height, factor: max(1, factor), order: order, colourScale: 255)
        return shrinker.shrink(threads: threads) { (y, columns: UnsafeMutablePointer<UInt16>) in
            let row = base + y * bytesPerRow
            for index in 0..<rowBytes { columns[index] &+= UInt16(row[index]) }
        }
    }
}

/// Averages `factor` × `factor` blocks of a picture into one pixel each: colour weighted by
/// alpha, alpha over the pixels. A block's rows are added into column sums (4 per pixel,
/// in the source's byte `order` of R, G, B, A), then each block's columns into its pixel;
/// colour sums × `colourScale` must be colour × alpha.
struct BlockShrinker {
    let width: Int
    let height: Int
    let factor: Int
    let order: (red: Int, green: Int, blue: Int, alpha: Int)
    let colourScale: UInt32

    init(width: Int, height: Int, factor: Int, order: (Int, Int, Int, Int), colourScale: UInt32) {
        self.width = width
        self.height = height
        self.factor = min(factor, PNGImage.largestShrinkFactor)
        self.order = order
        self.colourScale = colourScale
    }

    /// The shrunk picture, its rows made on up to `threads` threads; `addRow(y, columns)`
    /// adds source row `y` into the column sums (`Sum` must hold `factor` rows of a column).
    @inline(__always)
    func shrink<Sum: FixedWidthInteger & UnsignedInteger>(
        threads: Int = 1, _ addRow: (Int, UnsafeMutablePointer<Sum>) -> Void
    ) -> PNGImage {
        let outWidth = (width + factor - 1) / factor
        let outHeight = (height + factor - 1) / factor
        var output = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        output.withUnsafeMutableBufferPointer { output in
            // Parts of at least 16 output rows, each with its own column sums.
            let parts = max(1, min(threads, outHeight / 16))
            _ = ParallelMap.run(count: parts, threads: parts) { part in
                let columns = UnsafeMutablePointer<Sum>.allocate(capacity: width * 4)
                defer { columns.deallocate() }
                for outY in outHeight * part / parts..<outHeight * (part + 1) / parts {
                    columns.initialize(repeating: 0, count: width * 4)
                    let rows = outY * factor..<min(height, outY * factor + factor)
                    for y in rows { addRow(y, columns) }
                    let whole = BlockAverage(pixels: factor * rows.count, colourScale: colourScale)
                    for cell in 0..<outWidth {
                        let block = cell * factor..<min(width, cell * factor + factor)
                        let average =
                            block.count == factor ? whole : BlockAverage(pixels: block.count * rows.count, colourScale: colourScale)
                        average.write(sums(of: columns, block), into: output.baseAddress! + (outY * outWidth + cell) * 4)
                    }
                }
            }
        }
        return PNGImage(checkedWidth: outWidth, height: outHeight, rgba: output)
    }

    /// A block's sums of red, green, blue and alpha.
    @inline(__always)
    private func sums<Sum: FixedWidthInteger & UnsignedInteger>(of columns: UnsafeMutablePointer<Sum>, _ block: Range<Int>)
        -> SIMD4<UInt32>
    {
        guard Sum.self == UInt16.self, factor <= 16 else {
            var sums = SIMD4<UInt32>()
            for x in block {
                let column = columns + x * 4
                sums &+= SIMD4(UInt32(column[order.red]), UInt32(column[order.green]), UInt32(column[order.blue]),
                               UInt32(column[order.alpha]))
            }
            return sums
        }
        // A pixel's four 16-bit sums are one 64-bit word, and a block of at most 16 × 16
        // bytes adds up to at most 65,280: the words add without carries between the sums.
        var word: UInt64 = 0
        for x in block { word &+= UnsafeRawPointer(columns + x * 4).load(as: UInt64.self) }
        #if _endian(big)
            let shift = { (byte: Int) in UInt64(48 - 16 * byte) }
        #else
            let shift = { (byte: Int) in UInt64(16 * byte) }
        #endif
        let lane = { (byte: Int) in UInt32(truncatingIfNeeded: word >> shift(byte)) & 0xFFFF }
        return SIMD4(lane(order.red), lane(order.green), lane(order.blue), lane(order.alpha))
    }
}

/// Turns the sums of blocks of one size into their average pixels, rounded to nearest.
private struct BlockAverage {
    let pixels: UInt32
    let colourScale: UInt64
    /// Division by the pixel count, and by the alpha sum of an opaque block (most of them).
    let byPixels: WholeQuotient
    let byOpaqueAlpha: WholeQuotient

    init(pixels: Int, colourScale: UInt32) {
        self.pixels = UInt32(pixels)
        self.colourScale = UInt64(colourScale)
        byPixels = WholeQuotient(divisor: UInt32(pixels))
        byOpaqueAlpha = WholeQuotient(divisor: UInt32(pixels) * 255)
    }

    /// Writes the average of a block's red, green, blue and alpha `sums` as straight RGBA (a
    /// block with no alpha stays zero).
    @inline(__always)
    func write(_ sums: SIMD4<UInt32>, into target: UnsafeMutablePointer<UInt8>) {
        let alpha = sums[3]
        guard alpha > 0 else { return }
        let divide = alpha == pixels * 255 ? byOpaqueAlpha : WholeQuotient(divisor: alpha)
        let half = UInt64(alpha / 2)
        target[0] = UInt8(min(255, divide(UInt64(sums[0]) * colourScale + half)))
        target[1] = UInt8(min(255, divide(UInt64(sums[1]) * colourScale + half)))
        target[2] = UInt8(min(255, divide(UInt64(sums[2]) * colourScale + half)))
        target[3] = UInt8(min(255, byPixels(UInt64(alpha + pixels / 2))))
    }
}

/// Whole-number division by one divisor, several times: one floating-point reciprocal, then
/// a multiplication per quotient instead of an integer division (three of them per thumbnail
/// pixel took a fifth of a thumbnail's time).
///
/// Exact for dividends below 2^40 and quotients up to 2^12: the product is then within 2^-39
/// of the true quotient, and a quotient that is not whole lies at least 1 / divisor ≥ 2^-32
/// below the next whole number, so adding 2^-36 before truncating gives the floor.
struct WholeQuotient {
    private let reciprocal: Double

    init(divisor: UInt32) { reciprocal = 1 / Double(divisor) }

    func callAsFunction(_ dividend: UInt64) -> UInt32 {
        let quotient = Double(dividend) * reciprocal + 0x1p-36
        return quotient < 4096 ? UInt32(quotient) : 4096
    }
}

/// A CRC-32 of some bytes (libdeflate's, vectorized): a cheap fingerprint of a file's contents.
public func crc32Checksum(_ data: Data) -> UInt32 {
    data.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
}
