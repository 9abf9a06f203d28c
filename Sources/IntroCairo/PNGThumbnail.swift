import CDeflate
import Foundation

extension PNGImage {
    /// The largest factor ``downsampled(by:)`` shrinks by: a block of 256 × 256 pixels is the
    /// most one average is taken over (its sums still fit in 32 bits). A larger factor is
    /// taken as this one.
    public static let largestShrinkFactor = 256

    /// The image shrunk by a whole `factor` (each output pixel averages a `factor` × `factor`
    /// block, alpha-weighted; blocks at the right and bottom edges may be partial): the
    /// gallery's thumbnails of PNG files IntroKit did not draw. `factor` is at most
    /// ``largestShrinkFactor``.
    public func downsampled(by factor: Int) -> PNGImage {
        guard factor > 1 else { return self }
        let factor = min(factor, Self.largestShrinkFactor)
        let (width, height) = (width, height)
        let outWidth = (width + factor - 1) / factor
        let outHeight = (height + factor - 1) / factor
        var output = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        let columns = UnsafeMutablePointer<UInt32>.allocate(capacity: width * 4)
        defer { columns.deallocate() }
        rgba.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { output in
                for outY in 0..<outHeight {
                    // A block's rows added into column sums, colour weighted by its alpha.
                    columns.initialize(repeating: 0, count: width * 4)
                    let rows = outY * factor..<min(height, outY * factor + factor)
                    for y in rows {
                        let row = source.baseAddress! + y * width * 4
                        for index in stride(from: 0, to: width * 4, by: 4) {
                            let alpha = UInt32(row[index + 3])
                            columns[index] &+= UInt32(row[index]) &* alpha
                            columns[index + 1] &+= UInt32(row[index + 1]) &* alpha
                            columns[index + 2] &+= UInt32(row[index + 2]) &* alpha
                            columns[index + 3] &+= alpha
                        }
                    }
                    // Then each block's columns into its pixel, rounded to nearest.
                    for cell in 0..<outWidth {
                        let block = cell * factor..<min(width, cell * factor + factor)
                        var sums = SIMD4<UInt32>()
                        for x in block { sums &+= UnsafeRawPointer(columns + x * 4).loadUnaligned(as: SIMD4<UInt32>.self) }
                        let (pixels, alpha) = (UInt32(block.count * rows.count), sums[3])
                        let target = output.baseAddress! + (outY * outWidth + cell) * 4
                        target[3] = UInt8((alpha + pixels / 2) / pixels)
                        guard alpha > 0 else { continue }
                        for channel in 0..<3 { target[channel] = UInt8(min(255, (sums[channel] + alpha / 2) / alpha)) }
                    }
                }
            }
        }
        return PNGImage(checkedWidth: outWidth, height: outHeight, rgba: output)
    }
}

/// A CRC-32 of some bytes (libdeflate's, vectorized): a cheap fingerprint of a file's contents.
/// `continuing` is the CRC of the bytes before them, for a file read in parts.
public func crc32Checksum(_ data: Data, continuing: UInt32 = 0) -> UInt32 {
    data.withUnsafeBytes { UInt32(libdeflate_crc32(UInt32(continuing), $0.baseAddress, $0.count)) }
}
