import Foundation

/// A moment of the stories life cycle, as reported to `onStoriesStateChanged`.
///
/// The order is `ready` → `start` → `begin` → `end` → `begin` … and, under ``Strategy/once``,
/// `end` → `finish`. `suspend` and `resume` report pauses; their progress is the current
/// story's progress (0…1) at that moment.
public enum StoriesState: Hashable, Sendable {
    /// Waiting to start: before ``IStoriesManager/start()`` and during the leeway.
    case ready
    /// The big start, once per run, just before the first `begin`.
    case start
    /// A story begins.
    case begin
    /// A story ends.
    case end
    /// The show is paused, at the current story's progress; kept until it resumes.
    case suspend(CGFloat)
    /// The show resumes, at the current story's progress; kept until the next pause or the
    /// end of the story.
    case resume(CGFloat)
    /// The big finish: after the last story's `end` under ``Strategy/once``, or after
    /// ``IStoriesManager/finish()``. Final until an explicit ``IStoriesManager/start()``.
    case finish

    /// A stable lower-case name for JSON and logs: `ready`, `start`, `begin`, `end`,
    /// `suspend`, `resume` or `finish`.
    public var name: String {
        switch self {
        case .ready: "ready"
        case .start: "start"
        case .begin: "begin"
        case .end: "end"
        case .suspend: "suspend"
        case .resume: "resume"
        case .finish: "finish"
        }
    }

    /// The progress carried by `suspend` and `resume`; nil for the other states.
    public var progress: Double? {
        switch self {
        case .suspend(let progress), .resume(let progress): Double(progress)
        default: nil
        }
    }
}

extension StoriesState: CustomStringConvertible {
    /// The ``name``, followed by the progress for `suspend` and `resume`: `suspend(0.5)`.
    public var description: String {
        progress.map { "\(name)(\($0))" } ?? name
    }
}

/// How the stories play.
public enum Strategy: String, CaseIterable, Codable, Hashable, Sendable {
    /// Repeat forever: after the last story, start again from the first story of the list.
    case circle
    /// Play to the last story, then finish.
    case once
}
