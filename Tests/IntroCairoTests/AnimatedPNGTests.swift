import Foundation
import IntroCairo
import IntroPNG
import Testing

/// Animated PNGs: written a frame at a time, they are the same bytes as written at once, and
/// their frame count, frame controls and sequence numbers agree.
@Suite struct AnimatedPNGTests {
    /// `count` small frames of one size, each a different flat colour.
    private func frames(_ count: Int, width: Int = 5, height: Int = 4) -> [Data] {
        (0..<count).map { index in
            let pixel: [UInt8] = [UInt8(index * 40 % 256), 90, UInt8(255 - index), 255]
            let image = try! PNGImage(width: width, height: height, rgba: Array((0..<width * height).map { _ in pixel }.joined()))
            return image.pngData()
        }
    }

    /// The types of the chunks of a PNG file, in order.
    private func chunkTypes(_ file: Data) -> [String] {
        let bytes = [UInt8](file)
        var types: [String] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }

    @Test func streamedEqualsWholeAndCountsItsFrames() throws {
        let input = frames(5)
        var writer = AnimatedPNG.Writer(frameCount: 5, delay: 0.1)
        var streamed = Data()
        for frame in input { streamed += try writer.append(frame) }
        streamed += try writer.finish()
        #expect(streamed == (try AnimatedPNG.encode(frames: input, delay: 0.1)))
        let types = chunkTypes(streamed)
        #expect(types.first == "IHDR" && types[1] == "acTL" && types.last == "IEND")
        #expect(types.filter { $0 == "fcTL" }.count == 5)
        #expect(types.filter { $0 == "IDAT" }.count == 1)
        #expect(types.filter { $0 == "fdAT" }.count == 4)
        // acTL: the number of frames, then 0 plays (forever).
        let acTL = try #require(streamed.range(of: Data("acTL".utf8)))
        #expect([UInt8](streamed[acTL.upperBound..<acTL.upperBound + 8]) == [0, 0, 0, 5, 0, 0, 0, 0])
        // The first frame decodes as an ordinary PNG.
        #expect(try PNGImage.decode(streamed) == (try PNGImage.decode(input[0])))
    }

    @Test func refusesTheWrongNumberOrSizeOfFrames() throws {
        var short = AnimatedPNG.Writer(frameCount: 3, delay: 1)
        _ = try short.append(frames(1)[0])
        #expect(throws: AnimatedPNG.Failure.frameCountMismatch(expected: 3, given: 1)) { try short.finish() }
        var long = AnimatedPNG.Writer(frameCount: 1, delay: 1)
        _ = try long.append(frames(1)[0])
        #expect(throws: AnimatedPNG.Failure.frameCountMismatch(expected: 1, given: 2)) { try long.append(frames(1)[0]) }
        var mixed = AnimatedPNG.Writer(frameCount: 2, delay: 1)
        _ = try mixed.append(frames(1)[0])
        #expect(throws: AnimatedPNG.Failure.headerMismatch(index: 1)) { try mixed.append(frames(1, width: 6)[0]) }
        #expect(throws: AnimatedPNG.Failure.notPNG(index: 0)) {
            var writer = AnimatedPNG.Writer(frameCount: 1, delay: 1)
            _ = try writer.append(Data("not a png".utf8))
        }
        #expect(throws: AnimatedPNG.Failure.noFrames) { try AnimatedPNG.encode(frames: [], delay: 1) }
    }
}
