import Foundation
import IntroCommandLine
import IntroGalleryFormat
import IntroKit
import IntroPreviews
import IntroRender
import IntroUI

/// `introkit previews PATH…`: every `#Preview` and `PreviewProvider` preview of the SwiftUI
/// files given (or under the folders given), built against IntroKit's modules
/// (``PreviewsPipeline``) and rendered on the device matrix into files named
/// `<name>[.<language>]-<device>-<orientation>-<scheme>[-<size>].<ext>`, the name the
/// preview's or its file's name and index. A preview that fails or traps costs its outputs;
/// the others are written and the run exits 1.
struct PreviewsCommand: Command {
    let name = "previews"
    let summaryKey = "previews.summary"
    let positionals = Positionals.oneOrMore("PATH")

    /// The devices, orientations and schemes; one device by default, as Xcode's canvas shows.
    static let targets = PreviewTargets.Options(
        orientations: [.portrait], schemes: [.light], devices: [DeviceCatalog.previewDefault], devicesShown: DeviceCatalog.previewDefault.id)
    static let list = Option.flag("list", help: "Print each preview found (file:line: name) without building")
    static let layoutJSON = Option.flag("layout-json", help: "Also write each output's layout (frames in points) as <output>.layout.json")
    static let layoutTiming = Option(
        "layout-timing", ValueParser.positiveInteger(ceiling: 100_000).optional, default: nil, shown: .described("off"),
        help: "Also lay each output's view out N more times and print its layout time, per layout and per view")
    static let timeout = Option(
        "timeout", .positiveInteger(ceiling: Ceiling.readTimeout), default: PreviewRunSpec.defaultStallLimit,
        help: "Seconds a preview may take to finish an output (or a show's story) before it is stopped and the next is drawn")
    static let cache = Option(
        "cache", ValueParser.string("DIR").optional, default: nil, shown: .described("$INTROKIT_PREVIEWS_CACHE, else ~/.cache/introkit/previews"),
        help: "Folder of the previews build (macro plugin, shims, runners), reused while the inputs are unchanged")

    let options: [any OptionDeclaration] = [
        targets.devices, targets.orientations, targets.schemes, RenderSheetCommand.backend, RenderSheetCommand.scale, RenderSheetCommand.accessibility,
        CommonOptions.dynamicTypes, CommonOptions.statusBar,
        RenderSheetCommand.output, RenderSheetCommand.maximumPixels, InputLimits.maximumBytes, list, layoutJSON, layoutTiming, timeout, cache, CommonOptions.quiet, GalleryOptions.gallery,
        GalleryOptions.watch,
    ] + PreviewsStoriesOptions.all

    func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> Int32 {
        let paths = arguments.positionals
        if arguments[Self.list] {
            let sources = try previewsCall(context) { () throws(PreviewsError) in
                let files = try PreviewsPipeline.swiftFiles(paths, currentDirectory: context.currentDirectory)
                return try PreviewsPipeline.sources(files, currentDirectory: context.currentDirectory, limit: arguments[InputLimits.maximumBytes])
            }
            for preview in PreviewsPipeline.discover(sources) { try context.print(preview.listLine) }
            for story in PreviewsPipeline.discoverStories(sources) { try context.print(story.listLine) }
            return 0
        }
        guard arguments[GalleryOptions.watch] else {
            try render(paths, arguments, context)
            return 0
        }
        let folder = try GalleryOptions.watchFolder(arguments[RenderSheetCommand.output], context)
        // The files compile together: one unit, re-rendered when any `.swift` file given or
        // under a folder given is saved (the runner is rebuilt, IntroKit is not).
        let watch = RenderWatch(
            inputs: WatchedInputs(sources: paths.map(context.url(for:)), named: paths.joined(separator: " ")), folder: folder,
            context: context)
        try watch.run { _ throws(CLIError) in try render(paths, arguments, context, quietly: true) }
    }

    /// Builds and renders the previews of `paths`; returns how many outputs were written.
    @discardableResult
    func render(_ paths: [String], _ arguments: ParsedArguments, _ context: CommandContext, quietly: Bool = false) throws(CLIError) -> Int {
        let started = Date()
        let quiet = quietly || arguments[CommonOptions.quiet]
        let request = PreviewsRequest(
            paths: paths, spec: try spec(arguments, context), cache: cacheFolder(arguments, context), currentDirectory: context.currentDirectory,
            maximumSourceBytes: arguments[InputLimits.maximumBytes])
        let plan = try previewsCall(context) { () throws(PreviewsError) in try PreviewsPipeline.plan(request) }
        let environment = try previewsCall(context) { () throws(PreviewsError) in try PreviewBuildEnvironment.current(environment: context.environment) }
        var progress: ProgressBar?
        let result = try previewsCall(context) { () throws(PreviewsError) in
            try PreviewsPipeline.run(plan, environment: environment) { finished, total in
                if progress == nil { progress = ProgressBar(total: total, context: context, quiet: quiet) }
                progress?.advance(finished)
            }
        }
        progress?.finish()
        let fileExtension = result.outputExtension(otherwise: arguments[RenderSheetCommand.backend].fileExtension)
        let destination = try OutputDestination(arguments, context, count: result.outputs.count, fileExtension: fileExtension)
        let delivery = RenderDelivery(destination: destination, context: context)
        let delivered = try result.deliver(into: delivery)
        for (fileName, time) in delivered.layoutTimes { try context.print(layoutTimeLine(fileName, time, context)) }
        try delivery.finish(
            entries: delivered.entries, diagnostics: delivered.diagnostics, failures: delivered.failures.flatMap { message($0, context) },
            keepsOthers: true,
            gallery: arguments[GalleryOptions.gallery] && !quietly, quiet: quiet, context)
        if !quiet {
            let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
            context.printError(context.message("previews.done", [String(delivered.entries.count), seconds, destination.summary]))
        }
        return result.outputs.count
    }

    /// The runner's spec of the command line.
    func spec(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> PreviewRunSpec {
        let targets = PreviewTargets(arguments, Self.targets)
        let locales = GlobalOptions.locales(arguments).filter { $0 != "all" }
        var spec = PreviewRunSpec(
            devices: targets.devices.map(\.id), orientations: targets.orientations, colorSchemes: targets.schemes,
            dynamicTypeSizes: CommonOptions.dynamicTypeSizes(arguments), locales: locales.isEmpty ? ["en"] : locales,
            backend: arguments[RenderSheetCommand.backend].name, scale: arguments[RenderSheetCommand.scale],
            pixelLimit: arguments[RenderSheetCommand.maximumPixels], layoutJSON: arguments[Self.layoutJSON],
            currentDirectory: context.currentDirectory.path)
        spec.showsStatusBar = arguments[CommonOptions.statusBar]
        spec.layoutTimingRuns = arguments[Self.layoutTiming] ?? 0
        spec.stallLimit = arguments[Self.timeout]
        spec.stories = try PreviewsStoriesOptions.spec(arguments, context)
        spec.accessibility = AccessibilityDrawing(arguments)
        return spec
    }

    /// The build cache: `--cache`, else IntroPreviews' default (`PreviewsRequest.cacheFolder`).
    func cacheFolder(_ arguments: ParsedArguments, _ context: CommandContext) -> URL {
        PreviewsRequest.cacheFolder(arguments[Self.cache], environment: context.environment, resolve: context.url(for:))
    }

    /// `--layout-timing`'s line of one output: its nodes, the time per layout and per node.
    func layoutTimeLine(_ fileName: String, _ time: ViewLayoutTime, _ context: CommandContext) -> String {
        context.message(
            "previews.layoutTime",
            [fileName, String(time.nodes), String(format: "%.1f", time.nanoseconds / 1000), String(format: "%.3f", time.nanosecondsPerNode / 1000)])
    }

    /// The lines of one preview's failure.
    func message(_ failure: PreviewFailure, _ context: CommandContext) -> [String] {
        switch failure {
        case .problem(let problem): CLIError(problem, context).messages(locale: context.locale)
        case .trapped(let preview, let signal, let message):
            [context.message("previews.trapped", [preview, String(signal), message])]
        case .unregistered(let preview): [context.message("previews.unregistered", [preview])]
        case .stalled(let preview, let seconds): [context.message("previews.stalled", [preview, String(seconds), "--timeout"])]
        }
    }

    /// Runs a step of the pipeline, its error said in words.
    func previewsCall<T>(_ context: CommandContext, _ body: () throws(PreviewsError) -> T) throws(CLIError) -> T {
        do throws(PreviewsError) {
            return try body()
        } catch {
            switch error {
            case .environment(let what, let path): throw .input([context.message("previews.environment", [what, path])])
            case .unreadable(let path, let reason): throw .io(path: path, reason: reason)
            case .unreadableSource(let path, let problem): throw InputFile.problem(problem, path: path, flag: "--" + InputLimits.maximumBytes.name, context)
            case .sourceNotUTF8(let path): throw .input([context.message("previews.notUTF8", [path])])
            case .noStoryTypes(let files): throw .input([context.message("previews.noStories", [files.joined(separator: ", ")])])
            case .noSwiftFiles(let path): throw .input([context.message("previews.noSwiftFiles", [path])])
            case .compile(let diagnostics): throw .input(diagnostics)
            case .build(let what, let output): throw .input([context.message("previews.build", [what, output])])
            case .runner(let reason): throw .input([context.message("previews.runner", [reason])])
            case .plan(let problem): throw CLIError(problem, context)
            }
        }
    }
}
