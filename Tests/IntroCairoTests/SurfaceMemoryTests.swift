@testable import IntroCairo
@testable import IntroPNG
import IntroRender
import IntroUI
import Testing

/// Surface memory is reused across images, handed out cleared, and never grows past what was
/// in use at once.
@Suite struct SurfaceMemoryTests {
    @Test func reusedMemoryIsClearedBeforeUse() throws {
        let pool = SurfaceMemoryPool(largestKept: 1 << 20)
        let first = try #require(pool.take(byteCount: 10_000))
        first.pointer.initializeMemory(as: UInt8.self, repeating: 0xAB, count: first.capacity)
        let address = first.pointer
        pool.give(first)
        let second = try #require(pool.take(byteCount: 8_000))
        #expect(second.pointer == address)
        second.clear(0..<8_000)
        let bytes = UnsafeRawBufferPointer(start: second.pointer, count: 8_000)
        #expect(bytes.allSatisfy { $0 == 0 })
    }

    @Test func keepsNoMoreBuffersThanWereInUseAtOnce() throws {
        let pool = SurfaceMemoryPool(largestKept: 1 << 24)
        let small = try #require(pool.take(byteCount: 4_096))
        let other = try #require(pool.take(byteCount: 4_096))
        pool.give(small)
        pool.give(other)
        #expect(pool.keptCount == 2)
        // Larger than anything kept: one kept buffer is unmapped to make room.
        let large = try #require(pool.take(byteCount: 1 << 20))
        #expect(pool.keptCount == 0 || pool.keptCount == 1)
        pool.give(large)
        #expect(pool.keptCount <= 2)
        // The best fit is taken: the small request does not use the large buffer.
        let again = try #require(pool.take(byteCount: 4_096))
        #expect(again.capacity < 1 << 20)
    }

    @Test func oversizedBuffersAreNotKept() throws {
        let pool = SurfaceMemoryPool(largestKept: 8_192)
        let huge = try #require(pool.take(byteCount: 1 << 20))
        pool.give(huge)
        #expect(pool.keptCount == 0)
    }

    @Test func consecutiveRastersDrawTheSamePixels() throws {
        // A raster drawn into reused memory matches one drawn into fresh memory.
        let backend = CairoBackend(format: .png)
        let canvas = Canvas(size: Size(width: 40, height: 30), scale: 2)
        let list = DisplayList(
            size: canvas.size, items: [.fill(.rectangle, Rect(x: 5, y: 5, width: 10, height: 10), RGBA(red: 1, green: 0, blue: 0))])
        let first = try backend.rasterize(list, canvas: canvas, options: RenderOptions()).0.pixels
        let empty = DisplayList(size: canvas.size)
        let cleared = try backend.rasterize(empty, canvas: canvas, options: RenderOptions()).0.pixels
        #expect(cleared.rgba.allSatisfy { $0 == 0 })
        let second = try backend.rasterize(list, canvas: canvas, options: RenderOptions()).0.pixels
        #expect(first.rgba == second.rgba)
    }

    @Test func anOpaqueBackdropSetsEveryPixelOfReusedMemory() throws {
        // Reused memory is not cleared under an opaque fill of the whole canvas: the pixels
        // still match a drawing into cleared memory.
        let backend = CairoBackend(format: .png)
        let canvas = Canvas(size: Size(width: 41, height: 29), scale: 3)
        let noise = DisplayList(
            size: canvas.size,
            items: (0..<20).map { step in
                .fill(.circle, Rect(x: Double(step * 2), y: Double(step), width: 9, height: 7),
                      RGBA(red: Double(step) / 20, green: 0.3, blue: 1, alpha: 0.6))
            })
        let backdrop = DisplayItem.fill(.rectangle, Rect(x: 0, y: 0, width: 41, height: 29), RGBA(red: 0, green: 0.5, blue: 0.2))
        let glass = DisplayItem.fill(.capsule, Rect(x: 3.3, y: 4.1, width: 30, height: 12), RGBA(red: 1, green: 1, blue: 1, alpha: 0.4))
        let sheet = DisplayList(size: canvas.size, items: [backdrop, glass])
        // An empty first fill covers nothing, so this one is drawn into cleared memory.
        let cleared = DisplayList(
            size: canvas.size, items: [.fill(.rectangle, Rect(x: 0, y: 0, width: 0, height: 0), RGBA(red: 1, green: 0, blue: 0)), backdrop, glass])
        #expect(sheet.startsWithOpaqueFill(covering: 41, 29))
        #expect(!cleared.startsWithOpaqueFill(covering: 41, 29))
        _ = try backend.rasterize(noise, canvas: canvas, options: RenderOptions())
        let reference = try backend.rasterize(cleared, canvas: canvas, options: RenderOptions()).0.pixels
        _ = try backend.rasterize(noise, canvas: canvas, options: RenderOptions())
        let drawn = try backend.rasterize(sheet, canvas: canvas, options: RenderOptions()).0.pixels
        #expect(drawn.rgba == reference.rgba)
    }

    @Test func onlyAnOpaqueRectangleOverTheWholeCanvasCounts() {
        let whole = Rect(x: -1, y: 0, width: 50, height: 30)
        let opaque = RGBA(red: 1, green: 1, blue: 1)
        func starts(_ item: DisplayItem) -> Bool {
            DisplayList(size: Size(width: 40, height: 30), items: [item]).startsWithOpaqueFill(covering: 40, 30)
        }
        #expect(starts(.fill(.rectangle, whole, opaque)))
        #expect(!starts(.fill(.rectangle, whole, RGBA(red: 1, green: 1, blue: 1, alpha: 0.99))))
        #expect(!starts(.fill(.rectangle, Rect(x: 0, y: 0, width: 40, height: 29.5), opaque)))
        #expect(!starts(.fill(.roundedRectangle(cornerRadius: 4, style: .continuous, corners: .all), whole, opaque)))
        #expect(!starts(.stroke(.rectangle, whole, opaque, lineWidth: 100)))
        #expect(!DisplayList(size: Size(width: 40, height: 30)).startsWithOpaqueFill(covering: 40, 30))
    }
}

/// A bitmap drawn in bands by several threads has the pixels of one drawn whole, also where
/// text, images, groups and transforms cross a band's edge.
@Suite struct RasterBandTests {
    static let canvas = Canvas(size: Size(width: 430, height: 932), scale: 3)

    /// The sample sheet with items straddling every edge the bands can have (a third, a
    /// half, a quarter): text, lines running below their frame, images, groups, transforms.
    static func straddlingSheet() -> DisplayList {
        var list = SampleSheet.displayList(for: canvas)
        for fraction in [0.25, 1.0 / 3, 0.5, 2.0 / 3, 0.75] {
            let y = canvas.size.height * fraction - 9
            let turn = Transform2D.linear(a: 0.94, b: 0.34, c: -0.34, d: 0.94, about: Point(x: 200, y: y + 9))
            list.items += [
                .text(
                    TextRun(
                        string: "Across the edge gÿ", attributes: TextAttributes(font: ResolvedFont(size: 22)),
                        color: RGBA(rgb: 0x1C1C1E), frame: Rect(x: 20, y: y, width: 250, height: 28), alignment: .left)),
                // Lines that run far below a frame too short for them, from above the edge.
                .text(
                    TextRun(
                        string: "One two three four five six seven eight nine ten eleven twelve",
                        attributes: TextAttributes(font: ResolvedFont(size: 17)), color: RGBA(rgb: 0xFF3B30),
                        frame: Rect(x: 40, y: y - 60, width: 90, height: 4), alignment: .left)),
                .image(ImageRun(name: "star.fill", source: .asset, tint: SampleSheet.accent, frame: Rect(x: 280, y: y - 9, width: 37, height: 37))),
                .opacity(0.4, [.fill(.circle, Rect(x: 330, y: y - 12, width: 40, height: 40), RGBA(rgb: 0xFF2D55))]),
                .transform(turn, [.stroke(.roundedRectangle(cornerRadius: 6, style: .continuous, corners: .all), Rect(x: 150, y: y - 4, width: 100, height: 26), RGBA(rgb: 0x34C759), lineWidth: 1.5)]),
            ]
        }
        return list
    }

    @Test(arguments: [2, 3, 4])
    func bandsDrawTheSamePixelsAsOneSurface(threads: Int) throws {
        let (canvas, list) = (Self.canvas, Self.straddlingSheet())
        let backend = CairoBackend(format: .png)
        let whole = try backend.rasterize(list, canvas: canvas, options: RenderOptions()).0.pixels
        let banded = try backend.rasterize(list, canvas: canvas, options: RenderOptions(), threads: threads).0.pixels
        #expect(whole.width == banded.width && whole.height == banded.height)
        // The first row that differs, if any (comparing whole arrays would print millions of bytes).
        let rowBytes = whole.width * 4
        let differing = (0..<whole.height).first { row in
            whole.rgba[row * rowBytes..<(row + 1) * rowBytes] != banded.rgba[row * rowBytes..<(row + 1) * rowBytes]
        }
        #expect(differing == nil)
    }

    @Test(arguments: [2, 3])
    func anOpaqueSheetEncodedWhileItIsDrawnHasTheBytesOfOneDrawnWhole(threads: Int) throws {
        var list = Self.straddlingSheet()
        list.items.insert(.fill(.rectangle, Rect(origin: .zero, size: Self.canvas.size), RGBA(rgb: 0xF2F2F7)), at: 0)
        #expect(try RasterTarget(list, canvas: Self.canvas, options: RenderOptions()).setsEveryPixel)
        let whole = try CairoBackend(format: .png).render(list, canvas: Self.canvas, options: RenderOptions())
        let banded = try CairoBackend(format: .png, pngEncoder: PNGEncoder(threads: threads))
            .render(list, canvas: Self.canvas, options: RenderOptions())
        #expect(banded.data == whole.data)
        #expect(banded.diagnostics == whole.diagnostics)
    }

    @Test func smallBitmapsAreDrawnWhole() {
        #expect(RasterBands(height: 300, threads: 2).count == 1)
        #expect(RasterBands(height: 2796, threads: 2).count == 2)
        #expect(RasterBands(height: 2796, threads: 2).rows(1) == 1398..<2796)
        #expect(RasterBands(height: 1000, threads: 8).count == 3)
    }
}
