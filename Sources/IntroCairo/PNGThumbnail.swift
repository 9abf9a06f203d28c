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
    /// read straight from the surface (no decoded copy of the full-size picture).
    public func shrunk(by factor: Int) -> PNGImage {
        let (width, height) = (width, height)
        let bytesPerRow = Int(cairo_image_surface_get_stride(surface))
        guard let base = cairo_image_surface_get_data(surface) else { return PNGImage(checkedWidth: 0, height: 0, rgba: []) }
        return BlockShrinker(width: width, height: height, factor: max(1, factor)).shrink { y, sums, counts in
            BlockShrinker.accumulatePremultipliedARGB32(base + y * bytesPerRow, width: width, factor: max(1, factor), sums, counts)
        }
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
        for x in 0..<width {
            let pixel = pixels + x * 4
            let cell = sums + x / factor * 4
            let alpha = UInt32(pixel[3])
            cell[0] &+= UInt32(pixel[0]) &* alpha
            cell[1] &+= UInt32(pixel[1]) &* alpha
            cell[2] &+= UInt32(pixel[2]) &* alpha
            cell[3] &+= alpha
            counts[x / factor] &+= 1
        }
    }

    /// Adds a row of Cairo's premultiplied ARGB32 words (a premultiplied channel × 255 is the
    /// channel × alpha the sums hold).
    static func accumulatePremultipliedARGB32(
        _ row: UnsafeRawPointer, width: Int, factor: Int, _ sums: UnsafeMutablePointer<UInt32>,
        _ counts: UnsafeMutablePointer<UInt32>
    ) {
        let words = row.assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
            let word = words[x]
            let cell = sums + x / factor * 4
            cell[0] &+= (word >> 16 & 0xFF) &* 255
            cell[1] &+= (word >> 8 & 0xFF) &* 255
            cell[2] &+= (word & 0xFF) &* 255
            cell[3] &+= word >> 24
            counts[x / factor] &+= 1
        }
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
