import Foundation
import IntroJSON

/// One JSON object on one line, `{"t": 1.0, "state": "begin", "story": 0}`, for output that
/// tools such as `jq` read line by line.
public struct StoriesJSONLine: Sendable {
    private var members: [String] = []

    /// An empty object.
    public init() {}

    /// Adds a member whose value is already JSON text.
    public mutating func add(_ key: String, raw: String) {
        members.append("\"\(key)\": \(raw)")
    }

    /// Adds a time or a progress: always with a fraction (`1.0`).
    public mutating func add(_ key: String, _ value: Double) {
        add(key, raw: value.isFinite ? String(value) : "null")
    }

    /// Adds a whole number, or `null`.
    public mutating func add(_ key: String, _ value: Int?) {
        add(key, raw: value.map(String.init) ?? "null")
    }

    /// Adds a state name (a plain word, no escaping needed).
    public mutating func add(_ key: String, name: String) {
        add(key, raw: "\"\(name)\"")
    }

    /// The object.
    public var text: String { "{" + members.joined(separator: ", ") + "}" }
}

extension StoriesJSONLine {
    /// `{"t", "state", "story"}`, plus `"progress"` for `suspend` and `resume`.
    public init(time: Double, state: StoriesState, story: Int?) {
        add("t", time)
        add("state", name: state.name)
        add("story", story)
        if let progress = state.progress { add("progress", progress) }
    }
}

extension StoriesJSONLine {
    /// `stories state`'s object of `snapshot`, taken at `time`: `{"t", "state", "story"}` (and
    /// `"progress"`), `"cycle"` — `null` when the count saturated at `Int.max` (stories of
    /// 5e-324 s wrap 10³⁰⁰ times a second: as a number it would be a wrong count) — and
    /// `"segments"`, each story's progress bar.
    public init(snapshot: StoriesSnapshot, at time: Double) {
        self.init(time: time, state: snapshot.state, story: snapshot.story)
        add("cycle", snapshot.cycle < Int.max ? snapshot.cycle : nil)
        add("segments", raw: "[" + snapshot.segments.map { JSONMessage.number($0) }.joined(separator: ", ") + "]")
    }
}
