import IntroUI

/// What drives a live stories show. ``StoriesManager`` is the standard one; define your own
/// for a specific process and pass its type where a manager type is asked for.
public protocol IStoriesManager: AnyObject, Sendable {
    /// Creates a manager. Nothing starts until ``start()``; with ``errors``, nothing ever does.
    ///
    /// - Parameters:
    ///   - configuration: the stories' timings, strategy, story to start with and leeway.
    ///   - pause: an external pause: `true` pauses the show, `false` resumes it.
    ///   - onStoriesStateChanged: receives every state once, in order, on the main actor.
    init(
        configuration: StoriesConfiguration,
        pause: Binding<Bool>,
        onStoriesStateChanged: (@MainActor (StoriesState) -> Void)?
    )

    /// The validation errors; when not empty the show never starts.
    var errors: [StoriesError] { get }
    /// The last state reported (`ready` before the start).
    var state: StoriesState { get }
    /// The show now (progress bar and current story); nil when there are errors.
    func snapshot() -> StoriesSnapshot?

    /// Starts the show (the leeway first); restarts it after the finish, no-op while running.
    func start()
    /// Ends the current story and finishes.
    func finish()
    /// Ends the current story and begins the next (finishes or wraps after the last).
    func next()
    /// Begins the previous story; on the first story, restarts it.
    func previous()
    /// Pauses (no-op when paused).
    func suspend()
    /// Resumes (no-op when running).
    func resume()
}

extension IStoriesManager {
    /// Performs an action: the matching call among ``suspend()``, ``resume()``, ``next()``,
    /// ``previous()`` and ``finish()``.
    public func perform(_ action: StoriesAction) {
        switch action {
        case .pause: suspend()
        case .resume: resume()
        case .next: next()
        case .previous: previous()
        case .finish: finish()
        }
    }

    /// Performs actions in order (e.g. those of ``StoriesGestures``).
    public func perform(_ actions: [StoriesAction]) {
        actions.forEach(perform)
    }
}
