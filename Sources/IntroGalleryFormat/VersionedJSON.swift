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

    static func decode<Value: Decodable>(
        _ type: Value.Type, from data: Data, format: String, version: Int, source: String
    ) throws(GalleryError) -> Value {
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data)
        } catch {
            throw .unreadable(source: source, reason: GalleryError.describe(error))
        }
        guard header.format == format, let found = header.version else { throw .notAManifest(source: source) }
        guard found == version else { throw .unsupportedVersion(source: source, found: found, supported: version) }
        do {
            return try JSONDecoder().decode(Value.self, from: data)
        } catch {
            throw .unreadable(source: source, reason: GalleryError.describe(error))
        }
    }

    /// Sorted, indented JSON ending in a newline.
    static func encode<Value: Encodable>(_ value: Value) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(value)) ?? Data("{}".utf8)) + Data("\n".utf8)
    }
}
