import Foundation
import IntroCairo
import IntroPNG
import IntroRender
import IntroUI
import Testing

@Suite struct PNGTests {
    /// The sample sheet, opaque (white background) or with its background removed.
    private func raster(opaque: Bool) throws -> RasterImage {
        let canvas = try DeviceCatalog.device(id: "iphone-se-1").canvas()
        var list = SampleSheet.displayList(for: canvas)
        if !opaque { list.items.removeFirst() }
        return try CairoBackend(format: .png).rasterize(list, canvas: canvas, options: .init()).0
    }

    @Test(arguments: [true, false])
    func roundTripsThroughTheDecoder(opaque: Bool) throws {
        let raster = try raster(opaque: opaque)
        let expected = raster.pixels
        #expect(expected.isOpaque == opaque)
        for filter in PNGEncoder.Filter.allCases {
            let data = raster.pngData(encoder: PNGEncoder(compression: .libdeflate(level: 1, filter: filter)))
            #expect(data[25] == (opaque ? 2 : 6), "colour type")
            #expect(try PNGImage.decode(data) == expected)
        }
    }

    /// Cairo's writer (libpng, adaptive filters) uses all five filter types.
    @Test func decodesCairosPNGs() throws {
        let raster = try raster(opaque: false)
        #expect(try PNGImage.decode(raster.cairoPNGData()) == raster.pixels)
    }

    @Test func encodesStraightRGBA() throws {
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0, 10, 20, 30, 40]
        let image = try PNGImage(width: 2, height: 2, rgba: pixels)
        #expect(try PNGImage.decode(image.pngData()) == image)
    }

    @Test func refusesBadInput() throws {
        #expect(throws: PNGError.sizeMismatch(width: 2, height: 2, byteCount: 3)) {
            try PNGImage(width: 2, height: 2, rgba: [1, 2, 3])
        }
        #expect(throws: PNGError.notPNG) { try PNGImage.decode(Data("not a png".utf8)) }
        let good = try PNGImage(width: 1, height: 1, rgba: [1, 2, 3, 4]).pngData()
        var corrupted = good
        corrupted[29] ^= 0xFF
        // libpng's reasons: the file ends early; the header's checksum is wrong.
        for bad in [good.prefix(30), corrupted] {
            let error = #expect(throws: PNGError.self) { try PNGImage.decode(bad) }
            guard case .undecodable(let reason) = error else {
                Issue.record("\(String(describing: error)) is not libpng's refusal")
                continue
            }
            #expect(!reason.isEmpty)
        }
    }
}
