import SwiftUI

struct CarouselFeature: Identifiable {
    let id: Int
    let title: String
    let symbol: String
    let color: Color
}

struct FeatureCarouselView: View {
    let features: [CarouselFeature] = [
        CarouselFeature(id: 1, title: "Scan receipts", symbol: "doc.text.viewfinder", color: .mint),
        CarouselFeature(id: 2, title: "Split the bill", symbol: "person.2.fill", color: .orange),
        CarouselFeature(id: 3, title: "Settle up", symbol: "creditcard.fill", color: .indigo),
        CarouselFeature(id: 4, title: "Export to CSV", symbol: "square.and.arrow.up", color: .pink),
    ]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 16) {
                ForEach(features) { feature in
                    VStack(alignment: .leading) {
                        Image(systemName: feature.symbol)
                            .font(.system(size: 40))
                        Spacer()
                        Text(feature.title)
                            .font(.title3.bold())
                            .lineLimit(2)
                            .minimumScaleFactor(0.8)
                    }
                    .foregroundColor(.white)
                    .padding(20)
                    .frame(width: 220, height: 280, alignment: .leading)
                    .background(feature.color.gradient)
                    .clipShape(RoundedRectangle(cornerRadius: 28, style: .continuous))
                }
            }
            .padding(.horizontal, 20)
        }
        .frame(height: 300)
        .safeAreaInset(edge: .bottom) {
            Text("Swipe to see more")
                .font(.footnote)
                .foregroundColor(.secondary)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 8)
                .background(.bar)
        }
    }
}

#Preview("Carousel") {
    FeatureCarouselView()
}
