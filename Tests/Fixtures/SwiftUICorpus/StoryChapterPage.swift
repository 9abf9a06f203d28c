import SwiftUI

/// One page of a story: a gradient backdrop, segment bars at the top, the author row, a
/// serif headline and a reply bar kept above the home indicator.
struct StoryChapterPage: View {
    let chapter: Int
    let chapterCount: Int
    let progress: Double
    let author: String
    let headline: String

    @State private var reply = ""
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        ZStack(alignment: .topLeading) {
            LinearGradient(
                colors: [Color(red: 0.18, green: 0.11, blue: 0.42), Color(red: 0.86, green: 0.32, blue: 0.45)],
                startPoint: .topLeading,
                endPoint: .bottomTrailing
            )
            .ignoresSafeArea()
            .id("backdrop")

            VStack(alignment: .leading, spacing: 16) {
                HStack(spacing: 4) {
                    ForEach(0..<chapterCount, id: \.self) { index in
                        GeometryReader { proxy in
                            ZStack(alignment: .leading) {
                                Capsule().fill(Color.white.opacity(0.35))
                                Capsule()
                                    .fill(Color.white)
                                    .frame(width: proxy.size.width * fill(for: index))
                            }
                        }
                        .frame(height: 3)
                    }
                }
                .id("segments")

                HStack(spacing: 10) {
                    Circle()
                        .fill(Color.orange)
                        .frame(width: 32, height: 32)
                        .overlay(Circle().stroke(Color.white, lineWidth: 2))
                        .overlay(Text(String(author.prefix(1))).font(.footnote.bold()).foregroundColor(.white))
                    Text(author)
                        .font(.subheadline.weight(.semibold))
                        .foregroundColor(.white)
                    Text("2h")
                        .font(.subheadline)
                        .foregroundColor(.white.opacity(0.7))
                    Spacer()
                    Image(systemName: "xmark")
                        .font(.headline)
                        .foregroundColor(.white)
                        .accessibilityLabel("Close")
                }

                Spacer()

                Text(headline)
                    .font(.system(.largeTitle, design: .serif).weight(.bold))
                    .foregroundColor(.white)
                    .lineLimit(4)
                    .minimumScaleFactor(0.8)
                    .shadow(color: .black.opacity(0.25), radius: 6, x: 0, y: 3)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .id("headline")

                Spacer()
            }
            .padding(.horizontal, 16)
            .padding(.top, 8)
        }
        .safeAreaInset(edge: .bottom) {
            HStack(spacing: 12) {
                TextField("Send a message", text: $reply)
                    .padding(.horizontal, 16)
                    .padding(.vertical, 10)
                    .overlay(Capsule().stroke(Color.white.opacity(0.6), lineWidth: 1))
                Image(systemName: "heart")
                    .font(.title3)
                    .foregroundColor(.white)
                Image(systemName: "paperplane")
                    .font(.title3)
                    .foregroundColor(.white)
            }
            .padding(.horizontal, 16)
            .padding(.bottom, 8)
            .id("replyBar")
        }
    }

    private func fill(for index: Int) -> CGFloat {
        if index < chapter { return 1 }
        if index > chapter { return 0 }
        return CGFloat(min(max(progress, 0), 1))
    }
}

#Preview("Chapter") {
    StoryChapterPage(
        chapter: 1,
        chapterCount: 4,
        progress: 0.5,
        author: "Maya",
        headline: "The night we found the lighthouse"
    )
}
