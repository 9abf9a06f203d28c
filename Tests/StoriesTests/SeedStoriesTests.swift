// The seed README's Stories code (`import SwiftUI` replaced by IntroUI) is compiled here
// from Samples/Stories/SeedStories.swift itself, linked into this target as SeedStories.swift.
import IntroRender
import IntroUI
import Stories
import Testing

@Suite struct SeedStoriesTests {
    @Test func theReadmeWidgetCallsCompileAndShowTheFirstStory() throws {
        let widget = StoriesWidget(
            manager: StoriesManager.self,
            stories: Stories.allCases
        )
        let withClosure = StoriesWidget(
            manager: StoriesManager.self,
            stories: Stories.allCases,
            strategy: .once,
            leeway: .seconds(0)
        ){ state in
            print("Do something on stories \(state) change")
        }
        let withSeconds = StoriesWidget(manager: StoriesManager.self, stories: [Stories.third, .first], leeway: 1)

        for candidate in [widget, withClosure] {
            let layout = LayoutEngine(measurer: CellTextMeasurer()).layout(candidate, canvas: Canvas(size: Size(width: 393, height: 852)))
            #expect(layout.frame("storyTpl.title") != nil)
            #expect(layout.frame("storiesBar.segment.2") != nil)
        }
        #expect(withSeconds.manager.state == .ready)
        #expect(withSeconds.stories == [.third, .first])
    }

    @Test func theCustomValidatorShowsTheErrorViewInsteadOfTheStories() throws {
        let widget = StoriesWidget(
            manager: StoriesManager.self,
            stories: Stories.allCases,
            validator: CustomStoriesValidater.self
        )
        #expect(widget.manager.errors == [.custom("The first story is shorter than six seconds")])
        let layout = LayoutEngine(measurer: CellTextMeasurer()).layout(
            widget, canvas: Canvas(size: Size(width: 390, height: 844)), environment: EnvironmentValues(colorScheme: .light, locale: "es"))
        #expect(layout.frame("storyTpl.title") == nil)
        #expect(layout.texts.map(\.string) == ["Errores de validación de datos", "The first story is shorter than six seconds"])
    }
}
