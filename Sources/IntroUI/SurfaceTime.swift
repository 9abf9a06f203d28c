import Foundation

// Views and values that depend on time, the network or the reader's settings, at the moment
// a frame is drawn: `AsyncImage`, `TimelineView`, `redacted(reason:)`, `@ScaledMetric`,
// `pixelLength`, and `containerRelativeFrame`.

// MARK: AsyncImage

/// An image loaded from a URL, like SwiftUI's `AsyncImage`.
///
/// Still frame: nothing is fetched, so the image is drawn as it is before it loads: the
/// placeholder (by default a grey fill, iOS's `secondarySystemFill`, taking the room offered),
/// or the content of the `.empty` phase.
public struct AsyncImage<Content: View>: View {
    @usableFromInline let content: Content

    /// An image from `url`, drawn by `content` once loaded, `placeholder` until then.
    @inlinable
    public init<I: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: () -> Content
    ) {
        self.content = placeholder()
    }

    /// An image from `url`, drawn by `content` for each phase of its loading.
    @inlinable
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }

    /// The placeholder, or the content of the `.empty` phase.
    public var body: some View { content }
}

extension AsyncImage where Content == Color {
    /// An image from `url`, with the standard placeholder until it loads.
    public init(url: URL?, scale: CGFloat = 1) {
        self.content = ToggleSwitch.offTrack
    }
}

/// Where the loading of an ``AsyncImage`` is, like SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase: Sendable {
    /// Not loaded yet.
    case empty
    /// Loaded.
    case success(Image)
    /// Loading failed.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, when loading failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

extension Image: @unchecked Sendable {}

// MARK: TimelineView

/// When a ``TimelineView`` updates, like SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {
    /// The dates.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates from `startDate` on.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule may update, like SwiftUI's `TimelineScheduleMode`.
public enum TimelineScheduleMode: Hashable, Sendable {
    /// As often as it says.
    case normal
    /// Less often (the device is in low-frequency mode).
    case lowFrequency
}

/// Every `interval` seconds from a date, like SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let start: Date
    let interval: TimeInterval

    /// A schedule from `startDate`, every `interval` seconds.
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = interval
    }

    /// The last date of the schedule not after `startDate` (its start, when that is later),
    /// then one every interval.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        guard interval > 0, interval.isFinite, startDate > start else { return [start] }
        let steps = (startDate.timeIntervalSince(start) / interval).rounded(.down)
        return [start.addingTimeInterval(steps * interval)]
    }
}

/// At the start of every minute, like SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    /// The schedule.
    public init() {}

    /// The start of the minute `startDate` is in.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        [Date(timeIntervalSinceReferenceDate: (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60)]
    }
}

/// At the given dates, like SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    let dates: Dates

    /// A schedule of `dates`.
    public init(_ dates: Dates) { self.dates = dates }

    /// The dates.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

/// As often as an animation's frames, like SwiftUI's `AnimationTimelineSchedule`.
public struct AnimationTimelineSchedule: TimelineSchedule {
    /// A schedule of frames at least `minimumInterval` apart, paused when `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}

    /// `startDate`.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [startDate] }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// As often as an animation's frames.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// As often as an animation's frames, at least `minimumInterval` apart.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    /// At the given dates.
    public static func explicit<Dates: Sequence>(_ dates: Dates) -> ExplicitTimelineSchedule<Dates> where Self == ExplicitTimelineSchedule<Dates> {
        ExplicitTimelineSchedule(dates)
    }
}

/// What a ``TimelineView``'s content is built for, like SwiftUI's `TimelineViewDefaultContext`.
public struct TimelineViewDefaultContext {
    /// How often the view updates.
    public enum Cadence: Comparable, Sendable {
        /// Every frame.
        case live
        /// Every second.
        case seconds
        /// Every minute.
        case minutes
    }
    /// The date the content is built for.
    public let date: Date
    /// How often the view updates.
    public let cadence: Cadence
}

/// A view rebuilt on a schedule, like SwiftUI's `TimelineView`.
///
/// Still frame: the content is built once, for the schedule's first date from the moment
/// the view is laid out (the start of the current minute for `.everyMinute`, now for
/// `.animation`, the last periodic date for `.periodic`).
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// What the content is built for.
    public typealias Context = TimelineViewDefaultContext

    /// A view that `content` builds for each date of `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// The content for the schedule's first date.
    public var body: some View {
        let now = Date()
        var dates = schedule.entries(from: now, mode: .normal).makeIterator()
        return content(Context(date: dates.next() ?? now, cadence: .live))
    }
}

// MARK: Redaction

/// Why a view is drawn redacted, like SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: Int
    /// A set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Drawn as a placeholder: text and images as grey shapes.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// Private data hidden (only in views marked `privacySensitive()`).
    public static let privacy = RedactionReasons(rawValue: 2)
    /// Content that is out of date.
    public static let invalidated = RedactionReasons(rawValue: 4)
}

private struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

extension EnvironmentValues {
    /// Why the views inside are redacted.
    ///
    /// Still frame: empty unless a view above is `redacted(reason:)`.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// The views inside drawn redacted: with `.placeholder`, each text as a rounded block
    /// (4-point corners) of its own frame in its colour at 16 % opacity, and each image as a
    /// rounded block of its frame, as iOS draws a placeholder.
    ///
    /// Still frame: drawn as it is.
    public consuming func redacted(reason: RedactionReasons) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChange(.custom { $0.redactionReasons.formUnion(reason) })
    }

    /// The views inside drawn as they are, even inside a redacted view.
    ///
    /// Still frame: drawn as it is.
    public consuming func unredacted() -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChange(.custom { $0.redactionReasons = [] })
    }

    /// Marks the view as showing private data, redacted when the reasons include `.privacy`.
    ///
    /// Still frame: drawn as it is (IntroKit does not redact for privacy).
    public consuming func privacySensitive(_ sensitive: Bool = true) -> Self { self }
}

extension _ViewLowering {
    /// Lowers `view` as a placeholder block when the environment redacts it as a
    /// placeholder; false (nothing lowered) otherwise.
    mutating func lowerRedacted<Content: View>(_ view: Content, isText: Bool) -> Bool {
        guard environment.redactionReasons.contains(.placeholder) else { return false }
        let saved = environment
        defer { environment = saved }
        let colour = environment.paint(.hierarchical(0)).representativeColor
        environment.redactionReasons = []
        let block = RoundedRectangle(cornerRadius: 4).fill(Color(colour).opacity(isText ? 0.16 : 0.12))
        if isText {
            view.hidden().background(block)._lowerAsRoot(into: &self)
        } else {
            view.hidden().overlay(block)._lowerAsRoot(into: &self)
        }
        return true
    }
}

// MARK: Scaled metrics

/// A length that grows and shrinks with Dynamic Type, like SwiftUI's `@ScaledMetric`: the
/// value given at the large (default) size, scaled as the text style's font is.
///
/// Still frame: the value at the render's Dynamic Type size (`--dynamic-type`).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty, @unchecked Sendable {
    private let base: Value
    private let textStyle: Font.TextStyle
    private let snapshot = EnvironmentSnapshot()

    /// A metric of `wrappedValue` at the large size, scaled as `textStyle` is.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle = .body) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    /// The value at the Dynamic Type size in effect.
    public var wrappedValue: Value {
        let size = snapshot.values?.dynamicTypeSize ?? .large
        let font = Font.system(textStyle)
        let scale = font.resolve(dynamicTypeSize: size).size / font.resolve(dynamicTypeSize: .large).size
        return base * Value(scale.isFinite ? scale : 1)
    }
}

extension ScaledMetric: AttachedProperty {
    func attach(_ context: PropertyContext) { snapshot.values = context.environment }
}

extension EnvironmentValues {
    /// The length of one pixel, in points.
    ///
    /// Still frame: 1 / the scale of the canvas drawn (`displayScale`).
    public var pixelLength: CGFloat { 1 / max(1, displayScale) }
}

// MARK: Container-relative frames

private struct ContainerMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets()
}

extension EnvironmentValues {
    /// The content margins of the scroll view the views are in (`containerRelativeFrame`).
    var containerMargins: EdgeInsets {
        get { self[ContainerMarginsKey.self] }
        set { self[ContainerMarginsKey.self] = newValue }
    }
}

extension View {
    /// A frame sized relative to the view's container along `axes`: the window (inside its
    /// safe area), less the content margins of the scroll view the view is in.
    ///
    /// Still frame: drawn as it is (a scroll view narrower than the window is measured as the
    /// window).
    public consuming func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// A frame of `span` of `count` equal columns (or rows) of the container, `spacing` apart:
    /// (length − spacing × (count − 1)) / count × span + spacing × (span − 1).
    ///
    /// Still frame: as ``containerRelativeFrame(_:alignment:)``.
    public consuming func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let count = max(1, count), span = min(max(1, span), count)
            return (length - spacing * CGFloat(count - 1)) / CGFloat(count) * CGFloat(span) + spacing * CGFloat(span - 1)
        }
    }

    /// A frame whose length along each of `axes` is what `length` makes of the container's.
    ///
    /// Still frame: as ``containerRelativeFrame(_:alignment:)``.
    public consuming func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        let content = self
        return EnvironmentReader { environment in
            let canvas = environment.canvas
            let margins = environment.containerMargins
            let width = canvas.size.width - canvas.safeArea.leading - canvas.safeArea.trailing - margins.leading - margins.trailing
            let height = canvas.size.height - canvas.safeArea.top - canvas.safeArea.bottom - margins.top - margins.bottom
            content.frame(
                width: axes.contains(.horizontal) ? max(0, length(width, .horizontal)) : nil,
                height: axes.contains(.vertical) ? max(0, length(height, .vertical)) : nil, alignment: alignment)
        }
    }
}
