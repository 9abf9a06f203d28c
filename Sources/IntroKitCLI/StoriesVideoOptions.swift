import IntroCommandLine
import IntroKit
import IntroVideo
import Stories

/// The options of a stories show's video, one meaning in `render stories` and in
/// `previews --format`: its target (`--preset`), its length in cycles (`--loops`) and its
/// encoder (`--encoder`), and how they settle the format, the frame rate and the last instant.
enum StoriesVideoOptions {
    static let preset = Option(
        "preset", ValueParser<VideoPreset>.cases.optional, default: nil,
        help: "A video's target: its size, codec settings and rules, checked before rendering")
    static let loops = Option(
        "loops", ValueParser.positiveInteger(ceiling: 1_000).optional, default: nil,
        help: "Last instant: the end of the Nth cycle (strategy circle)")
    static let encoder = Option(
        "encoder", ValueParser.string("NAME").optional, default: nil, shown: .described("libx264, libvpx-vp9, gif"),
        help: "FFmpeg encoder of a video")

    /// The format `option` asks for, else an MP4 with a preset, else nil.
    static func format(_ arguments: ParsedArguments, _ option: Option<StoriesOutputFormat?>) -> StoriesOutputFormat? {
        arguments[option] ?? (arguments[preset] == nil ? nil : .mp4)
    }

    /// The frame rate `option` asks for, else the preset's for `format`, else nil.
    static func fps(_ arguments: ParsedArguments, _ option: Option<Double?>, format: StoriesOutputFormat) -> Double? {
        arguments[option] ?? arguments[preset]?.defaultFrameRate(format.container ?? .mp4)
    }

    /// The cycles `--loops` asks for (nil: none), refused beside `--to` and above 1 for a
    /// show played `once`.
    static func cycles(_ arguments: ParsedArguments, strategy: Strategy) throws(CLIError) -> Int? {
        guard let loops = arguments[loops] else { return nil }
        guard arguments[StoriesRenderCommand.to] == nil else { throw .usage(.oneValueOnly(option: "--to / --loops", given: ["--to", "--loops"])) }
        guard strategy == .circle || loops == 1 else { throw invalid(loops, "1 (strategy once plays one cycle)") }
        return loops
    }

    /// The last instant of a show on `timeline`: `--to`, the end of the `--loops`-th cycle,
    /// or nil for neither.
    static func end(_ arguments: ParsedArguments, _ timeline: StoriesTimeline) throws(CLIError) -> Double? {
        guard let cycles = try cycles(arguments, strategy: timeline.configuration.strategy) else { return arguments[StoriesRenderCommand.to] }
        guard let end = timeline.end(ofCycle: cycles) else { throw invalid(cycles, "a cycle that ends") }
        return end
    }

    private static func invalid(_ loops: Int, _ valid: String) -> CLIError {
        .usage(.invalidValue(option: "--loops", value: String(loops), valid: [valid]))
    }
}
