import Foundation
@testable import IntroCairo
import IntroRender
import IntroUI
import Testing

@Suite struct TextTests {
    let measurer = PangoTextMeasurer()
    let body = TextAttributes(font: ResolvedFont(size: 17))

    @Test(arguments: ["欢迎使用 IntroKit", "ようこそ", "환영합니다", "Добро пожаловать", "Καλώς ήρθατε"])
    func everyScriptHasGlyphs(text: String) {
        #expect(measurer.unknownGlyphCount(text, attributes: body) == 0)
    }

    @Test func anEmbeddedNULDoesNotCutTheTextShort() {
        let whole = measurer.measure("Before\u{0}after the NUL", attributes: body, width: nil)
        let cut = measurer.measure("Before", attributes: body, width: nil)
        #expect(whole.size.width > cut.size.width * 2)
    }

    @Test func lineLimitTruncates() {
        var attributes = body
        attributes.lineLimit = 2
        let text = String(repeating: "A rather long sentence that wraps. ", count: 6)
        let limited = measurer.measure(text, attributes: attributes, width: 120)
        #expect(limited.lineCount == 2)
        #expect(limited.unlimitedLineCount > 2)
        #expect(limited.isTruncated)
        #expect(limited.size.width <= 120)
        let free = measurer.measure(text, attributes: body, width: 120)
        #expect(free.lineCount == limited.unlimitedLineCount && !free.isTruncated)
        #expect(free.size.height > limited.size.height)
    }

    @Test func lineSpacingAddsPointsBetweenLines() {
        var spaced = body
        spaced.lineSpacing = 8
        let plain = measurer.measure("One\nTwo\nThree", attributes: body, width: nil)
        let wide = measurer.measure("One\nTwo\nThree", attributes: spaced, width: nil)
        #expect(plain.lineCount == 3)
        #expect(abs(wide.size.height - plain.size.height - 16) < 0.01)
    }

    @Test func boldIsWiderThanRegular() {
        let bold = TextAttributes(font: ResolvedFont(size: 17, weight: .bold))
        #expect(measurer.measure("Welcome", attributes: bold, width: nil).size.width
            > measurer.measure("Welcome", attributes: body, width: nil).size.width)
    }

    @Test func measuresTheSameOnEveryThread() {
        let texts = (0..<40).map { "Line \($0) of text that may wrap somewhere 欢迎" }
        let expected = texts.map { measurer.measure($0, attributes: body, width: 150) }
        let results = Results(count: texts.count)
        DispatchQueue.concurrentPerform(iterations: texts.count) { index in
            results.set(index, measurer.measure(texts[index], attributes: body, width: 150))
        }
        #expect(results.values == expected)
    }

    /// Right-to-left text with leading alignment hugs the right edge of its frame: the layout
    /// resolves leading to right, and the backend draws the run where it says.
    @Test(arguments: ["مرحبا بالعالم", "שלום עולם"])
    func rightToLeftLeadingIsRightAligned(text: String) throws {
        let canvas = Canvas(size: Size(width: 300, height: 40), scale: 1)
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let layout = LayoutEngine(measurer: measurer).layout(
            Text(text).multilineTextAlignment(.leading).frame(width: 300, alignment: .leading), canvas: canvas,
            environment: environment)
        guard case .text(let run) = layout.displayList.items.first else {
            Issue.record("no text run")
            return
        }
        #expect(run.alignment == .right)
        #expect(measurer.unknownGlyphCount(text, attributes: run.attributes) == 0)
        let image = try CairoBackend(format: .png)
            .rasterize(layout.displayList, canvas: canvas, options: .init()).0.pixels
        let inked = (0..<image.width).filter { x in
            (0..<image.height).contains { y in image.rgba[(y * image.width + x) * 4 + 3] > 0 }
        }
        let (left, right) = (inked.min() ?? 0, inked.max() ?? 0)
        #expect(right > 290 && left > 150)
    }
}

/// A fixed-size array written from several threads.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [TextMeasurement?]
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: TextMeasurement) { lock.withLock { storage[index] = value } }
    var values: [TextMeasurement] { lock.withLock { storage.compactMap { $0 } } }
}

/// iOS's line breaking, as the Pango measurer reproduces it.
@Suite struct LineBreakingTests {
    let measurer = PangoTextMeasurer()
    let body = TextAttributes(font: ResolvedFont(size: 17))

    @Test func noHyphenIsInsertedAndOnlyAnOverlongWordBreaksBetweenCharacters() {
        let measurement = measurer.measure("Go Welcomeeeeeeeeeeeeeeeeeee", attributes: body, width: 120)
        #expect(measurement.lines.count >= 3)
        #expect(measurement.lines.first == "Go", "the short word keeps its own line")
        #expect(!measurement.lines.contains { $0.hasSuffix("-") })
        #expect(measurement.lines.joined() == "GoWelcomeeeeeeeeeeeeeeeeeee")
    }

    @Test func aWrappedParagraphDoesNotEndInALoneWord() {
        let text = "one two three four five six"
        let oneLine = measurer.measure(text, attributes: body, width: nil).size.width
        let withoutSix = measurer.measure("one two three four five", attributes: body, width: nil).size.width
        // Wide enough for all but the last word: greedy breaking would leave "six" alone.
        let measurement = measurer.measure(text, attributes: body, width: (withoutSix + oneLine) / 2)
        #expect(measurement.lines == ["one two three four", "five six"])
    }

    @Test func aLoneWordStaysWhenTheLineBeforeHoldsOneWord() {
        let word = measurer.measure("Internationalization", attributes: body, width: nil).size.width
        let measurement = measurer.measure("Internationalization Internationalization", attributes: body, width: word + 4)
        #expect(measurement.lines == ["Internationalization", "Internationalization"])
    }
}

/// Paragraphs are kept per thread and reused by the next picture that draws the same text.
@Suite struct ParagraphCacheTests {
    let body = TextAttributes(font: ResolvedFont(size: 17))

    @Test func aKeptParagraphIsTheOneForItsTextAttributesAndWidth() {
        let cache = PangoParagraphCache.current
        let first = cache.paragraph("Keep me", attributes: body, width: 100)
        #expect(cache.paragraph("Keep me", attributes: body, width: 100) === first)
        #expect(cache.paragraph("Keep me", attributes: body, width: 101) !== first)
        #expect(cache.paragraph("Keep me", attributes: TextAttributes(font: ResolvedFont(size: 18)), width: 100) !== first)
    }

    @Test func aKeptRightToLeftParagraphStaysAsLaidOutWhileLeftToRightTextIsLaidOut() {
        let rightToLeft = TextAttributes(font: ResolvedFont(size: 17), alignment: .leading, layoutDirection: .rightToLeft)
        let text = "مرحبا بالعالم مرحبا بالعالم مرحبا"
        let kept = PangoParagraphCache.current.paragraph(text, attributes: rightToLeft, width: 120)
        let before = kept.measurement
        for index in 0..<20 { _ = PangoParagraphCache.current.paragraph("Left to right \(index)", attributes: body, width: 120) }
        #expect(kept.measurement == before)
        #expect(before == PangoParagraph(text, attributes: rightToLeft, width: 120).measurement)
    }

    @Test func aParagraphIsShapedOnceForEveryWidthAndAlignmentOfItsFontAndDirection() {
        let cache = PangoParagraphCache()
        let text = "Shaped once, broken at every width"
        let narrow = cache.paragraph(text, attributes: body, width: 80).measurement
        #expect(cache.shapedCount == 1)
        var centred = body
        centred.alignment = .center
        centred.lineLimit = 1
        _ = cache.paragraph(text, attributes: centred, width: 120)
        _ = cache.paragraph(text, attributes: body, width: nil)
        #expect(cache.shapedCount == 1)
        // What a kept shaping gives is what shaping again gives.
        #expect(narrow == PangoParagraph(text, attributes: body, width: 80, shapedBy: PangoParagraphCache()).measurement)
        var rightToLeft = body
        rightToLeft.layoutDirection = .rightToLeft
        _ = cache.paragraph(text, attributes: rightToLeft, width: 80)
        _ = cache.paragraph(text, attributes: TextAttributes(font: ResolvedFont(size: 18)), width: 80)
        _ = cache.paragraph(text + "\nand a second paragraph", attributes: body, width: 80)
        #expect(cache.shapedCount == 4)
    }

    @Test func theCacheIsBounded() {
        let cache = PangoParagraphCache.current
        for index in 0...PangoParagraphCache.capacity { _ = cache.paragraph("Text \(index)", attributes: body, width: nil) }
        #expect(cache.count <= PangoParagraphCache.capacity)
    }
}
