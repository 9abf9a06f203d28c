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
            for outY in 0..<outHeight {
                for index in sums.indices { sums[index] = 0 }
                for index in counts.indices { counts[index] = 0 }
                for y in outY * factor..<min(height, outY * factor + factor) {
                    var offset = y * width * 4
                    for x in 0..<width {
                        let cell = x / factor
                        let alpha = UInt32(source[offset + 3])
                        sums[cell * 4] += UInt32(source[offset]) * alpha
                        sums[cell * 4 + 1] += UInt32(source[offset + 1]) * alpha
                        sums[cell * 4 + 2] += UInt32(source[offset + 2]) * alpha
                        sums[cell * 4 + 3] += alpha
                        counts[cell] += 1
                        offset += 4
                    }
                }
                for cell in 0..<outWidth {
                    let target = (outY * outWidth + cell) * 4
                    let alphaSum = sums[cell * 4 + 3]
                    output[target + 3] = UInt8((alphaSum + counts[cell] / 2) / counts[cell])
                    guard alphaSum > 0 else { continue }
                    for channel in 0..<3 {
                        output[target + channel] = UInt8((sums[cell * 4 + channel] + alphaSum / 2) / alphaSum)
                    }
                }
            }
        }
        return PNGImage(checkedWidth: outWidth, height: outHeight, rgba: output)
    }
}

/// A CRC-32 of some bytes (libdeflate's, vectorized): a cheap fingerprint of a file's contents.
public func crc32Checksum(_ data: Data) -> UInt32 {
    data.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
}
