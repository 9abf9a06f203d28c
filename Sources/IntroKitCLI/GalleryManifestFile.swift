import Foundation
import IntroGalleryFormat
import IntroRender

/// The manifest of an output folder, `introkit-manifest.json`, that every render into a
/// folder updates: entries for the files it wrote replace those for the same paths.
struct GalleryManifestFile {
    let folder: URL
    let context: CommandContext

    var url: URL { folder.appendingPathComponent(GalleryManifest.fileName) }

    /// The manifest already in the folder; a fresh one when there is none or it does not
    /// decode (an older format: it is then rewritten whole). One that is not a regular file,
    /// links out of the folder or is larger than a gallery reads is an error, never waited on.
    func existing() throws(CLIError) -> GalleryManifest {
        let fresh = GalleryManifest(generator: IntroKitTool.generator)
        guard (try? FileManager.default.attributesOfItem(atPath: url.path)) != nil else { return fresh }
        let files = GalleryFiles(context: context)
        let data = try files.readManifest(try files.file(GalleryManifest.fileName, in: FolderBoundary(folder)))
        return (try? GalleryManifest.decode(data, source: url.path)) ?? fresh
    }

    /// Stages the folder's manifest with `entries` added, in `transaction`.
    @discardableResult
    func stage(_ entries: [GalleryEntry], problems: [GalleryInputProblem]? = nil, in transaction: OutputTransaction)
        throws(CLIError) -> GalleryManifest
    {
        var manifest = try existing()
        manifest.generator = IntroKitTool.generator
        manifest.update(with: entries)
        if let problems { manifest.problems = problems }
        try transaction.stage(manifest.json, to: url)
        return manifest
    }
}
