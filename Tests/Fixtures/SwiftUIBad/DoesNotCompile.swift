import SwiftUI

struct OnboardingTitle: View {
    let title: String

    var body: some View {
        VStack {
            Text(title)
                .font(.largeTitle)
            // A misspelt modifier and a value of the wrong type.
            Text("Subtitle")
                .forgroundColor(.secondary)
            Spacer(minLength: "eight")
        }
    }
}

#Preview {
    OnboardingTitle(title: "Welcome")
}
