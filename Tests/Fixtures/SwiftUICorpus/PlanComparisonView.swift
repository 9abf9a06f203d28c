import SwiftUI

struct PlanFeature: Identifiable {
    let id: Int
    let name: String
    let free: Bool
    let pro: Bool
}

struct PlanComparisonView: View {
    let features: [PlanFeature]
    var highlightColor = Color(red: 0.36, green: 0.24, blue: 0.93, opacity: 1)

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text("Feature")
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .layoutPriority(1)
                Text("Free")
                    .frame(width: 56)
                Text("Pro")
                    .frame(width: 56)
                    .foregroundStyle(highlightColor)
            }
            .font(.footnote.weight(.semibold))
            .textCase(.uppercase)
            .foregroundStyle(.secondary)
            .padding(.vertical, 10)
            .id("header")

            ForEach(features) { feature in
                HStack {
                    Text(feature.name)
                        .lineLimit(1)
                        .truncationMode(.middle)
                        .frame(maxWidth: .infinity, alignment: .leading)
                    mark(feature.free)
                        .frame(width: 56)
                    mark(feature.pro)
                        .frame(width: 56)
                }
                .padding(.vertical, 12)
                .overlay(alignment: .bottom) {
                    Divider()
                }
                .id("feature-\(feature.id)")
            }
        }
        .padding(.horizontal, 20)
        .padding(.vertical, 8)
        .background(Color("CardBackground", bundle: nil))
        .clipShape(.rect(cornerRadius: 16))
    }

    private func mark(_ included: Bool) -> some View {
        Image(systemName: included ? "checkmark.circle.fill" : "minus")
            .foregroundStyle(included ? highlightColor : Color.secondary)
            .accessibilityLabel(included ? "Included" : "Not included")
    }
}

struct PlanBadge: View {
    let title: String
    let count: Int

    var body: some View {
        HStack(spacing: 6) {
            Label(title, systemImage: "crown.fill")
                .labelStyle(.iconOnly)
                .foregroundStyle(.yellow)
            Text(title)
                .font(.subheadline.bold())
                .fixedSize(horizontal: true, vertical: false)
            Spacer(minLength: 4)
            Text("\(count)")
                .font(.caption.bold())
                .padding(.horizontal, 8)
                .padding(.vertical, 2)
                .background(Capsule().fill(Color(hue: 0.75, saturation: 0.6, brightness: 0.9)))
                .foregroundStyle(.white)
        }
        .padding(12)
        .frame(width: 200)
        .background(RoundedRectangle(cornerRadius: 12, style: .continuous).stroke(Color.secondary.opacity(0.3)))
    }
}

struct PlanComparisonView_Previews: PreviewProvider {
    static let features = [
        PlanFeature(id: 1, name: "Unlimited projects", free: false, pro: true),
        PlanFeature(id: 2, name: "Offline mode", free: true, pro: true),
        PlanFeature(id: 3, name: "Export to PDF, Markdown and plain text", free: false, pro: true),
        PlanFeature(id: 4, name: "Themes", free: true, pro: true),
    ]

    static var previews: some View {
        Group {
            PlanComparisonView(features: features)
                .padding()
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Table")

            PlanBadge(title: "Pro", count: 3)
                .padding()
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Badge")

            PlanComparisonView(features: features)
                .safeAreaPadding(.horizontal, 12)
                .ignoresSafeArea(.keyboard)
                .previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
                .previewDisplayName("SE")
        }
    }
}
