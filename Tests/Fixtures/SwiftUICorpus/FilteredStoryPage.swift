import SwiftUI

struct FilteredStoryPage: View {
    var isSeen: Bool
    var username: String
    var caption: String

    var body: some View {
        GeometryReader { proxy in
            ZStack {
                RadialGradient(
                    colors: [.orange, .pink, .purple],
                    center: .topLeading,
                    startRadius: 20,
                    endRadius: proxy.size.height)
                    .saturation(isSeen ? 0.3 : 1)
                    .ignoresSafeArea()
                    .id("backdrop")

                EllipticalGradient(colors: [.white.opacity(0.35), .clear], center: .center)
                    .blendMode(.softLight)
                    .blur(radius: 20)
                    .ignoresSafeArea()

                Text("SALE")
                    .font(.system(size: 120, weight: .black))
                    .foregroundStyle(.white)
                    .mask {
                        LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)
                    }
                    .position(x: proxy.size.width / 2, y: proxy.size.height * 0.35)
                    .id("sale")

                VStack(alignment: .leading, spacing: 8) {
                    Text(caption)
                        .font(.title3.weight(.semibold))
                        .foregroundStyle(.white)
                    Text("Swipe up to shop")
                        .font(.footnote)
                        .foregroundStyle(.white.opacity(0.8))
                }
                .padding(20)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(.ultraThinMaterial, in: .rect(cornerRadius: 20))
                .padding(.horizontal, 16)
                .frame(maxHeight: .infinity, alignment: .bottom)
                .padding(.bottom, 24)
                .id("caption")
            }
            .overlay(alignment: .topLeading) {
                header
                    .padding(.horizontal, 16)
                    .padding(.top, 12)
                    .zIndex(1)
            }
        }
        .compositingGroup()
    }

    private var header: some View {
        HStack(spacing: 10) {
            Circle()
                .fill(.white)
                .frame(width: 32, height: 32)
                .overlay {
                    Image(systemName: "bag.fill")
                        .font(.caption)
                        .foregroundStyle(.pink)
                }
                .grayscale(isSeen ? 1 : 0)
            Text(username)
                .font(.subheadline.bold())
                .foregroundStyle(.white)
            Text("2h")
                .font(.subheadline)
                .foregroundStyle(.white.opacity(0.7))
            Spacer()
            UnevenRoundedRectangle(topLeadingRadius: 8, bottomLeadingRadius: 2, bottomTrailingRadius: 8, topTrailingRadius: 2)
                .fill(.white.opacity(0.25))
                .frame(width: 44, height: 24)
                .overlay(Text("AD").font(.caption2.bold()).foregroundStyle(.white))
                .id("adBadge")
        }
        .id("header")
    }
}

#Preview("Unseen") {
    FilteredStoryPage(isSeen: false, username: "northwind.store", caption: "Up to 40 % off the summer collection")
}

#Preview("Seen") {
    FilteredStoryPage(isSeen: true, username: "northwind.store", caption: "Up to 40 % off the summer collection")
        .hueRotation(.degrees(30))
        .brightness(-0.05)
        .contrast(1.1)
        .drawingGroup()
}
