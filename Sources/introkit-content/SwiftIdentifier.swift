/// The Swift name of a content file: `welcome-sheet.es.json` is `welcomeSheetEs`.
enum SwiftIdentifier {
    /// Words of letters and digits, lowerCamelCased; `_` in front of a leading digit;
    /// back-quoted when the name is a keyword; `content` when nothing is left.
    static func forFile(named fileName: String) -> String {
        let stem = fileName.hasSuffix(".json") ? String(fileName.dropLast(".json".count)) : fileName
        let words = stem.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
        guard let first = words.first else { return "content" }
        let name = first.prefix(1).lowercased() + first.dropFirst()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if name.first?.isNumber == true { return "_" + name }
        return keywords.contains(name) ? "`\(name)`" : name
    }

    /// Words that cannot be a property name without back quotes.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any",
        "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try", "Type",
    ]
}
