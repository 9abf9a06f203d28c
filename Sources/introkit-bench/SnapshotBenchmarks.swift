import IntroCairo
import IntroPNG
import IntroRender
import IntroSnapshotCore
import IntroUI
import WelcomeSheet

/// Snapshot comparison at 3.6 MP, as a snapshot test pays it after rendering: the reference
/// PNG decoded, then compared with the fresh image — equal, and different on the tolerant
/// path (light against dark, per-channel tolerance 3 and perceptual precision 0.98).
struct SnapshotBenchmarks {
    let sampler: Sampler
    let report: Report

    private let backend = CairoBackend(format: .png)

    /// The seed sheet on iphone-15-pro-max in a colour scheme, as straight-alpha pixels.
    private func image(_ scheme: ColorScheme) throws -> PNGImage {
        let layout = WelcomeSheetLayout.layout(
            page: try Fixtures.seedPage(), device: try Fixtures.device("iphone-15-pro-max"), colorScheme: scheme,
            measurer: backend.textMeasurer)
        return try backend.rasterize(layout.displayList, canvas: layout.canvas, options: RenderOptions()).0.pixels
    }

    func run() throws {
        report.section("Snapshot comparison, seed sheet on iphone-15-pro-max (3.6 MP): decode the reference + compare")
        let light = try image(.light)
        let dark = try image(.dark)
        let reference = light.pngData()

        let decode = sampler.milliseconds { _ = try? PNGImage.decode(reference) }
        report.add(nil, "decode the reference PNG", decode, "ms")
        let equal = sampler.milliseconds {
            guard let expected = try? PNGImage.decode(reference) else { return }
            _ = ImageComparison.compare(expected: expected, actual: light)
        }
        report.add("snapshot-compare-equal-ms-3mp", "equal images", equal, "ms", goal: .atMost(25, "ms"))
        let different = sampler.milliseconds {
            guard let expected = try? PNGImage.decode(reference) else { return }
            _ = ImageComparison.compare(expected: expected, actual: dark, tolerance: 3, perceptualPrecision: 0.98)
        }
        report.add(
            "snapshot-compare-different-ms-3mp", "different images, tolerant", different, "ms", goal: .atMost(60, "ms"))
    }
}
