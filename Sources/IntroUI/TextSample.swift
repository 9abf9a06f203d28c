import Foundation

/// One text set alone at a width, as a sheet would set it: what `introkit measure` reports and
/// what the real-iOS corpus tests check. It is laid out as the view
/// `Text(text).font(font)…` in a frame of `width` points, through the ``LayoutEngine`` and a
/// backend's measurer, so it wraps exactly as the same text does on a page.
public struct TextSample: Hashable, Sendable {
    /// The text; newlines separate paragraphs.
    public var text: String
    /// The font.
    public var font: Font
    /// The wrap width in points (nil: no wrapping, each paragraph on one line).
    public var width: Double?
    /// The user's text size (scales text styles, not fixed sizes).
    public var dynamicTypeSize: DynamicTypeSize
    /// Extra points between lines (`lineSpacing`).
    public var lineSpacing: Double
    /// The alignment (`multilineTextAlignment`).
    public var alignment: TextAlignment
    /// The most lines shown (nil: no limit).
    public var lineLimit: Int?
    /// How the text ends when the line limit cuts it.
    public var truncationMode: TruncationMode
    /// Where lines may break.
    public var wrapping: LineWrapping
    /// The locale: it sets the layout direction.
    public var locale: String

    /// A sample; everything but the text, font and width as SwiftUI's defaults.
    public init(
        _ text: String, font: Font, width: Double?, dynamicTypeSize: DynamicTypeSize = .large, lineSpacing: Double = 0,
        alignment: TextAlignment = .leading, lineLimit: Int? = nil, truncationMode: TruncationMode = .tail,
        wrapping: LineWrapping = .word, locale: String = "en"
    ) {
        self.text = text
        self.font = font
        self.width = width
        self.dynamicTypeSize = dynamicTypeSize
        self.lineSpacing = lineSpacing
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.wrapping = wrapping
        self.locale = locale
    }

    /// The tallest canvas a sample is laid out on: text is never cut by the canvas.
    static let canvasHeight = 1_000_000.0

    /// The text laid out by `measurer`'s backend: its lines, their widths, its size and
    /// whether the line limit cut it.
    public func measured(by measurer: any TextMeasurer) -> TextMeasurement {
        let styled = Text(text).font(font).lineSpacing(lineSpacing).lineLimit(lineLimit).truncationMode(truncationMode)
            .lineWrapping(wrapping).multilineTextAlignment(alignment)
        let canvasWidth = width ?? Self.canvasHeight
        let environment = EnvironmentValues(colorScheme: .light, locale: locale, dynamicTypeSize: dynamicTypeSize)
        let canvas = Canvas(size: Size(width: canvasWidth, height: Self.canvasHeight))
        let engine = LayoutEngine(measurer: measurer)
        let result: LayoutResult
        if let width {
            result = engine.layout(styled.frame(width: width, alignment: .topLeading).fixedSize(horizontal: false, vertical: true),
                canvas: canvas, environment: environment)
        } else {
            result = engine.layout(styled.fixedSize(), canvas: canvas, environment: environment)
        }
        return result.texts.first?.measurement
            ?? TextMeasurement(size: .zero, lineCount: 0, unlimitedLineCount: 0, isTruncated: false, lines: [], lineWidths: [])
    }
}
