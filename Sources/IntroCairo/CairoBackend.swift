import CCairo
import Foundation
import IntroPNG
import IntroRender
import IntroSystem
import IntroUI

/// The PNG, SVG and PDF backends: display lists drawn with Cairo, text with Pango, icons
/// with librsvg. PNG is in pixels (points × scale); SVG and PDF are in points.
public struct CairoBackend: RenderBackend {
    /// The output format.
    public enum Format: String, CaseIterable, Hashable, Sendable {
        /// A raster image in pixels (points × scale).
        case png
        /// A vector image in points, text as outlines.
        case svg
        /// A one-page document in points.
        case pdf
    }

    /// The output format.
    public let format: Format
    /// The PNG writer's settings (PNG only).
    public var pngEncoder: PNGEncoder
    /// How layout measures text for this backend: Pango, as it draws.
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

    /// Registers `png` (the default backend), `svg` and `pdf` in a registry (by default the
    /// process-wide one).
    public static func registerAll(in registry: BackendRegistry = .shared) {
        for backend in all { registry.register(backend, asDefault: backend.format == .png) }
    }

    /// `png`, `svg` or `pdf`: what `--backend` names it.
    public var name: String { format.rawValue }

    /// PNG: a raster image (``CairoRasterizer``, then IntroPNG's writer); SVG and PDF: vector
    /// documents.
    public var product: RenderProduct {
        switch format {
        case .png: .rasterImage(CairoRasterizer(textMeasurer: textMeasurer), PNGImageEncoder(pngEncoder))
        case .svg: .vectorDocument(mediaType: "image/svg+xml", fileExtension: "svg")
        case .pdf: .vectorDocument(mediaType: "application/pdf", fileExtension: "pdf")
        }
    }

    /// The Cairo, Pango, librsvg and font versions the output depends on.
    public var environment: [String: String] { RenderEnvironment.current.entries }

    /// Its format, the PNG writer's compression (threads change no byte) and the measurer it
    /// lays out with; the environment; every font file fontconfig offers (Pango may fall back
    /// to any of them) and its configuration files.
    public var cacheIdentity: RenderIdentity {
        RenderIdentity(
            settings: [
                "format": format.rawValue, "compression": "\(pngEncoder.compression)",
                "textMeasurer": "\(type(of: textMeasurer))",
            ],
            environment: environment, files: RenderEnvironment.fontFiles())
    }

    /// The texts of its diagnostics and of asset catalog problems (``CairoMessages``).
    public var messages: [String: [String: String]] { CairoMessages.entries }

    /// Assets first (a folder or an asset catalog), then SF Symbol stand-ins: ``IconResolver``,
    /// what it draws with (SVG and PDF as well as PNG).
    public func imageResolver(assetsDirectory: URL?) -> (any ImageResolver)? {
        IconResolver(assetsDirectory: assetsDirectory)
    }

    /// Draws the display list on the canvas in the backend's format.
    public func render(_ displayList: DisplayList, canvas: Canvas, options: RenderOptions) throws -> RenderOutput {
        switch format {
        case .png:
            // The PNG is encoded while it is drawn, on up to `options.threads` threads: faster
            // than the rasterizer's pixels handed to the encoder, and the same bytes.
            var encoder = pngEncoder
            encoder.threads = max(encoder.threads, options.threads)
            let (data, diagnostics) = try pngData(displayList, canvas: canvas, options: options, encoder: encoder)
            return RenderOutput(data: data, diagnostics: diagnostics)
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

    /// The PNG file of a display list and the findings of drawing it.
    private func pngData(_ displayList: DisplayList, canvas: Canvas, options: RenderOptions, encoder: PNGEncoder)
        throws(CairoRenderError) -> (Data, [RenderDiagnostic])
    {
        let target = try RasterTarget(displayList, canvas: canvas, options: options)
        if let writer = bandedWriter(for: target, displayList, encoder: encoder) {
            let diagnostics = try draw(
                displayList, on: target, bands: (0..<writer.bandCount).map(writer.rows(ofBand:)),
                threads: encoder.threads, options: options, then: writer.bandDrawn)
            return (writer.finish(), diagnostics)
        }
        let bands = RasterBands(height: target.raster.height, threads: encoder.threads)
        let diagnostics = try draw(displayList, on: target, bands: bands.all, threads: bands.count, options: options)
        return (target.raster.pngData(encoder: encoder), diagnostics)
    }

    /// Draws a display list into a bitmap of points × (options.scale ?? canvas.scale) pixels.
    /// With `threads` > 1 the bitmap is cut into horizontal bands drawn at once, each
    /// through its own surface over its rows (the same pixels as one surface: the bands'
    /// offsets are whole pixels).
    public func rasterize(_ displayList: DisplayList, canvas: Canvas, options: RenderOptions, threads: Int = 1)
        throws(CairoRenderError) -> (RasterImage, [RenderDiagnostic])
    {
        let target = try RasterTarget(displayList, canvas: canvas, options: options)
        let bands = RasterBands(height: target.raster.height, threads: threads)
        let diagnostics = try draw(displayList, on: target, bands: bands.all, threads: bands.count, options: options)
        return (target.raster, diagnostics)
    }

    /// A writer that encodes the picture while it is drawn on the encoder's threads: for an
    /// opaque picture (an opaque backdrop first) when more than one thread is given and the
    /// UI compressor may be used.
    private func bandedWriter(for target: RasterTarget, _ displayList: DisplayList, encoder: PNGEncoder) -> BandedPNGWriter? {
        guard encoder.threads > 1, target.setsEveryPixel else { return nil }
        if case .libdeflate = encoder.compression { return nil }
        let raster = target.raster
        let rows = PNGPixelRows(
            base: target.memory.pointer, width: raster.width, height: raster.height, bytesPerRow: target.stride,
            layout: .premultipliedARGB32)
        // Two bands a thread: the last band's strips, compressed after all drawing, are short,
        // and each band costs a walk of the display list (measured: 2 a thread 0.55–0.69×
        // the one-core time, median 0.56; 3 a thread median 0.61; 6 a thread 0.57–0.76).
        let writer = BandedPNGWriter(encoder: encoder, rows: rows, bandCount: encoder.threads * 2)
        return writer.bandCount > 1 ? writer : nil
    }

    /// Draws `bands` of the target's rows on up to `threads` threads, each band through its
    /// own surface, calling `bandDrawn` with each band's index once it is drawn without
    /// error; returns the first band's findings (every band draws every item, clipped, so
    /// they are the image's).
    private func draw(
        _ displayList: DisplayList, on target: RasterTarget, bands: [Range<Int>], threads: Int, options: RenderOptions,
        then bandDrawn: (Int) -> Void = { _ in }
    ) throws(CairoRenderError) -> [RenderDiagnostic] {
        let (memory, stride, scale) = (target.memory, target.stride, target.scale)
        let width = Int32(target.raster.width)
        let drawn = ParallelMap.run(count: bands.count, threads: threads) { band in
            let rows = bands[band]
            if !target.setsEveryPixel { memory.clear(rows.lowerBound * stride..<rows.upperBound * stride) }
            let result = Result { () throws(CairoRenderError) in
                guard bands.count > 1 else {
                    return try draw(displayList, on: target.raster.surface, scale: scale, pixelScale: scale, options: options)
                }
                let surface = try RasterImage.surface(
                    over: memory.pointer + rows.lowerBound * stride, width: width, height: Int32(rows.count), stride: stride)
                defer { cairo_surface_destroy(surface) }
                cairo_surface_set_device_offset(surface, 0, -Double(rows.lowerBound))
                let diagnostics = try draw(displayList, on: surface, scale: scale, pixelScale: scale, options: options)
                cairo_surface_flush(surface)
                return diagnostics
            }
            // Only a band drawn in full is handed on (a failed one would be encoded for nothing).
            if case .success = result { bandDrawn(band) }
            return result
        }
        cairo_surface_flush(target.raster.surface)
        cairo_surface_mark_dirty(target.raster.surface)
        var diagnostics: [RenderDiagnostic] = []
        for (band, result) in drawn.enumerated() {
            let found = try result.get()
            if band == 0 { diagnostics = found }
        }
        return diagnostics
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
            pixelScale: pixelScale, textMeasurer: textMeasurer)
        painter.draw(displayList.items)
        if let error = CairoRenderError(status: cairo_status(cairo)) { throw error }
        return painter.diagnostics
    }
}

/// Cairo's drawing as the first half of a raster image backend: the pixels of a display list,
/// with text by Pango and icons by librsvg. A backend from another package pairs it with its
/// own image encoder (see `Samples/CustomBackend`).
public struct CairoRasterizer: Rasterizer {
    /// The measurer text is laid out with (the one layout used).
    public let textMeasurer: any TextMeasurer

    /// A rasterizer drawing text as `textMeasurer` measures it (by default the shared Pango one).
    public init(textMeasurer: any TextMeasurer = CairoBackend.sharedTextMeasurer) {
        self.textMeasurer = textMeasurer
    }

    /// The Cairo, Pango, librsvg and font versions its pixels depend on (``RenderEnvironment``).
    public var environment: [String: String] { RenderEnvironment.current.entries }

    /// Every font file fontconfig offers and its configuration files.
    public var environmentFiles: [String] { RenderEnvironment.fontFiles() }

    /// ``IconResolver``: assets, then SF Symbol stand-ins.
    public func imageResolver(assetsDirectory: URL?) -> (any ImageResolver)? {
        IconResolver(assetsDirectory: assetsDirectory)
    }

    /// The pixels of a display list at `options.scale` (nil: the canvas's), drawn in bands on
    /// up to `options.threads` threads.
    public func rasterize(_ displayList: DisplayList, canvas: Canvas, options: RenderOptions) throws -> RasterizedImage {
        let (raster, diagnostics) = try CairoBackend(format: .png, textMeasurer: textMeasurer)
            .rasterize(displayList, canvas: canvas, options: options, threads: options.threads)
        return RasterizedImage(pixels: raster.pixels, diagnostics: diagnostics)
    }

    /// The same pixels encoded straight from Cairo's premultiplied surface: no straight-alpha
    /// copy is made (for a gallery's thumbnails that copy and its memory cost more than the
    /// encoding).
    public func pngData(_ displayList: DisplayList, canvas: Canvas, options: RenderOptions) throws -> Data {
        try CairoBackend(format: .png, textMeasurer: textMeasurer)
            .rasterize(displayList, canvas: canvas, options: options, threads: options.threads).0.pngData()
    }
}

extension DisplayList {
    /// Whether the first item is an opaque rectangle over all of `width` × `height` points
    /// (a sheet's backdrop): it sets every pixel whatever was under it, so a reused surface
    /// need not be cleared first; and as everything is drawn over it with Cairo's default
    /// operator (OVER), every pixel of the picture stays opaque.
    func startsWithOpaqueFill(covering width: Double, _ height: Double) -> Bool {
        guard case .fill(.rectangle, let rect, let color) = items.first else { return false }
        return color.alpha >= 1 && rect.minX <= 0 && rect.minY <= 0 && rect.maxX >= width && rect.maxY >= height
    }
}

/// How a bitmap is cut into horizontal bands drawn by threads at once: none for a small one
/// (a band of fewer than 256 rows costs more to set up than it saves).
struct RasterBands {
    let count: Int
    let rowsPerBand: Int
    let height: Int

    init(height: Int, threads: Int) {
        self.height = height
        count = max(1, min(threads, height / 256))
        rowsPerBand = (height + count - 1) / count
    }

    func rows(_ band: Int) -> Range<Int> { band * rowsPerBand..<min(height, (band + 1) * rowsPerBand) }

    /// The rows of every band.
    var all: [Range<Int>] { (0..<count).map(rows) }
}

/// The bitmap a display list is drawn into: its pixel size at the scale asked for, over
/// pooled memory.
struct RasterTarget: @unchecked Sendable {
    let raster: RasterImage
    let memory: SurfaceMemory
    let stride: Int
    /// Pixels per point.
    let scale: Double
    /// Whether the display list sets every pixel (an opaque backdrop first), so the memory
    /// need not be cleared and the picture is opaque.
    let setsEveryPixel: Bool

    init(_ displayList: DisplayList, canvas: Canvas, options: RenderOptions) throws(CairoRenderError) {
        scale = options.scale ?? canvas.scale
        let pixelWidth = (displayList.size.width * scale).rounded()
        let pixelHeight = (displayList.size.height * scale).rounded()
        guard scale.isFinite, scale > 0, (1...32_767).contains(pixelWidth), (1...32_767).contains(pixelHeight) else {
            throw .invalidSize(width: pixelWidth, height: pixelHeight)
        }
        let (width, height) = (Int32(pixelWidth), Int32(pixelHeight))
        stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width))
        guard let memory = SurfaceMemoryPool.shared.take(byteCount: stride * Int(height)) else {
            throw .cairo(String(cString: cairo_status_to_string(CAIRO_STATUS_NO_MEMORY)))
        }
        self.memory = memory
        // The raster owns the whole surface and gives the memory back to the pool when it goes.
        raster = try RasterImage(memory: memory, width: width, height: height, stride: stride)
        setsEveryPixel = displayList.startsWithOpaqueFill(covering: pixelWidth / scale, pixelHeight / scale)
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
