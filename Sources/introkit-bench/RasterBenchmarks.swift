import Foundation
import IntroCairo
import IntroPNG
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

    /// The whole pipeline of one PNG preview: layout, draw, encode (on `threads` threads).
    private func preview(_ page: WelcomeSheetPage, _ device: Device, threads: Int = 1) throws -> Int {
        let backend = CairoBackend(format: .png, pngEncoder: PNGEncoder(threads: threads))
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
        report.add("png-encode-ms-3mp", "IntroKit PNG writer, one core", ours, "ms")
        report.add(
            "png-encode-mb-per-s", "… surface bytes read per second", Double(raster.width * raster.height * 4) / ours / 1000,
            "MB/s")
        report.add("png-encode-speedup-vs-cairo", "PNG writer speed-up vs Cairo", cairo / ours, "×", goal: .atLeast(8, "×"))
        report.add("png-bytes-cairo", "Cairo's file", Double(cairoData.count) / 1024, "KiB")
        report.add("png-bytes-introkit", "IntroKit's file", Double(oursData.count) / 1024, "KiB")
        report.add(
            "png-size-vs-cairo", "IntroKit's file / Cairo's", Double(oursData.count) / Double(cairoData.count), "×",
            goal: .atMost(1.1, "×"))

        let thumbnailOptions = RenderOptions(scale: 0.5)
        let thumbnail = sampler.milliseconds {
            _ = try? backend.rasterize(layout.displayList, canvas: layout.canvas, options: thumbnailOptions).0.pngData()
        }
        report.add("png-thumbnail-ms-3mp", "its gallery thumbnail (drawn at 0.5 px/pt, as PNG)", thumbnail, "ms")

        report.section("PNG preview, content → PNG bytes (layout + draw + encode)")
        let small = try Fixtures.device("iphone-se")
        let preview1 = sampler.milliseconds { _ = try? preview(page, small) }
        report.add("png-preview-ms-1mp", "iphone-se, 750×1334 px, one core", preview1, "ms")
        let preview3 = sampler.milliseconds { _ = try? preview(page, device) }
        report.add("png-preview-ms-3mp", "iphone-15-pro-max, \(raster.width)×\(raster.height) px, one core", preview3, "ms")
        report.add(
            "png-preview-speedup-vs-cairo", "3 MP preview vs draw + Cairo's writer", (draw + cairo) / preview3, "×",
            goal: .atLeast(6, "×"))
        let cores = ProcessInfo.processInfo.activeProcessorCount
        // Alternated, many pairs: the ratio is taken of runs a few milliseconds apart.
        let (single, parallel, ratio) = sampler.pairedWallMilliseconds(
            pairs: sampler.settings.runs * 4, { _ = try? preview(page, device) }, { _ = try? preview(page, device, threads: cores) })
        report.add(nil, "3 MP preview, one core (wall clock)", single, "ms")
        report.add(nil, "3 MP preview, \(cores) cores (wall clock)", parallel, "ms")
        let options = RenderOptions()
        let drawSingle = sampler.wallMilliseconds { _ = try? backend.rasterize(layout.displayList, canvas: layout.canvas, options: options) }
        let drawParallel = sampler.wallMilliseconds {
            _ = try? backend.rasterize(layout.displayList, canvas: layout.canvas, options: options, threads: cores)
        }
        let encodeSingle = sampler.wallMilliseconds { _ = raster.pngData() }
        let encodeParallel = sampler.wallMilliseconds { _ = raster.pngData(encoder: PNGEncoder(threads: cores)) }
        report.add(nil, "… its drawing, one core (wall clock)", drawSingle, "ms")
        report.add(nil, "… its drawing in bands, \(cores) cores (wall clock)", drawParallel, "ms")
        report.add(nil, "… its encoding, one core (wall clock)", encodeSingle, "ms")
        report.add(nil, "… its encoding, \(cores) cores (wall clock)", encodeParallel, "ms")
        report.add(
            "png-parallel-vs-single", "\(cores) cores / one core (median of paired runs)", ratio, "×", goal: .atMost(0.6, "×"))
    }

    /// The seed sheet on iphone-15-pro-max as straight-alpha pixels.
    func seedSheetPixels() throws -> PNGImage {
        let (_, _, layout) = try sheet(on: "iphone-15-pro-max")
        return try backend.rasterize(layout.displayList, canvas: layout.canvas, options: RenderOptions()).0.pixels
    }
}
