import SwiftUI

struct DeviceLabel: View {
    var text: String
    var body: some View { Text(text).padding() }
}

struct DeviceLabel_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            DeviceLabel(text: "SE")
                .previewDevice("iPhone SE (3rd generation)")
                .previewDisplayName("SE")
            DeviceLabel(text: "Unknown")
                .previewDevice(PreviewDevice(rawValue: "iPhone 99 Ultra"))
                .previewDisplayName("Unknown")
            DeviceLabel(text: "Pad")
                .previewDevice(PreviewDevice(rawValue: "iPad Pro (12.9-inch) (6th generation)"))
                .previewDisplayName("Pad")
        }
    }
}
