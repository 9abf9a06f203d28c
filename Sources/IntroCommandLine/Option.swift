/// How the text given after an option becomes a typed value, and how a value reads in help.
public struct ValueParser<Value: Sendable>: Sendable {
    /// The placeholder in help and usage (`N`, `light|dark`).
    public let valueName: String
    /// Converts one given text; `option` is the spelling on the command line, for the error.
    public let parse: @Sendable (_ text: String, _ option: String) throws(UsageProblem) -> Value
    /// How a value (the default) reads in help; nil when it has no short spelling.
    public let describe: @Sendable (Value) -> String?

    /// A parser; `describe` gives the spelling of a default in help.
    public init(
        _ valueName: String, describe: @escaping @Sendable (Value) -> String? = { _ in nil },
        parse: @escaping @Sendable (_ text: String, _ option: String) throws(UsageProblem) -> Value
    ) {
        self.valueName = valueName
        self.parse = parse
        self.describe = describe
    }

    /// The same parser for an option that may be absent.
    public var optional: ValueParser<Value?> {
        let (parse, describe) = (parse, describe)
        return ValueParser<Value?>(valueName, describe: { $0.flatMap(describe) }) { text, option throws(UsageProblem) in
            try parse(text, option)
        }
    }
}

/// How the default of an option reads in help.
public enum DefaultHelp: Sendable, Equatable {
    /// No default is shown (flags, required options, options that are simply absent).
    case none
    /// A value as the user would type it (`png`, `1`): shown as is in every language.
    case value(String)
    /// A description in English (`the number of cores`), which help translates (``CommandWording``).
    case described(String)
}

/// The identity of one option declaration: parsed values are stored under it, so two
/// declarations never share a value, whatever their names and types.
public final class OptionIdentity: Sendable {}

/// An option as every command sees it, whatever its value type: what parsing and help need.
public protocol OptionDeclaration: Sendable {
    /// Which declaration it is (values are stored by it, not by name).
    var identity: OptionIdentity { get }
    /// The long name without dashes.
    var name: String { get }
    /// A one-letter alias without the dash (`o` for `-o`).
    var short: Character? { get }
    /// The placeholder of its value; nil for a flag.
    var valueName: String? { get }
    /// What it does, in English (help translates it: ``CommandWording``).
    var help: String { get }
    /// How its default reads in help.
    var defaultHelp: DefaultHelp { get }
    /// Whether the command refuses to run without it.
    var isRequired: Bool { get }
    /// Whether giving it again adds values instead of replacing the value.
    var isRepeatable: Bool { get }
    /// Parses one occurrence (`text` is empty for a flag) and stores the value in `values`.
    func accept(_ text: String, spelled: String, into values: inout [ObjectIdentifier: any Sendable]) throws(UsageProblem)
}

extension OptionDeclaration {
    /// The key its value is stored under.
    public var key: ObjectIdentifier { ObjectIdentifier(identity) }
}

/// The options of a command, checked when it is declared: two options of one name or one
/// short alias (global options included) would make the command line ambiguous.
public enum OptionDeclarations {
    /// The spellings (`--page`, `-o`) that more than one of `options` declares, sorted.
    public static func duplicates(_ options: [any OptionDeclaration]) -> [String] {
        let spellings = options.flatMap { option in ["--" + option.name] + (option.short.map { ["-\($0)"] } ?? []) }
        return Dictionary(grouping: spellings) { $0 }.filter { $0.value.count > 1 }.keys.sorted()
    }
}

/// One option, declared once: name, help, typed default and parser. Commands read its value
/// with `arguments[option]`, already parsed and checked, or the default when not given.
public struct Option<Value: Sendable>: OptionDeclaration {
    public let identity = OptionIdentity()
    public let name: String
    public let short: Character?
    public let valueName: String?
    public let help: String
    public let defaultHelp: DefaultHelp
    public let isRequired: Bool
    public let isRepeatable: Bool
    /// The value when the option is not given (evaluated when read: a default may depend on
    /// what is registered or on the machine).
    public let defaultValue: @Sendable () -> Value
    private let combine: @Sendable (_ current: Value?, _ text: String, _ option: String) throws(UsageProblem) -> Value

    public func accept(_ text: String, spelled: String, into values: inout [ObjectIdentifier: any Sendable]) throws(UsageProblem) {
        values[key] = try combine(values[key] as? Value, text, spelled)
    }

    /// An option with one value (the last one given wins). The default shows in help as
    /// `shown`, else as the parser spells it.
    public init(
        _ name: String, short: Character? = nil, _ parser: ValueParser<Value>,
        default value: @autoclosure @escaping @Sendable () -> Value, shown: DefaultHelp? = nil, help: String
    ) {
        let parse = parser.parse
        self.init(
            name: name, short: short, valueName: parser.valueName, help: help,
            defaultHelp: shown ?? parser.describe(value()).map(DefaultHelp.value) ?? .none, isRequired: false,
            isRepeatable: false, defaultValue: value
        ) { _, text, option throws(UsageProblem) in try parse(text, option) }
    }

    /// An option that may be given several times; each value adds to those before.
    public init<Element>(
        repeatable name: String, _ parser: ValueParser<[Element]>, default value: [Element], shown: DefaultHelp, help: String
    ) where Value == [Element] {
        let parse = parser.parse
        self.init(
            name: name, short: nil, valueName: parser.valueName, help: help, defaultHelp: shown,
            isRequired: false, isRepeatable: true, defaultValue: { value }
        ) { current, text, option throws(UsageProblem) in (current ?? []) + (try parse(text, option)) }
    }

    /// An option without a default that the command needs (read with `arguments[required:]`).
    public init<Wrapped>(required name: String, short: Character? = nil, _ parser: ValueParser<Wrapped>, help: String)
    where Value == Wrapped? {
        let parse = parser.parse
        self.init(
            name: name, short: short, valueName: parser.valueName, help: help, defaultHelp: .none, isRequired: true,
            isRepeatable: false, defaultValue: { nil }
        ) { _, text, option throws(UsageProblem) in try parse(text, option) }
    }

    private init(
        name: String, short: Character?, valueName: String?, help: String, defaultHelp: DefaultHelp, isRequired: Bool,
        isRepeatable: Bool, defaultValue: @escaping @Sendable () -> Value,
        combine: @escaping @Sendable (Value?, String, String) throws(UsageProblem) -> Value
    ) {
        (self.name, self.short, self.valueName, self.help) = (name, short, valueName, help)
        (self.defaultHelp, self.isRequired, self.isRepeatable) = (defaultHelp, isRequired, isRepeatable)
        self.defaultValue = defaultValue
        self.combine = combine
    }
}

extension Option where Value == Bool {
    /// A flag: true when given.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> Option<Bool> {
        Option(
            name: name, short: short, valueName: nil, help: help, defaultHelp: .none, isRequired: false,
            isRepeatable: false, defaultValue: { false }
        ) { _, _, _ in true }
    }
}

/// The positional arguments of a command: their placeholder and how many it takes.
public struct Positionals: Sendable {
    /// The placeholder in usage (`FILE.json`).
    public let name: String
    /// How many it accepts.
    public let count: ClosedRange<Int>

    /// Positional arguments named `name` in usage, as many as `count`.
    public init(name: String, count: ClosedRange<Int>) {
        (self.name, self.count) = (name, count)
    }

    /// No positional argument.
    public static let none = Positionals(name: "", count: 0...0)
    /// Exactly one.
    public static func one(_ name: String) -> Positionals { Positionals(name: name, count: 1...1) }
    /// One or more.
    public static func oneOrMore(_ name: String) -> Positionals { Positionals(name: name, count: 1...Int.max) }

    /// How they read in usage: `FILE.json`, `FILE.json…`, or nothing.
    public var usage: String? {
        count.upperBound == 0 ? nil : count.upperBound > 1 ? name + "…" : name
    }
}
