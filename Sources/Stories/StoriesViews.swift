import Foundation
import IntroUI

/// The names a laid-out ``StoriesView`` gives its parts.
public enum StoriesViewIDs {
    /// The current story's view: its frame, and the id its elements have when they have none of their own.
    public static let story = "story"
}

/// The stories show at one snapshot, laid out as upstream's `StoriesView`: the current
/// story's view from ``StoryContent/builder(progress:)`` filling the safe area (a story's
/// background reaches the screen's edges with `ignoresSafeArea()`), and the
/// ``StoriesProgressBar`` over it, a twenty-fifth of the safe area's height below its top
/// and ``sidePadding`` points in from each side. Everything is drawn in the current story's
/// colour scheme when it has one, on the system background.
public struct StoriesView<Story: StoryContent>: View {
    /// The space between the bar and each side of the safe area, in points (SwiftUI's
    /// standard padding).
    public static var sidePadding: Double { 16 }

    /// The space between the top of the safe area and the bar: a twenty-fifth of the safe
    /// area's height, as upstream's `proxy.size.height / 25`.
    public static func topPadding(safeAreaHeight: Double) -> Double { max(0, safeAreaHeight) / 25 }

    /// The stories, in the order they play.
    public let stories: [Story]
    /// The show drawn.
    public let snapshot: StoriesSnapshot
    /// The screen: its size and safe area place the story and the bar.
    public let canvas: Canvas
    /// How the bar looks.
    public let progressBarConfig: ProgressBarConfig

    /// The show of `stories` at `snapshot` on `canvas`.
    public init(
        stories: [Story], snapshot: StoriesSnapshot, canvas: Canvas, progressBarConfig: ProgressBarConfig = ProgressBarConfig()
    ) {
        self.stories = stories
        self.snapshot = snapshot
        self.canvas = canvas
        self.progressBarConfig = progressBarConfig
    }

    /// The current story; nil when the snapshot's index is outside the list.
    public var story: Story? {
        stories.indices.contains(snapshot.story) ? stories[snapshot.story] : nil
    }

    public var body: some View {
        if let scheme = story?.colorScheme {
            content.colorScheme(scheme)
        } else {
            content
        }
    }

    private var content: some View {
        let safe = canvas.safeArea
        let width = max(0, canvas.size.width - safe.horizontal)
        let height = max(0, canvas.size.height - safe.vertical)
        return ZStack {
            Color.background
            ZStack(alignment: .top) {
                if let story {
                    story.builder(progress: .constant(CGFloat(snapshot.progress)))
                        .frame(width: width, height: height)
                        .id(StoriesViewIDs.story)
                }
                StoriesProgressBar(snapshot: snapshot, width: width - 2 * Self.sidePadding, config: progressBarConfig)
                    .padding(.top, Self.topPadding(safeAreaHeight: height))
                    .padding(.horizontal, Self.sidePadding)
            }
            .frame(width: width, height: height, alignment: .top)
            .padding(safe)
        }
        .frame(width: canvas.size.width, height: canvas.size.height)
    }
}

/// What a stories screen shows instead of the stories when validation fails: the title
/// "Data validation errors" and each message, centred, in the language of `locale`.
///
/// Frames: `storiesErrors`, `storiesErrors.title`, `storiesErrors.message.N`.
public struct StoriesErrorView: View {
    /// The errors, in the order reported.
    public let errors: [StoriesError]
    /// The language of the texts (`en`, `es`, `zh-Hans`; English otherwise).
    public let locale: String

    /// An error view listing `errors` in the language of `locale`.
    public init(errors: [StoriesError], locale: String = "en") {
        self.errors = errors
        self.locale = locale
    }

    public var body: some View {
        VStack(spacing: 12) {
            Text(StoriesValidationError.title(locale: locale))
                .font(.title2)
                .bold()
                .id("storiesErrors.title")
            ForEach(0..<errors.count) { index in
                Text(errors[index].description(locale: locale))
                    .foregroundColor(.secondary)
                    .id("storiesErrors.message.\(index)")
            }
        }
        .multilineTextAlignment(.center)
        .padding(.horizontal, 24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.background)
        .id("storiesErrors")
    }
}

/// One frame of a stories screen, as a pure function of its inputs: the show at a snapshot
/// (``StoriesView``) or, when validation failed, the ``StoriesErrorView``.
///
/// ```swift
/// let timeline = try StoriesTimeline(configuration: StoriesConfiguration(stories: stories))
/// let frame = StoriesFrame(stories: stories, timeline: timeline, at: 2.5, canvas: device.canvas())
/// let result = LayoutEngine(measurer: backend.textMeasurer).layout(frame, canvas: device.canvas())
/// ```
public struct StoriesFrame<Story: StoryContent>: View {
    /// What a frame shows.
    public enum Content: Hashable, Sendable {
        /// The show at a snapshot.
        case show(StoriesSnapshot)
        /// The validation errors.
        case errors([StoriesError])
    }

    /// The stories, in the order they play.
    public let stories: [Story]
    /// The show or the errors.
    public let content: Content
    /// The screen.
    public let canvas: Canvas
    /// The language of the error view.
    public let locale: String
    /// How the progress bar looks.
    public let progressBarConfig: ProgressBarConfig

    /// A frame showing `content`.
    public init(
        stories: [Story], content: Content, canvas: Canvas, locale: String = "en",
        progressBarConfig: ProgressBarConfig = ProgressBarConfig()
    ) {
        self.stories = stories
        self.content = content
        self.canvas = canvas
        self.locale = locale
        self.progressBarConfig = progressBarConfig
    }

    /// The frame of `timeline` at instant `t` (seconds since the start).
    public init(
        stories: [Story], timeline: StoriesTimeline, at t: Double, canvas: Canvas,
        progressBarConfig: ProgressBarConfig = ProgressBarConfig()
    ) {
        self.init(
            stories: stories, content: .show(timeline.snapshot(at: t)), canvas: canvas, progressBarConfig: progressBarConfig)
    }

    public var body: some View {
        switch content {
        case .show(let snapshot):
            StoriesView(stories: stories, snapshot: snapshot, canvas: canvas, progressBarConfig: progressBarConfig)
        case .errors(let errors):
            StoriesErrorView(errors: errors, locale: locale)
                .frame(width: canvas.size.width, height: canvas.size.height)
        }
    }
}
