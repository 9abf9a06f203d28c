import SwiftUI

extension HorizontalAlignment {
    /// The leading edge of the rows' titles, so they line up whatever the icons' widths.
    private struct HighlightTitle: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[.leading]
        }
    }

    static let highlightTitle = HorizontalAlignment(HighlightTitle.self)
}

struct Highlight: Identifiable {
    let id = UUID()
    let symbol: String
    let title: String
    let detail: String
}

/// A what's-new list whose icons differ in width; a custom alignment lines their titles up.
struct WhatsNewHighlightsList: View {
    let highlights: [Highlight]

    var body: some View {
        VStack(spacing: 28) {
            Text("What's New")
                .font(.largeTitle.bold())

            VStack(alignment: .highlightTitle, spacing: 20) {
                ForEach(Array(highlights.enumerated()), id: \.element.id) { index, highlight in
                    HStack(alignment: .top, spacing: 12) {
                        Image(systemName: highlight.symbol)
                            .font(.title2)
                            .foregroundStyle(.tint)
                        VStack(alignment: .leading, spacing: 2) {
                            Text(highlight.title)
                                .font(.headline)
                            Text(highlight.detail)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                                .fixedSize(horizontal: false, vertical: true)
                        }
                        .alignmentGuide(.highlightTitle) { d in d[.leading] }
                        .id("title-\(index)")
                    }
                }
            }
            .padding(.horizontal, 32)

            Spacer()

            Button("Continue") {}
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
        }
        .padding(.top, 48)
        .padding(.bottom, 24)
    }
}

#Preview("WhatsNewTitles") {
    WhatsNewHighlightsList(highlights: [
        Highlight(symbol: "sparkles", title: "Story themes", detail: "Pick a look for every story."),
        Highlight(symbol: "bell.badge", title: "Reminders", detail: "Never miss a new chapter."),
        Highlight(symbol: "person.2.wave.2", title: "Shared stories", detail: "Watch together with friends."),
    ])
}
