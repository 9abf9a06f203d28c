import Foundation
import IntroGallery
import IntroGalleryFormat

/// `--watch`: renders every input, writes a live gallery, then re-renders an input each time
/// it is saved (every input when a file of `--assets` or `--strings` changes). An input that turns invalid
/// keeps its last good images; its errors go to the terminal and to the top of the gallery,
/// which the open page picks up by polling `gallery-live.js`.
struct RenderWatch {
    /// The input files, as given.
    let inputs: [String]
    /// The output folder, where the gallery is written.
    let folder: URL
    /// What every input depends on (`--assets`, `--strings`): a change re-renders them all.
    let shared: SharedInputs
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
            let published = inputs.compactMap { path in problems[path].map { GalleryInputProblem(file: path, messages: $0) } }
            try files.build(folder, live: true, problems: published, generation: generation)
        }
        let manifest = GalleryManifestFile(folder: folder, context: context)
        if !FileManager.default.fileExists(atPath: manifest.url.path) {
            try AtomicFile.write(GalleryManifest(generator: IntroKitTool.generator).json, to: manifest.url)
        }
        try renderAndPublish(inputs)
        let urls = inputs.map { context.url(for: $0).standardizedFileURL }
        #if canImport(Glibc)
        let watcher = try FileWatcher(files: urls + shared.files, folders: shared.folders)
        context.printError(
            context.message("watch.watching", [String(inputs.count), folder.appendingPathComponent(GalleryPage.fileName).path]))
        while true {
            let changed = watcher.nextChanges()
            let saved = shared.isChanged(by: changed) ? inputs : zip(inputs, urls).filter { changed.contains($0.1.path) }.map(\.0)
            if !saved.isEmpty { try renderAndPublish(saved) }
        }
        #else
        throw .io(path: folder.path, reason: context.message("watch.unavailable", [folder.path, "inotify"]))
        #endif
    }
}

/// The files and folders every input of a watched render depends on.
struct SharedInputs {
    /// Files (a String Catalog).
    var files: [URL] = []
    /// Folders whose files count (`--assets`, each `LANG.lproj` of a `--strings` folder).
    var folders: [URL] = []

    /// What `--assets` and `--strings` name, when given.
    init(_ arguments: ParsedArguments, _ context: CommandContext, assets: Bool) {
        if assets, let path = arguments[AssetOptions.path] { folders.append(context.url(for: path).standardizedFileURL) }
        guard let path = arguments[ContentStrings.path] else { return }
        let url = context.url(for: path).standardizedFileURL
        let children = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        if children.isEmpty {
            files.append(url)
        } else {
            folders += children.filter { $0.hasSuffix(".lproj") }.map { url.appendingPathComponent($0) }
        }
    }

    /// Whether one of the `changed` paths is a shared file or inside a shared folder.
    func isChanged(by changed: Set<String>) -> Bool {
        changed.contains { path in
            files.contains { $0.path == path } || folders.contains { path.hasPrefix($0.path + "/") }
        }
    }
}
