import SwiftUI
import d3_stories_instagram

/// The seed README's stories with views of their own; the second one's view traps past half
/// its duration.
public enum SeedStories: IStory {

    case first
    case second
    case third

    @ViewBuilder
    public func builder(progress: Binding<CGFloat>) -> some View {
        switch(self) {
            case .first:  Stripe(color: .green, progress: progress)
            case .second: Fragile(progress: progress)
            case .third:  Stripe(color: .purple, progress: progress)
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

/// A band of colour and, under it, a red stripe `progress` × 300 points wide.
struct Stripe: View {
    let color: Color
    @Binding var progress: CGFloat

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Spacer()
            color.frame(height: 120)
            Color.red.frame(width: 300 * progress, height: 40)
            Spacer().frame(height: 40)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// A story view that cannot draw past half its story.
struct Fragile: View {
    @Binding var progress: CGFloat

    var body: some View {
        precondition(progress < 0.5, "the second story cannot draw past half")
        return Stripe(color: .brown, progress: $progress)
    }
}

#Preview("Widget") {
    StoriesWidget(
        manager: StoriesManager.self,
        stories: SeedStories.allCases
    )
}
