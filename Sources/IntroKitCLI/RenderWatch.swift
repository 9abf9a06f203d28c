import Foundation
import IntroGallery
import IntroGalleryFormat
import IntroKit

/// `--watch`: renders every input, writes a live gallery, then re-renders an input each time
/// it is saved (every input when a file of `--assets` or `--strings` changes; for `previews`,
/// all its files together when one of them is saved). An input that turns invalid
/// keeps its last good images; its errors go to the terminal and to the top of the gallery,
/// which the open page picks up by polling `gallery-live.js`.
struct RenderWatch {
    /// What is rendered, in order, and what each part depends on (IntroKit's).
    let inputs: WatchedInputs
    /// The output folder, where the gallery is written.
    let folder: URL
    let context: CommandContext

    /// A unit per input file, re-rendered when that file is saved; all of them when a file of
    /// `shared` changes.
    init(inputs: [String], folder: URL, shared: SharedInputs, context: CommandContext) {
        let units = inputs.map { WatchedInputs.Unit(name: $0, files: [context.url(for: $0).standardizedFileURL]) }
        self.init(inputs: WatchedInputs(units: units, assets: shared.assets, strings: shared.strings), folder: folder, context: context)
    }

    /// Inputs of their own.
    init(inputs: WatchedInputs, folder: URL, context: CommandContext) {
        self.inputs = inputs
        self.folder = folder
        self.context = context
    }

    /// Renders all inputs, then watches until the process is interrupted (Ctrl-C).
    func run(_ render: (String) throws(CLIError) -> Int) throws(CLIError) -> Never {
        var problems: [String: [String]] = [:]
        var generation = 0
        let files = GalleryFiles(context: context)
        func renderAndPublish(_ paths: [String]) throws(CLIError) {
            for path in paths {
                do {
                    let count = try render(path)
                    problems[path] = nil
                    context.printError(context.message("watch.rendered", [path, String(count)]))
                } catch {
                    problems[path] = error.messages(locale: context.locale)
                    context.printError(context.message("watch.failed", [path]))
                    for line in problems[path] ?? [] { context.printError("  " + line) }
                }
            }
            generation += 1
            let published = inputs.units.compactMap { unit in problems[unit.name].map { GalleryInputProblem(file: unit.name, messages: $0) } }
            try files.build(folder, live: true, problems: published, generation: generation)
        }
        let manifest = GalleryManifestFile(folder: folder, context: context)
        if !FileManager.default.fileExists(atPath: manifest.url.path) {
            try AtomicFile.write(GalleryManifest(generator: IntroKitTool.generator).json, to: manifest.url)
        }
        try renderAndPublish(inputs.units.map(\.name))
        #if canImport(Glibc)
        let watcher: FileWatcher
        do { watcher = try inputs.watcher() } catch { throw .io(path: error.path, reason: error.reason) }
        context.printError(
            context.message("watch.watching", [String(inputs.units.count), folder.appendingPathComponent(GalleryPage.fileName).path]))
        while true {
            let saved = inputs.units(changedBy: watcher.nextChanges()).map(\.name)
            if !saved.isEmpty { try renderAndPublish(saved) }
        }
        #else
        throw .io(path: folder.path, reason: context.message("watch.unavailable", [folder.path, "inotify"]))
        #endif
    }
}

/// The `--assets` and `--strings` a watched render was given, as files, for IntroKit's
/// `WatchedInputs`.
struct SharedInputs {
    /// The assets folder or catalog, when `--assets` counts and is given.
    var assets: URL?
    /// The String Catalog or strings folder, when `--strings` is given.
    var strings: URL?

    /// What `--assets` (when `assets`) and `--strings` name.
    init(_ arguments: ParsedArguments, _ context: CommandContext, assets: Bool) {
        self.assets = assets ? arguments[AssetOptions.path].map(context.url(for:)) : nil
        strings = arguments[ContentStrings.path].map(context.url(for:))
    }
}
