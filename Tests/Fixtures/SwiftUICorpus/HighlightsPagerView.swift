import SwiftUI

struct HighlightsPagerView: View {
    enum Highlight: String, CaseIterable, Identifiable {
        case plan, track, celebrate
        var id: String { rawValue }

        var title: String {
            switch self {
            case .plan: return "Plan your week"
            case .track: return "Track your habits"
            case .celebrate: return "Celebrate streaks"
            }
        }

        var color: Color {
            switch self {
            case .plan: return .blue
            case .track: return .green
            case .celebrate: return .pink
            }
        }
    }

    @State private var current: Highlight = .plan

    var body: some View {
        TabView(selection: $current) {
            ForEach(Highlight.allCases) { highlight in
                ZStack {
                    highlight.color.opacity(0.15)
                    Text(highlight.title)
                        .font(.title.bold())
                        .foregroundColor(highlight.color)
                }
                .tag(highlight)
            }
        }
        .tabViewStyle(PageTabViewStyle(indexDisplayMode: .always))
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        .frame(height: 360)
        .clipShape(RoundedRectangle(cornerRadius: 24))
        .padding()
    }
}

#Preview("Highlights", traits: .fixedLayout(width: 390, height: 420)) {
    HighlightsPagerView()
}
