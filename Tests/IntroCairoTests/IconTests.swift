import Foundation
import IntroCairo
import IntroRender
import IntroUI
import Testing

@Suite struct IconTests {
    /// Every symbol the seed documents use.
    static let seedSymbols = [
        "rectangle.stack.fill.badge.plus", "slider.horizontal.3", "gears", "ipad.and.iphone",
        "platter.2.filled.iphone", "mic.badge.plus", "iphone",
    ]

    @Test(arguments: seedSymbols)
    func seedSymbolResolves(name: String) {
        #expect(IconResolver.resolves(name: name, assets: nil))
    }

    /// `Tests/Fixtures/common-onboarding-symbols.txt`: SF Symbols common on onboarding pages.
    static let commonSymbols: [String] = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/common-onboarding-symbols.txt")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }()

    /// Issue 13: no placeholder for at least 98 % of the common symbols.
    @Test func commonOnboardingSymbolsResolve() {
        let symbols = Self.commonSymbols
        #expect(symbols.count >= 113 && Set(symbols).count == symbols.count)
        for required in ["note.text.badge.plus", "rectangle.grid.2x2.fill", "checklist", "faceid", "timer", "qrcode", "cart.fill", "trophy.fill"] {
            #expect(symbols.contains(required))
        }
        let missing = symbols.filter { IconResolver.symbolFile($0) == nil }
        #expect(Double(symbols.count - missing.count) >= 0.98 * Double(symbols.count), "no icon: \(missing)")
    }

    /// The fallback drops a badge, then variant parts, then trailing parts.
    @Test func fallbackNamesGoFromSpecificToGeneral() {
        #expect(IconResolver.fallbackNames("note.text.badge.plus") == ["note.text.badge.plus", "note.text", "note"])
        #expect(IconResolver.fallbackNames("person.crop.circle.fill") == [
            "person.crop.circle.fill", "person.crop.circle", "person.crop", "person",
        ])
        #expect(IconResolver.fallbackNames("wifi.slash") == ["wifi.slash", "wifi"])
        #expect(IconResolver.fallbackNames("star") == ["star"])
        guard case .fallback(let base, _)? = IconResolver.symbol("cart.fill")?.match else {
            Issue.record("cart.fill is drawn as cart")
            return
        }
        #expect(base == "cart")
        guard case .mapped(let icon)? = IconResolver.symbol("qrcode")?.match else {
            Issue.record("qrcode has an entry")
            return
        }
        #expect(icon == "view-barcode-qr")
    }

    @Test func everyMappedSymbolHasAnInstalledIcon() {
        #expect(IconResolver.symbolNames.count >= 200)
        let missing = IconResolver.symbolNames.filter { IconResolver.symbolFile($0) == nil }
        #expect(missing.isEmpty)
    }

    @Test func suffixesFallBackToTheBaseName() {
        for name in ["star.fill", "star.circle.fill", "bell.badge", "heart.circle", "folder.fill.badge.gearshape", "wifi.slash", "lock.square"] {
            #expect(IconResolver.symbolFile(name) != nil, "\(name)")
        }
        #expect(IconResolver.symbolFile("no.such.symbol") == nil)
    }

    @Test func assetsComeFirstAndStayInsideTheirFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("introcairo-\(UUID().uuidString)")
        let assets = root.appendingPathComponent("assets")
        try FileManager.default.createDirectory(at: assets.appendingPathComponent("brand"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="20"><rect width="10" height="20"/></svg>"#
        try svg.write(to: assets.appendingPathComponent("star.svg"), atomically: true, encoding: .utf8)
        try svg.write(to: assets.appendingPathComponent("brand/logo.svg"), atomically: true, encoding: .utf8)
        try svg.write(to: root.appendingPathComponent("x.svg"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            at: assets.appendingPathComponent("escape.svg"), withDestinationURL: root.appendingPathComponent("x.svg"))

        let resolver = IconResolver(assetsDirectory: assets)
        guard case .asset(let star, _)? = resolver.resolve("star") else {
            Issue.record("the asset should win over the symbol")
            return
        }
        #expect(star.lastPathComponent == "star.svg")
        guard case .symbol? = resolver.resolve("star", source: .systemSymbol) else {
            Issue.record("a system symbol skips assets")
            return
        }
        #expect(resolver.resolve("brand/logo") != nil)
        for name in ["../x", "brand/../../x", "/etc/passwd", "escape", ""] {
            #expect(resolver.resolve(name) == nil, "\(name)")
        }
    }

    @Test func unknownIconDrawsAPlaceholderAndWarns() throws {
        let canvas = Canvas(size: Size(width: 50, height: 50), scale: 1)
        let run = ImageRun(name: "no.such.symbol", source: .asset, tint: nil, frame: Rect(x: 5, y: 5, width: 40, height: 40))
        let (raster, diagnostics) = try CairoBackend(format: .png)
            .rasterize(DisplayList(size: canvas.size, items: [.image(run), .image(run)]), canvas: canvas, options: .init())
        #expect(diagnostics.map(\.code) == ["unknownIcon"])
        #expect(diagnostics.first?.subject == "no.such.symbol")
        #expect(raster.pixels.rgba.contains { $0 != 0 })
    }

    /// A 16×16 symbol in a wide frame keeps its aspect ratio: nothing is drawn at the far
    /// left or right, and it is painted in the tint.
    @Test func symbolsAreAspectFittedAndTinted() throws {
        let canvas = Canvas(size: Size(width: 120, height: 40), scale: 1)
        let tint = RGBA(rgb: 0xFF0000)
        let run = ImageRun(name: "checkmark", source: .systemSymbol, tint: tint, frame: Rect(x: 0, y: 0, width: 120, height: 40))
        let image = try CairoBackend(format: .png)
            .rasterize(DisplayList(size: canvas.size, items: [.image(run)]), canvas: canvas, options: .init()).0.pixels
        var inkedColumns = Set<Int>()
        for y in 0..<image.height {
            for x in 0..<image.width where image.rgba[(y * image.width + x) * 4 + 3] > 0 {
                inkedColumns.insert(x)
                let o = (y * image.width + x) * 4
                #expect(image.rgba[o] == 255 && image.rgba[o + 1] == 0 && image.rgba[o + 2] == 0)
            }
        }
        #expect((inkedColumns.min() ?? 0) >= 40 && (inkedColumns.max() ?? 120) < 80)
    }

    /// `xmark.circle.fill` is a filled circle with the X cut out: ink between the X's arms,
    /// none where they cross (a bare X is the other way round) nor outside the circle.
    @Test func aFilledCircledXIsCutOutOfItsCircle() throws {
        let canvas = Canvas(size: Size(width: 60, height: 60), scale: 1)
        let run = ImageRun(
            name: "xmark.circle.fill", source: .systemSymbol, tint: RGBA(rgb: 0x000000), frame: Rect(x: 10, y: 10, width: 40, height: 40))
        let image = try CairoBackend(format: .png)
            .rasterize(DisplayList(size: canvas.size, items: [.image(run)]), canvas: canvas, options: .init()).0.pixels
        func alpha(_ x: Int, _ y: Int) -> UInt8 { image.rgba[(y * 60 + x) * 4 + 3] }
        #expect(alpha(30, 30) < 64, "the arms' crossing is cut out")
        #expect(alpha(30, 17) > 192 && alpha(17, 30) > 192 && alpha(43, 30) > 192, "the circle is filled between the arms")
        #expect(alpha(13, 13) == 0 && alpha(46, 46) == 0, "the frame's corners are outside the circle")
    }

    /// `flame.fill` is a flame, narrow at its tip and round below (a wall of bricks is as wide
    /// at the top as at the bottom); `flame` is its outline, hollow between the outline and the
    /// small flame inside.
    @Test func flamesAreFlames() throws {
        func alpha(_ name: String) throws -> (Int, Int) -> UInt8 {
            let canvas = Canvas(size: Size(width: 60, height: 60), scale: 1)
            let run = ImageRun(name: name, source: .systemSymbol, tint: RGBA(rgb: 0x000000), frame: Rect(x: 10, y: 10, width: 40, height: 40))
            let image = try CairoBackend(format: .png)
                .rasterize(DisplayList(size: canvas.size, items: [.image(run)]), canvas: canvas, options: .init()).0.pixels
            return { x, y in image.rgba[(y * 60 + x) * 4 + 3] }
        }
        let filled = try alpha("flame.fill")
        func inkedWidth(_ y: Int) -> Int { (0..<60).filter { filled($0, y) > 128 }.count }
        #expect(inkedWidth(16) * 3 < inkedWidth(40), "the tip is narrower than the body")
        #expect(filled(30, 44) > 192 && filled(37, 33) > 192, "the body is filled")
        let outline = try alpha("flame")
        #expect(outline(37, 33) < 64 && outline(30, 44) > 192, "hollow inside the outline, the small flame inked")
    }

    /// Breeze icons sit on a 22-pixel page with wide margins; they are drawn by their ink, so
    /// they fill a row's frame about as much as Adwaita's (1 pixel of 16 around the ink).
    /// Files with a width and height but no `viewBox` (`heart`'s) are fitted by
    /// their page too.
    @Test(arguments: ["qrcode", "timer", "checklist", "star", "flame", "flame.fill", "heart", "circle", "circle.fill"])
    func symbolsFillTheirFrameWhateverTheirTheme(name: String) throws {
        let canvas = Canvas(size: Size(width: 60, height: 60), scale: 1)
        let run = ImageRun(name: name, source: .systemSymbol, tint: RGBA(rgb: 0x000000), frame: Rect(x: 10, y: 10, width: 40, height: 40))
        let image = try CairoBackend(format: .png)
            .rasterize(DisplayList(size: canvas.size, items: [.image(run)]), canvas: canvas, options: .init()).0.pixels
        var (minX, maxX, minY, maxY) = (60, 0, 60, 0)
        for y in 0..<60 {
            for x in 0..<60 where image.rgba[(y * 60 + x) * 4 + 3] > 64 {
                (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, x), min(minY, y), max(maxY, y))
            }
        }
        #expect(max(maxX - minX, maxY - minY) + 1 >= 33, "ink \(minX)…\(maxX) × \(minY)…\(maxY)")
        #expect(minX >= 10 && maxX < 50 && minY >= 10 && maxY < 50, "inside the frame")
    }
}
