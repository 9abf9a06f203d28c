import Foundation
import IntroJSON
import IntroUI

/// Pages decode from and encode to upstream's JSON format with `JSONDecoder` and
/// `JSONEncoder`, as upstream's "Decodable support" shows:
///
/// ```swift
/// let pages = try JSONDecoder().decode([WelcomeSheetPage].self, from: data)
/// ```
///
/// The keys, rules and defaults are ``WelcomeSheetDocument``'s (``WelcomeSheetSchema``):
/// a bad value throws a `DecodingError` whose coding path leads to it and whose debug
/// description is the document's English message. `WelcomeSheetDocument.decode` remains
/// the rich path: every problem at once, localized, with line:column and warnings.
extension WelcomeSheetPage: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: WelcomeSheetSchema.PageKey.self)
        self = WelcomeSheetSchema.page(
            title: try container.decode(String.self, forKey: .title),
            rows: try container.decode([WelcomeSheetPageRow].self, forKey: .rows),
            mainButtonTitle: try container.decodeIfPresent(String.self, forKey: .mainButtonTitle),
            accentColor: try container.decodeIfPresent(SchemaColor.self, forKey: .accentColor)?.color,
            backgroundColor: try container.decodeIfPresent(SchemaColor.self, forKey: .backgroundColor)?.color,
            optionalButtonTitle: try container.decodeIfPresent(String.self, forKey: .optionalButtonTitle),
            optionalButtonURL: try container.decodeIfPresent(String.self, forKey: .optionalButtonURL).map {
                try WelcomeSheetSchema.url($0).decoded(forKey: .optionalButtonURL, in: container)
            },
            isShowingOptionalButton: try container.decodeIfPresent(Bool.self, forKey: .isShowingOptionalButton))
    }

    /// Writes the keys ``WelcomeSheetDocument/encoded()`` writes; the action is not written.
    public func encode(to encoder: any Encoder) throws {
        try PageEncoder.page(self).encode(to: encoder)
    }
}

extension WelcomeSheetPageRow: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: WelcomeSheetSchema.RowKey.self)
        let imageName = try container.decode(String.self, forKey: .imageName)
        self = WelcomeSheetSchema.row(
            imageName: try WelcomeSheetSchema.imageName(imageName).decoded(forKey: .imageName, in: container),
            title: try container.decodeIfPresent(String.self, forKey: .title),
            content: try container.decodeIfPresent(String.self, forKey: .content),
            accentColor: try container.decodeIfPresent(SchemaColor.self, forKey: .accentColor)?.color)
    }

    /// Writes `imageName` (also for rows made with `imageSystemName:`), `accentColor` when
    /// set, `title` and `content`.
    public func encode(to encoder: any Encoder) throws {
        try PageEncoder.row(self).encode(to: encoder)
    }
}

/// A colour as the JSON writes it: a hex string, or `{"light": hex, "dark": hex}`.
private struct SchemaColor: Decodable {
    let color: Color

    init(from decoder: any Decoder) throws {
        if let container = try? decoder.singleValueContainer(), let hex = try? container.decode(String.self) {
            color = Color(try WelcomeSheetSchema.rgba(hex: hex).decoded(in: container))
            return
        }
        guard let container = try? decoder.container(keyedBy: WelcomeSheetSchema.ColorKey.self) else {
            let expected = WelcomeSheetStrings.localize("welcomeSheet.json.type.color", locale: "en", [])
            throw DecodingError.typeMismatch(
                Color.self, DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "Expected \(expected)"))
        }
        func scheme(_ key: WelcomeSheetSchema.ColorKey) throws -> RGBA {
            try WelcomeSheetSchema.rgba(hex: try container.decode(String.self, forKey: key)).decoded(forKey: key, in: container)
        }
        color = Color(light: try scheme(.light), dark: try scheme(.dark))
    }
}

extension Result where Failure == WelcomeSheetSchema.Violation {
    /// The value, or the violation as a `DecodingError` at a key of `container`.
    fileprivate func decoded<Key: CodingKey>(forKey key: Key, in container: KeyedDecodingContainer<Key>) throws -> Success {
        try get(orThrow: { DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: $0) })
    }

    /// The value, or the violation as a `DecodingError` at `container`'s path.
    fileprivate func decoded(in container: any SingleValueDecodingContainer) throws -> Success {
        try get(orThrow: { DecodingError.dataCorruptedError(in: container, debugDescription: $0) })
    }

    private func get(orThrow error: (String) -> DecodingError) throws -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let violation): throw error(violation.englishDescription)
        }
    }
}
