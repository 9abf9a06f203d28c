import SwiftUI

/// Shows the what's-new sheet once per version: on appear it compares the stored version
/// with the running one.
struct WhatsNewGateView: View {
    @AppStorage("lastSeenVersion") private var lastSeenVersion = ""
    @State private var showsWhatsNew = false

    var currentVersion = "3.1"

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                ViewThatFits(in: .horizontal) {
                    HStack(spacing: 12) {
                        badge
                        Text("Everything you saved is right where you left it.")
                    }
                    VStack(spacing: 8) {
                        badge
                        Text("Everything you saved is right where you left it.")
                            .multilineTextAlignment(.center)
                    }
                }
                .padding()
                Spacer()
            }
            .navigationTitle("Library")
        }
        .onAppear {
            if lastSeenVersion != currentVersion {
                showsWhatsNew = true
            }
        }
        .sheet(isPresented: $showsWhatsNew, onDismiss: { lastSeenVersion = currentVersion }) {
            VStack(alignment: .leading, spacing: 20) {
                Text("New in \(currentVersion)")
                    .font(.largeTitle.bold())
                Label("Folders inside folders", systemImage: "folder.fill.badge.plus")
                Label("Quick Look for PDFs", systemImage: "doc.richtext")
                Label("Siri Shortcuts", systemImage: "waveform")
                Spacer()
                Button("Got it") { showsWhatsNew = false }
                    .frame(maxWidth: .infinity)
                    .buttonStyle(.borderedProminent)
            }
            .padding(28)
            .presentationDragIndicator(.visible)
        }
    }

    private var badge: some View {
        Text("NEW")
            .font(.caption.bold())
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(Color.red, in: Capsule())
            .foregroundColor(.white)
    }
}

#Preview("First launch after update") {
    WhatsNewGateView()
}
