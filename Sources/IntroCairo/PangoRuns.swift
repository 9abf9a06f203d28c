import CPangoCairo
import IntroUI

/// Styled runs (``TextSpanStyle``) as Pango attributes over their bytes: font, colour,
/// letter spacing (the substitute font's tracking, kerning and tracking), rise, underline and
/// strikethrough.
enum PangoRunAttributes {
    static func insert(_ runs: [TextSpanStyle], into list: OpaquePointer?) {
        var start = 0
        for run in runs {
            let range = (UInt32(start), UInt32(start + run.utf8Count))
            start += run.utf8Count
            func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = range.0
                attribute.pointee.end_index = range.1
                pango_attr_list_insert(list, attribute)
            }
            if let description = PangoParagraph.description(of: run.font) {
                add(pango_attr_font_desc_new(description))
                pango_font_description_free(description)
            }
            let (r, g, b) = (channel(run.color.red), channel(run.color.green), channel(run.color.blue))
            add(pango_attr_foreground_new(r, g, b))
            add(pango_attr_foreground_alpha_new(channel(run.color.alpha)))
            let spacing = SubstituteFontTracking.points(for: run.font) + run.kerning + run.tracking
            add(pango_attr_letter_spacing_new(PangoParagraph.units(spacing, roundingUp: false)))
            if !run.font.features.isEmpty { add(pango_attr_font_features_new(run.font.features.openTypeSettings)) }
            if run.baselineOffset != 0 { add(pango_attr_rise_new(PangoParagraph.units(run.baselineOffset, roundingUp: false))) }
            if let color = run.underline {
                add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
                add(pango_attr_underline_color_new(channel(color.red), channel(color.green), channel(color.blue)))
            }
            if let color = run.strikethrough {
                add(pango_attr_strikethrough_new(1))
                add(pango_attr_strikethrough_color_new(channel(color.red), channel(color.green), channel(color.blue)))
            }
        }
    }

    private static func channel(_ value: Double) -> UInt16 { UInt16((min(1, max(0, value)) * 65535).rounded()) }
}

extension PangoParagraph {
    /// The attributes a text is set in at `width`, the text's paragraphs shaped (each with
    /// its runs) and broken: as given, or, when the text may shrink (`minimumScaleFactor`)
    /// and is cut or overflows as given, the largest scale (to 1 %) at which it fits, else
    /// the smallest it may take.
    static func fitted(
        _ pieces: [Substring], _ attributes: TextAttributes, width: Double?, cache: PangoParagraphCache
    ) -> (TextAttributes, [(PangoBreakableParagraph, [TextSpanStyle])], BrokenText) {
        func attempt(_ attributes: TextAttributes) -> (TextAttributes, [(PangoBreakableParagraph, [TextSpanStyle])], BrokenText) {
            var offset = 0
            let paragraphs = pieces.map { piece -> (PangoBreakableParagraph, [TextSpanStyle]) in
                let bytes = offset..<offset + piece.utf8.count
                offset = bytes.upperBound + 1
                var own = attributes
                own.runs = attributes.runs.isEmpty ? [] : TextSpanStyle.runs(attributes.runs, clippedTo: bytes)
                return (cache.shapedParagraph(String(piece), attributes: own), own.runs)
            }
            let breaker = LineBreaker(width: width, attributes: attributes, ellipsisWidth: cache.ellipsisWidth(attributes))
            return (attributes, paragraphs, breaker.breakLines(paragraphs.map(\.0.breakable)))
        }
        let full = attempt(attributes)
        let minimum = attributes.minimumScaleFactor
        guard minimum < 1, let width, !fits(full.2, width) else { return full }
        var (low, high) = (minimum, 1.0)
        var best = attempt(attributes.scaled(by: minimum))
        guard fits(best.2, width) else { return best }
        while high - low > 0.01 {
            let middle = (low + high) / 2
            let trial = attempt(attributes.scaled(by: middle))
            if fits(trial.2, width) {
                (low, best) = (middle, trial)
            } else {
                high = middle
            }
        }
        return best
    }

    /// Whether broken text shows all of itself within `width`.
    private static func fits(_ broken: BrokenText, _ width: Double) -> Bool {
        !broken.isTruncated && broken.lines.allSatisfy { $0.width <= width + 1e-6 }
    }
}

extension TextAttributes {
    /// The attributes with every size (fonts, leading, letter spacing) scaled by `factor`.
    func scaled(by factor: Double) -> TextAttributes {
        var scaled = self
        scaled.font = font.scaled(by: factor)
        scaled.runs = runs.map { run in
            var run = run
            run.font = run.font.scaled(by: factor)
            run.kerning *= factor
            run.tracking *= factor
            run.baselineOffset *= factor
            return run
        }
        return scaled
    }
}

extension ResolvedFont {
    func scaled(by factor: Double) -> ResolvedFont {
        var scaled = self
        scaled.size *= factor
        scaled.leading = leading.map { $0 * factor }
        return scaled
    }
}

extension PangoBreakableParagraph {
    /// The UTF-8 bytes of units `range` within the paragraph.
    func bytes(_ range: Range<Int>) -> Range<Int> {
        let clamped = range.clamped(to: 0..<scalars.count)
        let start = scalars[..<clamped.lowerBound].reduce(0) { $0 + UTF8.width($1) }
        let length = scalars[clamped].reduce(0) { $0 + UTF8.width($1) }
        return start..<start + length
    }
}
