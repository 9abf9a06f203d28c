import IntroUI

/// A measurer for layout tests: every character is `characterWidth` wide, lines are
/// `lineHeight` tall (plus line spacing), words wrap at spaces.
struct FixedWidthMeasurer: TextMeasurer {
    var characterWidth = 10.0
    var lineHeight = 20.0
    /// Whether lines are as tall as iOS sets the text's font (``TextAttributes/height(lineCount:)``)
    /// instead of `lineHeight`: text baselines (the font's ascent) then sit inside their lines.
    var usesFontLineHeight = false

    func measure(_ text: String, attributes: TextAttributes, width: Double?) -> TextMeasurement {
        let columns = width.map { max(1, Int($0 / characterWidth)) }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if let columns, candidate.count > columns, !line.isEmpty {
                lines.append(line)
                line = String(word)
            } else {
                line = candidate
            }
        }
        lines.append(line)
        let shown = attributes.lineLimit.map { min($0, lines.count) } ?? lines.count
        let widest = lines.prefix(shown).map(\.count).max() ?? 0
        let lineWidth = Double(widest) * characterWidth
        return TextMeasurement(
            size: Size(
                width: width.map { min($0, lineWidth) } ?? lineWidth,
                height: usesFontLineHeight
                    ? attributes.height(lineCount: shown)
                    : Double(shown) * lineHeight + Double(max(0, shown - 1)) * attributes.lineSpacing),
            lineCount: shown, unlimitedLineCount: lines.count, isTruncated: shown < lines.count,
            lines: Array(lines.prefix(shown)), lineWidths: lines.prefix(shown).map { Double($0.count) * characterWidth })
    }
}
