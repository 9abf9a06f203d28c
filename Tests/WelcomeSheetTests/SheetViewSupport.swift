import Foundation
import IntroRender
import IntroUI
import WelcomeSheet

/// Layout and text rendering of sheets with the plain-text backend's measurer.
enum SheetRendering {
    static let measurer = CellTextMeasurer()

    static func device(_ id: String) throws -> Device { try DeviceCatalog.device(id: id) }

    static func layout(
        _ page: WelcomeSheetPage, _ id: String, _ orientation: Orientation = .portrait, locale: String = "en",
        colorScheme: ColorScheme = .light
    ) throws -> LayoutResult {
        WelcomeSheetLayout.layout(
            page: page, device: try device(id), orientation: orientation, colorScheme: colorScheme, locale: locale,
            measurer: measurer)
    }

    static func text(_ result: LayoutResult) throws -> String {
        let output = try TextBackend().render(result.displayList, canvas: result.canvas, options: RenderOptions())
        return String(decoding: output.data, as: UTF8.self)
    }

    static func samplePage(_ name: String = "welcome-sheet.json") throws -> WelcomeSheetPage {
        let document = try WelcomeSheetDocument.decode(data: try sample(name), fileName: name).get()
        return document.pages[0]
    }
}
