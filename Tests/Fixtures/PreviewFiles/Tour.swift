import SwiftUI
import d3_stories_instagram

/// Upstream's stories package, imported by its own name: a story enum drawn with its
/// `StoryTpl`, in the package's widget.
enum Tour: IStory {
    case first

    func builder(progress: Binding<CGFloat>) -> some View {
        StoryTpl(self, .orange, "Tour", progress)
    }

    var duration: TimeInterval { 5 }
}

#Preview("Tour") {
    StoriesWidget(manager: StoriesManager.self, stories: Tour.allCases)
}

// The name Card.swift gives a preview too: both are named with their file's in front.
#Preview("Fits", traits: .sizeThatFitsLayout) {
    Text("Tour fits")
}
