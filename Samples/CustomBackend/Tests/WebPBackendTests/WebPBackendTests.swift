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
    /// The WebP backend on the rasterizer of IntroKit's stock backends (Cairo's), which this
    /// package never imports.
    static func backend(_ encoder: WebPEncoder = WebPEncoder()) throws -> WebPBackend {
        StockBackends.register()
        return try WebPBackend(registry: .shared, encoder: encoder)
    }

    /// IntroKit's image strategy with this package's backend: the pixels it draws, compared
    /// with the reference in `__Snapshots__`, stored as WebP (its encoder has a decoder).
    @Test func aViewSnapshotsThroughTheWebPBackend() throws {
        let device = try DeviceCatalog.device(id: "iphone-se")
        assertSnapshot(of: Badge(), as: .image(device: device, scale: 1, backend: try Self.backend()))
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/WebPBackendTests")
        let reference = try Data(contentsOf: folder.appendingPathComponent("aViewSnapshotsThroughTheWebPBackend.1.webp"))
        #expect(WebPDecoder().pixelSize(of: reference) == PixelSize(width: 375, height: 667))
    }

    /// Settings that change the bytes change the cache identity; the environment names libwebp.
    @Test func theCacheIdentityCarriesTheEncodingAndTheLibraries() throws {
        let lossless = try Self.backend().cacheIdentity
        let lossy = try Self.backend(WebPEncoder(mode: .lossy(quality: 80))).cacheIdentity
        #expect(lossless != lossy && lossless.environment["libwebp"] != nil && lossless.environment["cairo"] != nil)
    }

    /// A picture over WebP's limit is a diagnostic with a message of the backend's own (in
    /// English and Spanish), not a thrown error.
    @Test func aPictureTooLargeForWebPIsADiagnosticWithItsOwnMessage() throws {
        let backend = try Self.backend()
        let list = DisplayList(size: Size(width: 20_000, height: 10), items: [])
        let output = try backend.render(list, canvas: Canvas(size: list.size, scale: 1), options: RenderOptions(scale: 1))
        let diagnostic = try #require(output.diagnostics.first)
        #expect(diagnostic.code == "webpTooLarge" && output.data.isEmpty)
        let table = LocalizationTable(backend.messages)
        #expect(table.missingTranslations.isEmpty)
        #expect(table.string("diagnostic.webpTooLarge", locale: "es", [diagnostic.subject] + diagnostic.arguments).contains("20000×10"))
    }

    /// A file read back: the decoder gives the pixels and the header's size.
    @Test func theDecoderReadsTheFilesBack() throws {
        let pixels = try PNGImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255])
        let file = try WebPEncoder().encode(pixels)
        #expect(try WebPDecoder().decode(file).rgba == pixels.rgba)
        #expect(WebPDecoder().pixelSize(of: file) == PixelSize(width: 2, height: 1))
        #expect(WebPDecoder().pixelSize(of: Data("not webp".utf8)) == nil)
    }

    /// A lossless file decodes (with libwebp) to exactly the pixels the rasterizer drew.
    @Test func aLosslessFileHoldsTheDrawnPixels() throws {
        let backend = try Self.backend()
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
