import SwiftUI

struct StreakDay: Identifiable {
    let id: Int
    let letter: String
    let done: Bool
}

/// Shown after the lesson that extends a streak: a flame badge, the count, the week as a row
/// of day dots and two buttons. At the accessibility sizes the week wraps into two rows and
/// the text stops growing at AX3.
struct StreakCelebrationView: View {
    @Environment(\.dynamicTypeSize) private var typeSize
    let streak: Int
    let week: [StreakDay]
    var onContinue: () -> Void = {}

    var body: some View {
        VStack(spacing: 24) {
            Spacer()

            ZStack {
                Circle()
                    .fill(.orange.opacity(0.15))
                    .frame(width: 150, height: 150)
                Image(systemName: "flame.fill")
                    .font(.system(size: 72))
                    .foregroundStyle(.orange)
            }
            .id("flame")

            VStack(spacing: 6) {
                Text("\(streak)-day streak!")
                    .font(.largeTitle.bold())
                Text("You practised every day this week. Keep it going tomorrow.")
                    .font(.body)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            .padding(.horizontal, 24)

            weekView
                .padding(16)
                .background(.background, in: .rect(cornerRadius: 20))
                .overlay(RoundedRectangle(cornerRadius: 20).strokeBorder(.quaternary, lineWidth: 1))
                .padding(.horizontal, 24)
                .id("week")

            Spacer()

            VStack(spacing: 12) {
                Button(action: onContinue) {
                    Text("Continue")
                        .font(.headline)
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 14)
                        .foregroundStyle(.white)
                        .background(.orange, in: .capsule)
                }
                .id("continue")
                Button("Share my streak") {}
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(.orange)
            }
            .padding(.horizontal, 24)
            .padding(.bottom, 8)
        }
        .dynamicTypeSize(...DynamicTypeSize.accessibility3)
        .background(Color(.systemGroupedBackground))
    }

    @ViewBuilder private var weekView: some View {
        if typeSize.isAccessibilitySize {
            VStack(spacing: 12) {
                dayRow(week.prefix(4))
                dayRow(week.dropFirst(4))
            }
        } else {
            dayRow(week[...])
        }
    }

    private func dayRow(_ days: ArraySlice<StreakDay>) -> some View {
        HStack(spacing: 10) {
            ForEach(days) { day in
                VStack(spacing: 6) {
                    Image(systemName: day.done ? "checkmark" : "minus")
                        .font(.caption.bold())
                        .foregroundStyle(day.done ? Color.white : Color.secondary)
                        .frame(width: 32, height: 32)
                        .background(day.done ? Color.orange : Color(.systemGray5), in: .circle)
                    Text(day.letter)
                        .font(.caption2.weight(.medium))
                        .foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity)
            }
        }
    }
}

private let sampleWeek = ["M", "T", "W", "T", "F", "S", "S"].enumerated().map { index, letter in
    StreakDay(id: index, letter: letter, done: index < 5)
}

#Preview("Streak") {
    StreakCelebrationView(streak: 12, week: sampleWeek)
}

#Preview("Streak AX") {
    StreakCelebrationView(streak: 12, week: sampleWeek)
        .dynamicTypeSize(.accessibility2)
}
