import SwiftUI

final class PermissionPrimerModel: ObservableObject {
    @Published var allowsLocation = false
    @Published var allowsNotifications = false
    @Published private(set) var lastChange: String?

    func record(_ change: String) {
        lastChange = change
    }
}

struct PermissionPrimerView: View {
    @ObservedObject var model: PermissionPrimerModel
    var onFinish: () -> Void = {}

    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            Text("Two quick questions")
                .font(.largeTitle.bold())

            Text("We only ask for what the app needs. You can change these later in Settings.")
                .foregroundColor(.secondary)

            VStack(spacing: 0) {
                Toggle(isOn: $model.allowsLocation) {
                    Label("Nearby stores", systemImage: "location.fill")
                }
                .padding()
                Divider()
                    .padding(.leading)
                Toggle(isOn: $model.allowsNotifications) {
                    Label("Order updates", systemImage: "bell.fill")
                }
                .padding()
            }
            .background(RoundedRectangle(cornerRadius: 16, style: .continuous).fill(Color(white: 0.5, opacity: 0.1)))

            if let change = model.lastChange {
                Text(change)
                    .font(.footnote)
                    .foregroundColor(.secondary)
            }

            Spacer()

            Button(action: onFinish) {
                Text("Done")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
        }
        .padding(24)
        .onChange(of: model.allowsLocation) { newValue in
            model.record(newValue ? "Location turned on" : "Location turned off")
        }
        .onChange(of: model.allowsNotifications) { _, newValue in
            model.record(newValue ? "Notifications turned on" : "Notifications turned off")
        }
    }
}

struct PermissionPrimerView_Previews: PreviewProvider {
    static var previews: some View {
        let model = PermissionPrimerModel()
        model.allowsLocation = true
        return Group {
            PermissionPrimerView(model: PermissionPrimerModel())
                .previewDisplayName("Nothing allowed")
            PermissionPrimerView(model: model)
                .previewDisplayName("Location on")
                .previewDevice("iPhone SE (3rd generation)")
        }
    }
}
