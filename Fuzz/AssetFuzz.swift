import CCairo
import Foundation
import IntroRender
import IntroUI

@testable import IntroCairo

/// The asset path: bytes that start like a PNG, or like an SVG document, are written to an
/// asset file and loaded the way a render loads `--assets` images — size and pixel limits,
/// the PNG header read before decoding, embedded `data:` images checked, large bitmaps scaled
/// down — then drawn into a small surface. Refusals are expected; a crash, a trap, a hang or
/// memory beyond libFuzzer's limit is a finding.
enum FuzzAssets {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47]
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intro-fuzz-\(getpid())")

    /// The kind of asset `data` looks like: `png`, `svg`, or nil for anything else.
    static func kind(of data: Data) -> String? {
        if data.starts(with: png) { return "png" }
        let text = data.prefix(64).drop { [0x20, 0x0A, 0x0D, 0x09].contains($0) }
        return text.first == UInt8(ascii: "<") ? "svg" : nil
    }

    /// Loads `data` as an asset of `kind` with the default limits and draws it at row size.
    static func load(_ data: Data, kind: String) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("asset.\(kind)")
        guard (try? data.write(to: file)) != nil else { return }
        guard let icon = try? LoadedIcon(file: file, limits: AssetLimits(), pixelSide: 111) else { return }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 111, 111)
        let cairo = cairo_create(surface)
        icon.draw(in: cairo!, fittedInto: Rect(x: 0, y: 0, width: 111, height: 111))
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }
}
