@testable import IntroKit
import IntroRender
import IntroUI
import Stories
import Testing

/// The stories audit: each story halfway through it, and with Reduce Motion on, whether a
/// story's frames still scale or turn (iOS's setting asks for cross-fades only).
@Suite struct StoriesAuditTests {
    func request(_ cards: [StoryCard]) throws -> StoriesAuditRequest {
        StoriesAuditRequest(
            stories: cards, locale: "en", devices: [try DeviceCatalog.device(id: "iphone-se")], orientations: [.portrait],
            colorSchemes: [.light], measurer: TextBackend().textMeasurer)
    }

    @Test func theUpstreamTemplateOnlyFadesWithReduceMotion() throws {
        let cards = [
            StoryCard(title: "1", background: .green, duration: 2, template: .upstream),
            StoryCard(title: "Still", background: .white, duration: 2),
        ]
        #expect(try request(cards).motionWithReduceMotion().isEmpty)
        // Without Reduce Motion the upstream title scales and turns as it fades in.
        let canvas = try DeviceCatalog.device(id: "iphone-se").canvas()
        let timeline = try StoriesTimeline(configuration: StoriesConfiguration(durations: [2, 2], strategy: .once))
        let frame = StoriesFrame(stories: cards, timeline: timeline, at: 0.5, canvas: canvas)
        let engine = LayoutEngine(measurer: TextBackend().textMeasurer)
        var environment = EnvironmentValues(colorScheme: .light)
        #expect(StoriesAuditRequest.transforms(engine.layout(frame, canvas: canvas, environment: environment).displayList.items))
        environment.accessibilityReduceMotion = true
        #expect(!StoriesAuditRequest.transforms(engine.layout(frame, canvas: canvas, environment: environment).displayList.items))
    }

    @Test func increaseContrastFindingsAreMarked() throws {
        // White on system blue at large size passes in dark mode (3.65:1), not with Increase Contrast (2.83:1).
        var request = try request([StoryCard(title: "Blue", background: .blue, duration: 2, colorScheme: .dark)])
        request.increasedContrast = true
        var found: [StoryAuditFinding] = []
        try request.findings { found.append($0) }
        let contrast = found.filter { $0.issue.audit == .contrast }
        #expect(contrast.map(\.increasedContrast) == [true], "\(found)")
    }
}
