import Foundation

extension ValueParser where Value == String {
    /// Any text, such as a path.
    public static func string(_ valueName: String) -> ValueParser<String> {
        ValueParser(valueName, describe: { $0 }) { text, _ in text }
    }
}

extension ValueParser where Value == [String] {
    /// Names separated by commas (`de,ja`); only commas or blanks is a usage problem.
    public static func list(_ valueName: String) -> ValueParser<[String]> {
        ValueParser(valueName, describe: { _ in nil }) { text, option throws(UsageProblem) in
            let names = commaList(text)
            guard !names.isEmpty else { throw .emptyList(option: option) }
            return names
        }
    }

    /// The names in one value of a list option (`--locale de,ja`, `--device iphone-se,ipads`):
    /// split at commas, blanks trimmed, empty ones dropped.
    public static func commaList(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

extension ValueParser where Value == Int {
    /// 1, 2, 3, …
    public static let positiveInteger = ValueParser("N", describe: { String($0) }) { text, option throws(UsageProblem) in
        guard let number = Int(text), number >= 1 else {
            throw .invalidValue(option: option, value: text, valid: ["1, 2, 3, …"])
        }
        return number
    }

    /// 1 … `ceiling`; a larger number — digits too many for an Int included — is a usage
    /// problem naming the ceiling.
    public static func positiveInteger(ceiling: Int) -> ValueParser<Int> {
        let parse = positiveInteger.parse
        return ValueParser("N", describe: { String($0) }) { text, option throws(UsageProblem) in
            let tooLong = Int(text) == nil && !text.isEmpty && text.allSatisfy { ("0"..."9").contains($0) }
            guard !tooLong else { throw .aboveCeiling(option: option, value: text, ceiling: ceiling) }
            let number = try parse(text, option)
            guard number <= ceiling else { throw .aboveCeiling(option: option, value: text, ceiling: ceiling) }
            return number
        }
    }
}

extension ValueParser where Value: Equatable {
    /// One of a few words (case-insensitive), in the order given; the placeholder lists them.
    public static func choice(_ pairs: [(String, Value)]) -> ValueParser<Value> {
        let words = pairs.map(\.0)
        return ValueParser(words.joined(separator: "|"), describe: { value in pairs.first { $0.1 == value }?.0 }) {
            text, option throws(UsageProblem) in
            guard let match = pairs.first(where: { $0.0.lowercased() == text.lowercased() }) else {
                throw .invalidValue(option: option, value: text, valid: words.sorted())
            }
            return match.1
        }
    }
}

extension ValueParser where Value: RawRepresentable & CaseIterable & Equatable, Value.RawValue == String {
    /// The cases of a string enum, by raw value.
    public static var cases: ValueParser<Value> {
        choice(Value.allCases.map { ($0.rawValue, $0) })
    }
}
