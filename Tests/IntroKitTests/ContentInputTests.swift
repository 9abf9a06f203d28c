import Foundation
import IntroJSON
@testable import IntroKit
import IntroSystem
import Stories
import Testing
import WelcomeSheet

/// Content files read through the library: bounded reads, decoding with warnings kept in the
/// document, and every problem a typed `ContentInputError` the caller words.
@Suite struct ContentInputTests {
    /// A file holding `text` in a fresh folder, as a source named `name`.
    func source(_ text: String, named name: String) throws -> ContentSource {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("content-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return .file(url, named: name)
    }

    @Test func aSheetDecodesWithItsWarningsKept() throws {
        let document = try WelcomeSheetDocument.read(
            source(#"[{"title": "Hi", "rows": [{"imageName": "star", "title": "A"}], "extra": 1}]"#, named: "welcome.fr.json"), limits: ContentLimits())
        #expect(document.pages.map(\.title) == ["Hi"])
        #expect(document.fileName == "welcome.fr.json")
        #expect(document.contentLocale == "fr")
        #expect(document.renderedWarnings().count == 1)
    }

    @Test func aMissingFileIsUnreadable() {
        let missing = ContentSource.file(URL(fileURLWithPath: "/nonexistent/welcome.json"), named: "welcome.json")
        #expect {
            try WelcomeSheetDocument.read(missing, limits: ContentLimits())
        } throws: { error in
            guard case .unreadable(.notFound) = error as? ContentInputError else { return false }
            return true
        }
    }

    @Test func aFileOverTheByteLimitIsRefused() throws {
        let big = try source(#"{"stories": [{"title": "A"}]}"#, named: "stories.json")
        #expect {
            try StoriesFile(big, limits: ContentLimits(bytes: 8))
        } throws: { error in
            guard case .unreadable(.tooManyBytes(let limit)) = error as? ContentInputError else { return false }
            return limit == 8
        }
    }

    @Test func aDecodingFailureNamesTheLimitsItHit() throws {
        let deep = try source("[[[[1]]]]", named: "welcome.json")
        let limits = ContentLimits(parser: JSONParser(maximumDepth: 2))
        #expect {
            try WelcomeSheetDocument.read(deep, limits: limits)
        } throws: { error in
            guard case .sheet(let failure) = error as? ContentInputError else { return false }
            return JSONParser.limitsHit(by: failure.diagnostics) == [.depth] && failure.fileName == "welcome.json"
        }
    }

    @Test func aStoriesFileHasItsTimelineAndOneCycle() throws {
        let file = try StoriesFile(
            source(#"{"strategy": "once", "stories": [{"title": "A", "duration": 2}, {"title": "B", "duration": 3}]}"#, named: "tour.json"),
            limits: ContentLimits())
        #expect(file.document.stories.map(\.title) == ["A", "B"])
        #expect(file.oneCycle == 5)
        #expect {
            try StoriesFile(source(#"{"stories": []}"#, named: "tour.json"), limits: ContentLimits())
        } throws: { error in
            guard case .stories(let failure) = error as? ContentInputError else { return false }
            return failure.errors.count == 1 && JSONParser.limitsHit(by: failure.diagnostics).isEmpty
        }
    }
}
