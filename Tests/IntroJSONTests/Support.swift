import Foundation
import IntroJSON

/// Renders messages from ``JSONMessages/table`` the way IntroUI's LocalizationTable does.
func localize(_ language: String) -> (String, [String]) -> String {
    { key, arguments in
        var text = JSONMessages.table[key]?[language] ?? key
        for (index, argument) in arguments.enumerated() {
            text = text.replacingOccurrences(of: "{\(index)}", with: argument)
        }
        return text
    }
}

/// Parses or returns the syntax error.
func parse(_ text: String, maximumDepth: Int = JSONParser.defaultMaximumDepth) -> Result<JSONDocument, JSONSyntaxError> {
    Result { () throws(JSONSyntaxError) in try JSONParser(maximumDepth: maximumDepth).parse(text) }
}

/// The syntax error of a text that must not parse.
func syntaxError(_ text: String, maximumDepth: Int = JSONParser.defaultMaximumDepth) -> JSONSyntaxError? {
    if case .failure(let error) = parse(text, maximumDepth: maximumDepth) { error } else { nil }
}

/// The root of a text that must parse.
func root(_ text: String) -> JSONValue? {
    try? parse(text).get().root
}
