import Foundation
@testable import IntroCairo
@testable import IntroPNG
import IntroRender
import IntroUI
import Testing

/// A temporary folder of asset files, removed when the value goes away.
final class AssetFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("introcairo-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `data` at `path` inside the folder, creating folders on the way.
    @discardableResult
    func write(_ data: Data, to path: String) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    /// A `side`² PNG: an opaque black disc (a shape whose alpha a template fills) on transparency.
    static func disc(side: Int, color: (UInt8, UInt8, UInt8) = (0, 0, 0)) throws -> Data {
        var rgba = [UInt8](repeating: 0, count: side * side * 4)
        let centre = Double(side) / 2
        for y in 0..<side {
            for x in 0..<side where hypot(Double(x) + 0.5 - centre, Double(y) + 0.5 - centre) < centre * 0.8 {
                let o = (y * side + x) * 4
                (rgba[o], rgba[o + 1], rgba[o + 2], rgba[o + 3]) = (color.0, color.1, color.2, 255)
            }
        }
        return try PNGImage(width: side, height: side, rgba: rgba).pngData()
    }

    /// A PNG signature and IHDR asking for `width × height` pixels, and nothing else.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8)
        for value in [width, height] { bytes += withUnsafeBytes(of: value.bigEndian, Array.init) }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return Data(bytes)
    }
}

/// Renders one image run on a 60×60 canvas at scale 1 and returns the pixels and diagnostics.
func renderImage(
    _ name: String, assets: URL?, tint: RGBA? = RGBA(rgb: 0x5856D6), rendering: ImageRendering? = nil,
    limits: AssetLimits = AssetLimits(), scale: Double = 1
) throws -> (PNGImage, [RenderDiagnostic]) {
    let canvas = Canvas(size: Size(width: 60, height: 60), scale: scale)
    let run = ImageRun(name: name, source: .asset, tint: tint, rendering: rendering, frame: Rect(x: 10, y: 10, width: 40, height: 40))
    let (raster, diagnostics) = try CairoBackend(format: .png).rasterize(
        DisplayList(size: canvas.size, items: [.image(run)]), canvas: canvas,
        options: RenderOptions(assetsDirectory: assets, assetLimits: limits))
    return (raster.pixels, diagnostics)
}

/// The colour at the centre of an image.
func centre(_ image: PNGImage) -> [UInt8] {
    let o = ((image.height / 2) * image.width + image.width / 2) * 4
    return Array(image.rgba[o..<o + 4])
}

@Suite struct AssetTests {
    /// The resolver finds a catalog's image sets by their full names, at the file for the scale.
    @Test func theResolverFindsACatalogsImageSets() throws {
        let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/AssetCatalog/Assets.xcassets")
        let resolver = IconResolver(assetsDirectory: sample)
        guard case .asset(let file, let intent)? = resolver.resolve("badge", scale: 2) else {
            Issue.record("badge is an image set")
            return
        }
        #expect(file.lastPathComponent == "badge@2x.png" && intent == .template)
        #expect(resolver.resolve("logo") == nil, "a namespaced set is found by its full name only")
        #expect(resolver.resolve("Brand/logo")?.file.lastPathComponent == "logo.svg")
    }

    /// Upstream draws a row image with `.renderingMode(.template)`: its alpha filled with the
    /// row's accent colour, so a black image comes out in the accent.
    @Test func aTemplateAssetIsFilledWithItsTint() throws {
        let folder = try AssetFolder()
        try folder.write(try AssetFolder.disc(side: 64), to: "gears.png")
        let (template, diagnostics) = try renderImage("gears", assets: folder.url, rendering: .template)
        #expect(diagnostics.isEmpty)
        #expect(centre(template) == [0x58, 0x56, 0xD6, 255])
        let (original, _) = try renderImage("gears", assets: folder.url, rendering: .original)
        #expect(centre(original) == [0, 0, 0, 255])
    }

    /// `Image("name")` without a rendering mode draws a plain file in its own colours and an
    /// asset catalog image as its rendering intent asks; an explicit mode wins over the intent.
    @Test func automaticRenderingFollowsTheCatalogIntent() throws {
        let folder = try AssetFolder()
        try folder.write(try AssetFolder.disc(side: 64), to: "plain.png")
        try folder.write(try AssetFolder.disc(side: 64), to: "Icons.xcassets/shape.imageset/shape.png")
        try folder.write(
            Data(#"{"images": [{"filename": "shape.png", "idiom": "universal"}], "properties": {"template-rendering-intent": "template"}}"#.utf8),
            to: "Icons.xcassets/shape.imageset/Contents.json")
        try folder.write(try AssetFolder.disc(side: 64), to: "Icons.xcassets/photo.imageset/photo.png")
        try folder.write(
            Data(#"{"images": [{"filename": "photo.png", "idiom": "universal"}], "properties": {"template-rendering-intent": "original"}}"#.utf8),
            to: "Icons.xcassets/photo.imageset/Contents.json")
        let catalog = folder.url.appendingPathComponent("Icons.xcassets")

        #expect(centre(try renderImage("plain", assets: folder.url, rendering: .automatic).0) == [0, 0, 0, 255])
        #expect(centre(try renderImage("shape", assets: catalog, rendering: .automatic).0) == [0x58, 0x56, 0xD6, 255])
        #expect(centre(try renderImage("photo", assets: catalog, rendering: .automatic).0) == [0, 0, 0, 255])
        #expect(centre(try renderImage("photo", assets: catalog, rendering: .template).0) == [0x58, 0x56, 0xD6, 255])
        #expect(centre(try renderImage("shape", assets: catalog, rendering: .original).0) == [0, 0, 0, 255])
    }

    /// A 2000² PNG drawn in a 40-point frame is scaled down once to the frame's pixels and
    /// drawn the same as a small one.
    @Test func aLargeBitmapIsScaledDownToItsDrawnSize() throws {
        let folder = try AssetFolder()
        try folder.write(try AssetFolder.disc(side: 2000, color: (255, 0, 0)), to: "big.png")
        try folder.write(try AssetFolder.disc(side: 40, color: (255, 0, 0)), to: "small.png")
        let (big, diagnostics) = try renderImage("big", assets: folder.url, rendering: .original, scale: 3)
        #expect(diagnostics.isEmpty)
        #expect(centre(big) == [255, 0, 0, 255])
        let icon = try IconCache.shared.icon(
            at: folder.url.appendingPathComponent("big.png"), limits: AssetLimits(), pixelSide: 120)
        #expect(icon.bitmapSize == Size(width: 120, height: 120))
        let small = try IconCache.shared.icon(
            at: folder.url.appendingPathComponent("small.png"), limits: AssetLimits(), pixelSide: 120)
        #expect(small.bitmapSize == Size(width: 40, height: 40), "never scaled up")
    }

    @Test func aPNGOverThePixelLimitIsRefusedFromItsHeader() throws {
        let folder = try AssetFolder()
        // 20,000² pixels would take 1.6 GB decoded; the header alone is refused.
        try folder.write(AssetFolder.pngHeader(width: 20_000, height: 20_000), to: "huge.png")
        let (image, diagnostics) = try renderImage("huge", assets: folder.url)
        #expect(diagnostics.map(\.code) == ["assetTooManyPixels"])
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.arguments == ["20000", "20000", String(AssetLimits.defaultPixels)])
        #expect(image.rgba.contains { $0 != 0 }, "a placeholder is drawn")
    }

    @Test func anAssetOverTheByteLimitIsRefusedBeforeItIsRead() throws {
        let folder = try AssetFolder()
        let file = try folder.write(Data(), to: "big.svg")
        // A sparse 50 MB file: its size alone refuses it.
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 50_000_000)
        try handle.close()
        let (_, diagnostics) = try renderImage("big", assets: folder.url)
        #expect(diagnostics.map(\.code) == ["assetTooManyBytes"])
        #expect(diagnostics.first?.arguments == [String(AssetLimits.defaultBytes)])
    }

    @Test func anSVGEmbeddingAHugeBitmapIsRefused() throws {
        let folder = try AssetFolder()
        let png = AssetFolder.pngHeader(width: 16_000, height: 16_000).base64EncodedString()
        let direct = #"<svg xmlns="http://www.w3.org/2000/svg" width="37" height="37"><image width="37" height="37" href="data:image/png;base64,\#(png)"/></svg>"#
        try folder.write(Data(direct.utf8), to: "direct.svg")
        // The URL hidden behind a character reference, inside an SVG embedded in an SVG.
        let inner = #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/1999/xlink"><image x:href="&#100;ata:image/png;base64,\#(png)"/></svg>"#
        let nested = #"<svg xmlns="http://www.w3.org/2000/svg"><image href="data:image/svg+xml;base64,\#(Data(inner.utf8).base64EncodedString())"/></svg>"#
        try folder.write(Data(nested.utf8), to: "nested.svg")
        // An embedded image whose size cannot be read first.
        let opaque = #"<svg xmlns="http://www.w3.org/2000/svg"><image href="data:image/x-unknown;base64,AAAAAAAA"/></svg>"#
        try folder.write(Data(opaque.utf8), to: "opaque.svg")

        #expect(try renderImage("direct", assets: folder.url).1.map(\.code) == ["assetEmbeddedImageTooLarge"])
        #expect(try renderImage("nested", assets: folder.url).1.map(\.code) == ["assetEmbeddedImageTooLarge"])
        #expect(try renderImage("opaque", assets: folder.url).1.map(\.code) == ["assetEmbeddedImageUnsized"])
    }

    @Test func anSVGEmbeddingASmallBitmapIsDrawn() throws {
        let folder = try AssetFolder()
        let png = try AssetFolder.disc(side: 32).base64EncodedString()
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><image width="32" height="32" href="data:image/png;base64,\#(png)"/></svg>"#
        try folder.write(Data(svg.utf8), to: "small.svg")
        let (image, diagnostics) = try renderImage("small", assets: folder.url, rendering: .template)
        #expect(diagnostics.isEmpty)
        #expect(centre(image) == [0x58, 0x56, 0xD6, 255])
    }

    /// A FIFO with no writer would block a plain `open`; it is refused at once.
    @Test func aFIFOAssetIsRefusedWithoutBlocking() throws {
        let folder = try AssetFolder()
        #expect(mkfifo(folder.url.appendingPathComponent("pipe.png").path, 0o600) == 0)
        #expect(mkfifo(folder.url.appendingPathComponent("pipe.svg").path, 0o600) == 0)
        #expect(try renderImage("pipe", assets: folder.url).1.map(\.code) == ["assetNotRegularFile"])
    }

    @Test func aCorruptAssetWarnsAndDrawsAPlaceholder() throws {
        let folder = try AssetFolder()
        try folder.write(AssetFolder.pngHeader(width: 16, height: 16) + Data("garbage".utf8), to: "broken.png")
        let (_, diagnostics) = try renderImage("broken", assets: folder.url)
        #expect(diagnostics.map(\.code) == ["assetUndecodable"])
        #expect(diagnostics.first?.severity == .warning)
    }

    /// Assets are drawn into SVG and PDF output too (they used to be left out).
    @Test func vectorOutputsDrawAssets() throws {
        let folder = try AssetFolder()
        try folder.write(try AssetFolder.disc(side: 64), to: "dot.png")
        let canvas = Canvas(size: Size(width: 60, height: 60), scale: 2)
        let run = ImageRun(name: "dot", source: .asset, tint: RGBA(rgb: 0xFF0000), frame: Rect(x: 10, y: 10, width: 40, height: 40))
        for format in [CairoBackend.Format.svg, .pdf] {
            let output = try CairoBackend(format: format).render(
                DisplayList(size: canvas.size, items: [.image(run)]), canvas: canvas,
                options: RenderOptions(assetsDirectory: folder.url))
            #expect(output.diagnostics.isEmpty, "\(format)")
        }
    }
}
