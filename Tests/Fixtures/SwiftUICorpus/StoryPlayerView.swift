import SwiftUI
import Combine

struct StorySlide: Identifiable, Equatable {
    let id: Int
    let headline: String
    let background: Color
    let duration: TimeInterval
}

final class StoryPlayer: ObservableObject {
    @Published private(set) var index = 0
    @Published private(set) var progress: CGFloat = 0
    @Published var isPaused = false

    let slides: [StorySlide]
    private var ticker: AnyCancellable?

    init(slides: [StorySlide]) {
        self.slides = slides
    }

    var current: StorySlide { slides[index] }

    func start() {
        ticker = Timer.publish(every: 0.05, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in self?.tick(0.05) }
    }

    func stop() {
        ticker?.cancel()
        ticker = nil
    }

    func tick(_ seconds: TimeInterval) {
        guard !isPaused else { return }
        progress += CGFloat(seconds / current.duration)
        if progress >= 1 {
            progress = 0
            index = (index + 1) % slides.count
        }
    }

    func seek(index: Int, progress: CGFloat) {
        self.index = index
        self.progress = progress
    }
}

struct StoryPlayerView: View {
    @EnvironmentObject private var player: StoryPlayer

    var body: some View {
        ZStack(alignment: .top) {
            player.current.background
                .id("background")
                .ignoresSafeArea()

            Text(player.current.headline)
                .font(.system(size: 36, weight: .heavy, design: .rounded))
                .foregroundColor(.white)
                .multilineTextAlignment(.center)
                .id("headline")
                .padding(32)
                .frame(maxHeight: .infinity)

            HStack(spacing: 4) {
                ForEach(player.slides) { slide in
                    StorySegment(fill: fill(of: slide))
                }
            }
            .id("progress")
            .padding(.horizontal, 10)
            .padding(.top, 6)
        }
        .contentShape(Rectangle())
        .onTapGesture { player.isPaused.toggle() }
        .onAppear { player.start() }
        .onDisappear { player.stop() }
    }

    private func fill(of slide: StorySlide) -> CGFloat {
        if slide.id < player.current.id { return 1 }
        if slide.id > player.current.id { return 0 }
        return player.progress
    }
}

private struct StorySegment: View {
    let fill: CGFloat

    var body: some View {
        Capsule()
            .fill(Color.white.opacity(0.3))
            .frame(height: 2.5)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    Capsule()
                        .fill(Color.white)
                        .frame(width: proxy.size.width * fill)
                }
            }
    }
}

extension StorySlide {
    static let samples = [
        StorySlide(id: 0, headline: "Your year in music", background: .indigo, duration: 4),
        StorySlide(id: 1, headline: "1,284 minutes of jazz", background: .teal, duration: 5),
        StorySlide(id: 2, headline: "Top artist: Nina Simone", background: .pink, duration: 5),
    ]
}

#Preview("Player") {
    StoryPlayerView()
        .environmentObject(StoryPlayer(slides: StorySlide.samples))
}

#Preview("Second slide, halfway") {
    let player = StoryPlayer(slides: StorySlide.samples)
    player.seek(index: 1, progress: 0.5)
    player.isPaused = true
    return StoryPlayerView()
        .environmentObject(player)
}
