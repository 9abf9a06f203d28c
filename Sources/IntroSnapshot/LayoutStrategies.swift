import Foundation
import IntroCairo
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
        LayoutJSON(try layout(CairoBackend.sharedTextMeasurer)).text
    }
}

/// What `.layout` snapshots: like `introkit layout`, every named frame in placement order
/// and every scroll view, in points to a thousandth, as sorted, indented JSON.
struct LayoutJSON: Encodable {
    struct Extent: Encodable {
        var width: Double
        var height: Double
    }

    struct Element: Encodable {
        var id: String
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    struct Scroll: Encodable {
        var id: String?
        var contentHeight: Double
        var viewportHeight: Double
        var scrolls: Bool
    }

    var device: String?
    var orientation: String
    var canvas: Extent
    var scale: Double
    var elements: [Element]
    var scrollViews: [Scroll]

    init(_ result: LayoutResult) {
        device = result.canvas.device?.id
        orientation = result.canvas.orientation.rawValue
        canvas = Extent(width: Self.rounded(result.canvas.size.width), height: Self.rounded(result.canvas.size.height))
        scale = result.canvas.scale
        elements = result.frames.map { frame in
            Element(
                id: frame.id, x: Self.rounded(frame.frame.minX), y: Self.rounded(frame.frame.minY),
                width: Self.rounded(frame.frame.width), height: Self.rounded(frame.frame.height))
        }
        scrollViews = result.scrollViews.map { scroll in
            Scroll(
                id: scroll.id, contentHeight: Self.rounded(scroll.contentHeight),
                viewportHeight: Self.rounded(scroll.viewportHeight), scrolls: scroll.scrolls)
        }
    }

    /// To a thousandth of a point, without negative zero, so output is stable and readable.
    static func rounded(_ value: Double) -> Double {
        (value * 1000).rounded() / 1000 + 0
    }

    var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
