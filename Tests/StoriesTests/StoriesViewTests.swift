import Foundation
import IntroRender
import IntroUI
import Testing
import Stories

@Suite struct StoriesViewTests {
    /// The worked timeline's durations as cards; story 1 is dark, the others light.
    let cards = [2.0, 3, 2, 3, 3].enumerated().map { index, duration in
        StoryCard(title: "\(index)", background: .blue, duration: duration, colorScheme: index == 1 ? .dark : .light)
    }
    let canvas = Canvas(size: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34))

    func layout(at t: Double) throws -> LayoutResult {
        let timeline = try StoriesTimeline(
            configuration: StoriesConfiguration(durations: cards.map(\.duration), strategy: .once, leeway: 1))
        let frame = StoriesFrame(stories: cards, timeline: timeline, at: t, canvas: canvas)
        return LayoutEngine(measurer: CellTextMeasurer()).layout(frame, canvas: canvas)
    }

    @Test func segmentsHaveEqualWidthsAndFillByProgress() throws {
        let result = try layout(at: 4.5)  // story 1, half way
        let width = (393 - 2 * 16 - 4 * 5) / 5.0
        for index in 0..<5 {
            let segment = try #require(result.frame("storiesBar.segment.\(index)"))
            #expect(abs(segment.minX - (16 + Double(index) * (width + 5))) < 1e-9)
            #expect(abs(segment.minY - (59 + (852 - 59 - 34) / 25.0)) < 1e-9)
            #expect(abs(segment.width - width) < 1e-9)
            #expect(segment.height == 2)
        }
        let fills = try (0..<5).map { try #require(result.frame("storiesBar.segment.\($0).fill")).width }
        #expect(abs(fills[0] - width) < 1e-9)
        #expect(abs(fills[1] - width / 2) < 1e-9)
        #expect(fills[2...] == [0, 0, 0])
        #expect(result.texts.map(\.string) == ["1"])
    }

    @Test func barColoursFollowTheCurrentStorysScheme() throws {
        func capsuleColours(_ result: LayoutResult) -> Set<RGBA> {
            Set(result.displayList.flattened.compactMap { item in
                if case .fill(.capsule, _, let color) = item { color } else { nil }
            })
        }
        let dark = capsuleColours(try layout(at: 4.5))
        #expect(dark == [RGBA(rgb: 0xFFFFFF), RGBA(rgb: 0xFFFFFF, alpha: 0.5)])
        let light = capsuleColours(try layout(at: 2))
        #expect(light == [RGBA(rgb: 0x000000), RGBA(rgb: 0x000000, alpha: 0.5)])
    }

    @Test func beforeTheStartAndAfterTheFinish() throws {
        let ready = try layout(at: 0.5)
        #expect(try #require(ready.frame("storiesBar.segment.0.fill")).width == 0)
        let finished = try layout(at: 100)
        let widths = try (0..<5).map { try #require(finished.frame("storiesBar.segment.\($0).fill")).width }
        #expect(widths.allSatisfy { abs($0 - (393 - 32 - 20) / 5.0) < 1e-9 })
    }

    @Test(arguments: [("en", "Data validation errors", "There are no stories"), ("es", "Errores de validación de datos", "No hay historias")])
    func errorViewListsTheTitleAndEveryMessage(locale: String, title: String, first: String) {
        let errors: [StoriesError] = [.noStories, .custom("Custom")]
        let frame = StoriesFrame(stories: [StoryCard](), content: .errors(errors), canvas: canvas, locale: locale)
        let result = LayoutEngine(measurer: CellTextMeasurer()).layout(frame, canvas: canvas)
        #expect(result.texts.map(\.string) == [title, first, "Custom"])
        #expect(result.frame("storiesErrors.message.1") != nil)
        #expect(result.frame("storiesBar") == nil)
    }

    @Test func storyCardShowsIconTitleAndSubtitle() {
        let card = StoryCard(title: "Hello", subtitle: "World", background: .green, imageName: "star.fill")
        let result = LayoutEngine(measurer: CellTextMeasurer()).layout(
            card.builder(progress: .constant(0)), canvas: canvas)
        #expect(result.texts.map(\.string) == ["Hello", "World"])
        #expect(result.frame("storyCard.icon")?.width == 64)
        #expect(result.displayList.items.first == .fill(.rectangle, Rect(origin: .zero, size: canvas.size), RGBA(rgb: 0x34C759)))
    }
}
