import SwiftUI

struct WhatsNewFeature: Identifiable {
    let id = UUID()
    let icon: String
    let color: Color
    let title: String
    let detail: String
}

struct WhatsNewSheet: View {
    @Environment(\.dismiss) private var dismiss

    var version: String = "4.2"
    var features: [WhatsNewFeature] = [
        WhatsNewFeature(
            icon: "square.and.arrow.up.on.square", color: .blue, title: "Shared albums",
            detail: "Invite up to ten people to add photos to the same album."),
        WhatsNewFeature(
            icon: "wand.and.stars", color: .purple, title: "Auto enhance",
            detail: "One tap balances light and colour in every shot."),
        WhatsNewFeature(
            icon: "lock.shield", color: .green, title: "Hidden folder",
            detail: "Keep private photos behind Face ID."),
        WhatsNewFeature(
            icon: "arrow.triangle.2.circlepath", color: .orange, title: "Faster sync",
            detail: "Libraries over 10,000 photos now sync twice as fast."),
    ]

    var body: some View {
        VStack(spacing: 0) {
            ScrollView(.vertical, showsIndicators: false) {
                VStack(alignment: .leading, spacing: 28) {
                    VStack(alignment: .leading, spacing: 6) {
                        Text("What's New")
                            .font(.system(size: 40, weight: .heavy))
                        Text("Version \(version)")
                            .font(.title3)
                            .foregroundStyle(.secondary)
                    }
                    .padding(.top, 48)

                    ForEach(features) { feature in
                        HStack(alignment: .top, spacing: 16) {
                            Image(systemName: feature.icon)
                                .font(.title)
                                .foregroundColor(feature.color)
                                .frame(width: 44)
                            VStack(alignment: .leading, spacing: 4) {
                                Text(feature.title)
                                    .font(.headline)
                                Text(feature.detail)
                                    .font(.subheadline)
                                    .foregroundColor(.secondary)
                                    .fixedSize(horizontal: false, vertical: true)
                            }
                        }
                        .accessibilityElement(children: .combine)
                    }
                }
                .padding(.horizontal, 32)
            }

            Button("Continue") {
                dismiss()
            }
            .buttonStyle(FilledCapsuleButtonStyle())
            .padding(.horizontal, 24)
            .padding(.bottom, 8)
        }
    }
}

struct FilledCapsuleButtonStyle: ButtonStyle {
    var color: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundColor(.white)
            .frame(maxWidth: .infinity, minHeight: 50)
            .background(color.opacity(configuration.isPressed ? 0.7 : 1))
            .clipShape(Capsule())
            .contentShape(Capsule())
    }
}

#Preview("What's New") {
    WhatsNewSheet()
}

#Preview("In a sheet") {
    Color.gray.opacity(0.2)
        .sheet(isPresented: .constant(true)) {
            WhatsNewSheet(version: "5.0")
        }
}
