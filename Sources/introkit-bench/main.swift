// introkit-bench: performance figures for IntroKit. Run in release:
//   swift run -c release introkit-bench
// The last line of each section is machine-readable (`name: value`).
import Foundation
import IntroCairo
import IntroRender
import IntroUI

/// This thread's CPU time in nanoseconds.
func cpuNanoseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return now.tv_sec * 1_000_000_000 + now.tv_nsec
}

/// The median time of `body` in milliseconds of this thread's CPU time (steady on a shared
/// machine, where wall time depends on the neighbours), after warm-up runs, and its result.
func measure<T>(runs: Int = 9, warmUp: Int = 2, _ body: () -> T) -> (milliseconds: Double, result: T) {
    for _ in 0..<warmUp { _ = body() }
    var times: [Double] = []
    var result = body()
    for _ in 0..<runs {
        let start = cpuNanoseconds()
        result = body()
        times.append(Double(cpuNanoseconds() - start) / 1_000_000)
    }
    return (times.sorted()[runs / 2], result)
}

/// A sheet-like page: a bold title, three rows with tinted symbols and wrapped text, a button.
func samplePage(size: Size) -> DisplayList {
    let accent = RGBA(rgb: 0x007AFF)
    var items: [DisplayItem] = [.fill(.rectangle, Rect(origin: .zero, size: size), RGBA(rgb: 0xFFFFFF))]
    let title = TextAttributes(font: ResolvedFont(size: 34, weight: .bold), lineSpacing: 8, alignment: .center)
    items.append(.text(TextRun(string: "What's New in IntroKit", attributes: title, color: RGBA(rgb: 0),
                               frame: Rect(x: 16, y: 80, width: size.width - 32, height: 90))))
    for (row, symbol) in ["ipad.and.iphone", "slider.horizontal.3", "gears"].enumerated() {
        let y = 230 + Double(row) * 90
        items.append(.image(ImageRun(name: symbol, source: .systemSymbol, tint: accent,
                                     frame: Rect(x: 36, y: y, width: 37, height: 37))))
        let body = TextAttributes(font: ResolvedFont(size: 15))
        items.append(.text(TextRun(string: "Every device, every language and both colour schemes, rendered on Linux.",
                                   attributes: body, color: RGBA(rgb: 0x3C3C43, alpha: 0.6),
                                   frame: Rect(x: 90.5, y: y, width: size.width - 126.5, height: 60))))
    }
    let button = Rect(x: 25, y: size.height - 148, width: size.width - 50, height: 54)
    items.append(.fill(.roundedRectangle(cornerRadius: 15, style: .continuous, corners: .all), button, accent))
    return DisplayList(size: size, items: items)
}

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

/// Our PNG writer at every level and filter against Cairo's, on one rendered sheet.
func pngEncodingTable() throws {
    let device = try DeviceCatalog.device(id: "iphone-15")
    let canvas = device.canvas()
    let (raster, _) = try CairoBackend(format: .png).rasterize(samplePage(size: canvas.size), canvas: canvas, options: .init())

    print("PNG encoding of one \(raster.width)×\(raster.height) sheet: median CPU ms of 9 runs after 2 warm-ups")
    print(pad("writer", 34) + pad("ms", 9) + pad("bytes", 10) + "size vs cairo")
    let cairo = measure { raster.cairoPNGData() }
    print(pad("cairo_surface_write_to_png", 34) + pad(String(format: "%.1f", cairo.milliseconds), 9) + "\(cairo.result.count)")
    var defaultTime = 0.0
    for level in 1...6 {
        for filter in PNGEncoder.Filter.allCases {
            let encoder = PNGEncoder(compressionLevel: level, filter: filter)
            let ours = measure { raster.pngData(encoder: encoder) }
            let isDefault = encoder == PNGEncoder()
            if isDefault { defaultTime = ours.milliseconds }
            let label = "introkit level \(level) filter \(filter)" + (isDefault ? " *" : "")
            print(pad(label, 34) + pad(String(format: "%.1f", ours.milliseconds), 9) + pad("\(ours.result.count)", 10)
                + String(format: "%.2f×", Double(ours.result.count) / Double(cairo.result.count)))
        }
    }
    print("* the default PNGEncoder()")
    print(String(format: "png-encode-speedup-vs-cairo: %.2f", cairo.milliseconds / defaultTime))
}

try pngEncodingTable()
