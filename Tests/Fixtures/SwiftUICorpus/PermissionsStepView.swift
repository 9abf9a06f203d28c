import SwiftUI

/// An onboarding step that explains the permissions the app asks for, with a step counter,
/// grouped rows and a full-width primary button.
struct PermissionsStepView: View {
    @AppStorage("onboarding.step") private var step = 2
    @State private var notificationsOn = true
    @State private var locationOn = false
    @State private var showsPrivacy = false

    private let totalSteps = 4

    var body: some View {
        VStack(spacing: 24) {
            VStack(spacing: 8) {
                ProgressView(value: Double(step), total: Double(totalSteps))
                    .tint(.indigo)
                    .id("stepProgress")
                Text("Step \(step) of \(totalSteps)")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity, alignment: .trailing)
            }

            VStack(spacing: 12) {
                Image(systemName: "hand.raised.fill")
                    .font(.system(size: 48))
                    .foregroundStyle(.indigo)
                    .padding(20)
                    .background(Circle().fill(Color.indigo.opacity(0.12)))
                Text("Stay in the loop")
                    .font(.title.bold())
                Text("Choose what the app may use. You can change this later in Settings.")
                    .font(.body)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }

            GroupBox {
                VStack(spacing: 14) {
                    Toggle(isOn: $notificationsOn) {
                        Label("Notifications", systemImage: "bell.badge")
                    }
                    Divider()
                    Toggle(isOn: $locationOn) {
                        Label("Location", systemImage: "location")
                    }
                }
            }
            .id("permissions")

            Spacer(minLength: 0)

            VStack(spacing: 12) {
                Button {
                    withAnimation(.easeInOut) { step += 1 }
                } label: {
                    Text("Continue")
                        .font(.headline)
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 6)
                }
                .buttonStyle(.borderedProminent)
                .tint(.indigo)
                .id("continue")

                Button("How we use your data") { showsPrivacy = true }
                    .font(.subheadline)
            }
        }
        .padding(24)
        .sheet(isPresented: $showsPrivacy) {
            Text("Privacy")
        }
    }
}

#Preview("Permissions") {
    PermissionsStepView()
}
