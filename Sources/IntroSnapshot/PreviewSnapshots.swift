import Foundation
import IntroPNG
import IntroPreviews
import IntroSnapshotCore
import IntroUI

/// The SwiftUI previews of `.swift` files or folders (the paths `introkit previews` takes) on a
/// device matrix: what ``assertPreviewSnapshots(of:record:snapshotDirectory:tolerance:precision:perceptualPrecision:fileID:filePath:testName:line:column:)``
/// checks, one PNG reference per output, so that every `#Preview` and `PreviewProvider` of a
/// team's files is a snapshot test.
public struct SwiftUIPreviews: Sendable {
    /// Files and folders: absolute, or relative to the package of the test file.
    public var paths: [String]
    /// The devices (a preview's own `.previewDevice` or traits replace them, as in Xcode).
    public var devices: [Device]
    /// The orientations.
    public var orientations: [Orientation]
    /// The colour schemes (a preview's `.preferredColorScheme` replaces them).
    public var colorSchemes: [ColorScheme]
    /// The Dynamic Type sizes.
    public var dynamicTypeSizes: [DynamicTypeSize]
    /// The languages (an Xcode pseudolanguage too).
    public var locales: [String]
    /// Pixels per point; nil is each device's scale.
    public var scale: Double?
    /// Whether a preview on a device's screen is drawn under the status bar and home indicator.
    public var showsStatusBar: Bool
    /// The build's cache folder (macro plugin, shims, runners); nil is `.build/introkit-previews`
    /// of the test file's package.
    public var cache: URL?
    /// The seconds a preview may take to finish before it is stopped and fails alone (an
    /// endless loop, a wait that never ends).
    public var timeout: Int

    /// The previews of `paths` on the matrix; by default as Xcode's canvas shows them (one
    /// iPhone 16 Pro, portrait, light, the large text size, English).
    public init(
        _ paths: [String], devices: [Device] = [DeviceCatalog.previewDefault], orientations: [Orientation] = [.portrait],
        colorSchemes: [ColorScheme] = [.light], dynamicTypeSizes: [DynamicTypeSize] = [.large], locales: [String] = ["en"],
        scale: Double? = nil, showsStatusBar: Bool = true, cache: URL? = nil, timeout: Int = PreviewRunSpec.defaultStallLimit
    ) {
        self.paths = paths
        self.devices = devices
        self.orientations = orientations
        self.colorSchemes = colorSchemes
        self.dynamicTypeSizes = dynamicTypeSizes
        self.locales = locales
        self.scale = scale
        self.showsStatusBar = showsStatusBar
        self.cache = cache
        self.timeout = timeout
    }

    /// The previews run's request, paths resolved against `package`.
    func request(package: URL) -> PreviewsRequest {
        var spec = PreviewRunSpec(
            devices: devices.map(\.id), orientations: orientations, colorSchemes: colorSchemes, dynamicTypeSizes: dynamicTypeSizes,
            locales: locales, backend: "png", scale: scale, pixelLimit: 50_000_000, layoutJSON: false, currentDirectory: package.path)
        spec.showsStatusBar = showsStatusBar
        spec.stallLimit = timeout
        return PreviewsRequest(
            paths: paths, spec: spec, cache: cache ?? package.appendingPathComponent(".build/introkit-previews"), currentDirectory: package)
    }
}

/// One output of a previews run as a snapshot: its name (the output's file name without
/// `.png`) and its check.
public struct PreviewSnapshotResult: Sendable {
    /// The output's name, `<preview>-<device>-<orientation>-<scheme>…`, which names its reference.
    public var name: String
    /// The check.
    public var result: SnapshotResult
}

/// Builds and renders `previews` (as `introkit previews` does) and checks each output against
/// its reference `__Snapshots__/<TestFile>/<testName>.<output name>.png`, without reporting:
/// ``assertPreviewSnapshots(of:record:snapshotDirectory:tolerance:precision:perceptualPrecision:fileID:filePath:testName:line:column:)``
/// reports. A preview that traps or cannot be drawn is a failed result named after it; files
/// that do not compile are one failed result, `build`, with the compiler's lines.
public func verifyPreviewSnapshots(
    of previews: SwiftUIPreviews,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    artifactsDirectory: URL? = nil,
    tolerance: UInt8 = 1,
    precision: Double = 1,
    perceptualPrecision: Double = 1,
    filePath: StaticString = #filePath,
    testName: String = #function
) -> [PreviewSnapshotResult] {
    let strategy = PreviewSnapshotting.strategy(tolerance: tolerance, precision: precision, perceptualPrecision: perceptualPrecision)
    return PreviewSnapshotting.outcomes(of: previews, testFile: "\(filePath)").map { name, outcome in
        let result = verifySnapshot(
            of: outcome, as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory,
            artifactsDirectory: artifactsDirectory, filePath: filePath, testName: testName)
        return PreviewSnapshotResult(name: name, result: result)
    }
}

/// Asserts that every output of `previews` matches its reference, as
/// ``assertSnapshot(of:as:named:record:snapshotDirectory:fileID:filePath:testName:line:column:)``
/// does for one value: each output is a reference named after it, each failure an issue.
///
/// ```swift
/// @Test func onboardingPreviews() {
///     assertPreviewSnapshots(of: SwiftUIPreviews(["Sources/App/Onboarding"], colorSchemes: [.light, .dark]))
/// }
/// ```
///
/// The previews are built against the IntroKit build the test runs in (its preview runtime
/// library must be built: `swift build` builds it); see
/// ``verifyPreviewSnapshots(of:record:snapshotDirectory:artifactsDirectory:tolerance:precision:perceptualPrecision:filePath:testName:)``.
public func assertPreviewSnapshots(
    of previews: SwiftUIPreviews,
    record: SnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    tolerance: UInt8 = 1,
    precision: Double = 1,
    perceptualPrecision: Double = 1,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let strategy = PreviewSnapshotting.strategy(tolerance: tolerance, precision: precision, perceptualPrecision: perceptualPrecision)
    for (name, outcome) in PreviewSnapshotting.outcomes(of: previews, testFile: "\(filePath)") {
        assertSnapshot(
            of: outcome, as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory, fileID: fileID,
            filePath: filePath, testName: testName, line: line, column: column)
    }
}

/// A previews run's outputs as named outcomes, and the strategy that snapshots one.
enum PreviewSnapshotting {
    /// What one named output came to: its PNG bytes, or why it has none.
    typealias Outcome = Result<Data, PreviewSnapshotError>

    /// An outcome's image: its PNG decoded, or its error thrown (the check fails, saying it).
    static func strategy(tolerance: UInt8, precision: Double, perceptualPrecision: Double) -> Snapshotting<Outcome, PNGImage> {
        Snapshotting(
            pathExtension: "png",
            diffing: .image(tolerance: tolerance, precision: precision, perceptualPrecision: perceptualPrecision),
            snapshot: { outcome in try PNGImage.decode(outcome.get()) })
    }

    /// Runs `previews` for the package of `testFile`: each output's name and outcome, then each
    /// preview that planned no output; one `build` outcome when the run could not be made.
    static func outcomes(of previews: SwiftUIPreviews, testFile: String) -> [(String, Outcome)] {
        let file = URL(fileURLWithPath: testFile)
        let request = previews.request(package: SnapshotPackage.folder(holding: file) ?? file.deletingLastPathComponent())
        let result: PreviewsResult
        do throws(PreviewsError) {
            result = try PreviewsPipeline.run(request, environment: try PreviewBuildEnvironment.current())
        } catch {
            return [("build", .failure(.run(error)))]
        }
        let outputs = result.outputs.map { output, outcome in
            ((output.fileName as NSString).deletingPathExtension, outcome.map(\.data).mapError(PreviewSnapshotError.preview))
        }
        return outputs + result.failures.map { failure in (failure.previewName, .failure(.preview(failure))) }
    }
}

/// Why a preview's snapshot could not be made, in the words a test failure shows.
enum PreviewSnapshotError: Error, CustomStringConvertible {
    /// The previews could not be built or run.
    case run(PreviewsError)
    /// One preview (or one output of it) was not drawn.
    case preview(PreviewFailure)

    var description: String {
        switch self {
        case .run(.compile(let diagnostics)): "the previews do not compile:\n" + diagnostics.joined(separator: "\n")
        case .run(.build(let what, let output)): "IntroKit's \(what) did not compile:\n\(output)"
        case .run(.environment(let what, let path)): "\(what) was not found (\(path))"
        case .run(let error): "the previews could not be run: \(error)"
        case .preview(.trapped(let preview, let signal, let message)): "\(preview) trapped (signal \(signal)): \(message)"
        case .preview(.unregistered(let preview)): "\(preview) is not compiled (inside #if?)"
        case .preview(.stalled(let preview, let seconds)): "\(preview) did not finish within \(seconds) s"
        case .preview(.problem(let problem)): "the preview could not be drawn: \(problem)"
        }
    }
}

extension PreviewFailure {
    /// The preview a failure names, as a snapshot's name.
    var previewName: String {
        switch self {
        case .trapped(let preview, _, _), .unregistered(let preview), .stalled(let preview, _): preview
        case .problem(.unknownPreviewDevice(let preview, _, _)), .problem(.invalidLayout(let preview, _)): preview
        case .problem: "preview"
        }
    }
}
