import Foundation
@testable import IntroCairo
@testable import IntroPNG
import IntroRender
import IntroUI
import Testing

/// The PNG writer: random images of every kind round-trip through IntroKit's decoder and
/// libpng, on one thread and two (same bytes), through every compression path.
@Suite struct PNGEncoderTests {
    /// A kind of random picture.
    enum Kind: CaseIterable {
        case flat, noisy, gradient, interface
    }

    /// A seeded random image of a kind; `opaque` sets every alpha to 255.
    static func image(_ kind: Kind, width: Int, height: Int, opaque: Bool, seed: UInt64) throws -> PNGImage {
        var random = TestRandom(seed: seed)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let flat = (0..<4).map { _ in UInt8.random(in: 0...255, using: &random) }
        for y in 0..<height {
            // Interface pictures repeat rows and have flat runs with the odd detail.
            let repeatsAbove = kind == .interface && y > 0 && Bool.random(using: &random)
            for x in 0..<width {
                let i = (y * width + x) * 4
                for c in 0..<4 {
                    let value: UInt8
                    switch kind {
                    case .flat: value = flat[c]
                    case .noisy: value = UInt8.random(in: 0...255, using: &random)
                    case .gradient: value = UInt8(truncatingIfNeeded: x * (c + 1) + y * (3 - c))
                    case .interface:
                        if repeatsAbove {
                            value = rgba[i - width * 4]
                        } else {
                            value = Int.random(in: 0..<20, using: &random) == 0 ? UInt8.random(in: 0...255, using: &random) : flat[c]
                        }
                    }
                    rgba[i + c] = c == 3 && opaque ? 255 : value
                }
            }
        }
        return try PNGImage(width: width, height: height, rgba: rgba)
    }

    /// Sizes: 1×1, odd widths, one row, one column, and the widest image allowed.
    static let sizes = [(1, 1), (3, 7), (17, 5), (255, 3), (1, 90), (301, 67), (1027, 1), (16_384, 3)]

    static let encoders = [
        PNGEncoder(), PNGEncoder(threads: 2), PNGEncoder(compression: .fast),
        PNGEncoder(compression: .libdeflate(level: 1, filter: .sub)),
    ]

    @Test(arguments: Kind.allCases)
    func randomImagesRoundTrip(kind: Kind) throws {
        for (index, (width, height)) in Self.sizes.enumerated() {
            for opaque in [true, false] {
                let image = try Self.image(kind, width: width, height: height, opaque: opaque, seed: UInt64(index))
                let single = PNGEncoder().encode(image)
                for encoder in Self.encoders {
                    let png = encoder.encode(image)
                    #expect(try PNGImage.decode(png) == image, "\(kind) \(width)×\(height) \(encoder)")
                    #expect(png[25] == (opaque ? 2 : 6), "colour type")
                    if encoder.compression == .automatic { #expect(png == single, "the same bytes on any number of threads") }
                }
                #expect(try ExternalPNGTools.libpngPixels(single) == image.rgba, "libpng: \(kind) \(width)×\(height)")
                #expect(try ExternalPNGTools.pngcheckProblems(single) == nil)
            }
        }
    }

    /// An image of many strips, compressed on two threads: one valid zlib stream whose
    /// Adler-32 is combined from the strips'.
    @Test func stripsJoinIntoOneStream() throws {
        let image = try Self.image(.interface, width: 1500, height: 700, opaque: true, seed: 9)
        let strips = 700 / max(1, PNGEncoder.stripBytes / (1500 * 3 + 1))
        #expect(strips >= 4)
        let png = PNGEncoder(threads: 2).encode(image)
        #expect(png == PNGEncoder().encode(image))
        #expect(try PNGImage.decode(png) == image)
        #expect(try ExternalPNGTools.libpngPixels(png) == image.rgba)
    }

    /// Noise does not compress: on the UI path its strips fall back to stored blocks, which
    /// still decode; the automatic choice sees it in the first strip and uses libdeflate.
    @Test func incompressiblePicturesAreStoredOrGoToLibdeflate() throws {
        let image = try Self.image(.noisy, width: 800, height: 400, opaque: true, seed: 4)
        let stored = PNGEncoder(compression: .fast).encode(image)
        #expect(stored.count <= 800 * 400 * 3 + 400 + 1024)
        #expect(try PNGImage.decode(stored) == image)
        #expect(try ExternalPNGTools.libpngPixels(stored) == image.rgba)
        #expect(PNGEncoder().encode(image) == PNGEncoder(compression: .libdeflate(level: 1, filter: .up)).encode(image))
        let interface = try Self.image(.interface, width: 800, height: 400, opaque: true, seed: 4)
        #expect(PNGEncoder().encode(interface) == PNGEncoder(compression: .fast).encode(interface))
    }

    @Test func adlerChecksumsCombine() {
        var random = TestRandom(seed: 1)
        let bytes = (0..<100_000).map { _ in UInt8.random(in: 0...255, using: &random) }
        func adler(_ slice: ArraySlice<UInt8>) -> UInt32 {
            var checksum = Adler32()
            slice.withUnsafeBytes { checksum.add($0.baseAddress!, count: $0.count) }
            return checksum.value
        }
        for split in [0, 1, 65521, 70000, 100_000] {
            let combined = Adler32.combine(adler(bytes[..<split]), adler(bytes[split...]), secondLength: 100_000 - split)
            #expect(combined == adler(bytes[...]))
        }
        var repeated = Adler32()
        repeated.addRepeatedRow(filter: 2, zeros: 200_000)
        #expect(repeated.value == adler(ArraySlice([2] + [UInt8](repeating: 0, count: 200_000))))
    }

    @Test func huffmanCodesRespectTheLengthLimit() {
        // Fibonacci frequencies make the deepest unlimited Huffman tree.
        var frequencies: [UInt32] = [1, 1]
        while frequencies.count < 30 { frequencies.append(frequencies[frequencies.count - 1] + frequencies[frequencies.count - 2]) }
        let code = frequencies.withUnsafeBufferPointer { HuffmanCode(frequencies: $0, maximumLength: 15) }
        #expect(code.lengths.allSatisfy { (1...15).contains($0) })
        let kraft = code.lengths.reduce(0.0) { $0 + pow(2, -Double($1)) }
        #expect(kraft == 1, "a complete code")
    }

    /// Every PNG IntroKit draws, opaque or not and light or dark, reads back the same in
    /// libpng and in IntroKit's decoder, and passes pngcheck.
    @Test(arguments: ["iphone-se-1", "iphone-15-pro-max"])
    func renderedSheetsReadTheSameEverywhere(device: String) throws {
        let canvas = try DeviceCatalog.device(id: device).canvas()
        for opaque in [true, false] {
            var list = SampleSheet.displayList(for: canvas)
            if !opaque { list.items.removeFirst() }
            let raster = try CairoBackend(format: .png).rasterize(list, canvas: canvas, options: .init()).0
            let expected = raster.pixels
            for encoder in [PNGEncoder(), PNGEncoder(threads: 2)] {
                let png = raster.pngData(encoder: encoder)
                #expect(try PNGImage.decode(png) == expected)
                #expect(try ExternalPNGTools.libpngPixels(png) == expected.rgba)
                #expect(try ExternalPNGTools.pngcheckProblems(png) == nil)
            }
        }
    }
}

/// xorshift64*: seeded, so failures reproduce.
struct TestRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 2 &+ 0x2545_F491 }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}

/// The PNG files committed to the repository (snapshot references, documentation images),
/// all written by IntroKit, pass pngcheck; the CLI's hostile corpus (deliberately broken
/// files) is left out.
@Suite struct CommittedPNGTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func committedPNGsPassPngcheck() throws {
        var files: [URL] = []
        for folder in ["Tests", "Samples", "docs"] {
            let enumerator = FileManager.default.enumerator(
                at: Self.repository.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let file = enumerator?.nextObject() as? URL {
                if file.pathExtension == "png", !file.path.contains("/.build/"), !file.path.contains("/Corpus/") {
                    files.append(file)
                }
            }
        }
        #expect(files.count >= 15)
        #expect(try ExternalPNGTools.pngcheckProblems(files) == nil)
    }
}
