import CCairo
import CRsvg
import IntroUI

/// How an SVG document is fitted into a viewport. librsvg fits a document with a `viewBox`
/// itself (centred, aspect kept); one with only `width` and `height` — as some icon themes'
/// files are — it draws at its own size from the viewport's corner, so that the icon comes
/// out unscaled, or off the frame when drawn by its ink. Such a page is fitted here instead,
/// the same way: its box is `0 0 width height`.
struct SVGPageFit {
    /// The page of a document without a `viewBox`, in its own units; nil when librsvg fits it.
    let page: Size?

    /// Reads the document's intrinsic dimensions.
    init(_ handle: UnsafeMutablePointer<RsvgHandle>) {
        var hasViewBox: gboolean = 0
        rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, nil)
        var width = 0.0
        var height = 0.0
        guard hasViewBox == 0, rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0,
            width > 0, height > 0, width.isFinite, height.isFinite
        else {
            page = nil
            return
        }
        page = Size(width: width, height: height)
    }

    /// The page placed in `viewport`: the scale and origin that map the page's units into
    /// the viewport's, and the viewport to hand librsvg in the page's units (`viewport`
    /// itself, at scale 1 from the origin, when librsvg fits the document).
    func placement(in viewport: RsvgRectangle) -> (scale: Double, origin: Point, viewport: RsvgRectangle) {
        guard let page else { return (1, Point(x: 0, y: 0), viewport) }
        let scale = min(viewport.width / page.width, viewport.height / page.height)
        let origin = Point(
            x: viewport.x + (viewport.width - page.width * scale) / 2,
            y: viewport.y + (viewport.height - page.height * scale) / 2)
        return (scale, origin, RsvgRectangle(x: 0, y: 0, width: page.width, height: page.height))
    }

    /// Renders the whole document fitted into `viewport`.
    func render(_ handle: UnsafeMutablePointer<RsvgHandle>, on cairo: OpaquePointer, in viewport: RsvgRectangle) {
        let (scale, origin, pageViewport) = placement(in: viewport)
        var inner = pageViewport
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_translate(cairo, origin.x, origin.y)
        cairo_scale(cairo, scale, scale)
        var error: UnsafeMutablePointer<GError>?
        rsvg_handle_render_document(handle, cairo, &inner, &error)
        g_clear_error(&error)
    }
}
