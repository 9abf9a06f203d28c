import Foundation
import IntroCairo
import IntroGalleryFormat
import IntroRender
import IntroSystem
import IntroUI
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
    /// The largest canvas rendered by default, in pixels (a 12.9-inch iPad at @3x is 25 MP).
    static let maximumPixels = Option("max-pixels", .positiveInteger(ceiling: Ceiling.pixels), default: 50_000_000, help: "Largest canvas in pixels")

    let options: [any OptionDeclaration] =
        targets.all + [
            SheetInput.page, backend, scale, CommonOptions.dynamicTypes, ContentStrings.path, CommonOptions.statusBar, CommonOptions.tint, output,
            CommonOptions.jobs, shard, maximumPixels, CommonOptions.quiet, GalleryOptions.gallery, GalleryOptions.watch,
        ] + AssetOptions.options + InputLimits.options + CacheOptions.all

    func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> Int32 {
        guard arguments[GalleryOptions.watch] else {
            try render(arguments.positionals, arguments, context)
            return 0
        }
        let output = arguments[Self.output]
        guard output != "-", URL(fileURLWithPath: output).pathExtension.isEmpty else {
            throw .usage(.invalidValue(option: "--watch", value: "-o " + output, valid: [context.message("watch.needsFolder")]))
        }
        let watch = RenderWatch(
            inputs: arguments.positionals, folder: context.url(for: output),
            shared: SharedInputs(arguments, context, assets: true), context: context)
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
        let plan = try RenderSheetPlan(arguments, context, paths: paths)
        let destination = try OutputDestination(arguments, context, count: plan.jobs.count, fileExtension: plan.backend.fileExtension)
        let progress = ProgressBar(total: plan.jobs.count, context: context, quiet: quiet)
        let transaction = OutputTransaction()
        let cache = RenderCache.requested(arguments, context, backend: plan.backend, assetsDirectory: plan.options.assetsDirectory)
        let results = ParallelMap.run(plan.jobs, threads: plan.workers, largestFirst: \.pixelCount) { job in
            defer { progress.advance(job.fileName) }
            return Result { () throws(CLIError) -> (diagnostics: [RenderDiagnostic], entry: GalleryEntry?) in
                let made = try plan.make(job, cache: cache)
                try destination.deliver(made.output.data, named: job.fileName, transaction: transaction, context: context)
                guard case .folder(let folder) = destination else { return (made.output.diagnostics, nil) }
                if let thumbnail = made.thumbnail, let path = made.entry.thumbnail {
                    try transaction.stage(thumbnail, to: folder.appendingPathComponent(path))
                }
                return (made.output.diagnostics, made.entry)
            }
        }
        progress.finish()
        for line in cache?.finish() ?? [] { context.printError(line) }
        var diagnostics = Set<String>()
        var failures: [String] = []
        var entries: [GalleryEntry] = []
        for result in results {
            switch result {
            case .success(let found):
                // An asset refused for its size or kind fails the run, like a bad input.
                diagnostics.formUnion(found.diagnostics.filter { $0.severity == .warning }.map { context.diagnostic($0) })
                failures += found.diagnostics.filter { $0.severity == .error }.map { context.diagnostic($0) }
                entries += found.entry.map { [$0] } ?? []
            case .failure(let error): failures += error.messages(locale: context.locale)
            }
        }
        guard failures.isEmpty else {
            transaction.rollback()
            throw .input(Array(Set(failures)).sorted())
        }
        if case .folder(let folder) = destination {
            do throws(CLIError) {
                try GalleryManifestFile(folder: folder).stage(entries, in: transaction)
            } catch {
                transaction.rollback()
                throw error
            }
        }
        try transaction.commit()
        if arguments[GalleryOptions.gallery], !quietly, case .folder(let folder) = destination {
            try GalleryOptions.writeGallery(of: folder, quiet: quiet, context)
        }
        for line in diagnostics.sorted() { context.printError(line) }
        if !quiet {
            let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
            context.printError(
                context.message("renderSheet.done", [String(plan.jobs.count), seconds, destination.summary, String(plan.workers)]))
            if let cache { context.printError(cache.summary) }
        }
        return plan.jobs.count
    }
}

/// One output of the matrix.
struct SheetJob: Sendable {
    var page: WelcomeSheetPage
    /// The input file, as given.
    var source: String
    var pageNumber: Int
    /// The content's language (``ContentStrings/locales(for:_:_:)``).
    var locale: String
    /// The status bar, tint and back button of this page.
    var chrome: SheetChrome
    var stem: String
    var device: Device
    var orientation: Orientation
    var scheme: ColorScheme
    var dynamicTypeSize: DynamicTypeSize
    var fileExtension: String
    var backendName: String
    /// The media type of the backend's files.
    var mediaType: String

    /// How many pixels the device's screen has (at its scale): the job's share of the work.
    var pixelCount: Int {
        Int(device.portraitSize.width * device.scale) * Int(device.portraitSize.height * device.scale)
    }

    var fileName: String {
        let size = dynamicTypeSize == .large ? "" : "-" + dynamicTypeSize.rawValue
        return "\(stem)-\(device.id)-\(orientation.rawValue)-\(scheme.rawValue)\(size)-p\(pageNumber).\(fileExtension)"
    }
}

/// Everything `render sheet` renders, decided before any work starts.
struct RenderSheetPlan: Sendable {
    let backend: any RenderBackend
    let jobs: [SheetJob]
    let workers: Int
    let options: RenderOptions
    let gallery: SheetGallery

    /// The plan for the input files at `paths`.
    init(_ arguments: ParsedArguments, _ context: CommandContext, paths: [String]) throws(CLIError) {
        backend = arguments[RenderSheetCommand.backend]
        let targets = PreviewTargets(arguments, RenderSheetCommand.targets)
        let scale = arguments[RenderSheetCommand.scale]
        let pixelLimit = arguments[RenderSheetCommand.maximumPixels]
        for device in targets.devices {
            let size = device.portraitSize
            let pixels = size.width * size.height * pow(scale ?? device.scale, 2)
            guard pixels <= Double(pixelLimit) else {
                throw .input([context.message("limit.pixels", [device.id, String(Int(pixels)), String(pixelLimit), "--max-pixels"])])
            }
        }
        let sizes = CommonOptions.dynamicTypeSizes(arguments)
        let assets = try AssetOptions(arguments, context)
        var options = RenderOptions(scale: scale, assetsDirectory: assets.directory, assetLimits: assets.limits(pixels: pixelLimit))
        workers = arguments[CommonOptions.jobs]
        let shard = try arguments[RenderSheetCommand.shard].resolve(context)
        let strings = try ContentStrings(arguments, context)
        var jobs: [SheetJob] = []
        var pages: [(number: Int, page: WelcomeSheetPage)] = []
        for path in paths {
            let document = try SheetInput.load(path, arguments, context)
            let locales = try strings.locales(for: document, arguments, context)
            let indices = try SheetInput.pageIndices(arguments, count: document.pages.count)
            let fileStem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            for locale in locales {
                let (localized, findings) = strings.pages(of: document, in: locale)
                for finding in findings { context.printError(finding.rendered(locale: context.locale)) }
                let stem = strings.namesLanguage(of: locales) ? fileStem + "." + locale : fileStem
                for index in indices {
                    if locale == locales.first { pages.append((index + 1, localized[index])) }
                    let chrome = CommonOptions.chrome(arguments, catalogAccent: assets.catalog?.accentColor, page: index + 1)
                    for cell in targets.cells(sizes) {
                        jobs.append(
                            SheetJob(
                                page: localized[index], source: path, pageNumber: index + 1, locale: locale, chrome: chrome,
                                stem: stem, device: cell.device, orientation: cell.orientation, scheme: cell.scheme,
                                dynamicTypeSize: cell.size, fileExtension: backend.fileExtension, backendName: backend.name,
                                mediaType: backend.product.mediaType))
                    }
                }
            }
        }
        try Self.refuseCollisions(jobs, context)
        self.jobs = shard.select(jobs)
        // One image gets every core (a backend that can draw or encode in parts uses them); a
        // matrix keeps one image per worker.
        if self.jobs.count == 1 { options.threads = ProcessInfo.processInfo.activeProcessorCount }
        self.options = options
        let icons = IconResolver(assetsDirectory: options.assetsDirectory)
        let limits = options.assetLimits
        gallery = SheetGallery(
            pages: pages, tint: CommonOptions.appTint(arguments, catalogAccent: assets.catalog?.accentColor),
            lookup: { LintCommand.lookup($0, icons, limits, context) },
            messageLocale: context.locale, currentDirectory: context.currentDirectory)
    }

    /// Two inputs named alike (`a/sheet.json`, `b/sheet.json`, or one file given twice) would
    /// write the same files, the second replacing the first without a word: refused before
    /// anything is rendered, naming both.
    static func refuseCollisions(_ jobs: [SheetJob], _ context: CommandContext) throws(CLIError) {
        var sources: [String: String] = [:]
        for job in jobs {
            if let first = sources[job.fileName] {
                throw .input([context.message("renderSheet.collision", [first, job.source, job.fileName])])
            }
            sources[job.fileName] = job.source
        }
    }

    /// Lays out and renders one job.
    func render(_ job: SheetJob) throws(CLIError) -> (output: RenderOutput, layout: LayoutResult) {
        let layout = WelcomeSheetLayout.layout(
            page: job.page, device: job.device, orientation: job.orientation, colorScheme: job.scheme, locale: job.locale,
            dynamicTypeSize: job.dynamicTypeSize, chrome: job.chrome, measurer: backend.textMeasurer)
        do {
            let output = try backend.render(
                layout.displayList, canvas: layout.canvas, options: options,
                thumbnailPixelsPerPoint: GalleryShots.thumbnailPixelsPerPoint)
            return (output, layout)
        } catch {
            throw .io(path: job.fileName, reason: String(describing: error))
        }
    }
}

/// Where outputs go: a folder, one named file, or standard output.
enum OutputDestination: Sendable {
    case folder(URL)
    case file(URL)
    case standardOutput

    init(_ arguments: ParsedArguments, _ context: CommandContext, count: Int, fileExtension: String) throws(CLIError) {
        let path = arguments[RenderSheetCommand.output]
        guard !path.isEmpty else { throw .usage(.emptyValue(option: "-o")) }
        if path == "-" {
            guard count == 1 else { throw .usage(.invalidValue(option: "-o", value: "-", valid: [context.message("output.stdoutOne")])) }
            self = .standardOutput
        } else if count == 1,
            URL(fileURLWithPath: path).pathExtension.lowercased() == fileExtension || SpecialOutput(at: context.url(for: path)) != nil
        {
            // A device or FIFO (`-o /dev/null`) takes the one output whatever its name.
            self = .file(context.url(for: path))
        } else {
            self = .folder(context.url(for: path))
        }
    }

    func deliver(_ data: Data, named name: String, transaction: OutputTransaction, context: CommandContext) throws(CLIError) {
        switch self {
        case .folder(let url): try transaction.stage(data, to: url.appendingPathComponent(name))
        case .file(let url): try transaction.stage(data, to: url)
        case .standardOutput: try context.writeOutput(data)
        }
    }

    /// Where the outputs went, for the summary line.
    var summary: String {
        switch self {
        case .folder(let url), .file(let url): url.path
        case .standardOutput: "stdout"
        }
    }
}

extension CommandContext {
    /// A render diagnostic as a localized line (English from the backend for codes the CLI
    /// has no message for). The message's values are the subject, then the diagnostic's
    /// arguments (or its English message when it has none).
    func diagnostic(_ diagnostic: RenderDiagnostic) -> String {
        let key = "diagnostic.\(diagnostic.code)"
        guard CLIMessages.table.entries[key] != nil else {
            return "\(diagnostic.severity.rawValue): \(diagnostic.subject): \(diagnostic.message)"
        }
        return message(key, [diagnostic.subject] + (diagnostic.arguments.isEmpty ? [diagnostic.message] : diagnostic.arguments))
    }
}
