import IntroCairo
import IntroUI
import WelcomeSheet

/// Layout alone: content to frames and display list, with the Pango measurer's cache warm,
/// so the figures are the engine's cost (and cache lookups), not Pango's.
struct LayoutBenchmarks {
    let sampler: Sampler
    let report: Report

    func run() throws {
        report.section("Layout (cached Pango measurer, warm)")
        let measurer = CairoBackend.sharedTextMeasurer
        let page = try Fixtures.seedPage()
        let device = try Fixtures.device("iphone-15-pro-max")
        let sheet = sampler.nanoseconds(batch: 20) {
            _ = WelcomeSheetLayout.layout(page: page, device: device, measurer: measurer)
        }
        report.add("layout-us-per-sheet", "seed sheet on iphone-15-pro-max", sheet / 1000, "µs")

        let engine = LayoutEngine(measurer: measurer)
        let canvas = device.canvas()
        let tree = sampler.nanoseconds(batch: 50) {
            _ = engine.layout(ThirtyViewScreen(), canvas: canvas)
        }
        report.add(nil, "\(ThirtyViewScreen.viewCount)-view tree", tree / 1000, "µs", goal: .atMost(50, "µs"))
        report.add(
            "layout-us-per-node", "per view of that tree", tree / 1000 / Double(ThirtyViewScreen.viewCount), "µs",
            goal: .atMost(1, "µs"))
    }
}
