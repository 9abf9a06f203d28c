import SwiftUI

@MainActor
final class CreateAccountViewModel: ObservableObject {
    enum Plan: String, CaseIterable, Identifiable {
        case monthly = "Monthly"
        case yearly = "Yearly"
        var id: String { rawValue }
    }

    @Published var email = ""
    @Published var password = ""
    @Published var plan: Plan = .yearly
    @Published var householdSize = 2
    @Published var weeklyGoal: Double = 3
    @Published var showsError = false

    var canContinue: Bool {
        email.contains("@") && password.count >= 8
    }

    func submit() async {
        try? await Task.sleep(for: .seconds(1))
        showsError = !canContinue
    }
}

struct CreateAccountView: View {
    enum Field: Hashable {
        case email, password
    }

    @StateObject private var model = CreateAccountViewModel()
    @FocusState private var focusedField: Field?

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Email", text: $model.email, prompt: Text("you@example.com"))
                        .keyboardType(.emailAddress)
                        .textContentType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .focused($focusedField, equals: .email)
                        .submitLabel(.next)
                        .onSubmit { focusedField = .password }
                    SecureField("Password", text: $model.password, prompt: Text("At least 8 characters"))
                        .focused($focusedField, equals: .password)
                        .submitLabel(.go)
                } header: {
                    Text("Account")
                } footer: {
                    Text("We'll never share your email.")
                }

                Section("Plan") {
                    Picker("Billing", selection: $model.plan) {
                        ForEach(CreateAccountViewModel.Plan.allCases) { plan in
                            Text(plan.rawValue).tag(plan)
                        }
                    }
                    .pickerStyle(.segmented)
                    .id("plan")

                    Stepper("People: \(model.householdSize)", value: $model.householdSize, in: 1...6)
                }

                Section("Goal") {
                    VStack(alignment: .leading) {
                        Text("\(Int(model.weeklyGoal)) workouts a week")
                            .monospacedDigit()
                        Slider(value: $model.weeklyGoal, in: 1...7, step: 1) {
                            Text("Workouts")
                        } minimumValueLabel: {
                            Text("1")
                        } maximumValueLabel: {
                            Text("7")
                        }
                    }
                }
            }
            .navigationTitle("Create account")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Next") {
                        Task { await model.submit() }
                    }
                    .disabled(!model.canContinue)
                }
                ToolbarItem(placement: .topBarLeading) {
                    Button("Cancel", role: .cancel) {}
                }
            }
            .alert("Check your details", isPresented: $model.showsError) {
                Button("OK", role: .cancel) {}
            } message: {
                Text("Enter a valid email and a password of 8 characters or more.")
            }
            .onAppear { focusedField = .email }
        }
    }
}

#Preview {
    CreateAccountView()
}

#Preview("Dark") {
    CreateAccountView()
        .preferredColorScheme(.dark)
}
