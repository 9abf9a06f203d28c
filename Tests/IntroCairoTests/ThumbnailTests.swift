import Foundation
@testable import IntroCairo
@testable import IntroPNG
import IntroRender
import IntroUI
import Testing

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

    @Test func aDrawnThumbnailLooksLikeThePictureAveraged() throws {
        // Drawn again at 0.5 px/pt, the thumbnail is close to the full-size picture averaged
        // 6 × 6 (Cairo's coverage is an area average too; text differs by where glyphs land).
        let canvas = Canvas(size: Size(width: 390, height: 300), scale: 3)
        for opaque in [true, false] {
            var list = SampleSheet.displayList(for: canvas)
            if !opaque { list.items.removeFirst() }
            let backend = CairoBackend(format: .png)
            let output = try backend.render(list, canvas: canvas, options: RenderOptions(), thumbnailPixelsPerPoint: 0.5)
            let drawn = try PNGImage.decode(try #require(output.thumbnail))
            let averaged = try backend.rasterize(list, canvas: canvas, options: RenderOptions()).0.pixels.downsampled(by: 6)
            #expect(drawn.width == averaged.width && drawn.height == averaged.height)
            let differences = zip(drawn.rgba, averaged.rgba).map { abs(Int($0) - Int($1)) }
            let mean = Double(differences.reduce(0, +)) / Double(differences.count)
            #expect(mean < 4, "mean difference \(mean)")
        }
    }

    @Test func factorsAboveTheLargestAreTakenAsIt() throws {
        let image = try PNGImage(width: 300, height: 300, rgba: [UInt8](repeating: 200, count: 300 * 300 * 4))
        let shrunk = image.downsampled(by: 100_000)
        #expect(shrunk.width == 2 && shrunk.height == 2)
        // Sums of 256 × 256 pixels of 200 × 200 (colour × alpha) still fit: no wrap-around.
        #expect(shrunk.rgba.allSatisfy { $0 == 200 })
    }

    @Test func thePNGBackendReturnsTheThumbnailAskedFor() throws {
        let canvas = Canvas(size: Size(width: 100, height: 80), scale: 3)
        let list = SampleSheet.displayList(for: canvas)
        let backend = CairoBackend(format: .png)
        let output = try backend.render(list, canvas: canvas, options: RenderOptions(), thumbnailPixelsPerPoint: 0.5)
        let thumbnail = try PNGImage.decode(try #require(output.thumbnail))
        #expect(thumbnail.width == 50 && thumbnail.height == 40)
        // The backend's thumbnail is the display list drawn at 0.5 px/pt.
        let drawn = try backend.rasterize(list, canvas: canvas, options: RenderOptions(scale: 0.5)).0
        #expect(thumbnail == drawn.pixels)
        // A picture smaller than the thumbnail asked for gives a thumbnail of its own size.
        let tiny = try backend.render(list, canvas: canvas, options: RenderOptions(scale: 0.25), thumbnailPixelsPerPoint: 0.5)
        let tinyThumbnail = try PNGImage.decode(try #require(tiny.thumbnail))
        #expect(tinyThumbnail.width == 25 && tinyThumbnail.height == 20)
        #expect(try backend.render(list, canvas: canvas, options: RenderOptions()).thumbnail == nil)
        #expect(RenderOptions.thumbnailFactor(pixelsPerPoint: 3, thumbnailPixelsPerPoint: 0.5) == 6)
        #expect(RenderOptions.thumbnailFactor(pixelsPerPoint: 0.2, thumbnailPixelsPerPoint: 0.5) == 1)
        // One cap: the largest factor the downsampler takes.
        #expect(RenderOptions.thumbnailFactor(pixelsPerPoint: 1e9, thumbnailPixelsPerPoint: 0.5) == PNGImage.largestShrinkFactor)
    }

    @Test func theCairoRasterizersOwnPNGHasThePixelsItsRasterizeDraws() throws {
        // Thumbnails and animated previews take the rasterizer's PNG, encoded straight from
        // Cairo's premultiplied pixels: the same image as the protocol's default route.
        let canvas = Canvas(size: Size(width: 120, height: 90), scale: 2)
        let rasterizer = CairoRasterizer()
        for opaque in [true, false] {
            var list = SampleSheet.displayList(for: canvas)
            if !opaque { list.items.removeFirst() }
            let png = try PNGImage.decode(try rasterizer.pngData(list, canvas: canvas, options: RenderOptions()))
            let drawn = try rasterizer.rasterize(list, canvas: canvas, options: RenderOptions()).pixels
            #expect(png == drawn)
            #expect(png.isOpaque == opaque)
        }
    }

    @Test func theChecksumIsCRC32() {
        #expect(crc32Checksum(Data("123456789".utf8)) == 0xCBF4_3926)
    }
}
