import SwiftUI

struct PaywallFeature: Identifiable {
    let id = UUID()
    let title: String
    let free: Bool
}

/// The last onboarding step: what Pro adds, as a Free / Pro comparison table, two plans and
/// the purchase button pinned above the home indicator.
struct PaywallOnboardingView: View {
    @State private var yearly = true
    let features: [PaywallFeature]

    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                VStack(spacing: 8) {
                    Image(systemName: "crown.fill")
                        .font(.system(size: 44))
                        .foregroundStyle(.yellow)
                    Text("Unlock Journal Pro")
                        .font(.title.bold())
                    Text("Everything you need to write every day.")
                        .foregroundStyle(.secondary)
                }
                .padding(.top, 24)

                comparison
                    .padding(16)
                    .background(Color(.secondarySystemGroupedBackground))
                    .clipShape(.rect(cornerRadius: 16))
                    .id("table")

                HStack(spacing: 12) {
                    planCard(title: "Yearly", price: "$29.99", note: "Save 50%", selected: yearly)
                        .onTapGesture { yearly = true }
                    planCard(title: "Monthly", price: "$4.99", note: "Cancel anytime", selected: !yearly)
                        .onTapGesture { yearly = false }
                }
            }
            .padding(.horizontal, 20)
        }
        .background(Color(.systemGroupedBackground))
        .safeAreaInset(edge: .bottom) {
            VStack(spacing: 8) {
                Button {
                } label: {
                    Text("Start free trial")
                        .font(.headline)
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.capsule)
                .controlSize(.large)
                .id("buy")
                Text("7 days free, then \(yearly ? "$29.99 a year" : "$4.99 a month").")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            .padding(.horizontal, 20)
            .padding(.vertical, 12)
            .background(.bar)
        }
    }

    private var comparison: some View {
        Grid(alignment: .center, horizontalSpacing: 16, verticalSpacing: 12) {
            GridRow {
                Text("Features")
                    .font(.subheadline.bold())
                    .gridColumnAlignment(.leading)
                Text("Free")
                    .font(.subheadline.bold())
                    .foregroundStyle(.secondary)
                Text("Pro")
                    .font(.subheadline.bold())
                    .foregroundStyle(.white)
                    .padding(.horizontal, 10)
                    .padding(.vertical, 3)
                    .background(.tint, in: .capsule)
            }
            Divider()
                .gridCellUnsizedAxes(.horizontal)
            ForEach(features) { feature in
                GridRow {
                    Text(feature.title)
                        .font(.subheadline)
                    Image(systemName: feature.free ? "checkmark" : "minus")
                        .foregroundStyle(feature.free ? Color.green : Color.secondary)
                    Image(systemName: "checkmark")
                        .foregroundStyle(.green)
                }
            }
            GridRow {
                Text("Prices in your local currency; the trial is one per account.")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .gridCellColumns(3)
                    .gridCellAnchor(.leading)
            }
        }
    }

    private func planCard(title: String, price: String, note: String, selected: Bool) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title).font(.subheadline.weight(.semibold))
            Text(price).font(.title2.bold())
            Text(note).font(.caption).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(14)
        .background(Color(.secondarySystemGroupedBackground), in: .rect(cornerRadius: 14))
        .overlay {
            RoundedRectangle(cornerRadius: 14)
                .strokeBorder(selected ? Color.accentColor : Color.clear, lineWidth: 2)
        }
        .contentShape(.rect)
    }
}

#Preview("Paywall") {
    PaywallOnboardingView(features: [
        PaywallFeature(title: "Daily prompts", free: true),
        PaywallFeature(title: "Unlimited entries", free: false),
        PaywallFeature(title: "iCloud sync", free: false),
        PaywallFeature(title: "Themes and fonts", free: false),
    ])
}
