import SwiftUI

struct CardBackground: ViewModifier {
    var cornerRadius: CGFloat = 18
    var elevation: CGFloat = 8

    func body(content: Content) -> some View {
        content
            .padding(20)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(
                RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                    .fill(Color(.systemBackground))
                    .shadow(color: .black.opacity(0.12), radius: elevation, x: 0, y: elevation / 2)
            )
    }
}

struct SectionTitle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.footnote.weight(.semibold))
            .textCase(.uppercase)
            .foregroundColor(.secondary)
            .kerning(1.2)
    }
}

extension View {
    func card(cornerRadius: CGFloat = 18) -> some View {
        modifier(CardBackground(cornerRadius: cornerRadius))
    }
}

struct TipCardsView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Tips for your first week")
                .modifier(SectionTitle())
            VStack(alignment: .leading, spacing: 6) {
                Text("Pin your favourites").font(.headline)
                Text("Long-press any recipe to keep it at the top.")
                    .foregroundColor(.secondary)
            }
            .card()
            VStack(alignment: .leading, spacing: 6) {
                Text("Cook along").font(.headline)
                Text("Turn on hands-free mode and say \u{201C}next\u{201D} to move on.")
                    .foregroundColor(.secondary)
            }
            .modifier(CardBackground(cornerRadius: 8, elevation: 2))
        }
        .padding()
        .background(Color(.systemGroupedBackground))
    }
}

struct TipCardsView_Previews: PreviewProvider {
    static var previews: some View {
        TipCardsView()
            .previewLayout(.sizeThatFits)
        TipCardsView()
            .preferredColorScheme(.dark)
            .previewLayout(.fixed(width: 390, height: 420))
            .previewDisplayName("Dark, fixed")
    }
}
