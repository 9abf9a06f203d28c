import Foundation
import IntroCairo
import IntroPNG
import IntroRender
import IntroUI
import Testing

/// PNG, SVG and PDF draw `.transform` items (scaled, mirrored) and opacity; a degenerate
/// transform draws nothing and leaves the context working. `.rounded` text is Quicksand.
@Suite struct TransformTests {
    let canvas = Canvas(size: Size(width: 100, height: 100))
    let red = RGBA(rgb: 0xFF0000)
    let blue = RGBA(rgb: 0x0000FF)

    func png(_ items: [DisplayItem]) throws -> PNGImage {
        try PNGImage.decode(
            CairoBackend(format: .png).render(DisplayList(size: canvas.size, items: items), canvas: canvas, options: RenderOptions(scale: 1)).data)
    }

    func pixel(_ image: PNGImage, _ x: Int, _ y: Int) -> [UInt8] {
        Array(image.rgba[((y * image.width + x) * 4)..<((y * image.width + x) * 4 + 4)])
    }

    /// A red bar on the left half of a 40 × 40 square centred at (50, 50).
    var leftBar: DisplayItem { .fill(.rectangle, Rect(x: 30, y: 30, width: 20, height: 40), red) }

    @Test func aMirrorMovesTheBarToTheOtherSide() throws {
        let plain = try png([leftBar])
        #expect(pixel(plain, 35, 50) == [255, 0, 0, 255] && pixel(plain, 65, 50)[3] == 0)
        let mirror = Transform2D.linear(a: -1, b: 0, c: 0, d: 1, about: Point(x: 50, y: 50))
        let mirrored = try png([.transform(mirror, [leftBar])])
        #expect(pixel(mirrored, 65, 50) == [255, 0, 0, 255] && pixel(mirrored, 35, 50)[3] == 0)
    }

    @Test func aScaleShrinksAboutItsAnchorAndOpacityFades() throws {
        let half = Transform2D.linear(a: 0.5, b: 0, c: 0, d: 0.5, about: Point(x: 50, y: 50))
        let image = try png([.opacity(0.5, [.transform(half, [.fill(.rectangle, Rect(x: 30, y: 30, width: 40, height: 40), red)])])])
        #expect(pixel(image, 50, 50)[0] == 255 && (126...129).contains(pixel(image, 50, 50)[3]))
        #expect(pixel(image, 35, 50)[3] == 0, "outside the half-size square")
        #expect(pixel(image, 41, 50)[3] > 0)
    }

    @Test func aDegenerateTransformDrawsNothingAndLaterItemsStillDraw() throws {
        let flat = Transform2D.linear(a: 0, b: 0, c: 0, d: 1, about: Point(x: 50, y: 50))
        let image = try png([.transform(flat, [leftBar]), .fill(.rectangle, Rect(x: 0, y: 0, width: 10, height: 10), blue)])
        #expect(pixel(image, 35, 50)[3] == 0 && pixel(image, 50, 50)[3] == 0)
        #expect(pixel(image, 5, 5) == [0, 0, 255, 255])
    }

    @Test func vectorOutputsDrawTheTransform() throws {
        let mirror = Transform2D.linear(a: -1, b: 0, c: 0, d: 1, about: Point(x: 50, y: 50))
        let list = DisplayList(size: canvas.size, items: [.transform(mirror, [leftBar])])
        let svg = String(decoding: try CairoBackend(format: .svg).render(list, canvas: canvas, options: RenderOptions()).data, as: UTF8.self)
        // Cairo applies the transform to the path: the bar is drawn at x 50…70, mirrored.
        #expect(svg.contains("M 70 30 L 50 30 L 50 70 L 70 70 Z"), "\(svg)")
        let pdf = try CairoBackend(format: .pdf).render(list, canvas: canvas, options: RenderOptions()).data
        #expect(pdf.starts(with: Data("%PDF".utf8)))
    }

    @Test func roundedTextIsDrawnInQuicksand() throws {
        #expect(RenderEnvironment.current.fonts["Quicksand"]?.contains("Quicksand") == true, "scripts/setup installs fonts-quicksand")
        let measurer = CairoBackend(format: .png).textMeasurer
        let rounded = measurer.measure("story 12345", attributes: TextAttributes(font: ResolvedFont(size: 50, weight: .bold, design: .rounded)), width: nil)
        let plain = measurer.measure("story 12345", attributes: TextAttributes(font: ResolvedFont(size: 50, weight: .bold)), width: nil)
        #expect(rounded.size.width != plain.size.width)
    }
}
