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
        /// Whether each line is the last of its paragraph (a justified line that is not stretches).
        var endsParagraph: [Bool]
        var unlimitedLineCount: Int
        var isTruncated: Bool
        var width: Int { lines.map { CellText.width(of: Substring($0)) }.max() ?? 0 }
    }

    /// Wraps `text` at `columns` cells by IntroUI's line breaking rules (``LineBreaker``: word
    /// wrapping, lone-word push-out, justified breaks, the line limit and truncation mode), one
    /// cell per character, an ellipsis one cell wide.
    static func wrap(_ text: String, columns: Int?, attributes: TextAttributes) -> Wrapped {
        let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(Array.init)
        let breaker = LineBreaker(width: columns.map { Double(max(1, $0)) }, attributes: attributes, ellipsisWidth: 1)
        let broken = breaker.breakLines(paragraphs.map(breakable))
        let lines = broken.lines.map { line in
            let characters = paragraphs[line.paragraph]
            return String(characters[line.range]) + (line.hasEllipsis ? "…" : "")
                + (line.suffix.map { String(characters[$0]) } ?? "")
        }
        let ends = broken.lines.indices.map { index in
            index + 1 == broken.lines.count || broken.lines[index + 1].paragraph != broken.lines[index].paragraph
        }
        return Wrapped(lines: lines, endsParagraph: ends, unlimitedLineCount: broken.unlimitedLineCount, isTruncated: broken.isTruncated)
    }

    /// A paragraph on the grid: a line may break after white space, after a hyphen before a
    /// letter, and beside a wide (East Asian) character.
    private static func breakable(_ characters: [Character]) -> BreakableParagraph {
        let widths = characters.map(width(of:))
        let isWhitespace = characters.map(\.isWhitespace)
        let wordBreaks = characters.indices.map { index in
            guard index > 0 else { return false }
            let (previous, current) = (characters[index - 1], characters[index])
            if current.isWhitespace { return false }
            return previous.isWhitespace || (previous == "-" && current.isLetter) || widths[index] == 2 || widths[index - 1] == 2
        }
        return BreakableParagraph(
            advances: widths.map(Double.init), isWhitespace: isWhitespace, wordBreakBefore: wordBreaks,
            characterBreakBefore: Array(repeating: true, count: characters.count))
    }

    /// The whole cells in `width` points: the columns text is wrapped at, when measured and
    /// when drawn.
    static func columns(in width: Double) -> Int {
        Int((width / TextBackend.cellWidth).rounded(.down))
    }

    /// A justified line spread to `columns` cells: the extra cells go to the gaps between words,
    /// the first gaps taking one more.
    static func justified(_ line: String, columns: Int) -> String {
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        let extra = columns - width(of: Substring(line))
        guard words.count > 1, extra > 0 else { return line }
        let gaps = words.count - 1
        var result = String(words[0])
        for (index, word) in words.dropFirst().enumerated() {
            result += String(repeating: " ", count: 1 + extra / gaps + (index < extra % gaps ? 1 : 0)) + word
        }
        return result
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
        let wrapped = CellText.wrap(text, columns: width.map(CellText.columns(in:)), attributes: attributes)
        return TextMeasurement(
            size: Size(
                width: Double(wrapped.width) * TextBackend.cellWidth,
                height: Double(wrapped.lines.count) * TextBackend.cellHeight),
            lineCount: wrapped.lines.count, unlimitedLineCount: wrapped.unlimitedLineCount,
            isTruncated: wrapped.isTruncated, lines: wrapped.lines,
            lineWidths: wrapped.lines.map { Double(CellText.width(of: Substring($0))) * TextBackend.cellWidth })
    }
}
