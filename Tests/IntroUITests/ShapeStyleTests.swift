import Foundation
import IntroUI
import Testing

/// Shape styles (colours, hierarchical levels, gradients, materials), shapes and their
/// modifiers, and drawing effects, as the display list records them.
@Suite struct ShapeStyleTests {
    let engine = LayoutEngine(measurer: FixedWidthMeasurer())
    let canvas = Canvas(size: Size(width: 200, height: 200))

    func items<V: View>(_ view: V, _ environment: EnvironmentValues = EnvironmentValues()) -> [DisplayItem] {
        engine.layout(view.frame(width: 100, height: 50), canvas: canvas, environment: environment).displayList.flattened
    }

    func fills<V: View>(_ view: V, _ environment: EnvironmentValues = EnvironmentValues()) -> [RGBA] {
        items(view, environment).compactMap { if case .fill(_, _, let color) = $0 { color } else { nil } }
    }

    func drawings<V: View>(_ view: V, _ environment: EnvironmentValues = EnvironmentValues()) -> [ShapeDrawing] {
        items(view, environment).compactMap { if case .shape(let drawing) = $0 { drawing } else { nil } }
    }

    @Test func hierarchicalLevelsFollowTheForegroundStyles() {
        #expect(fills(Rectangle().fill(.secondary)) == [Color.secondary.resolve(in: .light)])
        #expect(fills(Rectangle().fill(.secondary), EnvironmentValues(colorScheme: .dark)) == [Color.secondary.resolve(in: .dark)])
        #expect(fills(Rectangle().fill(.secondary).foregroundStyle(.red, .blue)) == [Color.blue.resolve(in: .light)])
        #expect(fills(Rectangle().foregroundStyle(.green)) == [Color.green.resolve(in: .light)])
        // One style: the secondary level is that style at the label colours' 60 %.
        #expect(fills(Rectangle().fill(.secondary).foregroundStyle(.red)) == [RGBA(rgb: 0xFF3B30, alpha: 0.6)])
        // A hierarchical style set as the foreground resolves against the levels outside it.
        #expect(fills(Rectangle().foregroundStyle(.secondary).foregroundStyle(.red, .orange)) == [Color.orange.resolve(in: .light)])
        #expect(fills(Rectangle().fill(.tint).tint(.pink)) == [Color.pink.resolve(in: .light)])
        #expect(fills(Rectangle().fill(.background)) == [RGBA(rgb: 0xFFFFFF)])
        #expect(fills(Rectangle().fill(.background).backgroundStyle(.mint)) == [Color.mint.resolve(in: .light)])
    }

    @Test func materialsAreTranslucentFillsPerScheme() {
        let light = fills(Color.clear.background(.ultraThinMaterial))
        let dark = fills(Color.clear.background(.ultraThinMaterial), EnvironmentValues(colorScheme: .dark))
        #expect(light == [RGBA(rgb: 0xFFFFFF, alpha: 0.35)])
        #expect(dark == [RGBA(rgb: 0x1C1C1E, alpha: 0.35)])
        #expect(fills(Color.clear.background(.thickMaterial, in: Capsule())).first?.alpha == 0.85)
    }

    @Test func gradientsAreDrawnOverTheShapesFrameAndMirroredRightToLeft() throws {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let drawing = try #require(drawings(gradient).first)
        #expect(drawing.rect == Rect(x: 50, y: 75, width: 100, height: 50))
        guard case .linearGradient(let stops, let start, let end) = drawing.paint else {
            Issue.record("not a linear gradient: \(drawing.paint)")
            return
        }
        #expect(stops.map(\.location) == [0, 1] && stops.first?.color == Color.red.resolve(in: .light))
        #expect(start == .leading && end == .trailing)
        let rtl = try #require(drawings(gradient, EnvironmentValues(colorScheme: .light, locale: "ar")).first)
        guard case .linearGradient(_, let mirroredStart, _) = rtl.paint else { return }
        #expect(mirroredStart == .trailing)
        let angular = try #require(drawings(Circle().fill(AngularGradient(colors: [.red, .blue], center: .center))).first)
        guard case .angularGradient(_, _, let startAngle, let endAngle) = angular.paint else { return }
        #expect(startAngle == 0 && abs(endAngle - 2 * .pi) < 1e-12, "equal angles are a full turn")
        #expect(Color.blue.gradient._erased != Color.blue._erased)
    }

    @Test func strokesKeepTheirStyleAndStrokeBorderStaysInside() throws {
        #expect(items(Circle().stroke(Color.red, lineWidth: 3)).contains(.stroke(.circle, Rect(x: 50, y: 75, width: 100, height: 50), Color.red.resolve(in: .light), lineWidth: 3)))
        let dashed = try #require(drawings(Rectangle().stroke(.blue, style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2]))).first)
        #expect(dashed.stroke?.dash == [4, 2] && dashed.stroke?.lineCap == .round)
        let border = items(RoundedRectangle(cornerRadius: 10).strokeBorder(Color.red, lineWidth: 4))
        #expect(border.contains { if case .stroke(.inset(.roundedRectangle(10, .circular, .all), amount: 2), _, _, 4) = $0 { true } else { false } })
        // `stroke(lineWidth:)` makes a shape: filling it strokes the outline.
        #expect(items(Capsule().stroke(lineWidth: 5).fill(Color.green)).contains { if case .stroke(.capsule, _, _, 5) = $0 { true } else { false } })
    }

    @Test func shapeModifiersChangeTheOutline() {
        #expect(items(Circle().trim(from: 0.25, to: 2).stroke(Color.red)).contains { if case .stroke(.trimmed(.circle, 0.25, 1), _, _, _) = $0 { true } else { false } })
        #expect(items(Rectangle().rotation(.degrees(90))).contains { if case .fill(.transformed(.rectangle, _, .center), _, _) = $0 { true } else { false } })
        #expect(items(Ellipse().offset(x: 3)).contains { if case .fill(.transformed(.ellipse, let t, _), _, _) = $0 { t.tx == 3 } else { false } })
    }

    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            Path { path in
                path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
            }
        }
    }

    @Test func customShapesDrawTheirPathInTheirFrame() throws {
        let item = try #require(items(Triangle().fill(Color.red)).first)
        guard case .fill(.outline(let path), let rect, _) = item else {
            Issue.record("not an outline: \(item)")
            return
        }
        #expect(rect == Rect(x: 50, y: 75, width: 100, height: 50))
        #expect(path.boundingRect == CGRect(x: 50, y: 75, width: 100, height: 50))
        #expect(path.segments.first == .move(Point(x: 100, y: 75)))
        // A clip to a custom shape, and a path used as a view.
        #expect(items(Color.red.clipShape(Triangle())).contains { if case .clip(.outline, _, _) = $0 { true } else { false } })
    }

    @Test func pathArcsTurnAsSwiftUIs() {
        var path = Path()
        path.addArc(center: CGPoint(x: 0, y: 0), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        // Increasing angles (clockwise on screen): from (10, 0) to (0, 10), one cubic curve.
        #expect(path.segments.count == 2)
        let end = path.currentPoint ?? .zero
        #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9)
        var back = Path()
        back.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        #expect(back.segments.count == 4, "the long way round: three quarter turns")
        #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 2)).boundingRect == CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(Path(CGRect(x: 1, y: 1, width: 2, height: 2)).offsetBy(dx: 1, dy: 0).boundingRect.minX == 2)
    }

    @Test func effectsGroupTheContent() {
        func effects<V: View>(_ view: V) -> [DrawingEffect] {
            items(view).compactMap { if case .effect(let effect, _) = $0 { effect } else { nil } }
        }
        #expect(effects(Color.red.shadow(radius: 4, y: 2)) == [.shadow(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.33), radius: 4, offset: Point(x: 0, y: 2))])
        #expect(effects(Color.red.blur(radius: 3)) == [.blur(radius: 3, opaque: false)])
        #expect(effects(Color.red.blendMode(.multiply)) == [.blend(.multiply)])
        #expect(effects(Color.red.grayscale(1)).count == 1)
        let masked = effects(Color.red.mask { Circle() })
        guard case .mask(let mask)? = masked.first else {
            Issue.record("no mask: \(masked)")
            return
        }
        #expect(mask == [.fill(.circle, Rect(x: 50, y: 75, width: 100, height: 50), RGBA(rgb: 0x000000))])
        #expect(effects(Color.red.compositingGroup().drawingGroup()).isEmpty)
    }

    @Test func colorMatricesDoWhatTheirModifiersSay() {
        let red = RGBA(rgb: 0xFF0000)
        func matrix<V: View>(_ view: V) -> ColorMatrix? {
            items(view).lazy.compactMap { if case .effect(.colorMatrix(let m), _) = $0 { m } else { nil } }.first
        }
        let grey = matrix(Color.red.grayscale(1))?.apply(red)
        #expect(grey.map { abs($0.red - $0.green) < 1e-9 && abs($0.green - $0.blue) < 1e-9 } == true)
        #expect(matrix(Color.red.brightness(1))?.apply(red) == RGBA(rgb: 0xFFFFFF))
        #expect(matrix(Color.red.colorInvert())?.apply(red) == RGBA(rgb: 0x00FFFF))
        #expect(matrix(Color.red.saturation(1))?.apply(red) == red)
        #expect(matrix(Color.red.contrast(0))?.apply(red) == RGBA(red: 0.5, green: 0.5, blue: 0.5))
        let multiplied = matrix(Color.red.colorMultiply(Color(red: 0.5, green: 1, blue: 1)))?.apply(red)
        #expect(multiplied == RGBA(red: 0.5, green: 0, blue: 0))
    }

    @Test func colorInitializers() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1).resolve(in: .light) == RGBA(rgb: 0xFF0000))
        #expect(Color(hue: 1 / 3, saturation: 1, brightness: 1).resolve(in: .light).green == 1)
        #expect(Color(.sRGBLinear, white: 0.5).resolve(in: .light).red > 0.7)
        #expect(Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 0.5).resolve(in: .light) == RGBA(rgb: 0xFF0000, alpha: 0.5))
        let literal: Color = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(literal.resolve(in: .dark) == RGBA(rgb: 0x0000FF))
        NamedColors.register(["Brand": .indigo])
        #expect(Color("Brand") == .indigo && Color("Missing") == .clear)
    }

    /// The gradient a text or template image is painted with, masked by what it draws.
    func maskedFills<V: View>(_ view: V) -> [(paint: Paint, mask: [DisplayItem])] {
        items(view).compactMap { item in
            guard case .effect(.mask(let mask), let inner) = item, inner.count == 1, case .shape(let drawing) = inner[0] else { return nil }
            return (drawing.paint, mask)
        }
    }

    @Test func aGradientForegroundPaintsTextAndSymbolsThroughTheirShapes() {
        let gradient = LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing)
        for view in [AnyView(Text("Title").foregroundStyle(gradient)), AnyView(Text("Title").padding().foregroundStyle(gradient))] {
            let masked = maskedFills(view)
            #expect(masked.count == 1)
            guard let first = masked.first else { continue }
            #expect(first.paint.gradient != nil)
            #expect(first.mask.count == 1)
            if case .text(let run)? = first.mask.first { #expect(run.string == "Title") } else { Issue.record("the mask is not the text") }
        }
        let symbol = maskedFills(Image(systemName: "star.fill").foregroundStyle(.linearGradient(colors: [.pink, .orange], startPoint: .top, endPoint: .bottom)))
        #expect(symbol.count == 1)
        if case .image(let run)? = symbol.first?.mask.first { #expect(run.name == "star.fill") } else { Issue.record("the mask is not the symbol") }
        // Runs in different colours keep their own colours; one colour is no gradient.
        #expect(maskedFills(Text("a").foregroundStyle(gradient) + Text("b").foregroundStyle(.red)).isEmpty)
        #expect(maskedFills(Text("Title").foregroundStyle(.red)).isEmpty)
    }

    @Test func symbolsTakeAnyForegroundStyleNotOnlyAColour() {
        func tint<V: View>(_ view: V) -> RGBA? {
            items(view).compactMap { if case .image(let run) = $0 { run.tint } else { nil } }.first
        }
        #expect(tint(Image(systemName: "bolt.fill").foregroundStyle(.tint).tint(.pink)) == Color.pink.resolve(in: .light))
        #expect(tint(Image(systemName: "bolt.fill").foregroundStyle(.secondary)) == Color.secondary.resolve(in: .light))
        #expect(tint(Image(systemName: "bolt.fill")) == Color.primary.resolve(in: .light))
        #expect(tint(Image(systemName: "bolt.fill").renderingMode(.original).foregroundStyle(.red)) == nil)
    }

}
