import Foundation
import IntroKit
import IntroUI
import Testing

@testable import IntroPreviews

/// The SwiftUI corpus (`Tests/Fixtures/SwiftUICorpus`, files written as teams write
/// onboarding screens, what's-new sheets and story pages) through `introkit previews`: one
/// build of every file that compiles today, one run of all their previews on one phone at
/// 1 px per point (layout in points does not depend on the scale), read by every test.
enum SharedCorpusRun {
    static let folder = "Tests/Fixtures/SwiftUICorpus"
    /// The files that do not compile yet, each with a SwiftUI name it uses that IntroKit lacks
    /// (SwiftUI's `Canvas` view, whose name is IntroKit's device canvas; `NavigationSplitView`).
    static let missingAPI: [String: String] = [
        "ConfettiCelebrationView.swift": "Canvas", "FeatureTourView.swift": "NavigationSplitView",
    ]

    static let files: [String] = {
        let all = (try? PreviewsPipeline.swiftFiles([folder], currentDirectory: SharedPreviewRun.root)) ?? []
        return all.filter { missingAPI[URL(fileURLWithPath: $0).lastPathComponent] == nil }
    }()

    static func run(_ paths: [String]) -> Result<PreviewsResult, PreviewsError> {
        var spec = SharedPreviewRun.spec()
        spec.scale = 1
        return Result { () throws(PreviewsError) in
            try PreviewsPipeline.run(
                PreviewsRequest(paths: paths, spec: spec, cache: SharedPreviewRun.cache, currentDirectory: SharedPreviewRun.root),
                environment: try SharedPreviewRun.environment.get())
        }
    }

    /// After the fixtures' run, which builds the macro plugin and shims every run shares.
    static let corpusRun: Result<PreviewsResult, PreviewsError> = {
        _ = SharedPreviewRun.fixtureRun
        return run(files)
    }()

    /// The elements of an output's layout JSON, by id.
    static func frames(_ rendering: PreviewRendering) throws -> [String: Rect] {
        struct Report: Decodable {
            struct Element: Decodable { var id: String, x, y, width, height: Double }
            var elements: [Element]
        }
        let report = try JSONDecoder().decode(Report.self, from: try #require(rendering.layout))
        return Dictionary(report.elements.map { ($0.id, Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height)) }) { first, _ in first }
    }

    /// The frames of the output named `fileName`.
    static func frames(_ fileName: String) throws -> [String: Rect] {
        let result = try corpusRun.get()
        let output = try #require(result.outputs.first { $0.output.fileName == fileName }, "no output \(fileName)")
        return try frames(output.result.get())
    }
}

@Suite struct CorpusPreviewsTests {
    let phone = DeviceCatalog.all.first { $0.id == "iphone-16-pro" }!

    /// Every preview of every file is compiled in one build and drawn; none fails.
    @Test func everyCorpusFileCompilesAndEveryPreviewRenders() throws {
        #expect(SharedCorpusRun.files.count + SharedCorpusRun.missingAPI.count >= 25)
        let result = try SharedCorpusRun.corpusRun.get()
        #expect(result.failures.isEmpty, "\(result.failures)")
        let discovered = PreviewsPipeline.discover(try PreviewsPipeline.sources(SharedCorpusRun.files, currentDirectory: SharedPreviewRun.root))
        for file in SharedCorpusRun.files {
            let previews = discovered.filter { $0.file == file }
            let outputs = result.outputs.filter { $0.output.preview.hasPrefix(file + ":") }
            #expect(!previews.isEmpty && outputs.count >= previews.count, "\(file): \(previews.count) previews, \(outputs.count) outputs")
            for (output, made) in outputs {
                switch made {
                case .success(let rendering):
                    #expect(rendering.data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(output.fileName) is not a PNG")
                case .failure(let failure):
                    Issue.record("\(output.preview): \(failure)")
                }
            }
        }
    }

    /// The files left out still fail only for the SwiftUI API IntroKit lacks: when one
    /// compiles, it belongs in the run above.
    @Test func theFilesLeftOutLackOnlyTheirMissingAPI() {
        for (name, api) in SharedCorpusRun.missingAPI.sorted(by: { $0.key < $1.key }) {
            guard case .failure(.compile(let lines)) = SharedCorpusRun.run([SharedCorpusRun.folder + "/" + name]) else {
                Issue.record("\(name) compiles now: take it out of SharedCorpusRun.missingAPI")
                continue
            }
            #expect(lines.contains { $0.contains(api) }, "\(name): \(lines)")
        }
    }

    /// A story page on a phone with a Dynamic Island (402 × 874, safe area 62 top and 34
    /// bottom), as SwiftUI lays it out: the background ignores the safe area and fills the
    /// screen; the progress bar is padded 10 from the sides and 6 below the safe area's top;
    /// the headline (in a frame as tall as the safe area) is centred in it.
    @Test func aStoryPageIsLaidOutAsSwiftUILaysItOut() throws {
        let frames = try SharedCorpusRun.frames("Player-iphone-16-pro-portrait-light.png")
        let safe = phone.safeArea(.portrait)
        #expect(frames["background"] == Rect(x: 0, y: 0, width: 402, height: 874))
        let progress = try #require(frames["progress"])
        #expect(progress.minX == 10 && progress.width == 382 && progress.minY == safe.top + 6 && progress.height == 2.5)
        let headline = try #require(frames["headline"])
        #expect(abs(headline.midX - 201) < 0.5 && abs(headline.midY - (safe.top + (874 - safe.top - safe.bottom) / 2)) < 0.5)
    }

    /// A flow whose stack fills the safe area: the progress view padded 16 below its top,
    /// the button padded 16 above its bottom (above the home indicator), both 16 from the sides.
    @Test func aFullScreenFlowStaysInsideTheSafeArea() throws {
        let frames = try SharedCorpusRun.frames("OnboardingFlow-1-iphone-16-pro-portrait-light.png")
        let safe = phone.safeArea(.portrait)
        let progress = try #require(frames["progress"])
        #expect(progress.minX == 16 && progress.width == 370 && progress.minY == safe.top + 16)
        let next = try #require(frames["next"])
        #expect(next.minX == 16 && next.width == 370 && next.maxY == 874 - safe.bottom - 16)
    }

    /// A greeting and a card in a stack padded 24, centred in the safe area: the card as wide
    /// as the padding leaves (`frame(maxWidth: .infinity)`), the pair's middle the safe area's.
    @Test func aCentredStackIsCentredInTheSafeArea() throws {
        let frames = try SharedCorpusRun.frames("WelcomeBackView-1-iphone-16-pro-portrait-light.png")
        let safe = phone.safeArea(.portrait)
        let card = try #require(frames["streakCard"])
        let greeting = try #require(frames["greeting"])
        #expect(card.minX == 24 && card.width == 354)
        #expect(abs(card.minY - greeting.maxY - 20) < 0.01, "the stack's spacing")
        #expect(abs((greeting.minY + card.maxY) / 2 - (safe.top + (874 - safe.top - safe.bottom) / 2)) < 0.5)
    }

    /// A what's-new bento grid in a scroll view padded 20 (362 of the phone's 402 points): the
    /// hero tile spans both columns, and the two columns of tiles, equally flexible
    /// (`frame(maxWidth: .infinity)`), are equal whatever their texts, (362 − 12) / 2 each.
    @Test func aBentoGridSharesItsColumnsEqually() throws {
        let frames = try SharedCorpusRun.frames("Bento-iphone-16-pro-portrait-light.png")
        let hero = try #require(frames["hero"])
        let left = try #require(frames["tile-1"])
        let right = try #require(frames["tile-2"])
        #expect(hero.minX == 20 && hero.width == 362)
        #expect(left.minX == 20 && left.width == 175 && right.width == 175 && right.minX == 207)
        #expect(left.minY == right.minY && left.minY == hero.maxY + 12)
    }
}

/// Probes of the corpus files written with API the first files did not use (`@Previewable`,
/// `@MainActor` models, masks and colour effects, `containerRelativeFrame`, interpolated
/// specifiers), on the phone with
/// a Dynamic Island (402 × 874, safe area 62 top and 34 bottom).
@Suite struct CorpusOnboardingTests {
    /// A story page's header, in an overlay at the top leading corner padded 16 and 12 below
    /// the safe area's top: the row is as wide as the padding leaves, its spacer pushes the
    /// 44 × 24 ad badge to the trailing end, centred on the 32-point avatar's row; the
    /// backdrop ignores the safe area. The same under the colour effects of the seen page.
    @Test func aStoryHeaderSitsInTheSafeAreaUnderItsEffects() throws {
        for name in ["Unseen", "Seen"] {
            let frames = try SharedCorpusRun.frames("\(name)-iphone-16-pro-portrait-light.png")
            #expect(frames["backdrop"] == Rect(x: 0, y: 0, width: 402, height: 874))
            #expect(frames["header"] == Rect(x: 16, y: 74, width: 370, height: 32))
            #expect(frames["adBadge"] == Rect(x: 342, y: 78, width: 44, height: 24))
        }
    }

    /// A bottom-aligned stack that ignores the bottom safe area: its last view, 120 points
    /// tall and as wide as the screen, ends at the screen's bottom edge; the 240-point ring
    /// is centred across.
    @Test func aBottomAlignedStackReachesTheScreensBottom() throws {
        let frames = try SharedCorpusRun.frames("Goal-iphone-16-pro-portrait-light.png")
        #expect(frames["wave"] == Rect(x: 0, y: 754, width: 402, height: 120))
        let ring = try #require(frames["ring"])
        #expect(ring.minX == 81 && ring.width == 240 && ring.height == 240)
    }

    /// A week's bars in a bottom-aligned row spaced 10: seven equally flexible columns share
    /// the card's 322 points (402 − 2 × 16 − 2 × 24) less the spacing, (322 − 60) / 7 each,
    /// and stand on one line.
    @Test func aBarChartsColumnsShareTheRowAndStandOnOneLine() throws {
        let frames = try SharedCorpusRun.frames("StreakSummaryView-1-iphone-16-pro-portrait-light.png")
        let bars = try (0..<7).map { try #require(frames["bar-\($0)"]) }
        let width = (322.0 - 60) / 7
        for (index, bar) in bars.enumerated() {
            #expect(abs(bar.minX - (40 + Double(index) * (width + 10))) < 0.01 && abs(bar.width - width) < 0.01)
            #expect(abs(bar.maxY - bars[0].maxY) < 0.01)
        }
        #expect(abs(bars[5].height - bars[3].height - 112) < 0.01, "60 and 0 minutes: 120 and the 8-point minimum")
    }

    /// A story with the status bar hidden below a Dynamic Island keeps the top of the safe
    /// area: its progress bars, padded 4, start at 62, across the screen.
    @Test func aStoryWithoutStatusBarKeepsTheIslandsSafeArea() throws {
        let frames = try SharedCorpusRun.frames("Chapter_2-iphone-16-pro-portrait-light.png")
        #expect(frames["bars"] == Rect(x: 0, y: 62, width: 402, height: 7))
    }

    /// A `@Previewable @State` preview of a stories row: the first 64-point avatar centred in
    /// its 70-point column after the row's 20-point padding; the pager as wide as the screen
    /// and as tall as its frame.
    @Test func aPreviewableCarouselLaysOutItsRowAndPager() throws {
        let frames = try SharedCorpusRun.frames("StoryCarouselView-Carousel-iphone-16-pro-portrait-light.png")
        let avatar = try #require(frames["avatar-0"])
        #expect(avatar.minX == 23 && avatar.width == 64 && avatar.height == 64)
        let pager = try #require(frames["pager"])
        #expect(pager.minX == 0 && pager.width == 402 && pager.height == 320)
    }
}

/// Probes of the corpus files that line views up by alignment guides and baselines.
@Suite struct CorpusAlignmentTests {
    /// The plan card's price row is aligned on the first text baseline: the 44-point price's
    /// baseline (SF Pro's ascent, 0.952 × 44 below its top) and the 15-point subheadline
    /// period's are one line, and the badge, whose baseline guide is its bottom, stands on it.
    @Test func aPriceRowSharesOneBaseline() throws {
        let frames = try SharedCorpusRun.frames("PlanPrice-iphone-16-pro-portrait-light.png")
        let price = try #require(frames["price"])
        let period = try #require(frames["period"])
        let badge = try #require(frames["badge"])
        let baseline = price.minY + 44 * ResolvedFont.ascenderRatio
        #expect(abs(period.minY + 15 * ResolvedFont.ascenderRatio - baseline) < 0.01, "\(price) \(period)")
        #expect(abs(badge.maxY - baseline) < 0.01, "\(badge)")
        #expect(period.minY > price.minY + 10, "the small text is not top-aligned")
    }

    /// The what's-new rows' titles start at one x (a custom `HorizontalAlignment` set on each
    /// row's text column), though the rows differ in width.
    @Test func customAlignmentLinesUpTitlesAcrossRows() throws {
        let frames = try SharedCorpusRun.frames("WhatsNewTitles-iphone-16-pro-portrait-light.png")
        let titles = try (0..<3).map { try #require(frames["title-\($0)"], "\(frames.keys.sorted())") }
        #expect(Set(titles.map(\.minX)).count == 1, "\(titles)")
        #expect(Set(titles.map(\.width)).count > 1, "the rows differ, so centring them would not line them up")
    }
}

/// Probes of the corpus files written last (a story page, an onboarding step, a what's-new
/// sheet, a carousel), each with the frames SwiftUI's rules give on an iPhone 16 Pro
/// (402 × 874 points, safe area 62 top and 34 bottom).
@Suite struct CorpusPagesTests {
    let phone = DeviceCatalog.all.first { $0.id == "iphone-16-pro" }!

    /// The backdrop ignores the safe area (a name after `ignoresSafeArea` sees the grown frame)
    /// and reaches under the reply bar to the screen's bottom;
    /// the reply bar (a bottom `safeAreaInset`, padded 8
    /// below) ends on the safe area's bottom edge; the headline is as wide as the page's
    /// 16-point margins leave.
    @Test func aStoryChapterPageIsLaidOutAsSwiftUILaysItOut() throws {
        let frames = try SharedCorpusRun.frames("Chapter-iphone-16-pro-portrait-light.png")
        let safe = phone.safeArea(.portrait)
        let backdrop = try #require(frames["backdrop"])
        #expect(backdrop.minY == 0 && backdrop.width == 402, "it grows into the top of the safe area")
        #expect(backdrop.height == 874, "it reaches under the reply bar, to the screen's bottom")
        let reply = try #require(frames["replyBar"])
        #expect(abs(reply.maxY - (874 - safe.bottom)) < 0.01 && reply.minX == 0 && reply.width == 402)
        let headline = try #require(frames["headline"])
        #expect(headline.minX == 16 && headline.width == 370)
        let segments = try #require(frames["segments"])
        #expect(segments.minY == safe.top + 8 && segments.height == 3)
    }

    /// A carousel row (a lazy stack in a horizontal scroll view) is as tall as its 140-point
    /// cards, and the list below it takes the rest of the safe area.
    @Test func aCarouselRowIsAsTallAsItsCards() throws {
        let frames = try SharedCorpusRun.frames("TipsCarousel-iphone-16-pro-portrait-light.png")
        let safe = phone.safeArea(.portrait)
        let carousel = try #require(frames["carousel"])
        #expect(carousel.height == 140 && carousel.width == 402)
        let tips = try #require(frames["tips"])
        #expect(abs(tips.minY - carousel.maxY - 16) < 0.01 && abs(tips.maxY - (874 - safe.bottom)) < 0.01)
    }

    /// The what's-new grid's two flexible columns are equal and 12 points apart, inside the
    /// 16-point padding.
    @Test func aWhatsNewGridHasTwoEqualColumns() throws {
        let frames = try SharedCorpusRun.frames("Version-iphone-16-pro-portrait-light.png")
        let first = try #require(frames["tile-0"])
        let second = try #require(frames["tile-1"])
        let third = try #require(frames["tile-2"])
        #expect(first.minX == 16 && abs(first.width - second.width) < 0.01 && abs(second.minX - first.maxX - 12) < 0.01)
        #expect(first.minY == second.minY && third.minX == first.minX && third.minY > first.maxY)
    }

    /// The onboarding step's button is as wide as the 24-point padding leaves and ends 24
    /// points above the safe area's bottom.
    @Test func anOnboardingStepsButtonIsFullWidth() throws {
        let frames = try SharedCorpusRun.frames("Permissions-iphone-16-pro-portrait-light.png")
        let safe = phone.safeArea(.portrait)
        let button = try #require(frames["continue"])
        #expect(button.minX == 24 && button.width == 354)
        let progress = try #require(frames["stepProgress"])
        #expect(progress.minX == 24 && progress.width == 354 && progress.minY == safe.top + 24)
        #expect(button.maxY < 874 - safe.bottom - 24 + 0.01)
    }
}
