// The seed README's code, pasted as its users write it with `import SwiftUI` replaced by
// IntroUI. Samples/Stories/SeedStories.swift holds the same code for readers.
import IntroRender
import IntroUI
import Stories
import Testing

/// A coloured full-screen background with a big centred title: the README's `StoryTpl`.
struct StoryTpl<Story: IStory>: View {
    let story: Story
    let color: Color
    let title: String
    @Binding var progress: CGFloat

    init(_ story: Story, _ color: Color, _ title: String, _ progress: Binding<CGFloat>) {
        self.story = story
        self.color = color
        self.title = title
        self._progress = progress
    }

    var body: some View {
        ZStack {
            color
            Text(title)
                .font(.system(size: 96, weight: .bold))
                .foregroundColor(.white)
                .id("storyTpl.title")
        }
    }
}

public enum Stories: IStory {

    case first
    case second
    case third

    @ViewBuilder
    public func builder(progress : Binding<CGFloat>) -> some View {
        switch(self) {
            case .first:  StoryTpl(self, .green,  "1", progress)
            case .second: StoryTpl(self, .brown,  "2", progress)
            case .third:  StoryTpl(self, .purple, "3", progress)
        }
    }

    public var duration: TimeInterval {
        switch self{
            case .first, .third : return 5
            default : return 3
        }
    }

    public var colorScheme: ColorScheme? {
        switch(self) {
            case .first: return .light
            default: return .dark
        }
    }

}

/// The README's custom validator example.
private struct CustomStoriesValidater: IStoriesValidater {
    static func validate<T>(_ stories: [T]) -> [StoriesError] where T: IStory {
        var errors: [StoriesError] = []
        if let first = stories.first, first.duration < 6 {
            errors.append(StoriesError(description: "The first story is shorter than six seconds"))
        }
        return errors
    }
}

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
