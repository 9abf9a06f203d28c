import IntroUI
import Stories
import WelcomeSheet

/// The screen and settings a snapshot is laid out for.
public struct SnapshotTarget: Hashable, Sendable {
    /// The device.
    public var device: Device
    /// Portrait or landscape.
    public var orientation: Orientation
    /// Light or dark.
    public var colorScheme: ColorScheme
    /// The locale (BCP 47); it also sets the layout direction.
    public var locale: String

    /// Creates a target.
    public init(device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en") {
        self.device = device
        self.orientation = orientation
        self.colorScheme = colorScheme
        self.locale = locale
    }

    /// The device's screen in the orientation.
    public var canvas: Canvas { device.canvas(orientation) }

    /// The Welcome Sheet's numbers for the device and orientation.
    public var sheetMetrics: SheetMetrics { SheetMetrics(device: device, orientation: orientation) }

    /// The environment views are laid out in.
    public var environment: EnvironmentValues { EnvironmentValues(colorScheme: colorScheme, locale: locale) }
}

/// Something IntroKit's snapshot strategies (`.image`, `.svg`, `.text`, `.layout`) can lay
/// out on any device: Welcome Sheet pages, stories at an instant. Views have strategies of
/// their own; conform your own types to snapshot them directly.
public protocol SnapshotSubject: SendableMetatype {
    /// Lays the subject out on a target, measuring text with the backend's measurer.
    func layout(on target: SnapshotTarget, measurer: any TextMeasurer) throws -> LayoutResult
}

/// Any view, laid out on the device's screen; a `.welcomeSheet` inside it that is presented
/// draws its sheet for that device.
struct ViewSubject<Content: View & SendableMetatype>: SnapshotSubject {
    let view: Content

    func layout(on target: SnapshotTarget, measurer: any TextMeasurer) -> LayoutResult {
        WelcomeSheetLayout.layout(
            view, metrics: target.sheetMetrics, colorScheme: target.colorScheme, locale: target.locale,
            measurer: measurer)
    }
}

extension WelcomeSheetPage: SnapshotSubject {
    /// The page presented as a sheet on the target's device.
    public func layout(on target: SnapshotTarget, measurer: any TextMeasurer) -> LayoutResult {
        WelcomeSheetLayout.layout(
            page: self, metrics: target.sheetMetrics, colorScheme: target.colorScheme, locale: target.locale,
            measurer: measurer)
    }
}

/// One page of several — of a ``WelcomeSheetDocument`` for instance — for a snapshot:
/// `assertSnapshot(of: WelcomeSheetPages(document.pages, page: 1), as: .text(device: iPhone))`.
public struct WelcomeSheetPages: SnapshotSubject, Sendable {
    /// The pages.
    public var pages: [WelcomeSheetPage]
    /// The page shown, from 0.
    public var index: Int

    /// Page `index` (from 0) of `pages`; an index out of range fails the assertion.
    public init(_ pages: [WelcomeSheetPage], page index: Int) {
        self.pages = pages
        self.index = index
    }

    /// The page presented as a sheet on the target's device.
    public func layout(on target: SnapshotTarget, measurer: any TextMeasurer) throws(PageOutOfRange) -> LayoutResult {
        guard pages.indices.contains(index) else { throw PageOutOfRange(index: index, count: pages.count) }
        return pages[index].layout(on: target, measurer: measurer)
    }

    /// A page index the pages do not have.
    public struct PageOutOfRange: Error, Hashable, Sendable, CustomStringConvertible {
        /// The index asked for.
        public let index: Int
        /// How many pages there are.
        public let count: Int

        public var description: String { "there is no page \(index) (from 0) among \(count) page(s)" }
    }
}

/// Stories at one instant — the progress bar and the story showing — or the error view,
/// on the target's screen.
public struct StoriesMoment<Story: StoryContent>: SnapshotSubject {
    /// The stories, in the order they play.
    public var stories: [Story]
    /// The show at a snapshot, or the validation errors.
    public var content: StoriesFrame<Story>.Content

    /// The show of `timeline` at `t` seconds after its start.
    public init(stories: [Story], timeline: StoriesTimeline, at t: Double) {
        self.stories = stories
        self.content = .show(timeline.snapshot(at: t))
    }

    /// The error view listing `errors`.
    public init(stories: [Story], errors: [StoriesError]) {
        self.stories = stories
        self.content = .errors(errors)
    }

    /// The frame laid out on the target's screen; the error view in the target's locale.
    public func layout(on target: SnapshotTarget, measurer: any TextMeasurer) -> LayoutResult {
        let frame = StoriesFrame(stories: stories, content: content, canvas: target.canvas, locale: target.locale)
        return LayoutEngine(measurer: measurer).layout(frame, canvas: target.canvas, environment: target.environment)
    }
}

extension StoriesDocument {
    /// The document's show at `t` seconds, or its error view when the document does not
    /// validate.
    public func moment(at t: Double) -> StoriesMoment<StoryCard> {
        do {
            return StoriesMoment(stories: stories, timeline: try timeline(), at: t)
        } catch {
            return StoriesMoment(stories: stories, errors: error.errors)
        }
    }
}
