import SwiftUI

struct StoryItem: Identifiable, Hashable {
    let id = UUID()
    let author: String
    let headline: String
    let tint: Color
}

extension StoryItem {
    static let samples: [StoryItem] = [
        StoryItem(author: "maya", headline: "Sunrise over the bay", tint: .orange),
        StoryItem(author: "leo.travels", headline: "Street food in Hanoi", tint: .pink),
        StoryItem(author: "studio.k", headline: "New ceramics drop", tint: .teal),
        StoryItem(author: "runclub", headline: "10K in the rain", tint: .indigo),
    ]
}

struct StoryCarouselView: View {
    let stories: [StoryItem]
    @State private var selection: StoryItem.ID?
    @Namespace private var ring

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Stories")
                .font(.system(.title2, design: .rounded, weight: .bold))
                .padding(.horizontal, 20)

            ScrollViewReader { proxy in
                ScrollView(.horizontal, showsIndicators: false) {
                    LazyHStack(spacing: 14) {
                        ForEach(Array(stories.enumerated()), id: \.element.id) { index, story in
                            Button {
                                withAnimation(.spring(duration: 0.35, bounce: 0.3)) {
                                    selection = story.id
                                    proxy.scrollTo(story.id, anchor: .center)
                                }
                            } label: {
                                avatar(for: story, index: index)
                            }
                            .buttonStyle(.plain)
                            .id(story.id)
                        }
                    }
                    .padding(.horizontal, 20)
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.viewAligned)
                .frame(height: 96)
            }

            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(stories) { story in
                        StoryCard(story: story)
                            .containerRelativeFrame(.horizontal)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollIndicators(.hidden)
            .frame(height: 320)
            .id("pager")
        }
    }

    @ViewBuilder
    private func avatar(for story: StoryItem, index: Int) -> some View {
        VStack(spacing: 6) {
            ZStack {
                if selection == story.id {
                    Circle()
                        .stroke(
                            AngularGradient(colors: [.yellow, .orange, .pink, .purple, .yellow], center: .center),
                            lineWidth: 3)
                        .matchedGeometryEffect(id: "ring", in: ring)
                } else {
                    Circle()
                        .stroke(Color.secondary.opacity(0.3), lineWidth: 2)
                }
                Circle()
                    .fill(story.tint.gradient)
                    .padding(5)
                Text(String(story.author.prefix(1)).uppercased())
                    .font(.title3.weight(.semibold))
                    .foregroundStyle(.white)
            }
            .frame(width: 64, height: 64)
            .id("avatar-\(index)")

            Text(story.author)
                .font(.caption)
                .lineLimit(1)
                .truncationMode(.tail)
                .frame(width: 70)
        }
    }
}

private struct StoryCard: View {
    let story: StoryItem

    var body: some View {
        RoundedRectangle(cornerRadius: 24, style: .continuous)
            .fill(
                .linearGradient(
                    colors: [story.tint, story.tint.opacity(0.6)],
                    startPoint: .top, endPoint: .bottom))
            .overlay(alignment: .bottomLeading) {
                VStack(alignment: .leading, spacing: 4) {
                    Text("@\(story.author)")
                        .font(.subheadline.weight(.semibold))
                    Text(story.headline)
                        .font(.title2.bold())
                }
                .foregroundStyle(.white)
                .padding(20)
            }
            .padding(.horizontal, 20)
    }
}

#Preview("Carousel") {
    @Previewable @State var stories = StoryItem.samples
    StoryCarouselView(stories: stories)
}
