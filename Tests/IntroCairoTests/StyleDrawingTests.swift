import Foundation
import IntroCairo
import IntroPNG
import IntroRender
import IntroUI
import Testing

/// Gradients, styled strokes, trims, new shapes, shadows, blurs, masks, blend modes and
/// colour matrices drawn by Cairo, checked pixel by pixel (PNG at scale 1; SVG and PDF draw).
@Suite struct StyleDrawingTests {
    let canvas = Canvas(size: Size(width: 100, height: 100))
    let engine = LayoutEngine(measurer: CairoBackend.sharedTextMeasurer)

    func png<V: View>(_ view: V, scale: Double = 1) throws -> PNGImage {
        let list = engine.layout(view, canvas: canvas).displayList
        let data = try CairoBackend(format: .png).render(list, canvas: canvas, options: RenderOptions(scale: scale)).data
        if let folder = ProcessInfo.processInfo.environment["INTROKIT_STYLE_PNGS"] {
            try data.write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(Self.count.next()).png"))
        }
        return try PNGImage.decode(data)
    }

    /// Numbers the pictures written for a look.
    static let count = Counter()
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int { lock.withLock { value += 1; return value } }
    }

    func pixel(_ image: PNGImage, _ x: Int, _ y: Int) -> [Int] {
        Array(image.rgba[((y * image.width + x) * 4)..<((y * image.width + x) * 4 + 4)]).map(Int.init)
    }

    @Test func linearRadialAndAngularGradientsChangeColourAcrossTheFrame() throws {
        let linear = try png(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        #expect(pixel(linear, 1, 50)[0] > 240 && pixel(linear, 1, 50)[2] < 60)
        #expect(pixel(linear, 98, 50)[2] > 240 && pixel(linear, 98, 50)[0] < 20)
        let middle = pixel(linear, 50, 50)
        #expect((100...160).contains(middle[0]) && (100...160).contains(middle[2]))
        let radial = try png(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50))
        #expect(pixel(radial, 50, 50)[0] > 240 && pixel(radial, 95, 50)[0] < 40)
        let angular = try png(Circle().fill(AngularGradient(colors: [.red, .blue], center: .center)))
        // Just below the trailing point the turn starts (red); just above it ends (blue).
        #expect(pixel(angular, 90, 52)[0] > 200 && pixel(angular, 90, 48)[2] > 200)
        #expect(pixel(angular, 50, 50)[3] == 255 && pixel(angular, 2, 2)[3] == 0, "filled within the circle only")
        let elliptical = try png(Rectangle().fill(EllipticalGradient(colors: [.white, .black])).frame(width: 100, height: 40))
        #expect(pixel(elliptical, 50, 50)[0] > 240 && pixel(elliptical, 2, 50)[0] < 20)
    }

    @Test func dashedStrokesTrimmedRingsAndNewShapes() throws {
        let dashed = try png(
            Path { $0.move(to: CGPoint(x: 0, y: 50)); $0.addLine(to: CGPoint(x: 100, y: 50)) }
                .stroke(Color.black, style: StrokeStyle(lineWidth: 4, dash: [10, 10])))
        #expect(pixel(dashed, 5, 50)[3] == 255 && pixel(dashed, 15, 50)[3] == 0 && pixel(dashed, 25, 50)[3] == 255)
        // A quarter of a ring from the trailing point, clockwise: the bottom-right quarter.
        let ring = try png(Circle().trim(from: 0, to: 0.25).stroke(Color.black, lineWidth: 6).frame(width: 80, height: 80))
        #expect(pixel(ring, 50, 89)[3] > 200 && pixel(ring, 89, 50)[3] > 200)
        #expect(pixel(ring, 11, 50)[3] == 0 && pixel(ring, 50, 11)[3] == 0)
        #expect(pixel(ring, 78, 78)[3] > 200)
        let ellipse = try png(Ellipse().fill(Color.black).frame(width: 100, height: 50))
        #expect(pixel(ellipse, 50, 30)[3] == 255 && pixel(ellipse, 3, 30)[3] == 0 && pixel(ellipse, 3, 50)[3] > 0)
        let uneven = try png(UnevenRoundedRectangle(topLeadingRadius: 40, style: .circular).fill(Color.black))
        #expect(pixel(uneven, 2, 2)[3] == 0 && pixel(uneven, 97, 2)[3] == 255 && pixel(uneven, 2, 97)[3] == 255)
        let border = try png(Color.white.border(Color.black, width: 4))
        #expect(pixel(border, 1, 50)[0] == 0 && pixel(border, 6, 50)[0] == 255)
    }

    @Test func shadowsBlursAndMasksWorkOnPixels() throws {
        let shadowed = try png(Color.white.frame(width: 40, height: 40).shadow(color: .black, radius: 8, x: 0, y: 10))
        // Below the square the shadow shows, fading further out; above, barely.
        let below = pixel(shadowed, 50, 74)
        #expect(below[3] > 60 && below[0] == 0)
        #expect(pixel(shadowed, 50, 90)[3] < below[3])
        #expect(pixel(shadowed, 50, 50) == [255, 255, 255, 255], "the content is drawn over its shadow")
        let blurred = try png(Color.black.frame(width: 40, height: 40).blur(radius: 10))
        #expect((60...200).contains(pixel(blurred, 30, 50)[3]), "the edge is soft: \(pixel(blurred, 30, 50))")
        #expect(pixel(blurred, 50, 50)[3] > 230 && pixel(blurred, 5, 50)[3] < 10)
        let masked = try png(Color.red.mask { Circle() })
        #expect(pixel(masked, 50, 50) == [255, 59, 48, 255] && pixel(masked, 3, 3)[3] == 0)
    }

    @Test func blendModesAndColorMatrices() throws {
        let multiplied = try png(ZStack { Color.yellow; Color.cyan.blendMode(.multiply) })
        let mixed = pixel(multiplied, 50, 50)
        #expect(mixed[0] < 100 && mixed[1] > 120 && mixed[2] < 20, "yellow × cyan is green: \(mixed)")
        let grey = pixel(try png(Color.red.grayscale(1)), 50, 50)
        #expect(grey[0] == grey[1] && grey[1] == grey[2] && grey[3] == 255)
        let inverted = pixel(try png(Color.white.colorInvert()), 50, 50)
        #expect(inverted == [0, 0, 0, 255])
    }

    /// A tinted SF Symbol is drawn through its alpha (a mask); under a colour matrix or a blur,
    /// which draw the group into a bitmap first, it is still drawn.
    @Test func symbolsAreDrawnUnderPixelEffects() throws {
        let symbol = Image(systemName: "heart.fill").resizable().foregroundStyle(.black).frame(width: 80, height: 80)
        func inked(_ image: PNGImage) -> Int {
            (0..<image.width * image.height).filter { image.rgba[$0 * 4 + 3] > 128 }.count
        }
        let plain = inked(try png(symbol))
        #expect(plain > 1000)
        for (name, view) in [("hueRotation", AnyView(symbol.hueRotation(.degrees(30)))), ("brightness", AnyView(symbol.brightness(0.1))),
            ("blur", AnyView(symbol.blur(radius: 1)))]
        {
            #expect(abs(inked(try png(view)) - plain) < plain / 10, "\(name)")
        }
    }

    @Test func effectsDrawAtEveryScaleAndInVectorOutputs() throws {
        let view = Color.blue.frame(width: 40, height: 40).shadow(radius: 5).blur(radius: 1).grayscale(0.5)
            .background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        let image = try png(view, scale: 3)
        #expect(image.width == 300 && pixel(image, 150, 150)[3] == 255)
        let list = engine.layout(view, canvas: canvas).displayList
        for format in [CairoBackend.Format.svg, .pdf] {
            let data = try CairoBackend(format: format).render(list, canvas: canvas, options: RenderOptions()).data
            #expect(data.count > 500)
        }
    }
}
