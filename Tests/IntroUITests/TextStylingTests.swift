import Foundation
import IntroUI
import Testing

/// `Text + Text`, Markdown, text modifiers and the fonts a designer uses, as the layout
/// records them in a text's attributes.
@Suite struct TextStylingTests {
    let engine = LayoutEngine(measurer: FixedWidthMeasurer())
    let canvas = Canvas(size: Size(width: 300, height: 200))

    func run<V: View>(_ view: V, _ environment: EnvironmentValues = EnvironmentValues()) -> TextRun? {
        engine.layout(view, canvas: canvas, environment: environment).displayList.flattened
            .lazy.compactMap { if case .text(let run) = $0 { run } else { nil } }.first
    }

    @Test func plainTextHasNoRuns() throws {
        let plain = try #require(run(Text("Hello, world").font(.title).foregroundColor(.red)))
        #expect(plain.attributes.runs.isEmpty && plain.string == "Hello, world")
        #expect(plain.color == Color.red.resolve(in: .light))
        #expect(try #require(run(Text(verbatim: "**not bold**"))).string == "**not bold**")
        let variable = "*kept*"
        #expect(try #require(run(Text(variable))).string == "*kept*", "a variable's string is not Markdown")
    }

    @Test func concatenatedTextKeepsEachRunsStyle() throws {
        let name = "Ada"
        let text = try #require(run((Text("Welcome back, ") + Text(name).bold() + Text("!")).font(.title)))
        #expect(text.string == "Welcome back, Ada!")
        #expect(text.attributes.runs.map(\.utf8Count) == [14, 3, 1])
        #expect(text.attributes.runs.map(\.font.weight) == [.regular, .bold, .regular])
        #expect(text.attributes.runs.allSatisfy { $0.font.size == 28 }, "the outer font reaches every run")
        let coloured = try #require(run(Text("a").foregroundColor(.red) + Text("b").underline(color: .blue).kerning(2)))
        #expect(coloured.attributes.runs[0].color == Color.red.resolve(in: .light))
        #expect(coloured.attributes.runs[1].underline == Color.blue.resolve(in: .light) && coloured.attributes.runs[1].kerning == 2)
        // The tallest run's font sets the line height.
        let mixed = try #require(run(Text("Big").font(.largeTitle) + Text(" small").font(.caption)))
        #expect(mixed.attributes.font.size == 34)
    }

    @Test func markdownStylesTheRunsOfALiteral() throws {
        let text = try #require(run(Text("Tap **Start**, then *swipe* `left` or ~~right~~ [here](https://example.com) snake_case")))
        #expect(text.string == "Tap Start, then swipe left or right here snake_case")
        let runs = text.attributes.runs
        func style(of word: String) -> TextSpanStyle? {
            var offset = 0
            for run in runs {
                let range = offset..<offset + run.utf8Count
                offset = range.upperBound
                if let found = text.string.range(of: word), text.string.utf8.distance(from: text.string.startIndex, to: found.lowerBound) >= range.lowerBound,
                    text.string.utf8.distance(from: text.string.startIndex, to: found.upperBound) <= range.upperBound
                {
                    return run
                }
            }
            return nil
        }
        #expect(style(of: "Start")?.font.weight == .bold)
        #expect(style(of: "swipe")?.font.italic == true)
        #expect(style(of: "left")?.font.design == .monospaced)
        #expect(style(of: "right")?.strikethrough != nil)
        #expect(style(of: "here")?.color == Color.accentColor.resolve(in: .light))
        #expect(style(of: "Tap")?.font.weight == .regular)
        #expect(try #require(run(Text("2 * 3 = 6"))).string == "2 * 3 = 6", "an unclosed delimiter stays")
    }

    @Test func viewModifiersStyleEveryTextInside() throws {
        let text = try #require(run(VStack { Text("Pro") }.textCase(.uppercase).kerning(1.2).italic().fontDesign(.rounded)))
        #expect(text.string == "PRO")
        #expect(text.attributes.runs.first?.kerning == 1.2 && text.attributes.runs.first?.font.italic == true)
        #expect(text.attributes.runs.first?.font.design == .rounded)
        let limited = try #require(run(Text("x").lineLimit(2, reservesSpace: true).minimumScaleFactor(0.5)))
        #expect(limited.attributes.lineLimit == 2 && limited.attributes.reservesLineLimitSpace)
        #expect(limited.attributes.minimumScaleFactor == 0.5)
        let struck = try #require(run(Text("Done").strikethrough(true, color: .gray)))
        #expect(struck.attributes.runs.first?.strikethrough == Color.gray.resolve(in: .light))
    }

    @Test func fontsADesignerUses() {
        let body = Font.custom("Avenir", size: 17).resolve(dynamicTypeSize: .xxxLarge)
        #expect(body.family == "Avenir" && body.size == 23, "custom sizes scale as body text does")
        #expect(Font.custom("Avenir", fixedSize: 17).resolve(dynamicTypeSize: .xxxLarge).size == 17)
        #expect(Font.custom("Avenir", size: 20, relativeTo: .title3).resolve(dynamicTypeSize: .large).size == 20)
        let rounded = Font.system(size: 34, weight: .bold, design: .rounded).resolve(dynamicTypeSize: .large)
        #expect(rounded.design == .rounded && rounded.weight == .bold)
        #expect(Font.system(.headline, design: .serif).resolve(dynamicTypeSize: .large).design == .serif)
        #expect(Font.body.monospacedDigit().smallCaps().resolve(dynamicTypeSize: .large).features == [.monospacedDigit, .lowercaseSmallCaps])
        #expect(Font.body.monospaced().resolve(dynamicTypeSize: .large).design == .monospaced)
        #expect(Font.body.leading(.loose).resolve(dynamicTypeSize: .large).linePitch == 24)
        #expect(Font.body.width(.condensed).resolve(dynamicTypeSize: .large).width == .condensed)
        #expect(Font.title.italic().bold().resolve(dynamicTypeSize: .large).italic)
        #expect(FontFeatures.monospacedDigit.openTypeSettings == "\"tnum\" 1")
    }
}
