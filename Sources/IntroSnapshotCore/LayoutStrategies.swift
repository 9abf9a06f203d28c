import Foundation
import IntroPNG
import IntroRender
import IntroUI

/// The outputs every subject can be snapshotted as, defined once on a layout function (text
/// measurer in, layout out) and pulled back to subjects and views. Each is keyed on what a
/// backend makes (``RenderProduct``), so a backend from another package has them too.
enum LayoutStrategies {
    /// Lays something out with the measurer of the backend that will draw it.
    typealias Layout = (any TextMeasurer) throws -> LayoutResult

    /// The layout of a subject on a target.
    static func layout<Subject: SnapshotSubject>(_ subject: Subject, on target: SnapshotTarget) -> Layout {
        { measurer in try subject.layout(on: target, measurer: measurer) }
    }

    /// Pixels drawn by a raster image backend's rasterizer at `scale` (nil: the device's),
    /// stored in the backend's own encoding when its encoder reads its files back (else as
    /// PNG); another backend fails the snapshot.
    static func image(
        backend: any RenderBackend, scale: Double?, tolerance: UInt8, precision: Double, perceptualPrecision: Double
    ) -> Snapshotting<Layout, PNGImage> {
        var (encoder, decoder): (any ImageEncoder, any ImageDecoder) = (PNGImageEncoder(), PNGImageDecoder())
        if case .rasterImage(_, let own) = backend.product, let reader = own.decoder { (encoder, decoder) = (own, reader) }
        let diffing = Diffing<PNGImage>.image(
            encoder: encoder, decoder: decoder, tolerance: tolerance, precision: precision, perceptualPrecision: perceptualPrecision)
        return Snapshotting(pathExtension: encoder.fileExtension, diffing: diffing, environment: backend.environment) { layout in
            guard let rasterizer = backend.product.rasterizer else { throw RenderProductError.notRaster(backend: backend.name) }
            let result = try layout(backend.textMeasurer)
            return try rasterizer.rasterize(result.displayList, canvas: result.canvas, options: RenderOptions(scale: scale)).pixels
        }
    }

    /// A backend's file read as UTF-8 text (an SVG document, the text backend's grid),
    /// compared line by line; stored with the backend's file extension. A backend whose files
    /// are not text fails the snapshot.
    static func document(backend: any RenderBackend) -> Snapshotting<Layout, String> {
        Snapshotting(pathExtension: backend.fileExtension, diffing: .lines(), environment: backend.environment) { layout in
            guard backend.product.isReadableText else { throw RenderProductError.notText(backend: backend.name) }
            let result = try layout(backend.textMeasurer)
            let output = try backend.render(result.displayList, canvas: result.canvas, options: RenderOptions())
            return String(decoding: output.data, as: UTF8.self)
        }
    }

    /// The layout with its accessibility elements outlined and numbered, and their legend
    /// beside it (`AccessibilityOverlay`), the legend measured as the layout was.
    static func accessibilityOverlay<Subject: SnapshotSubject>(_ subject: Subject, on target: SnapshotTarget) -> Layout {
        { measurer in AccessibilityOverlay.layout(try subject.layout(on: target, measurer: measurer), measurer: measurer) }
    }

    /// The accessibility tree's text form (one line per element in reading order), measured
    /// as `backend` measures.
    static func accessibility(backend: any RenderBackend) -> Snapshotting<Layout, String> {
        Snapshotting(pathExtension: "txt", diffing: .lines(), environment: backend.environment) { layout in
            AccessibilityTree(try layout(backend.textMeasurer)).text
        }
    }

    /// The named frames and scroll views as JSON, measured as `backend` measures.
    static func layout(backend: any RenderBackend) -> Snapshotting<Layout, String> {
        Snapshotting(pathExtension: "json", diffing: .lines(), environment: backend.environment) { layout in
            String(decoding: LayoutReport(try layout(backend.textMeasurer)).json, as: UTF8.self)
        }
    }
}
