import SwiftUI

struct WhatsNewItem: Identifiable {
    enum Kind: String, CaseIterable, Identifiable {
        case new, improved, fixed
        var id: Self { self }

        var symbol: String {
            switch self {
            case .new: return "sparkles"
            case .improved: return "bolt"
            case .fixed: return "wrench.and.screwdriver"
            }
        }

        var color: Color {
            switch self {
            case .new: return .purple
            case .improved: return .orange
            case .fixed: return .green
            }
        }
    }

    let id = UUID()
    let kind: Kind
    let title: String
    let details: String
}

struct WhatsNewMarkdownSheet: View {
    @AppStorage("lastSeenVersion") private var lastSeenVersion = ""
    @Environment(\.dismiss) private var dismiss

    let version: String
    let items: [WhatsNewItem]

    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                VStack(alignment: .leading, spacing: 28) {
                    header
                    ForEach(items) { item in
                        row(item)
                    }
                }
                .padding(.horizontal, 28)
                .padding(.top, 48)
            }

            VStack(spacing: 12) {
                Text("Read the full notes in **Settings › About**. \(Image(systemName: "info.circle"))")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)

                Button {
                    lastSeenVersion = version
                    dismiss()
                } label: {
                    Text("Continue")
                        .font(.headline)
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .buttonBorderShape(.capsule)
                .tint(.indigo)
                .id("continue")
            }
            .padding(.horizontal, 24)
            .padding(.bottom, 16)
        }
        .interactiveDismissDisabled()
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Version \(version)")
                .font(.caption.weight(.semibold))
                .textCase(.uppercase)
                .foregroundStyle(.secondary)
            Text("What's _new_ in **Lumen**")
                .font(.system(size: 34, weight: .heavy))
                .fontWidth(.condensed)
        }
        .accessibilityElement(children: .combine)
        .id("header")
    }

    private func row(_ item: WhatsNewItem) -> some View {
        Label {
            VStack(alignment: .leading, spacing: 2) {
                Text(item.title)
                    .font(.headline)
                Text(item.details)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2, reservesSpace: true)
            }
        } icon: {
            Image(systemName: item.kind.symbol)
                .symbolVariant(.fill)
                .font(.title2)
                .foregroundStyle(item.kind.color)
                .frame(width: 36)
        }
    }
}

#Preview {
    Color.clear
        .sheet(isPresented: .constant(true)) {
            WhatsNewMarkdownSheet(
                version: "3.2",
                items: [
                    WhatsNewItem(kind: .new, title: "Shared albums", details: "Invite friends to add photos to an album you both see."),
                    WhatsNewItem(kind: .improved, title: "Faster search", details: "Results appear as you type, even offline."),
                    WhatsNewItem(kind: .fixed, title: "Widgets", details: "The streak widget no longer resets at midnight."),
                ])
        }
}
