import Foundation
import Testing

/// `introkit-content`, the tool behind IntroContentPlugin: diagnostics, generated Swift,
/// escaping. (The demo package compiles and checks the generated code for real.)
@Suite struct PluginContentTests {
    let folder: URL

    init() throws {
        folder = try ChildProcess.temporaryDirectory("content")
    }

    func file(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func generate(_ inputs: [String]) throws -> (ChildProcess.Outcome, source: String?) {
        let output = folder.appendingPathComponent("IntroContent.swift")
        let outcome = try ChildProcess.run(
            ChildProcess.builtTool("introkit-content"), ["--output", output.path] + inputs, in: folder)
        return (outcome, try? String(contentsOf: output, encoding: .utf8))
    }

    @Test func sheetsAndStoriesBecomeTypedConstants() throws {
        let samples = ChildProcess.repository.appendingPathComponent("Samples")
        let (outcome, source) = try generate([
            samples.appendingPathComponent("WelcomeSheet/welcome-sheet.zh-Hans.json").path,
            samples.appendingPathComponent("Stories/stories.json").path,
        ])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let text = try #require(source)
        #expect(text.contains("static let welcomeSheetZhHans: [WelcomeSheetPage] = ["))
        #expect(text.contains("static let stories: StoriesDocument = StoriesDocument(stories: [StoryCard(title: \"1\""))
        #expect(text.contains("欢迎"), "non-ASCII text stays readable")
        #expect(text.contains("strategy: .circle"))
    }

    @Test func errorsAreCompilerStyleLinesAndWriteNothing() throws {
        let sheet = try file("bad.json", "[{\"title\": \"A\",\n  \"rows\": [{\"imageName\": \"star\", \"accentColor\": \"12345\"}]}]")
        let stories = try file("show.json", #"{"stories": [{"duration": 0}]}"#)
        let (outcome, source) = try generate([sheet, stories, folder.appendingPathComponent("missing.json").path])
        #expect(outcome.status == 1)
        #expect(source == nil)
        let lines = outcome.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix(sheet + ":2:") && $0.contains(": error: [0].rows[0].accentColor") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix(stories + ":") && $0.contains("error:") }, "\(lines)")
        #expect(lines.contains { $0.contains("missing.json:1:1: error:") }, "\(lines)")
    }

    @Test func filesWithTheSameSwiftNameAreAnError() throws {
        let first = try file("whats-new.json", #"[{"title": "A", "rows": []}]"#)
        let second = try file("whats_new.json", #"[{"title": "B", "rows": []}]"#)
        let (outcome, _) = try generate([first, second])
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("IntroContent.whatsNew"), "\(outcome.stderr)")
    }

    @Test func stringsAreEscapedForSwift() throws {
        let input = try file("default.json", #"[{"title": "a\"b\\c\n\u2028\u200F\u0000\\(x)", "rows": []}]"#)
        let (outcome, source) = try generate([input])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let text = try #require(source)
        #expect(text.contains(#"static let `default`: [WelcomeSheetPage]"#))
        #expect(text.contains(#"title: "a\"b\\c\n\u{2028}\u{200F}\u{0}\\(x)""#), "\(text)")
    }

    @Test func wrongArgumentsPrintTheUsage() throws {
        let outcome = try ChildProcess.run(ChildProcess.builtTool("introkit-content"), ["in.json"], in: folder)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("usage: introkit-content --output"))
    }
}
