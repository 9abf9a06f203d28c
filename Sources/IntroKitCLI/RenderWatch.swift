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

extension WatchedInputs {
    /// A unit per input file of the command line; all of them re-rendered when a file of
    /// `--strings` (and, when `assets`, of `--assets`) changes.
    init(files: [String], _ arguments: ParsedArguments, _ context: CommandContext, assets: Bool) {
        self.init(
            files: files.map { ($0, context.url(for: $0)) }, assets: assets ? arguments[AssetOptions.path].map(context.url(for:)) : nil,
            strings: arguments[ContentStrings.path].map(context.url(for:)))
    }
}
