import SwiftUI

struct Contact: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let handle: String
    var isInvited = false
}

struct InviteFriendsSheet: View {
    @State private var contacts: [Contact] = [
        Contact(name: "Ana Lima", handle: "@ana"),
        Contact(name: "Bo Chen", handle: "@bochen", isInvited: true),
        Contact(name: "Chidi Okafor", handle: "@chidi"),
    ]
    @State private var search = ""
    @Environment(\.dismiss) private var dismiss

    private var filtered: [Contact] {
        search.isEmpty ? contacts : contacts.filter { $0.name.localizedCaseInsensitiveContains(search) }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach($contacts) { $contact in
                        HStack(spacing: 12) {
                            Text(contact.name.split(separator: " ").compactMap(\.first).map(String.init).joined())
                                .font(.subheadline.bold())
                                .foregroundStyle(.white)
                                .frame(width: 40, height: 40)
                                .background(Circle().fill(Color.accentColor))
                            VStack(alignment: .leading) {
                                Text(contact.name)
                                Text(contact.handle)
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer()
                            Toggle("Invite", isOn: $contact.isInvited)
                                .labelsHidden()
                        }
                    }
                } header: {
                    Text("Suggested")
                } footer: {
                    Text("Friends you invite get 30 days of Plus for free.")
                }
            }
            .searchable(text: $search, prompt: "Search contacts")
            .navigationTitle("Invite friends")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
            .safeAreaInset(edge: .bottom) {
                Button {
                } label: {
                    Text("Send \(contacts.filter(\.isInvited).count) invites")
                        .font(.headline)
                        .frame(maxWidth: .infinity, minHeight: 50)
                }
                .buttonStyle(.borderedProminent)
                .padding()
                .background(.bar)
                .id("send")
            }
        }
    }
}

#Preview {
    InviteFriendsSheet()
}
