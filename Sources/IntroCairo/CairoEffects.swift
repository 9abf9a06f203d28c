import CCairo
import Foundation
import IntroUI

extension CairoPainter {
    /// Draws `items` as a group with an effect. Blends and masks are Cairo operations (vector
    /// in SVG and PDF); shadows, blurs and colour matrices work on pixels: the group is drawn
    /// into a bitmap (at the output's pixel scale), changed, and painted back.
    mutating func draw(_ effect: DrawingEffect, _ items: [DisplayItem]) {
        switch effect {
        case .blend(let mode):
            cairo_save(cairo)
            cairo_push_group(cairo)
            draw(items)
            cairo_pop_group_to_source(cairo)
            cairo_set_operator(cairo, CairoPaint.cairoOperator(mode))
            cairo_paint(cairo)
            cairo_restore(cairo)
        case .mask(let maskItems):
            cairo_push_group(cairo)
            draw(items)
            let content = cairo_pop_group(cairo)
            cairo_push_group(cairo)
            draw(maskItems)
            let mask = cairo_pop_group(cairo)
            defer {
                cairo_pattern_destroy(content)
                cairo_pattern_destroy(mask)
            }
            cairo_save(cairo)
            cairo_set_source(cairo, content)
            cairo_mask(cairo, mask)
            cairo_restore(cairo)
        case .shadow(let color, let radius, let offset):
            var (dx, dy) = (offset.x, offset.y)
            cairo_user_to_device_distance(cairo, &dx, &dy)
            let sigma = radius / 2 * deviceScale
            if color.alpha > 0, let raster = rasterize(items, margin: 3 * sigma + max(abs(dx), abs(dy))) {
                raster.pixels.shadow(color, sigma: sigma * raster.pixelsPerUnit)
                raster.paint(on: cairo, offsetBy: (dx, dy))
            }
            draw(items)
        case .blur(let radius, let opaque):
            let sigma = radius / 2 * deviceScale
            guard let raster = rasterize(items, margin: 3 * sigma) else { return }
            raster.pixels.blur(sigma: sigma * raster.pixelsPerUnit, keepingAlpha: opaque)
            raster.paint(on: cairo, offsetBy: (0, 0))
        case .colorMatrix(let matrix):
            guard let raster = rasterize(items, margin: 1) else { return }
            raster.pixels.apply(matrix)
            raster.paint(on: cairo, offsetBy: (0, 0))
        }
    }

    /// How many device units a point of user space is (the current transform's scale).
    private var deviceScale: Double {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let determinant = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx)
        return determinant.isFinite && determinant > 0 ? determinant.squareRoot() : 1
    }

    /// `items` drawn into a bitmap over where they draw, grown by `margin` device units, and
    /// no further from the visible clip than that: recorded first (so their extent is
    /// known), then replayed. Nil when they draw nothing visible. The recording is clipped to
    /// that part of the clip: an operation Cairo cannot bound by itself (a tinted symbol is
    /// the tint painted through a group of its own) has no ink extents on an unclipped,
    /// unbounded recording, and would make the whole group vanish.
    private mutating func rasterize(_ items: [DisplayItem], margin: Double) -> OffscreenRaster? {
        guard let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil) else { return nil }
        defer { cairo_surface_destroy(recording) }
        guard let recorder = cairo_create(recording) else { return nil }
        let visible = deviceClip(grownBy: margin)
        cairo_rectangle(recorder, visible.minX, visible.minY, visible.width, visible.height)
        cairo_clip(recorder)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        cairo_set_matrix(recorder, &matrix)
        var painter = CairoPainter(
            cairo: recorder, icons: icons, assetLimits: assetLimits, pixelScale: pixelScale, textMeasurer: textMeasurer)
        painter.draw(items)
        cairo_destroy(recorder)
        for diagnostic in painter.diagnostics { report(diagnostic) }
        var ink = (x: 0.0, y: 0.0, width: 0.0, height: 0.0)
        cairo_recording_surface_ink_extents(recording, &ink.x, &ink.y, &ink.width, &ink.height)
        guard ink.width > 0, ink.height > 0 else { return nil }
        let margin = margin.isFinite ? max(0, margin) : 0
        let drawn = Rect(x: ink.x - margin, y: ink.y - margin, width: ink.width + 2 * margin, height: ink.height + 2 * margin)
        let region = drawn.intersection(visible)
        guard region.width > 0, region.height > 0 else { return nil }
        let isBitmap = cairo_surface_get_type(cairo_get_group_target(cairo)) == CAIRO_SURFACE_TYPE_IMAGE
        return OffscreenRaster(recording: recording, region: region, pixelsPerUnit: isBitmap ? 1 : pixelScale)
    }

    /// The clip's extent in device coordinates, grown by `margin`.
    private func deviceClip(grownBy margin: Double) -> Rect {
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        let corners = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)].map { corner -> (Double, Double) in
            var (x, y) = corner
            cairo_user_to_device(cairo, &x, &y)
            return (x, y)
        }
        let xs = corners.map(\.0)
        let ys = corners.map(\.1)
        let (minX, minY) = ((xs.min() ?? 0) - margin, (ys.min() ?? 0) - margin)
        return Rect(x: minX, y: minY, width: (xs.max() ?? 0) + margin - minX, height: (ys.max() ?? 0) + margin - minY)
    }
}

/// A group drawn into a bitmap over a region of device space, to be changed pixel by pixel
/// and painted back.
struct OffscreenRaster {
    /// The most pixels a group is drawn into; a larger region is drawn at a lower resolution.
    static let maximumPixels = 16_777_216.0

    let pixels: PremultipliedPixels
    /// The device coordinates of the bitmap's top-left corner.
    let origin: (x: Double, y: Double)
    /// Bitmap pixels per device unit.
    let pixelsPerUnit: Double

    init?(recording: OpaquePointer, region: Rect, pixelsPerUnit requested: Double) {
        let area = region.width * region.height * requested * requested
        let k = area > Self.maximumPixels ? requested * (Self.maximumPixels / area).squareRoot() : requested
        let left = (region.minX * k).rounded(.down)
        let top = (region.minY * k).rounded(.down)
        let width = Int((region.maxX * k).rounded(.up) - left)
        let height = Int((region.maxY * k).rounded(.up) - top)
        guard width > 0, height > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface)
        else { return nil }
        cairo_scale(context, k, k)
        cairo_translate(context, -left / k, -top / k)
        cairo_set_source_surface(context, recording, 0, 0)
        cairo_paint(context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        pixels = PremultipliedPixels(surface: surface)
        origin = (left / k, top / k)
        pixelsPerUnit = k
    }

    /// Paints the bitmap where it was taken from, moved by device units `offset`.
    func paint(on cairo: OpaquePointer, offsetBy offset: (Double, Double)) {
        cairo_surface_mark_dirty(pixels.surface)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_translate(cairo, origin.x + offset.0, origin.y + offset.1)
        cairo_scale(cairo, 1 / pixelsPerUnit, 1 / pixelsPerUnit)
        cairo_set_source_surface(cairo, pixels.surface, 0, 0)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }
}

/// An ARGB32 image surface's premultiplied pixels, changed in place. It owns the surface.
final class PremultipliedPixels {
    let surface: OpaquePointer
    let width: Int
    let height: Int
    private let stride: Int
    private let data: UnsafeMutablePointer<UInt8>?

    init(surface: OpaquePointer) {
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        stride = Int(cairo_image_surface_get_stride(surface))
        data = cairo_image_surface_get_data(surface)
    }

    deinit { cairo_surface_destroy(surface) }

    /// Calls `body` with each pixel's channels (alpha, red, green, blue; premultiplied, 0…255)
    /// and stores what it returns.
    private func transform(_ body: (inout (a: Double, r: Double, g: Double, b: Double)) -> Void) {
        guard let data else { return }
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = row[x]
                var c = (a: Double(p >> 24), r: Double((p >> 16) & 0xFF), g: Double((p >> 8) & 0xFF), b: Double(p & 0xFF))
                body(&c)
                row[x] = Self.pack(c)
            }
        }
    }

    private static func pack(_ c: (a: Double, r: Double, g: Double, b: Double)) -> UInt32 {
        func byte(_ v: Double, max top: Double) -> UInt32 { UInt32(min(top, max(0, v.rounded()))) }
        let a = byte(c.a, max: 255)
        let limit = Double(a)
        return a << 24 | byte(c.r, max: limit) << 16 | byte(c.g, max: limit) << 8 | byte(c.b, max: limit)
    }

    /// Every pixel through a colour matrix (on straight components). The coefficients are
    /// read once into a flat buffer: a full-screen group is a third of a million pixels, and
    /// `ColorMatrix.apply`'s arrays per pixel made a story page's four effects take seconds.
    func apply(_ matrix: ColorMatrix) {
        let m = matrix.rows.flatMap { $0 }
        guard m.count == 20 else { return }
        m.withUnsafeBufferPointer { m in
            transform { c in
                let alpha = c.a / 255
                let (r, g, b) = alpha > 0 ? (c.r / c.a, c.g / c.a, c.b / c.a) : (0, 0, 0)
                func row(_ i: Int) -> Double {
                    min(1, max(0, m[i] * r + m[i + 1] * g + m[i + 2] * b + m[i + 3] * alpha + m[i + 4]))
                }
                let a = row(15) * 255
                c = (a, row(0) * a, row(5) * a, row(10) * a)
            }
        }
    }

    /// The pixels replaced by the group's shadow: its alpha blurred, in `color`.
    func shadow(_ color: RGBA, sigma: Double) {
        var alpha = channels().a
        GaussianBlur(sigma: sigma).blur(&alpha, width: width, height: height)
        var index = 0
        transform { c in
            let a = alpha[index] * color.alpha
            index += 1
            c = (a, color.red * a, color.green * a, color.blue * a)
        }
    }

    /// The pixels blurred; `keepingAlpha` keeps each pixel's alpha as it was (the blurred
    /// colour over the unblurred shape).
    func blur(sigma: Double, keepingAlpha: Bool) {
        var planes = channels()
        let blur = GaussianBlur(sigma: sigma)
        let original = planes.a
        for index in 0..<4 {
            switch index {
            case 0: blur.blur(&planes.a, width: width, height: height)
            case 1: blur.blur(&planes.r, width: width, height: height)
            case 2: blur.blur(&planes.g, width: width, height: height)
            default: blur.blur(&planes.b, width: width, height: height)
            }
        }
        var index = 0
        transform { c in
            defer { index += 1 }
            let (a, r, g, b) = (planes.a[index], planes.r[index], planes.g[index], planes.b[index])
            guard keepingAlpha else { return c = (a, r, g, b) }
            let k = a > 0 ? original[index] / a : 0
            c = (original[index], r * k, g * k, b * k)
        }
    }

    /// The four channels as planes, row by row.
    private func channels() -> (a: [Double], r: [Double], g: [Double], b: [Double]) {
        var planes: (a: [Double], r: [Double], g: [Double], b: [Double]) = ([], [], [], [])
        for plane in 0..<4 {
            var values: [Double] = []
            values.reserveCapacity(width * height)
            if let data {
                for y in 0..<height {
                    let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<width { values.append(Double((row[x] >> UInt32(24 - 8 * plane)) & 0xFF)) }
                }
            }
            switch plane {
            case 0: planes.a = values
            case 1: planes.r = values
            case 2: planes.g = values
            default: planes.b = values
            }
        }
        return planes
    }
}

/// A Gaussian blur approximated by three box blurs in each direction (the error is under 3 %),
/// outside the bitmap taken as transparent.
struct GaussianBlur {
    /// The half-widths of the three boxes.
    let radii: [Int]

    init(sigma: Double) {
        guard sigma.isFinite, sigma > 0.2 else {
            radii = []
            return
        }
        // Box widths whose three passes have variance sigma² (Kovesi, "Fast almost-Gaussian filtering").
        let passes = 3.0
        var lower = Int((12 * sigma * sigma / passes + 1).squareRoot())
        if lower % 2 == 0 { lower -= 1 }
        let l = Double(lower)
        let m = Int(((12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)).rounded())
        radii = (0..<3).map { ($0 < m ? lower : lower + 2) / 2 }
    }

    /// Blurs a plane of `width` × `height` values in place.
    func blur(_ plane: inout [Double], width: Int, height: Int) {
        guard !radii.isEmpty, width > 0, height > 0 else { return }
        var scratch = [Double](repeating: 0, count: plane.count)
        for radius in radii where radius > 0 {
            Self.pass(plane, into: &scratch, count: width, lines: height, step: 1, lineStep: width, radius: radius)
            Self.pass(scratch, into: &plane, count: height, lines: width, step: width, lineStep: 1, radius: radius)
        }
    }

    /// One box blur along lines of `count` values `step` apart, lines `lineStep` apart.
    private static func pass(
        _ source: [Double], into target: inout [Double], count: Int, lines: Int, step: Int, lineStep: Int, radius: Int
    ) {
        let scale = 1 / Double(2 * radius + 1)
        source.withUnsafeBufferPointer { src in
            target.withUnsafeMutableBufferPointer { dst in
                for line in 0..<lines {
                    let base = line * lineStep
                    var sum = 0.0
                    for i in 0...min(radius, count - 1) { sum += src[base + i * step] }
                    for i in 0..<count {
                        dst[base + i * step] = sum * scale
                        let entering = i + radius + 1
                        let leaving = i - radius
                        if entering < count { sum += src[base + entering * step] }
                        if leaving >= 0 { sum -= src[base + leaving * step] }
                    }
                }
            }
        }
    }
}
