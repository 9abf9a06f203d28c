import Foundation
import IntroRender
import IntroSystem
import IntroUI
import Stories

/// One story of a show as a single picture for an accessibility review: the show played once
/// from its first story, nothing paused, at its still moment (`StoryStillMoment`: 90 % through
/// the story) — drawn as
/// `render stories` draws its frames, with its accessibility snapshot (the picture outlined
/// and numbered, its legend beside it, and VoiceOver's text form) beside it.
/// `render stories --accessibility` writes `story-N.<ext>`, `story-N.accessibility.<ext>` and
/// `story-N.voiceover.txt` per story.
public struct StoryStill: Sendable {
    /// The story, counted from 0.
    public var story: Int
    /// The picture, its manifest entry (which names the accessibility snapshot's files, holds
    /// its text form and names the ``voiceOverFileName`` file), its thumbnail and its
    /// ``RenderedOutput/accessibility`` snapshot.
    public var rendered: RenderedOutput

    /// The snapshot's text form, one line per element in reading order, as the
    /// ``voiceOverFileName`` file holds it.
    public var voiceOver: String { rendered.accessibility?.text ?? "" }

    /// The file of the text form, beside the picture: `story-N.voiceover.txt`.
    public var voiceOverFileName: String { "story-\(story + 1).voiceover.txt" }

    /// The picture's file: `story-N.<ext>`, N counted from 1.
    public static func fileName(story: Int, fileExtension: String) -> String { "story-\(story + 1).\(fileExtension)" }
}

extension StoriesShow {
    /// Each story's ``StoryStill``, in the order they play: laid out at its still moment
    /// (`StoryStillMoment`) (a package's own views on the calling thread, one story after another),
    /// drawn and drawn again outlined on the request's workers. Throws the first story the
    /// backend could not draw.
    public func stills() throws(RenderProblem) -> [StoryStill] {
        // The timings are those the request's timeline was made of, so they validate.
        guard let snapshots = try? StoryStillMoment.snapshots(renderer.stories.timings) else { return [] }
        let layouts = snapshots.map(renderer.layout)
        let drawn = ParallelMap.run(count: layouts.count, threads: request.workers) { index in
            Result { () throws(RenderProblem) in try still(index, layouts[index], time: snapshots[index].time) }
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
            var still = StoryStill(
                story: index,
                rendered: RenderedOutput(output: output, entry: snapshot.described(entry), thumbnail: thumbnail, accessibility: snapshot))
            still.rendered.entry.accessibilityTextPath = still.voiceOverFileName
            return still
        } catch {
            throw .backendFailed(file: fileName, reason: String(describing: error))
        }
    }
}
