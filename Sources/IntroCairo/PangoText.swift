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
            // Glyphs at their fractional advances: rounding each to a whole point (Pango's
            // default) would change a line's width by up to half a point per glyph.
            pango_context_set_round_glyph_positions(context, 0)
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

/// Text shaped on this thread, kept for the next measurement or picture that needs it: shaping
/// (HarfBuzz) was a quarter of the time of a small preview, and a matrix measures and draws
/// the same texts on many devices, at a different width on each, then again for each
/// thumbnail. Layouts are in points (unhinted metrics), so one serves every scale.
/// - Paragraphs broken into lines, by text, attributes and width, for drawing.
/// - Paragraphs shaped on one line (advances and break opportunities) and the width an
///   ellipsis adds, by font and direction only: every width a text is measured or drawn at
///   breaks the same shaped paragraph.
final class PangoParagraphCache {
    private static let key = "IntroCairo.PangoParagraphCache"
    /// The most paragraphs kept; when full, the cache starts again empty.
    static let capacity = 512

    private struct Key: Hashable {
        let text: String
        let attributes: TextAttributes
        let width: Double?
    }

    /// What shaping depends on: the font (its tracking included), the base direction and
    /// the styled runs.
    private struct Shaping: Hashable {
        let font: ResolvedFont
        let direction: LayoutDirection
        let runs: [TextSpanStyle]

        init(_ attributes: TextAttributes) {
            font = attributes.font
            direction = attributes.layoutDirection
            runs = attributes.runs
        }
    }

    private struct ShapedKey: Hashable {
        let text: String
        let shaping: Shaping
    }

    private var paragraphs = KeptValues<Key, PangoParagraph>(capacity: capacity)
    private var shaped = KeptValues<ShapedKey, PangoBreakableParagraph>(capacity: 2 * capacity)
    private var ellipsisWidths = KeptValues<Shaping, Double>(capacity: capacity)

    /// The calling thread's cache.
    static var current: PangoParagraphCache { PerThread.value(key, PangoParagraphCache.init) }

    /// `text` laid out at `width` points, as ``PangoParagraph/init(_:attributes:width:)`` does.
    func paragraph(_ text: String, attributes: TextAttributes, width: Double?) -> PangoParagraph {
        paragraphs.value(for: Key(text: text, attributes: attributes, width: width)) {
            PangoParagraph(text, attributes: attributes, width: width, shapedBy: self)
        }
    }

    /// One paragraph (no line breaks in it) shaped on one line in the attributes' font and
    /// direction.
    func shapedParagraph(_ text: String, attributes: TextAttributes) -> PangoBreakableParagraph {
        shaped.value(for: ShapedKey(text: text, shaping: Shaping(attributes))) {
            PangoBreakableParagraph(text, attributes: attributes)
        }
    }

    /// What "…" adds to a line in the attributes' font and direction.
    func ellipsisWidth(_ attributes: TextAttributes) -> Double {
        ellipsisWidths.value(for: Shaping(attributes)) { PangoParagraph.ellipsisWidth(attributes) }
    }

    /// How many paragraphs are kept (for tests).
    var count: Int { paragraphs.count }
    /// How many shaped paragraphs are kept (for tests).
    var shapedCount: Int { shaped.count }
}

/// Values kept by key up to a capacity; when full, it starts again empty (a matrix's texts
/// come back device after device, so the newest are the ones worth keeping).
struct KeptValues<Key: Hashable, Value> {
    let capacity: Int
    private var values: [Key: Value] = [:]

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The value kept for `key`, else the one `make` makes, kept from now on.
    mutating func value(for key: Key, make: () -> Value) -> Value {
        if let kept = values[key] { return kept }
        if values.count >= capacity { values.removeAll(keepingCapacity: true) }
        let made = make()
        values[key] = made
        return made
    }

    /// How many values are kept.
    var count: Int { values.count }
}

/// One piece of text broken into lines as iOS breaks them (``LineBreaker``) and set on iOS's
/// line grid, one Pango layout per line. Measuring and drawing both build one of these with the
/// same arguments, so text wraps where it was measured to wrap.
///
/// - Where lines break is decided by ``LineBreaker`` from the advances and break opportunities
///   Pango gives for each paragraph (``PangoBreakableParagraph``): no hyphen is inserted, and
///   the line limit, truncation mode, wrapping and justification are IntroUI's rules.
/// - Line positions follow ``TextAttributes/baseline(ofLine:)`` (SF Pro's metrics and the
///   text style's leading), not the substitute font's own line height.
/// - The base direction is the one given (Pango's automatic direction is off), for shaping
///   only; lines are placed by the physical alignment the drawn run carries.
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

    static let unitsPerPoint = Double(PANGO_SCALE)
    static let ellipsis = "\u{2026}"

    /// One line: its text as shown, and how it is set when it is drawn.
    private struct Line {
        let text: String
        /// Its styled runs (empty: the text's font and colour).
        let runs: [TextSpanStyle]
        /// The width in points the line breaker gave it (Pango's own differs by rounding).
        let width: Double
        /// Whether it is spread to the wrap width (a justified line that does not end its
        /// paragraph and was not cut).
        let isJustified: Bool
    }

    private let attributes: TextAttributes
    private let lines: [Line]
    /// Each line's single-line layout, made the first time the line is drawn or asked about:
    /// measuring needs none, and a picture draws only the lines it shows, so a long text is
    /// not shaped line by line for lines nobody sees.
    private var layouts: [OpaquePointer?]
    private let broken: BrokenText
    /// The width lines are aligned in: the wrap width, else the widest line.
    private let alignmentWidth: Double
    /// The wrap width justified lines are spread to.
    private let justifyWidth: Double?

    /// Lays `text` out at `width` points (nil: no wrapping) on the calling thread, with the
    /// paragraphs shaped and kept by `cache` (the thread's own by default).
    init(_ text: String, attributes given: TextAttributes, width: Double?, shapedBy cache: PangoParagraphCache = .current) {
        // Pango reads C strings: an embedded NUL would end the text, so it shows as U+FFFD.
        let clean = text.utf8.contains(0) ? text.replacingOccurrences(of: "\0", with: "\u{FFFD}") : text
        let pieces = clean.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let (attributes, paragraphs, broken) = Self.fitted(pieces, given, width: width, cache: cache)
        self.attributes = attributes
        self.broken = broken
        justifyWidth = attributes.alignment == .justified ? width : nil
        let lines = broken.lines.enumerated().map { index, line in
            let (paragraph, runs) = paragraphs[line.paragraph]
            var shown = paragraph.text(line.range)
            var lineRuns = TextSpanStyle.runs(runs, clippedTo: paragraph.bytes(line.range))
            if line.hasEllipsis {
                shown += Self.ellipsis
                // The ellipsis in the style of the run it follows.
                let cut = paragraph.bytes(line.range).upperBound
                if var style = TextSpanStyle.runs(runs, clippedTo: max(0, cut - 1)..<max(1, cut)).last ?? runs.first {
                    style.utf8Count = Self.ellipsis.utf8.count
                    lineRuns.append(style)
                }
            }
            if let suffix = line.suffix {
                shown += paragraph.text(suffix)
                lineRuns += TextSpanStyle.runs(runs, clippedTo: paragraph.bytes(suffix))
            }
            let endsParagraph = index + 1 == broken.lines.count || broken.lines[index + 1].paragraph != line.paragraph
            return Line(
                text: shown, runs: runs.isEmpty ? [] : lineRuns, width: line.width,
                isJustified: attributes.alignment == .justified && !endsParagraph && !line.hasEllipsis)
        }
        self.lines = lines
        layouts = Array(repeating: nil, count: lines.count)
        alignmentWidth = width ?? lines.map(\.width).max() ?? 0
    }

    deinit {
        for case let layout? in layouts { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// Line `index`'s layout, made on first use.
    private func layout(ofLine index: Int) -> OpaquePointer {
        if let made = layouts[index] { return made }
        var lineAttributes = attributes
        lineAttributes.runs = lines[index].runs
        let layout = Self.layout(lines[index].text, attributes: lineAttributes)
        if let justifyWidth, lines[index].isJustified {
            pango_layout_set_width(layout, Self.units(justifyWidth, roundingUp: true) + 1)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            pango_layout_set_justify(layout, 1)
            pango_layout_set_justify_last_line(layout, 1)
        }
        layouts[index] = layout
        return layout
    }

    /// A single-line layout of `text` in the attributes' font, letter spacing and direction.
    static func layout(_ text: String, attributes: TextAttributes) -> OpaquePointer {
        let rightToLeft = attributes.layoutDirection == .rightToLeft
        let layout = pango_layout_new(PangoThreadContext.current.context(rightToLeft: rightToLeft))!
        pango_layout_set_auto_dir(layout, 0)
        setFont(attributes.font, on: layout)
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32(buffer.count)) }
        }
        let list = pango_attr_list_new()
        pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
        let tracking = SubstituteFontTracking.points(for: attributes.font)
        pango_attr_list_insert(list, pango_attr_letter_spacing_new(units(tracking, roundingUp: false)))
        if !attributes.font.features.isEmpty {
            pango_attr_list_insert(list, pango_attr_font_features_new(attributes.font.features.openTypeSettings))
        }
        PangoRunAttributes.insert(attributes.runs, into: list)
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)
        return layout
    }

    /// What "…" adds to a line it ends: measured after a letter, so the gap and kerning
    /// between them count.
    static func ellipsisWidth(_ attributes: TextAttributes) -> Double {
        let letter = layout("n", attributes: attributes)
        let ended = layout("n" + ellipsis, attributes: attributes)
        defer {
            g_object_unref(UnsafeMutableRawPointer(letter))
            g_object_unref(UnsafeMutableRawPointer(ended))
        }
        return logicalWidth(ended) - logicalWidth(letter)
    }

    private static func logicalWidth(_ layout: OpaquePointer) -> Double {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Double(logical.width) / unitsPerPoint
    }

    /// The size, line counts and lines of the text as it will be drawn.
    var measurement: TextMeasurement {
        let widths = lines.map(\.width)
        let shownLines = attributes.reservesLineLimitSpace ? max(lines.count, attributes.lineLimit ?? 0) : lines.count
        return TextMeasurement(
            size: Size(width: min(widths.max() ?? 0, alignmentWidth), height: attributes.height(lineCount: shownLines)),
            lineCount: lines.count, unlimitedLineCount: broken.unlimitedLineCount, isTruncated: broken.isTruncated,
            lines: lines.map(\.text), lineWidths: widths)
    }

    /// Each line's ink width in points (for calibrating against real iOS renders).
    var lineInkWidths: [Double] {
        lines.indices.map { index in
            var ink = PangoRectangle()
            pango_layout_get_extents(layout(ofLine: index), &ink, nil)
            return Double(ink.width) / Self.unitsPerPoint
        }
    }

    /// How many characters no font had a glyph for.
    var unknownGlyphCount: Int {
        lines.indices.reduce(0) { $0 + Int(pango_layout_get_unknown_glyphs_count(layout(ofLine: $1))) }
    }

    /// Draws the text with the top-left of its wrap box at `origin`, each line on its
    /// baseline from ``TextAttributes/baseline(ofLine:)``, placed in the wrap width by
    /// `alignment` (physical: the layout resolved leading and trailing). On a bitmap, only the
    /// lines near the clip are drawn (see ``drawnLines(in:at:)``).
    func draw(in cairo: OpaquePointer, at origin: Point, color: RGBA, alignment: PhysicalHorizontalAlignment) {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        for index in drawnLines(in: cairo, at: origin) {
            guard let first = pango_layout_get_line_readonly(layout(ofLine: index), 0) else { continue }
            var logical = PangoRectangle()
            pango_layout_line_get_extents(first, nil, &logical)
            let x = origin.x + alignment.offset(ofLine: lines[index].width, in: alignmentWidth) + Double(logical.x) / Self.unitsPerPoint
            cairo_move_to(cairo, x, origin.y + attributes.baseline(ofLine: index))
            pango_cairo_show_layout_line(cairo, first)
        }
    }

    /// The lines to draw: on a bitmap, those whose line box, grown by the font size above and
    /// below (the margin a whole text run is culled with), meets the rows the clip leaves, so
    /// a long text costs the lines shown, not all of them; on a vector surface every line
    /// (what lies outside the clip is still written out).
    private func drawnLines(in cairo: OpaquePointer, at origin: Point) -> Range<Int> {
        guard cairo_surface_get_type(cairo_get_target(cairo)) == CAIRO_SURFACE_TYPE_IMAGE, attributes.linePitch > 0 else {
            return lines.indices
        }
        let visible = VisibleSpan(cairo)
        let margin = max(0, attributes.font.size) + attributes.font.lineHeight
        let pitch = attributes.linePitch
        // Line i's baseline is origin.y + ascent + i × pitch.
        let top = origin.y + attributes.font.ascent
        let first = ((visible.minY - margin - top) / pitch).rounded(.down)
        let last = ((visible.maxY + margin - top) / pitch).rounded(.up)
        guard first.isFinite, last.isFinite else { return lines.indices }
        let lower = Int(max(0, min(Double(lines.count), first)))
        let upper = Int(max(0, min(Double(lines.count), last + 1)))
        return lower..<max(lower, upper)
    }

    private static func setFont(_ font: ResolvedFont, on layout: OpaquePointer) {
        guard let description = description(of: font) else { return }
        defer { pango_font_description_free(description) }
        pango_layout_set_font_description(layout, description)
    }

    /// A Pango description of a font: its family (a custom one first), weight, style, width
    /// and absolute size.
    static func description(of font: ResolvedFont) -> OpaquePointer? {
        guard let description = pango_font_description_new() else { return nil }
        let families = families(for: font.design)
        pango_font_description_set_family(description, font.family.map { "\($0), \(families)" } ?? families)
        if let width = font.width {
            let stretch: PangoStretch =
                switch width {
                case .compressed: PANGO_STRETCH_EXTRA_CONDENSED
                case .condensed: PANGO_STRETCH_CONDENSED
                case .standard: PANGO_STRETCH_NORMAL
                case .expanded: PANGO_STRETCH_EXPANDED
                }
            pango_font_description_set_stretch(description, stretch)
        }
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.rawValue)))
        pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        // Absolute size: one point of text is one unit of user space, whatever the resolution.
        let size = font.size.isFinite ? max(0, font.size) : 0
        pango_font_description_set_absolute_size(description, size * unitsPerPoint)
        return description
    }

    static func units(_ points: Double, roundingUp: Bool) -> Int32 {
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

    /// The text's size and lines when laid out with Pango in `width` points (nil: one line each).
    public func measure(_ text: String, attributes: TextAttributes, width: Double?) -> TextMeasurement {
        PangoParagraph(text, attributes: attributes, width: width).measurement
    }

    /// How many characters of `text` no installed font could draw (drawn as boxes).
    public func unknownGlyphCount(_ text: String, attributes: TextAttributes, width: Double? = nil) -> Int {
        PangoParagraph(text, attributes: attributes, width: width).unknownGlyphCount
    }
}
