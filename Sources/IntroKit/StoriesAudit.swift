import IntroJSON
import IntroUI
import Stories
import WelcomeSheet

/// An accessibility audit issue (`AccessibilityAudit`) of one story of a show, on one device,
/// orientation, colour scheme and Dynamic Type size: the story's frame halfway through it,
/// as `render stories` draws it.
public struct StoryAuditFinding: Hashable, Sendable {
    /// What the audit found.
    public var issue: AccessibilityIssue
    /// The story, counted from 0 (its index in the JSON's `stories`).
    public var story: Int
    /// The device id.
    public var device: String
    /// The orientation.
    public var orientation: Orientation
    /// The colour scheme the story was drawn in (its own, when it has one).
    public var colorScheme: ColorScheme
    /// The smallest Dynamic Type size at which the issue appears.
    public var dynamicType: DynamicTypeSize
    /// The id (`id(_:)`) of the text or element it is about, if any (`storyCard.title`).
    public var id: String?
    /// Whether it was found with Increase Contrast on (a contrast issue).
    public var increasedContrast = false

    /// Errors fail `introkit lint`; a contrast that nearly passed is a note.
    public var severity: SheetLintFinding.Severity { issue.isNearlyPassed ? .note : .error }

    /// The key of the story's JSON object that holds what the issue is about (`title`,
    /// `subtitle`, `imageName`), nil when it is the story as a whole.
    public var key: String? {
        switch id {
        case "storyCard.title", "storyTpl.title": "title"
        case "storyCard.subtitle", "storyTpl.caption": "subtitle"
        case "storyCard.icon": "imageName"
        default: nil
        }
    }

    /// The finding's text in `locale`.
    public func message(locale: String) -> String { issue.message(locale: locale) }
}

/// What to audit of a stories show: its cards, in one language, on which devices,
/// orientations, colour schemes and Dynamic Type sizes. ``findings(_:)`` lays out each story
/// halfway through its duration (the show started from the first story, nothing paused) and
/// hands over each issue once per story, device, orientation and scheme, at the smallest size
/// that has it.
public struct StoriesAuditRequest {
    /// The cards, in the order they play.
    public var stories: [StoryCard]
    /// The content's language (its layout direction).
    public var locale: String
    /// The devices.
    public var devices: [Device]
    /// The orientations.
    public var orientations: [Orientation]
    /// The colour schemes, for stories without their own.
    public var colorSchemes: [ColorScheme]
    /// The Dynamic Type sizes, smallest first.
    public var dynamicTypeSizes: [DynamicTypeSize] = [.large]
    /// The measurer text is wrapped with.
    public var measurer: any TextMeasurer
    /// Whether contrast is also audited with Increase Contrast on (at the first size).
    public var increasedContrast = false

    /// A request for `stories` in `locale` on every combination of the targets.
    public init(
        stories: [StoryCard], locale: String, devices: [Device], orientations: [Orientation], colorSchemes: [ColorScheme],
        measurer: any TextMeasurer
    ) {
        self.stories = stories
        self.locale = locale
        self.devices = devices
        self.orientations = orientations
        self.colorSchemes = colorSchemes
        self.measurer = measurer
    }

    /// The instant story `index` is halfway through, the show played from the first story.
    static func instant(of index: Int, _ stories: [StoryCard]) -> Double {
        StoryStillMoment.instant(ofStory: index, durations: stories.map(\.duration), progress: StoryStillMoment.auditedProgress)
    }

    /// Every issue, story by story.
    public func findings(_ found: (StoryAuditFinding) throws -> Void) throws {
        let timings = stories.map { StoryTiming(duration: $0.duration, colorScheme: $0.colorScheme) }
        let timeline = try StoriesTimeline(configuration: StoriesConfiguration(stories: timings, strategy: .once))
        let engine = LayoutEngine(measurer: measurer)
        for (index, story) in stories.enumerated() {
            let snapshot = timeline.snapshot(at: Self.instant(of: index, stories))
            guard snapshot.story == index else { continue }
            for device in devices {
                for orientation in orientations {
                    let canvas = device.canvas(orientation)
                    // A story with its own scheme is drawn in it whatever the system's is.
                    for scheme in story.colorScheme.map({ [$0] }) ?? colorSchemes {
                        var seen = Set<StoryIssueKey>()
                        // With Increase Contrast, only contrast the standard colours do not give alike.
                        var standardContrast = Set<[String]>()
                        let runs = dynamicTypeSizes.map { ($0, ColorSchemeContrast.standard) }
                            + (increasedContrast ? dynamicTypeSizes.prefix(1).map { ($0, ColorSchemeContrast.increased) } : [])
                        for (size, contrast) in runs {
                            var environment = EnvironmentValues(colorScheme: scheme, locale: locale, dynamicTypeSize: size)
                            environment.colorSchemeContrast = contrast
                            let frame = StoriesFrame(stories: stories, content: .show(snapshot), canvas: canvas, locale: locale)
                            let layout = engine.layout(frame, canvas: canvas, environment: environment)
                            let increased = contrast == .increased
                            for issue in AccessibilityAudit.issues(layout) where !increased || issue.audit == .contrast {
                                let id = issue.text.flatMap { layout.texts[$0].id } ?? issue.element.id
                                let same = [id ?? "", issue.element.label] + issue.arguments
                                if issue.audit == .contrast, !increased { standardContrast.insert(same) }
                                if increased, standardContrast.contains(same) { continue }
                                let key = StoryIssueKey(check: issue.check, id: id, label: issue.element.label, increasedContrast: increased)
                                guard seen.insert(key).inserted else { continue }
                                var finding = StoryAuditFinding(
                                    issue: issue, story: index, device: device.id, orientation: orientation, colorScheme: scheme,
                                    dynamicType: size, id: id)
                                finding.increasedContrast = increased
                                try found(finding)
                            }
                        }
                    }
                }
            }
        }
    }
}

extension StoriesAuditRequest {
    /// The instants at which each story's frame scales, turns or moves something with Reduce
    /// Motion on (`accessibilityReduceMotion`), on the first device, orientation and scheme:
    /// iOS's setting asks for cross-fades only. Each story is sampled at `samples` instants
    /// spread over its duration; a story that keeps still (or only fades) has none.
    public func motionWithReduceMotion(samples: Int = 5) throws -> [(story: Int, times: [Double])] {
        guard let device = devices.first else { return [] }
        let timings = stories.map { StoryTiming(duration: $0.duration, colorScheme: $0.colorScheme) }
        let timeline = try StoriesTimeline(configuration: StoriesConfiguration(stories: timings, strategy: .once))
        let engine = LayoutEngine(measurer: measurer)
        let canvas = device.canvas(orientations.first ?? .portrait)
        var environment = EnvironmentValues(
            colorScheme: colorSchemes.first ?? .light, locale: locale, dynamicTypeSize: dynamicTypeSizes.first ?? .large)
        environment.accessibilityReduceMotion = true
        var moving: [(story: Int, times: [Double])] = []
        for index in stories.indices {
            var times: [Double] = []
            for t in Self.motionSamples(ofStory: index, durations: stories.map(\.duration), samples: samples) {
                let snapshot = timeline.snapshot(at: t)
                guard snapshot.story == index else { continue }
                let frame = StoriesFrame(stories: stories, content: .show(snapshot), canvas: canvas, locale: locale)
                if Self.transforms(engine.layout(frame, canvas: canvas, environment: environment).displayList.items) { times.append(t) }
            }
            if !times.isEmpty { moving.append((index, times)) }
        }
        return moving
    }

    /// The instants story `index` of a show played once from the first is sampled at for
    /// Reduce Motion: `samples` spread evenly over its duration, neither end included.
    static func motionSamples(ofStory index: Int, durations: [Double], samples: Int) -> [Double] {
        let start = StoryStillMoment.instant(ofStory: index, durations: durations, progress: 0)
        return (1...max(1, samples)).map { start + durations[index] * Double($0) / Double(max(1, samples) + 1) }
    }

    /// Whether `items` draw anything through a transform other than the identity (a scale,
    /// a turn, a shift).
    static func transforms(_ items: [DisplayItem]) -> Bool {
        items.contains { item in
            if case .transform(let transform, let inner) = item {
                return !transform.isIdentity || transforms(inner)
            }
            return item.groupedItems.map(transforms) ?? false
        }
    }
}

/// What makes a story's issue the same at another Dynamic Type size.
private struct StoryIssueKey: Hashable {
    var check: AccessibilityIssue.Check
    var id: String?
    var label: String
    var increasedContrast: Bool
}

extension StoriesAuditRequest {
    /// Lints the stories of `file` (``stories`` are its `stories`, `root` its JSON, for each
    /// finding's line and column): every story a screen of `screens` and its issues added to
    /// `findings`; with `evidence` (`lint --report`), also the stories drawn light whatever
    /// the scheme and those that still move with Reduce Motion on.
    public func lint(file: String, root: JSONValue?, into findings: inout LintFindings, screens: inout EvidenceScreens, evidence: Bool) throws {
        func position(_ story: Int, _ key: String? = nil) -> SourcePosition? {
            let path = JSONPath.root.appending(key: "stories").appending(index: story)
            return root?.nearestValue(at: key.map { path.appending(key: $0) } ?? path).position
        }
        func screen(_ story: Int) -> EvidenceScreens.ID { EvidenceScreens.ID(file: file, name: "story \(story + 1)", moves: true, line: nil) }
        try self.findings { finding in findings.append(finding, at: position(finding.story, finding.key), locale: locale) }
        screens.ids += stories.indices.map(screen)
        guard evidence else { return }
        for (index, story) in stories.enumerated() where story.colorScheme == .light {
            let written = position(index, "colorScheme")
            screens.addLightOnly(screen(index), story: index, line: written?.line, column: written?.column)
        }
        // Reduced Motion: with iOS's setting on, a story may only fade.
        for (story, times) in try motionWithReduceMotion() {
            let written = position(story)
            screens.addMotion(
                screen(story), story: story, times: times, device: devices.first?.id, locale: locale, line: written?.line, column: written?.column)
        }
    }
}
