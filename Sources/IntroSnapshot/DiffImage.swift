import Foundation
import IntroCairo

/// The picture a failed image comparison leaves behind: three panels side by side —
/// the reference, the differences in red over a faded reference, the new image — on a
/// grey background that also shows where the sizes differ.
enum DiffImage {
    /// Grey between the panels and outside smaller images.
    private static let background: UInt32 = 0xFF80_8080
    /// Pixels that differ.
    private static let red: UInt32 = 0xFF00_00FF
    /// Pixels between panels.
    private static let gap = 4

    /// The three-panel image, or nil when it would be larger than a PNG image may be.
    static func make(reference: PNGImage, actual: PNGImage, classifier: PixelClassifier) -> PNGImage? {
        let width = max(reference.width, actual.width)
        let height = max(reference.height, actual.height)
        let totalWidth = 3 * width + 2 * gap
        var pixels = [UInt32](repeating: background.littleEndian, count: totalWidth * height)
        reference.rgba.withUnsafeBytes { e in
            actual.rgba.withUnsafeBytes { a in
                pixels.withUnsafeMutableBufferPointer { out in
                    for y in 0..<height {
                        let row = y * totalWidth
                        for x in 0..<width {
                            let inReference = x < reference.width && y < reference.height
                            let inActual = x < actual.width && y < actual.height
                            let expected = inReference ? PixelClassifier.pixel(e, (y * reference.width + x) * 4) : nil
                            let new = inActual ? PixelClassifier.pixel(a, (y * actual.width + x) * 4) : nil
                            if let expected { out[row + x] = expected.littleEndian }
                            if let new { out[row + 2 * (width + gap) + x] = new.littleEndian }
                            out[row + width + gap + x] = middle(expected, new, classifier).littleEndian
                        }
                    }
                }
            }
        }
        let bytes = pixels.withUnsafeBytes { [UInt8]($0) }
        return try? PNGImage(width: totalWidth, height: height, rgba: bytes)
    }

    /// The middle panel's pixel: red where the images differ (or only one has a pixel),
    /// else the reference faded to a light grey.
    private static func middle(_ expected: UInt32?, _ new: UInt32?, _ classifier: PixelClassifier) -> UInt32 {
        guard let expected, let new else { return red }
        if expected != new, classifier.classify(expected, new)?.differs == true { return red }
        let luminance = (54 * (expected & 0xFF) + 183 * (expected >> 8 & 0xFF) + 19 * (expected >> 16 & 0xFF)) >> 8
        let alpha = expected >> 24
        let seen = (luminance * alpha + 255 * (255 - alpha)) / 255
        let faded = 255 - (255 - seen) / 3
        return 0xFF00_0000 | faded << 16 | faded << 8 | faded
    }
}
