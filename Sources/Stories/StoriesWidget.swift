import Foundation
import IntroUI

/// The stories widget, headless: it creates the manager, starts it (as the upstream widget
/// does when it appears) and its body shows the show at the manager's current snapshot —
/// or the error view when validation failed.
///
/// ```swift
/// StoriesWidget(
///     manager: StoriesManager.self,
///     stories: Stories.allCases,
///     strategy: .once,
///     leeway: .seconds(1)
/// ) { state in
///     print("Do something on stories \(state) change")
/// }
/// ```
///
/// The DSL's views cannot read the environment, so the screen and the error view's
/// language are the widget's own properties: ``canvas`` (default: an iPhone 15 in portrait)
/// and ``locale`` (default `en`); set them with ``presented(on:locale:)``.
public struct StoriesWidget<Story: IStory>: View {
    /// The manager playing the show.
    public let manager: any IStoriesManager
    /// The stories, in the order they play.
    public let stories: [Story]
    /// The screen the widget fills.
    public private(set) var canvas: Canvas = DeviceCatalog.defaultStoriesCanvas
    /// The language of the error view.
    public private(set) var locale = "en"

    /// Creates the widget and starts the show.
    ///
    /// - Parameters:
    ///   - manager: the manager type, usually `StoriesManager.self`.
    ///   - stories: the stories, in the order they play (any subset of `allCases`).
    ///   - current: the story to start with; nil starts with the first of `stories`.
    ///   - strategy: ``Strategy/circle`` (default) or ``Strategy/once``.
    ///   - leeway: the delay before the big start (default none).
    ///   - pause: an external pause; `true` pauses the show.
    ///   - validator: a custom check whose errors follow the built-in ones.
    ///   - onStoriesStateChanged: receives every state once, in order.
    public init(
        manager: any IStoriesManager.Type,
        stories: [Story],
        current: Story? = nil,
        strategy: Strategy = .circle,
        leeway: Duration = .zero,
        pause: Binding<Bool> = .constant(false),
        validator: (any IStoriesValidater.Type)? = nil,
        onStoriesStateChanged: (@Sendable (StoriesState) -> Void)? = nil
    ) {
        self.init(
            manager: manager, stories: stories, current: current, strategy: strategy, leeway: leeway.seconds,
            pause: pause, validator: validator, onStoriesStateChanged: onStoriesStateChanged)
    }

    /// Creates the widget and starts the show, with the leeway in seconds.
    public init(
        manager: any IStoriesManager.Type,
        stories: [Story],
        current: Story? = nil,
        strategy: Strategy = .circle,
        leeway: TimeInterval,
        pause: Binding<Bool> = .constant(false),
        validator: (any IStoriesValidater.Type)? = nil,
        onStoriesStateChanged: (@Sendable (StoriesState) -> Void)? = nil
    ) {
        let configuration = StoriesConfiguration(
            stories: stories, strategy: strategy, current: current, leeway: leeway, validator: validator)
        self.manager = manager.init(
            configuration: configuration, pause: pause, onStoriesStateChanged: onStoriesStateChanged)
        self.stories = stories
        self.manager.start()
    }

    /// The same widget on another screen and with the error view in another language.
    public func presented(on canvas: Canvas, locale: String = "en") -> StoriesWidget {
        var copy = self
        copy.canvas = canvas
        copy.locale = locale
        return copy
    }

    /// The frame showing now: the show at the manager's snapshot, or the errors.
    public var body: StoriesFrame<Story> {
        let content: StoriesFrame<Story>.Content = manager.snapshot().map { .show($0) } ?? .errors(manager.errors)
        return StoriesFrame(stories: stories, content: content, canvas: canvas, locale: locale)
    }
}

extension DeviceCatalog {
    /// The screen a ``StoriesWidget`` fills unless told otherwise: an iPhone 15 in portrait.
    static var defaultStoriesCanvas: Canvas {
        (try? device(id: "iphone-15"))?.canvas() ?? Canvas(size: Size(width: 393, height: 852))
    }
}
