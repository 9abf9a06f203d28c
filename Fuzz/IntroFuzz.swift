import Foundation
import IntroRender
import IntroUI
import Stories
import WelcomeSheet

/// What a run fuzzes, from `INTRO_FUZZ_TARGET` (scripts/fuzz runs each in turn):
/// `pipelines` (the default) — input that starts like a PNG or an SVG goes through the asset
/// path (``FuzzAssets``), every other input through both pipelines the CLI runs on files:
/// JSON → Welcome Sheet pages → layout → text render, and JSON → Stories document → timeline
/// → snapshots, event log and a text-rendered frame; the others are ``FuzzFormats``.
enum FuzzTarget: String, CaseIterable {
    case pipelines, measure, xcstrings, strings, manifest, png

    static let selected: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["INTRO_FUZZ_TARGET"] ?? FuzzTarget.pipelines.rawValue
        guard let target = FuzzTarget(rawValue: name) else {
            fatalError("INTRO_FUZZ_TARGET=\(name): one of \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return target
    }()

    func run(_ data: Data) {
        switch self {
        case .pipelines:
            if let kind = FuzzAssets.kind(of: data) {
                FuzzAssets.load(data, kind: kind)
            } else {
                FuzzPipelines.sheet(data)
                FuzzPipelines.stories(data)
            }
        case .measure: FuzzFormats.measureBatch(data)
        case .xcstrings: FuzzFormats.stringCatalog(data)
        case .strings: FuzzFormats.stringsFile(data)
        case .manifest: FuzzFormats.galleryManifest(data)
        case .png: FuzzFormats.png(data)
        }
    }
}

/// libFuzzer entry point: the input to the selected target. Decoding errors are expected; a
/// crash, a trap or a hang is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    FuzzTarget.selected.run(Data(bytes: bytes, count: count))
    return 0
}

/// The two pipelines, on a small and a large screen with the text backend.
enum FuzzPipelines {
    static let backend = TextBackend()
    static let devices = ["iphone-se-1", "ipad-pro-12.9"].compactMap { try? DeviceCatalog.device(id: $0) }

    /// Decodes pages and renders the first three on each device (dark landscape on the iPad).
    static func sheet(_ data: Data) {
        guard case .success(let document) = WelcomeSheetDocument.decode(data: data, fileName: "fuzz.json") else { return }
        _ = document.renderedWarnings(locale: "es")
        for page in document.pages.prefix(3) {
            for (index, device) in devices.enumerated() {
                let layout = WelcomeSheetLayout.layout(
                    page: page, device: device, orientation: index == 0 ? .portrait : .landscape,
                    colorScheme: index == 0 ? .light : .dark, locale: index == 0 ? "en" : "ar",
                    measurer: backend.textMeasurer)
                _ = try? backend.render(layout.displayList, canvas: layout.canvas, options: RenderOptions())
            }
        }
    }

    /// Decodes a show, builds its timeline, samples it and renders one frame.
    static func stories(_ data: Data) {
        guard case .success(let document) = StoriesDocument.decode(data: data, fileName: "fuzz.json"),
            let timeline = try? document.timeline(), let device = devices.first
        else { return }
        let end = timeline.firstCycleEnd ?? 60
        for t in [0, end / 3, end, end * 7.5, 1e9, -1, .nan] {
            _ = timeline.snapshot(at: t)
        }
        _ = timeline.events(through: end * 2, limit: 2_000)
        let canvas = device.canvas()
        let frame = StoriesFrame(stories: document.stories, timeline: timeline, at: end / 2, canvas: canvas)
        let layout = LayoutEngine(measurer: backend.textMeasurer).layout(frame, canvas: canvas)
        _ = try? backend.render(layout.displayList, canvas: canvas, options: RenderOptions())
    }
}
