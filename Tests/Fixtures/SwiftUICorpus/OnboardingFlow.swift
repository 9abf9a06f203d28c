import SwiftUI
import Combine

final class OnboardingFlowModel: ObservableObject {
    enum Step: Int, CaseIterable {
        case intro, interests, notifications, done
    }

    @Published var step: Step = .intro
    @Published var interests: Set<String> = []
    @Published var wantsNotifications = true

    let availableInterests = ["Design", "Cooking", "Running", "Photography", "Music", "Travel"]

    var canContinue: Bool {
        step != .interests || !interests.isEmpty
    }

    func toggle(_ interest: String) {
        if interests.contains(interest) {
            interests.remove(interest)
        } else {
            interests.insert(interest)
        }
    }

    func next() {
        guard let following = Step(rawValue: step.rawValue + 1) else { return }
        step = following
    }
}

struct OnboardingFlowView: View {
    @StateObject private var model = OnboardingFlowModel()

    var body: some View {
        VStack(spacing: 0) {
            ProgressView(value: Double(model.step.rawValue), total: Double(OnboardingFlowModel.Step.allCases.count - 1))
                .id("progress")
                .padding()

            Group {
                switch model.step {
                case .intro:
                    IntroStepView()
                case .interests:
                    InterestsStepView()
                case .notifications:
                    NotificationsStepView()
                case .done:
                    Label("You're all set", systemImage: "checkmark.circle.fill")
                        .font(.title2.bold())
                        .foregroundColor(.green)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))

            Button(action: {
                withAnimation(.easeInOut(duration: 0.35)) { model.next() }
            }) {
                Text(model.step == .done ? "Start" : "Next")
                    .frame(maxWidth: .infinity)
                    .padding()
                    .background(model.canContinue ? Color.accentColor : Color.gray)
                    .foregroundColor(.white)
                    .cornerRadius(14)
            }
            .disabled(!model.canContinue)
            .id("next")
            .padding()
        }
        .environmentObject(model)
    }
}

private struct IntroStepView: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("Let's personalise your feed")
                .font(.title.bold())
                .multilineTextAlignment(.center)
            Text("It takes less than a minute.")
                .foregroundColor(.secondary)
        }
        .padding()
    }
}

private struct InterestsStepView: View {
    @EnvironmentObject var model: OnboardingFlowModel

    private let columns = [GridItem(.adaptive(minimum: 140), spacing: 12)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(model.availableInterests, id: \.self) { interest in
                    let selected = model.interests.contains(interest)
                    Text(interest)
                        .font(.headline)
                        .frame(maxWidth: .infinity, minHeight: 64)
                        .background(selected ? Color.accentColor.opacity(0.2) : Color(white: 0.5, opacity: 0.12))
                        .overlay(
                            RoundedRectangle(cornerRadius: 12)
                                .stroke(selected ? Color.accentColor : Color.clear, lineWidth: 2)
                        )
                        .clipShape(RoundedRectangle(cornerRadius: 12))
                        .contentShape(Rectangle())
                        .onTapGesture { model.toggle(interest) }
                        .accessibilityAddTraits(selected ? [.isButton, .isSelected] : .isButton)
                }
            }
            .padding()
        }
    }
}

private struct NotificationsStepView: View {
    @EnvironmentObject var model: OnboardingFlowModel

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: "bell.circle.fill")
                .resizable()
                .scaledToFit()
                .frame(width: 96, height: 96)
                .foregroundColor(.orange)
            Toggle("Daily digest", isOn: $model.wantsNotifications)
                .padding(.horizontal, 40)
        }
    }
}

#Preview {
    OnboardingFlowView()
}

#Preview("Interests") {
    let model = OnboardingFlowModel()
    model.step = .interests
    model.interests = ["Cooking", "Travel"]
    return InterestsStepView()
        .environmentObject(model)
}
