import Foundation
import IntroCommandLine
import IntroJSON
import IntroKit
import IntroRender
import IntroUI

extension LineLimitRule {
    /// `--line-limit N`: any spelling of a number (`2`, `2.0`, `1e1`), held to the rule.
    static let parser = ValueParser<Int>("N", describe: { String($0) }) { text, option throws(UsageProblem) in
        guard let number = Double(text), let lines = lines(number) else {
            throw .brokenRule(option: option, key: messageKey, texts: texts(text))
        }
        return lines
    }
}

/// `introkit measure "TEXT" --font 17 --width 300` or `--batch FILE.json`: how a text sets on
/// iOS — its lines, each line's width, its height and whether it was cut — laid out as a sheet
/// lays text out (``TextSample``, the same IntroUI layout and the backend's measurer).
struct MeasureCommand: Command {
    let name = "measure"
    let summaryKey = "measure.summary"
    let positionals = Positionals(name: "TEXT", count: 0...1)

    static let batch = Option("batch", ValueParser<String>.string("FILE.json").optional, default: nil,
        help: "Measure every text of a JSON array instead (prints JSON results in input order)")
    static let font = Option("font", ValueParser<Double>.number("POINTS", in: MeasureBatch.fontSizes).optional,
        default: nil, help: "Fixed font size in points (or --style)")
    static let style = Option("style", ValueParser<TextStyle>.choice(MeasureOptions.styles).optional, default: nil,
        help: "Text style, which scales with --dynamic-type (or --font)")
    static let weight = Option("weight", ValueParser<Font.Weight>.choice(MeasureOptions.weights).optional, default: nil,
        shown: .described("regular, or the style's"), help: "Font weight")
    static let italic = Option.flag("italic", help: "Italic")
    static let dynamicType = Option(
        "dynamic-type",
        ValueParser<DynamicTypeSize>("SIZE", describe: { $0.rawValue }) { text, option throws(UsageProblem) in
            guard let size = DynamicTypeSize(name: text) else {
                throw .invalidValue(option: option, value: text, valid: DynamicTypeSize.allCases.map(\.rawValue))
            }
            return size
        }, default: .large, help: "Dynamic Type size")
    static let width = Option("width", ValueParser<Double>.number("POINTS", in: MeasureBatch.widths).optional,
        default: nil, shown: .described("no wrapping"), help: "Width the text wraps at, in points")
    static let lineSpacing = Option("line-spacing", .number("POINTS", in: MeasureBatch.lineSpacings), default: 0,
        help: "Extra points between lines (SwiftUI's lineSpacing)")
    static let alignment = Option("alignment", .choice(MeasureOptions.alignments), default: .leading, help: "Line alignment")
    static let lineLimit = Option("line-limit", LineLimitRule.parser, default: 0,
        help: "Most lines shown, 0 for no limit")
    static let truncation = Option("truncation", .choice(MeasureOptions.truncations), default: .tail,
        help: "How text cut by the line limit ends: tail, middle, head, or clip (no ellipsis)")
    static let wrap = Option("wrap", .choice(MeasureOptions.wrappings), default: .word,
        help: "Where lines break: between words, or between characters")
    static let json = Option.flag("json", help: "Print JSON")
    static let backend = CommonOptions.backend(help: "Backend whose text measurer is used")

    let options: [any OptionDeclaration] = [
        batch, font, style, weight, italic, dynamicType, width, lineSpacing, alignment, lineLimit, truncation, wrap, json,
        backend,
    ] + InputLimits.options

    func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> Int32 {
        let measurer = arguments[Self.backend].textMeasurer
        if let path = arguments[Self.batch] {
            guard arguments.positionals.isEmpty else { throw .usage(.unexpectedArgument(arguments.positionals[0])) }
            let items = try Self.load(path, arguments, context)
            try context.writeOutput(Data(MeasureBatch.results(of: items, measuredBy: measurer).serialized().utf8))
            return 0
        }
        let sample = try Self.sample(arguments)
        try InputLimits(arguments).checkLength(of: sample.text, named: "TEXT", context)
        let measurement = sample.measured(by: measurer)
        if arguments[Self.json] {
            try context.writeOutput(Data(MeasureBatch.json(measurement, id: nil).serialized().utf8))
        } else {
            for line in MeasureBatch.report(measurement, locale: context.locale) { try context.print(line) }
        }
        return 0
    }

    /// The text and settings given on the command line.
    static func sample(_ arguments: ParsedArguments) throws(CLIError) -> TextSample {
        guard let text = arguments.positionals.first else { throw .usage(.missingArgument("TEXT")) }
        let weight = arguments[Self.weight]
        let font: Font
        switch (arguments[Self.font], arguments[Self.style]) {
        case (let size?, nil): font = .system(size: size, weight: weight ?? .regular)
        case (nil, let style?): font = .system(style, weight: weight)
        case (nil, nil): throw .usage(.missingValue(option: "--font", valueName: "POINTS"))
        case (.some, .some): throw .usage(.invalidValue(option: "--style", value: "--font", valid: ["--font", "--style"]))
        }
        let limit = arguments[Self.lineLimit]
        return TextSample(
            text, font: arguments[Self.italic] ? font.italic() : font, width: arguments[Self.width],
            dynamicTypeSize: arguments[Self.dynamicType], lineSpacing: arguments[Self.lineSpacing],
            alignment: arguments[Self.alignment], lineLimit: limit == 0 ? nil : limit,
            truncationMode: arguments[Self.truncation], wrapping: arguments[Self.wrap],
            locale: try oneLocale(arguments))
    }

    /// The one language `--locale` names (English when none): one text is set in one language.
    static func oneLocale(_ arguments: ParsedArguments) throws(CLIError) -> String {
        let locales = GlobalOptions.locales(arguments)
        guard locales.count <= 1 else { throw .usage(.oneValueOnly(option: "--locale", given: locales)) }
        return locales.first ?? "en"
    }

    static func load(_ path: String, _ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError)
        -> [MeasureBatch.Item]
    {
        let limits = InputLimits(arguments)
        let data = try InputFile.read(path, limits, context)
        let fileName = path == "-" ? "<stdin>" : path
        return try limits.decoded(MeasureBatch.decode(data: data, fileName: fileName, parser: limits.parser), fileName: fileName, context)
    }
}
