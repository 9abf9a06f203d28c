// The seed README's Stories code, as it compiles with IntroKit: `import SwiftUI` becomes
// `import IntroUI` + `import Stories`. Samples/DemoPackage builds it and the StoriesTests
// target compiles and tests it (both through a link named SeedStories.swift).
import IntroUI
import Stories

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
struct CustomStoriesValidater: IStoriesValidater {
    static func validate<T>(_ stories: [T]) -> [StoriesError] where T: IStory {
        var errors: [StoriesError] = []
        if let first = stories.first, first.duration < 6 {
            errors.append(StoriesError(description: "The first story is shorter than six seconds"))
        }
        return errors
    }
}

/// The README's widget calls.
func makeWidgets() -> [StoriesWidget<Stories>] {
    [
        StoriesWidget(
            manager: StoriesManager.self,
            stories: Stories.allCases
        ),
        StoriesWidget(
            manager: StoriesManager.self,
            stories: Stories.allCases
        ){ state in
            print("Do something on stories \(state) change")
        },
        StoriesWidget(
            manager: StoriesManager.self,
            stories: Stories.allCases,
            validator: CustomStoriesValidater.self
        ),
    ]
}
