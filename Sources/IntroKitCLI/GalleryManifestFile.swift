import Foundation
import IntroGalleryFormat
import IntroKit

/// The manifest of an output folder, `introkit-manifest.json`, that every render into a
/// folder updates: entries for the files it wrote replace those for the same paths
/// (IntroKit's `GalleryFolder.manifest(adding:problems:)`), staged in the command's transaction.
struct GalleryManifestFile {
    let folder: URL
    let context: CommandContext

    var url: URL { folder.appendingPathComponent(GalleryManifest.fileName) }

    /// Stages the folder's manifest with `entries` added, in `transaction`.
    @discardableResult
    func stage(_ entries: [GalleryEntry], problems: [GalleryInputProblem]? = nil, in transaction: OutputTransaction)
        throws(CLIError) -> GalleryManifest
    {
        let files = GalleryFiles(context: context)
        let manifest = try files.run { () throws(GalleryFolderError) in try files.folder(folder).manifest(adding: entries, problems: problems) }
        try transaction.stage(manifest.json, to: url)
        return manifest
    }
}
