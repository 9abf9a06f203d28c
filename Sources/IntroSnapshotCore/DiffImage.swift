import Foundation
import IntroPNG

/// The picture a failed image comparison leaves behind: three panels side by side —
/// the reference, the differences in red over a faded reference, the new image — on a
/// grey background that also shows where the sizes differ.
///
/// Pixels are built as Cairo-style premultiplied ARGB words, the PNG writer's fast input.
enum DiffImage {
    /// Grey between the panels and outside smaller images.
    private static let background: UInt32 = 0xFF80_8080
    /// Pixels that differ.
    private static let red: UInt32 = 0xFFFF_0000
    /// Pixels between panels.
    private static let gap = 4

    /// The three-panel image as a PNG file, or nil when it would be larger than the PNG
    /// writer accepts.
    static func make(reference: PNGImage, actual: PNGImage, classifier: inout PixelClassifier) -> Data? {
        let width = max(reference.width, actual.width)
        let height = max(reference.height, actual.height)
        let totalWidth = 3 * width + 2 * gap
        var pixels = [UInt32](repeating: background, count: totalWidth * height)
        reference.rgba.withUnsafeBytes { e in
            actual.rgba.withUnsafeBytes { a in
                pixels.withUnsafeMutableBufferPointer { out in
                    for y in 0..<height {
                        let row = y * totalWidth
                        for x in 0..<width {
                            let expected = x < reference.width && y < reference.height
                                ? PixelClassifier.pixel(e, (y * reference.width + x) * 4) : nil
                            let new = x < actual.width && y < actual.height
                                ? PixelClassifier.pixel(a, (y * actual.width + x) * 4) : nil
                            if let expected { out[row + x] = premultipliedARGB(expected) }
                            if let new { out[row + 2 * (width + gap) + x] = premultipliedARGB(new) }
                            guard let expected, let new else {
                                out[row + width + gap + x] = red
                                continue
                            }
                            let differs = expected != new && classifier.classify(expected, new)?.differs == true
                            out[row + width + gap + x] = differs ? red : faded(expected)
                        }
                    }
                }
            }
        }
        return pixels.withUnsafeBytes { bytes in
            try? PNGEncoder().encode(premultipliedBGRA: bytes, width: totalWidth, height: height, bytesPerRow: totalWidth * 4)
        }
    }

    /// A straight RGBA pixel (red in the low byte) as a premultiplied ARGB word.
    @inline(__always)
    private static func premultipliedARGB(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        var (r, g, b) = (pixel & 0xFF, pixel >> 8 & 0xFF, pixel >> 16 & 0xFF)
        if alpha != 255 { (r, g, b) = ((r * alpha + 127) / 255, (g * alpha + 127) / 255, (b * alpha + 127) / 255) }
        return alpha << 24 | r << 16 | g << 8 | b
    }

    /// A pixel that matches: the reference's luminance over white, faded to a light grey.
    @inline(__always)
    private static func faded(_ pixel: UInt32) -> UInt32 {
        let luminance = (54 * (pixel & 0xFF) + 183 * (pixel >> 8 & 0xFF) + 19 * (pixel >> 16 & 0xFF)) >> 8
        let alpha = pixel >> 24
        let seen = (luminance * alpha + 255 * (255 - alpha)) / 255
        let faded = 255 - (255 - seen) / 3
        return 0xFF00_0000 | faded << 16 | faded << 8 | faded
    }
}
