import SwiftUI

struct ProUpsellSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var yearly = true

    private let perks = [
        ("infinity", "Unlimited projects"),
        ("person.3.fill", "Team sharing"),
        ("clock.arrow.circlepath", "Full version history"),
        ("paintpalette.fill", "Custom themes"),
    ]

    var body: some View {
        VStack(spacing: 24) {
            VStack(spacing: 8) {
                Image(systemName: "crown.fill")
                    .font(.system(size: 44))
                    .foregroundStyle(
                        LinearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom)
                    )
                Text("Sketchbook Pro")
                    .font(.largeTitle.bold())
            }
            .padding(.top, 40)

            VStack(alignment: .leading, spacing: 14) {
                ForEach(perks, id: \.1) { symbol, title in
                    Label(title, systemImage: symbol)
                        .font(.body.weight(.medium))
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(20)
            .background(alignment: .topTrailing) {
                Image(systemName: "star.fill")
                    .font(.system(size: 60))
                    .foregroundColor(.yellow.opacity(0.15))
                    .offset(x: -10, y: 10)
            }
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 18))

            Picker("Plan", selection: $yearly) {
                Text("Monthly").tag(false)
                Text("Yearly").tag(true)
            }
            .pickerStyle(.segmented)

            Text(yearly ? "$29.99 per year" : "$3.99 per month")
                .font(.title3.weight(.semibold))
                .contentTransition(.numericText())

            Spacer()

            Button {
                dismiss()
            } label: {
                Text("Start free trial")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 16)
                    .background(Color.orange, in: Capsule())
                    .foregroundColor(.white)
            }
        }
        .padding(.horizontal, 24)
        .overlay(alignment: .topTrailing) {
            Button {
                dismiss()
            } label: {
                Image(systemName: "xmark.circle.fill")
                    .font(.title2)
                    .symbolRenderingMode(.hierarchical)
                    .foregroundColor(.secondary)
            }
            .padding()
            .accessibilityLabel("Close")
        }
    }
}

#Preview("Upsell") {
    ProUpsellSheet()
}

#Preview("Presented") {
    Text("Projects")
        .sheet(isPresented: .constant(true)) {
            ProUpsellSheet()
                .presentationDetents([.large])
        }
}
