@testable import IntroCairo
import IntroRender
import IntroUI
import Testing

/// Surface memory is reused across images, handed out cleared, and never grows past what was
/// in use at once.
@Suite struct SurfaceMemoryTests {
    @Test func reusedMemoryComesBackCleared() throws {
        let pool = SurfaceMemoryPool(largestKept: 1 << 20)
        let first = try #require(pool.take(byteCount: 10_000))
        first.pointer.initializeMemory(as: UInt8.self, repeating: 0xAB, count: first.capacity)
        let address = first.pointer
        pool.give(first)
        let second = try #require(pool.take(byteCount: 8_000))
        #expect(second.pointer == address)
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
}
