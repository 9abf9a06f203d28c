import Foundation
import IntroGalleryFormat
import IntroKit
import IntroSystem
import Testing

/// `--watch`'s loop without the watcher: what each render publishes — the failing units'
/// messages in the units' order, kept until the unit renders again — and the generation.
@Suite struct WatchLoopTests {
    /// The units `failing` names fail with a message of their own; the others render.
    final class Outcomes {
        var failing: Set<String> = []
        var published: [([GalleryInputProblem], Int)] = []
    }

    @Test func aFailingUnitsMessagesStayUntilItRendersAgain() throws {
        let outcomes = Outcomes()
        let units = ["a.json", "b.json"].map { WatchedInputs.Unit(name: $0, files: [URL(fileURLWithPath: "/watched/" + $0)]) }
        var loop = WatchLoop<FileWriteError>(
            inputs: WatchedInputs(units: units),
            render: { outcomes.failing.contains($0.name) ? ["\($0.name) is broken"] : nil },
            publish: { problems, generation throws(FileWriteError) in outcomes.published.append((problems, generation)) })
        outcomes.failing = ["b.json"]
        try loop.render(units)
        outcomes.failing = ["a.json", "b.json"]
        try loop.render([units[0]])
        outcomes.failing = []
        try loop.render([units[1]])
        #expect(loop.generation == 3)
        #expect(outcomes.published.map(\.1) == [1, 2, 3])
        #expect(outcomes.published.map { $0.0.map(\.file) } == [["b.json"], ["a.json", "b.json"], ["a.json"]])
        #expect(outcomes.published[1].0.map(\.messages) == [["a.json is broken"], ["b.json is broken"]])
    }
}
