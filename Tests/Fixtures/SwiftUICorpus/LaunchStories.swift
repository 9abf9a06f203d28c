import SwiftUI
import d3_stories_instagram

/// The stories shown on first launch, with the app's own story views instead of the
/// package's `StoryTpl`.
public enum LaunchStories: IStory {

    case welcome
    case checklists
    case sharing

    @ViewBuilder
    public func builder(progress: Binding<CGFloat>) -> some View {
        switch self {
        case .welcome:
            WelcomeStory(progress: progress)
        case .checklists:
            ChecklistStory(progress: progress)
        case .sharing:
            SharingStory(progress: progress)
        }
    }

    public var duration: TimeInterval {
        switch self {
        case .welcome: return 4
        case .checklists, .sharing: return 6
        }
    }

    public var colorScheme: ColorScheme? {
        switch self {
        case .welcome: return .dark
        default: return nil
        }
    }
}

struct WelcomeStory: View {
    @Binding var progress: CGFloat

    var body: some View {
        ZStack {
            LinearGradient(
                colors: [Color(red: 0.10, green: 0.12, blue: 0.35), Color(red: 0.45, green: 0.20, blue: 0.60)],
                startPoint: .top, endPoint: .bottom
            )
            .ignoresSafeArea()

            VStack(spacing: 16) {
                Image(systemName: "checkmark.seal.fill")
                    .font(.system(size: 80))
                    .foregroundStyle(.white)
                    .scaleEffect(0.8 + 0.2 * progress)
                Text("Hello, Listly")
                    .font(.largeTitle.weight(.bold))
                    .foregroundColor(.white)
                Text("Lists that keep up with you.")
                    .font(.title3)
                    .foregroundColor(.white.opacity(0.8))
            }
            .opacity(Double(min(progress * 3, 1)))
        }
    }
}

struct ChecklistStory: View {
    @Binding var progress: CGFloat

    private let items = ["Buy oat milk", "Book the dentist", "Water the plants", "Call grandma"]

    var body: some View {
        VStack(alignment: .leading, spacing: 18) {
            Text("Tick things off")
                .font(.title.bold())
                .padding(.bottom, 12)
            ForEach(Array(items.enumerated()), id: \.offset) { index, item in
                let done = progress > CGFloat(index + 1) / CGFloat(items.count + 1)
                HStack(spacing: 12) {
                    Image(systemName: done ? "checkmark.circle.fill" : "circle")
                        .foregroundColor(done ? .green : .secondary)
                        .font(.title2)
                    Text(item)
                        .strikethrough(done)
                        .foregroundColor(done ? .secondary : .primary)
                }
            }
            Spacer()
        }
        .padding(32)
        .padding(.top, 60)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(.systemBackground))
    }
}

struct SharingStory: View {
    @Binding var progress: CGFloat

    var body: some View {
        VStack(spacing: 24) {
            Spacer()
            HStack(spacing: -14) {
                ForEach(["A", "M", "J"], id: \.self) { initial in
                    Text(initial)
                        .font(.headline)
                        .foregroundColor(.white)
                        .frame(width: 52, height: 52)
                        .background(Circle().fill(Color.accentColor))
                        .overlay(Circle().stroke(Color(.systemBackground), lineWidth: 3))
                }
            }
            Text("Share a list, shop together")
                .font(.title2.weight(.semibold))
                .multilineTextAlignment(.center)
            ProgressView(value: progress)
                .tint(.accentColor)
                .padding(.horizontal, 60)
            Spacer()
        }
        .padding()
    }
}

#Preview("Launch stories") {
    StoriesWidget(
        manager: StoriesManager.self,
        stories: LaunchStories.allCases
    )
}

#Preview("Checklist story at 60 %") {
    ChecklistStory(progress: .constant(0.6))
}
