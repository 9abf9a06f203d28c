import IntroUI
import Testing

@Suite("Colours")
struct ColorTests {
    @Test func writesHexBackAlphaFirst() throws {
        #expect(RGBA(rgb: 0x63E6E1).hexString == "63E6E1")
        #expect(RGBA(rgb: 0xFF0000, alpha: 128.0 / 255).hexString == "80FF0000")
    }

    @Test func systemColoursFollowTheScheme() {
        #expect(Color.blue.resolve(in: .light) == RGBA(rgb: 0x007AFF))
        #expect(Color.blue.resolve(in: .dark) == RGBA(rgb: 0x0A84FF))
        #expect(Color.secondary.resolve(in: .light) == RGBA(rgb: 0x3C3C43, alpha: 0.6))
        #expect(Color.background.resolve(in: .dark) == RGBA(rgb: 0x000000))
    }

    @Test func contrastRatioMatchesWCAG() {
        #expect(abs(RGBA(rgb: 0xFFFFFF).contrastRatio(with: RGBA(rgb: 0x000000)) - 21) < 0.01)
        #expect(abs(RGBA(rgb: 0xFFFFFF).contrastRatio(with: RGBA(rgb: 0x007AFF)) - 4.02) < 0.05)
    }
}
