import SwiftUI

struct StoryRingAvatar: View {
    let initials: String
    var seen: Bool = false
    var progress: CGFloat = 1
    var size: CGFloat = 72

    private let ring = AngularGradient(
        gradient: Gradient(colors: [
            Color(#colorLiteral(red: 0.98, green: 0.73, blue: 0.20, alpha: 1)),
            Color(#colorLiteral(red: 0.93, green: 0.20, blue: 0.39, alpha: 1)),
            Color(#colorLiteral(red: 0.55, green: 0.23, blue: 0.82, alpha: 1)),
            Color(#colorLiteral(red: 0.98, green: 0.73, blue: 0.20, alpha: 1)),
        ]),
        center: .center
    )

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.3), lineWidth: 3)
            Circle()
                .trim(from: 0, to: seen ? 0 : progress)
                .stroke(ring, style: StrokeStyle(lineWidth: 3, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Circle()
                .fill(
                    LinearGradient(colors: [.gray.opacity(0.4), .gray.opacity(0.7)], startPoint: .top, endPoint: .bottom)
                )
                .padding(6)
            Text(initials)
                .font(.system(size: size * 0.3, weight: .semibold, design: .rounded))
                .foregroundColor(.white)
        }
        .frame(width: size, height: size)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("Story from \(initials)"))
        .accessibilityHint(seen ? "Already seen" : "New")
    }
}

struct StoryTray: View {
    let people = ["AK", "BT", "CJ", "DM", "EL", "FR"]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 14) {
                ForEach(Array(people.enumerated()), id: \.element) { index, person in
                    VStack(spacing: 6) {
                        StoryRingAvatar(initials: person, seen: index > 3, progress: index == 0 ? 0.65 : 1)
                        Text(person)
                            .font(.caption)
                            .lineLimit(1)
                    }
                }
            }
            .padding(.horizontal)
        }
    }
}

#Preview("Ring", traits: .fixedLayout(width: 120, height: 120)) {
    StoryRingAvatar(initials: "AK", progress: 0.65)
}

#Preview("Tray", traits: .sizeThatFitsLayout) {
    StoryTray()
}
