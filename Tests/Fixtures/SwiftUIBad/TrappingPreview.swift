import SwiftUI

struct ProfileHeader: View {
    let names: [String]

    var body: some View {
        // Traps when `names` is empty: index out of range.
        Text("Hello, \(names[0])")
            .font(.title)
    }
}

#Preview("Empty names trap") {
    ProfileHeader(names: [])
}

#Preview("Fatal error") {
    let configuration: String? = nil
    guard let configuration else {
        fatalError("Preview configuration missing")
    }
    return Text(configuration)
}

#Preview("Fine") {
    ProfileHeader(names: ["Ada"])
}
