import Foundation
import IntroPNG
import IntroRender

/// What comparing two images found.
public struct ImageComparisonResult: Hashable, Sendable {
    /// The reference's size.
    public var referenceSize: PixelSize
    /// The new image's size.
    public var actualSize: PixelSize
    /// Pixels whose channels differ by more than the tolerance — and, when perceptual
    /// precision is on, whose colours differ by more than its ΔE threshold. 0 when the sizes
    /// differ (nothing is compared).
    public var differingPixels: Int
    /// The largest ΔE94 among the pixels beyond the channel tolerance (0 when none is).
    public var worstDeltaE: Double
    /// Whether every byte of the pixels is the same.
    public var isIdentical: Bool
    /// Whether the images match under the tolerances.
    public var passes: Bool

    /// Whether both images have the same width and height.
    public var sizesMatch: Bool { referenceSize == actualSize }

    /// ``differingPixels`` as a share of all pixels, 0…1.
    public var differingShare: Double {
        let total = referenceSize.width * referenceSize.height
        return total == 0 ? 0 : Double(differingPixels) / Double(total)
    }
}

/// Compares images pixel by pixel, fast enough to run on every snapshot: identical pixels
/// in about a millisecond for 3 megapixels (one `memcmp`), tolerant comparison in one pass.
public enum ImageComparison {
    /// Compares two straight-alpha RGBA images.
    ///
    /// - Parameters:
    ///   - expected: the reference image.
    ///   - actual: the image just rendered.
    ///   - tolerance: how much each channel (red, green, blue, alpha; 0…255) may differ
    ///     before a pixel counts as different. 1 absorbs rounding, 3 differences between CPUs.
    ///   - precision: the share of pixels (0…1) that must not differ; 1 allows none,
    ///     0.999 allows one in a thousand.
    ///   - perceptualPrecision: below 1, a pixel beyond the channel tolerance still matches
    ///     when its colour difference (ΔE94, over white) is at most `(1 − perceptualPrecision)
    ///     × 100`, as in swift-snapshot-testing: 0.98 forgives ΔE ≤ 2, "just noticeable".
    public static func compare(
        expected: PNGImage, actual: PNGImage, tolerance: UInt8 = 1, precision: Double = 1,
        perceptualPrecision: Double = 1
    ) -> ImageComparisonResult {
        var result = ImageComparisonResult(
            referenceSize: PixelSize(expected), actualSize: PixelSize(actual), differingPixels: 0, worstDeltaE: 0,
            isIdentical: false, passes: false)
        guard result.sizesMatch else { return result }
        result.isIdentical = expected.rgba.withUnsafeBytes { e in
            actual.rgba.withUnsafeBytes { a in
                guard e.count == a.count, let left = e.baseAddress, let right = a.baseAddress else { return e.count == a.count }
                return memcmp(left, right, e.count) == 0
            }
        }
        guard !result.isIdentical else {
            result.passes = true
            return result
        }
        var differing = 0
        var worst: Float = 0
        PixelClassifier.with(tolerance: tolerance, perceptualPrecision: perceptualPrecision) { classifier in
            expected.rgba.withUnsafeBytes { e in
                actual.rgba.withUnsafeBytes { a in
                    for offset in stride(from: 0, to: min(e.count, a.count), by: 4) {
                        let reference = PixelClassifier.pixel(e, offset)
                        let other = PixelClassifier.pixel(a, offset)
                        guard reference != other, let verdict = classifier.classify(reference, other) else { continue }
                        worst = max(worst, verdict.deltaE)
                        if verdict.differs { differing += 1 }
                    }
                }
            }
        }
        result.differingPixels = differing
        result.worstDeltaE = Double(worst)
        result.passes = Double(differing) <= (1 - min(1, max(0, precision))) * Double(expected.width * expected.height)
        return result
    }
}

/// Decides, pixel by pixel, what ``ImageComparison`` and the diff image count as different.
struct PixelClassifier {
    /// The per-channel tolerance.
    let tolerance: UInt32
    /// The ΔE a pixel beyond the tolerance may still have, or nil when perceptual comparison
    /// is off (every pixel beyond the tolerance differs).
    let deltaEThreshold: Float?
    private let tables: PerceptualColor.Tables
    private var referenceColors: PerceptualColor.Cache
    private var otherColors: PerceptualColor.Cache
    /// The last pair of colours compared and their ΔE: differences come in runs.
    private var last: (reference: UInt32, other: UInt32, deltaE: Float) = (0, 0, 0)

    /// Runs `body` with a classifier for these settings.
    static func with<R>(tolerance: UInt8, perceptualPrecision: Double, _ body: (inout PixelClassifier) -> R) -> R {
        let threshold = perceptualPrecision < 1 ? Float((1 - max(0, perceptualPrecision)) * 100) : nil
        return PerceptualColor.withTables { tables in
            var classifier = PixelClassifier(
                tolerance: UInt32(tolerance), deltaEThreshold: threshold, tables: tables,
                referenceColors: PerceptualColor.Cache(tables), otherColors: PerceptualColor.Cache(tables))
            return body(&classifier)
        }
    }

    /// The RGBA pixel at a byte offset, red in the low byte.
    @inline(__always)
    static func pixel(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
        UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }

    /// nil when every channel is within the tolerance; else whether the pixel counts as
    /// different and the colours' ΔE94.
    @inline(__always)
    mutating func classify(_ reference: UInt32, _ other: UInt32) -> (differs: Bool, deltaE: Float)? {
        var largest: UInt32 = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            let (x, y) = (reference >> shift & 0xFF, other >> shift & 0xFF)
            largest = max(largest, x > y ? x - y : y - x)
        }
        guard largest > tolerance else { return nil }
        if last.reference != reference || last.other != other {
            let deltaE = PerceptualColor.deltaE94(referenceColors.lab(reference, tables), otherColors.lab(other, tables))
            last = (reference, other, deltaE)
        }
        let deltaE = last.deltaE
        return (deltaEThreshold.map { deltaE > $0 } ?? true, deltaE)
    }
}
