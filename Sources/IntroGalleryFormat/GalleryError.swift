import Foundation

/// Why a gallery could not be built or merged. The CLI words each case in English and Spanish.
public enum GalleryError: Error, Hashable, Sendable {
    /// The file is not JSON, or not a gallery manifest or failure record of this shape.
    case unreadable(source: String, reason: String)
    /// The JSON file is not a gallery manifest.
    case notAManifest(source: String)
    /// The manifest was written by an older or newer IntroKit.
    case unsupportedVersion(source: String, found: Int, supported: Int)
    /// No manifest (or failure record) was found under a folder.
    case nothingFound(folder: String)
    /// The same output (same file, page, device, orientation, scheme, locale, Dynamic Type and
    /// backend) is in more than one source.
    case overlapping(key: String, sources: [String])
    /// Two sources write different outputs to the same path.
    case conflicting(path: String, sources: [String])

    /// A short reason for a decoding error: the JSON path (after `prefix`, where the decoded
    /// part sits in its file) and what was wrong.
    static func describe(_ error: any Error, under prefix: String = "") -> String {
        guard let decoding = error as? DecodingError else { return (prefix.isEmpty ? "" : prefix + ": ") + String(describing: error) }
        func path(_ context: DecodingError.Context) -> String {
            let keys = prefix + context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "" : "\(keys): "
        }
        switch decoding {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return path(context) + context.debugDescription
        case .keyNotFound(let key, let context):
            return path(context) + "missing \"\(key.stringValue)\""
        @unknown default:
            return String(describing: error)
        }
    }
}
