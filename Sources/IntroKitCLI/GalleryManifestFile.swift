import Foundation
import IntroGalleryFormat

/// The manifest of an output folder, `introkit-manifest.json`, that every render into a
/// folder updates: entries for the files it wrote replace those for the same paths.
struct GalleryManifestFile {
    let folder: URL

    var url: URL { folder.appendingPathComponent(GalleryManifest.fileName) }

    /// The manifest already in the folder; a fresh one when there is none or it cannot be
    /// read (it is then rewritten whole).
    func existing() -> GalleryManifest {
        guard let data = try? Data(contentsOf: url),
            let manifest = try? GalleryManifest.decode(data, source: url.path)
        else { return GalleryManifest(generator: IntroKitTool.generator) }
        return manifest
    }

    /// Stages the folder's manifest with `entries` added, in `transaction`.
    @discardableResult
    func stage(_ entries: [GalleryEntry], problems: [GalleryInputProblem]? = nil, in transaction: OutputTransaction)
        throws(CLIError) -> GalleryManifest
    {
        var manifest = existing()
        manifest.generator = IntroKitTool.generator
        manifest.update(with: entries)
        if let problems { manifest.problems = problems }
        try transaction.stage(manifest.json, to: url)
        return manifest
    }
}
