import Foundation
import IntroCommandLine
import IntroGalleryFormat
import IntroKit
import IntroRender
import IntroSystem
import IntroUI
import IntroVideo
import WelcomeSheet

/// `introkit render sheet FILE.json…`: every page on every requested device, orientation,
/// colour scheme, Dynamic Type size and language, rendered with a backend into files named
/// `<stem>[.<language>]-<device>-<orientation>-<scheme>[-<size>]-p<N>.<ext>` (the Dynamic Type size when it
/// is not the default, `large`).
struct RenderSheetCommand: Command {
    let name = "render sheet"
    let summaryKey = "renderSheet.summary"
    let positionals = Positionals.oneOrMore("FILE.json")

    static let targets = PreviewTargets.Options(orientations: [.portrait], schemes: [.light])
    static let backend = CommonOptions.backend(help: "Output format (see `introkit backends`)")
    static let scale = Option(
        "scale", ValueParser.number("N", in: 0.1...10).optional, default: nil, shown: .described("the device's scale"),
        help: "Pixels per point for PNG")
    static let output = Option(
        "output", short: "o", .string("PATH"), default: "Previews",
        help: "Output folder; a file name for one output; - for stdout")
    static let shard = Option(
        "shard", .shard, default: .fixed(.all),
        help: "Render only the I-th of N equal parts of the matrix (CI job matrices)")
    static let format = Option(
        "format", ValueParser<VideoContainer?>.choice([("images", nil), ("mp4", .mp4), ("webm", .webm), ("gif", .gif)]), default: nil,
        shown: .value("images"), help: "One file per page, or a video paging through the pages as iOS does")
    static let fps = Option(
        "fps", ValueParser.number("N", in: 0.001...1000).optional, default: nil, shown: .described("30, 20 for a GIF"),
        help: "Frames per second of a video")
    static let pageTime = Option("page-time", ValueParser.number("S", in: 0.1...600), default: 2.5, help: "Seconds each page stands still in a video")
    /// The largest canvas rendered by default, in pixels (a 12.9-inch iPad at @3x is 25 MP).
    static let accessibility = Option.flag(
        "accessibility",
        help: "Outline each VoiceOver element, numbered in reading order, with a legend beside the screen; with --gallery, in a copy beside each picture with the text form, which the gallery's Accessibility toggle (A) shows")
    static let maximumPixels = Option("max-pixels", .positiveInteger(ceiling: Ceiling.pixels), default: 50_000_000, help: "Largest canvas in pixels")

    let options: [any OptionDeclaration] =
        targets.all + [
            SheetInput.page, backend, format, fps, pageTime, scale, accessibility, CommonOptions.dynamicTypes, ContentStrings.path, CommonOptions.statusBar, CommonOptions.tint, output,
            CommonOptions.jobs, shard, maximumPixels, CommonOptions.quiet, GalleryOptions.gallery, GalleryOptions.watch,
        ] + AssetOptions.options + InputLimits.options + CacheOptions.all

    func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> Int32 {
        guard arguments[GalleryOptions.watch] else {
            try render(arguments.positionals, arguments, context)
            return 0
        }
        let watch = RenderWatch(
            inputs: WatchedInputs(files: arguments.positionals, arguments, context, assets: true),
            folder: try GalleryOptions.watchFolder(arguments[Self.output], context), context: context)
        try watch.run { path throws(CLIError) in try render([path], arguments, context, quietly: true) }
    }

    /// Renders the files at `paths` all or nothing, with a manifest entry (and a thumbnail)
    /// for each output when they go to a folder; returns how many outputs were written.
    @discardableResult
    func render(_ paths: [String], _ arguments: ParsedArguments, _ context: CommandContext, quietly: Bool = false)
        throws(CLIError) -> Int
    {
        let started = Date()
        let quiet = quietly || arguments[CommonOptions.quiet]
        let request = try SheetRenderRequest(arguments, context, paths: paths)
        let plan: SheetRenderPlan
        do throws(RenderProblem) {
            plan = try SheetRenderPlan(request)
        } catch {
            throw CLIError(error, context)
        }
        if let container = arguments[Self.format] {
            return try SheetTourFiles.write(
                plan, container: container, fps: arguments[Self.fps], stillTime: arguments[Self.pageTime],
                folder: context.url(for: arguments[Self.output]), gallery: arguments[GalleryOptions.gallery] && !quietly, quiet: quiet, context)
        }
        let destination = try OutputDestination(arguments, context, count: plan.jobs.count, fileExtension: plan.backend.fileExtension)
        let progress = ProgressBar(total: plan.jobs.count, context: context, quiet: quiet)
        let delivery = RenderDelivery(destination: destination, context: context)
        let cache = RenderCache.requested(arguments, context, backend: plan.backend, assetsDirectory: request.options.assetsDirectory)
        let result = plan.run(into: delivery, cache: cache) { progress.advance($0.fileName) }
        progress.finish()
        cache?.finishPrintingWarnings(context)
        // An asset refused for its size or kind fails the run, like a bad input.
        let failures = result.failures.flatMap { failure in
            switch failure {
            case .render(let problem): CLIError(problem, context).messages(locale: context.locale)
            case .write(let error): error.messages(locale: context.locale)
            }
        }
        try delivery.finish(
            entries: result.entries, diagnostics: result.diagnostics, failures: failures, keepsOthers: false,
            gallery: arguments[GalleryOptions.gallery] && !quietly, quiet: quiet, context)
        if !quiet {
            let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
            context.printError(
                context.message("renderSheet.done", [String(plan.jobs.count), seconds, destination.summary, String(plan.workers)]))
            if let cache { context.printError(cache.summary(context)) }
        }
        return plan.jobs.count
    }
}

extension SheetRenderRequest {
    /// The request the command line makes of the input files at `paths`: each read, decoded
    /// and translated into every language asked for (the catalog's findings printed).
    init(_ arguments: ParsedArguments, _ context: CommandContext, paths: [String]) throws(CLIError) {
        let assets = try AssetOptions(arguments, context)
        let pixelLimit = arguments[RenderSheetCommand.maximumPixels]
        let strings = try ContentStrings(arguments, context)
        var documents: [SheetDocumentContent] = []
        for path in paths {
            let document = try SheetInput.load(path, arguments, context)
            let locales = try strings.locales(own: document.contentLocale, arguments, context)
            let indices = try SheetInput.pageIndices(arguments, count: document.pages.count)
            documents.append(
                SheetDocumentContent(source: path, document: document, pageIndices: indices, locales: locales, translation: strings.translation) {
                    context.printError($0.rendered(locale: context.locale))
                })
        }
        let icons = BackendRegistry.shared.imageResolver(for: arguments[RenderSheetCommand.backend], assetsDirectory: assets.directory)
        let limits = assets.limits(pixels: pixelLimit)
        let targets = PreviewTargets(arguments, RenderSheetCommand.targets)
        self.init(documents: documents, devices: targets.devices, backend: arguments[RenderSheetCommand.backend])
        imageLookup = { IconLookup($0, resolver: icons, limits: limits, word: context.diagnosticMessage) }
        orientations = targets.orientations
        colorSchemes = targets.schemes
        dynamicTypeSizes = CommonOptions.dynamicTypeSizes(arguments)
        options = RenderOptions(scale: arguments[RenderSheetCommand.scale], assetsDirectory: assets.directory, assetLimits: limits)
        chrome = SheetChrome(
            showsStatusBar: arguments[CommonOptions.statusBar],
            tint: CommonOptions.appTint(arguments, catalogAccent: assets.catalog?.accentColor))
        self.pixelLimit = pixelLimit
        shard = try arguments[RenderSheetCommand.shard].resolve(context)
        workers = arguments[CommonOptions.jobs]
        messageLocale = context.locale
        currentDirectory = context.currentDirectory
        accessibility = AccessibilityDrawing(arguments)
    }
}

extension AccessibilityDrawing {
    /// What `--accessibility` asks for: outlined pictures, or with a gallery (`--gallery`,
    /// `--watch`) each picture as it is with its snapshot beside it for the gallery's toggle.
    init(_ arguments: ParsedArguments) {
        guard arguments[RenderSheetCommand.accessibility] else {
            self = .none
            return
        }
        self = arguments[GalleryOptions.gallery] || arguments[GalleryOptions.watch] ? .snapshot : .outlined
    }
}

extension CommandContext {
    /// A render diagnostic as a localized line: its severity, then ``diagnosticMessage(_:)``.
    func diagnostic(_ diagnostic: RenderDiagnostic) -> String {
        "\(diagnostic.severity.rawValue): " + diagnosticMessage(diagnostic)
    }

    /// What a render diagnostic says, localized by the text its backend registered for it
    /// (``RenderDiagnostic/messageKey``), whose values are the subject, then the diagnostic's
    /// arguments (or its English message when it has none); the backend's English words when
    /// no text is registered.
    func diagnosticMessage(_ diagnostic: RenderDiagnostic) -> String {
        guard CLIMessages.table.entries[diagnostic.messageKey] != nil else { return "\(diagnostic.subject): \(diagnostic.message)" }
        return message(
            diagnostic.messageKey, [diagnostic.subject] + (diagnostic.arguments.isEmpty ? [diagnostic.message] : diagnostic.arguments))
    }
}
