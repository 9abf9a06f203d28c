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
/// `story-N.voiceover.txt` per story; `previews --format frames --accessibility` the same
/// after each show's name (`LaunchStories-iphone-se-portrait-light-story-N.<ext>` …).
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

    /// The file of the text form, beside the picture (`story-N.voiceover.txt`): the entry's
    /// `accessibilityTextPath`.
    public var voiceOverFileName: String { AccessibilitySnapshot.textPath(for: rendered.entry.path) }

    /// The picture's file: `<prefix>story-N.<ext>`, N counted from 1.
    public static func fileName(story: Int, prefix: String = "", fileExtension: String) -> String {
        "\(prefix)story-\(story + 1).\(fileExtension)"
    }
}

extension StoriesShow {
    /// The files of the stills (``stills(prefix:)``), one per story in the order they play.
    public func stillFileNames(prefix: String = "") -> [String] {
        renderer.stories.timings.indices.map { StoryStill.fileName(story: $0, prefix: prefix, fileExtension: request.backend.fileExtension) }
    }

    /// Each story's ``StoryStill``, in the order they play, its files named after `prefix`
    /// (``stillFileNames(prefix:)``): laid out at its still moment (`StoryStillMoment`) (a
    /// package's own views on the calling thread, one story after another), drawn and drawn
    /// again outlined on the request's workers. Throws the first story the backend could not draw.
    public func stills(prefix: String = "") throws(RenderProblem) -> [StoryStill] {
        // The timings are those the request's timeline was made of, so they validate.
        guard let snapshots = try? StoryStillMoment.snapshots(renderer.stories.timings) else { return [] }
        let layouts = snapshots.map(renderer.layout)
        let fileNames = stillFileNames(prefix: prefix)
        let drawn = ParallelMap.run(count: layouts.count, threads: request.workers) { index in
            Result { () throws(RenderProblem) in try still(index, layouts[index], time: snapshots[index].time, fileName: fileNames[index]) }
        }
        return try drawn.map { result throws(RenderProblem) in try result.get() }
    }

    /// Story `index`'s still of `layout`, at instant `time`, in `fileName`.
    private func still(_ index: Int, _ layout: LayoutResult, time: Double, fileName: String) throws(RenderProblem) -> StoryStill {
        let backend = request.backend
        do {
            let output = try renderer.render(layout.displayList)
            let snapshot = try AccessibilitySnapshot.draw(layout, backend: backend, options: RenderOptions())
            var (entry, thumbnail) = gallery.entry(
                path: fileName, backend: backend.name, mediaType: backend.product.mediaType, time: time, page: index + 1,
                output: output)
            // A story with a scheme of its own is drawn in it, and filed under it.
            entry.scheme = (renderer.stories.timings[index].colorScheme ?? request.colorScheme).rawValue
            entry = snapshot.described(entry)
            entry.accessibilityTextPath = AccessibilitySnapshot.textPath(for: fileName)
            return StoryStill(story: index, rendered: RenderedOutput(output: output, entry: entry, thumbnail: thumbnail, accessibility: snapshot))
        } catch {
            throw .backendFailed(file: fileName, reason: String(describing: error))
        }
    }
}
