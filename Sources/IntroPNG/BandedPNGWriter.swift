import Foundation

/// Encodes an opaque picture while it is still being drawn, so that drawing and encoding
/// overlap on every core instead of meeting at a barrier.
///
/// The picture is cut into bands of whole strips (``PNGEncoder/StripLayout``). The thread
/// that has drawn a band compresses each of the band's strips whose row above is final: all
/// but the first strip at once; the first when the band above is drawn too, by whichever
/// thread finishes the second of the two bands. The bytes are those ``PNGEncoder`` writes
/// for the finished picture: the same strips, the same choice of compressor (made on strip
/// 0), the same repeated rows.
///
/// Only for pictures known to be opaque before they are drawn (they start with an opaque
/// backdrop, ``DisplayList/startsWithOpaqueFill(covering:_:)``): whether a PNG is RGB or RGBA
/// is otherwise known only once every pixel is.
package final class BandedPNGWriter: @unchecked Sendable {
    private let encoder: PNGEncoder
    private let rows: PNGPixelRows
    private let strips: PNGEncoder.StripLayout
    /// The strips of each band.
    private let bands: [Range<Int>]

    private let lock = NSLock()
    private var drawn: [Bool]
    private var compressed: [CompressedStrip?]
    /// Whether strip 0 chose libdeflate: the other strips are not compressed the UI way.
    private var prefersLibdeflate = false

    /// A writer for `rows` (pixels drawn later, all opaque) in about `bandCount` bands.
    package init(encoder: PNGEncoder, rows: PNGPixelRows, bandCount: Int) {
        var rows = rows
        rows.assumeOpaque()
        self.encoder = encoder
        self.rows = rows
        let strips = PNGEncoder.StripLayout(rows)
        let count = max(1, min(bandCount, strips.count))
        self.strips = strips
        bands = (0..<count).map { band in strips.count * band / count..<strips.count * (band + 1) / count }
        drawn = Array(repeating: false, count: count)
        compressed = Array(repeating: nil, count: strips.count)
    }

    /// How many bands to draw.
    package var bandCount: Int { bands.count }

    /// The pixel rows of `band`.
    package func rows(ofBand band: Int) -> Range<Int> {
        strips.rows(bands[band].lowerBound).lowerBound..<strips.rows(bands[band].upperBound - 1).upperBound
    }

    /// Tells the writer that `band` is drawn; compresses the strips this makes ready.
    package func bandDrawn(_ band: Int) {
        let ready: [Int] = lock.withLock {
            drawn[band] = true
            var ready = Array(bands[band])
            if band > 0, !drawn[band - 1] { ready.removeFirst() }
            if band + 1 < bands.count, drawn[band + 1] { ready.append(bands[band + 1].lowerBound) }
            return ready
        }
        for strip in ready { compress(strip) }
    }

    /// The PNG file, once every band is drawn.
    package func finish() -> Data {
        let (stripsDone, libdeflate) = lock.withLock { (compressed.compactMap { $0 }, prefersLibdeflate) }
        guard !libdeflate else {
            return PNGEncoder.file(LibdeflateScanlines(level: 1, filter: .up).zlibStream(rows), of: rows)
        }
        precondition(stripsDone.count == strips.count, "a band was not reported drawn")
        return PNGEncoder.file(PNGEncoder.zlibStream(joining: stripsDone), of: rows)
    }

    private func compress(_ strip: Int) {
        guard !lock.withLock({ prefersLibdeflate }) else { return }
        let range = strips.rows(strip)
        rows.markRepeats(in: range)
        let result = PNGStripCompressor.current.compress(range, of: rows, isLast: strip == strips.count - 1)
        lock.withLock {
            compressed[strip] = result
            if strip == 0, encoder.compression == .automatic,
                PNGEncoder.prefersLibdeflate(stripBytes: result.bytes.count, rawBytes: result.length)
            {
                prefersLibdeflate = true
            }
        }
    }
}
