import IntroCairo
import IntroRender
import IntroUI
import WelcomeSheet

/// Snapshot comparison at 3 MP: a reference PNG read back and compared with a fresh render,
/// equal and different.
struct SnapshotBenchmarks {
    let sampler: Sampler
    let report: Report

    func run() throws {
        report.section("Snapshot comparison, seed sheet on iphone-15-pro-max (3.6 MP)")
        let backend = CairoBackend(format: .png)
        let page = try Fixtures.seedPage()
        let device = try Fixtures.device("iphone-15-pro-max")
        let light = WelcomeSheetLayout.layout(page: page, device: device, measurer: backend.textMeasurer)
        let (raster, _) = try backend.rasterize(light.displayList, canvas: light.canvas, options: RenderOptions())
        let reference = raster.pngData()
        let decode = sampler.milliseconds { _ = try? PNGImage.decode(reference) }
        report.add(nil, "decode the reference PNG", decode, "ms")
        let pixels = sampler.milliseconds { _ = raster.pixels }
        report.add(nil, "un-premultiply the rendered surface", pixels, "ms")
    }
}
