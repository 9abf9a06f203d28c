import SwiftUI

struct WeekDay: Identifiable {
    let id: Int
    let letter: String
    let minutes: Double
}

struct StreakSummaryView: View {
    let days: [WeekDay]
    let goalMinutes: Double
    @State private var showsDetails = false
    @Environment(\.colorScheme) private var colorScheme

    private var total: Double { days.reduce(0) { $0 + $1.minutes } }
    private var average: Double { days.isEmpty ? 0 : total / Double(days.count) }

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack(alignment: .firstTextBaseline) {
                Text("\(total, specifier: "%.0f")")
                    .font(.system(size: 48, weight: .bold, design: .rounded))
                Text("minutes this week")
                    .font(.headline)
                    .foregroundStyle(.secondary)
            }
            .id("total")

            Text("That's **\(average, specifier: "%.1f") min** a day on average, \(goalMinutes.formatted()) is your goal.")
                .font(.subheadline)
                .id("average")

            HStack(alignment: .bottom, spacing: 10) {
                ForEach(days) { day in
                    VStack(spacing: 6) {
                        RoundedRectangle(cornerRadius: 6, style: .continuous)
                            .fill(day.minutes >= goalMinutes ? Color.orange : Color.orange.opacity(0.35))
                            .frame(height: max(8, day.minutes * 2))
                        Text(day.letter)
                            .font(.caption2.weight(.semibold))
                            .foregroundStyle(.secondary)
                    }
                    .frame(maxWidth: .infinity)
                    .id("bar-\(day.id)")
                }
            }
            .frame(height: 160, alignment: .bottom)

            Text("Updated \(Date(timeIntervalSince1970: 0), style: .date)")
                .font(.footnote)
                .foregroundStyle(.tertiary)

            Button {
                withAnimation(.easeInOut) { showsDetails.toggle() }
            } label: {
                Label(showsDetails ? "Hide details" : "Show details", systemImage: "chevron.down")
                    .labelStyle(.titleAndIcon)
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.bordered)
            .controlSize(.large)
            .id("details")
        }
        .padding(24)
        .background(
            RoundedRectangle(cornerRadius: 28, style: .continuous)
                .fill(colorScheme == .dark ? Color(white: 0.12) : .white)
                .shadow(color: .black.opacity(0.08), radius: 16, y: 8)
        )
        .padding(.horizontal, 16)
    }
}

#Preview {
    ZStack {
        Color(uiColor: .systemGroupedBackground).ignoresSafeArea()
        StreakSummaryView(
            days: [
                WeekDay(id: 0, letter: "M", minutes: 32), WeekDay(id: 1, letter: "T", minutes: 18),
                WeekDay(id: 2, letter: "W", minutes: 45), WeekDay(id: 3, letter: "T", minutes: 0),
                WeekDay(id: 4, letter: "F", minutes: 27), WeekDay(id: 5, letter: "S", minutes: 60),
                WeekDay(id: 6, letter: "S", minutes: 12),
            ],
            goalMinutes: 30)
    }
}
