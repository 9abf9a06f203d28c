import IntroUI
import Testing

@Suite("Hex colours")
struct ColorTests {
    @Test(arguments: [
        ("BF5AF2", RGBA(rgb: 0xBF5AF2)),
        ("#bf5af2", RGBA(rgb: 0xBF5AF2)),
        ("  #BF-5A-F2 ", RGBA(rgb: 0xBF5AF2)),
        ("F0A", RGBA(rgb: 0xFF00AA)),
        ("80FF0000", RGBA(rgb: 0xFF0000, alpha: 128.0 / 255)),
        ("00000000", RGBA(red: 0, green: 0, blue: 0, alpha: 0)),
    ])
    func parsesAcceptedForms(hex: String, expected: RGBA) throws {
        #expect(try RGBA(hex: hex) == expected)
    }

    @Test(arguments: ["", "#", "12", "1234", "12345", "1234567", "123456789"])
    func refusesOtherLengths(hex: String) {
        #expect(throws: HexColorError.self) { try RGBA(hex: hex) }
    }

    @Test func refusesLettersThatAreNotHexDigits() {
        #expect(throws: HexColorError.invalidCharacter("GG0000", "G")) { try RGBA(hex: "GG0000") }
    }

    @Test func writesHexBackAlphaFirst() throws {
        #expect(RGBA(rgb: 0x63E6E1).hexString == "63E6E1")
        #expect(try RGBA(hex: "80FF0000").hexString == "80FF0000")
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
