import Foundation

/// Reads the JSON files IntroKit writes for the gallery: a `format` name and a `version`
/// are checked before the whole file is decoded, so a file from an older or newer IntroKit
/// gets a clear message rather than a decoding error.
enum VersionedJSON {
    /// The two members read first.
    private struct Header: Decodable {
        var format: String?
        var version: Int?
    }

    /// The header, and the whole value only when the header is the one expected: one decoding
    /// pass, so a large manifest is scanned once.
    private struct Checked<Value: Decodable>: Decodable {
        static var expectedKey: CodingUserInfoKey { CodingUserInfoKey(rawValue: "IntroKit.VersionedJSON.expected")! }

        let header: Header
        let value: Value?

        init(from decoder: any Decoder) throws {
            header = try Header(from: decoder)
            let expected = decoder.userInfo[Self.expectedKey] as? Expected
            value = header.format == expected?.format && header.version == expected?.version ? try Value(from: decoder) : nil
        }
    }

    private struct Expected {
        let format: String
        let version: Int
    }

    static func decode<Value: Decodable>(
        _ type: Value.Type, from data: Data, format: String, version: Int, source: String
    ) throws(GalleryError) -> Value {
        let checked: Checked<Value>
        do {
            let decoder = JSONDecoder()
            decoder.userInfo[Checked<Value>.expectedKey] = Expected(format: format, version: version)
            checked = try decoder.decode(Checked<Value>.self, from: data)
        } catch {
            throw .unreadable(source: source, reason: GalleryError.describe(error))
        }
        guard checked.header.format == format, let found = checked.header.version else { throw .notAManifest(source: source) }
        guard found == version, let value = checked.value else {
            throw .unsupportedVersion(source: source, found: found, supported: version)
        }
        return value
    }

    /// Sorted, indented JSON ending in a newline.
    static func encode<Value: Encodable>(_ value: Value) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(value)) ?? Data("{}".utf8)) + Data("\n".utf8)
    }
}
