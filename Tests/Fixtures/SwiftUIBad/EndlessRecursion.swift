import SwiftUI

/// A comment thread that shows its replies with itself, but builds the same thread again
/// instead of the replies: its body never ends.
struct CommentThreadView: View {
    let depth: Int

    var body: some View {
        VStack(alignment: .leading) {
            Text("Comment at depth \(depth)")
            CommentThreadView(depth: depth + 1)
                .padding(.leading, 12)
        }
    }
}

#Preview("Endless thread") {
    CommentThreadView(depth: 0)
}
