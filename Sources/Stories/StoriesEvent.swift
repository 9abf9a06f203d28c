/// One entry of a show's event log.
public struct StoriesEvent: Hashable, Sendable {
    /// Seconds since the show was started (t = 0 is the start of the leeway).
    public let time: Double
    /// The state entered.
    public let state: StoriesState
    /// The story it concerns: set for `begin`, `end`, and `suspend`/`resume` during a story;
    /// nil for `ready`, `start`, `finish` and pauses during the leeway.
    public let story: Int?

    /// Creates an event.
    public init(time: Double, state: StoriesState, story: Int?) {
        self.time = time
        self.state = state
        self.story = story
    }
}

/// Something done to a running show: the manager's calls, or a timeline's scripted input.
public enum StoriesAction: String, CaseIterable, Hashable, Sendable {
    /// Pause (no-op when paused or finished).
    case pause
    /// Resume (no-op when running).
    case resume
    /// End the current story and begin the next (see ``Strategy`` for the last story).
    case next
    /// Begin the previous story; on the first story, restart it.
    case previous
    /// End the current story and finish.
    case finish
}

/// A navigation of a timeline's script.
public enum StoriesNavigation: String, CaseIterable, Hashable, Sendable {
    /// ``StoriesAction/next``.
    case next
    /// ``StoriesAction/previous``.
    case previous

    /// The matching action.
    public var action: StoriesAction {
        switch self {
        case .next: .next
        case .previous: .previous
        }
    }
}

/// An action at a time, in seconds since the show was started.
public struct StoriesControl: Hashable, Sendable {
    /// When the action happens.
    public var time: Double
    /// What happens.
    public var action: StoriesAction

    /// Creates a control.
    public init(time: Double, action: StoriesAction) {
        self.time = time
        self.action = action
    }
}
