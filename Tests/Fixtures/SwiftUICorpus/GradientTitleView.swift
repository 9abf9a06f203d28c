import SwiftUI

struct GradientTitleView: View {
    var title = "Focus, finally."
    var subtitle = "Block distractions for as long as you need."

    var body: some View {
        VStack(spacing: 12) {
            LinearGradient(
                colors: [.orange, .red, .purple],
                startPoint: .leading,
                endPoint: .trailing
            )
            .frame(height: 60)
            .mask(
                Text(title)
                    .font(.system(size: 48, weight: .black))
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
            )

            Text(subtitle)
                .font(.title3)
                .foregroundColor(.secondary)
                .multilineTextAlignment(.center)

            RadialGradient(
                gradient: Gradient(colors: [.orange.opacity(0.6), .clear]),
                center: .center,
                startRadius: 4,
                endRadius: 120
            )
            .frame(width: 240, height: 240)
            .overlay(
                Image(systemName: "moon.stars.fill")
                    .font(.system(size: 72))
                    .foregroundColor(.orange)
            )
        }
        .padding()
    }
}

#Preview(traits: .fixedLayout(width: 390, height: 520)) {
    GradientTitleView()
}
