import SwiftUI

struct CheckmarkShape: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + rect.width * 0.18, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.42, y: rect.maxY - rect.height * 0.22))
        path.addLine(to: CGPoint(x: rect.maxX - rect.width * 0.16, y: rect.minY + rect.height * 0.24))
        return path
    }
}

struct SuccessCheckmarkView: View {
    @State private var drawn: CGFloat = 0
    @State private var showsText = false

    var body: some View {
        VStack(spacing: 28) {
            ZStack {
                Circle()
                    .fill(Color.green.opacity(0.15))
                Circle()
                    .trim(from: 0, to: drawn)
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                CheckmarkShape()
                    .trim(from: 0, to: drawn)
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 8, lineCap: .round, lineJoin: .round))
                    .padding(28)
            }
            .frame(width: 140, height: 140)

            if showsText {
                VStack(spacing: 8) {
                    Text("Account created")
                        .font(.title2.bold())
                    Text("Check your inbox to confirm your email.")
                        .foregroundColor(.secondary)
                }
                .transition(.opacity.combined(with: .scale(scale: 0.9)))
            }
        }
        .onAppear {
            withAnimation(.easeOut(duration: 0.6)) {
                drawn = 1
            }
            withAnimation(.easeIn.delay(0.5)) {
                showsText = true
            }
        }
        .onDisappear {
            drawn = 0
            showsText = false
        }
    }
}

struct SuccessCheckmarkView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            SuccessCheckmarkView()
            SuccessCheckmarkView()
                .environment(\.sizeCategory, .accessibilityExtraLarge)
                .previewDisplayName("Large text")
        }
    }
}
