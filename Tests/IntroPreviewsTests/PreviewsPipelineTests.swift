import Foundation
import IntroKit
import IntroUI
import Testing

@testable import IntroPreviews

/// One previews build of the fixture files for the whole suite: one compile of all of them,
/// one run of every preview (each test reads the shared result).
enum SharedPreviewRun {
    static let environment = Result { () throws(PreviewsError) in try PreviewBuildEnvironment.current() }
    static let root = (try? environment.get().packageRoot) ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    /// A cache per checkout (test runs of two checkouts at once, other engineers' branches, must
    /// not write one build folder's shim sources under each other's compiler): the one
    /// `SwiftUIPreviews` snapshots use by default, so the suite builds each runner once.
    static let cache = root.appendingPathComponent(".build/introkit-previews")
    static let fixtures = "Tests/Fixtures/PreviewFiles"

    static func spec() -> PreviewRunSpec {
        var spec = PreviewRunSpec(
            devices: ["iphone-16-pro"], orientations: [.portrait], colorSchemes: [.light], dynamicTypeSizes: [.large], locales: ["en"],
            backend: "png", scale: nil, pixelLimit: 50_000_000, layoutJSON: true, currentDirectory: root.path)
        spec.stallLimit = stallLimit
        return spec
    }

    /// How long the fixtures' `Stuck` preview (a wait that never ends) is given: ten seconds,
    /// far beyond any other output of the fixtures or the corpus.
    static let stallLimit = 10

    static func run(_ paths: [String]) -> Result<PreviewsResult, PreviewsError> {
        Result { () throws(PreviewsError) in
            try PreviewsPipeline.run(
                PreviewsRequest(paths: paths, spec: spec(), cache: cache, currentDirectory: root), environment: try environment.get())
        }
    }

    static let fixtureRun = run([fixtures])
}

@Suite struct PreviewsPipelineTests {
    /// The width and height of a PNG's header.
    func pngSize(_ data: Data) -> (Int, Int)? {
        let bytes = [UInt8](data)
        guard bytes.count > 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    @Test func everyPreviewRendersWithItsNameAndCanvas() throws {
        let result = try SharedPreviewRun.fixtureRun.get()
        var sizes: [String: (Int, Int)] = [:]
        for (output, outcome) in result.outputs {
            if case .success(let made) = outcome {
                sizes[output.fileName] = pngSize(made.data)
                #expect(made.entry.path == output.fileName)
                #expect(made.layout.map { !$0.isEmpty } == true)
            }
        }
        let device = "-iphone-16-pro-portrait-"
        #expect(
            Set(sizes.keys) == Set(
                ["Card", "Card-2", "Card-Fits", "Tour-Fits", "Banner_light", "Banner-3", "First", "Last", "Tour"].map { $0 + device + "light.png" }
                    + ["Banner_dark", "Night"].map { $0 + device + "dark.png" }
                    + ["Scheme_light" + device + "light.png", "Scheme_dark" + device + "dark.png"]
                    + ["SE-iphone-se-portrait-light.png", "Pad-ipad-pro-12.9-portrait-light.png"]),
            "a #Preview's root modifiers (.preferredColorScheme) choose its outputs, as a provider's do; a ForEach in a provider's previews is a preview per element; a name two files give is qualified by each file's")
        // The device's screen at @3x; a fixed layout of 200 × 120 pt; size-that-fits canvases
        // as wide as the screen (a Spacer) or as the view.
        #expect(sizes["Card" + device + "light.png"].map { $0 == (1206, 2622) } == true)
        #expect(sizes["Card-2" + device + "light.png"].map { $0 == (600, 360) } == true)
        let fits = try #require(sizes["Card-Fits" + device + "light.png"])
        #expect(fits.0 > 100 && fits.0 < 1206 && fits.1 > 100 && fits.1 < 2622)
        let banner = try #require(sizes["Banner-3" + device + "light.png"])
        #expect(banner.0 == 1206 && banner.1 < 400)
    }

    @Test func aTrapOrABadSizeCostsOnlyThatPreview() throws {
        let result = try SharedPreviewRun.fixtureRun.get()
        var failures: [String: PreviewFailure] = [:]
        for (output, outcome) in result.outputs {
            if case .failure(let failure) = outcome { failures[output.preview] = failure }
        }
        let file = SharedPreviewRun.fixtures + "/Traps.swift"
        #expect(
            Set(failures.keys) == ["\(file):14 (Crash)", "\(file):15 (Loop)", "\(file):16 (NaN)", "\(file):17 (Infinite)", "\(file):32 (Stuck)"])
        // A wait that never ends costs that preview: its runner is stopped, the next goes on.
        #expect(failures["\(file):32 (Stuck)"] == .stalled(preview: "\(file):32 (Stuck)", seconds: SharedPreviewRun.stallLimit))
        guard case .trapped(_, let signal, let message) = failures["\(file):14 (Crash)"] else {
            Issue.record("the fatalError is not a trap: \(String(describing: failures["\(file):14 (Crash)"]))")
            return
        }
        #expect(signal == 4 && message.hasSuffix("Fatal error: this view cannot draw"))
        guard case .trapped(_, 11, _) = failures["\(file):15 (Loop)"] else {
            Issue.record("unbounded recursion is not a crash: \(String(describing: failures["\(file):15 (Loop)"]))")
            return
        }
        guard case .problem(.invalidLayout(_, let what)) = failures["\(file):17 (Infinite)"] else {
            Issue.record("an infinite canvas is not refused")
            return
        }
        #expect(what.contains("inf"))
        // A body that traps while it is made costs that preview, before it has outputs.
        let traps = result.failures.filter { if case .trapped = $0 { true } else { false } }
        #expect(traps.count == 1)
        guard case .trapped(let preview, 4, let early)? = traps.first else {
            Issue.record("a trapping #Preview body is not a trap: \(result.failures)")
            return
        }
        #expect(preview == "\(file):19 (Early)" && early.hasSuffix("Fatal error: the preview's body traps"), "\(preview): \(early)")
    }

    /// Xcode's simulator names are the catalog's devices; a name that is none costs only its
    /// preview, named by its file and line, with ids to try.
    @Test func anUnknownPreviewDeviceCostsOnlyThatPreview() throws {
        let result = try SharedPreviewRun.fixtureRun.get()
        let file = SharedPreviewRun.fixtures + "/Devices.swift"
        let problems = result.failures.filter { if case .problem = $0 { true } else { false } }
        #expect(
            problems == [
                .problem(
                    .unknownPreviewDevice(
                        preview: "\(file):14 (Unknown)", name: "iPhone 99 Ultra", suggested: ["iphone-se-1", "iphone-se", "iphone-8-plus", "iphone-13-mini"]))
            ])
        let devices = result.outputs.filter { $0.output.preview.hasPrefix(file) }.map { $0.output.preview }
        #expect(devices == ["\(file):11 (SE)", "\(file):17 (Pad)"])
    }

    @Test func discoveryNamesWhatTheRunnerRenders() throws {
        let result = try SharedPreviewRun.fixtureRun.get()
        let files = try PreviewsPipeline.swiftFiles([SharedPreviewRun.fixtures], currentDirectory: SharedPreviewRun.root)
        let discovered = PreviewsPipeline.discover(try PreviewsPipeline.sources(files, currentDirectory: SharedPreviewRun.root))
        let rendered = Set(result.outputs.map { $0.output.fileName.components(separatedBy: "-i").first ?? "" })
        // Every preview discovered is rendered, but the one whose body traps while it is made
        // and the one whose device is unknown; a provider's ForEach is known only when it runs.
        let perElement: Set = ["Scheme_light", "Scheme_dark"]
        #expect(rendered.isSuperset(of: perElement))
        #expect(
            Set(PreviewNaming.distinctStems(discovered.filter { !$0.listLine.contains("Schemes.swift:") }.map(\.named)))
                == rendered.subtracting(perElement).union(["Early", "Unknown"]))
    }

    @Test func aFileThatDoesNotCompileGivesTheCompilersLinesAtItsPath() {
        guard case .failure(.compile(let lines)) = SharedPreviewRun.run(["Tests/Fixtures/PreviewFilesBroken"]) else {
            Issue.record("a file that does not compile did not fail the build")
            return
        }
        #expect(lines == ["Tests/Fixtures/PreviewFilesBroken/Broken.swift:5:14: error: cannot find 'missingName' in scope"])
    }
}
