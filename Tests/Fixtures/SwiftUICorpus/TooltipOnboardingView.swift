import SwiftUI

struct TooltipOnboardingView: View {
    enum Tip: Int, CaseIterable {
        case search, compose, profile

        var text: String {
            switch self {
            case .search: return "Find any note in a flash."
            case .compose: return "Start a new note here."
            case .profile: return "Your settings live here."
            }
        }

        var alignment: Alignment {
            switch self {
            case .search: return .topLeading
            case .compose: return .bottomTrailing
            case .profile: return .topTrailing
            }
        }
    }

    @State private var tip: Tip? = .search

    var body: some View {
        ZStack {
            List(1...12, id: \.self) { index in
                Text("Note \(index)")
            }

            if let tip {
                Color.black.opacity(0.45)
                    .ignoresSafeArea()
                    .onTapGesture { advance() }
                    .transition(.opacity)

                TooltipBubble(text: tip.text)
                    .padding(24)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: tip.alignment)
                    .transition(.move(edge: .bottom).combined(with: .opacity))
                    .id(tip)
            }
        }
        .animation(.easeInOut(duration: 0.25), value: tip)
    }

    private func advance() {
        guard let current = tip else { return }
        tip = Tip(rawValue: current.rawValue + 1)
    }
}

private struct TooltipBubble: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.callout.weight(.medium))
            .padding(.horizontal, 16)
            .padding(.vertical, 12)
            .background(
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.white)
                    .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)
            )
            .foregroundColor(.black)
            .accessibilityAddTraits(.isStaticText)
    }
}

struct TooltipOnboardingView_Previews: PreviewProvider {
    static var previews: some View {
        TooltipOnboardingView()
            .previewDevice("iPhone 13 mini")
    }
}
