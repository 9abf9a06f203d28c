import CCairo
import CRsvg
import Foundation
import IntroRender
import IntroUI

/// A decoded icon file: an SVG document or a bitmap. Each is drawn by one thread at a time
/// (librsvg handles are not thread-safe).
final class LoadedIcon: @unchecked Sendable {
    private enum Content {
        case svg(UnsafeMutablePointer<RsvgHandle>, SVGPageFit)
        case bitmap(OpaquePointer, width: Double, height: Double)
    }

    private let content: Content
    /// For a trimmed SVG: the box drawn into the frame, as fractions of a square viewport
    /// (its ink plus a margin of 1/14 of its longer side, Adwaita's proportion).
    private let trimmedBox: Rect?
    private let lock = NSLock()

    /// Reads and decodes an `.svg` or `.png` file within `limits`. A bitmap larger than
    /// `pixelSide` pixels on its longer side is scaled down to it once, here, so that
    /// neither the full-size pixels nor a per-draw resampling are kept. A `trimmed` SVG is
    /// drawn by its ink, not its page (for icon themes whose pages have wide margins).
    init(file: URL, limits: AssetLimits, pixelSide: Int, trimmed: Bool = false) throws(AssetError) {
        let data = try AssetFile.contents(of: file, limit: limits.bytes)
        let path = file.path
        switch file.pathExtension.lowercased() {
        case "png":
            guard let size = ImageHeader.dimensions(of: data) else { throw .undecodable(path: path) }
            guard size.width > 0, size.height > 0 else { throw .undecodable(path: path) }
            guard let pixels = ImageHeader.pixels(width: size.width, height: size.height), pixels <= limits.pixels else {
                throw .tooManyPixels(path: path, width: size.width, height: size.height, limit: limits.pixels)
            }
            guard let surface = Self.decodePNG(data) else { throw .undecodable(path: path) }
            let scaled = Self.downscaled(surface, toSide: pixelSide)
            content = .bitmap(
                scaled, width: Double(cairo_image_surface_get_width(scaled)),
                height: Double(cairo_image_surface_get_height(scaled)))
            trimmedBox = nil
        default:
            try SVGEmbeddedImages(path: path, pixelLimit: limits.pixels).check(data)
            guard let handle = Self.loadSVG(data) else { throw .undecodable(path: path) }
            let fit = SVGPageFit(handle)
            content = .svg(handle, fit)
            trimmedBox = trimmed ? Self.inkBox(handle, fit) : nil
        }
    }

    /// The ink of an SVG drawn into a unit square, with a margin; nil when it has no ink.
    private static func inkBox(_ handle: UnsafeMutablePointer<RsvgHandle>, _ fit: SVGPageFit) -> Rect? {
        let (scale, origin, pageViewport) = fit.placement(in: RsvgRectangle(x: 0, y: 0, width: 1, height: 1))
        var viewport = pageViewport
        var ink = RsvgRectangle()
        var logical = RsvgRectangle()
        var error: UnsafeMutablePointer<GError>?
        defer { g_clear_error(&error) }
        guard rsvg_handle_get_geometry_for_layer(handle, nil, &viewport, &ink, &logical, &error) != 0,
            ink.width > 0, ink.height > 0
        else { return nil }
        let margin = max(ink.width, ink.height) * scale / 14
        return Rect(
            x: origin.x + ink.x * scale - margin, y: origin.y + ink.y * scale - margin,
            width: ink.width * scale + 2 * margin, height: ink.height * scale + 2 * margin)
    }

    deinit {
        switch content {
        case .svg(let handle, _): g_object_unref(handle)
        case .bitmap(let surface, _, _): cairo_surface_destroy(surface)
        }
    }

    /// The bitmap's size in pixels after any downscaling (nil for an SVG).
    var bitmapSize: Size? {
        guard case .bitmap(_, let width, let height) = content else { return nil }
        return Size(width: width, height: height)
    }

    /// Draws the icon aspect-fitted and centred in `frame`.
    func draw(in cairo: OpaquePointer, fittedInto frame: Rect) {
        lock.withLock {
            switch content {
            case .svg(let handle, let fit):
                var viewport = RsvgRectangle(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
                if let box = trimmedBox {
                    // A square viewport of side `side` puts the box at origin + box × side.
                    let side = min(frame.width / box.width, frame.height / box.height)
                    viewport = RsvgRectangle(
                        x: frame.midX - (box.minX + box.width / 2) * side, y: frame.midY - (box.minY + box.height / 2) * side,
                        width: side, height: side)
                }
                // Fitted into the viewport by its preserveAspectRatio (centred, aspect kept,
                // unless the file asks otherwise), or by its page when it has no viewBox.
                fit.render(handle, on: cairo, in: viewport)
            case .bitmap(let surface, let width, let height):
                guard width > 0, height > 0 else { return }
                let scale = min(frame.width / width, frame.height / height)
                cairo_save(cairo)
                defer { cairo_restore(cairo) }
                cairo_translate(cairo, frame.midX - width * scale / 2, frame.midY - height * scale / 2)
                cairo_scale(cairo, scale, scale)
                cairo_set_source_surface(cairo, surface, 0, 0)
                cairo_paint(cairo)
            }
        }
    }

    /// An SVG parsed from memory with librsvg's limits on (no `RSVG_HANDLE_FLAG_UNLIMITED`)
    /// and no base file, so it cannot load other files.
    private static func loadSVG(_ data: Data) -> UnsafeMutablePointer<RsvgHandle>? {
        data.withUnsafeBytes { bytes -> UnsafeMutablePointer<RsvgHandle>? in
            guard let base = bytes.baseAddress else { return nil }
            let stream = g_memory_input_stream_new_from_data(base, gssize(bytes.count), nil)
            defer { g_object_unref(stream) }
            var error: UnsafeMutablePointer<GError>?
            let handle = rsvg_handle_new_from_stream_sync(stream, nil, RSVG_HANDLE_FLAGS_NONE, nil, &error)
            g_clear_error(&error)
            return handle
        }
    }

    /// A PNG decoded by Cairo from memory; nil when Cairo cannot read it.
    private static func decodePNG(_ data: Data) -> OpaquePointer? {
        let reader = PNGReader(data)
        let box = Unmanaged.passRetained(reader)
        defer { box.release() }
        let surface = cairo_image_surface_create_from_png_stream(PNGReader.read, box.toOpaque())
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    /// `surface` itself when its longer side is at most `side` pixels; else a copy scaled
    /// down to that side with Cairo's best filter, and `surface` is released.
    private static func downscaled(_ surface: OpaquePointer, toSide side: Int) -> OpaquePointer {
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let longer = max(width, height)
        guard side > 0, longer > side else { return surface }
        let factor = Double(side) / Double(longer)
        let newWidth = max(1, Int((Double(width) * factor).rounded()))
        let newHeight = max(1, Int((Double(height) * factor).rounded()))
        guard let scaled = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(newWidth), Int32(newHeight)),
            cairo_surface_status(scaled) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(scaled)
        else { return surface }
        cairo_scale(cairo, Double(newWidth) / Double(width), Double(newHeight) / Double(height))
        cairo_set_source_surface(cairo, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BEST)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(scaled)
        cairo_surface_destroy(surface)
        return scaled
    }
}

/// Feeds bytes in memory to Cairo's PNG stream reader.
private final class PNGReader {
    let data: Data
    var offset = 0

    init(_ data: Data) { self.data = data }

    static let read: cairo_read_func_t = { closure, buffer, length in
        guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
        let reader = Unmanaged<PNGReader>.fromOpaque(closure).takeUnretainedValue()
        let count = Int(length)
        guard reader.data.count - reader.offset >= count else { return CAIRO_STATUS_READ_ERROR }
        reader.data.copyBytes(to: buffer, from: reader.offset..<reader.offset + count)
        reader.offset += count
        return CAIRO_STATUS_SUCCESS
    }
}

/// Loaded icons by file, limits and drawn size, shared by every render in the process.
/// Files are decoded one at a time, so the process holds at most one full-size bitmap;
/// failures are remembered too.
final class IconCache: @unchecked Sendable {
    /// The process-wide cache.
    static let shared = IconCache()

    private struct Key: Hashable {
        var path: String
        var limits: AssetLimits
        /// The longest side a bitmap is drawn at, in pixels (0 for SVG, drawn as vectors).
        var pixelSide: Int
        var trimmed: Bool
    }

    private let lock = NSLock()
    private let decoding = NSLock()
    private var icons: [Key: Result<LoadedIcon, AssetError>] = [:]

    /// The icon in a file, loaded on first use for a bitmap drawn at most `pixelSide`
    /// pixels wide and high (`trimmed`: see ``LoadedIcon``).
    func icon(at file: URL, limits: AssetLimits, pixelSide: Int, trimmed: Bool = false) throws(AssetError) -> LoadedIcon {
        let isVector = file.pathExtension.lowercased() != "png"
        let key = Key(path: file.path, limits: limits, pixelSide: isVector ? 0 : pixelSide, trimmed: trimmed)
        if let cached = lock.withLock({ icons[key] }) { return try cached.get() }
        decoding.lock()
        defer { decoding.unlock() }
        if let cached = lock.withLock({ icons[key] }) { return try cached.get() }
        let result = Result { () throws(AssetError) in
            try LoadedIcon(file: file, limits: limits, pixelSide: pixelSide, trimmed: trimmed)
        }
        lock.withLock { icons[key] = result }
        return try result.get()
    }
}
