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
/// The widget fills the canvas it is laid out on and writes the error view in the
/// environment's locale.
public struct StoriesWidget<Story: IStory>: View {
    /// The manager playing the show.
    public let manager: any IStoriesManager
    /// The stories, in the order they play.
    public let stories: [Story]
    /// How the progress bar looks.
    public let progressBarConfig: ProgressBarConfig

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
    ///   - progressBarConfig: the bar's segment height, spacing and colours.
    ///   - onStoriesStateChanged: receives every state once, in order, on the main actor.
    public init(
        manager: any IStoriesManager.Type,
        stories: [Story],
        current: Story? = nil,
        strategy: Strategy = .circle,
        leeway: Duration = .zero,
        pause: Binding<Bool> = .constant(false),
        validator: (any IStoriesValidater.Type)? = nil,
        progressBarConfig: ProgressBarConfig = ProgressBarConfig(),
        onStoriesStateChanged: (@MainActor (StoriesState) -> Void)? = nil
    ) {
        self.init(
            manager: manager, stories: stories, current: current, strategy: strategy, leeway: leeway.seconds,
            pause: pause, validator: validator, progressBarConfig: progressBarConfig,
            onStoriesStateChanged: onStoriesStateChanged)
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
        progressBarConfig: ProgressBarConfig = ProgressBarConfig(),
        onStoriesStateChanged: (@MainActor (StoriesState) -> Void)? = nil
    ) {
        let configuration = StoriesConfiguration(
            stories: stories, strategy: strategy, current: current, leeway: leeway, validator: validator)
        self.manager = manager.init(
            configuration: configuration, pause: pause, onStoriesStateChanged: onStoriesStateChanged)
        self.stories = stories
        self.progressBarConfig = progressBarConfig
        self.manager.start()
    }

    /// The frame showing now: the show at the manager's snapshot, or the errors.
    public var body: some View {
        EnvironmentReader { environment in
            let content: StoriesFrame<Story>.Content = manager.snapshot().map { .show($0) } ?? .errors(manager.errors)
            StoriesFrame(
                stories: stories, content: content, canvas: environment.canvas, locale: environment.localeIdentifier,
                progressBarConfig: progressBarConfig)
        }
    }
}
