import SwiftUI

struct SplashLogoView: View {
    @State private var isAnimating = false
    @State private var appeared = false
    var onFinished: () -> Void = {}

    var body: some View {
        ZStack {
            Color.black.edgesIgnoringSafeArea(.all)

            VStack(spacing: 20) {
                RoundedRectangle(cornerRadius: 28, style: .continuous)
                    .fill(
                        LinearGradient(
                            gradient: Gradient(stops: [
                                .init(color: .cyan, location: 0),
                                .init(color: .blue, location: 0.6),
                                .init(color: .purple, location: 1),
                            ]),
                            startPoint: .top, endPoint: .bottom)
                    )
                    .frame(width: 120, height: 120)
                    .overlay(
                        Image(systemName: "bolt.fill")
                            .font(.system(size: 56, weight: .bold))
                            .foregroundColor(.white)
                    )
                    .scaleEffect(isAnimating ? 1 : 0.6)
                    .opacity(appeared ? 1 : 0)
                    .animation(.spring(response: 0.5, dampingFraction: 0.55), value: isAnimating)

                Text("VOLT")
                    .font(.system(size: 28, weight: .heavy))
                    .kerning(8)
                    .foregroundColor(.white)
                    .opacity(appeared ? 1 : 0)
                    .animation(.easeIn(duration: 0.4).delay(0.2), value: appeared)
            }
        }
        .onAppear {
            isAnimating = true
            appeared = true
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) {
                onFinished()
            }
        }
    }
}

struct SplashLogoView_Previews: PreviewProvider {
    static var previews: some View {
        SplashLogoView()
    }
}
