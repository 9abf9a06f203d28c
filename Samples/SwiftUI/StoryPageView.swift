import SwiftUI

struct StoryPageView: View {
    let title: String
    let caption: String
    let colors: [Color]
    var progress: CGFloat

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(gradient: Gradient(colors: colors), startPoint: .topLeading, endPoint: .bottomTrailing)
                .edgesIgnoringSafeArea(.all)

            VStack(alignment: .leading, spacing: 10) {
                Text(title)
                    .font(.system(size: 34, weight: .bold, design: .rounded))
                    .foregroundColor(.white)
                    .shadow(color: .black.opacity(0.25), radius: 6, x: 0, y: 3)
                Text(caption)
                    .font(.body)
                    .foregroundColor(.white.opacity(0.9))
            }
            .padding(24)
            .padding(.bottom, 40)
            .offset(y: (1 - progress) * 30)
        }
        .overlay(alignment: .top) {
            ProgressView(value: progress, total: 1)
                .progressViewStyle(.linear)
                .tint(.white)
                .padding(.horizontal, 12)
                .padding(.top, 8)
        }
        .overlay(alignment: .topTrailing) {
            Image(systemName: "xmark")
                .font(.headline)
                .foregroundColor(.white)
                .padding(12)
                .background(.black.opacity(0.2), in: Circle())
                .padding(.top, 20)
                .padding(.trailing, 12)
                .accessibilityLabel("Close")
        }
    }
}

struct StoryPageView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            StoryPageView(
                title: "Summer sale",
                caption: "Everything in the garden shop is 30 % off until Sunday.",
                colors: [.orange, .pink],
                progress: 0.25)
                .previewDisplayName("Start")
            StoryPageView(
                title: "Summer sale",
                caption: "Everything in the garden shop is 30 % off until Sunday.",
                colors: [.orange, .pink],
                progress: 0.9)
                .previewDisplayName("Almost done")
                .previewDevice(PreviewDevice(rawValue: "iPhone 15 Pro"))
        }
    }
}
