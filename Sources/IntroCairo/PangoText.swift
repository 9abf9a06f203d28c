import CCairo
import CPangoCairo
import Foundation
import IntroUI

/// One thread's Pango font map and context. Pango objects are not thread-safe, so each
/// thread that measures or draws text gets its own; they are released when the thread ends.
final class PangoThreadContext {
    private static let key = "IntroCairo.PangoThreadContext"
    /// Fontconfig's first initialisation is not thread-safe; it runs once, before any font map.
    static let fontconfigReady: Bool = FcInit() != 0

    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer

    /// The calling thread's context, created on first use.
    static var current: PangoThreadContext {
        let dictionary = Thread.current.threadDictionary
        if let existing = dictionary[key] as? PangoThreadContext { return existing }
        let created = PangoThreadContext()
        dictionary[key] = created
        return created
    }

    private init() {
        _ = Self.fontconfigReady
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        // No hinting, grey antialiasing, unhinted metrics: glyph positions and pixels do not
        // depend on the machine's font settings or on the drawing scale.
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
    }
}

/// A Pango layout configured for one piece of text. Measuring and drawing both build one
/// of these with the same arguments, so text wraps where it was measured to wrap.
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

    private let layout: OpaquePointer
    private let lineLimit: Int?

    /// Lays `text` out at `width` points (nil: no wrapping) on the calling thread.
    init(_ text: String, attributes: TextAttributes, width: Double?) {
        let context = PangoThreadContext.current.context
        let rightToLeft = attributes.layoutDirection == .rightToLeft
        pango_context_set_base_dir(context, rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
        layout = pango_layout_new(context)
        lineLimit = attributes.lineLimit.map { max(1, $0) }
        // A paragraph whose own direction differs from the layout direction flips its
        // alignment, as natural alignment does on iOS.
        pango_layout_set_auto_dir(layout, 1)
        Self.setFont(attributes.font, on: layout)
        // Pango reads C strings: an embedded NUL would end the text, so it shows as U+FFFD.
        pango_layout_set_text(layout, text.contains("\0") ? text.replacingOccurrences(of: "\0", with: "\u{FFFD}") : text, -1)
        if let width {
            pango_layout_set_width(layout, Self.units(max(0, width), roundingUp: true))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        pango_layout_set_spacing(layout, Self.units(attributes.lineSpacing, roundingUp: false))
        if let lineLimit {
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_height(layout, Int32(clamping: -lineLimit))
        }
        pango_layout_set_alignment(layout, Self.alignment(attributes.alignment, rightToLeft: rightToLeft))
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// The size and line counts of the text as it will be drawn.
    var measurement: TextMeasurement {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        var width = Double(logical.width) / Self.unitsPerPoint
        let wrapWidth = pango_layout_get_width(layout)
        if wrapWidth >= 0 { width = min(width, Double(wrapWidth) / Self.unitsPerPoint) }
        let lines = Int(pango_layout_get_line_count(layout))
        return TextMeasurement(
            size: Size(width: width, height: Double(logical.height) / Self.unitsPerPoint),
            lineCount: lines, unlimitedLineCount: lineLimit == nil ? lines : unlimitedLineCount,
            isTruncated: pango_layout_is_ellipsized(layout) != 0)
    }

    /// How many characters no font had a glyph for.
    var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }

    /// Draws the text with the top-left of its wrap box at `origin`.
    func draw(in cairo: OpaquePointer, at origin: Point, color: RGBA) {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_move_to(cairo, origin.x, origin.y)
        pango_cairo_show_layout(cairo, layout)
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
