import Foundation
@testable import IntroRender
import IntroUI
import Testing

/// What the text backend makes of transforms: text moved, unscaled and readable; content
/// shrunk below a quarter of its size left out.
@Suite struct TextBackendTransformTests {
    let backend = TextBackend()

    func render(_ items: [DisplayItem]) throws -> [String] {
        let canvas = Canvas(size: Size(width: 160, height: 64))
        let output = try backend.render(DisplayList(size: canvas.size, items: items), canvas: canvas, options: RenderOptions())
        return String(decoding: output.data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    let word = DisplayItem.text(
        TextRun(string: "abc", attributes: TextAttributes(font: ResolvedFont(size: 17)), color: RGBA(rgb: 0),
                frame: Rect(x: 0, y: 0, width: 24, height: 16), alignment: .left))

    @Test func textIsMovedWhereTheTransformPutsItAndNeverMirrored() throws {
        // Mirrored about x = 80: the word's centre (12, 8) goes to (148, 8).
        let mirror = Transform2D.linear(a: -1, b: 0, c: 0, d: 1, about: Point(x: 80, y: 8))
        #expect(try render([word]).first == "abc")
        #expect(try render([.transform(mirror, [word])]).first == String(repeating: " ", count: 17) + "abc")
        let down = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 32)
        #expect(try render([.transform(down, [word])])[2] == "abc")
    }

    @Test func linesInAWiderFrameMoveWhereTheirOwnCentreGoes() throws {
        // "abc" at the left of a frame 160 wide, mirrored about its own centre (12, 8): the
        // lines stay where they are (the frame's centre, (80, 8), would go off the canvas).
        let wide = DisplayItem.text(
            TextRun(string: "abc", attributes: TextAttributes(font: ResolvedFont(size: 17)), color: RGBA(rgb: 0),
                    frame: Rect(x: 0, y: 0, width: 160, height: 16), alignment: .left))
        let mirror = Transform2D.linear(a: -1, b: 0, c: 0, d: 1, about: Point(x: 12, y: 8))
        #expect(try render([.transform(mirror, [wide])]).first == "abc")
    }

    @Test func textWrapsAtTheColumnsTheLayoutMeasured() throws {
        // 60.5 points measure 7 whole cells; the frame's rounded edges (cells 3 to 11) span 8.
        let attributes = TextAttributes(font: ResolvedFont(size: 17))
        let text = "abc defg"
        let frame = Rect(x: 27, y: 0, width: 60.5, height: 32)
        let measured = CellTextMeasurer().measure(text, attributes: attributes, width: frame.width)
        let run = TextRun(string: text, attributes: attributes, color: RGBA(rgb: 0), frame: frame, alignment: .left)
        let lines = try render([.text(run)]).prefix(2).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(measured.lines == ["abc", "defg"])
        #expect(lines == measured.lines)
    }

    @Test func contentShrunkBelowAQuarterIsLeftOut() throws {
        let small = Transform2D.linear(a: 0.2, b: 0, c: 0, d: 0.2, about: .zero)
        #expect(try render([.transform(small, [word])]).allSatisfy(\.isEmpty))
        let half = Transform2D.linear(a: 0.5, b: 0, c: 0, d: 0.5, about: Point(x: 12, y: 8))
        #expect(try render([.transform(half, [word])]).contains { $0.contains("abc") })
    }

    @Test func shapesTakeTheBoundingBoxOfTheirTransformedFrame() {
        let bar = DisplayItem.fill(.rectangle, Rect(x: 0, y: 0, width: 40, height: 4), RGBA(rgb: 0))
        let twice = Transform2D.linear(a: 2, b: 0, c: 0, d: 1, about: .zero)
        #expect(TextBackend.moved(bar, by: twice) == .fill(.rectangle, Rect(x: 0, y: 0, width: 80, height: 4), RGBA(rgb: 0)))
    }
}
