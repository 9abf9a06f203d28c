import Foundation

/// A piece of text; it wraps to the width it is offered. Like SwiftUI's `Text`, it is made of
/// styled runs: `Text("a") + Text("b").bold()` is one text whose lines break over both, and a
/// string literal's Markdown (`**bold**`, `*italic*`, code in backticks, `~~struck~~`, `[link](url)`)
/// styles its runs.
///
/// Still frame: drawn as it is.
public struct Text: View, PrimitiveView {
    /// One run: its string and how it differs from the text around it.
    struct Run: Hashable {
        var string: String
        var style = RunStyle()
        /// How the string is made for the render's locale, time zone and calendar (a date or
        /// a formatted value); `string` is what it makes in the default environment.
        var localized: LocalizedString?
    }

    /// What a run sets; nil fields take the environment's.
    struct RunStyle: Hashable {
        var font: Font?
        var weight: Font.Weight?
        var italic: Bool?
        var design: Font.Design?
        var width: Font.Width?
        var monospacedDigit: Bool?
        var color: StyleValue?
        var kerning: Double?
        var tracking: Double?
        var baselineOffset: Double?
        var underline: TextLine?
        var strikethrough: TextLine?
    }

    /// An underline or strikethrough: on or off, in a colour (nil: the text's).
    struct TextLine: Hashable {
        var isActive: Bool
        var color: Color?
    }

    var runs: [Run]

    /// The text shown, every run's string in order.
    public var content: String { runs.map(\.string).joined() }

    /// Text showing a string verbatim (a variable's string is not Markdown, as in SwiftUI;
    /// a literal is the `LocalizedStringKey` initializer's).
    ///
    /// Still frame: drawn as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        runs = [Run(string: String(content))]
    }

    /// Text showing a string verbatim.
    ///
    /// Still frame: drawn as it is.
    public init(verbatim content: String) {
        runs = [Run(string: content)]
    }

    /// Text from a string literal, its Markdown read: `**bold**`, `*italic*` or `_italic_`,
    /// code in backticks (monospaced), `~~strikethrough~~`, `[title](url)` (the title in the tint).
    /// `tableName`, `bundle` and `comment` are accepted; IntroKit does not look strings up.
    ///
    /// Still frame: drawn as it is.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = key.runs
    }

    init(runs: [Run]) {
        self.runs = runs
    }

    /// Both texts as one, the runs of `lhs` then those of `rhs`.
    ///
    /// Still frame: drawn as it is.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }

    /// The text with `change` applied to every run that does not set it already (a run's own
    /// modifier is closer to it than one on the whole text). Consuming, like every text
    /// modifier, so a chain of them restyles one array of runs in place.
    private consuming func styled(_ change: (inout RunStyle) -> Void) -> Text {
        var outer = RunStyle()
        change(&outer)
        for index in runs.indices {
            runs[index].style = runs[index].style.filling(from: outer)
        }
        return self
    }

    /// The text in a font.
    ///
    /// Still frame: drawn as it is.
    public consuming func font(_ font: Font?) -> Text { styled { $0.font = font } }
    /// The text in a weight.
    ///
    /// Still frame: drawn as it is.
    public consuming func fontWeight(_ weight: Font.Weight?) -> Text { styled { $0.weight = weight } }
    /// The text in bold.
    ///
    /// Still frame: drawn as it is.
    public consuming func bold() -> Text { bold(true) }
    /// The text in bold when `isActive`.
    ///
    /// Still frame: drawn as it is.
    public consuming func bold(_ isActive: Bool) -> Text { isActive ? fontWeight(.bold) : self }
    /// The text in italics.
    ///
    /// Still frame: drawn as it is.
    public consuming func italic() -> Text { italic(true) }
    /// The text in italics when `isActive`.
    ///
    /// Still frame: drawn as it is.
    public consuming func italic(_ isActive: Bool) -> Text { styled { $0.italic = isActive } }
    /// The text in a design of the system font.
    ///
    /// Still frame: drawn as it is.
    public consuming func fontDesign(_ design: Font.Design?) -> Text { styled { $0.design = design } }
    /// The text narrower or wider.
    ///
    /// Still frame: drawn as it is.
    public consuming func fontWidth(_ width: Font.Width?) -> Text { styled { $0.width = width } }
    /// The text in the fixed-width design when `isActive`.
    ///
    /// Still frame: drawn as it is.
    public consuming func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }
    /// The text's digits all one width.
    ///
    /// Still frame: drawn as it is.
    public consuming func monospacedDigit() -> Text { styled { $0.monospacedDigit = true } }
    /// The text in a colour.
    ///
    /// Still frame: drawn as it is.
    public consuming func foregroundColor(_ color: Color?) -> Text { styled { $0.color = color.map(StyleValue.color) } }
    /// The text in a style (a gradient draws as its average colour on a run of styled text).
    ///
    /// Still frame: drawn as it is.
    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let value = style._styleValue
        return styled { $0.color = value }
    }
    /// Extra space between letter pairs, in points (kerning).
    ///
    /// Still frame: drawn as it is.
    public consuming func kerning(_ kerning: CGFloat) -> Text { styled { $0.kerning = kerning } }
    /// Extra space after every letter, in points (tracking).
    ///
    /// Still frame: drawn as it is.
    public consuming func tracking(_ tracking: CGFloat) -> Text { styled { $0.tracking = tracking } }
    /// The text raised (positive) or lowered by `offset` points from its baseline.
    ///
    /// Still frame: drawn as it is.
    public consuming func baselineOffset(_ offset: CGFloat) -> Text { styled { $0.baselineOffset = offset } }
    /// The text underlined (a solid line; `pattern` is accepted and drawn solid).
    ///
    /// Still frame: drawn as it is.
    public consuming func underline(_ isActive: Bool = true, pattern: LineStylePattern = .solid, color: Color? = nil) -> Text {
        styled { $0.underline = TextLine(isActive: isActive, color: color) }
    }
    /// The text struck through (a solid line; `pattern` is accepted and drawn solid).
    ///
    /// Still frame: drawn as it is.
    public consuming func strikethrough(_ isActive: Bool = true, pattern: LineStylePattern = .solid, color: Color? = nil) -> Text {
        styled { $0.strikethrough = TextLine(isActive: isActive, color: color) }
    }

    /// Adds a text node with its runs resolved in the environment (a placeholder block when
    /// redacted, SurfaceTime.swift).
    public static func _lower(_ view: Text, into tree: inout _ViewLowering) {
        if tree.lowerRedacted(view, isText: true) { return }
        let environment = tree.environment
        let (string, attributes, color) = view.resolved(in: environment)
        let style = (view.runs.first?.style.font ?? environment.font).textStyle
        // A gradient paints the whole text when every run is painted with the same one.
        // (The first run's style decides; the others are compared only when it is a gradient,
        // so a text in a colour allocates nothing here.)
        func runStyle(_ run: Text.Run) -> StyleValue { environment.substituted(run.style.color ?? .hierarchical(0)) }
        let first = view.runs.first.map(runStyle)
        let fill = first.flatMap { first in
            first.isGradient && view.runs.allSatisfy { runStyle($0) == first } ? environment.paint(first).gradient : nil
        }
        tree.addLeaf(.text, payload: tree.store(text: string, color: color, fill: fill, attributes: attributes, style: style))
    }

    /// The string, attributes and colour the text is laid out and drawn with here: one run
    /// styled as its environment says is plain text (no runs in the attributes).
    func resolved(in environment: EnvironmentValues) -> (String, TextAttributes, RGBA) {
        let text = environment.styling.text
        var attributes = environment.textAttributes
        attributes.minimumScaleFactor = text.minimumScaleFactor
        attributes.reservesLineLimitSpace = text.reservesSpace
        func string(of run: Run) -> String {
            let string = run.localized?.make(environment) ?? run.string
            return text.textCase?.apply(string, locale: environment.localeIdentifier) ?? string
        }
        let spans: [(String, TextSpanStyle)]
        if runs.count == 1 {
            // One plain run (most texts): its string in its font, without making spans.
            let style = runs[0].style.resolved(in: environment)
            if style.isPlain(like: TextSpanStyle(utf8Count: 0, font: style.font, color: style.color)) {
                attributes.font = style.font
                return (string(of: runs[0]), attributes, style.color)
            }
            spans = [(string(of: runs[0]), style)]
        } else {
            spans = runs.map { run in (string(of: run), run.style.resolved(in: environment)) }
        }
        let string = spans.count == 1 ? spans[0].0 : spans.map(\.0).joined()
        // Runs all in one font and colour, undecorated, are plain text in that font.
        if let first = spans.first?.1 {
            let plain = TextSpanStyle(utf8Count: 0, font: first.font, color: first.color)
            if spans.allSatisfy({ $0.1.isPlain(like: plain) }) {
                attributes.font = first.font
                return (string, attributes, first.color)
            }
        }
        let baseColor = environment.paint(.hierarchical(0)).representativeColor
        attributes.runs = spans.map { span in
            var style = span.1
            style.utf8Count = span.0.utf8.count
            return style
        }
        // Lines are as tall as the text's tallest font.
        if let tallest = attributes.runs.max(by: { $0.font.linePitch < $1.font.linePitch })?.font,
            tallest.linePitch > attributes.font.linePitch
        {
            attributes.font = tallest
        }
        return (string, attributes, baseColor)
    }
}

extension Text.RunStyle {
    /// This style with the fields it leaves unset taken from `outer`.
    func filling(from outer: Text.RunStyle) -> Text.RunStyle {
        Text.RunStyle(
            font: font ?? outer.font, weight: weight ?? outer.weight, italic: italic ?? outer.italic,
            design: design ?? outer.design, width: width ?? outer.width, monospacedDigit: monospacedDigit ?? outer.monospacedDigit,
            color: color ?? outer.color, kerning: kerning ?? outer.kerning, tracking: tracking ?? outer.tracking,
            baselineOffset: baselineOffset ?? outer.baselineOffset, underline: underline ?? outer.underline,
            strikethrough: strikethrough ?? outer.strikethrough)
    }

    /// The run's concrete style in an environment (its text modifiers first, then the view
    /// modifiers around it).
    func resolved(in environment: EnvironmentValues) -> TextSpanStyle {
        let text = environment.styling.text
        var font = (self.font ?? environment.font).resolve(dynamicTypeSize: environment.dynamicTypeSize)
        if let weight = weight ?? environment.fontWeight { font.weight = weight }
        if italic ?? text.italic { font.italic = true }
        if let design = design ?? text.design { font.design = design }
        if let width = width ?? text.width { font.width = width }
        if monospacedDigit ?? text.monospacedDigit { font.features.insert(.monospacedDigit) }
        let paint = environment.paint(environment.substituted(color ?? .hierarchical(0)))
        let textColor = paint.representativeColor
        func lineColor(_ line: Text.TextLine?, _ inherited: Text.TextLine?) -> RGBA? {
            guard let line = line ?? inherited, line.isActive else { return nil }
            return line.color?.resolve(in: environment.colorScheme, contrast: environment.colorSchemeContrast) ?? textColor
        }
        return TextSpanStyle(
            utf8Count: 0, font: font, color: textColor, kerning: kerning ?? text.kerning, tracking: tracking ?? text.tracking,
            baselineOffset: baselineOffset ?? text.baselineOffset, underline: lineColor(underline, text.underline),
            strikethrough: lineColor(strikethrough, text.strikethrough))
    }
}

/// A string literal a ``Text`` reads Markdown from, like SwiftUI's `LocalizedStringKey`
/// (IntroKit does not look keys up in string tables: the key is the text).
///
/// Still frame: drawn as it is.
///
/// Its interpolations are SwiftUI's (``LocalizedStringKey/StringInterpolation``): the literal's
/// Markdown is read around them, and each value is inserted as it is formatted, not read as
/// Markdown (`"Hi, **\(name)**"` is the name in bold, whatever it holds).
public struct LocalizedStringKey: Hashable, @unchecked Sendable, ExpressibleByStringInterpolation {
    /// The literal, a placeholder (``StringInterpolation/placeholder(_:)``) for each value.
    let format: String
    /// The values' runs, in order (a value formatted for the environment keeps how it is made,
    /// which only reads the value it was given: hence `@unchecked Sendable`).
    let arguments: [[Text.Run]]

    /// A key of `value`.
    ///
    /// Still frame: drawn as it is.
    public init(_ value: String) {
        format = value
        arguments = []
    }

    /// A key from a string literal.
    ///
    /// Still frame: drawn as it is.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A key from an interpolated string literal.
    ///
    /// Still frame: drawn as it is.
    public init(stringInterpolation: StringInterpolation) {
        format = stringInterpolation.format
        arguments = stringInterpolation.arguments
    }

    /// The key's runs: the literal's Markdown, each placeholder replaced by its value's runs,
    /// which take the style of the Markdown around them.
    var runs: [Text.Run] {
        MarkdownRuns.parse(format).flatMap { run -> [Text.Run] in
            guard !arguments.isEmpty else { return [run] }
            var pieces: [Text.Run] = []
            var literal = String.UnicodeScalarView()
            func flush() {
                if !literal.isEmpty { pieces.append(Text.Run(string: String(literal), style: run.style, localized: run.localized)) }
                literal = String.UnicodeScalarView()
            }
            for scalar in run.string.unicodeScalars {
                guard let index = StringInterpolation.argument(scalar), index < arguments.count else {
                    literal.append(scalar)
                    continue
                }
                flush()
                pieces += arguments[index].map { argument in
                    var argument = argument
                    argument.style = argument.style.filling(from: run.style)
                    return argument
                }
            }
            flush()
            return pieces
        }
    }
}

/// The pattern of an underline or strikethrough (`Text.LineStyle.Pattern`); IntroKit draws
/// every pattern solid.
public enum LineStylePattern: Hashable, Sendable {
    /// A solid line.
    case solid
    /// Dots.
    case dot
    /// Dashes.
    case dash
    /// Dashes and dots.
    case dashDot
    /// Dashes and two dots.
    case dashDotDot
}

extension Text {
    /// SwiftUI's name for how a text's case is changed.
    public enum Case: Hashable, Sendable {
        /// Every letter in capitals.
        case uppercase
        /// Every letter in small letters.
        case lowercase

        /// `string` in this case, by the rules of `locale`.
        func apply(_ string: String, locale: String) -> String {
            let locale = Locale(identifier: locale)
            return self == .uppercase ? string.uppercased(with: locale) : string.lowercased(with: locale)
        }
    }

    /// SwiftUI's name for an underline or strikethrough's pattern.
    public typealias LineStyle = LineStylePattern
}

/// Text styling the view modifiers set for every text inside (`kerning`, `underline`,
/// `textCase`, `minimumScaleFactor` …).
struct TextStyling: Hashable, Sendable {
    var italic = false
    var design: Font.Design?
    var width: Font.Width?
    var monospacedDigit = false
    var kerning = 0.0
    var tracking = 0.0
    var baselineOffset = 0.0
    var underline: Text.TextLine?
    var strikethrough: Text.TextLine?
    var textCase: Text.Case?
    var minimumScaleFactor = 1.0
    var reservesSpace = false
}

extension _ViewLowering {
    /// Stores a text with its attributes, the alignment of its lines resolved with its base
    /// direction, and the text style its font scales as (nil: a fixed size).
    mutating func store(text string: String, color: RGBA, fill: Paint? = nil, attributes: TextAttributes, style: TextStyle?) -> Int32 {
        tree.store(
            TextEntry(
                string: string, attributes: attributes, color: color, fill: fill,
                alignment: attributes.alignment.resolved(in: attributes.layoutDirection), style: style))
    }
}

extension View {
    private func textStyling(_ change: @escaping (inout TextStyling) -> Void) -> ModifiedContent<Self, _EnvironmentModifier> {
        ModifiedContent(content: self, modifier: _EnvironmentModifier(change: .custom { change(&$0.styling.text) }))
    }

    /// Text inside in italics when `isActive`.
    ///
    /// Still frame: drawn as it is.
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        textStyling { $0.italic = isActive }
    }

    /// Text inside in a design of the system font.
    ///
    /// Still frame: drawn as it is.
    public func fontDesign(_ design: Font.Design?) -> ModifiedContent<Self, _EnvironmentModifier> {
        textStyling { $0.design = design }
    }

    /// Text inside narrower or wider.
    ///
    /// Still frame: drawn as it is.
    public func fontWidth(_ width: Font.Width?) -> ModifiedContent<Self, _EnvironmentModifier> {
        textStyling { $0.width = width }
    }

    /// Text inside in the fixed-width design when `isActive`.
    ///
    /// Still frame: drawn as it is.
    public func monospaced(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        textStyling { $0.design = isActive ? .monospaced : nil }
    }

    /// Digits of text inside all one width.
    ///
    /// Still frame: drawn as it is.
    public func monospacedDigit() -> ModifiedContent<Self, _EnvironmentModifier> {
        textStyling { $0.monospacedDigit = true }
    }

    /// Extra space between letter pairs of text inside, in points.
    ///
    /// Still frame: drawn as it is.
    public func kerning(_ kerning: CGFloat) -> ModifiedContent<Self, _EnvironmentModifier> {
        textStyling { $0.kerning = kerning }
    }

    /// Extra space after every letter of text inside, in points.
    ///
    /// Still frame: drawn as it is.
    public func tracking(_ tracking: CGFloat) -> ModifiedContent<Self, _EnvironmentModifier> {
        textStyling { $0.tracking = tracking }
    }

    /// Text inside raised (positive) or lowered from its baseline.
    ///
    /// Still frame: drawn as it is.
    public func baselineOffset(_ offset: CGFloat) -> ModifiedContent<Self, _EnvironmentModifier> {
        textStyling { $0.baselineOffset = offset }
    }

    /// Text inside underlined.
    ///
    /// Still frame: drawn as it is.
    public func underline(_ isActive: Bool = true, pattern: LineStylePattern = .solid, color: Color? = nil)
        -> ModifiedContent<Self, _EnvironmentModifier>
    {
        textStyling { $0.underline = Text.TextLine(isActive: isActive, color: color) }
    }

    /// Text inside struck through.
    ///
    /// Still frame: drawn as it is.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStylePattern = .solid, color: Color? = nil)
        -> ModifiedContent<Self, _EnvironmentModifier>
    {
        textStyling { $0.strikethrough = Text.TextLine(isActive: isActive, color: color) }
    }

    /// Text inside in capitals or small letters (nil: as written).
    ///
    /// Still frame: drawn as it is.
    public func textCase(_ textCase: Text.Case?) -> ModifiedContent<Self, _EnvironmentModifier> {
        textStyling { $0.textCase = textCase }
    }

    /// How far text inside may shrink (0…1 of its size) to fit its line limit before it is cut.
    ///
    /// Still frame: drawn as it is.
    public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedContent<Self, _EnvironmentModifier> {
        textStyling { $0.minimumScaleFactor = factor.isFinite ? min(1, max(0.01, factor)) : 1 }
    }

    /// Whether text inside may tighten its letters before it is cut.
    ///
    /// Still frame: accepted; IntroKit does not tighten (the text is cut or shrunk as it would be otherwise).
    public func allowsTightening(_ flag: Bool) -> ModifiedContent<Self, _IdentityModifier> {
        ModifiedContent(content: self, modifier: _IdentityModifier())
    }

    /// The most lines text inside shows; with `reservesSpace`, the text is as tall as that
    /// many lines even when it needs fewer.
    ///
    /// Still frame: drawn as it is.
    public func lineLimit(_ limit: Int?, reservesSpace: Bool) -> ModifiedContent<ModifiedContent<Self, _EnvironmentModifier>, _EnvironmentModifier> {
        lineLimit(limit).textStyling { $0.reservesSpace = reservesSpace }
    }
}

/// The runs of a string literal's Markdown: emphasis, strong emphasis, code, strikethrough
/// and links, nested as written; a delimiter without its closing one, and `\`-escaped
/// punctuation, stay as text.
enum MarkdownRuns {
    private struct State {
        var bold = false
        var italic = false
        var code = false
        var strike = false

        var style: Text.RunStyle {
            var style = Text.RunStyle()
            if bold { style.weight = .bold }
            if italic { style.italic = true }
            if code { style.design = .monospaced }
            if strike { style.strikethrough = Text.TextLine(isActive: true, color: nil) }
            return style
        }
    }

    static func parse(_ source: String) -> [Text.Run] {
        guard source.utf8.contains(where: beginsMarkup) else { return [Text.Run(string: source)] }
        let chars = Array(source)
        var runs: [Text.Run] = []
        var current = ""
        var state = State()
        func flush() {
            if !current.isEmpty { runs.append(Text.Run(string: current, style: state.style)) }
            current = ""
        }
        func starts(_ token: String, at index: Int) -> Bool {
            let token = Array(token)
            return index + token.count <= chars.count && Array(chars[index..<index + token.count]) == token
        }
        func closes(_ token: String, after index: Int) -> Bool {
            var position = index
            while position < chars.count {
                if chars[position] == "\\" {
                    position += 2
                    continue
                }
                if starts(token, at: position) { return position > index }
                position += 1
            }
            return false
        }
        var index = 0
        while index < chars.count {
            let char = chars[index]
            if char == "\\", index + 1 < chars.count, chars[index + 1].isPunctuation || chars[index + 1].isSymbol {
                current.append(chars[index + 1])
                index += 2
                continue
            }
            if state.code {
                if char == "`" {
                    flush()
                    state.code = false
                } else {
                    current.append(char)
                }
                index += 1
                continue
            }
            if char == "`", closes("`", after: index + 1) {
                flush()
                state.code = true
                index += 1
                continue
            }
            if let (token, flag) = delimiter(at: index, chars, starts), toggle(flag, &state, closes(token, after: index + token.count)) {
                flush()
                switch flag {
                case \State.bold: state.bold.toggle()
                case \State.strike: state.strike.toggle()
                default: state.italic.toggle()
                }
                index += token.count
                continue
            }
            if char == "[", let link = link(at: index, chars) {
                flush()
                var style = state.style
                style.color = .tint
                runs.append(Text.Run(string: link.title, style: style))
                index = link.end
                continue
            }
            current.append(char)
            index += 1
        }
        flush()
        return runs.isEmpty ? [Text.Run(string: "")] : runs
    }

    /// Whether `byte` is a character Markdown can begin with (an escape, code, emphasis,
    /// strikethrough or a link); a string with none of them is one plain run.
    private static func beginsMarkup(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "["): true
        default: false
        }
    }

    /// The emphasis delimiter at `index`, if any, and the flag it toggles.
    private static func delimiter(at index: Int, _ chars: [Character], _ starts: (String, Int) -> Bool)
        -> (String, WritableKeyPath<State, Bool>)?
    {
        if starts("**", index) || starts("__", index) { return (String(chars[index...index + 1]), \State.bold) }
        if starts("~~", index) { return ("~~", \State.strike) }
        if chars[index] == "*" { return ("*", \State.italic) }
        // `_` inside a word (snake_case) is not emphasis.
        if chars[index] == "_" {
            let before = index > 0 ? chars[index - 1] : " "
            let after = index + 1 < chars.count ? chars[index + 1] : " "
            if before.isLetter || before.isNumber, after.isLetter || after.isNumber { return nil }
            return ("_", \State.italic)
        }
        return nil
    }

    /// Whether a delimiter toggles its flag: it closes an open one, or opens one that is closed later.
    private static func toggle(_ flag: WritableKeyPath<State, Bool>, _ state: inout State, _ closedLater: Bool) -> Bool {
        state[keyPath: flag] || closedLater
    }

    /// `[title](destination)` at `index`: its title and the index after it.
    private static func link(at index: Int, _ chars: [Character]) -> (title: String, end: Int)? {
        guard let close = chars[(index + 1)...].firstIndex(of: "]"), close + 1 < chars.count, chars[close + 1] == "(",
            let end = chars[(close + 2)...].firstIndex(of: ")")
        else { return nil }
        return (String(chars[(index + 1)..<close]), end + 1)
    }
}
