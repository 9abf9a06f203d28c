import SwiftUI
import UIKit
import Observation

@Observable
final class OnboardingModel {
    enum Step: Int, CaseIterable {
        case welcome, notifications, done
    }

    var step: Step = .welcome
    var wantsReminders = true
    var isFinished = false

    func advance() {
        guard let next = Step(rawValue: step.rawValue + 1) else {
            isFinished = true
            return
        }
        step = next
    }
}

struct OnboardingCoordinatorView: View {
    @Environment(OnboardingModel.self) private var model
    @Environment(\.openURL) private var openURL
    @SceneStorage("onboarding.step") private var savedStep = 0
    @State private var showsSkipDialog = false
    @State private var showsHelp = false

    var body: some View {
        @Bindable var model = model

        VStack(spacing: 24) {
            HStack {
                Button("Skip") { showsSkipDialog = true }
                Spacer()
                Button {
                    showsHelp = true
                } label: {
                    Image(systemName: "questionmark.circle")
                        .imageScale(.large)
                }
                .popover(isPresented: $showsHelp) {
                    Text("You can change these later in Settings.")
                        .padding()
                        .presentationCompactAdaptation(.popover)
                }
            }
            .padding(.horizontal, 20)
            .id("topBar")

            Spacer()

            Group {
                switch model.step {
                case .welcome:
                    StepCard(symbol: "hand.wave.fill", title: "Welcome to Trailhead", message: "Plan hikes, download maps and share your route with friends.")
                case .notifications:
                    VStack(spacing: 16) {
                        StepCard(symbol: "bell.badge.fill", title: "Stay on track", message: "Get a nudge when the weather is right for your saved trails.")
                        Toggle("Trail reminders", isOn: $model.wantsReminders)
                            .padding(.horizontal, 32)
                    }
                case .done:
                    StepCard(symbol: "checkmark.seal.fill", title: "Ready", message: "Your first trail suggestions are waiting.")
                }
            }
            .transition(.asymmetric(insertion: .move(edge: .trailing).combined(with: .opacity), removal: .move(edge: .leading)))
            .id(model.step)

            Spacer()

            Button {
                withAnimation(.snappy) { model.advance() }
                savedStep = model.step.rawValue
            } label: {
                Text(model.step == .done ? "Start exploring" : "Continue")
                    .font(.headline)
                    .frame(maxWidth: .infinity, minHeight: 50)
                    .background(Color(uiColor: .systemGreen), in: .rect(cornerRadius: 14))
                    .foregroundStyle(.white)
            }
            .padding(.horizontal, 20)
            .padding(.bottom, 12)
            .id("continue")

            Button("Privacy policy") {
                openURL(URL(string: "https://example.com/privacy")!)
            }
            .font(.footnote)
        }
        .background(Color(uiColor: .secondarySystemBackground))
        .confirmationDialog("Skip onboarding?", isPresented: $showsSkipDialog, titleVisibility: .visible) {
            Button("Skip", role: .destructive) { model.isFinished = true }
            Button("Keep going", role: .cancel) {}
        }
        .fullScreenCover(isPresented: $model.isFinished) {
            Text("Home")
        }
        .task {
            await restoreStep()
        }
    }

    private func restoreStep() async {
        if let step = OnboardingModel.Step(rawValue: savedStep) {
            model.step = step
        }
    }
}

private struct StepCard: View {
    let symbol: String
    let title: String
    let message: String

    var body: some View {
        VStack(spacing: 14) {
            PhaseAnimator([false, true]) { pulsing in
                Image(systemName: symbol)
                    .font(.system(size: 72))
                    .foregroundStyle(.green)
                    .scaleEffect(pulsing ? 1.1 : 1)
            } animation: { _ in
                .easeInOut(duration: 0.8)
            }
            .frame(height: 100)
            Text(title)
                .font(.title.bold())
                .multilineTextAlignment(.center)
            Text(message)
                .font(.body)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
                .frame(width: UIScreen.main.bounds.width - 80)
                .fixedSize(horizontal: false, vertical: true)
        }
        .id("card")
    }
}

#Preview {
    OnboardingCoordinatorView()
        .environment(OnboardingModel())
}

#Preview("Notifications") {
    let model = OnboardingModel()
    model.step = .notifications
    return OnboardingCoordinatorView()
        .environment(model)
}
