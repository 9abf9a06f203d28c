import IntroRender
import Foundation
import IntroJSON
import IntroUI
import Testing
import Stories

@Suite struct StoriesJSONTests {
    func decode(_ text: String) -> Result<StoriesDocument, StoriesDecodingFailure> {
        StoriesDocument.decode(data: Data(text.utf8), fileName: "stories.json")
    }

    @Test func everyFieldIsRead() throws {
        let document = try decode("""
            {"strategy": "once", "leeway": 1.5, "current": 1,
             "stories": [{"title": "1", "subtitle": "Hi", "background": "#34C759", "duration": 2,
                          "colorScheme": "light", "imageName": "star.fill"},
                         {"title": "2", "colorScheme": "dark"}],
             "pauses": [{"at": 2, "for": 3}],
             "navigation": [{"at": 4, "action": "next"}, {"at": 5, "action": "previous"}]}
            """).get()
        #expect(document.strategy == .once)
        #expect(document.leeway == 1.5)
        #expect(document.current == 1)
        #expect(document.stories == [
            StoryCard(title: "1", subtitle: "Hi", background: Color(RGBA(rgb: 0x34C759)), duration: 2,
                      colorScheme: .light, imageName: "star.fill"),
            StoryCard(title: "2", background: .background, duration: 5, colorScheme: .dark),
        ])
        #expect(document.pauses == [StoriesPause(at: 2, duration: 3)])
        #expect(document.navigation == [
            StoriesNavigationEvent(at: 4, direction: .next), StoriesNavigationEvent(at: 5, direction: .previous),
        ])
        #expect(document.warnings.isEmpty)
        #expect(try document.timeline().controls.count == 4)
    }

    @Test func onlyStoriesIsRequired() throws {
        let document = try decode(#"{"stories": [{}]}"#).get()
        #expect(document.strategy == .circle)
        #expect(document.leeway == 0)
        #expect(document.current == 0)
        #expect(document.stories == [StoryCard(title: "")])
        #expect(document.pauses.isEmpty && document.navigation.isEmpty)
    }

    @Test func theSampleIsTheSwiftSamplesFiveStoriesForTheCLI() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/Stories/stories.json")
        let document = try StoriesDocument.decode(data: Data(contentsOf: url), fileName: "stories.json").get()
        let swift = Stories.allCases  // Samples/Stories/SeedStories.swift
        #expect(document.stories.map(\.template) == Array(repeating: .upstream, count: 5))
        #expect(document.stories.map(\.title) == ["1", "2", "3", "4", "5"])
        #expect(document.stories.map(\.duration) == swift.map(\.duration))
        #expect(document.stories.map(\.colorScheme) == swift.map(\.colorScheme))
        let colours: [Color] = [.green, .brown, .purple, .yellow, .orange]
        #expect(document.stories.map(\.background) == zip(colours, swift).map { colour, story in
            Color(colour.resolve(in: story.colorScheme ?? .light))
        })
    }

    @Test func theUpstreamTemplateReadsTextAndCaption() throws {
        let text = """
            {"stories": [{"template": "upstream", "text": "7", "caption": "historia", "title": "x"},
                         {"template": "upstream", "text": "8"}]}
            """
        let document = try StoriesDocument.decode(data: Data(text.utf8), fileName: "stories.json").get()
        #expect(document.stories.map(\.title) == ["7", "8"])
        #expect(document.stories.map(\.subtitle) == ["historia", nil])
        #expect(document.renderedWarnings().count == 1)
        #expect(document.renderedWarnings().first?.contains("stories[0].title") == true)
        let frame = StoriesFrame(
            stories: document.stories, timeline: try document.timeline(), at: 1, canvas: Canvas(size: Size(width: 393, height: 852)))
        let layout = LayoutEngine(measurer: CellTextMeasurer()).layout(frame, canvas: Canvas(size: Size(width: 393, height: 852)))
        #expect(layout.texts.map(\.string) == ["7", "historia"])
    }

    @Test func badDurationsAreOneErrorWithANotePerStory() throws {
        let text = """
            {"stories": [{"duration": 0}, {"duration": 2},
                         {"duration": -1}]}
            """
        guard case .failure(let failure) = StoriesDocument.decode(data: Data(text.utf8), fileName: "stories.json") else {
            Issue.record("decoded")
            return
        }
        #expect(failure.renderedLines() == [
            "stories.json:1:27: error: stories[0].duration: Duration must be a positive number greater than zero",
            "stories.json:1:27: note: stories[0].duration: this story's duration is 0",
            "stories.json:2:27: note: stories[2].duration: this story's duration is -1",
        ])
        #expect(failure.errors.count == 1)
        let single = #"{"stories": [{"duration": 0}, {"duration": 2}]}"#
        guard case .failure(let one) = StoriesDocument.decode(data: Data(single.utf8), fileName: "s.json") else {
            Issue.record("decoded")
            return
        }
        #expect(one.renderedLines(locale: "es") == [
            "s.json:1:27: error: stories[0].duration: La duración debe ser un número positivo mayor que cero",
        ])
    }

    @Test func everyErrorIsReportedAtOnceWithPathAndPosition() throws {
        let text = """
            {"strategy": "twice", "leeway": -1, "current": 7,
             "stories": [{"title": 1, "background": "12345", "duration": 0, "colorScheme": "dim",
                          "imageName": ""}],
             "pauses": [{"at": -2, "for": -1}, {"for": 1}],
             "navigation": [{"at": 1, "action": "skip"}], "extra": 1}
            """
        guard case .failure(let failure) = decode(text) else {
            Issue.record("decoded")
            return
        }
        let lines = failure.renderedLines()
        #expect(lines == [
            #"stories.json:5:47: warning: extra: unknown key "extra" is ignored"#,
            #"stories.json:1:14: error: strategy: "twice" is not a valid value: use one of "circle", "once""#,
            "stories.json:1:33: error: leeway: Leeway must be zero or a positive number of seconds",
            "stories.json:2:24: error: stories[0].title: expected a string, found a number",
            #"stories.json:2:41: error: stories[0].background: "12345" is not a colour: use 3, 6 or 8 hex digits (8 = AARRGGBB, alpha first)"#,
            "stories.json:2:62: error: stories[0].duration: Duration must be a positive number greater than zero",
            #"stories.json:2:80: error: stories[0].colorScheme: "dim" is not a valid value: use one of "light", "dark""#,
            #"stories.json:3:28: error: stories[0].imageName: imageName is empty: write an asset name or an SF Symbol name such as "star.fill", or remove the key"#,
            "stories.json:1:48: error: current: current is 7, but it must be the index of a story: a whole number from 0 to the number of stories (1) minus one",
            "stories.json:4:20: error: pauses[0].at: Pause and navigation times must be finite and not negative (got -2)",
            "stories.json:4:31: error: pauses[0].for: A pause must last zero or more seconds (got -1)",
            #"stories.json:4:36: error: pauses[1]: missing required key "at": add it to this object"#,
            #"stories.json:5:37: error: navigation[0].action: "skip" is not a valid value: use one of "next", "previous""#,
        ])
        #expect(failure.errors.count == 12)
        let spanish = failure.renderedLines(locale: "es")
        #expect(spanish[5] == "stories.json:2:62: error: stories[0].duration: La duración debe ser un número positivo mayor que cero")
    }

    @Test func structuralErrors() {
        func messages(_ text: String) -> [String] {
            guard case .failure(let failure) = decode(text) else { return [] }
            return failure.renderedLines()
        }
        #expect(messages("[]") == ["stories.json:1:1: error: expected an object, found an array"])
        #expect(messages("{}") == [#"stories.json:1:1: error: missing required key "stories": add it to this object"#])
        #expect(messages(#"{"stories": []}"#) == ["stories.json:1:13: error: stories: There are no stories"])
        #expect(messages(#"{"stories": [1]}"#) == ["stories.json:1:14: error: stories[0]: expected an object, found a number"])
        #expect(messages(#"{"stories": "#).first?.hasPrefix("stories.json:1:13: error:") == true)
    }
}
