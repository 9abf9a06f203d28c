import SwiftUI

/// The row of segments at the top of a story: finished segments are full, the current
/// one fills with `progress`, the rest are empty.
struct StoryProgressBar: View {
    let count: Int
    let current: Int
    let progress: CGFloat

    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<count, id: \.self) { index in
                GeometryReader { geometry in
                    ZStack(alignment: .leading) {
                        Capsule()
                            .fill(Color.white.opacity(0.35))
                        Capsule()
                            .fill(Color.white)
                            .frame(width: geometry.size.width * fill(for: index))
                    }
                }
                .frame(height: 3)
            }
        }
        .accessibilityElement()
        .accessibilityLabel("Story \(current + 1) of \(count)")
        .accessibilityValue("\(Int(progress * 100)) percent")
    }

    private func fill(for index: Int) -> CGFloat {
        if index < current { return 1 }
        if index > current { return 0 }
        return min(max(progress, 0), 1)
    }
}

#Preview("Second story, 40 %", traits: .fixedLayout(width: 375, height: 40)) {
    StoryProgressBar(count: 4, current: 1, progress: 0.4)
        .padding(.horizontal, 8)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.black)
}
