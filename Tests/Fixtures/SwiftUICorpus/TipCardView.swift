import SwiftUI

struct TipCardView: View {
    @State private var size: CGSize = .zero
    @Environment(\.scenePhase) private var scenePhase
    var attributed: AttributedString {
        var text = AttributedString("Double-tap a photo to like it.")
        if let range = text.range(of: "Double-tap") {
            text[range].font = .body.bold()
            text[range].foregroundColor = .orange
        }
        return text
    }

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: "lightbulb.fill")
                .font(.title2)
                .foregroundStyle(.yellow)
            VStack(alignment: .leading, spacing: 4) {
                Text("Tip")
                    .font(.headline)
                Text(attributed)
                    .textSelection(.enabled)
            }
            Spacer(minLength: 0)
            Button("Dismiss", systemImage: "xmark") {}
                .labelStyle(.iconOnly)
                .buttonStyle(.plain)
                .foregroundStyle(.secondary)
        }
        .padding()
        .background(.regularMaterial, in: .rect(cornerRadius: 16))
        .onGeometryChange(for: CGSize.self) { proxy in
            proxy.size
        } action: { newValue in
            size = newValue
        }
        .onTapGesture(count: 2) {}
        .simultaneousGesture(LongPressGesture(minimumDuration: 0.5).onEnded { _ in })
        .animation(.bouncy, value: size)
        .task(id: scenePhase) {}
        .padding()
        .id("tip")
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    TipCardView()
}
