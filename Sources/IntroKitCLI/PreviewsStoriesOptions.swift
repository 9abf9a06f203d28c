import IntroCommandLine
import IntroKit
import IntroPreviews
import Stories

/// The options of `introkit previews` that play the files' `IStory` types as shows
/// (`--format`), as `render stories` plays a JSON file's.
enum PreviewsStoriesOptions {
    static let format = Option(
        "format", ValueParser<StoriesOutputFormat>.cases.optional, default: nil, shown: .described("none: the previews; mp4 with --preset"),
        help: "Play each IStory type as a show: frames, a filmstrip, an APNG or a video (mp4, webm, gif); with --accessibility, frames: each story once, 90 % through it, with its accessibility snapshot and VoiceOver text")
    static let fps = Option(
        "fps", ValueParser.number("N", in: 0.001...1000).optional, default: nil,
        shown: .described("2 for frames and a filmstrip, 30 for an APNG or a video, 20 for a GIF"),
        help: "Frames per second of a show")
    static let strategy = Option(
        "strategy", ValueParser<Strategy>.cases, default: .circle, help: "How a show plays its stories: circle repeats them, once plays them once")

    /// The options, after `previews`' own.
    static let all: [any OptionDeclaration] = [
        format, fps, StoriesRenderCommand.from, StoriesRenderCommand.to, StoriesVideoOptions.loops, strategy, StoriesVideoOptions.preset,
        StoriesVideoOptions.encoder,
    ]

    /// The shows asked for, nil for a run of the previews. With `--accessibility` a show is
    /// each story's still (`StoryStill`), so only `--format frames` is taken.
    static func spec(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> StoriesPreviewSpec? {
        guard let format = StoriesVideoOptions.format(arguments, format) else { return nil }
        if AccessibilityDrawing(arguments) != .none, format != .frames {
            throw .usage(.invalidValue(option: "--format", value: format.rawValue, valid: [context.message("previews.accessibilityFormat")]))
        }
        let fps = StoriesVideoOptions.fps(arguments, fps, format: format) ?? (format == .gif ? 20 : format.needsPixels ? 30 : 2)
        var spec = StoriesPreviewSpec(
            format: format, fps: fps, from: arguments[StoriesRenderCommand.from], to: arguments[StoriesRenderCommand.to],
            strategy: arguments[strategy])
        spec.loops = try StoriesVideoOptions.cycles(arguments, strategy: spec.strategy)
        spec.preset = arguments[StoriesVideoOptions.preset]
        spec.encoder = arguments[StoriesVideoOptions.encoder]
        return spec
    }
}
