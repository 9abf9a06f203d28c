import Foundation
@testable import IntroCairo
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

    @Test func aRasterShrinksAsItsDecodedPixelsDo() throws {
        // Straight from the surface, the thumbnail of an opaque picture is the one made from
        // its PNG; a translucent one is within a step of rounding (premultiplied pixels).
        let canvas = Canvas(size: Size(width: 390, height: 300), scale: 3)
        for opaque in [true, false] {
            var list = SampleSheet.displayList(for: canvas)
            if !opaque { list.items.removeFirst() }
            let raster = try CairoBackend(format: .png).rasterize(list, canvas: canvas, options: RenderOptions()).0
            let fromSurface = raster.shrunk(by: 6)
            let fromPixels = raster.pixels.downsampled(by: 6)
            #expect(fromSurface.width == 195 && fromSurface.height == 150)
            let largest = zip(fromSurface.rgba, fromPixels.rgba).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(opaque ? largest == 0 : largest <= 2, "largest difference \(largest)")
            // Shrunk in parts on several threads: the same pixels.
            #expect(raster.shrunk(by: 6, threads: 3).rgba == fromSurface.rgba)
            // Blocks wider than 16 pixels add their sums in 32 bits, one column at a time.
            let coarse = raster.shrunk(by: 20)
            let coarseLargest = zip(coarse.rgba, raster.pixels.downsampled(by: 20).rgba).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(opaque ? coarseLargest == 0 : coarseLargest <= 2, "largest difference \(coarseLargest)")
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
        let output = try backend.render(list, canvas: canvas, options: RenderOptions(thumbnailPixelsPerPoint: 0.5))
        let thumbnail = try PNGImage.decode(try #require(output.thumbnail))
        #expect(thumbnail.width == 50 && thumbnail.height == 40)
        // The backend's thumbnail is the drawn picture shrunk, as `shrunk(by:)` gives it.
        let raster = try backend.rasterize(list, canvas: canvas, options: RenderOptions()).0
        #expect(thumbnail == raster.shrunk(by: 6))
        #expect(try backend.render(list, canvas: canvas, options: RenderOptions()).thumbnail == nil)
        #expect(RenderOptions.thumbnailFactor(pixelsPerPoint: 3, thumbnailPixelsPerPoint: 0.5) == 6)
        #expect(RenderOptions.thumbnailFactor(pixelsPerPoint: 0.2, thumbnailPixelsPerPoint: 0.5) == 1)
        #expect(RenderOptions.thumbnailFactor(pixelsPerPoint: 1e9, thumbnailPixelsPerPoint: 0.5) == 64)
    }

    @Test func theChecksumIsCRC32() {
        #expect(crc32Checksum(Data("123456789".utf8)) == 0xCBF4_3926)
    }
}
