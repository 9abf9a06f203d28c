import SwiftUI

struct ReleaseNote: Identifiable, Hashable {
    let id = UUID()
    let version: String
    let date: String
    let changes: [String]
}

struct ReleaseNotesView: View {
    let notes: [ReleaseNote]
    @State private var selected: ReleaseNote?

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Text("Thanks for updating! Here is what changed recently.")
                        .foregroundColor(.secondary)
                }
                ForEach(notes) { note in
                    Section(header: Text("Version \(note.version) · \(note.date)")) {
                        ForEach(note.changes, id: \.self) { change in
                            Label(change, systemImage: "checkmark")
                        }
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Release Notes")
            .navigationBarTitleDisplayMode(.large)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {}
                }
            }
            .sheet(item: $selected) { note in
                Text(note.version)
            }
        }
    }
}

struct ReleaseNotesView_Previews: PreviewProvider {
    static let notes = [
        ReleaseNote(version: "2.3", date: "March 2024", changes: ["Dark mode for the editor", "Faster exports", "Fixed a crash when renaming"]),
        ReleaseNote(version: "2.2", date: "January 2024", changes: ["iCloud sync", "New app icon"]),
    ]

    static var previews: some View {
        ReleaseNotesView(notes: notes)
        ReleaseNotesView(notes: notes)
            .environment(\.locale, Locale(identifier: "de"))
            .previewDisplayName("German")
    }
}
