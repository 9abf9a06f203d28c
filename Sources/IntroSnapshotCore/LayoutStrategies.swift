import Foundation
import IntroCairo
import IntroPNG
import IntroRender
import IntroUI

/// The four outputs every subject can be snapshotted as, defined once on a layout function
/// (text measurer in, layout out) and pulled back to subjects and views.
enum LayoutStrategies {
    /// Lays something out with the measurer of the backend that will draw it.
    typealias Layout = (any TextMeasurer) throws -> LayoutResult

    /// The layout of a subject on a target.
    static func layout<Subject: SnapshotSubject>(_ subject: Subject, on target: SnapshotTarget) -> Layout {
        { measurer in try subject.layout(on: target, measurer: measurer) }
    }

    /// Pixels drawn by the Cairo PNG backend at `scale` (nil: the device's).
    static func image(scale: Double?, diffing: Diffing<PNGImage>) -> Snapshotting<Layout, PNGImage> {
        Snapshotting(pathExtension: "png", diffing: diffing, environment: RenderEnvironment.current.entries) { layout in
            let backend = CairoBackend(format: .png)
            let result = try layout(backend.textMeasurer)
            let (raster, _) = try backend.rasterize(result.displayList, canvas: result.canvas, options: RenderOptions(scale: scale))
            return raster.pixels
        }
    }

    /// The Cairo SVG backend's document.
    static let svg = Snapshotting<Layout, String>(
        pathExtension: "svg", diffing: .lines(), environment: RenderEnvironment.current.entries
    ) { layout in
        let backend = CairoBackend(format: .svg)
        let result = try layout(backend.textMeasurer)
        return String(decoding: try backend.render(result.displayList, canvas: result.canvas, options: RenderOptions()).data, as: UTF8.self)
    }

    /// The text backend's character grid.
    static let text = Snapshotting<Layout, String>(pathExtension: "txt", diffing: .lines()) { layout in
        let backend = TextBackend()
        let result = try layout(backend.textMeasurer)
        return String(decoding: try backend.render(result.displayList, canvas: result.canvas, options: RenderOptions()).data, as: UTF8.self)
    }

    /// The named frames and scroll views as JSON, measured as the PNG backend measures.
    static let layout = Snapshotting<Layout, String>(
        pathExtension: "json", diffing: .lines(), environment: RenderEnvironment.current.entries
    ) { layout in
        String(decoding: LayoutReport(try layout(CairoBackend.sharedTextMeasurer)).json, as: UTF8.self)
    }
}
