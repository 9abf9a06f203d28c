import Foundation

/// How text cut by a line limit ends, like SwiftUI's `Text.TruncationMode`, plus UIKit's wrapping
/// line break modes, which drop the lines past the limit without an ellipsis.
public enum TruncationMode: String, CaseIterable, Hashable, Sendable, Codable {
    /// "…" then the end of the paragraph, on a paragraph cut to one line; a paragraph that keeps
    /// more lines ends its last line in "…", as iOS does.
    case head
    /// The start of the paragraph, "…", then its end, on a paragraph cut to one line; a paragraph
    /// that keeps more lines ends its last line in "…" (UILabel does the same).
    case middle
    /// The last line ends in "…" after as many characters as fit (the default).
    case tail
    /// No ellipsis: the lines past the limit are not shown (UIKit's `byWordWrapping` and
    /// `byCharWrapping` with a line limit).
    case clip
}

/// Where lines of text may break.
public enum LineWrapping: String, CaseIterable, Hashable, Sendable, Codable {
    /// Between words; only a word longer than a line breaks between characters (the default).
    case word
    /// Between any two characters, without a hyphen (UIKit's `byCharWrapping`).
    case character
}

/// One paragraph as the line breaker sees it: its units (what a backend breaks between: Unicode
/// scalars for Pango, characters for the cell grid) in logical order, each unit's advance, and
/// where a line may break.
public struct BreakableParagraph: Sendable {
    /// Each unit's advance in points.
    public var advances: [Double]
    /// Whether each unit is white space, which hangs past the end of a line and is not counted.
    public var isWhitespace: [Bool]
    /// Whether a line may break before each unit when wrapping between words (index 0 is unused).
    public var wordBreakBefore: [Bool]
    /// Whether a line may break before each unit when wrapping between characters (a cluster
    /// boundary; index 0 is unused).
    public var characterBreakBefore: [Bool]
    /// Added to the summed advances of every line: a backend's correction for what a line adds
    /// or removes as a whole (letter spacing is set between a line's glyphs, not after its last).
    public var lineAdjustment: Double
    /// Running sums of the advances: `offsets[i]` is the advance of units `0..<i`.
    private let offsets: [Double]

    /// A paragraph of `advances.count` units; the other arrays have the same count.
    public init(
        advances: [Double], isWhitespace: [Bool], wordBreakBefore: [Bool], characterBreakBefore: [Bool],
        lineAdjustment: Double = 0
    ) {
        self.advances = advances
        self.isWhitespace = isWhitespace
        self.wordBreakBefore = wordBreakBefore
        self.characterBreakBefore = characterBreakBefore
        self.lineAdjustment = lineAdjustment
        var sums = [0.0]
        sums.reserveCapacity(advances.count + 1)
        for advance in advances { sums.append(sums[sums.count - 1] + advance) }
        offsets = sums
    }

    /// The number of units.
    public var count: Int { advances.count }

    /// `range` without the white space at its end.
    func trimmed(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, isWhitespace[end - 1] { end -= 1 }
        return range.lowerBound..<end
    }

    /// The width of units `range` set as one line: trailing white space hangs.
    public func width(_ range: Range<Int>) -> Double {
        let shown = trimmed(range)
        return shown.isEmpty ? 0 : offsets[shown.upperBound] - offsets[shown.lowerBound] + lineAdjustment
    }

    func isWordBreak(_ index: Int) -> Bool { index == count || (index > 0 && wordBreakBefore[index]) }
    /// Every index a line may end at when wrapping between words, in order (the last is `count`).
    var wordBreaks: [Int] { count > 0 ? (1...count).filter(isWordBreak) : [] }
    func isCharacterBreak(_ index: Int) -> Bool { index == count || (index > 0 && characterBreakBefore[index]) }
    /// A break at a space: the unit before `index` is white space.
    func isSpaceBreak(_ index: Int) -> Bool { index > 0 && index < count && isWordBreak(index) && isWhitespace[index - 1] }
}

/// One line of broken text: units of its paragraph, and an ellipsis where the text was cut.
public struct BrokenLine: Hashable, Sendable {
    /// The paragraph's index in the text.
    public var paragraph: Int
    /// The units shown before the ellipsis (all of them on a line that was not cut), without the
    /// white space the line broke at.
    public var range: Range<Int>
    /// Whether "…" follows `range`.
    public var hasEllipsis: Bool
    /// The units shown after the ellipsis (the end of the paragraph, for head and middle truncation).
    public var suffix: Range<Int>?
    /// The line's width in points, the ellipsis included: what it was broken to fit.
    public var width: Double

    /// A line showing `range` of a paragraph, `width` points wide.
    public init(paragraph: Int, range: Range<Int>, width: Double, hasEllipsis: Bool = false, suffix: Range<Int>? = nil) {
        self.paragraph = paragraph
        self.range = range
        self.width = width
        self.hasEllipsis = hasEllipsis
        self.suffix = suffix
    }
}

/// The lines of a text as iOS breaks them.
public struct BrokenText: Hashable, Sendable {
    /// The lines shown.
    public var lines: [BrokenLine]
    /// How many lines the text needs without a line limit.
    public var unlimitedLineCount: Int
    /// Whether the line limit cut text off.
    public var isTruncated: Bool
}

/// iOS's line breaking, from real renders (docs/fidelity.md, "Line breaking"), for every backend:
/// the backend says how wide its units are and where it may break, this decides the lines.
///
/// - Lines are filled greedily, breaking between words; a word longer than a line breaks
///   between characters. With ``LineWrapping/character``, lines break after the last character
///   that fits.
/// - A paragraph of two lines whose second line would be one word takes the first line's last
///   word down (TextKit's push-out); paragraphs of three lines or more keep a lone last word.
/// - Justified paragraphs break where the squared space left at the end of every line but the
///   last is least, not greedily.
/// - A line limit counts the lines of the whole text; the last line shown is cut as
///   ``TruncationMode`` says, the ellipsis `ellipsisWidth` wide.
public struct LineBreaker: Sendable {
    /// The wrap width in points (nil: lines break only at paragraph ends).
    public var width: Double?
    /// The attributes: alignment, line limit, truncation and wrapping.
    public var attributes: TextAttributes
    /// The width of "…" in the text's font.
    public var ellipsisWidth: Double

    /// The most lines of a paragraph whose lone last word is pushed out.
    static let pushOutLineCount = 2
    /// What a line may overflow the width by, for rounding in the advances.
    static let tolerance = 1e-6

    /// A breaker for text at `width` with `attributes`.
    public init(width: Double?, attributes: TextAttributes, ellipsisWidth: Double) {
        self.width = width.map { max(0, $0) }
        self.attributes = attributes
        self.ellipsisWidth = ellipsisWidth
    }

    /// The lines of `paragraphs`, in order, cut at the line limit.
    public func breakLines(_ paragraphs: [BreakableParagraph]) -> BrokenText {
        var lines: [BrokenLine] = []
        for (index, paragraph) in paragraphs.enumerated() {
            lines += self.lines(of: paragraph).map { BrokenLine(paragraph: index, range: $0, width: paragraph.width($0)) }
        }
        let total = lines.count
        guard let limit = attributes.lineLimit.map({ max(1, $0) }), total > limit else {
            return BrokenText(lines: lines, unlimitedLineCount: total, isTruncated: false)
        }
        lines.removeLast(total - limit)
        let last = lines[limit - 1]
        let isFirstOfParagraph = limit == 1 || lines[limit - 2].paragraph != last.paragraph
        lines[limit - 1] = truncated(last, in: paragraphs[last.paragraph], isFirstOfParagraph: isFirstOfParagraph)
        return BrokenText(lines: lines, unlimitedLineCount: total, isTruncated: true)
    }

    /// The lines of one paragraph, unlimited.
    func lines(of paragraph: BreakableParagraph) -> [Range<Int>] {
        guard paragraph.count > 0 else { return [0..<0] }
        guard let width else { return [paragraph.trimmed(0..<paragraph.count)] }
        if attributes.wrapping == .character { return greedyLines(paragraph, width: width, byCharacter: true) }
        if attributes.alignment == .justified, let fitted = justifiedLines(paragraph, width: width) { return fitted }
        let greedy = greedyLines(paragraph, width: width, byCharacter: false)
        return pushingOutLoneWord(greedy, paragraph, width: width)
    }

    private func fits(_ paragraph: BreakableParagraph, _ range: Range<Int>, _ width: Double) -> Bool {
        paragraph.width(range) <= width + Self.tolerance
    }

    /// The end of the line that starts at `start`: the last word break that fits, else (a word
    /// longer than the line) the last character break that fits, at least one character.
    /// `wordBreaks` are the paragraph's word breaks in order; `next` is the index of the first
    /// one after the previous line's start, moved on here, so that each line looks only at the
    /// breaks it spans (a paragraph with few breaks is not scanned again for every line).
    private func lineEnd(
        _ paragraph: BreakableParagraph, from start: Int, width: Double, wordBreaks: [Int], next: inout Int
    ) -> Int {
        var best: Int?
        while next < wordBreaks.count, wordBreaks[next] <= start { next += 1 }
        var candidate = next
        while candidate < wordBreaks.count, fits(paragraph, start..<wordBreaks[candidate], width) {
            best = wordBreaks[candidate]
            candidate += 1
        }
        if let best { return best }
        var end = start + 1
        while end < paragraph.count, !paragraph.isCharacterBreak(end) { end += 1 }
        var following = end + 1
        while following <= paragraph.count {
            if paragraph.isCharacterBreak(following) {
                guard fits(paragraph, start..<following, width) else { break }
                end = following
            }
            following += 1
        }
        return end
    }

    /// Lines filled greedily from the start, breaking between words (or, `byCharacter`, after
    /// the last character that fits); white space at a break hangs.
    private func greedyLines(_ paragraph: BreakableParagraph, width: Double, byCharacter: Bool) -> [Range<Int>] {
        let wordBreaks = byCharacter ? [] : paragraph.wordBreaks
        var nextWordBreak = 0
        var lines: [Range<Int>] = []
        var start = 0
        while start < paragraph.count {
            let end = lineEnd(paragraph, from: start, width: width, wordBreaks: wordBreaks, next: &nextWordBreak)
            lines.append(paragraph.trimmed(start..<end))
            start = end
            while start < paragraph.count, paragraph.isWhitespace[start] { start += 1 }
        }
        return lines
    }

    /// A two-line paragraph whose second line is one word: the first line's last word moves
    /// down when both still fit.
    private func pushingOutLoneWord(_ lines: [Range<Int>], _ paragraph: BreakableParagraph, width: Double) -> [Range<Int>] {
        guard lines.count == Self.pushOutLineCount, lines.count >= 2 else { return lines }
        let (first, last) = (lines[lines.count - 2], lines[lines.count - 1])
        guard paragraph.isSpaceBreak(last.lowerBound),
            !(last.lowerBound + 1..<last.upperBound).contains(where: paragraph.isSpaceBreak),
            let split = (first.lowerBound + 1..<first.upperBound).last(where: paragraph.isSpaceBreak),
            fits(paragraph, split..<last.upperBound, width)
        else { return lines }
        return Array(lines.dropLast(2)) + [paragraph.trimmed(first.lowerBound..<split), split..<last.upperBound]
    }

    /// Breaks that leave the least squared space at the ends of all lines but the last; nil
    /// when a word is longer than a line (then greedy breaking splits it).
    private func justifiedLines(_ paragraph: BreakableParagraph, width: Double) -> [Range<Int>]? {
        let breaks = paragraph.wordBreaks
        // cost[i]: the least cost of setting the text from breaks[i] (or the start, i = -1) on.
        var cost = [Double](repeating: .infinity, count: breaks.count)
        var next = [Int](repeating: -1, count: breaks.count)
        var startCost = Double.infinity
        var startNext = -1
        for index in stride(from: breaks.count - 1, through: -1, by: -1) {
            let start = index < 0 ? 0 : breaks[index]
            var best = (cost: Double.infinity, next: -1)
            for candidate in (index + 1)..<breaks.count {
                let range = start..<breaks[candidate]
                guard fits(paragraph, range, width) else { break }
                let isLast = breaks[candidate] == paragraph.count
                let slack = width - paragraph.width(range)
                let total = (isLast ? 0 : slack * slack) + (isLast ? 0 : cost[candidate])
                if total < best.cost { best = (total, candidate) }
            }
            if index < 0 { (startCost, startNext) = best } else { (cost[index], next[index]) = best }
        }
        guard startCost.isFinite else { return nil }
        var lines: [Range<Int>] = []
        var start = 0
        var index = startNext
        while index >= 0 {
            lines.append(paragraph.trimmed(start..<breaks[index]))
            start = breaks[index]
            index = next[index]
        }
        return lines
    }

    /// The last line shown, cut as the truncation mode says.
    private func truncated(_ line: BrokenLine, in paragraph: BreakableParagraph, isFirstOfParagraph: Bool) -> BrokenLine {
        let room = (width ?? .infinity) - ellipsisWidth
        let rest = line.range.lowerBound..<paragraph.count
        let restFits = width.map { fits(paragraph, rest, $0) } ?? true
        var mode = attributes.truncationMode
        if mode == .head || mode == .middle, !isFirstOfParagraph || restFits { mode = .tail }
        switch mode {
        case .clip:
            return line
        case .tail:
            let shown = prefix(paragraph, from: rest.lowerBound, room: room)
            return BrokenLine(
                paragraph: line.paragraph, range: shown, width: paragraph.width(shown) + ellipsisWidth, hasEllipsis: true)
        case .middle:
            let shown = prefix(paragraph, from: rest.lowerBound, room: room / 2)
            // One line joins the two pieces: it takes its adjustment once, not twice.
            let joined = paragraph.width(shown) - paragraph.lineAdjustment
            let end = suffix(paragraph, after: shown.upperBound, room: room - joined)
            return BrokenLine(
                paragraph: line.paragraph, range: shown, width: joined + ellipsisWidth + paragraph.width(end),
                hasEllipsis: true, suffix: end)
        case .head:
            let end = suffix(paragraph, after: rest.lowerBound, room: room)
            return BrokenLine(
                paragraph: line.paragraph, range: rest.lowerBound..<rest.lowerBound,
                width: ellipsisWidth + paragraph.width(end), hasEllipsis: true, suffix: end)
        }
    }

    /// The longest run of whole characters from `start` that fits in `room`, without trailing space.
    private func prefix(_ paragraph: BreakableParagraph, from start: Int, room: Double) -> Range<Int> {
        var end = start
        for candidate in (start + 1)...max(start + 1, paragraph.count) where candidate <= paragraph.count {
            guard paragraph.isCharacterBreak(candidate) else { continue }
            guard paragraph.width(start..<candidate) <= room + Self.tolerance else { break }
            end = candidate
        }
        return paragraph.trimmed(start..<end)
    }

    /// The longest run of whole characters ending the paragraph, after `limit`, that fits in
    /// `room`, without leading space.
    private func suffix(_ paragraph: BreakableParagraph, after limit: Int, room: Double) -> Range<Int> {
        var start = paragraph.count
        var candidate = paragraph.count - 1
        while candidate >= limit {
            if candidate == limit || paragraph.isCharacterBreak(candidate) {
                guard paragraph.width(candidate..<paragraph.count) <= room + Self.tolerance else { break }
                start = candidate
            }
            candidate -= 1
        }
        while start < paragraph.count, paragraph.isWhitespace[start] { start += 1 }
        return start..<paragraph.count
    }
}
