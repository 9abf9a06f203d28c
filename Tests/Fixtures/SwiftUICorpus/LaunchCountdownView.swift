import SwiftUI
import Combine

struct LaunchCountdownView: View {
    let launchDate: Date

    @State private var now = Date()
    @State private var cancellable: AnyCancellable?

    private var remaining: TimeInterval { max(launchDate.timeIntervalSince(now), 0) }

    var body: some View {
        VStack(spacing: 18) {
            Text("Season 2 drops in")
                .font(.headline)
                .foregroundColor(.secondary)
            HStack(spacing: 12) {
                unit(Int(remaining) / 86_400, "days")
                unit(Int(remaining) % 86_400 / 3600, "hours")
                unit(Int(remaining) % 3600 / 60, "min")
            }
            if remaining == 0 {
                ProgressView("Loading episodes…")
            } else {
                ProgressView()
                    .progressViewStyle(.circular)
                    .hidden()
            }
        }
        .padding(32)
        .onAppear {
            cancellable = Timer.publish(every: 1, on: .main, in: .common)
                .autoconnect()
                .sink { date in now = date }
        }
        .onDisappear {
            cancellable?.cancel()
        }
    }

    private func unit(_ value: Int, _ name: String) -> some View {
        VStack(spacing: 4) {
            Text(String(format: "%02d", value))
                .font(.system(size: 44, weight: .bold, design: .monospaced))
            Text(name.uppercased())
                .font(.caption2)
                .kerning(1.5)
                .foregroundColor(.secondary)
        }
        .frame(minWidth: 80)
        .padding(.vertical, 12)
        .background(Color.secondary.opacity(0.12))
        .cornerRadius(12)
    }
}

struct LaunchCountdownView_Previews: PreviewProvider {
    static var previews: some View {
        LaunchCountdownView(launchDate: Date().addingTimeInterval(2 * 86_400 + 5 * 3600 + 42 * 60))
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Two days to go")
    }
}
