import Foundation
import IntroCommandLine
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

    /// Renders all inputs, then watches until the process is interrupted (Ctrl-C): IntroKit's
    /// `WatchLoop`, each render's outcome said here.
    func run(_ render: @escaping (String) throws(CLIError) -> Int) throws(CLIError) -> Never {
        let manifest = folder.appendingPathComponent(GalleryManifest.fileName)
        if !FileManager.default.fileExists(atPath: manifest.path) {
            try AtomicFile.write(GalleryManifest(generator: IntroKitTool.generator).json, to: manifest)
        }
        let files = GalleryFiles(context: context)
        #if canImport(Glibc)
        var loop = WatchLoop(inputs: inputs, render: { unit in say(unit.name, render) }) {
            problems, generation throws(CLIError) in try files.build(folder, live: true, problems: problems, generation: generation)
        }
        try loop.run(
            watching: {
                context.printError(
                    context.message("watch.watching", [String(inputs.units.count), folder.appendingPathComponent(GalleryPage.fileName).path]))
            }, unavailable: { CLIError.io(path: $0.path, reason: $0.reason) })
        #else
        throw .io(path: folder.path, reason: context.message("watch.unavailable", [folder.path, "inotify"]))
        #endif
    }

    /// Renders `name` and says how it went: its count of files, or its errors, which are returned.
    func say(_ name: String, _ render: (String) throws(CLIError) -> Int) -> [String]? {
        do {
            let count = try render(name)
            context.printError(context.message("watch.rendered", [name, String(count)]))
            return nil
        } catch {
            let lines = error.messages(locale: context.locale)
            context.printError(context.message("watch.failed", [name]))
            for line in lines { context.printError("  " + line) }
            return lines
        }
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
