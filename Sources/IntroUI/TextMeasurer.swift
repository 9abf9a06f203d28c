import Foundation

/// Everything about a piece of text that changes how it is laid out.
public struct TextAttributes: Hashable, Sendable, Codable {
    /// The concrete font.
    public var font: ResolvedFont
    /// Extra points between lines.
    public var lineSpacing: Double
    /// The most lines shown, counted over the whole text (nil: no limit).
    public var lineLimit: Int?
    /// How the last line shown ends when the line limit cuts text.
    public var truncationMode: TruncationMode
    /// Where lines may break.
    public var wrapping: LineWrapping
    /// How lines are aligned inside the wrap width, as the view says it
    /// (`multilineTextAlignment`). A measurer reads it only to break justified text; the
    /// layout resolves leading and trailing into the drawn run's ``TextRun/alignment``.
    public var alignment: TextAlignment
    /// The paragraph's base writing direction, for bidi shaping (not an alignment: drawn
    /// lines sit where ``TextRun/alignment`` says).
    public var layoutDirection: LayoutDirection
    /// The styled runs of the text, in order, covering it (`Text + Text`, Markdown, text
    /// modifiers); empty when the whole text is set in ``font`` and the run's colour. With
    /// runs, ``font`` is the tallest run's font: it sets the line heights.
    public var runs: [TextSpanStyle] = []
    /// How far the text may shrink (0…1 of its size) to fit its line limit and width before
    /// it is cut (`minimumScaleFactor`); 1 never shrinks.
    public var minimumScaleFactor: Double = 1
    /// Whether the text is as tall as its line limit even when it needs fewer lines.
    public var reservesLineLimitSpace = false

    /// Creates text attributes.
    public init(
        font: ResolvedFont, lineSpacing: Double = 0, lineLimit: Int? = nil, truncationMode: TruncationMode = .tail,
        wrapping: LineWrapping = .word, alignment: TextAlignment = .leading,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.font = font
        self.lineSpacing = lineSpacing
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.wrapping = wrapping
        self.alignment = alignment
        self.layoutDirection = layoutDirection
    }

    /// The distance between the baselines of consecutive lines: the font's leading plus the
    /// line spacing.
    public var linePitch: Double { font.linePitch + lineSpacing }

    /// The height of `lineCount` lines as iOS sets them: the first line is the font's line
    /// height (SF Pro's ascender + descender, 1.1934 × size), each further line adds the
    /// line pitch. That is n × line height + (n − 1) × (leading − line height + line
    /// spacing), the model the real-iOS measurements fit (docs/fidelity.md).
    public func height(lineCount: Int) -> Double {
        lineCount > 0 ? font.lineHeight + Double(lineCount - 1) * linePitch : 0
    }

    /// The baseline of line `index` (from 0) below the top of the text.
    public func baseline(ofLine index: Int) -> Double {
        font.ascent + Double(index) * linePitch
    }
}

/// How one run of a styled text is set: its length, font, colour and decorations.
public struct TextSpanStyle: Hashable, Sendable, Codable {
    /// The run's length in UTF-8 bytes of the text.
    public var utf8Count: Int
    /// The concrete font.
    public var font: ResolvedFont
    /// The colour.
    public var color: RGBA
    /// Extra points between letter pairs.
    public var kerning: Double
    /// Extra points after every letter.
    public var tracking: Double
    /// Points the run is raised from the baseline (negative: lowered).
    public var baselineOffset: Double
    /// The underline's colour; nil: not underlined.
    public var underline: RGBA?
    /// The strikethrough's colour; nil: not struck through.
    public var strikethrough: RGBA?

    /// Creates a run style.
    public init(
        utf8Count: Int, font: ResolvedFont, color: RGBA, kerning: Double = 0, tracking: Double = 0, baselineOffset: Double = 0,
        underline: RGBA? = nil, strikethrough: RGBA? = nil
    ) {
        self.utf8Count = utf8Count
        self.font = font
        self.color = color
        self.kerning = kerning.isFinite ? kerning : 0
        self.tracking = tracking.isFinite ? tracking : 0
        self.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
        self.underline = underline
        self.strikethrough = strikethrough
    }

    /// Whether the run is set as `plain` is, undecorated (its length aside).
    func isPlain(like plain: TextSpanStyle) -> Bool {
        var copy = self
        copy.utf8Count = plain.utf8Count
        return copy == plain
    }

    /// The runs of the UTF-8 bytes `range` of a text set in `runs`, each cut to it.
    public static func runs(_ runs: [TextSpanStyle], clippedTo range: Range<Int>) -> [TextSpanStyle] {
        var result: [TextSpanStyle] = []
        var start = 0
        for run in runs {
            let end = start + run.utf8Count
            let overlap = max(start, range.lowerBound)..<max(max(start, range.lowerBound), min(end, range.upperBound))
            if !overlap.isEmpty {
                var cut = run
                cut.utf8Count = overlap.count
                result.append(cut)
            }
            start = end
        }
        return result
    }
}

/// The result of measuring text.
public struct TextMeasurement: Hashable, Sendable {
    /// The size the text occupies (width: its widest line, never more than the wrap width).
    public var size: Size
    /// The number of lines shown.
    public var lineCount: Int
    /// The number of lines the text would need without a line limit.
    public var unlimitedLineCount: Int
    /// Whether the line limit cut text off (the last line shows "…" unless the truncation mode
    /// is ``TruncationMode/clip``).
    public var isTruncated: Bool
    /// The lines shown, in order, without the spaces they wrapped at (a cut line shows "…"
    /// where the text was cut).
    public var lines: [String]
    /// Each line's width in points, as drawn (white space at its end not counted).
    public var lineWidths: [Double]

    /// Creates a measurement.
    public init(
        size: Size, lineCount: Int, unlimitedLineCount: Int, isTruncated: Bool, lines: [String], lineWidths: [Double]
    ) {
        self.size = size
        self.lineCount = lineCount
        self.unlimitedLineCount = unlimitedLineCount
        self.isTruncated = isTruncated
        self.lines = lines
        self.lineWidths = lineWidths
    }
}

/// Measures text the way a backend will draw it. Each backend brings its own, so layout
/// wraps text exactly where the drawing will.
public protocol TextMeasurer: Sendable {
    /// Measures `text` wrapped at `width` points (nil: no wrapping, only explicit line breaks).
    func measure(_ text: String, attributes: TextAttributes, width: Double?) -> TextMeasurement
}

/// A thread-safe memo in front of another measurer: the same question is asked once.
///
/// Measurements are kept per text (the string with its attributes), each text with the widths
/// it was measured at, so a layout hashes a text once (`slot(for:attributes:)`) and then
/// asks for its widths without hashing the string again.
public final class CachingTextMeasurer: TextMeasurer, @unchecked Sendable {
    private struct Key: Hashable {
        var text: String
        var attributes: TextAttributes
    }

    /// One text's measurements, by wrap width; read and written under the measurer's lock.
    final class Slot {
        fileprivate var widths: [(width: Double?, measurement: TextMeasurement)] = []
    }

    /// The measurer that answers cache misses.
    public let base: any TextMeasurer
    private let lock = NSLock()
    private var slots: [Key: Slot] = [:]
    /// Measurements held, over every slot.
    private var count = 0
    private let capacity: Int

    /// Wraps `base`; the cache is emptied when it reaches `capacity` entries.
    public init(_ base: any TextMeasurer, capacity: Int = 4096) {
        self.base = base
        self.capacity = capacity
    }

    /// The cached measurement, or the base measurer's (then cached).
    public func measure(_ text: String, attributes: TextAttributes, width: Double?) -> TextMeasurement {
        measure(text, attributes: attributes, width: width, in: slot(for: text, attributes: attributes))
    }

    /// The measurements of `text` with `attributes`, for ``measure(_:attributes:width:in:)``.
    func slot(for text: String, attributes: TextAttributes) -> Slot {
        let key = Key(text: text, attributes: attributes)
        return lock.withLock {
            if let slot = slots[key] { return slot }
            let slot = Slot()
            slots[key] = slot
            return slot
        }
    }

    /// `text` measured at `width`, looked up in its slot (the text is not hashed again).
    func measure(_ text: String, attributes: TextAttributes, width: Double?, in slot: Slot) -> TextMeasurement {
        let hit = lock.withLock { slot.widths.first { $0.width == width }?.measurement }
        if let hit { return hit }
        let result = base.measure(text, attributes: attributes, width: width)
        lock.withLock {
            if count >= capacity {
                slots.removeAll(keepingCapacity: true)
                count = 0
            }
            // A slot emptied out of the table still serves the layout that holds it.
            slot.widths.append((width, result))
            count += 1
        }
        return result
    }
}
