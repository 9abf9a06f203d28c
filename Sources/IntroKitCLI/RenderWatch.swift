import Foundation
import IntroGallery
import IntroGalleryFormat

/// `--watch`: renders every input, writes a live gallery, then re-renders an input each time
/// it is saved (every input when a file of `--assets` or `--strings` changes; for `previews`,
/// all its files together when one of them is saved). An input that turns invalid
/// keeps its last good images; its errors go to the terminal and to the top of the gallery,
/// which the open page picks up by polling `gallery-live.js`.
struct RenderWatch {
    /// What is rendered, and reported, as one: an input as given, or all of a command's inputs
    /// (the `.swift` files of `previews` compile together), and the files whose save
    /// re-renders it alone.
    struct Unit {
        /// The input (or inputs) as given, as messages and the gallery's problems name it.
        var name: String
        /// Files whose save re-renders this unit only.
        var files: [URL]
    }

    /// What is rendered, in order.
    let units: [Unit]
    /// The output folder, where the gallery is written.
    let folder: URL
    /// What every unit depends on (`--assets`, `--strings`; the folders `previews` was given):
    /// a change re-renders them all.
    let shared: SharedInputs
    let context: CommandContext

    /// A unit per input file, re-rendered when that file is saved.
    init(inputs: [String], folder: URL, shared: SharedInputs, context: CommandContext) {
        self.init(
            units: inputs.map { Unit(name: $0, files: [context.url(for: $0).standardizedFileURL]) }, folder: folder, shared: shared,
            context: context)
    }

    /// Units of their own.
    init(units: [Unit], folder: URL, shared: SharedInputs, context: CommandContext) {
        self.units = units
        self.folder = folder
        self.shared = shared
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
            let published = units.compactMap { unit in problems[unit.name].map { GalleryInputProblem(file: unit.name, messages: $0) } }
            try files.build(folder, live: true, problems: published, generation: generation)
        }
        let manifest = GalleryManifestFile(folder: folder, context: context)
        if !FileManager.default.fileExists(atPath: manifest.url.path) {
            try AtomicFile.write(GalleryManifest(generator: IntroKitTool.generator).json, to: manifest.url)
        }
        let names = units.map(\.name)
        try renderAndPublish(names)
        #if canImport(Glibc)
        let watcher = try FileWatcher(files: units.flatMap(\.files) + shared.files, folders: shared.folders)
        context.printError(
            context.message("watch.watching", [String(units.count), folder.appendingPathComponent(GalleryPage.fileName).path]))
        while true {
            let changed = watcher.nextChanges()
            let saved = shared.isChanged(by: changed) ? names : units.filter { $0.files.contains { changed.contains($0.path) } }.map(\.name)
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
    /// When set, only changes of files with this ending count (`.swift` for `previews`, whose
    /// output folder may be inside a folder it watches).
    var fileSuffix: String?

    /// The `.swift` files and folders `previews` was given: a save of any `.swift` file among
    /// them, or under them, counts.
    init(sources paths: [String], _ context: CommandContext) {
        for path in paths {
            let url = context.url(for: path).standardizedFileURL
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
                folders.append(url)
            } else {
                files.append(url)
            }
        }
        fileSuffix = ".swift"
    }

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
            (fileSuffix.map(path.hasSuffix) ?? true)
                && (files.contains { $0.path == path } || folders.contains { path.hasPrefix($0.path + "/") })
        }
    }
}
