import Foundation
@testable import IntroCairo
@testable import IntroPNG
import Testing

/// A picture encoded band by band while it is drawn gives the bytes of the finished picture
/// encoded at once, whatever order the bands are finished in.
@Suite struct BandedPNGWriterTests {
    /// An opaque picture of `kind` as Cairo's premultiplied ARGB32 words (1027 × 900 px: six
    /// strips of 170 rows).
    static func argb32(_ kind: PNGEncoderTests.Kind, seed: UInt64) throws -> (bytes: [UInt8], width: Int, height: Int) {
        let (width, height) = (1027, 900)
        let image = try PNGEncoderTests.image(kind, width: width, height: height, opaque: true, seed: seed)
        var bytes = image.rgba
        for pixel in stride(from: 0, to: bytes.count, by: 4) { bytes.swapAt(pixel, pixel + 2) }
        #if _endian(big)
            for pixel in stride(from: 0, to: bytes.count, by: 4) { bytes[pixel..<pixel + 4].reverse() }
        #endif
        return (bytes, width, height)
    }

    static let cases: [(PNGEncoderTests.Kind, PNGEncoder.Compression)] = [
        (.interface, .automatic), (.noisy, .automatic), (.gradient, .fast), (.flat, .automatic),
    ]

    @Test(arguments: 0..<cases.count)
    func bandsFinishedInAnyOrderGiveTheBytesOfTheWholePicture(caseIndex: Int) throws {
        let (kind, compression) = Self.cases[caseIndex]
        let (bytes, width, height) = try Self.argb32(kind, seed: UInt64(caseIndex))
        try bytes.withUnsafeBytes { pixels in
            let whole = try PNGEncoder(compression: compression).encode(
                premultipliedBGRA: pixels, width: width, height: height, bytesPerRow: width * 4)
            let rows = PNGPixelRows(
                base: pixels.baseAddress!, width: width, height: height, bytesPerRow: width * 4, layout: .premultipliedARGB32)
            for bandCount in [3, 50] {
                let orders = [Array((0..<bandCount).reversed()), [1, 0] + Array(2..<bandCount)]
                for order in orders {
                    let writer = BandedPNGWriter(encoder: PNGEncoder(compression: compression, threads: 2), rows: rows, bandCount: bandCount)
                    #expect(writer.bandCount == min(bandCount, 6))
                    for band in order where band < writer.bandCount { writer.bandDrawn(band) }
                    #expect(writer.finish() == whole, "\(kind), \(bandCount) bands, order \(order)")
                }
                // Bands finished by two threads at once.
                let writer = BandedPNGWriter(encoder: PNGEncoder(compression: compression, threads: 2), rows: rows, bandCount: bandCount)
                DispatchQueue.concurrentPerform(iterations: writer.bandCount) { writer.bandDrawn($0) }
                #expect(writer.finish() == whole)
            }
        }
    }

    @Test func bandsAreWholeStripsCoveringEveryRow() throws {
        let (bytes, width, height) = try Self.argb32(.flat, seed: 9)
        bytes.withUnsafeBytes { pixels in
            let rows = PNGPixelRows(
                base: pixels.baseAddress!, width: width, height: height, bytesPerRow: width * 4, layout: .premultipliedARGB32)
            let writer = BandedPNGWriter(encoder: PNGEncoder(threads: 2), rows: rows, bandCount: 4)
            let bands = (0..<writer.bandCount).map(writer.rows(ofBand:))
            #expect(bands.first?.lowerBound == 0)
            #expect(bands.last?.upperBound == height)
            for (upper, lower) in zip(bands, bands.dropFirst()) { #expect(upper.upperBound == lower.lowerBound) }
            // Strips of 170 rows: every boundary is a strip boundary.
            #expect(bands.allSatisfy { $0.lowerBound % 170 == 0 })
        }
    }
}
