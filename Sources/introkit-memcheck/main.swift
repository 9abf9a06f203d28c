import Foundation
import IntroCairo
import IntroRender
import IntroUI
import WelcomeSheet

/// `introkit-memcheck [SHEET.json] [RENDERS]`: renders a Welcome Sheet as PNG `RENDERS` times
/// (default 2,000) in one process, cycling through every device, orientation and colour
/// scheme, and prints the peak resident set size after 200 renders and at the end. Exits 1
/// when the peak grew by 10 MB or more between the two: memory must stay steady however many
/// previews one process renders.
struct MemoryCheck {
    static let checkpoint = 200
    static let allowedGrowth = 10 << 20

    let pages: [WelcomeSheetPage]
    let renders: Int
    let backend = CairoBackend(format: .png)

    /// The peak and current resident set size in bytes, from /proc/self/status.
    static func residentSet() -> (peak: Int, current: Int) {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        func kilobytes(_ field: String) -> Int {
            let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") } ?? ""
            return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
        }
        return (kilobytes("VmHWM"), kilobytes("VmRSS"))
    }

    /// Renders job `index` of the cycle.
    func render(_ index: Int) throws -> Int {
        let devices = DeviceCatalog.all
        let device = devices[index % devices.count]
        let variant = index / devices.count
        let layout = WelcomeSheetLayout.layout(
            page: pages[variant % pages.count], device: device, orientation: variant % 2 == 0 ? .portrait : .landscape,
            colorScheme: variant % 4 < 2 ? .light : .dark, measurer: backend.textMeasurer)
        return try backend.render(layout.displayList, canvas: layout.canvas, options: RenderOptions(scale: 1)).data.count
    }

    func run() throws -> Int32 {
        var atCheckpoint = Self.residentSet()
        var bytes = 0
        for index in 0..<renders {
            bytes += try render(index)
            if index + 1 == min(Self.checkpoint, renders) { atCheckpoint = Self.residentSet() }
        }
        let atEnd = Self.residentSet()
        let growth = atEnd.peak - atCheckpoint.peak
        func megabytes(_ value: Int) -> String { String(format: "%.1f MB", Double(value) / 1_048_576) }
        print("renders: \(renders) PNG (\(megabytes(bytes)) encoded)")
        print("peak RSS after \(min(Self.checkpoint, renders)): \(megabytes(atCheckpoint.peak)) (current \(megabytes(atCheckpoint.current)))")
        print("peak RSS after \(renders): \(megabytes(atEnd.peak)) (current \(megabytes(atEnd.current)))")
        print("growth: \(megabytes(growth)) (limit \(megabytes(Self.allowedGrowth)))")
        return growth < Self.allowedGrowth ? 0 : 1
    }
}

let arguments = CommandLine.arguments.dropFirst()
let path = arguments.first ?? "Samples/WelcomeSheet/welcome-sheet.json"
do {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let pages = try WelcomeSheetDocument.decode(data: data, fileName: path).get().pages
    let renders = arguments.dropFirst().first.flatMap { Int($0) } ?? 2_000
    exit(try MemoryCheck(pages: pages, renders: max(1, renders)).run())
} catch {
    try? FileHandle.standardError.write(contentsOf: Data("introkit-memcheck: \(path): \(error)\n".utf8))
    exit(2)
}
