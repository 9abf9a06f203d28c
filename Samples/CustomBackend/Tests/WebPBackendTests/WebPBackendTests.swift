import CWebP
import Foundation
import IntroPNG
import IntroRender
import IntroSnapshot
import IntroUI
import Testing
import WebPBackend

/// A small view drawn by the WebP backend.
struct Badge: View {
    var body: some View {
        VStack(spacing: 8) {
            Image(systemName: "star.fill").foregroundColor(.yellow)
            Text("WebP").font(.largeTitle).fontWeight(.bold)
            Text("A backend from outside IntroKit").foregroundColor(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.background)
    }
}

@Suite struct WebPBackendTests {
    /// IntroKit's image strategy with this package's backend: the pixels it draws, compared
    /// with the reference in `__Snapshots__`.
    @Test func aViewSnapshotsThroughTheWebPBackend() throws {
        let device = try DeviceCatalog.device(id: "iphone-se")
        assertSnapshot(of: Badge(), as: .image(device: device, scale: 1, backend: WebPBackend()))
    }

    /// A lossless file decodes (with libwebp) to exactly the pixels the rasterizer drew.
    @Test func aLosslessFileHoldsTheDrawnPixels() throws {
        let backend = WebPBackend()
        let canvas = try DeviceCatalog.device(id: "iphone-se").canvas(.portrait)
        let layout = LayoutEngine(measurer: backend.textMeasurer).layout(Badge(), canvas: canvas)
        let options = RenderOptions(scale: 1)
        let file = try backend.render(layout.displayList, canvas: canvas, options: options).data
        #expect(file.prefix(4) == Data("RIFF".utf8) && file.dropFirst(8).prefix(4) == Data("WEBP".utf8))
        let drawn = try #require(backend.product.rasterizer).rasterize(layout.displayList, canvas: canvas, options: options).pixels
        var (width, height): (Int32, Int32) = (0, 0)
        let decoded = try #require(file.withUnsafeBytes { WebPDecodeRGBA($0.baseAddress, file.count, &width, &height) })
        defer { WebPFree(decoded) }
        #expect(Int(width) == drawn.width && Int(height) == drawn.height)
        #expect(Array(UnsafeBufferPointer(start: decoded, count: drawn.rgba.count)) == drawn.rgba)
    }
}
