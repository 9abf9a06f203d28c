import Foundation
import IntroRender
import IntroSystem
import IntroUI
import Stories

/// One story of a show as a single picture for an accessibility review: the show played once
/// from its first story, nothing paused, at ``progress`` through the story — drawn as
/// `render stories` draws its frames, with its accessibility snapshot (the picture outlined
/// and numbered, its legend beside it, and VoiceOver's text form) beside it.
/// `render stories --accessibility` writes `story-N.<ext>`, `story-N.accessibility.<ext>` and
/// `story-N.voiceover.txt` per story.
public struct StoryStill: Sendable {
    /// How far through its duration each story is drawn: late enough that the upstream
    /// template's growing, turning title is nearly at rest (at halfway it is edge on), before
    /// the next story begins.
    public static let progress = 0.9

    /// The story, counted from 0.
    public var story: Int
    /// The picture, its manifest entry (which names the accessibility snapshot's files and
    /// holds its text form), its thumbnail and its ``RenderedOutput/accessibility`` snapshot.
    public var rendered: RenderedOutput

    /// The snapshot's text form, one line per element in reading order, as the
    /// ``voiceOverFileName`` file holds it.
    public var voiceOver: String { rendered.accessibility?.text ?? "" }

    /// The file of the text form, beside the picture: `story-N.voiceover.txt`.
    public var voiceOverFileName: String { "story-\(story + 1).voiceover.txt" }

    /// The picture's file: `story-N.<ext>`, N counted from 1.
    public static func fileName(story: Int, fileExtension: String) -> String { "story-\(story + 1).\(fileExtension)" }

    /// The instant story `index` is `progress` through its duration, the stories of
    /// `durations` played once from the first.
    public static func instant(ofStory index: Int, durations: [TimeInterval], progress: Double = progress) -> TimeInterval {
        durations[..<index].reduce(0, +) + durations[index] * progress
    }
}

extension StoriesShow {
    /// Each story's ``StoryStill``, in the order they play: laid out at ``StoryStill/progress``
    /// through it (a package's own views on the calling thread, one story after another),
    /// drawn and drawn again outlined on the request's workers. Throws the first story the
    /// backend could not draw.
    public func stills() throws(RenderProblem) -> [StoryStill] {
        let timings = renderer.stories.timings
        // The timings are those the request's timeline was made of, so they validate.
        guard let timeline = try? StoriesTimeline(configuration: StoriesConfiguration(stories: timings, strategy: .once)) else {
            return []
        }
        let durations = timings.map(\.duration)
        let layouts = timings.indices.map { renderer.layout(timeline.snapshot(at: StoryStill.instant(ofStory: $0, durations: durations))) }
        let drawn = ParallelMap.run(count: layouts.count, threads: request.workers) { index in
            Result { () throws(RenderProblem) in try still(index, layouts[index], time: StoryStill.instant(ofStory: index, durations: durations)) }
        }
        return try drawn.map { result throws(RenderProblem) in try result.get() }
    }

    /// Story `index`'s still of `layout`, at instant `time`.
    private func still(_ index: Int, _ layout: LayoutResult, time: Double) throws(RenderProblem) -> StoryStill {
        let backend = request.backend
        let fileName = StoryStill.fileName(story: index, fileExtension: backend.fileExtension)
        do {
            let output = try renderer.render(layout.displayList)
            let snapshot = try AccessibilitySnapshot.draw(layout, backend: backend, options: RenderOptions())
            var (entry, thumbnail) = gallery.entry(
                path: fileName, backend: backend.name, mediaType: backend.product.mediaType, time: time, page: index + 1,
                output: output)
            // A story with a scheme of its own is drawn in it, and filed under it.
            entry.scheme = (renderer.stories.timings[index].colorScheme ?? request.colorScheme).rawValue
            return StoryStill(
                story: index,
                rendered: RenderedOutput(output: output, entry: snapshot.described(entry), thumbnail: thumbnail, accessibility: snapshot))
        } catch {
            throw .backendFailed(file: fileName, reason: String(describing: error))
        }
    }
}
