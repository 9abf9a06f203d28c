import Foundation
import Stories

/// A Stories JSON file as the stories commands read it: decoded, validated, with its
/// timeline.
struct StoriesInput {
    let document: StoriesDocument
    let timeline: StoriesTimeline

    /// The options every stories command accepts.
    static let options = InputLimits.options

    /// Reads the positional argument `FILE.json` (`-`: standard input); decoding problems and validation errors
    /// are input errors (exit 1) listing every message in the context's language, warnings
    /// go to standard error.
    init(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
        let path = try arguments.firstPositional()
        let limits = InputLimits(arguments)
        let data = try InputFile.read(path, limits, context)
        let fileName = path == "-" ? "<stdin>" : path
        let document = try limits.decoded(StoriesDocument.decode(data: data, fileName: fileName, parser: limits.parser), context) {
            $0.renderedWarnings(locale: context.locale)
        }
        do {
            timeline = try document.timeline()
        } catch {
            throw .input(error.errors.map { "\(fileName): error: \($0.description(locale: context.locale))" })
        }
        self.document = document
    }

    /// The end of one cycle (the finish under `once`); when the show never gets there (a
    /// pause that never ends), the time of the last scripted control.
    var oneCycle: Double {
        timeline.firstCycleEnd ?? timeline.controls.last?.time ?? document.leeway
    }
}

/// One JSON object on one line, `{"t": 1.0, "state": "begin", "story": 0}`, for output that
/// tools such as `jq` read line by line.
struct StoriesJSONLine {
    private var members: [String] = []

    /// Adds a member whose value is already JSON text.
    mutating func add(_ key: String, raw: String) {
        members.append("\"\(key)\": \(raw)")
    }

    /// Adds a time or a progress: always with a fraction (`1.0`).
    mutating func add(_ key: String, _ value: Double) {
        add(key, raw: value.isFinite ? String(value) : "null")
    }

    /// Adds a whole number, or `null`.
    mutating func add(_ key: String, _ value: Int?) {
        add(key, raw: value.map(String.init) ?? "null")
    }

    /// Adds a state name (a plain word, no escaping needed).
    mutating func add(_ key: String, name: String) {
        add(key, raw: "\"\(name)\"")
    }

    /// The object.
    var text: String { "{" + members.joined(separator: ", ") + "}" }
}

extension StoriesJSONLine {
    /// `{"t", "state", "story"}`, plus `"progress"` for `suspend` and `resume`.
    init(time: Double, state: StoriesState, story: Int?) {
        add("t", time)
        add("state", name: state.name)
        add("story", story)
        if let progress = state.progress { add("progress", progress) }
    }
}
