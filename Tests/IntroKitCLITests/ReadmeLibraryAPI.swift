import Foundation
import IntroCairo
import IntroKit
import IntroUI
import WelcomeSheet

/// Renders a page on every iPhone, light and dark, writing each PNG as it is made.
func renderOnEveryIPhone(into folder: URL) throws {
    let page = WelcomeSheetPage(title: "Welcome", rows: [
        WelcomeSheetPageRow(imageSystemName: "star", title: "Fast", content: "Drawn on every iPhone."),
    ])
    let welcome = SheetDocumentContent(source: "welcome.json", translations: [
        SheetTranslation(locale: "en", stem: "welcome", pages: [(number: 1, page: page)]),
    ])
    var request = SheetRenderRequest(documents: [welcome], devices: DeviceCatalog.iphones,
                                     backend: CairoBackend(format: .png))
    request.colorSchemes = [.light, .dark]
    let plan = try SheetRenderPlan(request)
    let written = plan.run(cache: nil) { job, made in
        Result { try made.get().output.data.write(to: folder.appendingPathComponent(job.fileName)) }
    }
    for result in written { try result.get() }
}
