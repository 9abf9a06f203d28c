import Foundation
import IntroPNG
import IntroRender

extension Diffing where Format == PNGImage {
    /// Images stored as PNG and compared with ``ImageComparison/compare(expected:actual:tolerance:precision:perceptualPrecision:)``;
    /// a failure describes the sizes, the share of differing pixels and the worst ΔE, and
    /// leaves a three-panel diff image (reference | differences in red | actual).
    public static func image(tolerance: UInt8 = 1, precision: Double = 1, perceptualPrecision: Double = 1)
        -> Diffing<PNGImage>
    {
        image(
            encoder: PNGImageEncoder(), decoder: PNGImageDecoder(), tolerance: tolerance, precision: precision,
            perceptualPrecision: perceptualPrecision)
    }

    /// Images stored in `encoder`'s format (a backend's own: WebP for a WebP backend), read
    /// back by `decoder`, and compared as ``image(tolerance:precision:perceptualPrecision:)``
    /// compares them (the diff image stays a PNG).
    public static func image(
        encoder: any ImageEncoder, decoder: any ImageDecoder, tolerance: UInt8 = 1, precision: Double = 1,
        perceptualPrecision: Double = 1
    ) -> Diffing<PNGImage> {
        let pixelSize: @Sendable (Data) -> PixelSize? = { decoder.pixelSize(of: $0) }
        return Diffing(
            toData: { try encoder.encode($0) },
            fromData: { try decoder.decode($0) },
            diff: { reference, actual in
                let result = ImageComparison.compare(
                    expected: reference, actual: actual, tolerance: tolerance, precision: precision,
                    perceptualPrecision: perceptualPrecision)
                guard !result.passes else { return nil }
                let diff = PixelClassifier.with(tolerance: tolerance, perceptualPrecision: perceptualPrecision) {
                    DiffImage.make(reference: reference, actual: actual, classifier: &$0)
                }
                let artifacts = diff.map { [SnapshotArtifact(name: "diff", pathExtension: "png", data: $0)] }
                return DiffFailure(
                    message: ImageFailureMessage(
                        result: result, tolerance: tolerance, precision: precision,
                        perceptualPrecision: perceptualPrecision
                    ).text,
                    artifacts: artifacts ?? [])
            },
            pixelSize: pixelSize)
    }
}

/// The sentence a failed image comparison prints.
struct ImageFailureMessage {
    let result: ImageComparisonResult
    let tolerance: UInt8
    let precision: Double
    let perceptualPrecision: Double

    var text: String {
        guard result.sizesMatch else {
            return "Image sizes differ: reference \(result.referenceSize), actual \(result.actualSize)."
        }
        let pixels = result.referenceSize.width * result.referenceSize.height
        var criteria = "more than \(tolerance) per channel"
        if perceptualPrecision < 1 {
            criteria += " and by more than ΔE94 \(Self.format((1 - perceptualPrecision) * 100))"
        }
        return """
            Images differ: \(Self.percent(result.differingShare)) of pixels (\(result.differingPixels) of \(pixels)) \
            differ by \(criteria); precision \(Self.format(precision)) allows \(Self.percent(1 - precision)). \
            Worst ΔE94 \(Self.format(result.worstDeltaE)). Sizes: reference \(result.referenceSize), actual \(result.actualSize).
            """
    }

    /// A share as a percentage with up to three decimals (`0.125%`).
    static func percent(_ share: Double) -> String { format(max(0, share) * 100) + "%" }

    /// A number with up to three decimals, without trailing zeros.
    static func format(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
