import Foundation
import IntroCairo
import IntroKit
import IntroPNG
import IntroRender
import IntroUI
import Stories
import Testing

/// The seed README's `IStory` example as written there, with views of its own instead of
/// `StoryTpl`.
enum SeedOwnStories: IStory {
    case first
    case second
    case third

    @ViewBuilder
    func builder(progress: Binding<CGFloat>) -> some View {
        switch self {
        case .first: ProgressStripe(color: .green, progress: progress)
        case .second: ProgressStripe(color: .brown, progress: progress)
        case .third: ProgressStripe(color: .purple, progress: progress)
        }
    }

    var duration: TimeInterval {
        switch self {
        case .first, .third: return 5
        default: return 3
        }
    }

    var colorScheme: ColorScheme? {
        switch self {
        case .first: return .light
        default: return .dark
        }
    }
}

/// A story view on the scheme's background: a band of its colour and, under it, a red stripe
/// `progress` × ``fullWidth`` points wide.
struct ProgressStripe: View {
    static let fullWidth: CGFloat = 300
    let color: Color
    @Binding var progress: CGFloat

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Spacer()
            color.frame(height: 120)
            Color.red.frame(width: Self.fullWidth * progress, height: 40)
            Spacer().frame(height: 40)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.background)
    }
}

/// The seed's stories, with views of their own, as a filmstrip (a PNG) from Swift.
func seedStoriesFilmstrip(on device: Device) throws -> Data {
    var request = try StoriesRenderRequest(
        file: "SeedOwnStories.swift", stories: SeedOwnStories.allCases, strategy: .once,
        device: device, backend: CairoBackend(format: .png), fps: 1)
    request.format = .filmstrip
    return try StoriesRenderPlan(request).shows[0].filmstrip().output.data
}

@Suite struct StoriesFromSwiftTests {
    /// iPhone SE (1st generation): 320 × 568 points at 2 px/pt, no home indicator.
    let device = DeviceCatalog.all.first { $0.id == "iphone-se-1" }!

    func request(_ strategy: Strategy, fps: Double, format: StoriesOutputFormat, from: Double = 0, to: Double? = nil) throws
        -> StoriesRenderRequest
    {
        var request = try StoriesRenderRequest(
            file: "SeedOwnStories.swift", stories: SeedOwnStories.allCases, strategy: strategy, device: device,
            backend: CairoBackend(format: .png), fps: fps, to: to)
        request.format = format
        request.from = from
        return request
    }

    /// The widest run of red pixels in any row of `image` (the stripe), in pixels.
    func stripeWidth(_ image: PNGImage) -> Int {
        var widest = 0
        for y in 0..<image.height {
            var count = 0
            for x in 0..<image.width {
                let at = 4 * (y * image.width + x)
                if image.rgba[at] > 200, image.rgba[at + 1] < 80, image.rgba[at + 2] < 80 { count += 1 }
            }
            widest = max(widest, count)
        }
        return widest
    }

    /// The pixel at `x`, `y` of `image`, as (red, green, blue).
    func pixel(_ image: PNGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let at = 4 * (y * image.width + x)
        return Array(image.rgba[at..<at + 3])
    }

    @Test func theSeedExampleWithItsOwnViewsRendersAFilmstrip() throws {
        let plan = try StoriesRenderPlan(try request(.once, fps: 1, format: .filmstrip))
        // `once` ends at the last story's end: 5 + 3 + 5 s, a frame a second, 0 … 13.
        #expect(plan.times == (0...13).map(Double.init))
        let made = try plan.shows[0].filmstrip()
        #expect(try seedStoriesFilmstrip(on: device) == made.output.data)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("introkit-stories-from-swift")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try made.output.data.write(to: folder.appendingPathComponent("filmstrip.png"))
        let image = try PNGImage.decode(made.output.data)
        // 6 columns, 3 rows of 320 × (568 + 28) points at 2 px/pt.
        #expect(image.width == 6 * 640 && image.height == 3 * 2 * (568 + 28))
        // Each story in its own scheme: the first light (a white background), the others dark.
        let cell = (width: 640, height: 2 * (568 + 28))
        let background = { (frame: Int) in pixel(image, (frame % 6) * cell.width + 600, (frame / 6) * cell.height + 400) }
        #expect(background(2) == [255, 255, 255])
        #expect(background(6) == [0, 0, 0])
        #expect(background(12) == [0, 0, 0])
        #expect(made.entry.mediaType == "image/png" && made.entry.file == "SeedOwnStories.swift")
    }

    @Test func eachFrameIsDrawnWithTheProgressTheTimelineGives() throws {
        let plan = try StoriesRenderPlan(try request(.once, fps: 4, format: .frames, from: 0.25, to: 12.9))
        let timeline = try StoriesTimeline(configuration: StoriesConfiguration(stories: SeedOwnStories.allCases, strategy: .once))
        let frames = plan.shows[0].frames { _, made in made }
        #expect(frames.count == plan.times.count && frames.count > 40)
        var widths: Set<Int> = []
        for (time, made) in zip(plan.times, frames) {
            let image = try PNGImage.decode(try made.get().output.data)
            let expected = Double(ProgressStripe.fullWidth) * timeline.snapshot(at: time).progress * device.scale
            let width = stripeWidth(image)
            #expect(abs(Double(width) - expected) <= 1.5, "frame at \(time) s: stripe \(width) px, progress gives \(expected)")
            widths.insert(width)
        }
        // The progress moves: not one width drawn at every instant.
        #expect(widths.count > 20)
    }

    @Test func circleWrapsToTheFirstStoryAndOnceStaysAtTheLast() throws {
        // 13.5 s: a circle is 0.5 s into the first story again; once has finished on the last.
        let circle = try StoriesRenderPlan(try request(.circle, fps: 1, format: .frames, from: 13.5, to: 13.5))
        let once = try StoriesRenderPlan(try request(.once, fps: 1, format: .frames, from: 13.5, to: 13.5))
        let again = try PNGImage.decode(try #require(circle.shows[0].frames { _, made in made }.first).get().output.data)
        let finished = try PNGImage.decode(try #require(once.shows[0].frames { _, made in made }.first).get().output.data)
        #expect(abs(Double(stripeWidth(again)) - 300 * 0.1 * 2) <= 1.5)
        #expect(pixel(again, 600, 400) == [255, 255, 255])
        #expect(stripeWidth(finished) == 600)
        #expect(pixel(finished, 600, 400) == [0, 0, 0])
    }

    @Test func aShowOfNoStoriesIsRefusedWithTheUpstreamMessage() {
        #expect(throws: StoriesValidationError(errors: [.noStories])) {
            try StoriesRenderRequest(
                file: "None.swift", stories: [SeedOwnStories](), device: device, backend: CairoBackend(format: .png), fps: 1)
        }
    }
}
