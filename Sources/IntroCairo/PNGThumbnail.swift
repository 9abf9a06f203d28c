import CCairo
import CDeflate
import Foundation

extension PNGImage {
    /// The image shrunk by a whole `factor` (each output pixel averages a `factor` × `factor`
    /// block, alpha-weighted; blocks at the right and bottom edges may be partial): the
    /// gallery's thumbnails.
    public func downsampled(by factor: Int) -> PNGImage {
        guard factor > 1 else { return self }
        let width = width
        return rgba.withUnsafeBufferPointer { source in
            // Straight colour is weighted by its alpha as it is added, in RGBA order.
            BlockShrinker(width: width, height: height, factor: factor, order: (0, 1, 2, 3), colourScale: 1).shrink {
                y, columns in
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
    /// The bitmap shrunk by a whole `factor`, averaged as ``PNGImage/downsampled(by:)`` does,
    /// read straight from the surface (no decoded copy of the full-size picture). The
    /// pixels are premultiplied, so plain byte sums are already weighted by alpha (× 255 at
    /// the end), and a row is added with a loop the compiler vectorises.
    public func shrunk(by factor: Int) -> PNGImage {
        let bytesPerRow = Int(cairo_image_surface_get_stride(surface))
        guard let base = cairo_image_surface_get_data(surface) else { return PNGImage(checkedWidth: 0, height: 0, rgba: []) }
        // Cairo's ARGB32 is one native-endian word per pixel: the byte offsets of R, G, B, A.
        #if _endian(big)
            let order = (1, 2, 3, 0)
        #else
            let order = (2, 1, 0, 3)
        #endif
        let rowBytes = width * 4
        return BlockShrinker(width: width, height: height, factor: max(1, factor), order: order, colourScale: 255).shrink {
            y, columns in
            let row = base + y * bytesPerRow
            for index in 0..<rowBytes { columns[index] &+= UInt32(row[index]) }
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

    /// The shrunk picture; `addRow(y, columns)` adds source row `y` into the column sums.
    func shrink(_ addRow: (Int, UnsafeMutablePointer<UInt32>) -> Void) -> PNGImage {
        let outWidth = (width + factor - 1) / factor
        let outHeight = (height + factor - 1) / factor
        var output = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        let columns = UnsafeMutablePointer<UInt32>.allocate(capacity: width * 4)
        defer { columns.deallocate() }
        output.withUnsafeMutableBufferPointer { output in
            for outY in 0..<outHeight {
                columns.initialize(repeating: 0, count: width * 4)
                let rows = outY * factor..<min(height, outY * factor + factor)
                for y in rows { addRow(y, columns) }
                for cell in 0..<outWidth {
                    let block = cell * factor..<min(width, cell * factor + factor)
                    average(columns: columns, block: block, pixels: UInt32(block.count * rows.count),
                            into: output.baseAddress! + (outY * outWidth + cell) * 4)
                }
            }
        }
        return PNGImage(checkedWidth: outWidth, height: outHeight, rgba: output)
    }

    /// Writes a block's average as straight RGBA.
    private func average(columns: UnsafeMutablePointer<UInt32>, block: Range<Int>, pixels: UInt32, into target: UnsafeMutablePointer<UInt8>) {
        var (red, green, blue, alpha): (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
        for x in block {
            let column = columns + x * 4
            red &+= column[order.red]
            green &+= column[order.green]
            blue &+= column[order.blue]
            alpha &+= column[order.alpha]
        }
        target[3] = UInt8((alpha + pixels / 2) / pixels)
        guard alpha > 0 else { return }
        target[0] = UInt8(min(255, (red &* colourScale + alpha / 2) / alpha))
        target[1] = UInt8(min(255, (green &* colourScale + alpha / 2) / alpha))
        target[2] = UInt8(min(255, (blue &* colourScale + alpha / 2) / alpha))
    }
}

/// A CRC-32 of some bytes (libdeflate's, vectorized): a cheap fingerprint of a file's contents.
public func crc32Checksum(_ data: Data) -> UInt32 {
    data.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, $0.count)) }
}
