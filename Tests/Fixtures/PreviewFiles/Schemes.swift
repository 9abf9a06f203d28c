import SwiftUI

struct Schemes_Previews: PreviewProvider {
    static var previews: some View {
        ForEach([ColorScheme.light, .dark], id: \.self) { scheme in
            Banner()
                .preferredColorScheme(scheme)
                .previewDisplayName("Scheme \(scheme)")
        }
    }
}
