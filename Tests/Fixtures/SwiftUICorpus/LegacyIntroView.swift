import SwiftUI

/// Written for iOS 14 and kept: `presentationMode` and `edgesIgnoringSafeArea`.
struct LegacyIntroView: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        ZStack {
            Color(#colorLiteral(red: 0.1019607857, green: 0.2784313858, blue: 0.400000006, alpha: 1))
                .edgesIgnoringSafeArea(.all)

            VStack(spacing: 30) {
                Spacer()
                Image(systemName: "leaf.fill")
                    .resizable()
                    .aspectRatio(contentMode: .fit)
                    .frame(width: 100)
                    .foregroundColor(Color(#colorLiteral(red: 0.5843137503, green: 0.8235294223, blue: 0.4196078479, alpha: 1)))
                Text("Greenhouse")
                    .font(.system(size: 44, weight: .bold))
                    .foregroundColor(.white)
                Text("Track every plant's water, light and food.")
                    .font(.headline)
                    .foregroundColor(Color.white.opacity(0.7))
                    .multilineTextAlignment(.center)
                    .padding(.horizontal, 40)
                Spacer()
                Button(action: {
                    presentationMode.wrappedValue.dismiss()
                }) {
                    HStack {
                        Text("Start growing")
                        Image(systemName: "arrow.right")
                    }
                    .font(.headline)
                    .foregroundColor(Color(#colorLiteral(red: 0.1019607857, green: 0.2784313858, blue: 0.400000006, alpha: 1)))
                    .padding(.vertical, 16)
                    .padding(.horizontal, 40)
                    .background(Color.white)
                    .cornerRadius(30)
                }
                .padding(.bottom, 40)
            }
        }
    }
}

struct LegacyIntroView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            LegacyIntroView()
                .previewDevice(PreviewDevice(rawValue: "iPhone 8"))
                .previewDisplayName("iPhone 8")
            LegacyIntroView()
                .previewDevice(PreviewDevice(rawValue: "iPhone 14 Pro Max"))
                .previewDisplayName("iPhone 14 Pro Max")
        }
    }
}
