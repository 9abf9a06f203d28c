import Foundation
import IntroGalleryFormat
import IntroPNG
import IntroRender
import IntroSystem
import IntroUI
import Stories

/// `introkit render stories FILE.json --device ID --fps N … -o DIR`: the frames of a stories
/// show, `frame-00000.<ext>` …, frame k at t = from + k / fps for every t ≤ to. Frames are
/// rendered in parallel and written all or nothing (an ``OutputTransaction``).
struct StoriesRenderCommand: Command {
    let name = "render stories"
    let summaryKey = "render.stories.summary"
    let positionals = Positionals.one("FILE.json")
    static let target = SingleTarget.Options(schemeHelp: "Scheme of stories that set none")
    static let fps = Option(required: "fps", ValueParser.number("N", in: 0.001...1000), help: "Frames per second, e.g. 10, 30, 120")
    static let from = Option("from", ValueParser.number("T", in: StoriesTime.range), default: 0, help: "First instant, in seconds")
    static let to = Option(
        "to", ValueParser.number("T", in: StoriesTime.range).optional, default: nil,
        shown: .described("the end of one cycle"), help: "Last instant, in seconds")
    static let backend = CommonOptions.backend(help: "Output format (see `introkit backends`)")
    static let format = Option(
        "format", ValueParser<StoriesOutputFormat>.cases, default: .frames,
        help: "One file per frame, a filmstrip.png grid, or a preview.apng")
    static let maximumFrames = Option("max-frames", .positiveInteger(ceiling: Ceiling.frames), default: 10_000, help: "Refuse requests over N frames")
    static let output = Option(required: "output", short: "o", .string("DIR"), help: "Folder the frames are written to")
    let options: [any OptionDeclaration] =
        target.all + [
            fps, from, to, backend, format, maximumFrames, output, ContentStrings.path, CommonOptions.jobs, CommonOptions.quiet,
            GalleryOptions.gallery, GalleryOptions.watch,
        ]
        + StoriesInput.options + CacheOptions.all

    func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> Int32 {
        guard arguments[GalleryOptions.watch] else {
            try render(arguments, context)
            return 0
        }
        let request = try StoriesRenderRequest(arguments, context)
        let watch = RenderWatch(
            inputs: [try arguments.firstPositional()], folder: request.directory,
            shared: SharedInputs(arguments, context, assets: false), context: context)
        try watch.run { _ throws(CLIError) in try render(arguments, context, quietly: true) }
    }

    /// The stories in `locale`: with `--strings` their titles and subtitles translated and the
    /// catalog's findings printed.
    static func translated(_ document: StoriesDocument, _ strings: ContentStrings, in locale: String, _ context: CommandContext)
        -> [StoryCard]
    {
        let (translated, findings) = strings.translating(document.stories, in: locale) { cards, translate in
            cards.map { $0.localized(translate) }
        }
        for finding in findings { context.printError(finding.rendered(locale: context.locale)) }
        return translated
    }

    /// Renders the show in each content language (several: one subfolder `LANG` each), all or
    /// nothing, with a manifest entry per output; returns how many frames were rendered.
    @discardableResult
    func render(_ arguments: ParsedArguments, _ context: CommandContext, quietly: Bool = false) throws(CLIError) -> Int {
        let quiet = quietly || arguments[CommonOptions.quiet]
        let request = try StoriesRenderRequest(arguments, context)
        let input = try StoriesInput(arguments, context)
        let times = try request.frameTimes(to: arguments[Self.to] ?? input.oneCycle, context)
        let strings = try ContentStrings(arguments, context)
        // Those `--locale` names, else the document's own (its "locale", its file name's tag),
        // else the catalog's source language, else English: never the shell's.
        let locales = try strings.locales(own: input.document.contentLocale, arguments, context)
        let cache = RenderCache.requested(arguments, context, backend: request.backend, assetsDirectory: nil)
        defer {
            for line in cache?.finish() ?? [] { context.printError(line) }
            if let cache, !quiet { context.printError(cache.summary) }
        }
        let file = GalleryShots.displayPath(try arguments.firstPositional(), relativeTo: context.currentDirectory)
        let transaction = OutputTransaction()
        var written: [String] = []
        do throws(CLIError) {
            for locale in locales {
                let show = StoriesShow(
                    request: request, times: times, locale: locale,
                    directory: locales.count == 1 ? request.directory : request.directory.appendingPathComponent(locale, isDirectory: true),
                    renderer: StoriesFrameRenderer(
                        stories: Self.translated(input.document, strings, in: locale, context), timeline: input.timeline,
                        canvas: request.canvas, environment: EnvironmentValues(colorScheme: request.colorScheme, locale: locale),
                        backend: request.backend, cache: cache))
                written.append(try show.stage(file: file, in: transaction, workers: arguments[CommonOptions.jobs], quiet: quiet, context))
            }
            try transaction.commit()
        } catch {
            transaction.rollback()
            throw error
        }
        if !quiet { for line in written { context.printError(line) } }
        if arguments[GalleryOptions.gallery], !quietly { try GalleryOptions.writeGallery(of: request.directory, quiet: quiet, context) }
        return times.count * locales.count
    }
}

/// One language's show: its frames (or its filmstrip or animated preview) and its manifest,
/// staged in a folder.
struct StoriesShow {
    let request: StoriesRenderRequest
    let times: [Double]
    let locale: String
    let directory: URL
    let renderer: StoriesFrameRenderer

    /// Stages the show's outputs and manifest in `transaction`; returns the line that says
    /// what was written, printed once the transaction is committed.
    func stage(file: String, in transaction: OutputTransaction, workers: Int, quiet: Bool, _ context: CommandContext)
        throws(CLIError) -> String
    {
        let gallery = StoriesGallery(
            file: file, device: request.device, orientation: request.canvas.orientation, scheme: request.colorScheme,
            locale: locale, scale: request.canvas.scale)
        let backend = request.backend
        if let fileName = request.format.fileName(fileExtension: backend.fileExtension) {
            let url = directory.appendingPathComponent(fileName)
            let made: (entry: GalleryEntry, thumbnail: Data?)
            if request.format == .apng {
                // Streamed frame by frame; the manifest entry reads the staged file back mapped.
                let data = try transaction.stage(to: url) { file throws(CLIError) in
                    try StoriesPreview.writeAnimatedPNG(times, fps: request.fps, renderer, to: file)
                }
                made = gallery.entry(
                    path: fileName, backend: backend.name, mediaType: AnimatedPNG.mediaType, time: nil, page: 1, data: data)
            } else {
                let (output, size) = try StoriesPreview.filmstrip(times, renderer, context)
                try transaction.stage(output.data, to: url)
                made = gallery.entry(
                    path: fileName, backend: backend.name, mediaType: backend.product.mediaType, time: nil, page: 1, size: size,
                    data: output.data, thumbnail: output.thumbnail)
            }
            try stage(made, in: directory, transaction)
            return context.message("render.stories.wrote", [url.path, String(times.count)])
        }
        let digits = max(5, String(max(0, times.count - 1)).count)
        let progress = ProgressBar(total: times.count, context: context, quiet: quiet)
        let outcomes = ParallelMap.run(Array(times.enumerated()), threads: workers) { index, time in
            let fileName = "frame-\(String(index).leftPadded(to: digits)).\(backend.fileExtension)"
            defer { progress.advance(fileName) }
            return renderer.stage(at: time, to: directory.appendingPathComponent(fileName), in: transaction) { output in
                gallery.entry(
                    path: fileName, backend: backend.name, mediaType: backend.product.mediaType, time: time, page: index + 1,
                    data: output.data, thumbnail: output.thumbnail)
            }
        }
        progress.finish()
        if let failure = outcomes.lazy.compactMap(\.failure).first { throw failure }
        try GalleryManifestFile(folder: directory).stage(outcomes.compactMap(\.entry), in: transaction)
        for line in Set(outcomes.flatMap(\.diagnostics).map(context.diagnostic)).sorted() { context.printError(line) }
        return context.message("render.stories.done", [String(times.count), directory.path])
    }

    /// Stages a one-file output's thumbnail and its entry in the folder's manifest.
    private func stage(_ made: (entry: GalleryEntry, thumbnail: Data?), in folder: URL, _ transaction: OutputTransaction)
        throws(CLIError)
    {
        if let thumbnail = made.thumbnail, let path = made.entry.thumbnail {
            try transaction.stage(thumbnail, to: folder.appendingPathComponent(path))
        }
        try GalleryManifestFile(folder: folder).stage([made.entry], in: transaction)
    }
}

/// The options of `render stories` that do not depend on the file, checked before reading it.
struct StoriesRenderRequest {
    let device: Device
    let canvas: Canvas
    let colorScheme: ColorScheme
    let format: StoriesOutputFormat
    let backend: any RenderBackend
    let fps: Double
    let from: Double
    let frameLimit: Int
    let directory: URL

    init(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
        let target = try SingleTarget(arguments, StoriesRenderCommand.target)
        device = target.device
        canvas = target.device.canvas(target.orientation)
        colorScheme = target.colorScheme
        format = arguments[StoriesRenderCommand.format]
        backend = arguments[StoriesRenderCommand.backend]
        if format == .apng { try Self.refuseNonRaster(backend) }
        fps = try arguments.required(StoriesRenderCommand.fps)
        from = arguments[StoriesRenderCommand.from]
        frameLimit = arguments[StoriesRenderCommand.maximumFrames]
        let output = try arguments.required(StoriesRenderCommand.output)
        guard !output.isEmpty else { throw .usage(.emptyValue(option: "-o")) }
        directory = context.url(for: output)
    }

    /// An animated PNG is made of pixels: only a backend that makes raster images draws one;
    /// another is a usage error naming those that do.
    static func refuseNonRaster(_ backend: any RenderBackend) throws(CLIError) {
        guard backend.product.rasterizer == nil else { return }
        let registry = BackendRegistry.shared
        let raster = registry.names.filter { (try? registry.backend(named: $0))?.product.rasterizer != nil }
        throw .usage(.invalidValue(option: "--backend", value: backend.name, valid: raster.map { "\($0) (for --format apng)" }))
    }

    /// The instants from `from` to `to` at `fps`: frame k at from + k / fps, all ≤ `to`.
    /// A request over the frame limit is refused before anything is rendered.
    func frameTimes(to: Double, _ context: CommandContext) throws(CLIError) -> [Double] {
        guard to >= from else {
            throw .usage(.invalidValue(option: "--to", value: String(to), valid: ["≥ --from (\(from))"]))
        }
        let span = (to - from) * fps
        guard span < Double(frameLimit) else {
            let requested = span < 1e15 ? String(Int(span) + 1) : String(span)
            throw .input([context.message("render.stories.frameLimit", [requested, String(frameLimit)])])
        }
        var count = Int(span) + 1
        while count > 1, time(count - 1) > to { count -= 1 }
        while time(count) <= to { count += 1 }
        guard count <= frameLimit else {
            throw .input([context.message("render.stories.frameLimit", [String(count), String(frameLimit)])])
        }
        return (0..<count).map(time)
    }

    private func time(_ index: Int) -> Double {
        from + Double(index) / fps
    }
}

/// Lays out and draws one frame of a show and writes it; safe to use from several threads.
struct StoriesFrameRenderer: Sendable {
    let stories: [StoryCard]
    let timeline: StoriesTimeline
    let canvas: Canvas
    let environment: EnvironmentValues
    let backend: any RenderBackend
    let engine: LayoutEngine
    /// Where frames already drawn are kept (`--cache`), if anywhere.
    let cache: RenderCache?

    init(
        stories: [StoryCard], timeline: StoriesTimeline, canvas: Canvas, environment: EnvironmentValues, backend: any RenderBackend,
        cache: RenderCache? = nil
    ) {
        self.stories = stories
        self.timeline = timeline
        self.canvas = canvas
        self.environment = environment
        self.backend = backend
        self.cache = cache
        engine = LayoutEngine(measurer: backend.textMeasurer)
    }

    /// What writing one frame gave: the backend's warnings, or the error that stopped it.
    struct Outcome: Sendable {
        var diagnostics: [RenderDiagnostic] = []
        var failure: CLIError?
        /// The gallery's entry for the frame.
        var entry: GalleryEntry?
    }

    /// The frame at instant `t`, laid out.
    func displayList(at t: Double) -> DisplayList {
        let frame = StoriesFrame(stories: stories, timeline: timeline, at: t, canvas: canvas)
        return engine.layout(frame, canvas: canvas, environment: environment).displayList
    }

    /// The encoded frame at instant `t`, with the gallery's thumbnail when the backend makes
    /// raster images.
    func render(at t: Double) throws -> RenderOutput {
        let (list, thumbnail) = (displayList(at: t), GalleryShots.thumbnailPixelsPerPoint)
        return try cache?.render(list, canvas: canvas, options: RenderOptions(), thumbnailPixelsPerPoint: thumbnail, with: backend)
            ?? backend.render(list, canvas: canvas, options: RenderOptions(), thumbnailPixelsPerPoint: thumbnail)
    }

    /// The frame at instant `t` as a PNG file, for an animated preview: the backend's own file
    /// when its encoder writes PNG, else its rasterizer's pixels encoded by IntroPNG.
    func pngFrame(at t: Double) throws -> Data {
        guard case .rasterImage(let rasterizer, let encoder) = backend.product else {
            throw RenderProductError.notRaster(backend: backend.name)
        }
        let list = displayList(at: t)
        guard encoder.mediaType != PNGImage.mediaType else {
            return try backend.render(list, canvas: canvas, options: RenderOptions()).data
        }
        return try rasterizer.pngData(list, canvas: canvas, options: RenderOptions())
    }

    /// Renders the frame at `t` and stages it for `url` in `transaction`, with the thumbnail
    /// of the gallery entry `describe` makes of the output.
    func stage(
        at t: Double, to url: URL, in transaction: OutputTransaction,
        describe: (RenderOutput) -> (entry: GalleryEntry, thumbnail: Data?)
    ) -> Outcome {
        let output: RenderOutput
        do {
            output = try render(at: t)
        } catch {
            return Outcome(failure: .io(path: url.path, reason: String(describing: error)))
        }
        let made = describe(output)
        do {
            try transaction.stage(output.data, to: url)
            if let thumbnail = made.thumbnail, let path = made.entry.thumbnail {
                try transaction.stage(thumbnail, to: url.deletingLastPathComponent().appendingPathComponent(path))
            }
        } catch {
            return Outcome(diagnostics: output.diagnostics, failure: error)
        }
        return Outcome(diagnostics: output.diagnostics, entry: made.entry)
    }
}

extension String {
    /// The string with zeros in front up to `length` characters.
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
