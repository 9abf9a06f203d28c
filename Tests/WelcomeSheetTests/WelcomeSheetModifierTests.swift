import IntroUI
import Testing
import WelcomeSheet

@Suite struct WelcomeSheetModifierTests {
    let metrics: SheetMetrics

    init() throws {
        metrics = SheetMetrics(device: try DeviceCatalog.device(id: "iphone-15"))
    }

    /// Taps the seed view's "Show sheet" button.
    func tapShowSheet(_ view: SwiftUISnippet.ContentView) throws {
        try #require(view.body as? WelcomeSheetPresenter<Button<Text>>).content.action()
    }

    func layout<V: View>(_ view: V) -> LayoutResult {
        WelcomeSheetLayout.layout(view, metrics: metrics, measurer: SheetRendering.measurer)
    }

    @Test func theSeedContentViewPresentsItsSheetWhenTheButtonIsTapped() throws {
        let view = SwiftUISnippet.ContentView()
        #expect(layout(view).frame("sheet") == nil)
        #expect(layout(view).texts.map(\.string) == ["Show sheet"])
        try tapShowSheet(view)
        let presented = layout(view)
        let alone = WelcomeSheetLayout.layout(page: view.pages[0], metrics: metrics, measurer: SheetRendering.measurer)
        #expect(presented.frames == alone.frames)
        #expect(presented.texts.first?.string == "Show sheet", "the presenter is drawn under the sheet")
        try tapShowSheet(view)
        #expect(layout(view).frame("sheet") == nil)
    }

    @Test func thePlainLayoutEngineShowsTheSheetForTheCanvasDevice() {
        let view = EmptyView().welcomeSheet(isPresented: .constant(true), pages: SeedExamples.pages)
        let engine = LayoutEngine(measurer: SheetRendering.measurer)
        let result = engine.layout(view, canvas: metrics.canvas)
        let alone = WelcomeSheetLayout.layout(page: SeedExamples.pages[0], metrics: metrics, measurer: SheetRendering.measurer)
        #expect(result.frames == alone.frames)
        let noDevice = engine.layout(view, canvas: Canvas(size: metrics.canvas.size))
        #expect(noDevice.frames.isEmpty, "without a device there is no sheet size to use")
    }

    @Test func preferredColorSchemeRecoloursThePresentation() throws {
        let view = Text("App").welcomeSheet(isPresented: .constant(true), preferredColorScheme: .dark, pages: SeedExamples.pages)
        let texts = layout(view).displayList.flattened.compactMap { item -> TextRun? in
            if case .text(let run) = item { run } else { nil }
        }
        #expect(texts.first { $0.string == "Welcome to Welcome Sheet" }?.color == RGBA(rgb: 0xFFFFFF))
        #expect(texts.first { $0.string == "App" }?.color == RGBA(rgb: 0xFFFFFF))
    }

    @MainActor @Test func itsControllerPagesThenDismissesAndClearsTheBinding() {
        let shown = State(wrappedValue: true)
        let dismissals = State(wrappedValue: 0)
        let presenter = EmptyView().welcomeSheet(
            isPresented: shown.projectedValue, onDismiss: { dismissals.wrappedValue += 1 },
            isSlideToDismissDisabled: true, preferredColorScheme: .dark, pages: SeedExamples.Example.pages)
        let controller = presenter.makeController()
        #expect(controller.isSlideToDismissDisabled && controller.preferredColorScheme == .dark)
        controller.present()
        #expect(!controller.slideToDismiss())
        controller.tapMainButton()
        #expect(controller.currentPageIndex == 1 && shown.wrappedValue)
        controller.tapMainButton()
        #expect(!shown.wrappedValue && dismissals.wrappedValue == 1)
    }
}
