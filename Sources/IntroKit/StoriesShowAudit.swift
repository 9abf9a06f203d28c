import IntroGalleryFormat
import IntroUI
import Stories

/// One story of a show audited for accessibility (`lint --audit` of a package's `IStory`
/// types): its issues halfway through it (`StoryStillMoment.auditedProgress`, as the audit of
/// a stories file looks), each with the id of the text or element it is about, and the
/// manifest entry that names the show's device, scheme, size and language.
public struct StoryAudit {
    /// The story, counted from 0.
    public var story: Int
    /// The issues, in the order the audit finds them.
    public var issues: [(issue: AccessibilityIssue, id: String?)]
    /// Where and how the story was laid out (no bytes: nothing is drawn).
    public var entry: GalleryEntry
    /// Whether the story sets `colorScheme` light: it is light whatever the system's scheme.
    public var isLightOnly: Bool
}

extension StoriesShow {
    /// Each story's ``StoryAudit``, in the order they play, laid out (not drawn) halfway
    /// through it with `contrast`'s colours, a package's own views on the calling thread; the
    /// entries are named as ``stills(prefix:)`` names its files. A story with a scheme of its
    /// own is audited in it.
    public func audits(prefix: String = "", contrast: ColorSchemeContrast = .standard) -> [StoryAudit] {
        let timings = renderer.stories.timings
        // The timings are those the request's timeline was made of, so they validate.
        guard let snapshots = try? StoryStillMoment.snapshots(timings, progress: StoryStillMoment.auditedProgress) else { return [] }
        var environment = renderer.environment
        environment.colorSchemeContrast = contrast
        let fileNames = stillFileNames(prefix: prefix)
        let backend = request.backend
        return snapshots.enumerated().map { index, snapshot in
            let layout = renderer.stories.layout(snapshot, canvas: renderer.canvas, environment: environment, engine: renderer.engine)
            // An element in the story's view without an id of its own is named by its label, not by the view's id.
            let issues = AccessibilityAudit.issues(layout).map { issue in
                (issue, (issue.text.flatMap { layout.texts[$0].id } ?? issue.element.id).flatMap { $0 == StoriesViewIDs.story ? nil : $0 })
            }
            var entry = gallery.description(
                path: fileNames[index], backend: backend.name, mediaType: backend.product.mediaType, time: snapshot.time, page: index + 1)
            entry.scheme = (timings[index].colorScheme ?? request.colorScheme).rawValue
            return StoryAudit(story: index, issues: issues, entry: entry, isLightOnly: timings[index].colorScheme == .light)
        }
    }

    /// The instants at which each story's frame scales, turns or moves something with Reduce
    /// Motion on (`accessibilityReduceMotion`), as for a stories file
    /// (``StoriesAuditRequest/motionWithReduceMotion(samples:)``): each story sampled at
    /// `samples` instants spread over its duration; a story that keeps still (or only fades)
    /// has none.
    public func motionWithReduceMotion(samples: Int = 5) -> [(story: Int, times: [Double])] {
        let timings = renderer.stories.timings
        var environment = renderer.environment
        environment.accessibilityReduceMotion = true
        return timings.indices.compactMap { index in
            let times = StoriesAuditRequest.motionSamples(ofStory: index, durations: timings.map(\.duration), samples: samples).filter { t in
                let snapshot = renderer.timeline.snapshot(at: t)
                guard snapshot.story == index else { return false }
                let layout = renderer.stories.layout(snapshot, canvas: renderer.canvas, environment: environment, engine: renderer.engine)
                return StoriesAuditRequest.transforms(layout.displayList.items)
            }
            return times.isEmpty ? nil : (index, times)
        }
    }
}
