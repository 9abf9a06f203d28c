import SwiftUI

struct ConfettiPiece {
    var x: Double
    var y: Double
    var size: Double
    var hue: Double
}

struct ConfettiCelebrationView: View {
    private let pieces: [ConfettiPiece] = (0..<40).map { i in
        ConfettiPiece(
            x: Double((i * 37) % 100) / 100,
            y: Double((i * 53) % 100) / 100,
            size: Double(6 + (i % 5) * 2),
            hue: Double(i % 12) / 12)
    }

    var body: some View {
        ZStack {
            Canvas { context, size in
                for piece in pieces {
                    let rect = CGRect(
                        x: piece.x * size.width,
                        y: piece.y * size.height,
                        width: piece.size,
                        height: piece.size * 0.6)
                    context.fill(
                        Path(roundedRect: rect, cornerRadius: 2),
                        with: .color(Color(hue: piece.hue, saturation: 0.8, brightness: 0.95)))
                }
                let ring = Path(ellipseIn: CGRect(x: size.width / 2 - 60, y: size.height / 2 - 160, width: 120, height: 120))
                context.stroke(ring, with: .color(.yellow), lineWidth: 4)
            }
            .ignoresSafeArea()
            .id("canvas")

            VStack(spacing: 12) {
                Spacer()
                Text("🎉")
                    .font(.system(size: 64))
                Text("You're all set!")
                    .font(.largeTitle.bold())
                Text("Your first week starts today. We'll remind you at 8:00 each morning.")
                    .font(.body)
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.secondary)
                    .padding(.horizontal, 32)
                Spacer()
                Button("Let's go") {}
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                    .padding(.bottom, 24)
                    .id("go")
            }
        }
    }
}

#Preview {
    ConfettiCelebrationView()
}
