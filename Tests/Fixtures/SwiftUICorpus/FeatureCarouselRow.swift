import SwiftUI

struct CarouselCard: Identifiable, Hashable {
    let id: Int
    let title: String
    let subtitle: String
    let color: Color
}

/// The home of a first launch: a heading, a horizontal carousel of cards (a lazy stack in a
/// horizontal scroll view) and a list of tips below it.
struct FeatureCarouselRow: View {
    let cards: [CarouselCard]
    @State private var selected: CarouselCard?

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Get started")
                .font(.title2.bold())
                .padding(.horizontal, 20)
                .id("heading")

            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 12) {
                    ForEach(cards) { card in
                        VStack(alignment: .leading, spacing: 6) {
                            Spacer()
                            Text(card.title)
                                .font(.headline)
                                .foregroundColor(.white)
                            Text(card.subtitle)
                                .font(.caption)
                                .foregroundColor(.white.opacity(0.85))
                        }
                        .padding(16)
                        .frame(width: 220, height: 140, alignment: .leading)
                        .background(card.color.gradient, in: RoundedRectangle(cornerRadius: 18))
                        .contentShape(Rectangle())
                        .onTapGesture { selected = card }
                    }
                }
                .padding(.horizontal, 20)
            }
            .id("carousel")

            List {
                Section("Tips") {
                    Label("Tap a story to start it", systemImage: "hand.tap")
                    Label("Hold to pause", systemImage: "pause.circle")
                    Label("Swipe down to close", systemImage: "arrow.down.circle")
                }
            }
            .listStyle(.insetGrouped)
            .id("tips")
        }
        .padding(.top, 12)
    }
}

#Preview("TipsCarousel") {
    FeatureCarouselRow(cards: [
        CarouselCard(id: 0, title: "Follow friends", subtitle: "See their stories first", color: .pink),
        CarouselCard(id: 1, title: "Make a story", subtitle: "Photos, text and music", color: .orange),
        CarouselCard(id: 2, title: "Go live", subtitle: "Share the moment", color: .teal),
    ])
}
