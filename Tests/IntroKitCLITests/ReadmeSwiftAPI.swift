import IntroCairo
import IntroRender
import IntroUI
import WelcomeSheet

/// Renders a Welcome Sheet page made in code to a PNG file.
func renderWhatsNew(to url: URL) throws {
    let page = WelcomeSheetPage(title: "What's New", rows: [
        WelcomeSheetPageRow(imageSystemName: "sparkles", accentColor: .orange,
                            title: "Previews everywhere", content: "Every iPhone and iPad, light and dark."),
    ], accentColor: .purple)
    let backend = CairoBackend(format: .png)
    let device = try DeviceCatalog.device(id: "iphone-15")
    let layout = WelcomeSheetLayout.layout(page: page, device: device, colorScheme: .dark,
                                           measurer: backend.textMeasurer)
    let png = try backend.render(layout.displayList, canvas: layout.canvas, options: RenderOptions())
    try png.data.write(to: url)
}
