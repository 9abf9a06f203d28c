import SwiftUI

struct BrokenRatioView: View {
    let done: CGFloat
    let total: CGFloat

    var body: some View {
        // With total == 0 the width is NaN (0 / 0) or infinite.
        Rectangle()
            .fill(Color.green)
            .frame(width: 200 * done / total, height: 12)
    }
}

#Preview("NaN width") {
    BrokenRatioView(done: 0, total: 0)
}

#Preview("Infinite width") {
    BrokenRatioView(done: 1, total: 0)
}
