import SwiftUI

/// The plan card at the end of onboarding: the price set big with its period small beside it,
/// both on one baseline, as a paywall shows them.
struct PlanPriceCard: View {
    var planName = "Pro"
    var price = "$4.99"
    var period = "/ month"
    var perks: [String] = ["Unlimited stories", "Custom themes", "Priority support"]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(planName.uppercased())
                .font(.caption.weight(.semibold))
                .tracking(1.2)
                .foregroundStyle(.secondary)

            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Text(price)
                    .font(.system(size: 44, weight: .bold, design: .rounded))
                    .id("price")
                Text(period)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .id("period")
                Spacer()
                Text("Save 20%")
                    .font(.caption2.bold())
                    .padding(.horizontal, 8)
                    .padding(.vertical, 4)
                    .background(Capsule().fill(Color.green.opacity(0.2)))
                    .foregroundColor(.green)
                    .alignmentGuide(.firstTextBaseline) { d in d[.bottom] }
                    .id("badge")
            }

            Divider()

            VStack(alignment: .leading, spacing: 10) {
                ForEach(perks, id: \.self) { perk in
                    Label(perk, systemImage: "checkmark.circle.fill")
                        .font(.callout)
                }
            }
        }
        .padding(20)
        .background(
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .fill(Color(.secondarySystemBackground))
        )
        .padding(.horizontal, 24)
    }
}

#Preview("PlanPrice") {
    PlanPriceCard()
}
