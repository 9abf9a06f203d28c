import CPangoCairo
import IntroUI

/// One paragraph shaped by Pango on one line, as ``LineBreaker`` needs it: each Unicode
/// scalar's advance (letter spacing included), whether it is white space, and where Unicode's
/// line breaking rules (UAX #14) and grapheme clusters allow a break.
struct PangoBreakableParagraph {
    /// The paragraph's Unicode scalars, which the breaker's units index.
    let scalars: [Unicode.Scalar]
    /// The units, advances and break opportunities.
    let breakable: BreakableParagraph

    init(_ text: String, attributes: TextAttributes) {
        scalars = Array(text.unicodeScalars)
        let count = scalars.count
        var advances = [Double](repeating: 0, count: count)
        var isWhitespace = [Bool](repeating: false, count: count)
        var wordBreaks = [Bool](repeating: false, count: count)
        var characterBreaks = [Bool](repeating: false, count: count)
        let layout = PangoParagraph.layout(text, attributes: attributes)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var attributeCount: Int32 = 0
        if let logAttributes = pango_layout_get_log_attrs_readonly(layout, &attributeCount) {
            for index in 0..<min(count, Int(attributeCount)) {
                let attribute = logAttributes[index]
                isWhitespace[index] = attribute.is_white != 0
                wordBreaks[index] = attribute.is_line_break != 0
                characterBreaks[index] = attribute.is_char_break != 0
            }
        }
        Self.collectAdvances(layout, scalars: scalars, into: &advances)
        // Pango sets letter spacing between a line's glyphs: a line of n glyphs has n − 1
        // gaps. Each glyph inside the line carries one gap (half on each side); the line's
        // first and last carry half. So every unit gets a whole gap and a line takes one off.
        let spacing = SubstituteFontTracking.points(for: attributes.font)
        if count > 0 {
            advances[0] += spacing / 2
            advances[count - 1] += spacing / 2
        }
        breakable = BreakableParagraph(
            advances: advances, isWhitespace: isWhitespace, wordBreakBefore: wordBreaks,
            characterBreakBefore: characterBreaks, lineAdjustment: -spacing)
    }

    /// The text of units `range`.
    func text(_ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range.clamped(to: 0..<scalars.count)])
        return String(view)
    }

    /// Each scalar's advance, from the logical widths of the glyph runs of the layout's one line.
    private static func collectAdvances(_ layout: OpaquePointer, scalars: [Unicode.Scalar], into advances: inout [Double]) {
        guard let text = pango_layout_get_text(layout), let line = pango_layout_get_line_readonly(layout, 0) else { return }
        // Byte offset → scalar index, for the runs' byte offsets.
        var scalarAtByte: [Int] = []
        for (index, scalar) in scalars.enumerated() {
            scalarAtByte += repeatElement(index, count: UTF8.width(scalar))
        }
        scalarAtByte.append(scalars.count)
        var node = line.pointee.runs
        while let current = node {
            if let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let item = run.pointee.item {
                var widths = [Int32](repeating: 0, count: Int(item.pointee.num_chars))
                pango_glyph_item_get_logical_widths(run, text, &widths)
                let first = scalarAtByte[min(scalarAtByte.count - 1, max(0, Int(item.pointee.offset)))]
                for (index, width) in widths.enumerated() where first + index < advances.count {
                    advances[first + index] = Double(width) / PangoParagraph.unitsPerPoint
                }
            }
            node = current.pointee.next
        }
    }
}
