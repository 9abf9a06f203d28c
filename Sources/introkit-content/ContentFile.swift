import Foundation
import IntroJSON
import Stories
import WelcomeSheet

/// One JSON content file, decoded: Welcome Sheet pages or a Stories document.
///
/// What a file holds is told by its content: a top-level object is a Stories document
/// (`{"stories": [ … ]}`), anything else is read as Welcome Sheet pages (`[ … ]`), so a
/// mistake at the top level is reported by the Welcome Sheet decoder.
enum ContentValue {
    /// Welcome Sheet pages.
    case welcome([WelcomeSheetPage])
    /// A Stories document that passed validation (there are stories, durations are positive).
    case stories(StoriesDocument)
}

/// The result of reading a content file: its value (nil when it has errors) and every
/// diagnostic as a `file:line:column: severity: …` line.
struct ContentFile {
    /// The file's path, as given and as printed in diagnostics.
    let path: String
    /// The decoded value, or nil when there are errors.
    let value: ContentValue?
    /// Errors and warnings, one line each.
    let diagnostics: [String]

    /// The largest file read, in bytes: content files are small; this keeps a wrong path
    /// (a video, a log) from being loaded whole.
    static let maximumBytes = 16 * 1024 * 1024

    /// Reads and decodes a file; never throws: every problem becomes a diagnostic.
    init(path: String) {
        self.path = path
        let data: Data
        do {
            data = try Self.read(path)
        } catch {
            (value, diagnostics) = (nil, ["\(path):1:1: error: \(error.message)"])
            return
        }
        if Self.isStoriesDocument(data) {
            (value, diagnostics) = Self.decodeStories(data, path: path)
        } else {
            (value, diagnostics) = Self.decodeWelcome(data, path: path)
        }
    }

    /// Whether the text's top-level value is an object without `"pages"` (a Stories
    /// document; `{"locale": …, "pages": [ … ]}` is Welcome Sheet pages).
    static func isStoriesDocument(_ data: Data) -> Bool {
        guard let document = try? JSONParser().parse(data), let members = document.root.objectMembers else {
            return false
        }
        return !members.contains { $0.key == "pages" }
    }

    private static func decodeWelcome(_ data: Data, path: String) -> (ContentValue?, [String]) {
        switch WelcomeSheetDocument.decode(data: data, fileName: path) {
        case .success(let document): (.welcome(document.pages), document.renderedWarnings())
        case .failure(let failure): (nil, failure.renderedLines())
        }
    }

    private static func decodeStories(_ data: Data, path: String) -> (ContentValue?, [String]) {
        switch StoriesDocument.decode(data: data, fileName: path) {
        case .failure(let failure):
            return (nil, failure.renderedLines())
        case .success(let document):
            do {
                _ = try document.timeline()
                return (.stories(document), document.renderedWarnings())
            } catch {
                let errors = error.errors.map { "\(path):1:1: error: \($0.description(locale: "en"))" }
                return (nil, document.renderedWarnings() + errors)
            }
        }
    }

    private static func read(_ path: String) throws(ReadError) -> Data {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw ReadError(message: "cannot read the file") }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maximumBytes + 1) else { return Data() }
        guard data.count <= maximumBytes else {
            throw ReadError(message: "the file is larger than \(maximumBytes) bytes: is it content JSON?")
        }
        return data
    }

    /// Why a file could not be read.
    struct ReadError: Error {
        /// What went wrong, in a sentence.
        let message: String
    }
}
