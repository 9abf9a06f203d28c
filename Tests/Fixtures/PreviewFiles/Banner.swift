import SwiftUI
import Combine

struct Banner: View {
    var body: some View {
        HStack {
            Text("New")
            Spacer()
            Text("Update")
        }
        .padding()
    }
}

struct Banner_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Banner()
                .previewDisplayName("Banner light")
            Banner()
                .preferredColorScheme(.dark)
                .previewDisplayName("Banner dark")
            Banner()
                .previewLayout(.sizeThatFits)
        }
    }
}
