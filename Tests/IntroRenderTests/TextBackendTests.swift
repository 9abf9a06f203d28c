import Foundation
import IntroRender
import IntroUI
import Testing

@Suite("Plain-text backend")
struct TextBackendTests {
    let backend = TextBackend()

    func render<V: View>(_ view: V, width: Double = 240, height: Double = 160) throws -> String {
        let canvas = Canvas(size: Size(width: width, height: height))
        let layout = LayoutEngine(measurer: backend.textMeasurer).layout(view, canvas: canvas)
        let output = try backend.render(layout.displayList, canvas: canvas, options: RenderOptions())
        return String(decoding: output.data, as: UTF8.self)
    }

    @Test func scrollViewContentShowsOnlyInItsViewport() throws {
        let view = VStack(spacing: 0) {
            ScrollView {
                Text("one\ntwo\nthree\nfour")
            }
            Text("footer")
        }
        let actual = try render(view, width: 80, height: 48)
        #expect(actual == "   one\n   two\n  footer\n", "\n\(actual)")
    }

    @Test func textInAGradientIsWrittenAsText() throws {
        let view = Text("Hello").foregroundStyle(LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing))
        let plain = try render(Text("Hello"), width: 80, height: 16)
        #expect(try render(view, width: 80, height: 16) == plain)
        #expect(plain.contains("Hello"))
    }

    @Test func rendersAGoldenCard() throws {
        let view = VStack(spacing: 16) {
            Text("Welcome").font(.largeTitle).bold()
            HStack(spacing: 16) {
                Image(systemName: "star").resizable().frame(width: 32, height: 16)
                Text("Fast previews on every device").frame(width: 144, alignment: .leading)
            }
            Text("Continue").foregroundColor(.white).frame(width: 160, height: 32).background(Capsule().fill(.blue))
        }
        let expected = """


                    Welcome

           [star]Fast previews on
                 every device

             ░░░░░░Continue░░░░░░
             ░░░░░░░░░░░░░░░░░░░░


        """
        let actual = try render(view)
        #expect(actual == expected, "\n\(actual)")
    }

    @Test func wideCharactersTakeTwoCells() {
        let measurer = CellTextMeasurer()
        let attributes = TextAttributes(font: ResolvedFont(size: 17))
        #expect(measurer.measure("你好", attributes: attributes, width: nil).size.width == 32)
        #expect(measurer.measure("ab", attributes: attributes, width: nil).size.width == 16)
    }

    @Test func wrapsWordsAndTruncatesWithAnEllipsis() {
        let measurer = CellTextMeasurer()
        var attributes = TextAttributes(font: ResolvedFont(size: 17))
        attributes.lineLimit = 2
        let result = measurer.measure("one two three four five", attributes: attributes, width: 64)
        #expect(result.lineCount == 2)
        #expect(result.unlimitedLineCount == 4)
        #expect(result.isTruncated)
    }

    @Test func linesHaveNoTrailingSpaces() throws {
        let text = try render(Text("a").frame(maxWidth: .infinity, alignment: .leading))
        #expect(!text.split(separator: "\n").contains { $0.hasSuffix(" ") })
    }

    @Test func registryListsBackendsAndRefusesUnknownNames() {
        #expect(BackendRegistry.shared.names.contains("text"))
        #expect {
            try BackendRegistry.shared.backend(named: "gif")
        } throws: { error in
            (error as? UnknownBackendError)?.registered.contains("text") == true
        }
    }
}
