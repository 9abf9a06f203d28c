import Testing

@testable import IntroRender

/// Cell widths, whose ASCII fast path keeps 10,000-row sheets quick to lay out.
@Suite struct HostileCellTextTests {
    @Test(arguments: [("a", 1), (" ", 1), ("~", 1), ("\u{7}", 0), ("\u{7F}", 0), ("\r\n", 0), ("\u{1B}", 0),
                      ("é", 1), ("e\u{301}", 1), ("中", 2), ("👍🏽", 2), ("\u{202E}", 0)])
    func width(_ character: String, _ cells: Int) throws {
        #expect(CellText.width(of: try #require(character.first)) == cells)
    }
}
