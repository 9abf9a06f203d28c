import IntroJSON
import Testing

@Suite("Hex colours")
struct HexColorTests {
    /// The components of `0xRRGGBB` with an alpha, as the rules give them.
    static func components(_ value: UInt32, alpha: Double = 1) -> [Double] {
        [Double(value >> 16 & 0xFF) / 255, Double(value >> 8 & 0xFF) / 255, Double(value & 0xFF) / 255, alpha]
    }

    @Test(arguments: [
        ("BF5AF2", components(0xBF5AF2)),
        ("#bf5af2", components(0xBF5AF2)),
        ("  #BF-5A-F2 ", components(0xBF5AF2)),
        ("F0A", components(0xFF00AA)),
        ("80FF0000", components(0xFF0000, alpha: 128.0 / 255)),
        ("00000000", components(0, alpha: 0)),
    ])
    func parsesAcceptedForms(hex: String, expected: [Double]) throws {
        #expect(try HexColor(hex: hex).converted { [$0, $1, $2, $3] } == expected)
    }

    @Test(arguments: ["", "#", "12", "1234", "12345", "1234567", "123456789"])
    func refusesOtherLengths(hex: String) {
        #expect(throws: HexColorError.invalidLength(hex, hex.filter(\.isHexDigit).count)) { try HexColor(hex: hex) }
    }

    @Test func refusesLettersThatAreNotHexDigits() {
        #expect(throws: HexColorError.invalidCharacter("GG0000", "G")) { try HexColor(hex: "GG0000") }
    }
}
