import Foundation
import Testing
@testable import IntroCairo

/// The gallery's thumbnails: whole-factor box averages, alpha-weighted, partial edge blocks.
@Suite struct ThumbnailTests {
    @Test func blocksAverageTheirPixelsWeightedByAlpha() throws {
        // 3 × 2: a 2 × 2 block of red, white, transparent blue, white; and a 1 × 2 edge block.
        let image = try PNGImage(width: 3, height: 2, rgba: [
            255, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 255,
            0, 0, 255, 0, 255, 255, 255, 255, 100, 100, 100, 255,
        ])
        let small = image.downsampled(by: 2)
        #expect(small.width == 2 && small.height == 1)
        // Red and two whites count, the transparent blue adds nothing but lowers alpha by a quarter.
        #expect(Array(small.rgba[0..<4]) == [255, 170, 170, 191])
        #expect(Array(small.rgba[4..<8]) == [50, 50, 50, 255])
        #expect(image.downsampled(by: 1) == image)
    }

    @Test func aThumbnailIsAPNGOfTheReducedSize() throws {
        let pixels = [UInt8](repeating: 200, count: 30 * 20 * 4)
        let thumbnail = try PNGImage.decode(PNGImage(width: 30, height: 20, rgba: pixels).downsampled(by: 4).pngData())
        #expect(thumbnail.width == 8 && thumbnail.height == 5)
        #expect(Set(thumbnail.rgba) == [200])
    }

    @Test func theChecksumIsCRC32() {
        #expect(crc32Checksum(Data("123456789".utf8)) == 0xCBF4_3926)
    }
}
