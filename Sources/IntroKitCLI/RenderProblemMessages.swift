import IntroKit
import IntroVideo

extension CLIError {
    /// A problem of the render library as the tool reports it: in the context's language,
    /// naming the option that raises a limit.
    init(_ problem: RenderProblem, _ context: CommandContext) {
        switch problem {
        case .tooManyPixels(let device, let pixels, let limit):
            self = .input([context.message("limit.pixels", [device, String(pixels), String(limit), "--max-pixels"])])
        case .sameOutput(let first, let second, let file):
            self = .input([context.message("renderSheet.collision", [first, second, file])])
        case .backendFailed(let file, let reason):
            self = .io(path: file, reason: reason)
        case .filmstripFrames(let frames, let limit):
            self = .input([context.message("render.stories.filmstripLimit", [String(frames), String(limit)])])
        case .filmstripPixels(let frames, let pixels, let limit):
            self = .input([context.message("render.stories.filmstripPixels", [String(frames), String(pixels), String(limit)])])
        case .notRaster(let backend, let raster):
            self = .usage(.invalidValue(option: "--backend", value: backend, valid: raster.map { "\($0) (for --format apng)" }))
        case .endBeforeStart(let end, let start):
            self = .usage(.invalidValue(option: "--to", value: String(end), valid: ["≥ --from (\(start))"]))
        case .tooManyFrames(let frames, let limit):
            self = .input([context.message("render.stories.frameLimit", [frames, String(limit)])])
        case .video(let problems):
            self = .input(problems.map { context.message($0.message.key, $0.message.values) })
        case .unknownPreviewDevice(let preview, let name, let suggested):
            self = .input([context.message("previews.unknownDevice", [preview, name, suggested.joined(separator: ", ")])])
        case .invalidLayout(let preview, let what):
            self = .input([context.message("previews.invalidLayout", [preview, what])])
        }
    }
}
