import CDeflate
import Foundation

extension PNGImage {
    /// The image shrunk by a whole `factor` (each output pixel averages a `factor` × `factor`
    /// block, alpha-weighted; blocks at the right and bottom edges may be partial): the
    /// gallery's thumbnails.
    public func downsampled(by factor: Int) -> PNGImage {
        guard factor > 1 else { return self }
        let outWidth = (width + factor - 1) / factor
        let outHeight = (height + factor - 1) / factor
        var output = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        var sums = [UInt32](repeating: 0, count: outWidth * 4)
        var counts = [UInt32](repeating: 0, count: outWidth)
        rgba.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { output in
                sums.withUnsafeMutableBufferPointer { sums in
                    counts.withUnsafeMutableBufferPointer { counts in
                        for outY in 0..<outHeight {
                            sums.update(repeating: 0)
                            counts.update(repeating: 0)
                            for y in outY * factor..<min(height, outY * factor + factor) {
                                Self.accumulate(row: source.baseAddress! + y * width * 4, width: width, factor: factor,
                                                sums: sums.baseAddress!, counts: counts.baseAddress!)
                            }
                            Self.average(sums: sums.baseAddress!, counts: counts.baseAddress!, cells: outWidth,
                                         into: output.baseAddress! + outY * outWidth * 4)
                        }
                    }
                }
            }
        }
        return PNGImage(checkedWidth: outWidth, height: outHeight, rgba: output)
    }

    /// Adds one row's alpha-weighted channels and alpha into the sums of its cells.
    private static func accumulate(
        row: UnsafePointer<UInt8>, width: Int, factor: Int, sums: UnsafeMutablePointer<UInt32>,
        counts: UnsafeMutablePointer<UInt32>
    ) {
        var pixel = row
        for x in 0..<width {
            let cell = sums + x / factor * 4
            let alpha = UInt32(pixel[3])
            cell[0] &+= UInt32(pixel[0]) &* alpha
            cell[1] &+= UInt32(pixel[1]) &* alpha
            cell[2] &+= UInt32(pixel[2]) &* alpha
            cell[3] &+= alpha
            counts[x / factor] &+= 1
            pixel += 4
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
            for channel in 0..<3 { target[channel] = UInt8((sum[channel] + alphaSum / 2) / alphaSum) }
        }
    }
}

/// A CRC-32 of some bytes (libdeflate's, vectorized): a cheap fingerprint of a file's contents.
public func crc32Checksum(_ data: Data) -> UInt32 {
    data.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
}
