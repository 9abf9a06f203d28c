import Foundation
import IntroCairo
import IntroPNG
import Testing

@testable import IntroSnapshot
@testable import IntroSnapshotCore

/// Pixel comparison, tolerances, ΔE and the artifacts of a failed image snapshot.
@Suite struct ImageComparisonTests {
    /// A 10 × 10 opaque gradient.
    static func gradient(width: Int = 10, height: Int = 10) throws -> PNGImage {
        var rgba: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { rgba += [UInt8(x * 20), UInt8(y * 20), 128, 255] }
        }
        return try PNGImage(width: width, height: height, rgba: rgba)
    }

    /// `image` with one pixel's channels replaced.
    static func changing(_ image: PNGImage, x: Int, y: Int, to pixel: [UInt8]) throws -> PNGImage {
        var rgba = image.rgba
        rgba.replaceSubrange((y * image.width + x) * 4..<(y * image.width + x + 1) * 4, with: pixel)
        return try PNGImage(width: image.width, height: image.height, rgba: rgba)
    }

    @Test func identicalImages() throws {
        let image = try Self.gradient()
        let result = ImageComparison.compare(expected: image, actual: image, tolerance: 0)
        #expect(result.isIdentical && result.passes && result.differingPixels == 0)
    }

    @Test func toleranceIsPerChannel() throws {
        let image = try Self.gradient()
        let nudged = try Self.changing(image, x: 3, y: 4, to: [63, 79, 130, 255])  // was 60, 80, 128
        #expect(ImageComparison.compare(expected: image, actual: nudged, tolerance: 3).passes)
        let beyond = ImageComparison.compare(expected: image, actual: nudged, tolerance: 2)
        #expect(!beyond.passes && beyond.differingPixels == 1 && !beyond.isIdentical)
        #expect(beyond.differingShare == 0.01)
    }

    @Test func precisionCountsPixels() throws {
        let image = try Self.gradient()
        let changed = try Self.changing(image, x: 0, y: 0, to: [255, 255, 255, 255])
        #expect(ImageComparison.compare(expected: image, actual: changed, precision: 0.99).passes)
        #expect(!ImageComparison.compare(expected: image, actual: changed, precision: 0.995).passes)
    }

    @Test func perceptualPrecisionForgivesSmallColourDifferences() throws {
        let grey = try PNGImage(width: 1, height: 1, rgba: [128, 128, 128, 255])
        let lighter = try PNGImage(width: 1, height: 1, rgba: [131, 131, 131, 255])  // ΔE94 ≈ 1.1
        let strict = ImageComparison.compare(expected: grey, actual: lighter, tolerance: 0)
        #expect(!strict.passes)
        #expect(abs(strict.worstDeltaE - 1.1) < 0.1)
        #expect(ImageComparison.compare(expected: grey, actual: lighter, tolerance: 0, perceptualPrecision: 0.98).passes)
        #expect(!ImageComparison.compare(expected: grey, actual: lighter, tolerance: 0, perceptualPrecision: 0.995).passes)
        let black = try PNGImage(width: 1, height: 1, rgba: [0, 0, 0, 255])
        let white = try PNGImage(width: 1, height: 1, rgba: [255, 255, 255, 255])
        let opposite = ImageComparison.compare(expected: black, actual: white, perceptualPrecision: 0.98)
        #expect(!opposite.passes && abs(opposite.worstDeltaE - 100) < 0.05)
    }

    @Test func differentSizesFail() throws {
        let result = ImageComparison.compare(expected: try Self.gradient(), actual: try Self.gradient(width: 12))
        #expect(!result.passes && !result.sizesMatch)
        let message = ImageFailureMessage(result: result, tolerance: 1, precision: 1, perceptualPrecision: 1).text
        #expect(message == "Image sizes differ: reference 10×10, actual 12×10.")
    }

    @Test func failureMessage() throws {
        let image = try Self.gradient()
        let changed = try Self.changing(image, x: 0, y: 0, to: [255, 255, 255, 255])
        let result = ImageComparison.compare(expected: image, actual: changed, perceptualPrecision: 0.98)
        let message = ImageFailureMessage(result: result, tolerance: 1, precision: 1, perceptualPrecision: 0.98).text
        #expect(message.hasPrefix("Images differ: 1% of pixels (1 of 100) differ by more than 1 per channel and by more than ΔE94 2; precision 1 allows 0%. Worst ΔE94 "))
        #expect(message.hasSuffix("Sizes: reference 10×10, actual 10×10."))
    }

    @Test func changedPixelFailsAndWritesArtifacts() throws {
        try withTemporaryFolder { folder in
            let strategy = Snapshotting<PNGImage, PNGImage>(pathExtension: "png", diffing: .image()) { $0 }
            let artifacts = folder.appendingPathComponent("artifacts")
            func verify(_ image: PNGImage) -> SnapshotResult {
                verifySnapshot(
                    of: image, as: strategy, named: "gradient", record: .missing, snapshotDirectory: folder,
                    artifactsDirectory: artifacts, testName: "changedPixel")
            }
            let image = try Self.gradient()
            #expect(verify(image).status == .recorded)
            #expect(verify(try Self.changing(image, x: 5, y: 5, to: [101, 100, 127, 255])).status == .matched)

            let result = verify(try Self.changing(image, x: 5, y: 5, to: [0, 0, 0, 255]))
            #expect(result.status == .failed)
            let actualURL = artifacts.appendingPathComponent("changedPixel.gradient.actual.png")
            let diffURL = artifacts.appendingPathComponent("changedPixel.gradient.diff.png")
            #expect(result.artifacts.map(\.url) == [actualURL, diffURL])
            let message = try #require(result.message)
            #expect(message.contains("1% of pixels (1 of 100)"))
            #expect(message.contains("Actual: \(actualURL.path)") && message.contains("Diff: \(diffURL.path)"))

            let actual = try PNGImage.decode(Data(contentsOf: actualURL))
            #expect(actual.rgba[(5 * 10 + 5) * 4] == 0)
            let diff = try PNGImage.decode(Data(contentsOf: diffURL))
            #expect(diff.width == 3 * 10 + 2 * 4 && diff.height == 10)
            // The middle panel is red at the changed pixel only.
            func middle(_ x: Int, _ y: Int) -> [UInt8] {
                let offset = (y * diff.width + 10 + 4 + x) * 4
                return Array(diff.rgba[offset..<offset + 4])
            }
            #expect(middle(5, 5) == [255, 0, 0, 255])
            #expect(middle(4, 5) != [255, 0, 0, 255])
        }
    }

    @Test func environmentChangeIsNamed() throws {
        try withTemporaryFolder { folder in
            func strategy(cairo: String) -> Snapshotting<String, String> {
                Snapshotting(pathExtension: "txt", diffing: .lines(), environment: ["cairo": cairo, "pango": "1.50"]) { $0 }
            }
            func verify(_ value: String, cairo: String) -> SnapshotResult {
                verifySnapshot(
                    of: value, as: strategy(cairo: cairo), named: "value", record: .missing, snapshotDirectory: folder,
                    artifactsDirectory: folder.appendingPathComponent("artifacts"))
            }
            #expect(verify("a\n", cairo: "1.16.0").status == .recorded)
            let recorded = try String(contentsOf: folder.appendingPathComponent("environment.json"), encoding: .utf8)
            #expect(recorded.contains("\"cairo\" : \"1.16.0\""))
            #expect(verify("a\n", cairo: "1.18.0").status == .matched)
            let message = try #require(verify("b\n", cairo: "1.18.0").message)
            #expect(message.contains("  cairo: 1.16.0 when recorded, 1.18.0 here"))
            #expect(!message.contains("pango:"))
            #expect(try #require(verify("b\n", cairo: "1.16.0").message).contains("rendering environment") == false)
        }
    }

    @Test func renderEnvironmentNamesLibrariesAndFonts() {
        let entries = RenderEnvironment.current.entries
        #expect(entries["cairo"]?.isEmpty == false)
        #expect(entries["pango"]?.isEmpty == false)
        #expect(entries.keys.contains("font.Inter"))
    }
}
