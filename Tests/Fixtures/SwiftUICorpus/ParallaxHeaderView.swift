import SwiftUI

struct ParallaxHeaderView: View {
    let imageName: String
    let title: String
    let bodyText: String

    private let headerHeight: CGFloat = 320

    var body: some View {
        ScrollView(showsIndicators: false) {
            VStack(alignment: .leading, spacing: 0) {
                GeometryReader { geometry in
                    let minY = geometry.frame(in: .global).minY
                    Image(imageName)
                        .resizable()
                        .scaledToFill()
                        .frame(width: geometry.size.width, height: headerHeight + max(minY, 0))
                        .clipped()
                        .offset(y: minY > 0 ? -minY : 0)
                        .overlay(
                            LinearGradient(colors: [.clear, .black.opacity(0.6)], startPoint: .center, endPoint: .bottom)
                        )
                        .overlay(alignment: .bottomLeading) {
                            Text(title)
                                .font(.largeTitle.bold())
                                .foregroundColor(.white)
                                .padding()
                        }
                }
                .frame(height: headerHeight)

                Text(bodyText)
                    .font(.body)
                    .lineSpacing(4)
                    .padding()
            }
        }
        .edgesIgnoringSafeArea(.top)
    }
}

#Preview {
    ParallaxHeaderView(
        imageName: "onboarding-mountains",
        title: "Explore further",
        bodyText: String(repeating: "Routes, huts and water sources, all on one map. ", count: 12)
    )
}
