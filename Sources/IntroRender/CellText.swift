import Foundation
import IntroUI

/// Text on a character grid: how many cells a character takes and where lines wrap.
/// East Asian wide characters and emoji take two cells, combining marks none.
enum CellText {
    /// The number of cells a character occupies.
    static func width(of character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii < 0x20 || ascii == 0x7F ? 0 : 1 }
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.count == 1 && scalar.properties.generalCategory == .nonspacingMark { return 0 }
        if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format { return 0 }
        if character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
        return isWide(scalar.value) ? 2 : 1
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        wideRanges.contains { $0.contains(value) }
    }

    /// The number of cells a string occupies.
    static func width(of string: Substring) -> Int {
        string.reduce(0) { $0 + width(of: $1) }
    }

    /// Lines of text wrapped at `columns` cells (nil: only explicit line breaks).
    struct Wrapped: Equatable {
        var lines: [String]
        var unlimitedLineCount: Int
        var isTruncated: Bool
        var width: Int { lines.map { CellText.width(of: Substring($0)) }.max() ?? 0 }
    }

    /// Wraps words at `columns`, breaking words longer than a line; cuts to `lineLimit` lines,
    /// the last ending in "…" when text was cut.
    static func wrap(_ text: String, columns: Int?, lineLimit: Int?) -> Wrapped {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(contentsOf: wrapParagraph(paragraph, columns: columns.map { max(1, $0) }))
        }
        let total = lines.count
        guard let lineLimit, total > lineLimit else {
            return Wrapped(lines: lines, unlimitedLineCount: total, isTruncated: false)
        }
        var kept = Array(lines.prefix(max(1, lineLimit)))
        kept[kept.count - 1] = ellipsized(kept[kept.count - 1], columns: columns)
        return Wrapped(lines: kept, unlimitedLineCount: total, isTruncated: true)
    }

    private static func wrapParagraph(_ paragraph: Substring, columns: Int?) -> [String] {
        guard let columns else { return [String(paragraph)] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
            let wordWidth = width(of: word)
            let needed = lineWidth == 0 ? wordWidth : lineWidth + 1 + wordWidth
            if needed <= columns {
                line += lineWidth == 0 ? String(word) : " " + word
                lineWidth = needed
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
                (line, lineWidth) = ("", 0)
            }
            for character in word {
                let characterWidth = width(of: character)
                if lineWidth + characterWidth > columns && lineWidth > 0 {
                    lines.append(line)
                    (line, lineWidth) = ("", 0)
                }
                line.append(character)
                lineWidth += characterWidth
            }
        }
        lines.append(line)
        return lines
    }

    private static func ellipsized(_ line: String, columns: Int?) -> String {
        var result = line
        while let columns, !result.isEmpty, width(of: Substring(result)) + 1 > columns {
            result.removeLast()
        }
        return result.trimmingCharacters(in: .whitespaces) + "…"
    }
}

/// The plain-text backend's measurer: every character is one cell of
/// ``TextBackend/cellWidth`` × ``TextBackend/cellHeight`` points (wide characters two);
/// font size and line spacing do not change the grid.
public struct CellTextMeasurer: TextMeasurer {
    /// Creates the measurer.
    public init() {}

    /// The text wrapped on the cell grid: one cell per character (two for wide ones), 16 pt lines.
    public func measure(_ text: String, attributes: TextAttributes, width: Double?) -> TextMeasurement {
        let columns = width.map { Int(($0 / TextBackend.cellWidth).rounded(.down)) }
        let wrapped = CellText.wrap(text, columns: columns, lineLimit: attributes.lineLimit)
        return TextMeasurement(
            size: Size(
                width: Double(wrapped.width) * TextBackend.cellWidth,
                height: Double(wrapped.lines.count) * TextBackend.cellHeight),
            lineCount: wrapped.lines.count, unlimitedLineCount: wrapped.unlimitedLineCount,
            isTruncated: wrapped.isTruncated, lines: wrapped.lines)
    }
}
