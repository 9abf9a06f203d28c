import SwiftUI

struct Chapter: Identifiable {
    let id: Int
    let title: String
    let body: String
    let symbol: String
}

struct ChapterStoryView: View {
    let chapters: [Chapter]
    @State private var index = 0
    @GestureState private var isPressing = false

    var body: some View {
        let chapter = chapters[index]
        ZStack(alignment: .top) {
            Color.black.ignoresSafeArea()

            VStack(spacing: 24) {
                Spacer()
                Image(systemName: chapter.symbol)
                    .font(.system(size: 80, weight: .thin))
                    .foregroundStyle(.white)
                    .frame(width: 120, height: 120)
                    .background(.white.opacity(0.1), in: Circle())
                    .id("symbol")
                Text(chapter.title)
                    .font(.system(.largeTitle, design: .serif).bold())
                    .foregroundStyle(.white)
                Text(chapter.body)
                    .font(.body)
                    .foregroundStyle(.white.opacity(0.8))
                    .multilineTextAlignment(.center)
                    .lineSpacing(4)
                    .padding(.horizontal, 32)
                Spacer()
                Spacer()
            }

            HStack(spacing: 4) {
                ForEach(chapters.indices, id: \.self) { i in
                    Capsule()
                        .fill(i <= index ? Color.white : Color.white.opacity(0.3))
                        .frame(height: 3)
                }
            }
            .padding(.horizontal, 8)
            .padding(.top, 4)
            .id("bars")
        }
        .contentShape(Rectangle())
        .gesture(
            DragGesture(minimumDistance: 0)
                .updating($isPressing) { _, state, _ in state = true }
                .onEnded { value in
                    if value.location.x > 200 {
                        index = min(index + 1, chapters.count - 1)
                    } else {
                        index = max(index - 1, 0)
                    }
                }
        )
        .statusBarHidden()
        .preferredColorScheme(.dark)
    }
}

#Preview("Chapter 2") {
    ChapterStoryView(chapters: [
        Chapter(id: 1, title: "The trailhead", body: "Every trip starts with the first few steps away from the car park.", symbol: "figure.hiking"),
        Chapter(id: 2, title: "Above the trees", body: "At 1,800 metres the forest thins out and the valley opens up below you.", symbol: "mountain.2"),
        Chapter(id: 3, title: "The summit", body: "Sign the book, take the photo, and start down before the clouds roll in.", symbol: "flag.checkered"),
    ])
}
