import SwiftUI

struct WhatsNewTile: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let detail: String
    let tint: Color
}

/// A what's-new screen as a bento grid: the headline feature across both columns, four
/// smaller tiles below it, a strip of tips that scrolls sideways and a Continue button.
struct WhatsNewGridView: View {
    let version: String
    let hero: WhatsNewTile
    let tiles: [WhatsNewTile]
    @State private var tip: Int? = nil
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                VStack(alignment: .leading, spacing: 4) {
                    Text("What's new in \(version)")
                        .font(.largeTitle.bold())
                    Text("A quick tour of this update.")
                        .foregroundStyle(.secondary)
                }
                .id("title")

                Grid(horizontalSpacing: 12, verticalSpacing: 12) {
                    GridRow {
                        heroTile
                            .gridCellColumns(2)
                    }
                    ForEach(0..<(tiles.count + 1) / 2, id: \.self) { row in
                        GridRow {
                            ForEach(tiles[(row * 2)..<min(tiles.count, row * 2 + 2)]) { tile in
                                smallTile(tile)
                            }
                        }
                    }
                }
                .id("grid")

                Text("Tips")
                    .font(.title3.bold())
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack(spacing: 10) {
                        ForEach(tiles) { tile in
                            Label(tile.title, systemImage: tile.symbol)
                                .font(.subheadline)
                                .padding(.horizontal, 14)
                                .padding(.vertical, 10)
                                .background(tile.tint.opacity(0.15), in: .capsule)
                                .id(tile.id)
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition(id: $tip, anchor: .leading)
                .scrollTargetBehavior(.viewAligned)
            }
            .padding(20)
        }
        .safeAreaInset(edge: .bottom) {
            Button("Continue") { dismiss() }
                .font(.headline)
                .frame(maxWidth: .infinity, minHeight: 50)
                .foregroundStyle(.white)
                .background(.blue, in: .rect(cornerRadius: 12))
                .padding(.horizontal, 20)
                .padding(.bottom, 8)
                .id("continue")
        }
    }

    private var heroTile: some View {
        HStack(alignment: .top, spacing: 16) {
            VStack(alignment: .leading, spacing: 6) {
                Text(hero.title)
                    .font(.title3.bold())
                Text(hero.detail)
                    .font(.subheadline)
                    .opacity(0.9)
            }
            Spacer(minLength: 0)
            Image(systemName: hero.symbol)
                .font(.system(size: 40))
                .padding(14)
                .background(.white.opacity(0.2), in: .ellipse)
        }
        .foregroundStyle(.white)
        .padding(18)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(
            LinearGradient(colors: [hero.tint, hero.tint.opacity(0.7)], startPoint: .topLeading, endPoint: .bottomTrailing),
            in: .rect(cornerRadius: 20, style: .continuous)
        )
        .id("hero")
    }

    private func smallTile(_ tile: WhatsNewTile) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Image(systemName: tile.symbol)
                .font(.title2)
                .foregroundStyle(tile.tint)
            Text(tile.title)
                .font(.headline)
            Text(tile.detail)
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(3)
        }
        .frame(maxWidth: .infinity, minHeight: 120, alignment: .topLeading)
        .padding(14)
        .background(Color(.secondarySystemBackground), in: .rect(cornerRadius: 16))
        .id("tile-\(tile.id)")
    }
}

#Preview("Bento") {
    WhatsNewGridView(
        version: "5.0",
        hero: WhatsNewTile(
            id: 0, symbol: "sparkles", title: "Smart albums",
            detail: "Your photos sort themselves into trips, people and pets.", tint: .indigo),
        tiles: [
            WhatsNewTile(id: 1, symbol: "square.and.arrow.up", title: "Quick share", detail: "Send an album with one tap.", tint: .blue),
            WhatsNewTile(id: 2, symbol: "lock.fill", title: "Locked folder", detail: "Hide photos behind Face ID.", tint: .green),
            WhatsNewTile(id: 3, symbol: "wand.and.stars", title: "Auto enhance", detail: "Better light and colour, automatically.", tint: .orange),
            WhatsNewTile(id: 4, symbol: "icloud", title: "Family storage", detail: "Share 200 GB with five people.", tint: .cyan),
        ])
}
