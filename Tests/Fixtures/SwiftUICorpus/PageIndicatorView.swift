import SwiftUI

struct PageIndicatorView: View {
    @Binding var currentPage: Int
    let numberOfPages: Int
    var activeColor: Color = .white
    var inactiveColor: Color = .white.opacity(0.4)

    var body: some View {
        HStack(spacing: 10) {
            ForEach(0..<numberOfPages, id: \.self) { page in
                Circle()
                    .fill(page == currentPage ? activeColor : inactiveColor)
                    .frame(width: 8, height: 8)
                    .scaleEffect(page == currentPage ? 1.3 : 1)
                    .padding(4)
                    .contentShape(Rectangle())
                    .onTapGesture {
                        withAnimation(.easeInOut(duration: 0.2)) {
                            currentPage = page
                        }
                    }
                    .accessibilityLabel("Page \(page + 1)")
                    .accessibilityAddTraits(page == currentPage ? .isSelected : [])
            }
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 6)
        .background(Capsule().fill(Color.black.opacity(0.25)))
    }
}

private struct PageIndicatorPreviewHost: View {
    @State private var page = 2

    var body: some View {
        PageIndicatorView(currentPage: $page, numberOfPages: 5)
            .padding()
            .background(Color.blue)
    }
}

#Preview("Page indicator", traits: .sizeThatFitsLayout) {
    PageIndicatorPreviewHost()
}
