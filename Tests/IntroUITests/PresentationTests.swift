import IntroUI
import Testing

/// A true `sheet` draws the presented view as iOS presents a page sheet over the window.
@Suite struct PresentationTests {
    let engine = LayoutEngine(measurer: FixedWidthMeasurer())

    struct Gate: View {
        @State private var showsSheet = false
        var body: some View {
            VStack {
                Text("home").id("home")
            }
            .sheet(isPresented: $showsSheet) { Sheet() }
            .onAppear { showsSheet = true }
        }
    }

    struct Sheet: View {
        @Environment(\.isPresented) private var isPresented
        var body: some View {
            Text("sheet \(isPresented)").id("sheet")
        }
    }

    @Test func aSheetTurnedOnInOnAppearIsDrawnAsAPageSheetOverThePushedBackPresenter() throws {
        let phone = try DeviceCatalog.device(id: "iphone-15")
        let result = engine.layout(Gate(), canvas: phone.canvas())
        let texts = result.texts.map(\.string)
        #expect(texts == ["home", "sheet true"])
        let sheet = try #require(result.frame("sheet"))
        let geometry = PageSheetGeometry(canvas: phone.canvas())
        #expect(geometry.pageSheetFrame == Rect(x: 0, y: 69, width: 393, height: 783))
        let usable = geometry.pageSheetFrame.inset(by: geometry.pageSheetSafeArea)
        #expect(abs(sheet.midX - usable.midX) < 0.01 && abs(sheet.midY - usable.midY) < 0.01)
        let home = try #require(result.frame("home"))
        #expect(home.midY > 59 && home.midX == 393 / 2, "the presenter is drawn inside the card below the status bar")
    }

    @Test func aMediumDetentDrawsTheSheetOverTheLowerHalf() throws {
        let phone = try DeviceCatalog.device(id: "iphone-15")
        let view = Text("base").sheet(isPresented: .constant(true)) { Text("over").presentationDetents([.medium, .large]) }
        let result = engine.layout(view, canvas: phone.canvas())
        let over = try #require(result.texts.first { $0.string == "over" })
        let full = PageSheetGeometry(canvas: phone.canvas()).pageSheetFrame
        #expect(over.frame.minY > full.minY + full.height / 2 - 1, "a medium detent draws the sheet over the lower half")
    }

    final class Dismissal: @unchecked Sendable {
        var action: DismissAction?
    }

    struct Keeper: View {
        @Environment(\.dismiss) private var dismiss
        let kept: Dismissal
        var body: some View { Text("kept").onAppear { kept.action = dismiss } }
    }

    @Test func dismissInsideTheSheetSetsItsBindingFalse() throws {
        let shown = State(wrappedValue: true)
        let kept = Dismissal()
        _ = engine.layout(Text("base").sheet(isPresented: shown.projectedValue) { Keeper(kept: kept) }, canvas: Canvas(size: Size(width: 300, height: 400)))
        try #require(kept.action != nil)
        kept.action?()
        #expect(shown.wrappedValue == false)
    }

    @Test func aFullScreenCoverFillsTheWindowAndAFalseBindingDrawsNothing() throws {
        let phone = try DeviceCatalog.device(id: "iphone-15")
        let covered = engine.layout(Text("base").fullScreenCover(isPresented: .constant(true)) { Text("cover") }, canvas: phone.canvas())
        #expect(covered.texts.map(\.string) == ["cover"])
        let plain = engine.layout(Text("base").sheet(isPresented: .constant(false)) { Text("cover") }, canvas: phone.canvas())
        #expect(plain.texts.map(\.string) == ["base"])
    }

    @Test func anIPadShowsAFormSheetCentredOverTheDimmedPresenter() throws {
        let pad = try DeviceCatalog.device(id: "ipad-pro-11")
        let result = engine.layout(Text("base").sheet(isPresented: .constant(true)) { Color.red.id("sheet") }, canvas: pad.canvas())
        let sheet = try #require(result.frame("sheet"))
        #expect(sheet.size == Size(width: 540, height: 620))
        #expect(sheet.midX == 834 / 2 && sheet.midY == 1194 / 2)
    }
}

@Suite struct NavigationTitleTests {
    @Test func theTitleASetsIsDrawnByTheStackAroundAndTheOutermostCallWins() {
        let engine = LayoutEngine(measurer: FixedWidthMeasurer())
        let view = NavigationStack {
            Text("body").navigationTitle("Inner").navigationTitle("Welcome").navigationBarTitleDisplayMode(.inline)
        }
        let texts = engine.layout(view, canvas: Canvas(size: Size(width: 300, height: 400))).texts.map(\.string)
        #expect(texts.contains("Welcome") && !texts.contains("Inner") && texts.contains("body"))
    }
}
