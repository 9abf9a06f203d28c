import Foundation
import IntroSystem

/// Why an asset (an image file, or an asset catalog's `Contents.json`) was refused or could
/// not be read, by any image resolver. Each becomes an error diagnostic whose code the CLI
/// localizes (`diagnostic.<code>`), with the file first and then ``arguments``.
public enum AssetError: Error, Hashable, Sendable {
    /// A FIFO, device, socket or folder where a file was expected.
    case notRegularFile(path: String)
    /// The file could not be opened or read (the system's reason).
    case unreadable(path: String, reason: String)
    /// The file is larger than the byte limit.
    case tooManyBytes(path: String, limit: Int)
    /// A bitmap's header asks for more pixels than the limit.
    case tooManyPixels(path: String, width: Int, height: Int, limit: Int)
    /// An SVG embeds a bitmap with more pixels than the limit.
    case embeddedImageTooLarge(path: String, width: Int, height: Int, limit: Int)
    /// An SVG embeds an image whose size cannot be read before decoding (not a base64 PNG,
    /// JPEG, GIF or SVG).
    case embeddedImageUnsized(path: String)
    /// The decoder rejected the file.
    case undecodable(path: String)

    /// The diagnostic code (`assetNotRegularFile`, …).
    public var code: String {
        switch self {
        case .notRegularFile: "assetNotRegularFile"
        case .unreadable: "assetUnreadable"
        case .tooManyBytes: "assetTooManyBytes"
        case .tooManyPixels: "assetTooManyPixels"
        case .embeddedImageTooLarge: "assetEmbeddedImageTooLarge"
        case .embeddedImageUnsized: "assetEmbeddedImageUnsized"
        case .undecodable: "assetUndecodable"
        }
    }

    /// The file concerned.
    public var path: String {
        switch self {
        case .notRegularFile(let path), .unreadable(let path, _), .tooManyBytes(let path, _),
            .tooManyPixels(let path, _, _, _), .embeddedImageTooLarge(let path, _, _, _), .embeddedImageUnsized(let path),
            .undecodable(let path):
            path
        }
    }

    /// The values of the message after the file: a reason, sizes and limits.
    public var arguments: [String] {
        switch self {
        case .notRegularFile, .embeddedImageUnsized, .undecodable: []
        case .unreadable(_, let reason): [reason]
        case .tooManyBytes(_, let limit): [String(limit)]
        case .tooManyPixels(_, let width, let height, let limit), .embeddedImageTooLarge(_, let width, let height, let limit):
            [String(width), String(height), String(limit)]
        }
    }

    /// An English description (without the file), for callers without the CLI's tables.
    public var englishDescription: String {
        switch self {
        case .notRegularFile: "not a regular file"
        case .unreadable(_, let reason): reason
        case .tooManyBytes(_, let limit): "larger than \(limit) bytes"
        case .tooManyPixels(_, let width, let height, let limit): "\(width)×\(height) pixels, over \(limit)"
        case .embeddedImageTooLarge(_, let width, let height, let limit):
            "embeds a \(width)×\(height)-pixel image, over \(limit)"
        case .embeddedImageUnsized: "embeds an image whose size cannot be checked"
        case .undecodable: "not a valid image"
        }
    }

    /// The error as a render diagnostic: decoding failures warn (a placeholder is drawn),
    /// everything else is an error.
    public var diagnostic: RenderDiagnostic {
        RenderDiagnostic(
            severity: self == .undecodable(path: path) ? .warning : .error, code: code, message: englishDescription,
            subject: path, arguments: arguments)
    }
}

/// Reads asset files without blocking and without reading more than a limit (IntroSystem's
/// `BoundedRead`; this type only names the asset errors).
public enum AssetFile {
    /// The bytes of a regular file of at most `limit` bytes. A FIFO, device or socket is
    /// refused before anything is read (it is opened non-blocking, so a FIFO without a
    /// writer does not hang), and so is a file larger than `limit`.
    public static func contents(of file: URL, limit: Int) throws(AssetError) -> Data {
        let path = file.path
        do {
            return try BoundedRead.contents(ofFile: path, limit: limit)
        } catch {
            switch error {
            case .notRegularFile: throw .notRegularFile(path: path)
            case .tooManyBytes: throw .tooManyBytes(path: path, limit: limit)
            case .notFound, .failed, .timedOut: throw .unreadable(path: path, reason: error.systemReason)
            }
        }
    }
}
