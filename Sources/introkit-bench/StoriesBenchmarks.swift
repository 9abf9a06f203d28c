import IntroCairo
import IntroRender
import IntroUI
import Stories

/// Stories: whole PNG frames of the sample show, and the timeline's state lookup.
struct StoriesBenchmarks {
    let sampler: Sampler
    let report: Report

    func run() throws {
        report.section("Stories (Samples/Stories/stories.json)")
        let document = try Fixtures.stories()
        let timeline = try document.timeline()
        let canvas = try Fixtures.device("iphone-se").canvas()
        let backend = CairoBackend(format: .png)
        let engine = LayoutEngine(measurer: backend.textMeasurer)
        // 30 frames a second across one 13-second cycle, so every story and progress shows.
        var frame = 0
        let perFrame = sampler.milliseconds(batch: 10) {
            let t = Double(frame % 390) / 30
            frame += 1
            let view = StoriesFrame(stories: document.stories, timeline: timeline, at: t, canvas: canvas)
            let layout = engine.layout(view, canvas: canvas)
            _ = try? backend.render(layout.displayList, canvas: canvas, options: RenderOptions())
        }
        report.add(
            "story-frames-per-second", "750×1334 PNG frames per second, one core", 1000 / perFrame, "fps",
            goal: .atLeast(60, "fps"))

        var generator = SplitMix64(seed: 9)
        let day = 24.0 * 3600
        let times = (0..<4096).map { _ in Double(generator.next() >> 11) / Double(1 << 53) * day }
        var index = 0
        var sink = 0
        let state = sampler.nanoseconds(batch: 100_000) {
            sink &+= timeline.snapshot(at: times[index & 4095]).story
            index &+= 1
        }
        report.add(
            "timeline-state-ns", "timeline state at a random t in 24 h (circle)", state, "ns", goal: .atMost(1000, "ns"))
        if sink == .min { print(sink) }  // keeps the lookups from being optimised away
    }
}

/// A small, seeded random number generator: the same times on every run.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
