import Foundation

/// The rows of an image being encoded, read in place: Cairo's premultiplied ARGB32 words or
/// straight RGBA bytes, turned into PNG rows (RGB for an opaque image, else straight RGBA)
/// one at a time. Only valid while the caller keeps the pixels alive; the encoder reads it
/// from several threads at once, never writing.
package struct PNGPixelRows: @unchecked Sendable {
    /// How the pixels are stored.
    package enum Layout {
        /// Cairo's ARGB32: one native-endian 32-bit word per pixel, alpha premultiplied.
        case premultipliedARGB32
        /// Bytes R, G, B, A with straight alpha.
        case straightRGBA
    }

    let base: UnsafeRawPointer
    let width: Int
    let height: Int
    let bytesPerRow: Int
    let layout: Layout

    /// Bytes per pixel in the PNG: 3 when every pixel is opaque, else 4.
    private(set) var channels = 4
    /// Per row: whether it repeats the row above byte for byte (row 0 never does).
    let repeatsAbove: RowFlags

    package init(base: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int, layout: Layout) {
        self.base = base
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.layout = layout
        repeatsAbove = RowFlags(count: height)
    }

    /// Bytes of one PNG row (without its filter byte).
    var rowBytes: Int { width * channels }

    /// Finds the repeated rows and whether the image is opaque, `threads` strips at a time.
    mutating func scan(threads: Int) {
        let height = height
        let parts = max(1, min(threads, height / 64))
        let opaqueParts = UnsafeMutableBufferPointer<Bool>.allocate(capacity: parts)
        defer { opaqueParts.deallocate() }
        let rows = self
        let scanPart = { (part: Int) in
            opaqueParts[part] = rows.scan((height * part / parts)..<(height * (part + 1) / parts), checkingAlpha: true)
        }
        if parts == 1 {
            scanPart(0)
        } else {
            nonisolated(unsafe) let run = scanPart
            DispatchQueue.concurrentPerform(iterations: parts) { run($0) }
        }
        channels = opaqueParts.allSatisfy { $0 } ? 3 : 4
    }

    /// Takes every pixel as opaque without looking (a picture drawn over an opaque
    /// backdrop): the PNG rows are RGB, and only ``markRepeats(in:)`` is left to do.
    mutating func assumeOpaque() { channels = 3 }

    /// Marks the rows of `range` that repeat their upper neighbour (those rows and the one
    /// above them must be final).
    func markRepeats(in range: Range<Int>) { _ = scan(range, checkingAlpha: false) }

    /// Marks the rows of `range` that repeat their upper neighbour; with `checkingAlpha`,
    /// true when all the other rows are opaque (alpha is the top byte of each 32-bit word in
    /// both layouts).
    private func scan(_ range: Range<Int>, checkingAlpha: Bool) -> Bool {
        var alpha = SIMD4<UInt32>(repeating: 0xFF00_0000)
        let rowLength = width * 4
        let flags = repeatsAbove.flags
        for y in range {
            let row = base + y &* bytesPerRow
            if y > 0, memcmp(row - bytesPerRow, row, rowLength) == 0 {
                flags[y] = true
                continue
            }
            flags[y] = false
            guard checkingAlpha else { continue }
            var x = 0
            while x &+ 16 <= rowLength {
                alpha &= row.loadUnaligned(fromByteOffset: x, as: SIMD4<UInt32>.self)
                x &+= 16
            }
            while x < rowLength {
                alpha[0] &= row.loadUnaligned(fromByteOffset: x, as: UInt32.self)
                x &+= 4
            }
        }
        let all = alpha[0] & alpha[1] & alpha[2] & alpha[3]
        return all & 0xFF00_0000 == 0xFF00_0000
    }

    /// Writes row `y` as PNG bytes (``rowBytes`` of them) at `output`.
    func write(row y: Int, to output: UnsafeMutableRawPointer) {
        let row = base + y &* bytesPerRow
        switch (layout, channels) {
        case (.premultipliedARGB32, 3): Self.opaqueARGB32ToRGB(row, width: width, into: output)
        case (.premultipliedARGB32, _): Self.unpremultiplyARGB32(row, width: width, into: output)
        case (.straightRGBA, 3): Self.rgbaToRGB(row, width: width, into: output)
        case (.straightRGBA, _): output.copyMemory(from: row, byteCount: width * 4)
        }
    }

    /// ARGB32 words to RGB bytes: each word, byte-swapped, is stored whole (R, G, B and a
    /// spare byte the next pixel overwrites); the last pixel is stored byte by byte.
    private static func opaqueARGB32ToRGB(_ row: UnsafeRawPointer, width: Int, into out: UnsafeMutableRawPointer) {
        for x in 0..<width - 1 {
            let word = row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
            out.storeBytes(of: (word << 8).byteSwapped.littleEndian, toByteOffset: x &* 3, as: UInt32.self)
        }
        let last = row.loadUnaligned(fromByteOffset: (width - 1) * 4, as: UInt32.self)
        for c in 0..<3 {
            out.storeBytes(of: UInt8(truncatingIfNeeded: last >> (16 - 8 * c)), toByteOffset: (width - 1) * 3 + c, as: UInt8.self)
        }
    }

    /// Straight RGBA bytes to RGB bytes, the same way: whole words, the last pixel bytewise.
    private static func rgbaToRGB(_ row: UnsafeRawPointer, width: Int, into out: UnsafeMutableRawPointer) {
        for x in 0..<width - 1 {
            let word = row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
            out.storeBytes(of: word, toByteOffset: x &* 3, as: UInt32.self)
        }
        for c in 0..<3 {
            out.storeBytes(
                of: row.load(fromByteOffset: (width - 1) * 4 + c, as: UInt8.self), toByteOffset: (width - 1) * 3 + c,
                as: UInt8.self)
        }
    }

    /// ARGB32 words to straight-alpha RGBA bytes. Opaque and fully transparent pixels (most
    /// of a rendered screen) need no division: they are moved as whole words.
    package static func unpremultiplyARGB32(_ row: UnsafeRawPointer, width: Int, into out: UnsafeMutableRawPointer) {
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
}

/// One flag per row, shared by every copy of the rows that refer to it and written by the
/// threads that scan disjoint ranges of rows.
final class RowFlags: @unchecked Sendable {
    /// The flags, all false at first.
    let flags: UnsafeMutableBufferPointer<Bool>

    init(count: Int) {
        flags = .allocate(capacity: count)
        flags.initialize(repeating: false)
    }

    deinit { flags.deallocate() }

    subscript(row: Int) -> Bool { flags[row] }
}
