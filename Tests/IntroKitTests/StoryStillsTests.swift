import Foundation
import IntroCairo
import IntroKit
import IntroPNG
import IntroRender
import IntroUI
import Stories
import Testing

/// Each story's still for an accessibility review (`render stories --accessibility`): the
/// story 90 % through it, its outlined picture beside it and what VoiceOver reads on it.
@Suite struct StoryStillsTests {
    /// A card with an icon, a title and a subtitle, then the upstream template's "2".
    static let cards = [
        StoryCard(title: "Welcome", subtitle: "Swipe to begin", duration: 4, imageName: "star.fill"),
        StoryCard(title: "2", background: .green, duration: 2, colorScheme: .dark, template: .upstream),
    ]

    func stills(_ cards: [StoryCard] = cards, device: String = "iphone-se") throws -> [StoryStill] {
        let timeline = try StoriesTimeline(configuration: StoriesConfiguration(stories: cards.map { StoryTiming(duration: $0.duration) }))
        var request = StoriesRenderRequest(
            file: "tour.json", translations: [("en", StoriesShowContent(cards: cards))], timeline: timeline,
            device: try DeviceCatalog.device(id: device), backend: CairoBackend(format: .png), fps: 1, to: 6)
        request.workers = 2
        return try StoriesRenderPlan(request).shows[0].stills()
    }

    @Test func eachStoryIsDrawnNinetyPercentThroughIt() throws {
        #expect(StoryStillMoment.instant(ofStory: 0, durations: [4, 2]) == 3.6)
        #expect(StoryStillMoment.instant(ofStory: 1, durations: [4, 2]) == 5.8)
        let stills = try stills()
        #expect(stills.map(\.story) == [0, 1])
        #expect(stills.map(\.rendered.entry.time) == [3.6, 5.8])
        #expect(stills.map(\.rendered.entry.page) == [1, 2])
        // The upstream "2" has a scheme of its own.
        #expect(stills.map(\.rendered.entry.scheme) == ["light", "dark"])
    }

    @Test func filesAndManifestFields() throws {
        let stills = try stills()
        let entries = stills.map(\.rendered.entry)
        #expect(entries.map(\.path) == ["story-1.png", "story-2.png"])
        #expect(entries.map(\.thumbnail) == ["thumbnails/story-1.png", "thumbnails/story-2.png"])
        #expect(entries.map(\.accessibilityPath) == ["story-1.accessibility.png", "story-2.accessibility.png"])
        #expect(entries.map(\.accessibilityThumbnail) == ["thumbnails/story-1.accessibility.png", "thumbnails/story-2.accessibility.png"])
        #expect(stills.map(\.voiceOverFileName) == ["story-1.voiceover.txt", "story-2.voiceover.txt"])
        #expect(entries.map(\.accessibilityTextPath) == stills.map(\.voiceOverFileName))
        #expect(entries.map(\.accessibilityText) == stills.map(\.voiceOver))
        // iPhone SE: 375 × 667 pt at 2 px/pt; the outlined picture has its legend beside it.
        let still = try PNGImage.decode(stills[0].rendered.output.data)
        let outlined = try PNGImage.decode(try #require(stills[0].rendered.accessibility).output.data)
        #expect((still.width, still.height) == (750, 1334))
        #expect((outlined.width, outlined.height) == (750 + 600, 1334))
        #expect(stills[0].rendered.thumbnail != nil && stills[0].rendered.accessibility?.output.thumbnail != nil)
    }

    @Test func voiceOverReadsEachStoryInOrder() throws {
        let lines = try stills().map { $0.voiceOver.split(separator: "\n").map { String($0.prefix { $0 != "@" }) } }
        #expect(
            lines == [
                ["1. [image] \"star.fill\" ", "2. [header, staticText] \"Welcome\" ", "3. [staticText] \"Swipe to begin\" "],
                ["1. [staticText] \"2\" ", "2. [staticText] \"story\" "],
            ])
    }
}
