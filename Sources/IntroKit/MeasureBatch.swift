import Foundation
import IntroJSON
import IntroUI

/// The English and Spanish texts of a batch file's problems (``MeasureBatch``), of a
/// refused line limit (``LineLimitRule``) and of a measurement's summary line
/// (``MeasureBatch/report(_:locale:)``); a tool merges them into its own table.
public enum MeasureMessages {
    /// Key → language → format; placeholders are `{0}`, `{1}` ….
    public static let table: [String: [String: String]] = [
        "measure.summary.whole": [
            "en": "lines: {0} · height: {1} pt · not truncated",
            "es": "líneas: {0} · altura: {1} pt · sin truncar",
        ],
        "measure.summary.truncated": [
            "en": "lines: {0} · height: {1} pt · truncated: the text does not fit",
            "es": "líneas: {0} · altura: {1} pt · truncado: el texto no cabe",
        ],
        "measure.json.fontNeedsSize": [
            "en": "the font has neither size nor style: give \"size\": 17 (points) or \"style\": \"body\"",
            "es": "la fuente no tiene size ni style: indique \"size\": 17 (puntos) o \"style\": \"body\"",
        ],
        "measure.json.fontSizeAndStyle": [
            "en": "the font has both size and style: keep one (a style scales with dynamicType, a size does not)",
            "es": "la fuente tiene size y style a la vez: deje uno (un estilo cambia con dynamicType, un tamaño no)",
        ],
        "measure.json.points": [
            "en": "{0} is out of range: write a number of points from {1} to {2}",
            "es": "{0} está fuera de rango: escriba un número de puntos de {1} a {2}",
        ],
        "measure.lineLimit": [
            "en": "{0} is not a number of lines: write 0 (no limit) or a whole number up to {1}, such as 2",
            "es": "{0} no es un número de líneas: escriba 0 (sin límite) o un número entero hasta {1}, como 2",
        ],
        "measure.json.notOneOf": [
            "en": "\"{0}\" is not valid here: write one of {1}",
            "es": "\"{0}\" no es válido aquí: escriba uno de {1}",
        ],
    ]
}

/// The messages of `introkit measure`'s batch files: IntroJSON's with ``MeasureMessages``.
public enum MeasureStrings: JSONMessageCatalog {
    /// The merged table.
    public static let table = LocalizationTable(JSONMessages.table.merging(MeasureMessages.table) { json, _ in json })

    /// The message for `key` in `locale`.
    public static func localize(_ key: String, locale: String, _ arguments: [String]) -> String {
        table.string(key, locale: locale, arguments)
    }
}

/// The words `introkit measure` and its batch files accept for fonts and paragraph settings.
public enum MeasureOptions {
    /// Font weights by SwiftUI's names.
    public static let weights: [(String, Font.Weight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular), ("medium", .medium),
        ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]
    /// Text styles by SwiftUI's names, and `title1` (UIKit's) for `title`.
    public static let styles: [(String, TextStyle)] = TextStyle.allCases.map { ($0.rawValue, $0) } + [("title1", .title)]
    /// Paragraph alignments.
    public static let alignments: [(String, TextAlignment)] = [
        ("leading", .leading), ("center", .center), ("trailing", .trailing), ("justified", .justified),
    ]
    /// Where a cut text is truncated.
    public static let truncations: [(String, TruncationMode)] = TruncationMode.allCases.map { ($0.rawValue, $0) }
    /// Where lines break: between words (`word`) or characters (`char`).
    public static let wrappings: [(String, LineWrapping)] = [("word", .word), ("char", .character)]
}

/// The one rule for a line limit, `--line-limit` and a batch file's `"lineLimit"` alike: 0
/// (no limit) or a whole number of lines up to `Int32.max`, as SwiftUI's `lineLimit(Int?)`
/// takes; `1.5`, `-1` or `1e300` is refused with the message ``messageKey``.
public enum LineLimitRule {
    /// The most lines a limit may ask for.
    public static let maximum = Int(Int32.max)
    /// The key of the message for a refused limit (``MeasureMessages/table``).
    public static let messageKey = "measure.lineLimit"

    /// The number of lines `number` asks for (0: no limit), or nil when it is none.
    public static func lines(_ number: Double) -> Int? {
        guard number >= 0, number <= Double(maximum), let lines = Int(exactly: number) else { return nil }
        return lines
    }

    /// The texts of the message for a refused `value`.
    public static func texts(_ value: String) -> [String] { [value, String(maximum)] }
}

/// `introkit measure --batch FILE.json`: an array of texts to set, each
/// `{"id", "text", "font": {"size", "weight", "italic"} or {"style", …}, "width", "dynamicType",
/// "lineSpacing", "alignment", "lineLimit" (0: none), "truncation", "wrap", "locale"}`.
public enum MeasureBatch {
    /// A text given on a command line (`measure`'s TEXT) held to `parser`'s string length:
    /// the diagnostic a JSON string that long gets, or nil when it is within the limit.
    public static func lengthDiagnostic(of text: String, parser: JSONParser) -> JSONDiagnostic? {
        let length = text.unicodeScalars.count
        guard length > parser.maximumStringLength else { return nil }
        return JSONSyntaxError(.stringTooLong(length: length, limit: parser.maximumStringLength), at: .start).diagnostic
    }

    /// One text of the batch, with the id its result carries.
    public struct Item: Sendable {
        /// The id the result carries.
        public let id: String
        /// The text with its font and paragraph settings.
        public let sample: TextSample
    }

    /// The largest point size or width accepted: beyond, text is no preview of a phone.
    public static let maximumPoints = 100_000.0
    /// The font sizes `--font` and `"size"` accept.
    public static let fontSizes = 1...maximumPoints
    /// The widths `--width` and `"width"` accept.
    public static let widths = 0.01...maximumPoints
    /// The line spacings `--line-spacing` and `"lineSpacing"` accept.
    public static let lineSpacings = 0...maximumPoints
    /// The keys of an item.
    public static let keys: Set<String> = [
        "id", "text", "font", "width", "dynamicType", "lineSpacing", "alignment", "lineLimit", "truncation", "wrap", "locale",
    ]
    /// The keys of an item's `"font"`.
    public static let fontKeys: Set<String> = ["size", "style", "weight", "italic"]

    /// The items of a batch file, or every problem found, with its JSON path and line:column.
    public static func decode(data: Data, fileName: String, parser: JSONParser = JSONParser())
        -> Result<JSONDecoded<[Item]>, JSONDecodingFailure<MeasureStrings>>
    {
        JSONDecodingContext.decode(data, fileName: fileName, parser: parser, catalog: MeasureStrings.self) { context, root in
            guard let elements = context.array(root) else { return nil }
            let items = elements.map { item($0, context) }
            return items.contains { $0 == nil } ? nil : items.compactMap { $0 }
        }
    }

    private static func item(_ node: JSONNode, _ context: JSONDecodingContext) -> Item? {
        guard let object = context.object(node) else { return nil }
        object.warnAboutUnknownKeys(known: keys)
        let id = object.requiredString("id")
        let text = object.requiredString("text")
        let font = object.requiredObject("font").flatMap { Self.font($0, context) }
        let width = object.optional("width").flatMap { points($0, context, in: widths) }
        let dynamicType = object.optional("dynamicType").flatMap { node in
            choice(node, context, DynamicTypeSize.allCases.map { ($0.rawValue, $0) }, parse: DynamicTypeSize.init(name:))
        }
        let lineSpacing = object.optional("lineSpacing").flatMap { points($0, context, in: lineSpacings) }
        let alignment = object.optional("alignment").flatMap { choice($0, context, MeasureOptions.alignments) }
        let lineLimit = object.optional("lineLimit").flatMap { lineCount($0, context) }
        let truncation = object.optional("truncation").flatMap { choice($0, context, MeasureOptions.truncations) }
        let wrap = object.optional("wrap").flatMap { choice($0, context, MeasureOptions.wrappings) }
        let locale = object.optionalString("locale")
        guard let id, let text, let font else { return nil }
        // A key given with a wrong value was reported; the item is not measured.
        let given: (String, Any?) -> Bool = { key, value in object.optional(key) == nil || value != nil }
        guard given("width", width), given("dynamicType", dynamicType), given("lineSpacing", lineSpacing),
            given("alignment", alignment), given("lineLimit", lineLimit), given("truncation", truncation), given("wrap", wrap)
        else { return nil }
        let sample = TextSample(
            text, font: font, width: width, dynamicTypeSize: dynamicType ?? .large, lineSpacing: lineSpacing ?? 0,
            alignment: alignment ?? .leading, lineLimit: lineLimit.flatMap { $0 == 0 ? nil : $0 },
            truncationMode: truncation ?? .tail, wrapping: wrap ?? .word, locale: locale ?? "en")
        return Item(id: id, sample: sample)
    }

    /// `{"size": 17, "weight": "semibold", "italic": true}` or `{"style": "title2", …}`.
    private static func font(_ object: JSONObjectReader, _ context: JSONDecodingContext) -> Font? {
        object.warnAboutUnknownKeys(known: fontKeys)
        let size = object.optional("size").flatMap { points($0, context, in: fontSizes) }
        let style = object.optional("style").flatMap { choice($0, context, MeasureOptions.styles) }
        let weight = object.optional("weight").flatMap { choice($0, context, MeasureOptions.weights) }
        let italic = object.optionalBool("italic")
        switch (object.optional("size"), object.optional("style")) {
        case (nil, nil):
            context.error(JSONMessage("measure.json.fontNeedsSize"), at: object.node)
            return nil
        case (.some, .some):
            context.error(JSONMessage("measure.json.fontSizeAndStyle"), at: object.node)
            return nil
        default: break
        }
        guard object.optional("weight") == nil || weight != nil else { return nil }
        var font: Font
        if let size {
            font = .system(size: size, weight: weight ?? .regular)
        } else if let style {
            font = .system(style, weight: weight)
        } else {
            return nil
        }
        if italic == true { font = font.italic() }
        return font
    }

    /// A number of points in `range` (the range of the command-line option of the same name).
    private static func points(_ node: JSONNode, _ context: JSONDecodingContext, in range: ClosedRange<Double>) -> Double? {
        guard let number = context.number(node) else { return nil }
        guard range.contains(number) else {
            let texts = [number, range.lowerBound, range.upperBound].map { JSONMessage.number($0) }
            context.error(JSONMessage("measure.json.points", texts: texts), at: node)
            return nil
        }
        return number
    }

    /// 0 (no limit) or a whole number of lines (``LineLimitRule``, as `--line-limit`).
    private static func lineCount(_ node: JSONNode, _ context: JSONDecodingContext) -> Int? {
        guard let number = context.number(node) else { return nil }
        guard let lines = LineLimitRule.lines(number) else {
            context.error(JSONMessage(LineLimitRule.messageKey, texts: LineLimitRule.texts(JSONMessage.number(number))), at: node)
            return nil
        }
        return lines
    }

    /// One of a few words, with the list in the error.
    private static func choice<Value>(
        _ node: JSONNode, _ context: JSONDecodingContext, _ pairs: [(String, Value)], parse: ((String) -> Value?)? = nil
    ) -> Value? {
        guard let text = context.string(node) else { return nil }
        if let match = pairs.first(where: { $0.0.lowercased() == text.lowercased() }) { return match.1 }
        if let parsed = parse?(text) { return parsed }
        context.error(
            JSONMessage("measure.json.notOneOf", texts: [JSONMessage.excerpt(text), pairs.map(\.0).joined(separator: ", ")]),
            at: node)
        return nil
    }
}

extension MeasureBatch {
    /// Points to two decimals, as the results print them.
    public static func rounded(_ points: Double) -> Double { (points * 100).rounded() / 100 }

    /// A measurement as `measure` prints it without `--json`: each line after its width (points
    /// to two decimals, right-aligned in one column), then the line count, the height and
    /// whether the text was cut, in `locale`.
    public static func report(_ measurement: TextMeasurement, locale: String) -> [String] {
        let widths = measurement.lineWidths.map { String(format: "%.2f", rounded($0)) }
        let column = widths.map(\.count).max() ?? 0
        var lines = zip(widths, measurement.lines).map { width, line in
            String(repeating: " ", count: column - width.count) + width + "  " + line
        }
        lines.append(
            MeasureStrings.localize(
                measurement.isTruncated ? "measure.summary.truncated" : "measure.summary.whole", locale: locale,
                [String(measurement.lineCount), String(format: "%.2f", rounded(measurement.size.height))]))
        return lines
    }

    /// A measurement as `measure --json` prints it: `{"id", "lines", "lineWidths", "height",
    /// "truncated"}`, without `id` when it is nil; points to two decimals.
    public static func json(_ measurement: TextMeasurement, id: String?) -> JSONOutput {
        var members: [JSONOutput.Member] = id.map { [.init("id", .string($0))] } ?? []
        members += [
            .init("lines", .array(measurement.lines.map(JSONOutput.string))),
            .init("lineWidths", .array(measurement.lineWidths.map { .number(rounded($0)) })),
            .init("height", .number(rounded(measurement.size.height))),
            .init("truncated", .bool(measurement.isTruncated)),
        ]
        return .object(members)
    }

    /// A batch's results, `{"results": [ … ]}`: each item measured by `measurer`, in order.
    public static func results(of items: [Item], measuredBy measurer: any TextMeasurer) -> JSONOutput {
        .object([.init("results", .array(items.map { json($0.sample.measured(by: measurer), id: $0.id) }))])
    }
}
