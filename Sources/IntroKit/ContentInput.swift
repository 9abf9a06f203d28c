import Foundation
import IntroJSON
import IntroSystem
import Stories
import WelcomeSheet

/// Where a content file is read from: a file, or standard input.
public struct ContentSource: Sendable, Hashable {
    /// The name messages give the content: the path as the user wrote it, `<stdin>`.
    public let name: String
    /// The file read; nil for standard input.
    public let url: URL?

    /// The file at `url`, called `name` in messages.
    public static func file(_ url: URL, named name: String) -> ContentSource { ContentSource(name: name, url: url) }

    /// Standard input, read until it ends.
    public static let standardInput = ContentSource(name: "<stdin>", url: nil)

    /// The same source, called `name` in messages.
    public func named(_ name: String) -> ContentSource { ContentSource(name: name, url: url) }

    /// The bytes, at most `limits.bytes`: a file must be a regular file (IntroSystem's
    /// `BoundedRead`); standard input is given up on after `limits.readTimeout` seconds
    /// without a byte.
    public func read(_ limits: ContentLimits) throws(FileReadError) -> Data {
        guard let url else { return try BoundedRead.contents(of: STDIN_FILENO, limit: limits.bytes, idleTimeout: limits.readTimeout) }
        return try BoundedRead.contents(ofFile: url.path, limit: limits.bytes)
    }
}

/// What a content file may hold: its size in bytes, how long standard input may stay
/// silent, and the parser's nesting depth and string length (see docs/limits.md).
public struct ContentLimits: Sendable {
    /// The largest content file read by default (16 MiB).
    public static let defaultBytes = 16 << 20
    /// The longest string by default, in characters.
    public static let defaultTextLength = 10_000
    /// How long standard input may send nothing by default, in seconds.
    public static let defaultReadTimeout = 60

    /// The most bytes read.
    public var bytes: Int
    /// How long standard input may send nothing, in seconds.
    public var readTimeout: Int
    /// A parser with the depth and string-length limits.
    public var parser: JSONParser

    /// Limits, by default the defaults.
    public init(
        bytes: Int = defaultBytes, readTimeout: Int = defaultReadTimeout,
        parser: JSONParser = JSONParser(maximumStringLength: defaultTextLength)
    ) {
        self.bytes = bytes
        self.readTimeout = readTimeout
        self.parser = parser
    }
}

/// Why a content file gave no content. Each case carries values a tool words itself.
public enum ContentInputError: Error, Sendable {
    /// The file could not be read.
    case unreadable(FileReadError)
    /// A Welcome Sheet file that does not decode: every error and warning.
    case sheet(WelcomeSheetDecodingFailure)
    /// A stories file that does not decode: every error and warning.
    case stories(StoriesDecodingFailure)
    /// A stories file that decodes (the document, with its warnings) but whose show is not
    /// valid.
    case invalidShow(StoriesDocument, StoriesValidationError)
}

extension WelcomeSheetDocument {
    /// Reads and decodes a Welcome Sheet file within `limits`; its warnings stay in the
    /// document's `warnings`.
    public static func read(_ source: ContentSource, limits: ContentLimits) throws(ContentInputError) -> WelcomeSheetDocument {
        let data: Data
        do { data = try source.read(limits) } catch { throw .unreadable(error) }
        switch decode(data: data, fileName: source.name, parser: limits.parser) {
        case .success(let document): return document
        case .failure(let failure): throw .sheet(failure)
        }
    }
}

/// A Stories JSON file as the stories commands play it: decoded, validated, with its
/// timeline.
public struct StoriesFile: Sendable {
    /// The document, with its warnings.
    public let document: StoriesDocument
    /// The show the document scripts.
    public let timeline: StoriesTimeline

    /// Reads, decodes and validates a stories file within `limits`.
    public init(_ source: ContentSource, limits: ContentLimits) throws(ContentInputError) {
        let data: Data
        do { data = try source.read(limits) } catch { throw .unreadable(error) }
        switch StoriesDocument.decode(data: data, fileName: source.name, parser: limits.parser) {
        case .success(let document):
            do { timeline = try document.timeline() } catch { throw .invalidShow(document, error) }
            self.document = document
        case .failure(let failure):
            throw .stories(failure)
        }
    }

    /// The end of one cycle (the finish under `once`); when the show never gets there (a
    /// pause that never ends), the time of the last scripted control.
    public var oneCycle: Double {
        timeline.firstCycleEnd ?? timeline.controls.last?.time ?? document.leeway
    }
}
