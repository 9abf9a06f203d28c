import SwiftUI
import Combine

struct ProgressArc: Shape {
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let radius = min(rect.width, rect.height) / 2
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY),
            radius: radius,
            startAngle: .degrees(-90),
            endAngle: .degrees(-90 + 360 * progress),
            clockwise: false)
        return path
    }
}

struct Wave: Shape {
    var phase: CGFloat

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        path.addCurve(
            to: CGPoint(x: rect.maxX, y: rect.midY),
            control1: CGPoint(x: rect.width * 0.3, y: rect.minY - phase),
            control2: CGPoint(x: rect.width * 0.7, y: rect.maxY + phase))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct GoalRingView: View {
    @State private var progress = 0.0
    @State private var secondsLeft = 30
    let goal: Double

    private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 32) {
            ZStack {
                Circle()
                    .stroke(Color.gray.opacity(0.15), lineWidth: 22)
                ProgressArc(progress: progress)
                    .stroke(
                        AngularGradient(
                            gradient: Gradient(colors: [.mint, .green, .mint]),
                            center: .center,
                            startAngle: .degrees(0),
                            endAngle: .degrees(360)),
                        style: StrokeStyle(lineWidth: 22, lineCap: .round))
                VStack(spacing: 4) {
                    Text("\(Int(progress * 100))%")
                        .font(.system(size: 56, weight: .bold, design: .rounded))
                        .monospacedDigit()
                        .contentTransition(.numericText())
                    Text("of today's goal")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            .frame(width: 240, height: 240)
            .id("ring")

            Text("Next reminder in \(secondsLeft)s")
                .font(.footnote.monospacedDigit())
                .foregroundStyle(.secondary)

            Wave(phase: 12)
                .fill(.linearGradient(colors: [.mint.opacity(0.6), .green.opacity(0.2)], startPoint: .top, endPoint: .bottom))
                .frame(height: 120)
                .id("wave")
        }
        .frame(maxHeight: .infinity, alignment: .bottom)
        .ignoresSafeArea(edges: .bottom)
        .onAppear {
            withAnimation(.spring(duration: 1.2, bounce: 0.25)) {
                progress = goal
            }
        }
        .onReceive(timer) { _ in
            if secondsLeft > 0 { secondsLeft -= 1 }
        }
    }
}

#Preview("Goal") {
    GoalRingView(goal: 0.72)
}
