import Foundation
import IntroCairo
import IntroPNG
import IntroRender
import IntroUI
import Testing

/// Styled runs drawn by Pango: each run's font and colour, underlines, line breaking over
/// runs, shrinking to fit (`minimumScaleFactor`) and reserved lines.
@Suite struct StyledTextTests {
    let canvas = Canvas(size: Size(width: 200, height: 100))
    let engine = LayoutEngine(measurer: CairoBackend.sharedTextMeasurer)

    func layout<V: View>(_ view: V) -> LayoutResult { engine.layout(view, canvas: canvas) }

    func png<V: View>(_ view: V) throws -> PNGImage {
        let list = layout(view).displayList
        let data = try CairoBackend(format: .png).render(list, canvas: canvas, options: RenderOptions(scale: 1)).data
        if let folder = ProcessInfo.processInfo.environment["INTROKIT_STYLE_PNGS"] {
            try data.write(to: URL(fileURLWithPath: folder).appendingPathComponent("text-\(list.items.count)-\(data.count).png"))
        }
        return try PNGImage.decode(data)
    }

    /// The share of a colour channel among the opaque-ish pixels of columns `columns`.
    func inks(_ image: PNGImage, columns: Range<Int>) -> (red: Int, blue: Int) {
        var (red, blue) = (0, 0)
        for y in 0..<image.height {
            for x in columns {
                let i = (y * image.width + x) * 4
                guard image.rgba[i + 3] > 128 else { continue }
                if image.rgba[i] > 150, image.rgba[i + 2] < 100 { red += 1 }
                if image.rgba[i + 2] > 150, image.rgba[i] < 100 { blue += 1 }
            }
        }
        return (red, blue)
    }

    @Test func eachRunIsDrawnInItsColour() throws {
        let text = (Text("MMMM").foregroundColor(.red) + Text("MMMM").foregroundColor(.blue)).font(.system(size: 20, weight: .bold))
        let image = try png(text.frame(width: 200, height: 100, alignment: .topLeading))
        let left = inks(image, columns: 0..<40)
        let right = inks(image, columns: 100..<130)
        #expect(left.red > 20 && left.blue == 0, "\(left)")
        #expect(right.blue > 20 && right.red == 0, "\(right)")
    }

    @Test func linesBreakOverRunsAndBoldRunsAreWider() throws {
        let measurer = CairoBackend.sharedTextMeasurer
        let plain = layout(Text("word word word word word word").frame(width: 120)).texts[0].measurement
        let mixed = layout((Text("word word ") + Text("word word").bold() + Text(" word word")).frame(width: 120)).texts[0].measurement
        #expect(mixed.lines.joined(separator: " ") == "word word word word word word")
        #expect(mixed.lineCount >= plain.lineCount)
        let regular = measurer.measure("word", attributes: TextAttributes(font: ResolvedFont(size: 17)), width: nil).size.width
        var bold = TextAttributes(font: ResolvedFont(size: 17))
        bold.runs = [TextSpanStyle(utf8Count: 4, font: ResolvedFont(size: 17, weight: .black), color: RGBA(rgb: 0))]
        #expect(measurer.measure("word", attributes: bold, width: nil).size.width > regular)
    }

    @Test func underlinesAreDrawnBelowTheText() throws {
        let plain = try png(Text("Hi").font(.system(size: 30)).frame(width: 200, height: 100, alignment: .topLeading))
        let underlined = try png(Text("Hi").font(.system(size: 30)).underline().frame(width: 200, height: 100, alignment: .topLeading))
        func inkRows(_ image: PNGImage) -> Int {
            (0..<image.height).filter { y in (0..<60).contains { x in image.rgba[(y * image.width + x) * 4 + 3] > 128 } }.count
        }
        #expect(inkRows(underlined) > inkRows(plain))
    }

    @Test func textShrinksToFitItsLineAndReservesLines() throws {
        let long = Text("A title far too long for its line").font(.system(size: 30)).lineLimit(1)
        let cut = layout(long.frame(width: 200)).texts[0].measurement
        #expect(cut.isTruncated)
        let shrunk = layout(long.minimumScaleFactor(0.3).frame(width: 200)).texts[0].measurement
        #expect(!shrunk.isTruncated && shrunk.size.width <= 200 && shrunk.size.height < cut.size.height)
        let floor = layout(long.minimumScaleFactor(0.9).frame(width: 200)).texts[0].measurement
        #expect(floor.isTruncated, "no further than the factor")
        let reserved = layout(Text("One").lineLimit(3, reservesSpace: true)).texts[0].measurement
        let natural = layout(Text("One").lineLimit(3)).texts[0].measurement
        #expect(reserved.lineCount == 1 && reserved.size.height > 2.5 * natural.size.height)
    }
}
