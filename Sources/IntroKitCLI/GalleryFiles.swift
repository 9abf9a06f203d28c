import Foundation
import IntroCommandLine
import IntroGalleryFormat
import IntroKit
import IntroRender

/// The CLI's side of a gallery folder: IntroKit's `GalleryFolder` (manifests found, read and
/// checked, merged, the page built) called with the command line's limits, its problems
/// said in the context's language.
struct GalleryFiles {
    let context: CommandContext
    /// The most bytes a manifest is read with (`--max-manifest-bytes`).
    var manifestLimit = GalleryFolder.defaultManifestBytes

    /// `--max-manifest-bytes N`, of `gallery` and `gallery merge`.
    static let maximumManifestBytes = Option(
        "max-manifest-bytes", .positiveInteger(ceiling: Ceiling.inputBytes), default: GalleryFolder.defaultManifestBytes,
        help: "Largest manifest read, in bytes (its entries take about as much memory again)")

    /// The folder at `root`, read within the limits.
    func folder(_ root: URL) -> GalleryFolder {
        GalleryFolder(root, generator: IntroKitTool.generator, manifestLimit: manifestLimit, fileLimit: Ceiling.inputBytes)
    }

    /// What `body` returns, its problem said as an error of the tool.
    func run<Value>(_ body: () throws(GalleryFolderError) -> Value) throws(CLIError) -> Value {
        do { return try body() } catch { throw problem(error) }
    }

    /// A gallery folder's problem in the context's language.
    func problem(_ error: GalleryFolderError) -> CLIError {
        switch error {
        case .unreadable(let path, let problem, let manifest):
            InputFile.problem(problem, path: path, flag: "--" + (manifest ? Self.maximumManifestBytes.name : InputLimits.maximumBytes.name), context)
        case .gallery(let error): .input([context.message(error.message.key, error.message.values)])
        case .outsideFile(let relative, let folder, let refusal):
            .input([context.message("gallery.outsideFile", [relative, folder, context.message(refusal.messageKey)])])
        case .unsafePath(let manifest, let member, let path, let refusal):
            .input([context.message("gallery.unsafePath", [manifest, member, path, context.message(refusal.messageKey)])])
        case .write(let error): .fileWrite(error)
        case .render(let problem): CLIError(problem, context)
        }
    }

    /// Builds the gallery of a folder of outputs (``GalleryFolder/build``), titled after the
    /// folder, its missing and corrupt images said in the context's language. Returns the
    /// page's path and its number of tiles.
    @discardableResult
    func build(
        _ root: URL, manifest: GalleryManifest? = nil, live: Bool = false, problems: [GalleryInputProblem] = [], generation: Int = 0
    ) throws(CLIError) -> (page: URL, tiles: Int) {
        let title = context.message("gallery.title", [root.standardizedFileURL.lastPathComponent])
        return try run { () throws(GalleryFolderError) in
            try folder(root).build(
                title: title, locale: context.locale, manifest: manifest, live: live, problems: problems, generation: generation
            ) { problem in
                switch problem {
                case .missing(let path): context.message("gallery.missingImage", [path])
                case .corrupt(let path, let reason): context.message("gallery.corruptImage", [path, reason])
                }
            }
        }
    }
}

extension IntroKitTool {
    /// What manifests name as their writer (`introkit 0.1.0`).
    static var generator: String { "introkit \(version)" }
}
