import CCairo
import CDeflate
import Foundation

extension PNGImage {
    /// The image shrunk by a whole `factor` (each output pixel averages a `factor` × `factor`
    /// block, alpha-weighted; blocks at the right and bottom edges may be partial): the
    /// gallery's thumbnails.
    public func downsampled(by factor: Int) -> PNGImage {
        guard factor > 1 else { return self }
        return rgba.withUnsafeBytes { source in
            BlockShrinker(width: width, height: height, factor: factor).shrink { y, sums, counts in
                BlockShrinker.accumulateStraightRGBA(source.baseAddress! + y * width * 4, width: width, factor: factor, sums, counts)
            }
        }
    }
}

extension RasterImage {
    /// The bitmap shrunk by a whole `factor`, averaged as ``PNGImage/downsampled(by:)`` does,
    /// read straight from the surface (no decoded copy of the full-size picture). The
    /// pixels are premultiplied, so plain sums are already weighted by alpha: each block's
    /// rows are added into column sums (a loop the compiler vectorises), then each block's
    /// columns into its pixel.
    public func shrunk(by factor: Int) -> PNGImage {
        let factor = max(1, factor)
        let (width, height) = (width, height)
        let bytesPerRow = Int(cairo_image_surface_get_stride(surface))
        guard let base = cairo_image_surface_get_data(surface) else { return PNGImage(checkedWidth: 0, height: 0, rgba: []) }
        let outWidth = (width + factor - 1) / factor
        let outHeight = (height + factor - 1) / factor
        let columns = UnsafeMutablePointer<UInt32>.allocate(capacity: width * 4)
        defer { columns.deallocate() }
        // Cairo's ARGB32 is one native-endian word per pixel: the byte offsets of R, G, B, A.
        #if _endian(big)
            let offsets = (1, 2, 3, 0)
        #else
            let offsets = (2, 1, 0, 3)
        #endif
        var output = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        output.withUnsafeMutableBufferPointer { output in
            for outY in 0..<outHeight {
                columns.initialize(repeating: 0, count: width * 4)
                let rows = outY * factor..<min(height, outY * factor + factor)
                for y in rows {
                    let row = base + y * bytesPerRow
                    for index in 0..<width * 4 { columns[index] &+= UInt32(row[index]) }
                }
                for cell in 0..<outWidth {
                    let block = cell * factor..<min(width, cell * factor + factor)
                    var sums: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
                    for x in block {
                        let column = columns + x * 4
                        sums.0 &+= column[offsets.0]
                        sums.1 &+= column[offsets.1]
                        sums.2 &+= column[offsets.2]
                        sums.3 &+= column[offsets.3]
                    }
                    let pixels = UInt32(block.count * rows.count)
                    let target = output.baseAddress! + (outY * outWidth + cell) * 4
                    let alpha = sums.3
                    target[3] = UInt8((alpha + pixels / 2) / pixels)
                    guard alpha > 0 else { continue }
                    // A premultiplied sum × 255 over the alpha sum is the alpha-weighted colour.
                    target[0] = UInt8(min(255, (sums.0 &* 255 + alpha / 2) / alpha))
                    target[1] = UInt8(min(255, (sums.1 &* 255 + alpha / 2) / alpha))
                    target[2] = UInt8(min(255, (sums.2 &* 255 + alpha / 2) / alpha))
                }
            }
        }
        return PNGImage(checkedWidth: outWidth, height: outHeight, rgba: output)
    }
}

/// Averages `factor` × `factor` blocks of a picture into one pixel each: colour weighted by
/// alpha, alpha over the pixels. Sums hold each channel × alpha (0…255 × 0…255) and alpha.
struct BlockShrinker {
    let width: Int
    let height: Int
    let factor: Int

    /// The shrunk picture; `accumulate(y, sums, counts)` adds source row `y` into the sums
    /// of its blocks.
    func shrink(
        _ accumulate: (Int, UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<UInt32>) -> Void
    ) -> PNGImage {
        let outWidth = (width + factor - 1) / factor
        let outHeight = (height + factor - 1) / factor
        var output = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: outWidth * 4)
        let counts = UnsafeMutablePointer<UInt32>.allocate(capacity: outWidth)
        defer {
            sums.deallocate()
            counts.deallocate()
        }
        output.withUnsafeMutableBufferPointer { output in
            for outY in 0..<outHeight {
                sums.initialize(repeating: 0, count: outWidth * 4)
                counts.initialize(repeating: 0, count: outWidth)
                for y in outY * factor..<min(height, outY * factor + factor) { accumulate(y, sums, counts) }
                Self.average(sums: sums, counts: counts, cells: outWidth, into: output.baseAddress! + outY * outWidth * 4)
            }
        }
        return PNGImage(checkedWidth: outWidth, height: outHeight, rgba: output)
    }

    /// Adds a row of straight-alpha RGBA.
    static func accumulateStraightRGBA(
        _ row: UnsafeRawPointer, width: Int, factor: Int, _ sums: UnsafeMutablePointer<UInt32>,
        _ counts: UnsafeMutablePointer<UInt32>
    ) {
        let pixels = row.assumingMemoryBound(to: UInt8.self)
        forEachBlock(width: width, factor: factor, counts) { block, cell in
            var (red, green, blue, alpha): (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
            for x in block {
                let pixel = pixels + x &* 4
                let a = UInt32(pixel[3])
                red &+= UInt32(pixel[0]) &* a
                green &+= UInt32(pixel[1]) &* a
                blue &+= UInt32(pixel[2]) &* a
                alpha &+= a
            }
            add(red, green, blue, alpha, to: sums + cell &* 4)
        }
    }

    /// Calls `body` with each block's columns and its cell, counting the block's pixels.
    @inline(__always)
    private static func forEachBlock(
        width: Int, factor: Int, _ counts: UnsafeMutablePointer<UInt32>, _ body: (Range<Int>, Int) -> Void
    ) {
        var start = 0
        var cell = 0
        while start < width {
            let end = min(width, start &+ factor)
            body(start..<end, cell)
            counts[cell] &+= UInt32(end &- start)
            start = end
            cell &+= 1
        }
    }

    @inline(__always)
    private static func add(
        _ red: UInt32, _ green: UInt32, _ blue: UInt32, _ alpha: UInt32, to cell: UnsafeMutablePointer<UInt32>
    ) {
        cell[0] &+= red
        cell[1] &+= green
        cell[2] &+= blue
        cell[3] &+= alpha
    }

    /// Writes each cell's average: colour weighted by alpha, alpha over the pixels.
    private static func average(
        sums: UnsafePointer<UInt32>, counts: UnsafePointer<UInt32>, cells: Int, into output: UnsafeMutablePointer<UInt8>
    ) {
        for cell in 0..<cells {
            let sum = sums + cell * 4
            let target = output + cell * 4
            let alphaSum = sum[3]
            target[3] = UInt8((alphaSum + counts[cell] / 2) / counts[cell])
            guard alphaSum > 0 else { continue }
            for channel in 0..<3 { target[channel] = UInt8(min(255, (sum[channel] + alphaSum / 2) / alphaSum)) }
        }
    }
}

/// A CRC-32 of some bytes (libdeflate's, vectorized): a cheap fingerprint of a file's contents.
public func crc32Checksum(_ data: Data) -> UInt32 {
    data.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
}
