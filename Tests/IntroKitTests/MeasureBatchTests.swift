import Foundation
import IntroJSON
import IntroKit
import IntroRender
import IntroUI
import Testing

/// `measure --batch`'s files decoded by the library: each item a `TextSample` with its id,
/// every problem at its JSON path in the batch's own messages, results as JSON.
@Suite struct MeasureBatchTests {
    @Test func itemsDecodeWithTheirSettings() throws {
        let batch = #"[{"id": "a", "text": "Hello", "font": {"style": "title2", "weight": "bold"}, "width": 120, "lineLimit": 2, "wrap": "char"}]"#
        let decoded = try MeasureBatch.decode(data: Data(batch.utf8), fileName: "batch.json").get()
        #expect(decoded.warnings.isEmpty)
        let item = try #require(decoded.value.first)
        #expect(item.id == "a")
        #expect(item.sample.text == "Hello")
        #expect(item.sample.width == 120)
        #expect(item.sample.lineLimit == 2)
        #expect(item.sample.wrapping == .character)
    }

    @Test func aCommandLineTextIsHeldToTheStringLengthOfJSON() {
        let parser = JSONParser(maximumStringLength: 3)
        #expect(MeasureBatch.lengthDiagnostic(of: "abc", parser: parser) == nil)
        #expect(MeasureBatch.lengthDiagnostic(of: "🇪🇸a", parser: parser) == nil, "counted in Unicode scalars")
        let diagnostic = MeasureBatch.lengthDiagnostic(of: "abcd", parser: parser)
        #expect(diagnostic.map { JSONParser.limitsHit(by: [$0]) } == [.stringLength])
    }

    @Test func everyProblemIsReportedAtItsPathInEnglishAndSpanish() {
        let batch = #"[{"id": "a", "text": "x", "font": {}}, {"id": "b", "text": "y", "font": {"size": 17}, "lineLimit": 1.5, "extra": 1}]"#
        guard case .failure(let failure) = MeasureBatch.decode(data: Data(batch.utf8), fileName: "batch.json") else {
            Issue.record("decoded")
            return
        }
        let lines = failure.renderedLines()
        #expect(lines.contains { $0.contains("[0].font:") && $0.contains("neither size nor style") }, "\(lines)")
        #expect(lines.contains { $0.contains("[1].lineLimit:") && $0.contains("not a number of lines") }, "\(lines)")
        #expect(lines.contains { $0.contains("warning: [1].extra:") }, "\(lines)")
        #expect(failure.renderedLines(locale: "es").contains { $0.contains("no es un número de líneas") })
    }

    @Test func resultsAreJSONInInputOrder() throws {
        let batch = #"[{"id": "one", "text": "Hi", "font": {"size": 17}}, {"id": "two", "text": "Hello there", "font": {"size": 17}, "width": 1}]"#
        let items = try MeasureBatch.decode(data: Data(batch.utf8), fileName: "batch.json").get().value
        let text = MeasureBatch.results(of: items, measuredBy: TextBackend().textMeasurer).serialized().filter { !$0.isWhitespace }
        #expect(text.hasPrefix(#"{"results":[{"id":"one","lines":["Hi"]"#), "\(text)")
        #expect(text.contains(#""id":"two""#))
        #expect(MeasureBatch.rounded(1.23456) == 1.23)
    }

    @Test func theTextReportAlignsWidthsAndSaysWhetherTheTextWasCut() {
        let cut = TextMeasurement(
            size: Size(width: 120, height: 40.5), lineCount: 2, unlimitedLineCount: 3, isTruncated: true,
            lines: ["Get started", "now…"], lineWidths: [101.234, 9.5])
        #expect(MeasureBatch.report(cut, locale: "en") == [
            "101.23  Get started", "  9.50  now…", "lines: 2 · height: 40.50 pt · truncated: the text does not fit",
        ])
        let whole = TextMeasurement(size: Size(width: 20, height: 20), lineCount: 1, unlimitedLineCount: 1, isTruncated: false, lines: ["Hi"], lineWidths: [20])
        #expect(MeasureBatch.report(whole, locale: "es").last == "líneas: 1 · altura: 20.00 pt · sin truncar")
    }
}
