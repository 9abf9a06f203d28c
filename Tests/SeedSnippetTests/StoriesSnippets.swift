// The Swift snippets of the Stories README (seed 000), verbatim: `import SwiftUI` became
// `import IntroUI` + `import Stories`; each widget call is the body of a function.
// SeedSnippetTests runs them and checks this text against the seed document.
import IntroUI
import Stories

// "1. Stories"
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

// "2. Create stories widget"
func widgetSnippet() -> StoriesWidget<Stories> {
    StoriesWidget(
        manager: StoriesManager.self,
        stories: Stories.allCases
    )
}

// "Stories life circle"
func stateChangeSnippet() -> StoriesWidget<Stories> {
    StoriesWidget(
        manager: StoriesManager.self,
        stories: Stories.allCases                    
    ){ state in
        print("Do something on stories \(state) change")
    }
}

// "Custom stories error handling"
func validatorSnippet() -> StoriesWidget<Stories> {
    StoriesWidget(
        manager: StoriesManager.self,
        stories: Stories.allCases,
        validator: CustomStoriesValidater.self
    )
}
