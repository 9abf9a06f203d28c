// Upstream's five-story example, as it compiles with IntroKit: `import SwiftUI` becomes
// `import IntroUI` + `import Stories`, and `StoryTpl` and `CustomStoriesValidater` come
// from the Stories product as they do upstream. Durations are the seed README's (5 s for
// the first and third story, 3 s for the others); the colour schemes are those of
// upstream's example (light for the first and fourth story, dark for the others).
// stories.json beside this file is the same show for the CLI. Samples/DemoPackage builds
// this file and the StoriesTests target compiles and tests it (both through a link named
// SeedStories.swift).
import IntroUI
import Stories

public enum Stories: IStory {

    case first
    case second
    case third
    case fourth
    case fifth

    @ViewBuilder
    public func builder(progress : Binding<CGFloat>) -> some View {
        switch(self) {
            case .first:  StoryTpl(self, .green,  "1", progress)
            case .second: StoryTpl(self, .brown,  "2", progress)
            case .third:  StoryTpl(self, .purple, "3", progress)
            case .fourth: StoryTpl(self, .yellow, "4", progress)
            case .fifth:  StoryTpl(self, .orange, "5", progress)
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
            case .first, .fourth: return .light
            default: return .dark
        }
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

/// UI state that the widget's callback updates: the callback runs on the main actor.
@MainActor final class StoriesStatus {
    var last: StoriesState = .ready
    var pausedAt: CGFloat?
}

/// A widget with upstream's `progressBarConfig:` and a callback that updates UI state.
@MainActor func makeStyledWidget(status: StoriesStatus) -> StoriesWidget<Stories> {
    StoriesWidget(
        manager: StoriesManager.self,
        stories: Stories.allCases,
        progressBarConfig: ProgressBarConfig(height: 4, activeColor: .white)
    ) { state in
        status.last = state
        if case .suspend(let progress) = state { status.pausedAt = progress }
    }
}
