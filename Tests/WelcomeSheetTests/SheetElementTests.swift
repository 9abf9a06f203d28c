import IntroUI
import Testing
import WelcomeSheet

@Suite struct SheetElementTests {
    @Test func everyElementReadsBackFromItsID() {
        let elements: [SheetElement] = [
            .sheet, .title, .row(0), .rowIcon(3), .rowTitle(12), .rowContent(1), .optionalButton, .mainButton, .statusBar,
            .homeIndicator, .backButton, .presentingCard,
        ]
        for element in elements { #expect(SheetElement(id: element.id) == element) }
        #expect(SheetElement(id: "row.2.title")?.row == 2)
        for id in ["", "row", "row.", "row.x", "row.-1", "row.1.subtitle", "row.1.title.x", "button"] {
            #expect(SheetElement(id: id) == nil, "\(id)")
        }
    }

    @Test func everyFrameOfTheSheetIsAnElement() throws {
        let layout = try SheetRendering.layout(try SheetRendering.samplePage(), "iphone-se")
        let ids = layout.frames.map(\.id)
        #expect(ids.contains(SheetElement.rowTitle(0).id) && ids.contains(SheetElement.mainButton.id))
        for id in ids { #expect(SheetElement(id: id) != nil, "\(id)") }
    }
}
