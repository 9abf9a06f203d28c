import Foundation
import IntroJSON
import IntroUI

/// The messages of `introkit measure`'s batch files: the CLI's own with IntroJSON's.
enum MeasureStrings: JSONMessageCatalog {
    static let table = LocalizationTable(JSONMessages.table.merging(CLIMessages.table.entries) { json, _ in json })

    static func localize(_ key: String, locale: String, _ arguments: [String]) -> String {
        table.string(key, locale: locale, arguments)
    }
}

/// `introkit measure --batch FILE.json`: an array of texts to set, each
/// `{"id", "text", "font": {"size", "weight", "italic"} or {"style", …}, "width", "dynamicType",
/// "lineSpacing", "alignment", "lineLimit" (0: none), "truncation", "wrap", "locale"}`.
enum MeasureBatch {
    /// One text of the batch, with the id its result carries.
    struct Item: Sendable {
        let id: String
        let sample: TextSample
    }

    /// The largest point size or width accepted: beyond, text is no preview of a phone.
    static let maximumPoints = 100_000.0
    /// The font sizes `--font` and `"size"` accept.
    static let fontSizes = 1...maximumPoints
    /// The widths `--width` and `"width"` accept.
    static let widths = 0.01...maximumPoints
    /// The line spacings `--line-spacing` and `"lineSpacing"` accept.
    static let lineSpacings = 0...maximumPoints
    static let keys: Set<String> = [
        "id", "text", "font", "width", "dynamicType", "lineSpacing", "alignment", "lineLimit", "truncation", "wrap", "locale",
    ]
    /// The keys of an item's `"font"`.
    static let fontKeys: Set<String> = ["size", "style", "weight", "italic"]

    /// The items of a batch file, or every problem found, with its JSON path and line:column.
    static func decode(data: Data, fileName: String, parser: JSONParser = JSONParser())
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
