import CCairo
import Foundation
import IntroRender
import IntroUI

/// The rows of user space a Cairo context can still draw into (its clip, which is at most
/// the surface), in the context's current coordinates.
struct VisibleSpan {
    let minY, maxY: Double

    init(_ cairo: OpaquePointer) {
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        (minY, maxY) = (y1, y2)
    }

    /// Whether `rect`, grown by `margin` at its top and bottom and by `below` more at the
    /// bottom, meets the span.
    func overlaps(_ rect: Rect, margin: Double, below: Double = 0) -> Bool {
        rect.minY - margin < maxY && rect.maxY + margin + below > minY
    }
}

/// Draws display items onto a Cairo context whose user space is in points, collecting the
/// diagnostics drawing produces.
struct CairoPainter {
    let cairo: OpaquePointer
    let icons: IconResolver
    /// How large an asset may be.
    let assetLimits: AssetLimits
    /// Pixels per point of the output an asset is drawn for: bitmaps are scaled down to
    /// their frame at this scale, and an asset catalog's 1x/2x/3x file is picked by it.
    let pixelScale: Double
    /// Tells how tall a text is drawn, so that text wholly outside the surface is skipped.
    let textMeasurer: any TextMeasurer
    private(set) var diagnostics: [RenderDiagnostic] = []

    init(
        cairo: OpaquePointer, icons: IconResolver, assetLimits: AssetLimits = AssetLimits(), pixelScale: Double = 1,
        textMeasurer: any TextMeasurer
    ) {
        self.cairo = cairo
        self.icons = icons
        self.assetLimits = assetLimits
        self.pixelScale = pixelScale.isFinite && pixelScale > 0 ? pixelScale : 1
        self.textMeasurer = textMeasurer
    }

    /// Draws items back to front.
    mutating func draw(_ items: [DisplayItem]) {
        for item in items { draw(item) }
    }

    private mutating func draw(_ item: DisplayItem) {
        switch item {
        case .fill(let shape, let rect, let color):
            ShapePath.add(shape, in: rect, to: cairo)
            setSource(color)
            cairo_fill(cairo)
        case .stroke(let shape, let rect, let color, let lineWidth):
            ShapePath.add(shape, in: rect, to: cairo)
            setSource(color)
            cairo_set_line_width(cairo, lineWidth.isFinite ? max(0, lineWidth) : 0)
            cairo_stroke(cairo)
        case .text(let run):
            guard isVisible(run) else { return }
            PangoParagraphCache.current.paragraph(run.string, attributes: run.attributes, width: run.frame.width)
                .draw(in: cairo, at: run.frame.origin, color: run.color, alignment: run.alignment)
        case .image(let run):
            drawImage(run)
        case .clip(let shape, let rect, let items):
            cairo_save(cairo)
            ShapePath.add(shape, in: rect, to: cairo)
            cairo_clip(cairo)
            draw(items)
            cairo_restore(cairo)
        case .opacity(let opacity, let items):
            cairo_push_group(cairo)
            draw(items)
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, opacity.isFinite ? min(1, max(0, opacity)) : 1)
        case .transform(let transform, let items):
            // Cairo puts a context with a singular matrix in a lasting error state.
            guard !transform.isDegenerate else { return }
            cairo_save(cairo)
            var matrix = cairo_matrix_t(
                xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
            cairo_transform(cairo, &matrix)
            draw(items)
            cairo_restore(cairo)
        case .shape(let drawing):
            draw(drawing)
        case .effect(let effect, let items):
            draw(effect, items)
        }
    }

    /// A shape filled or stroked with a paint, the even-odd rule or a stroke style.
    private func draw(_ drawing: ShapeDrawing) {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        ShapePath.add(drawing.kind, in: drawing.rect, to: cairo)
        CairoPaint.setSource(drawing.paint, in: drawing.rect, on: cairo)
        if let style = drawing.stroke {
            CairoPaint.setStroke(style, on: cairo)
            cairo_stroke(cairo)
        } else {
            cairo_set_fill_rule(cairo, drawing.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cairo)
        }
    }

    /// Whether a text can reach a pixel of the surface (a band of a bitmap drawn in bands
    /// does not hold most of the texts). Its glyphs may stand out of their lines by up to a
    /// font size; its lines may run below its frame, so a text above the surface is measured
    /// (the layout's measurement is cached) before it is skipped.
    private func isVisible(_ run: TextRun) -> Bool {
        let visible = VisibleSpan(cairo)
        let margin = run.attributes.font.size
        let frame = run.frame
        guard frame.minY - margin < visible.maxY else { return false }
        guard frame.maxY + margin <= visible.minY else { return true }
        let drawn = textMeasurer.measure(run.string, attributes: run.attributes, width: frame.width).size.height
        return visible.overlaps(frame, margin: margin, below: max(0, drawn - frame.height))
    }

    private func setSource(_ color: RGBA) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    /// A symbol or a template asset tinted with the run's tint, an asset in its own
    /// colours, or a placeholder with a diagnostic (`unknownIcon`, or why the file was refused).
    private mutating func drawImage(_ run: ImageRun) {
        guard let resolution = icons.resolve(run.name, source: run.source, scale: pixelScale) else {
            warn("unknownIcon", "No asset or SF Symbol mapping for image \"\(run.name)\"", run.name)
            drawPlaceholder(run)
            return
        }
        let side = Int((max(run.frame.width, run.frame.height) * pixelScale).rounded(.up))
        let icon: LoadedIcon
        do {
            icon = try IconCache.shared.icon(
                at: resolution.file, limits: assetLimits, pixelSide: max(1, side),
                trimmed: SymbolThemes.isTrimmed(resolution))
        } catch {
            report(error.diagnostic)
            drawPlaceholder(run)
            return
        }
        // Found and loaded (and so reported) even when it falls outside this surface.
        guard VisibleSpan(cairo).overlaps(run.frame, margin: 1) else { return }
        if let tint = run.tint, Self.isTemplate(resolution, run.rendering) {
            tinted(tint, within: run.frame) { icon.draw(in: cairo, fittedInto: run.frame) }
        } else {
            icon.draw(in: cairo, fittedInto: run.frame)
        }
    }

    /// Whether an image is drawn as a template: as the run says, else as the image asks
    /// (symbols and catalog images with the `template` intent are templates).
    static func isTemplate(_ resolution: IconResolver.Resolution, _ rendering: ImageRendering) -> Bool {
        switch (rendering, resolution) {
        case (.template, _): true
        case (.original, _): false
        case (.automatic, .symbol): true
        case (.automatic, .asset(_, let intent)): intent == .template
        }
    }

    /// Draws something that stays inside `frame` into a group and paints `tint` through the
    /// group's alpha.
    private func tinted(_ tint: RGBA, within frame: Rect, _ body: () -> Void) {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        clipToPixels(around: frame)
        cairo_push_group(cairo)
        body()
        guard let mask = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(mask) }
        setSource(tint)
        cairo_mask(cairo, mask)
    }

    /// On a bitmap, clips to the whole pixels `rect` touches. What is drawn inside `rect`
    /// comes out the same, but a group pushed next is the size of `rect`, not of the whole
    /// screen: allocating, clearing and compositing a 3-megapixel group per icon cost more
    /// than drawing the sheet. Vector surfaces are left alone (a clip would be written out).
    private func clipToPixels(around rect: Rect) {
        guard cairo_surface_get_type(cairo_get_target(cairo)) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        var (left, top, right, bottom) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        cairo_user_to_device(cairo, &left, &top)
        cairo_user_to_device(cairo, &right, &bottom)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        cairo_identity_matrix(cairo)
        let (minX, minY) = (min(left, right).rounded(.down), min(top, bottom).rounded(.down))
        cairo_rectangle(cairo, minX, minY, max(left, right).rounded(.up) - minX, max(top, bottom).rounded(.up) - minY)
        cairo_clip(cairo)
        cairo_set_matrix(cairo, &matrix)
    }

    /// A rounded square outline with a question mark, in the tint or grey.
    private func drawPlaceholder(_ run: ImageRun) {
        let side = min(run.frame.width, run.frame.height) * 0.9
        guard side > 0 else { return }
        let box = Rect(x: run.frame.midX - side / 2, y: run.frame.midY - side / 2, width: side, height: side)
        let color = run.tint ?? RGBA(rgb: 0x8E8E93)
        ShapePath.add(.roundedRectangle(cornerRadius: side / 5, style: .continuous, corners: .all), in: box, to: cairo)
        setSource(color)
        cairo_set_line_width(cairo, max(1, side / 14))
        cairo_stroke(cairo)
        let attributes = TextAttributes(font: ResolvedFont(size: side * 0.6, weight: .semibold), alignment: .center)
        let mark = PangoParagraph("?", attributes: attributes, width: side)
        let height = mark.measurement.size.height
        mark.draw(in: cairo, at: Point(x: box.minX, y: box.midY - height / 2), color: color, alignment: .center)
    }

    private mutating func warn(_ code: String, _ message: String, _ subject: String) {
        report(RenderDiagnostic(severity: .warning, code: code, message: message, subject: subject))
    }

    mutating func report(_ diagnostic: RenderDiagnostic) {
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }
}
