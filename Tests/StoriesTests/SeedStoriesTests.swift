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
            #expect(layout.frame("storyTpl.caption") != nil)
            #expect(layout.frame("storiesBar.segment.4") != nil)
        }
        #expect(withSeconds.manager.state == .ready)
        #expect(withSeconds.stories == [.third, .first])
    }

    @Test func theCustomValidatorAcceptsTheSampleAndRefusesAShortFirstStory() throws {
        let widget = StoriesWidget(
            manager: StoriesManager.self,
            stories: Stories.allCases,
            validator: CustomStoriesValidater.self
        )
        #expect(widget.manager.errors.isEmpty)
        let refused = StoriesWidget(
            manager: StoriesManager.self, stories: [Stories.second, .first], validator: CustomStoriesValidater.self)
        #expect(refused.manager.errors == [.firstStoryTooShort(minimum: 5)])
        let layout = LayoutEngine(measurer: CellTextMeasurer()).layout(
            refused, canvas: Canvas(size: Size(width: 390, height: 844)), environment: EnvironmentValues(colorScheme: .light, locale: "es"))
        #expect(layout.frame("storyTpl.title") == nil)
        #expect(layout.texts.map(\.string) == ["Errores de validación de datos", "La primera historia dura menos de 5 segundos"])
    }

    @Test func theSampleIsUpstreamsFiveStories() {
        #expect(Stories.allCases.map(\.duration) == [5, 3, 5, 3, 3])
        #expect(Stories.allCases.map(\.colorScheme) == [.light, .dark, .dark, .light, .dark])
    }

    @MainActor @Test func theStyledWidgetDrawsItsBarAndUpdatesMainActorState() async throws {
        let status = StoriesStatus()
        let widget = makeStyledWidget(status: status)
        let layout = LayoutEngine(measurer: CellTextMeasurer()).layout(widget, canvas: Canvas(size: Size(width: 393, height: 852)))
        #expect(layout.frame("storiesBar.segment.0")?.height == 4)
        #expect(try await eventually { status.last == .begin })
        widget.manager.suspend()
        #expect(try await eventually { status.pausedAt != nil })
        #expect(status.last == .suspend(status.pausedAt ?? -1))
    }
}
