import IntroCairo
import IntroRender
import IntroUI
import WelcomeSheet

/// Drawing and PNG encoding of the seed sheet: Cairo's drawing, IntroKit's PNG writer
/// against Cairo's own, and whole previews from content to PNG bytes.
struct RasterBenchmarks {
    let sampler: Sampler
    let report: Report

    private let backend = CairoBackend(format: .png)

    /// A laid-out seed sheet on a device.
    private func sheet(on deviceID: String) throws -> (page: WelcomeSheetPage, device: Device, layout: LayoutResult) {
        let page = try Fixtures.seedPage()
        let device = try Fixtures.device(deviceID)
        return (page, device, WelcomeSheetLayout.layout(page: page, device: device, measurer: backend.textMeasurer))
    }

    /// The whole pipeline of one PNG preview: layout, draw, encode.
    private func preview(_ page: WelcomeSheetPage, _ device: Device) throws -> Int {
        let layout = WelcomeSheetLayout.layout(page: page, device: device, measurer: backend.textMeasurer)
        return try backend.render(layout.displayList, canvas: layout.canvas, options: RenderOptions()).data.count
    }

    func run() throws {
        let (page, device, layout) = try sheet(on: "iphone-15-pro-max")
        let (raster, _) = try backend.rasterize(layout.displayList, canvas: layout.canvas, options: RenderOptions())
        let megapixels = Double(raster.width * raster.height) / 1_000_000
        report.section(
            "Drawing and PNG encoding: seed sheet on iphone-15-pro-max, \(raster.width)×\(raster.height) px "
                + "(\(Report.format(megapixels)) MP)")

        let draw = sampler.milliseconds {
            _ = try? backend.rasterize(layout.displayList, canvas: layout.canvas, options: RenderOptions())
        }
        report.add("draw-ms-3mp", "draw (display list → surface)", draw, "ms")

        let cairoData = raster.cairoPNGData()
        let oursData = raster.pngData()
        let cairo = sampler.milliseconds { _ = raster.cairoPNGData() }
        let ours = sampler.milliseconds { _ = raster.pngData() }
        report.add(nil, "cairo_surface_write_to_png", cairo, "ms")
        report.add(nil, "IntroKit PNG writer", ours, "ms")
        report.add("png-encode-speedup-vs-cairo", "PNG writer speed-up vs Cairo", cairo / ours, "×", goal: .atLeast(3, "×"))
        report.add("png-bytes-cairo", "Cairo's file", Double(cairoData.count) / 1024, "KiB")
        report.add("png-bytes-introkit", "IntroKit's file", Double(oursData.count) / 1024, "KiB")
        report.add(
            "png-size-vs-cairo", "IntroKit's file / Cairo's", Double(oursData.count) / Double(cairoData.count), "×",
            goal: .atMost(1.3, "×"))

        report.section("PNG preview, content → PNG bytes (layout + draw + encode)")
        let small = try Fixtures.device("iphone-se")
        let preview1 = sampler.milliseconds { _ = try? preview(page, small) }
        report.add("png-preview-ms-1mp", "iphone-se, 750×1334 px", preview1, "ms")
        let preview3 = sampler.milliseconds { _ = try? preview(page, device) }
        report.add("png-preview-ms-3mp", "iphone-15-pro-max, \(raster.width)×\(raster.height) px", preview3, "ms")
        report.add(
            "png-preview-speedup-vs-cairo", "3 MP preview vs draw + Cairo's writer", (draw + cairo) / preview3, "×",
            goal: .atLeast(2.5, "×"))
    }

    /// Every compression level and filter of the PNG writer on the 3 MP sheet (full runs only):
    /// how the default was chosen.
    func encoderSweep() throws {
        let (_, _, layout) = try sheet(on: "iphone-15-pro-max")
        let (raster, _) = try backend.rasterize(layout.displayList, canvas: layout.canvas, options: RenderOptions())
        let cairoBytes = Double(raster.cairoPNGData().count)
        report.section("PNG writer settings on the same surface (* the default PNGEncoder())")
        for level in 1...6 {
            for filter in PNGEncoder.Filter.allCases {
                let encoder = PNGEncoder(compressionLevel: level, filter: filter)
                let bytes = Double(raster.pngData(encoder: encoder).count)
                let time = sampler.milliseconds { _ = raster.pngData(encoder: encoder) }
                let mark = encoder == PNGEncoder() ? " *" : ""
                report.add(
                    nil, "level \(level), filter \(filter)\(mark): \(Report.format(bytes / cairoBytes))× Cairo's size",
                    time, "ms")
            }
        }
    }
}
