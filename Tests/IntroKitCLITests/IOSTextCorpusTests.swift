import Foundation
import IntroKit
import IntroCairo
import IntroUI
import Testing

@testable import IntroKitCLI

/// Every paragraph of the real-iOS corpus (Tests/Fixtures/ios-text, made from
/// ../shared/fidelity/ios-text by scripts/ios-text-fixture) through `introkit measure --batch`'s
/// path: the batch decoder, ``TextSample`` and the PNG backend's measurer. Each must break into
/// the lines iOS drew; line pitches and `.title1` label heights must match iOS's within 0.5 pt.
@Suite struct IOSTextCorpusTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/ios-text/paragraphs.json")

    /// Paragraphs IntroKit may break differently from iOS, each with the reason. Only older-iOS
    /// renders may be listed; none is today.
    static let exceptions: [String: String] = [:]

    struct Case {
        let item: MeasureBatch.Item
        let expected: [String: Any]
    }

    /// The fixture's items decoded as a batch file (without the "expected" key the decoder does
    /// not know), each with what iOS drew.
    static func cases() throws -> [Case] {
        let data = try Data(contentsOf: fixture)
        let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        let batch = try JSONSerialization.data(withJSONObject: objects.map { $0.filter { $0.key != "expected" } })
        let decoded = try MeasureBatch.decode(data: batch, fileName: "paragraphs.json").get()
        #expect(decoded.warnings.isEmpty)
        return zip(decoded.value, objects).map { Case(item: $0, expected: $1["expected"] as? [String: Any] ?? [:]) }
    }

    static let measurer = CairoBackend.sharedTextMeasurer

    @Test func everyParagraphBreaksAsIOSBreaksIt() throws {
        let cases = try Self.cases()
        #expect(cases.count == 61)
        var matching = 0
        for test in cases {
            let lines = test.item.sample.measured(by: Self.measurer).lines
            let expected = test.expected["lines"] as? [String] ?? []
            if lines == expected { matching += 1 }
            if let reason = Self.exceptions[test.item.id] {
                #expect(lines != expected, "\(test.item.id) matches iOS now: remove its exception (\(reason))")
            } else {
                #expect(lines == expected, "\(test.item.id)")
            }
        }
        print("ios-text corpus: \(matching) of \(cases.count) paragraphs break as iOS breaks them")
    }

    /// SwiftUI and UIKit set lines `lineSpacing` apart beyond the font's line height: the
    /// measured pitches (Blueprint 17 pt: 20.29 pt, snapped to pixels; MarkdownUI 16 pt with
    /// lineSpacing 2.4: 21.5 pt).
    @Test func linePitchesMatchIOS() throws {
        for test in try Self.cases() {
            guard let pitchPixels = test.expected["linePitchPx"] as? Double, let scale = test.expected["scale"] as? Double
            else { continue }
            let measurement = test.item.sample.measured(by: Self.measurer)
            guard measurement.lineCount > 1 else { continue }
            let font = test.item.sample.font.resolve(dynamicTypeSize: test.item.sample.dynamicTypeSize)
            let pitch = (measurement.size.height - font.lineHeight) / Double(measurement.lineCount - 1)
            #expect(abs(pitch - pitchPixels / scale) <= 0.5, "\(test.item.id): \(pitch) pt, iOS \(pitchPixels / scale)")
        }
    }

    /// A one-line `.title1` UILabel is as tall as SF Pro's line at every Dynamic Type size
    /// (the image is the label's size, rounded up to the pixel).
    @Test func title1HeightsMatchAtEveryDynamicTypeSize() throws {
        let labels = try Self.cases().filter { $0.expected["labelSizePx"] != nil }
        #expect(labels.count == 12)
        for label in labels {
            let size = try #require(label.expected["labelSizePx"] as? [Double])
            let scale = try #require(label.expected["scale"] as? Double)
            let height = label.item.sample.measured(by: Self.measurer).size.height
            #expect(abs(height - size[1] / scale) <= 0.5, "\(label.item.id): \(height) pt, iOS \(size[1] / scale)")
        }
    }
}
