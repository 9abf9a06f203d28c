import IntroUI
import IntroUIKit
import Testing

@Suite struct UIColorTests {
    @Test func systemColoursHaveApplesLightAndDarkValues() {
        #expect(Color(.systemBackground).resolve(in: .light) == RGBA(rgb: 0xFFFFFF))
        #expect(Color(.systemBackground).resolve(in: .dark) == RGBA(rgb: 0x000000))
        #expect(Color(uiColor: .secondaryLabel).resolve(in: .dark) == RGBA(rgb: 0xEBEBF5, alpha: 0.6))
        #expect(Color(.systemGroupedBackground).resolve(in: .light) == RGBA(rgb: 0xF2F2F7))
        #expect(Color(.systemGroupedBackground).resolve(in: .dark) == RGBA(rgb: 0x000000))
        #expect(UIColor.systemBlue.dark == Color.blue.dark)
    }

    @Test func aDynamicProviderIsAskedForBothAppearances() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(Color(color).resolve(in: .light) == RGBA(rgb: 0x000000))
        #expect(Color(color).resolve(in: .dark) == RGBA(rgb: 0xFFFFFF))
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
    }

    @Test func componentsWhiteAndHue() {
        #expect(UIColor(white: 0.5, alpha: 1).light == RGBA(red: 0.5, green: 0.5, blue: 0.5))
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).withAlphaComponent(1).light == RGBA(red: 1, green: 0, blue: 0))
        let green = UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1).light
        #expect(abs(green.green - 1) < 1e-9 && green.red < 1e-9 && green.blue < 1e-9)
    }
}
