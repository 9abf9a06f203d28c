import SwiftUI

struct Card: View {
    var title: String

    var body: some View {
        VStack(spacing: 8) {
            Text(title).font(.title)
            Text("A card from a team's app").foregroundColor(.secondary)
        }
        .padding()
        .background(Color.blue.opacity(0.2))
    }
}

#Preview("Card") {
    Card(title: "Welcome")
}

#Preview(traits: .fixedLayout(width: 200, height: 120)) {
    Card(title: "Fixed")
}

#Preview("Fits", traits: .sizeThatFitsLayout) {
    Card(title: "Fits")
}

#Preview("Night") {
    Card(title: "Night").preferredColorScheme(.dark)
}
