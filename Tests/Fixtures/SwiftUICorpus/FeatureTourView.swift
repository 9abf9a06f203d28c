import SwiftUI

enum TourTopic: String, CaseIterable, Identifiable {
    case library, sync, sharing, privacy

    var id: Self { self }

    var title: String {
        rawValue.capitalized
    }

    var icon: String {
        switch self {
        case .library: "books.vertical"
        case .sync: "arrow.triangle.2.circlepath"
        case .sharing: "person.2"
        case .privacy: "lock.shield"
        }
    }

    var blurb: String {
        switch self {
        case .library: "Everything you save lands in one library, sorted by what you read last."
        case .sync: "Your highlights follow you to every device within seconds."
        case .sharing: "Send a chapter to a friend with a link that works without an account."
        case .privacy: "Your reading history never leaves your devices unless you turn on sync."
        }
    }
}

struct TopicBadge<Content: View>: View where Content: Equatable {
    let content: Content

    var body: some View {
        content
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(Capsule().fill(Color.accentColor.opacity(0.15)))
    }
}

struct TourDetail: View, Equatable {
    let topic: TourTopic

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: topic.icon)
                .resizable()
                .scaledToFit()
                .frame(width: 88, height: 88)
                .foregroundStyle(.tint)
                .accessibilityHidden(true)
            Text(topic.title)
                .font(.largeTitle.bold())
            Text(topic.blurb)
                .font(.title3)
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)
                .frame(maxWidth: 420)
        }
        .padding(32)
    }
}

struct FeatureTourView: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.dynamicTypeSize) private var typeSize
    @State private var topic: TourTopic? = .library

    var body: some View {
        if sizeClass == .regular {
            NavigationSplitView {
                List(TourTopic.allCases, selection: $topic) { topic in
                    Label(topic.title, systemImage: topic.icon)
                        .tag(topic)
                }
                .navigationTitle("Tour")
            } detail: {
                detail
            }
        } else {
            NavigationStack {
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(TourTopic.allCases.indices, id: \.self) { index in
                            row(TourTopic.allCases[index], number: index + 1)
                            if index < TourTopic.allCases.count - 1 {
                                Divider().padding(.leading, 64)
                            }
                        }
                    }
                }
                .navigationTitle("Tour")
            }
        }
    }

    @ViewBuilder
    private var detail: some View {
        if let topic {
            EquatableView(content: TourDetail(topic: topic))
        } else {
            Text("Pick a topic")
                .foregroundStyle(.secondary)
        }
    }

    private func row(_ topic: TourTopic, number: Int) -> AnyView {
        let stacked = typeSize >= .accessibility1
        let label = Label {
            VStack(alignment: .leading, spacing: 2) {
                Text(topic.title).font(.headline)
                Text(topic.blurb).font(.subheadline).foregroundStyle(.secondary)
            }
        } icon: {
            Image(systemName: topic.icon)
                .foregroundStyle(.tint)
                .frame(width: 32)
        }
        if stacked {
            return AnyView(label.labelStyle(.titleOnly).padding())
        }
        return AnyView(
            HStack(alignment: .top) {
                label
                Spacer(minLength: 8)
                Text("\(number)")
                    .font(.caption.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 12)
            .id("row-\(number)"))
    }
}

#Preview("Phone") {
    FeatureTourView()
}

#Preview("iPad", traits: .landscapeLeft) {
    FeatureTourView()
        .environment(\.horizontalSizeClass, .regular)
        .environment(\.locale, Locale(identifier: "en_GB"))
}
