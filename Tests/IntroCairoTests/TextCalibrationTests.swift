import Foundation
import IntroUI
import Testing

@testable import IntroCairo

/// The substitute font's tracking, fitted again from real iOS lines: the ios-text corpus
/// (Tests/Fixtures/ios-text, from ../shared/fidelity/ios-text) and the upstream recording's
/// measured lines. Each line iOS drew is set alone in Inter; its ink width against iOS's gives
/// the tracking that line needs (ink is linear in the tracking: one letter space per gap).
///
/// The fit (docs/fidelity.md, "Tracking"): per size, the median need; below 20 pt the need
/// minus Apple's Text tracking, from 20 pt the need minus a slope fitted on regular Display
/// sizes; each weight's constant is the value that minimises the largest error over its sizes,
/// an iOS 13 size counting half and iOS 12 (older SF metrics) not at all.
@Suite struct TextCalibrationTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/ios-text")

    /// One line iOS drew, with the font it was drawn in.
    struct MeasuredLine {
        let text: String
        let font: ResolvedFont
        let iosInk: Double
        let iosVersion: Int
        /// Inter's ink width at the model's tracking.
        let inkWidth: Double
        /// The tracking (em) at which Inter's ink would equal iOS's.
        var need: Double {
            let model = SubstituteFontTracking.em(size: font.size, weight: font.weight)
            let gaps = Double(max(1, text.unicodeScalars.count - 1))
            return model + (iosInk - inkWidth) / (font.size * gaps)
        }
        var error: Double { (inkWidth - iosInk) / iosInk }
    }

    /// How much a render's iOS version counts in the fit.
    static func weight(iosVersion: Int) -> Double { iosVersion >= 14 ? 1 : iosVersion == 13 ? 0.5 : 0 }

    static func iosVersion(_ text: String) -> Int {
        guard let range = text.range(of: #"iOS (\d+)"#, options: .regularExpression) else { return 17 }
        return Int(text[range].dropFirst(4)) ?? 17
    }

    static func font(_ object: [String: Any], dynamicType: String?) throws -> ResolvedFont {
        let weight: Font.Weight = ["semibold": .semibold, "bold": .bold][object["weight"] as? String ?? ""] ?? .regular
        var font: Font
        if let size = object["size"] as? Double {
            font = .system(size: size, weight: weight)
        } else {
            font = .system(try #require(TextStyle(rawValue: object["style"] as? String ?? "")), weight: weight)
        }
        if object["italic"] as? Bool == true { font = font.italic() }
        return font.resolve(dynamicTypeSize: dynamicType.flatMap(DynamicTypeSize.init(name:)) ?? .large)
    }

    static func inkWidth(_ text: String, _ font: ResolvedFont) -> Double {
        PangoParagraph(text, attributes: TextAttributes(font: font), width: nil).lineInkWidths.first ?? 0
    }

    /// Every measured line of one font: the corpus's (but truncated lines, justified lines
    /// but the last, and in a paragraph iOS set in mixed fonts only the lines from
    /// `fontFromLine` on, which are all in the item's font) and the upstream recording's.
    static func lines() throws -> [MeasuredLine] {
        var lines: [MeasuredLine] = []
        let corpus = try JSONSerialization.jsonObject(with: Data(contentsOf: fixtures.appendingPathComponent("paragraphs.json")))
        for item in try #require(corpus as? [[String: Any]]) {
            let expected = try #require(item["expected"] as? [String: Any])
            let firstLine = expected["mixedFonts"] == nil ? 1 : expected["fontFromLine"] as? Int ?? .max
            let font = try font(try #require(item["font"] as? [String: Any]), dynamicType: item["dynamicType"] as? String)
            let texts = try #require(expected["lines"] as? [String])
            let inks = try #require(expected["inkWidthsPx"] as? [Double])
            let scale = try #require(expected["scale"] as? Double)
            // Justified lines are stretched to the width: only the last keeps its own width.
            let lastUnstretched = item["alignment"] as? String == "justified" ? texts.count - 1 : 0
            for (index, (text, ink)) in zip(texts, inks).enumerated()
            where index + 1 >= firstLine && index >= lastUnstretched && !text.contains("…") {
                lines.append(
                    MeasuredLine(
                        text: text, font: font, iosInk: (ink - 1) / scale,
                        iosVersion: iosVersion(expected["ios"] as? String ?? ""), inkWidth: inkWidth(text, font)))
            }
        }
        let upstream = try JSONSerialization.jsonObject(with: Data(contentsOf: fixtures.appendingPathComponent("upstream-ink.json")))
        for item in try #require(upstream as? [[String: Any]]) {
            let text = try #require(item["text"] as? String)
            let font = try font(try #require(item["font"] as? [String: Any]), dynamicType: nil)
            lines.append(
                MeasuredLine(
                    text: text, font: font, iosInk: try #require(item["inkWidthPt"] as? Double), iosVersion: 15,
                    inkWidth: inkWidth(text, font)))
        }
        return lines
    }

    /// A group of sizes of one weight and optical size, each with its median need and weight.
    struct SizeGroup {
        var sizes: [(size: Double, need: Double, weight: Double)]
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    static func group(_ lines: [MeasuredLine], weight: Font.Weight, display: Bool) -> SizeGroup {
        let chosen = lines.filter {
            SubstituteFontTracking.fit(for: $0.font.weight) == SubstituteFontTracking.fit(for: weight)
                && ($0.font.size >= SubstituteFontTracking.displaySize) == display
        }
        let sizes = Set(chosen.map(\.font.size)).sorted()
        return SizeGroup(
            sizes: sizes.map { size in
                let atSize = chosen.filter { $0.font.size == size }
                return (size, median(atSize.map(\.need)), atSize.map { Self.weight(iosVersion: $0.iosVersion) }.max() ?? 0)
            })
    }

    /// The constant that minimises the largest weighted distance to `values`.
    static func minimax(_ values: [(value: Double, weight: Double)]) -> Double {
        let counted = values.filter { $0.weight > 0 }
        guard let low = counted.map(\.value).min(), let high = counted.map(\.value).max() else { return .nan }
        let candidates = stride(from: low, through: high, by: 0.00001)
        return candidates.min { a, b in
            counted.map { $0.weight * abs($0.value - a) }.max()! < counted.map { $0.weight * abs($0.value - b) }.max()!
        } ?? low
    }

    /// The least-squares slope of need over size, on the regular Display sizes.
    static func slope(_ group: SizeGroup) -> Double {
        let points = group.sizes.filter { $0.weight > 0 }
        let meanX = points.map(\.size).reduce(0, +) / Double(points.count)
        let meanY = points.map(\.need).reduce(0, +) / Double(points.count)
        let covariance = points.reduce(0) { $0 + ($1.size - meanX) * ($1.need - meanY) }
        let variance = points.reduce(0) { $0 + ($1.size - meanX) * ($1.size - meanX) }
        return covariance / variance
    }

    @Test func trackingConstantsAreTheFitOfTheMeasuredLines() throws {
        let lines = try Self.lines()
        // The constants may sit up to 0.001 em from the ink fit where a real line break
        // bounds them (SubstituteFontTracking).
        let tolerance = 0.001
        let slope = Self.slope(Self.group(lines, weight: .regular, display: true))
        #expect(abs(slope - SubstituteFontTracking.displaySlope) <= 0.00003, "fitted Display slope \(slope)")
        for (weight, fit) in [(Font.Weight.regular, SubstituteFontTracking.regular), (.semibold, SubstituteFontTracking.semibold), (.bold, SubstituteFontTracking.bold)] {
            let text = Self.group(lines, weight: weight, display: false).sizes.map {
                (value: $0.need - SubstituteFontTracking.appleText(atSize: $0.size), weight: $0.weight)
            }
            let display = Self.group(lines, weight: weight, display: true).sizes.map {
                (value: $0.need - slope * ($0.size - SubstituteFontTracking.displaySize), weight: $0.weight)
            }
            let fittedText = Self.minimax(text)
            let fittedDisplay = Self.minimax(display)
            #expect(abs(fittedText - fit.text) <= tolerance, "\(weight) Text: fitted \(fittedText), constant \(fit.text)")
            #expect(abs(fittedDisplay - fit.display) <= tolerance, "\(weight) Display: fitted \(fittedDisplay), constant \(fit.display)")
        }
    }

    /// The target: at every measured size and weight of iOS 13 or later, the median line
    /// width is within 1 % of iOS's. The table is printed for docs/fidelity.md.
    @Test func medianLineWidthErrorIsWithinOnePercentAtEverySize() throws {
        let lines = try Self.lines()
        let keys = Set(lines.map { "\($0.font.size)|\($0.font.weight.rawValue)" })
        var table = ["size | weight | lines | iOS | median error"]
        for key in keys.sorted(by: { $0.localizedStandardCompare($1) == .orderedAscending }) {
            let group = lines.filter { "\($0.font.size)|\($0.font.weight.rawValue)" == key }
            let error = Self.median(group.map(\.error))
            let versions = Set(group.map(\.iosVersion)).sorted().map(String.init).joined(separator: ",")
            table.append(
                "\(group[0].font.size) | \(group[0].font.weight) | \(group.count) | \(versions) | \(String(format: "%+.2f %%", error * 100))")
            if group.contains(where: { $0.iosVersion >= 13 }) {
                #expect(abs(error) <= 0.01, "\(key): median line-width error \(error)")
            }
        }
        print(table.joined(separator: "\n"))
    }
}
