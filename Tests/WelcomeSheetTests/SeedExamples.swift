// The Welcome Sheet README's (seed 004) values, from its snippets as SeedSnippetTests holds
// them verbatim (linked into this target as WelcomeSheetSnippets.swift).
import Foundation
import IntroUI
import WelcomeSheet

enum SeedExamples {
    /// From "SwiftUI" (the same array appears under "UIKit").
    static let pages = SwiftUISnippet.ContentView().pages

    /// From "示例" (Example).
    enum Example {
        static let pages = ExampleSnippet.ContentView().pages
    }

    /// From "WelcomeSheetPage" (rows elided in the README) and "WelcomeSheetPageRow".
    static let page = ModelSnippets.page
    static let row = ModelSnippets.row
}

/// Reads a file of Samples/WelcomeSheet.
func sample(_ name: String) throws -> Data {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    return try Data(contentsOf: root.appendingPathComponent("Samples/WelcomeSheet/\(name)"))
}

/// Decodes a JSON text.
func decode(_ text: String, fileName: String = "welcome.json") -> Result<WelcomeSheetDocument, WelcomeSheetDecodingFailure> {
    WelcomeSheetDocument.decode(data: Data(text.utf8), fileName: fileName)
}

/// The failure's lines in English, or [] when the text decodes.
func problems(_ text: String, locale: String = "en") -> [String] {
    if case .failure(let failure) = decode(text) { failure.renderedLines(locale: locale) } else { [] }
}
