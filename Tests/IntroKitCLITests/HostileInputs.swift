import Foundation

/// The big hostile inputs, made at run time instead of being committed: each is written into
/// a test's folder under its ``fileName``.
enum GeneratedInput: String, CaseIterable, Sendable {
    case sheetNesting = "sheet-nesting-100000.json"
    case storiesNesting = "stories-nesting-100000.json"
    case sheetRows = "sheet-rows-10000.json"
    case sheetPages = "sheet-pages-1000.json"
    case sheetLongWord = "sheet-word-100000.json"
    case storiesLongWord = "stories-word-100000.json"
    case storiesMany = "stories-100000.json"
    case storiesNavigation = "stories-navigation-5000.json"
    case sheetWideObject = "sheet-keys-100000.json"
    case sheetInFolderA = "a/sheet.json"
    case sheetInFolderB = "b/sheet.json"
    case svg50MB = "svg-50mb.svg"

    var fileName: String { rawValue }

    /// The file's bytes.
    var data: Data {
        Data(text.utf8)
    }

    private var text: String {
        switch self {
        case .sheetNesting:
            return String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        case .storiesNesting:
            return #"{"stories": "# + String(repeating: #"{"a": "#, count: 100_000) + "1"
                + String(repeating: "}", count: 100_001)
        case .sheetRows:
            let rows = (0..<10_000).map { #"{"imageName": "star.fill", "title": "Row \#($0)", "content": "Text \#($0)"}"# }
            return #"[{"title": "Ten thousand rows", "rows": ["# + rows.joined(separator: ",") + "]}]"
        case .sheetPages:
            let page = #"{"title": "Page", "rows": [{"imageName": "star.fill", "title": "Row", "content": "Text"}]}"#
            return "[" + Array(repeating: page, count: 1_000).joined(separator: ",") + "]"
        case .sheetLongWord:
            return #"[{"title": ""# + Self.word + #"", "rows": []}]"#
        case .storiesLongWord:
            return #"{"stories": [{"title": "A", "subtitle": ""# + Self.word + #""}]}"#
        case .storiesMany:
            let story = #"{"title": "S", "duration": 1}"#
            return #"{"strategy": "once", "stories": ["# + Array(repeating: story, count: 100_000).joined(separator: ",") + "]}"
        case .storiesNavigation:
            let taps = (0..<5_000).map { #"{"at": \#(Double($0) * 0.01), "action": "\#($0 % 3 == 0 ? "previous" : "next")"}"# }
            return #"{"stories": [{"duration": 2}, {"duration": 3}, {"duration": 1}], "navigation": ["#
                + taps.joined(separator: ",") + "]}"
        case .sheetInFolderA, .sheetInFolderB:
            return #"[{"title": "Same name", "rows": []}]"#
        case .svg50MB:
            // One million small shapes, 50 MB: librsvg took 2.0 GB on it.
            let shape = #"<rect x="1" y="1" width="3" height="3" fill="red"/>"# + "\n"
            return #"<svg xmlns="http://www.w3.org/2000/svg" width="37" height="37">"#
                + String(repeating: shape, count: 50_000_000 / shape.utf8.count) + "</svg>\n"
        case .sheetWideObject:
            let members = (0..<100_000).map { #""k\#($0)": \#($0)"# }
            return #"[{"title": "Wide", "rows": [], "#  + members.joined(separator: ",") + "}]"
        }
    }

    /// A 100,000-character word.
    private static let word = String(repeating: "abcdefghij", count: 10_000)
}
