import SwiftUI

struct VersionTile: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let tint: Color
}

/// A what's-new sheet for a release: a navigation bar with Done, a version badge, a grid of
/// feature tiles on material cards and a footnote.
struct VersionHighlightsSheet: View {
    @Environment(\.dismiss) private var dismiss
    let version: String
    let tiles: [VersionTile]

    private let columns = [GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12)]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    HStack(alignment: .firstTextBaseline) {
                        Text("Version \(version)")
                            .font(.title2.bold())
                        Spacer()
                        Text("NEW")
                            .font(.caption.bold())
                            .padding(.horizontal, 8)
                            .padding(.vertical, 3)
                            .background(Capsule().fill(Color.accentColor))
                            .foregroundColor(.white)
                    }

                    LazyVGrid(columns: columns, spacing: 12) {
                        ForEach(tiles) { tile in
                            VStack(alignment: .leading, spacing: 10) {
                                Image(systemName: tile.symbol)
                                    .font(.title2)
                                    .foregroundStyle(tile.tint)
                                Text(tile.title)
                                    .font(.subheadline.weight(.semibold))
                                    .lineLimit(2)
                                    .fixedSize(horizontal: false, vertical: true)
                            }
                            .frame(maxWidth: .infinity, minHeight: 96, alignment: .topLeading)
                            .padding(14)
                            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
                            .id("tile-\(tile.id)")
                        }
                    }

                    Text("Some features roll out over the coming weeks.")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                .padding()
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle("What's New")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

#Preview("Version") {
    VersionHighlightsSheet(version: "3.2", tiles: [
        VersionTile(id: 0, symbol: "wand.and.stars", title: "Smart covers", tint: .purple),
        VersionTile(id: 1, symbol: "text.bubble", title: "Replies to stories", tint: .blue),
        VersionTile(id: 2, symbol: "lock.shield", title: "Private circles", tint: .green),
        VersionTile(id: 3, symbol: "moon.stars", title: "Night mode for the reader", tint: .indigo),
    ])
}
