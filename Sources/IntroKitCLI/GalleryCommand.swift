import Foundation
import IntroCommandLine
import IntroGallery
import IntroGalleryFormat
import IntroKit

/// `introkit gallery DIR`: `DIR/index.html`, a page of every output rendered into `DIR` (and
/// its subfolders); with `--snapshots`, a review of the snapshot failures recorded there.
struct GalleryCommand: Command {
    let name = "gallery"
    let summaryKey = "gallery.summary"
    let positionals = Positionals.one("DIR")
    static let snapshots = Option.flag("snapshots", help: "DIR holds snapshot failures (INTROKIT_ARTIFACTS), not previews")
    static let quiet = Option.flag("quiet", short: "q", help: "No summary line")
    let options: [any OptionDeclaration] = [snapshots, quiet, GalleryFiles.maximumManifestBytes]

    func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> Int32 {
        let folder = context.url(for: arguments.firstPositional)
        let quiet = arguments[Self.quiet]
        let limit = arguments[GalleryFiles.maximumManifestBytes]
        let files = GalleryFiles(context: context, manifestLimit: limit)
        guard arguments[Self.snapshots] else {
            try GalleryOptions.writeGallery(of: folder, quiet: quiet, manifestLimit: limit, context)
            return 0
        }
        let title = context.message("gallery.snapshotsTitle", [folder.standardizedFileURL.lastPathComponent])
        let review = try files.run { () throws(GalleryFolderError) in try files.folder(folder).writeReview(title: title, locale: context.locale) }
        if review.failures == 0 { context.printError(context.message("gallery.noFailures", [folder.path])) }
        if !quiet { context.printError(context.message("gallery.wroteSnapshots", [review.page.path, String(review.failures)])) }
        return 0
    }
}

/// `introkit gallery merge DIR… -o REPORT`: the outputs of CI shards copied into one folder
/// with one manifest and one gallery; an output claimed by two shards is an error naming both.
struct GalleryMergeCommand: Command {
    let name = "gallery merge"
    let summaryKey = "gallery.merge.summary"
    let positionals = Positionals.oneOrMore("DIR")
    static let output = Option(
        required: "output", short: "o", .string("REPORT"), help: "Folder the merged outputs and index.html are written to")
    let options: [any OptionDeclaration] = [output, GalleryCommand.quiet, GalleryFiles.maximumManifestBytes]

    func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> Int32 {
        let report = context.url(for: arguments[required: Self.output])
        let files = GalleryFiles(context: context, manifestLimit: arguments[GalleryFiles.maximumManifestBytes])
        let shards = arguments.positionals.map { (label: $0, folder: files.folder(context.url(for: $0))) }
        let merged = try files.run { () throws(GalleryFolderError) in try files.folder(report).merge(shards) }
        try GalleryOptions.writeGallery(of: report, manifest: merged, quiet: arguments[GalleryCommand.quiet], context)
        return 0
    }
}

/// The gallery options of the render commands.
enum GalleryOptions {
    /// `--gallery`: also write `index.html` for the output folder.
    static let gallery = Option.flag("gallery", help: "Also write index.html, a gallery of the output folder")
    /// `--watch`: keep running and re-render what is saved.
    static let watch = Option.flag(
        "watch", help: "Keep running: re-render what a saved file changes (an input, an asset, a string file); the gallery refreshes itself")

    /// The folder `-o` names for `--watch`, which writes a gallery there: not a file, not stdout.
    static func watchFolder(_ output: String, _ context: CommandContext) throws(CLIError) -> URL {
        guard output != "-", URL(fileURLWithPath: output).pathExtension.isEmpty else {
            throw .usage(.invalidValue(option: "--watch", value: "-o " + output, valid: [context.message("watch.needsFolder")]))
        }
        return context.url(for: output)
    }

    /// Writes the gallery of `folder` and, unless quiet, says where it is; `manifest`, when
    /// given, is the folder's whole manifest, just written (it is not read again); manifests
    /// read are held to `manifestLimit` bytes.
    static func writeGallery(
        of folder: URL, manifest: GalleryManifest? = nil, quiet: Bool, manifestLimit: Int = GalleryFolder.defaultManifestBytes,
        _ context: CommandContext
    ) throws(CLIError) {
        let built = try GalleryFiles(context: context, manifestLimit: manifestLimit).build(folder, manifest: manifest)
        if !quiet { context.printError(context.message("gallery.wrote", [built.page.path, String(built.tiles)])) }
    }
}
