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
        stories[..<index].reduce(0) { $0 + $1.duration } + stories[index].duration / 2
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
                        for size in dynamicTypeSizes {
                            let environment = EnvironmentValues(colorScheme: scheme, locale: locale, dynamicTypeSize: size)
                            let frame = StoriesFrame(stories: stories, content: .show(snapshot), canvas: canvas, locale: locale)
                            let layout = engine.layout(frame, canvas: canvas, environment: environment)
                            for issue in AccessibilityAudit.issues(layout) {
                                let id = issue.text.flatMap { layout.texts[$0].id } ?? issue.element.id
                                guard seen.insert(StoryIssueKey(check: issue.check, id: id, label: issue.element.label)).inserted else {
                                    continue
                                }
                                try found(
                                    StoryAuditFinding(
                                        issue: issue, story: index, device: device.id, orientation: orientation, colorScheme: scheme,
                                        dynamicType: size, id: id))
                            }
                        }
                    }
                }
            }
        }
    }
}

/// What makes a story's issue the same at another Dynamic Type size.
private struct StoryIssueKey: Hashable {
    var check: AccessibilityIssue.Check
    var id: String?
    var label: String
}
