import CCairo
import CRsvg
import Foundation
import IntroUI

/// A decoded icon file: an SVG document or a bitmap. Each is drawn by one thread at a time
/// (librsvg handles are not thread-safe).
final class LoadedIcon: @unchecked Sendable {
    private enum Content {
        case svg(UnsafeMutablePointer<RsvgHandle>)
        case bitmap(OpaquePointer, width: Double, height: Double)
    }

    private let content: Content
    private let lock = NSLock()

    /// Loads an `.svg` or `.png` file; nil when it cannot be read.
    init?(file: URL) {
        if file.pathExtension.lowercased() == "png" {
            let surface = cairo_image_surface_create_from_png(file.path)
            guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(surface)
                return nil
            }
            let width = Double(cairo_image_surface_get_width(surface))
            let height = Double(cairo_image_surface_get_height(surface))
            content = .bitmap(surface, width: width, height: height)
        } else {
            var error: UnsafeMutablePointer<GError>?
            guard let handle = rsvg_handle_new_from_file(file.path, &error) else {
                g_clear_error(&error)
                return nil
            }
            content = .svg(handle)
        }
    }

    deinit {
        switch content {
        case .svg(let handle): g_object_unref(handle)
        case .bitmap(let surface, _, _): cairo_surface_destroy(surface)
        }
    }

    /// Draws the icon aspect-fitted and centred in `frame`.
    func draw(in cairo: OpaquePointer, fittedInto frame: Rect) {
        lock.withLock {
            switch content {
            case .svg(let handle):
                var viewport = RsvgRectangle(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
                var error: UnsafeMutablePointer<GError>?
                // librsvg fits the document into the viewport by its preserveAspectRatio
                // (centred, aspect kept, unless the file asks otherwise).
                rsvg_handle_render_document(handle, cairo, &viewport, &error)
                g_clear_error(&error)
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
}

/// Loaded icons by file path, shared by every render in the process.
final class IconCache: @unchecked Sendable {
    /// The process-wide cache.
    static let shared = IconCache()

    private let lock = NSLock()
    private var icons: [String: LoadedIcon] = [:]
    private var unreadable: Set<String> = []

    /// The icon in a file, loaded on first use; nil when the file cannot be read.
    func icon(at file: URL) -> LoadedIcon? {
        let path = file.path
        if let cached = lock.withLock({ icons[path] }) { return cached }
        if lock.withLock({ unreadable.contains(path) }) { return nil }
        let loaded = LoadedIcon(file: file)
        return lock.withLock {
            guard let loaded else {
                unreadable.insert(path)
                return nil
            }
            if let earlier = icons[path] { return earlier }
            icons[path] = loaded
            return loaded
        }
    }
}
