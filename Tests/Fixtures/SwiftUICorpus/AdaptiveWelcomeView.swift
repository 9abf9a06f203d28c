import SwiftUI
import UIKit

struct AdaptiveWelcomeView: View {
    private var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
    private var isSmallPhone: Bool { UIScreen.main.bounds.height < 700 }

    var body: some View {
        VStack(spacing: isSmallPhone ? 16 : 32) {
            Image(systemName: "waveform.circle.fill")
                .resizable()
                .scaledToFit()
                .frame(width: isPad ? 180 : (isSmallPhone ? 88 : 120))
                .foregroundColor(Color(uiColor: .systemPink))

            Text("Podcasts, made personal")
                .font(isPad ? .system(size: 48, weight: .bold) : .largeTitle.bold())
                .multilineTextAlignment(.center)
                .minimumScaleFactor(0.7)
                .lineLimit(2)

            Text("Follow shows, get new episodes automatically and pick up where you left off on any device.")
                .font(isPad ? .title3 : .body)
                .foregroundColor(Color(UIColor.secondaryLabel))
                .multilineTextAlignment(.center)
                .frame(maxWidth: isPad ? 520 : .infinity)

            Button {
                UIImpactFeedbackGenerator(style: .light).impactOccurred()
            } label: {
                Text("Continue")
                    .font(.headline)
                    .frame(maxWidth: isPad ? 360 : .infinity)
                    .padding(.vertical, 16)
                    .background(Color(uiColor: .systemPink))
                    .foregroundColor(.white)
                    .clipShape(RoundedRectangle(cornerRadius: 14, style: .continuous))
            }
        }
        .padding(.horizontal, 28)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemBackground))
    }
}

struct AdaptiveWelcomeView_Previews: PreviewProvider {
    static var previews: some View {
        AdaptiveWelcomeView()
            .previewDevice(PreviewDevice(rawValue: "iPhone 15"))
            .previewDisplayName("iPhone")
        AdaptiveWelcomeView()
            .previewDevice(PreviewDevice(rawValue: "iPad Pro (12.9-inch) (6th generation)"))
            .previewDisplayName("iPad")
    }
}
