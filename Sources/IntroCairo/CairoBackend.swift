import CCairo
import Foundation
import IntroRender
import IntroUI

/// The PNG, SVG and PDF backends: display lists drawn with Cairo, text with Pango, icons
/// with librsvg. PNG is in pixels (points × scale); SVG and PDF are in points.
public struct CairoBackend: RenderBackend {
    /// The output format.
    public enum Format: String, CaseIterable, Hashable, Sendable {
        case png, svg, pdf
    }

    /// The output format.
    public let format: Format
    /// The PNG writer's settings (PNG only).
    public var pngEncoder: PNGEncoder
    public let textMeasurer: any TextMeasurer

    /// A backend for a format. Every backend shares one cached Pango measurer by default.
    public init(
        format: Format, pngEncoder: PNGEncoder = PNGEncoder(), textMeasurer: any TextMeasurer = CairoBackend.sharedTextMeasurer
    ) {
        self.format = format
        self.pngEncoder = pngEncoder
        self.textMeasurer = textMeasurer
    }

    /// The Pango measurer every backend uses unless given another, behind one shared cache.
    public static let sharedTextMeasurer: any TextMeasurer = CachingTextMeasurer(PangoTextMeasurer())

    /// The three backends, `png`, `svg` and `pdf`.
    public static var all: [CairoBackend] { Format.allCases.map { CairoBackend(format: $0) } }

    /// Registers `png`, `svg` and `pdf` in a registry (by default the process-wide one).
    public static func registerAll(in registry: BackendRegistry = .shared) {
        for backend in all { registry.register(backend) }
    }

    public var name: String { format.rawValue }
    public var fileExtension: String { format.rawValue }

    public func render(_ displayList: DisplayList, canvas: Canvas, options: RenderOptions) throws -> RenderOutput {
        switch format {
        case .png:
            let (raster, diagnostics) = try rasterize(displayList, canvas: canvas, options: options)
            return RenderOutput(data: raster.pngData(encoder: pngEncoder), diagnostics: diagnostics)
        case .svg:
            let (data, diagnostics) = try renderVector(displayList, canvas: canvas, options: options) { write, sink, size in
                let surface = cairo_svg_surface_create_for_stream(write, sink, size.width, size.height)
                cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_USER)
                return surface
            }
            return RenderOutput(data: SVGIdentifiers.renumbered(data), diagnostics: diagnostics)
        case .pdf:
            let (data, diagnostics) = try renderVector(displayList, canvas: canvas, options: options) { write, sink, size in
                let surface = cairo_pdf_surface_create_for_stream(write, sink, size.width, size.height)
                // A fixed date: the same input gives the same file.
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "IntroKit")
                return surface
            }
            return RenderOutput(data: data, diagnostics: diagnostics)
        }
    }

    /// Draws a display list into a bitmap of points × (options.scale ?? canvas.scale) pixels.
    public func rasterize(_ displayList: DisplayList, canvas: Canvas, options: RenderOptions) throws(CairoRenderError)
        -> (RasterImage, [RenderDiagnostic])
    {
        let scale = options.scale ?? canvas.scale
        let pixelWidth = (displayList.size.width * scale).rounded()
        let pixelHeight = (displayList.size.height * scale).rounded()
        guard scale.isFinite, scale > 0, (1...32_767).contains(pixelWidth), (1...32_767).contains(pixelHeight) else {
            throw .invalidSize(width: pixelWidth, height: pixelHeight)
        }
        let (width, height) = (Int32(pixelWidth), Int32(pixelHeight))
        let stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width)
        guard let memory = SurfaceMemoryPool.shared.take(byteCount: Int(stride) * Int(height)) else {
            throw .cairo(String(cString: cairo_status_to_string(CAIRO_STATUS_NO_MEMORY)))
        }
        let surface = cairo_image_surface_create_for_data(
            memory.pointer.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, width, height, stride)
        guard let surface else { throw .cairo("no surface") }
        // The raster owns the surface and gives the memory back to the pool when it goes.
        let raster = RasterImage(surface: surface, memory: memory)
        if let error = CairoRenderError(status: cairo_surface_status(surface)) { throw error }
        let diagnostics = try draw(displayList, on: surface, scale: scale, pixelScale: scale, options: options)
        cairo_surface_flush(surface)
        return (raster, diagnostics)
    }

    /// Draws onto a stream surface sized in points and returns what it wrote. Bitmap assets
    /// are embedded at the canvas's scale.
    private func renderVector(
        _ displayList: DisplayList, canvas: Canvas, options: RenderOptions,
        makeSurface: (cairo_write_func_t, UnsafeMutableRawPointer, Size) -> OpaquePointer?
    ) throws(CairoRenderError) -> (Data, [RenderDiagnostic]) {
        let size = displayList.size
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw .invalidSize(width: size.width, height: size.height)
        }
        var result: Result<[RenderDiagnostic], CairoRenderError> = .failure(.cairo("no surface"))
        let data = DataSink.collect { write, closure in
            guard let surface = makeSurface(write, closure, size) else { return }
            defer { cairo_surface_destroy(surface) }
            result = Result { () throws(CairoRenderError) in
                let diagnostics = try draw(
                    displayList, on: surface, scale: 1, pixelScale: options.scale ?? canvas.scale, options: options)
                cairo_surface_finish(surface)
                if let error = CairoRenderError(status: cairo_surface_status(surface)) { throw error }
                return diagnostics
            }
        }
        return (data, try result.get())
    }

    private func draw(
        _ displayList: DisplayList, on surface: OpaquePointer, scale: Double, pixelScale: Double, options: RenderOptions
    ) throws(CairoRenderError) -> [RenderDiagnostic] {
        guard let cairo = cairo_create(surface) else { throw .cairo("no context") }
        defer { cairo_destroy(cairo) }
        cairo_scale(cairo, scale, scale)
        var painter = CairoPainter(
            cairo: cairo, icons: IconResolver(assetsDirectory: options.assetsDirectory), assetLimits: options.assetLimits,
            pixelScale: pixelScale)
        painter.draw(displayList.items)
        if let error = CairoRenderError(status: cairo_status(cairo)) { throw error }
        return painter.diagnostics
    }
}

/// Why Cairo could not render.
public enum CairoRenderError: Error, Hashable, Sendable {
    /// The output would be empty or larger than Cairo allows (32767 pixels a side).
    case invalidSize(width: Double, height: Double)
    /// Cairo reported an error (its description).
    case cairo(String)

    init?(status: cairo_status_t) {
        guard status != CAIRO_STATUS_SUCCESS else { return nil }
        self = .cairo(String(cString: cairo_status_to_string(status)))
    }
}
