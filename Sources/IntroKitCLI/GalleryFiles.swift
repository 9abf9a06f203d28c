import Foundation
import IntroKit
import IntroGallery
import IntroGalleryFormat
import IntroRender

/// Reads and writes the files of a gallery: finds the manifests (or snapshot failure
/// records) under a folder, checks every image and thumbnail, and writes `index.html`,
/// all through an ``OutputTransaction``.
struct GalleryFiles {
    let context: CommandContext
    /// The most bytes a manifest is read with (`--max-manifest-bytes`): its entries decoded
    /// take about as much memory again.
    var manifestLimit = defaultManifestBytes

    /// The most bytes a manifest is read with by default (256 MiB: a matrix of about 50,000
    /// outputs), which keeps `gallery` and `gallery merge` under 1 GB (docs/limits.md).
    static let defaultManifestBytes = 256 << 20
    /// `--max-manifest-bytes N`, of `gallery` and `gallery merge`.
    static let maximumManifestBytes = Option(
        "max-manifest-bytes", .positiveInteger(ceiling: Ceiling.inputBytes), default: defaultManifestBytes,
        help: "Largest manifest read, in bytes (its entries take about as much memory again)")

    /// The relative paths (`a/b/introkit-manifest.json`) of the files under `root` whose name
    /// ends with `suffix`, sorted; hidden folders are skipped.
    func find(_ suffix: String, under root: URL) -> [String] {
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        let base = root.standardizedFileURL.path
        return (walker?.allObjects as? [URL] ?? []).compactMap { url in
            let path = url.standardizedFileURL.path
            guard url.lastPathComponent.hasSuffix(suffix), path.hasPrefix(base + "/") else { return nil }
            return String(path.dropFirst(base.count + 1))
        }.sorted()
    }

    /// Reads a file that must exist and be a regular file (a FIFO is refused, not waited on).
    func read(_ url: URL) throws(CLIError) -> Data {
        try InputFile.read(url.path, ContentLimits(bytes: Ceiling.inputBytes), context)
    }

    /// The bytes of a manifest (or failure record), held to ``manifestLimit``; a FIFO is refused.
    func readManifest(_ url: URL) throws(CLIError) -> Data {
        try InputFile.read(url.path, ContentLimits(bytes: manifestLimit), flag: "--" + Self.maximumManifestBytes.name, context)
    }

    /// The file's bytes, or nil when there is no file there (a link to nothing counts as none).
    func readIfPresent(_ url: URL) throws(CLIError) -> Data? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try read(url)
    }

    /// Every manifest under `root`, its paths made relative to `root`, named `<label>/<folder>`.
    /// A manifest that links out of `root`, or an entry whose path or thumbnail is not a plain
    /// path inside it, is an error naming the manifest and the entry.
    func manifests(under root: URL, label: String) throws(CLIError) -> [GalleryMerge.Source] {
        let found = find(GalleryManifest.fileName, under: root)
        guard !found.isEmpty else { throw message(.nothingFound(folder: root.path)) }
        let boundary = FolderBoundary(root)
        var sources: [GalleryMerge.Source] = []
        for relative in found {
            let url = try file(relative, in: boundary)
            let manifest: GalleryManifest
            do {
                manifest = try GalleryManifest.decode(try readManifest(url), source: url.path)
            } catch let error as GalleryError {
                throw message(error)
            } catch {
                throw error as? CLIError ?? .io(path: url.path, reason: String(describing: error))
            }
            let folder = String(relative.dropLast(GalleryManifest.fileName.count).dropLast())
            try check(manifest, from: url, in: folder, against: boundary)
            sources.append(([label, folder].filter { !$0.isEmpty }.joined(separator: "/"), manifest.rebased(under: folder)))
        }
        return sources
    }

    /// `relative`, a file found under the boundary's folder, when it does not link out of it.
    func file(_ relative: String, in boundary: FolderBoundary) throws(CLIError) -> URL {
        do {
            return try boundary.file(relative)
        } catch {
            throw .input([context.message("gallery.outsideFile", [relative, boundary.folder.path, reason(error)])])
        }
    }

    /// Throws for the first entry of `manifest` (read from `url`, in `folder` of the
    /// boundary's folder) naming a file (``GalleryEntry/outputFiles``) whose path is not
    /// plain or leaves the folder.
    func check(_ manifest: GalleryManifest, from url: URL, in folder: String, against boundary: FolderBoundary)
        throws(CLIError)
    {
        for (index, entry) in manifest.entries.enumerated() {
            for (member, path) in entry.outputFiles {
                do throws(FolderBoundary.Refusal) {
                    if let refusal = FolderBoundary.refusal(of: path) { throw refusal }
                    _ = try boundary.file(folder.isEmpty ? path : folder + "/" + path)
                } catch {
                    throw .input([context.message("gallery.unsafePath", [url.path, "entries[\(index)].\(member)", path, reason(error)])])
                }
            }
        }
    }

    /// A refused path's reason, in the context's language.
    func reason(_ refusal: FolderBoundary.Refusal) -> String {
        context.message(refusal.messageKey)
    }

    /// Every snapshot failure record under `root`, paths relative to `root`, sorted by test.
    func failures(under root: URL) throws(CLIError) -> [SnapshotFailureRecord] {
        var records: [SnapshotFailureRecord] = []
        for relative in find(SnapshotFailureRecord.fileSuffix, under: root) {
            let url = root.appendingPathComponent(relative)
            do {
                let record = try SnapshotFailureRecord.decode(try readManifest(url), source: url.path)
                records.append(record.rebased(under: (relative as NSString).deletingLastPathComponent))
            } catch let error as GalleryError {
                throw message(error)
            } catch {
                throw error as? CLIError ?? .io(path: url.path, reason: String(describing: error))
            }
        }
        return records.sorted { ($0.test, $0.snapshot) < ($1.test, $1.snapshot) }
    }

    /// The manifest with every entry checked against the files under `root`
    /// (`CheckedGallery`, IntroKit), its problems in the context's language and the
    /// thumbnails made again staged in `transaction`.
    func checked(_ manifest: GalleryManifest, root: URL, transaction: OutputTransaction) throws(CLIError) -> GalleryManifest {
        let checked = CheckedGallery(manifest, root: root, read: { try? read($0) }) { problem in
            switch problem {
            case .missing(let path): context.message("gallery.missingImage", [path])
            case .corrupt(let path, let reason): context.message("gallery.corruptImage", [path, reason])
            }
        }
        for (url, data) in checked.thumbnails { try transaction.stage(data, to: url) }
        return checked.manifest
    }

    /// Stages `index.html` in `folder` (and `gallery-live.js` with `gallery-live-data.js` for a live page).
    func stage(_ page: GalleryPage, in folder: URL, transaction: OutputTransaction) throws(CLIError) {
        try transaction.stage(page.html, to: folder.appendingPathComponent(GalleryPage.fileName))
        guard page.live else { return }
        try transaction.stage(page.liveDataScript, to: folder.appendingPathComponent(GalleryPage.liveDataScriptName))
        try transaction.stage(page.liveScript, to: folder.appendingPathComponent(GalleryPage.liveScriptName))
    }

    /// Builds the gallery of a folder of outputs: reads its manifests, checks the images,
    /// writes `index.html`. Returns the page's path and its number of tiles. A `live` page
    /// (watch mode) also gets `gallery-live.js` and `gallery-live-data.js`, with the inputs'
    /// `problems` and a `generation`.
    /// With `manifest` (what a command just wrote there), the folder's manifests are not read again.
    @discardableResult
    func build(
        _ root: URL, manifest: GalleryManifest? = nil, live: Bool = false, problems: [GalleryInputProblem] = [], generation: Int = 0
    ) throws(CLIError) -> (page: URL, tiles: Int) {
        var merged: GalleryManifest
        do {
            merged = try manifest ?? GalleryMerge.merge(manifests(under: root, label: ""), generator: IntroKitTool.generator)
        } catch let error as GalleryError {
            throw message(error)
        } catch {
            throw error as? CLIError ?? .io(path: root.path, reason: String(describing: error))
        }
        merged.problems = problems
        merged.generation = generation
        let transaction = OutputTransaction()
        do {
            let manifest = try checked(merged, root: root, transaction: transaction)
            let page = GalleryPage(title: title(for: root), locale: context.locale, content: .previews(manifest), live: live)
            try stage(page, in: root, transaction: transaction)
            try transaction.commit()
            return (root.appendingPathComponent(GalleryPage.fileName), manifest.entries.count)
        } catch {
            transaction.rollback()
            throw error
        }
    }

    /// The page's title: the folder's name.
    func title(for folder: URL) -> String {
        context.message("gallery.title", [folder.standardizedFileURL.lastPathComponent])
    }

    /// A gallery error as an input error, in the context's language.
    func message(_ error: GalleryError) -> CLIError {
        .input([context.message(error.message.key, error.message.values)])
    }
}

extension IntroKitTool {
    /// What manifests name as their writer (`introkit 0.1.0`).
    static var generator: String { "introkit \(version)" }
}
