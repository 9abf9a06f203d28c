import CCairo
import CPangoCairo
import Foundation
import IntroPNG
import IntroUI

/// One thread's Pango font map and contexts. Pango objects are not thread-safe, so each
/// thread that measures or draws text gets its own; they are released when the thread ends.
final class PangoThreadContext {
    private static let key = "IntroCairo.PangoThreadContext"
    /// Fontconfig's first initialisation is not thread-safe; it runs once, before any font map.
    static let fontconfigReady: Bool = FcInit() != 0

    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// A context for each base direction, set once: a layout is laid out again whenever its
    /// context changes, so a context whose direction switched back and forth would change
    /// the layouts kept in ``PangoParagraphCache``.
    private let leftToRight: OpaquePointer
    private let rightToLeft: OpaquePointer

    /// The calling thread's contexts, created on first use.
    static var current: PangoThreadContext { PerThread.value(key, PangoThreadContext.init) }

    private init() {
        _ = Self.fontconfigReady
        fontMap = pango_cairo_font_map_new()
        // No hinting, grey antialiasing, unhinted metrics: glyph positions and pixels do not
        // depend on the machine's font settings or on the drawing scale.
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        let make = { [fontMap] (direction: PangoDirection) -> OpaquePointer in
            let context = pango_font_map_create_context(fontMap)!
            pango_cairo_context_set_font_options(context, options)
            pango_context_set_base_dir(context, direction)
            return context
        }
        leftToRight = make(PANGO_DIRECTION_LTR)
        rightToLeft = make(PANGO_DIRECTION_RTL)
        cairo_font_options_destroy(options)
    }

    /// The context for text of a direction.
    func context(rightToLeft isRightToLeft: Bool) -> OpaquePointer { isRightToLeft ? rightToLeft : leftToRight }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(leftToRight))
        g_object_unref(UnsafeMutableRawPointer(rightToLeft))
        g_object_unref(fontMap)
    }
}

/// Paragraphs laid out on this thread, kept for the next picture that draws the same text in
/// the same attributes at the same width: shaping them (HarfBuzz) was a quarter of the time
/// of a small preview, and a matrix draws the same texts on many devices, then again for
/// each thumbnail. Layouts are in points (unhinted metrics), so one serves every scale.
final class PangoParagraphCache {
    private static let key = "IntroCairo.PangoParagraphCache"
    /// The most paragraphs kept; when full, the cache starts again empty.
    static let capacity = 512

    private struct Key: Hashable {
        let text: String
        let attributes: TextAttributes
        let width: Double?
    }

    private var paragraphs: [Key: PangoParagraph] = [:]

    /// The calling thread's cache.
    static var current: PangoParagraphCache { PerThread.value(key, PangoParagraphCache.init) }

    /// `text` laid out at `width` points, as ``PangoParagraph/init(_:attributes:width:)`` does.
    func paragraph(_ text: String, attributes: TextAttributes, width: Double?) -> PangoParagraph {
        let key = Key(text: text, attributes: attributes, width: width)
        if let kept = paragraphs[key] { return kept }
        if paragraphs.count >= Self.capacity { paragraphs.removeAll(keepingCapacity: true) }
        let made = PangoParagraph(text, attributes: attributes, width: width)
        paragraphs[key] = made
        return made
    }

    /// How many paragraphs are kept (for tests).
    var count: Int { paragraphs.count }
}

/// A Pango layout configured for one piece of text, broken into lines as iOS breaks them
/// and set on iOS's line grid. Measuring and drawing both build one of these with the same
/// arguments, so text wraps where it was measured to wrap.
///
/// - No hyphen is inserted: a word longer than a line breaks between characters, and only
///   such a word does.
/// - A paragraph of two or more lines does not end in a lone word when the line before can
///   give its last word (see ``avoidingLoneLastWord``).
/// - Line positions follow ``TextAttributes/baseline(ofLine:)`` (SF Pro's metrics and the
///   text style's leading), not the substitute font's own line height.
/// - The direction and alignment are the ones given: Pango's automatic direction is off.
final class PangoParagraph {
    /// Font families, in fallback order, for each design: Inter stands in for SF Pro and
    /// Quicksand (Debian's fonts-quicksand) for SF Pro Rounded, Noto Sans CJK covers
    /// Chinese, Japanese and Korean, DejaVu covers the rest.
    static func families(for design: Font.Design) -> String {
        switch design {
        case .monospaced: "DejaVu Sans Mono, Noto Sans Mono CJK SC, DejaVu Sans"
        case .serif: "DejaVu Serif, Noto Sans CJK SC, DejaVu Sans"
        case .rounded: "Quicksand, Inter, Noto Sans CJK SC, DejaVu Sans"
        case .default: "Inter, Noto Sans CJK SC, DejaVu Sans"
        }
    }

    private static let unitsPerPoint = Double(PANGO_SCALE)

    private var layout: OpaquePointer
    private var bytes: [UInt8]
    private let attributes: TextAttributes
    private let lineLimit: Int?

    /// Lays `text` out at `width` points (nil: no wrapping) on the calling thread.
    init(_ text: String, attributes: TextAttributes, width: Double?) {
        self.attributes = attributes
        lineLimit = attributes.lineLimit.map { max(1, $0) }
        // Pango reads C strings: an embedded NUL would end the text, so it shows as U+FFFD.
        bytes = Array((text.contains("\0") ? text.replacingOccurrences(of: "\0", with: "\u{FFFD}") : text).utf8)
        layout = Self.makeLayout(bytes, attributes: attributes, width: width, lineLimit: lineLimit)
        avoidLoneLastWord(width: width)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    private static func makeLayout(_ bytes: [UInt8], attributes: TextAttributes, width: Double?, lineLimit: Int?)
        -> OpaquePointer
    {
        let rightToLeft = attributes.layoutDirection == .rightToLeft
        let layout = pango_layout_new(PangoThreadContext.current.context(rightToLeft: rightToLeft))!
        pango_layout_set_auto_dir(layout, 0)
        setFont(attributes.font, on: layout)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32(buffer.count)) }
        }
        let list = pango_attr_list_new()
        pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
        let tracking = SubstituteFontTracking.points(for: attributes.font)
        pango_attr_list_insert(list, pango_attr_letter_spacing_new(units(tracking, roundingUp: false)))
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)
        if let width {
            pango_layout_set_width(layout, units(max(0, width), roundingUp: true))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if let lineLimit {
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_height(layout, Int32(clamping: -lineLimit))
        }
        pango_layout_set_alignment(layout, alignment(attributes.alignment, rightToLeft: rightToLeft))
        return layout
    }

    /// iOS's line breaking keeps a lone word off the last line of a wrapped paragraph (what
    /// TextKit calls pushing out): when the last line is one word that was wrapped at a space
    /// and the line before holds two words or more, that line's last word moves down, as long
    /// as the paragraph keeps its number of lines. Measured on real iOS: "What's New in
    /// Translate" at 326 pt is "What's New / in Translate", not "What's New in / Translate".
    private func avoidLoneLastWord(width: Double?) {
        let count = Int(pango_layout_get_line_count(layout))
        guard width != nil, count >= 2, pango_layout_is_ellipsized(layout) == 0,
            let last = pango_layout_get_line_readonly(layout, Int32(count - 1)),
            let previous = pango_layout_get_line_readonly(layout, Int32(count - 2))
        else { return }
        let space = UInt8(ascii: " ")
        let lastStart = Int(last.pointee.start_index)
        let lastWord = bytes[lastStart..<min(bytes.count, lastStart + Int(last.pointee.length))]
        guard lastStart > 0, bytes[lastStart - 1] == space, !lastWord.isEmpty,
            !lastWord.drop(while: { $0 != space }).contains(where: { $0 != space })
        else { return }
        let previousStart = Int(previous.pointee.start_index)
        var end = lastStart
        while end > previousStart, bytes[end - 1] == space { end -= 1 }
        guard let split = bytes[previousStart..<end].lastIndex(of: space), split > previousStart else { return }
        var moved = bytes
        moved.replaceSubrange(split...split, with: Array("\u{2028}".utf8))
        let candidate = Self.makeLayout(moved, attributes: attributes, width: width, lineLimit: lineLimit)
        guard Int(pango_layout_get_line_count(candidate)) == count, pango_layout_is_ellipsized(candidate) == 0 else {
            g_object_unref(UnsafeMutableRawPointer(candidate))
            return
        }
        g_object_unref(UnsafeMutableRawPointer(layout))
        layout = candidate
        bytes = moved
    }

    /// The size, line counts and lines of the text as it will be drawn.
    var measurement: TextMeasurement {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        var width = Double(logical.width) / Self.unitsPerPoint
        let wrapWidth = pango_layout_get_width(layout)
        if wrapWidth >= 0 { width = min(width, Double(wrapWidth) / Self.unitsPerPoint) }
        let lines = Int(pango_layout_get_line_count(layout))
        return TextMeasurement(
            size: Size(width: width, height: attributes.height(lineCount: lines)),
            lineCount: lines, unlimitedLineCount: lineLimit == nil ? lines : unlimitedLineCount,
            isTruncated: pango_layout_is_ellipsized(layout) != 0, lines: lineStrings)
    }

    /// How many characters no font had a glyph for.
    var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }

    /// Draws the text with the top-left of its wrap box at `origin`, each line on its
    /// baseline from ``TextAttributes/baseline(ofLine:)``.
    func draw(in cairo: OpaquePointer, at origin: Point, color: RGBA) {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        guard let iterator = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iterator) }
        var index = 0
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let x = origin.x + Double(logical.x) / Self.unitsPerPoint
            cairo_move_to(cairo, x, origin.y + attributes.baseline(ofLine: index))
            pango_cairo_show_layout_line(cairo, pango_layout_iter_get_line_readonly(iterator))
            index += 1
        } while pango_layout_iter_next_line(iterator) != 0
    }

    /// Each line's text in logical order, without the spaces and separators it broke at; an
    /// ellipsis run shows as "…".
    private var lineStrings: [String] {
        let separators = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "\u{2028}"))
        return (0..<Int(pango_layout_get_line_count(layout))).map { index in
            guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { return "" }
            var pieces: [(offset: Int32, text: String)] = []
            var node = line.pointee.runs
            while let current = node {
                if let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                    let item = run.pointee.item?.pointee
                {
                    let isEllipsis = Int32(item.analysis.flags) & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS != 0
                    let range = max(0, Int(item.offset))..<min(bytes.count, Int(item.offset + item.length))
                    pieces.append((item.offset, isEllipsis ? "…" : String(decoding: bytes[range], as: UTF8.self)))
                }
                node = current.pointee.next
            }
            return pieces.sorted { $0.offset < $1.offset }.map(\.text).joined().trimmingCharacters(in: separators)
        }
    }

    private var unlimitedLineCount: Int {
        guard let copy = pango_layout_copy(layout) else { return 0 }
        defer { g_object_unref(UnsafeMutableRawPointer(copy)) }
        pango_layout_set_ellipsize(copy, PANGO_ELLIPSIZE_NONE)
        pango_layout_set_height(copy, -1)
        return Int(pango_layout_get_line_count(copy))
    }

    private static func setFont(_ font: ResolvedFont, on layout: OpaquePointer) {
        guard let description = pango_font_description_new() else { return }
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, families(for: font.design))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.rawValue)))
        pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        // Absolute size: one point of text is one unit of user space, whatever the resolution.
        let size = font.size.isFinite ? max(0, font.size) : 0
        pango_font_description_set_absolute_size(description, size * unitsPerPoint)
        pango_layout_set_font_description(layout, description)
    }

    private static func alignment(_ alignment: TextAlignment, rightToLeft: Bool) -> PangoAlignment {
        switch alignment {
        case .center: PANGO_ALIGN_CENTER
        case .leading: rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        case .trailing: rightToLeft ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
        }
    }

    private static func units(_ points: Double, roundingUp: Bool) -> Int32 {
        let scaled = points * unitsPerPoint
        guard scaled.isFinite else { return 0 }
        return Int32(clamping: Int64(roundingUp ? scaled.rounded(.up) : scaled.rounded()))
    }
}

/// Measures text with Pango exactly as the PNG, SVG and PDF backends draw it: the same fonts,
/// wrap mode, ellipsis, line spacing and alignment. Safe to use from several threads.
/// Wrap it in a `CachingTextMeasurer` to measure each string once.
public struct PangoTextMeasurer: TextMeasurer {
    /// Creates a measurer.
    public init() {}

    public func measure(_ text: String, attributes: TextAttributes, width: Double?) -> TextMeasurement {
        PangoParagraph(text, attributes: attributes, width: width).measurement
    }

    /// How many characters of `text` no installed font could draw (drawn as boxes).
    public func unknownGlyphCount(_ text: String, attributes: TextAttributes, width: Double? = nil) -> Int {
        PangoParagraph(text, attributes: attributes, width: width).unknownGlyphCount
    }
}
