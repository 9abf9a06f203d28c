import Foundation
import IntroCairo
import IntroPNG
import IntroRender
import IntroUI
import Testing

@testable import IntroKit
@testable import IntroKitCLI

/// A raster backend of a test's own: Cairo's pixels under another name, with a setting that
/// changes its bytes, its own message and no decoder.
private struct LabelledBackend: RenderBackend {
    var name = "labelled"
    var label: String
    let rasterizer = CairoRasterizer()
    var product: RenderProduct { .rasterImage(rasterizer, PNGImageEncoder()) }
    var textMeasurer: any TextMeasurer { rasterizer.textMeasurer }
    var cacheIdentity: RenderIdentity { RenderIdentity(settings: ["label": label], environment: ["library": "1.0"]) }
    var messages: [String: [String: String]] {
        ["diagnostic.labelledNote": ["en": "note: labelled {0}", "es": "nota: etiquetado {0}"]]
    }

    func render(_ displayList: DisplayList, canvas: Canvas, options: RenderOptions) throws -> RenderOutput {
        try rasterizeAndEncode(displayList, canvas: canvas, options: options)
    }
}

/// What the CLI takes from a backend's contract instead of deriving it: the cache key from its
/// declared identity, the texts of its diagnostics, its images' resolver, its outputs' pixel
/// sizes, and the backend libraries a stock `introkit` loads.
@Suite struct BackendContractTests {
    @Test func theCacheKeyHashesTheDeclaredIdentity() {
        let (a, b) = (LabelledBackend(label: "a"), LabelledBackend(label: "b"))
        #expect(RenderCacheKeys(backend: a, assetsDirectory: nil).runDigest == RenderCacheKeys(backend: a, assetsDirectory: nil).runDigest)
        #expect(RenderCacheKeys(backend: a, assetsDirectory: nil).runDigest != RenderCacheKeys(backend: b, assetsDirectory: nil).runDigest)
        let fast = CairoBackend(format: .png, pngEncoder: PNGEncoder(compression: .fast))
        #expect(RenderCacheKeys(backend: fast, assetsDirectory: nil).runDigest
            != RenderCacheKeys(backend: CairoBackend(format: .png), assetsDirectory: nil).runDigest)
        // The text backend reads no font: none of Cairo's files or versions are in its identity.
        #expect(TextBackend().cacheIdentity.files.isEmpty && TextBackend().cacheIdentity.environment.isEmpty)
        #expect(CairoBackend(format: .svg).cacheIdentity.environment["cairo"] != nil)
    }

    @Test func aRegisteredBackendsMessagesAreInTheToolsTable() {
        _ = IntroKitTool()
        #expect(CLIMessages.table.entries["diagnostic.unknownIcon"] != nil, "Cairo's, from its registration")
        BackendRegistry.shared.register(LabelledBackend(label: "a"))
        let diagnostic = RenderDiagnostic(severity: .warning, code: "labelledNote", message: "note", subject: "x")
        #expect(CLIMessages.table.string("diagnostic.\(diagnostic.code)", locale: "es", [diagnostic.subject]) == "nota: etiquetado x")
    }

    @Test func aRasterOutputCarriesItsPixelSize() throws {
        let canvas = Canvas(size: Size(width: 10.4, height: 20), scale: 3)
        let list = DisplayList(size: canvas.size, items: [])
        let output = try LabelledBackend(label: "a").render(list, canvas: canvas, options: RenderOptions(), thumbnailPixelsPerPoint: 0.5)
        #expect(output.pixelSize == PixelSize(width: 31, height: 60))
        #expect(PNGHeader.size(output.data).map { PixelSize(width: $0.width, height: $0.height) } == output.pixelSize)
        let text = try TextBackend().render(list, canvas: canvas, options: RenderOptions(), thumbnailPixelsPerPoint: 0.5)
        #expect(text.pixelSize == nil)
    }

    @Test func theTextBackendLendsTheDefaultBackendsResolver() {
        _ = IntroKitTool()
        let resolver = BackendRegistry.shared.imageResolver(for: TextBackend(), assetsDirectory: nil)
        #expect(resolver.resolution(of: "star", source: .systemSymbol, scale: 3)?.match == .symbol(icon: "starred"))
        #expect(NoImageResolver().resolution(of: "star.fill", source: .systemSymbol, scale: 3) == nil)
    }

    @Test func aBackendLibraryThatCannotBeLoadedIsAnInputErrorNamingIt() throws {
        let cli = try CLIHarness()
        let path = try cli.temporaryFile("not a library", name: "libNothing.so")
        #expect(cli.run(["backends"], environment: [BackendLibrary.environmentVariable: path]) == 1)
        #expect(cli.stderrText.contains("the backend library \(path) (INTROKIT_BACKENDS) cannot be loaded"), "\(cli.stderrText)")
        #expect(cli.run(["backends"], locale: "es", environment: [BackendLibrary.environmentVariable: "/nonexistent.so"]) == 1)
        #expect(cli.stderrText.contains("no se puede cargar la biblioteca de backends /nonexistent.so"), "\(cli.stderrText)")
    }

    @Test func aLibraryWithoutTheEntryPointIsRefused() throws {
        // libcairo is a shared library, but not a backend library.
        let cairo = BuildIdentity.loadedObjects.compactMap { $0.split(separator: " ").first.map(String.init) }
            .first { $0.contains("libcairo.so") }
        let path = try #require(cairo)
        #expect(throws: BackendLibraryError.noEntryPoint(path: path, symbol: BackendLibrary.entryPoint)) {
            try BackendLibrary.load(path, into: BackendRegistry())
        }
    }
}
