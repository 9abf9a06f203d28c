import Foundation
import IntroCommandLine
import IntroGalleryFormat
import IntroKit
import IntroRender
import IntroSystem
import IntroUI
import IntroVideo
import Stories

/// `introkit render stories FILE.json --device ID --fps N … -o DIR`: the frames of a stories
/// show, `frame-00000.<ext>` …, frame k at t = from + k / fps for every t ≤ to. Frames are
/// rendered in parallel and written all or nothing (an ``OutputTransaction``).
struct StoriesRenderCommand: Command {
    let name = "render stories"
    let summaryKey = "render.stories.summary"
    let positionals = Positionals.one("FILE.json")
    static let target = SingleTarget.Options(schemeHelp: "Scheme of stories that set none")
    static let fps = Option(
        "fps", ValueParser.number("N", in: 0.001...1000).optional, default: nil, shown: .described("30 with --preset, 20 for a GIF"),
        help: "Frames per second, e.g. 10, 30, 120")
    static let from = Option("from", ValueParser.number("T", in: StoriesTime.range), default: 0, help: "First instant, in seconds")
    static let to = Option(
        "to", ValueParser.number("T", in: StoriesTime.range).optional, default: nil,
        shown: .described("the end of one cycle"), help: "Last instant, in seconds")
    static let backend = CommonOptions.backend(help: "Output format (see `introkit backends`)")
    static let format = Option(
        "format", ValueParser<StoriesOutputFormat>.cases.optional, default: nil, shown: .described("frames, mp4 with --preset"),
        help: "One file per frame, a filmstrip.png grid, a preview.apng, or a video: preview.mp4, .webm, .gif")
    static let maximumFrames = Option("max-frames", .positiveInteger(ceiling: Ceiling.frames), default: 10_000, help: "Refuse requests over N frames")
    static let output = Option(required: "output", short: "o", .string("DIR"), help: "Folder the frames are written to")
    static let accessibility = Option.flag(
        "accessibility",
        help: "Instead of frames, draw each story once, 90 % through it: story-N.<ext>, beside it story-N.accessibility.<ext> with each VoiceOver element outlined and numbered and a legend, and story-N.voiceover.txt, which the gallery's Accessibility toggle (A) shows")
    static let reduceMotion = Option.flag(
        "reduce-motion", help: "Draw with Reduce Motion on: the upstream template's text fades in instead of scaling and turning")
    let options: [any OptionDeclaration] =
        target.all + [
            fps, from, to, StoriesVideoOptions.loops, backend, format, StoriesVideoOptions.preset, StoriesVideoOptions.encoder, maximumFrames, output, accessibility, reduceMotion, ContentStrings.path, CommonOptions.jobs, CommonOptions.quiet,
            GalleryOptions.gallery, GalleryOptions.watch,
        ]
        + StoriesInput.options + CacheOptions.all

    func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> Int32 {
        guard arguments[GalleryOptions.watch] else {
            try render(arguments, context)
            return 0
        }
        let watch = RenderWatch(
            inputs: WatchedInputs(files: [arguments.firstPositional], arguments, context, assets: false),
            folder: try Self.folder(arguments, context), context: context)
        try watch.run { _ throws(CLIError) in try render(arguments, context, quietly: true) }
    }

    /// The output folder `-o` names.
    static func folder(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> URL {
        let output = arguments[required: output]
        guard !output.isEmpty else { throw .usage(.emptyValue(option: "-o")) }
        return context.url(for: output)
    }

    /// The stories in `locale`: with `--strings` their titles and subtitles translated and the
    /// catalog's findings printed.
    static func translated(_ document: StoriesDocument, _ strings: ContentStrings, in locale: String, _ context: CommandContext)
        -> [StoryCard]
    {
        let (translated, findings) = strings.translation.stories(of: document, in: locale)
        for finding in findings { context.printError(finding.rendered(locale: context.locale)) }
        return translated
    }

    /// Renders the show in each content language (several: one subfolder `LANG` each), all or
    /// nothing, with a manifest entry per output; returns how many frames were rendered.
    @discardableResult
    func render(_ arguments: ParsedArguments, _ context: CommandContext, quietly: Bool = false) throws(CLIError) -> Int {
        let quiet = quietly || arguments[CommonOptions.quiet]
        let target = try SingleTarget(arguments, Self.target)
        let backend = arguments[Self.backend]
        let format = StoriesVideoOptions.format(arguments, Self.format) ?? .frames
        let stills = arguments[Self.accessibility]
        if stills, format != .frames {
            throw .usage(.invalidValue(option: "--format", value: format.rawValue, valid: [context.message("render.stories.accessibilityFrames")]))
        }
        let fps: Double
        if let asked = StoriesVideoOptions.fps(arguments, Self.fps, format: format) {
            fps = asked
        } else if stills {
            fps = 1  // no frames are drawn
        } else {
            throw .usage(.missingArgument(Self.fps.usageText))  // frames and filmstrips need a rate
        }
        let directory = try Self.folder(arguments, context)
        let input = try StoriesInput.read(arguments, context)
        let strings = try ContentStrings(arguments, context)
        // Those `--locale` names, else the document's own (its "locale", its file name's tag),
        // else the catalog's source language, else English: never the shell's.
        let locales = try strings.locales(own: input.document.contentLocale, arguments, context)
        let cache = RenderCache.requested(arguments, context, backend: backend, assetsDirectory: nil)
        defer {
            cache?.finishPrintingWarnings(context)
            if let cache, !quiet { context.printError(cache.summary(context)) }
        }
        var request = StoriesRenderRequest(
            file: GalleryShots.displayPath(arguments.firstPositional, relativeTo: context.currentDirectory),
            translations: locales.map { ($0, StoriesShowContent(cards: Self.translated(input.document, strings, in: $0, context))) }, timeline: input.timeline,
            device: target.device, backend: backend, fps: fps, to: try StoriesVideoOptions.end(arguments, input.timeline) ?? input.oneCycle)
        request.orientation = target.orientation
        request.colorScheme = target.colorScheme
        request.format = format
        request.preset = arguments[StoriesVideoOptions.preset]
        request.encoder = arguments[StoriesVideoOptions.encoder]
        request.reduceMotion = arguments[Self.reduceMotion]
        request.accessibilityStills = stills
        request.from = arguments[Self.from]
        request.frameLimit = arguments[Self.maximumFrames]
        request.pixelLimit = Ceiling.pixels
        request.workers = arguments[CommonOptions.jobs]
        request.cache = cache
        let plan: StoriesRenderPlan
        do throws(RenderProblem) {
            plan = try StoriesRenderPlan(request)
        } catch {
            throw CLIError(error, context)
        }
        let frameFiles = format == .frames && !stills
        let progress = ProgressBar(total: frameFiles ? plan.times.count * plan.shows.count : 0, context: context, quiet: quiet)
        let written = Result { () throws(StoriesWriteError) in
            try plan.write(into: GalleryFiles(context: context).folder(directory), progress: progress.advance)
        }
        progress.finish()
        let shows: [StoriesShowReport]
        do throws(StoriesWriteError) { shows = try written.get().shows } catch { throw CLIError(error, context) }
        for show in shows {
            for line in Set(show.diagnostics.map(context.diagnostic)).sorted() { context.printError(line) }
        }
        if !quiet { for show in shows { context.printError(Self.summary(of: show, context)) } }
        if arguments[GalleryOptions.gallery], !quietly { try GalleryOptions.writeGallery(of: directory, quiet: quiet, context) }
        return plan.times.count * locales.count
    }
}

extension StoriesRenderCommand {
    /// The line that says what a show wrote.
    static func summary(of show: StoriesShowReport, _ context: CommandContext) -> String {
        switch show.files {
        case .stills(let count): context.message("render.stories.stills", [String(count), show.folder.path])
        case .file(let url): context.message("render.stories.wrote", [url.path, String(show.frames)])
        case .frames: context.message("render.stories.done", [String(show.frames), show.folder.path])
        }
    }
}

extension CLIError {
    /// A stories render's write problem in the context's language.
    init(_ error: StoriesWriteError, _ context: CommandContext) {
        switch error {
        case .render(let problem): self.init(problem, context)
        case .backendErrors(_, let diagnostics): self = .input(Array(Set(diagnostics.map(context.diagnostic))).sorted())
        case .gallery(let problem): self = GalleryFiles(context: context).problem(problem)
        case .write(let problem): self = .fileWrite(problem)
        }
    }
}
