import SwiftUI

struct MaterialPromoCard: View {
    var body: some View {
        ZStack {
            LinearGradient(
                colors: [.purple, .blue, .cyan],
                startPoint: .topLeading,
                endPoint: .bottomTrailing
            )
            .ignoresSafeArea()

            Circle()
                .fill(.pink)
                .frame(width: 220)
                .blur(radius: 40)
                .offset(x: -80, y: -160)

            VStack(alignment: .leading, spacing: 14) {
                Label("New in 3.0", systemImage: "sparkles")
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(.tint)
                Text("Widgets for your Lock Screen")
                    .font(.title2.bold())
                    .foregroundStyle(.primary)
                Text("Glance at today's tasks without unlocking your phone.")
                    .font(.callout)
                    .foregroundStyle(.secondary)
                HStack {
                    Spacer()
                    Text("Try it")
                        .font(.headline)
                        .padding(.horizontal, 18)
                        .padding(.vertical, 8)
                        .background(.thinMaterial, in: Capsule())
                }
            }
            .padding(22)
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 24, style: .continuous))
            .overlay(
                RoundedRectangle(cornerRadius: 24, style: .continuous)
                    .strokeBorder(.white.opacity(0.3), lineWidth: 1)
            )
            .padding(24)
        }
        .tint(.yellow)
    }
}

struct MaterialPromoCard_Previews: PreviewProvider {
    static var previews: some View {
        ForEach(ColorScheme.allCases, id: \.self) { scheme in
            MaterialPromoCard()
                .preferredColorScheme(scheme)
                .previewDisplayName(scheme == .dark ? "Promo dark" : "Promo light")
        }
    }
}
