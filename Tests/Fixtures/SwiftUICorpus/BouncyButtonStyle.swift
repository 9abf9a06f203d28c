import SwiftUI

struct BouncyButtonStyle: ButtonStyle {
    var background: Color = .blue
    var foreground: Color = .white

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(.headline, design: .rounded))
            .foregroundColor(foreground)
            .padding(.horizontal, 28)
            .padding(.vertical, 14)
            .background(
                RoundedRectangle(cornerRadius: 16, style: .continuous)
                    .fill(background)
            )
            .scaleEffect(configuration.isPressed ? 0.94 : 1)
            .animation(.spring(response: 0.25, dampingFraction: 0.6), value: configuration.isPressed)
            .contentShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
    }
}

struct OutlineButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundColor(.accentColor)
            .padding(.vertical, 12)
            .frame(maxWidth: .infinity)
            .overlay(
                Capsule().strokeBorder(Color.accentColor, lineWidth: 2)
            )
            .opacity(configuration.isPressed ? 0.6 : 1)
            .contentShape(Capsule())
    }
}

extension ButtonStyle where Self == BouncyButtonStyle {
    static var bouncy: BouncyButtonStyle { BouncyButtonStyle() }
}

struct ButtonStyleGallery: View {
    var body: some View {
        VStack(spacing: 20) {
            Button("Create account") {}
                .buttonStyle(.bouncy)
            Button("Sign in") {}
                .buttonStyle(BouncyButtonStyle(background: .green))
            Button("Maybe later") {}
                .buttonStyle(OutlineButtonStyle())
                .padding(.horizontal, 40)
        }
        .padding()
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    ButtonStyleGallery()
}
