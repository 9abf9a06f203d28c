import SwiftUI
import UIKit

struct WelcomeBackView: View {
    @Environment(\.colorScheme) private var colorScheme

    let name: String
    let streak: Int

    private var cardColor: Color {
        colorScheme == .dark ? Color(.secondarySystemBackground) : Color(.systemBackground)
    }

    var body: some View {
        VStack(spacing: 20) {
            (Text("Welcome back, ") + Text(name).bold() + Text("!"))
                .font(.title)
                .multilineTextAlignment(.center)
                .id("greeting")

            VStack(spacing: 4) {
                Text("\(streak)")
                    .font(.system(size: 64, weight: .black, design: .rounded))
                    .foregroundColor(Color(uiColor: .systemOrange))
                Text("DAY STREAK")
                    .font(.caption.weight(.semibold))
                    .kerning(2)
                    .foregroundColor(Color(.secondaryLabel))
            }
            .padding(.vertical, 24)
            .frame(maxWidth: .infinity)
            .id("streakCard")
            .background(cardColor)
            .cornerRadius(20)
            .shadow(color: Color.black.opacity(colorScheme == .dark ? 0 : 0.08), radius: 12, x: 0, y: 4)
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemGroupedBackground).ignoresSafeArea())
    }
}

#Preview {
    WelcomeBackView(name: "Sam", streak: 12)
}

#Preview("Welcome back, dark") {
    WelcomeBackView(name: "Sam", streak: 12)
        .preferredColorScheme(.dark)
}
