import SwiftUI
import Combine

final class NotificationSettings: ObservableObject {
    @Published var dailyReminder = true
    @Published var reminderHour = 9
    @Published var weeklySummary = false
}

struct ShakeEffect: GeometryEffect {
    var travel: CGFloat = 8
    var shakes: CGFloat = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: travel * sin(animatableData * .pi * shakes), y: 0))
    }
}

struct HighlightedWhenOn: ViewModifier {
    let isOn: Bool

    func body(content: Content) -> some View {
        content
            .padding(14)
            .background(
                RoundedRectangle(cornerRadius: 14, style: .continuous)
                    .fill(isOn ? Color.accentColor.opacity(0.12) : Color.clear)
            )
            .overlay(
                RoundedRectangle(cornerRadius: 14, style: .continuous)
                    .stroke(isOn ? Color.accentColor : Color.secondary.opacity(0.3), lineWidth: 1)
            )
    }
}

struct NotificationOptInView: View {
    @ObservedObject var settings: NotificationSettings
    @State private var attempts: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Stay on track")
                .font(.largeTitle.bold())
            Text("Choose how we remind you. No spam, promise.")
                .foregroundColor(.secondary)

            Toggle("Daily reminder", isOn: $settings.dailyReminder)
                .modifier(HighlightedWhenOn(isOn: settings.dailyReminder))

            if settings.dailyReminder {
                Stepper("At \(settings.reminderHour):00", value: $settings.reminderHour, in: 5...22)
                    .padding(.horizontal, 14)
                    .transition(.move(edge: .top).combined(with: .opacity))
            }

            Toggle("Weekly summary", isOn: $settings.weeklySummary)
                .modifier(HighlightedWhenOn(isOn: settings.weeklySummary))

            Spacer()

            Button("Allow notifications") {
                withAnimation(.default) { attempts += 1 }
            }
            .font(.headline)
            .frame(maxWidth: .infinity)
            .padding()
            .background(Color.accentColor)
            .foregroundColor(.white)
            .cornerRadius(12)
            .modifier(ShakeEffect(animatableData: attempts))
        }
        .padding(24)
        .animation(.easeInOut, value: settings.dailyReminder)
    }
}

#Preview {
    NotificationOptInView(settings: NotificationSettings())
}
