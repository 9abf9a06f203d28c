import Foundation
import IntroGallery
import IntroGalleryFormat
import IntroRender
import IntroSystem

/// Why a gallery folder could not be read or written: values the caller words.
public enum GalleryFolderError: Error, FileWriteFailure {
    /// The file at `path` could not be read; `manifest` when it was read as a manifest or
    /// failure record (held to ``GalleryFolder/manifestLimit``), else as an image (held to
    /// ``GalleryFolder/fileLimit``).
    case unreadable(path: String, FileReadError, manifest: Bool)
    /// A manifest or failure record that does not decode, or manifests that do not merge.
    case gallery(GalleryError)
    /// `relative`, found under `folder`, links out of it.
    case outsideFile(relative: String, folder: String, FolderBoundary.Refusal)
    /// The manifest at `manifest` has an entry whose `member` (`entries[3].thumbnail`) is a
    /// `path` that is not plain or leaves the folder.
    case unsafePath(manifest: String, member: String, path: String, FolderBoundary.Refusal)
    /// A file could not be written.
    case write(FileWriteError)
    /// A render into the folder failed (a video that could not be encoded).
    case render(RenderProblem)

    /// A failed write, as ``write(_:)``.
    public static func fileWrite(_ error: FileWriteError) -> GalleryFolderError { .write(error) }
}

/// A folder of outputs and its gallery: the manifests (or snapshot failure records) under
/// it found and read within their limit and the folder, every entry's paths checked, the
/// folder's own manifest updated, shards merged into it and `index.html` built — reads and
/// writes through IntroSystem, every problem a ``GalleryFolderError``.
public struct GalleryFolder: Sendable {
    /// The most bytes a manifest is read with by default (256 MiB: a matrix of about 50,000
    /// outputs), which keeps `gallery` and `gallery merge` under 1 GB (docs/limits.md).
    public static let defaultManifestBytes = 256 << 20

    /// The folder.
    public let root: URL
    /// What manifests written here name as their writer (`introkit 0.1.0`).
    public let generator: String
    /// The most bytes a manifest is read with: its entries decoded take about as much memory again.
    public var manifestLimit: Int
    /// The most bytes an image or thumbnail is read with.
    public var fileLimit: Int

    /// The folder at `root`, with the limits of its reads.
    public init(_ root: URL, generator: String, manifestLimit: Int = defaultManifestBytes, fileLimit: Int) {
        self.root = root
        self.generator = generator
        self.manifestLimit = manifestLimit
        self.fileLimit = fileLimit
    }

    /// The relative paths (`a/b/introkit-manifest.json`) of the files under the folder whose
    /// name ends with `suffix`, sorted; hidden folders are skipped.
    func find(_ suffix: String) -> [String] {
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        let base = root.standardizedFileURL.path
        return (walker?.allObjects as? [URL] ?? []).compactMap { url in
            let path = url.standardizedFileURL.path
            guard url.lastPathComponent.hasSuffix(suffix), path.hasPrefix(base + "/") else { return nil }
            return String(path.dropFirst(base.count + 1))
        }.sorted()
    }

    /// The bytes of a file that must exist and be a regular file (a FIFO is refused, not
    /// waited on), held to ``fileLimit``.
    public func read(_ url: URL) throws(GalleryFolderError) -> Data {
        do { return try BoundedRead.contents(ofFile: url.path, limit: fileLimit) } catch {
            throw .unreadable(path: url.path, error, manifest: false)
        }
    }

    /// The bytes of a manifest (or failure record), held to ``manifestLimit``; a FIFO is refused.
    func readManifest(_ url: URL) throws(GalleryFolderError) -> Data {
        do { return try BoundedRead.contents(ofFile: url.path, limit: manifestLimit) } catch {
            throw .unreadable(path: url.path, error, manifest: true)
        }
    }

    /// `relative`, a file under the boundary's folder, when it does not link out of it.
    static func file(_ relative: String, in boundary: FolderBoundary) throws(GalleryFolderError) -> URL {
        do throws(FolderBoundary.Refusal) {
            return try boundary.file(relative)
        } catch {
            throw .outsideFile(relative: relative, folder: boundary.folder.path, error)
        }
    }

    /// Every manifest under the folder, its paths made relative to it, named `<label>/<folder>`.
    /// A manifest that links out of the folder, or an entry whose path or thumbnail is not a
    /// plain path inside it, is an error naming the manifest and the entry.
    public func manifests(label: String) throws(GalleryFolderError) -> [GalleryMerge.Source] {
        let found = find(GalleryManifest.fileName)
        guard !found.isEmpty else { throw .gallery(.nothingFound(folder: root.path)) }
        let boundary = FolderBoundary(root)
        var sources: [GalleryMerge.Source] = []
        for relative in found {
            let url = try Self.file(relative, in: boundary)
            let data = try readManifest(url)
            let manifest: GalleryManifest
            do throws(GalleryError) {
                manifest = try GalleryManifest.decode(data, source: url.path)
            } catch {
                throw .gallery(error)
            }
            let folder = String(relative.dropLast(GalleryManifest.fileName.count).dropLast())
            try Self.check(manifest, from: url, in: folder, against: boundary)
            sources.append(([label, folder].filter { !$0.isEmpty }.joined(separator: "/"), manifest.rebased(under: folder)))
        }
        return sources
    }

    /// Throws for the first entry of `manifest` (read from `url`, in `folder` of the
    /// boundary's folder) naming a file (`GalleryEntry.outputFiles`) whose path is not
    /// plain or leaves the folder.
    static func check(_ manifest: GalleryManifest, from url: URL, in folder: String, against boundary: FolderBoundary)
        throws(GalleryFolderError)
    {
        for (index, entry) in manifest.entries.enumerated() {
            for (member, path) in entry.outputFiles {
                do throws(FolderBoundary.Refusal) {
                    if let refusal = FolderBoundary.refusal(of: path) { throw refusal }
                    _ = try boundary.file(folder.isEmpty ? path : folder + "/" + path)
                } catch {
                    throw .unsafePath(manifest: url.path, member: "entries[\(index)].\(member)", path: path, error)
                }
            }
        }
    }

    /// Every snapshot failure record under the folder, paths relative to it, sorted by test.
    public func failures() throws(GalleryFolderError) -> [SnapshotFailureRecord] {
        var records: [SnapshotFailureRecord] = []
        for relative in find(SnapshotFailureRecord.fileSuffix) {
            let url = root.appendingPathComponent(relative)
            let data = try readManifest(url)
            do throws(GalleryError) {
                let record = try SnapshotFailureRecord.decode(data, source: url.path)
                records.append(record.rebased(under: (relative as NSString).deletingLastPathComponent))
            } catch {
                throw .gallery(error)
            }
        }
        return records.sorted { ($0.test, $0.snapshot) < ($1.test, $1.snapshot) }
    }

    /// Where the folder's own manifest is, `introkit-manifest.json`.
    public var manifestURL: URL { root.appendingPathComponent(GalleryManifest.fileName) }

    /// The manifest already in the folder; a fresh one when there is none or it does not
    /// decode (an older format: it is then rewritten whole). One that is not a regular file,
    /// links out of the folder or is larger than ``manifestLimit`` is an error, never waited on.
    public func existingManifest() throws(GalleryFolderError) -> GalleryManifest {
        let fresh = GalleryManifest(generator: generator)
        guard (try? FileManager.default.attributesOfItem(atPath: manifestURL.path)) != nil else { return fresh }
        let data = try readManifest(try Self.file(GalleryManifest.fileName, in: FolderBoundary(root)))
        return (try? GalleryManifest.decode(data, source: manifestURL.path)) ?? fresh
    }

    /// The folder's manifest with `entries` added (replacing those for the same paths) and,
    /// when given, its input `problems`: what the caller stages at ``manifestURL``.
    public func manifest(adding entries: [GalleryEntry], problems: [GalleryInputProblem]? = nil) throws(GalleryFolderError)
        -> GalleryManifest
    {
        var manifest = try existingManifest()
        manifest.generator = generator
        manifest.update(with: entries)
        if let problems { manifest.problems = problems }
        return manifest
    }

    /// Stages the folder's manifest with `entries` added (``manifest(adding:problems:)``) at
    /// ``manifestURL`` in `transaction`; a manifest that cannot be read is thrown as `problem`
    /// makes it.
    public func stageManifest<Failure>(
        adding entries: [GalleryEntry], in transaction: OutputTransaction<Failure>, problem: (GalleryFolderError) -> Failure
    ) throws(Failure) {
        let manifest: GalleryManifest
        do throws(GalleryFolderError) {
            manifest = try self.manifest(adding: entries)
        } catch {
            throw problem(error)
        }
        try transaction.stage(manifest.json, to: manifestURL)
    }

    /// Merges the manifests of `shards` (each found with ``manifests(label:)``, under its
    /// label) into this folder: their files copied in and the merged manifest written, all
    /// or nothing; two shards claiming one path is an error naming both. Returns the manifest.
    public func merge(_ shards: [(label: String, folder: GalleryFolder)]) throws(GalleryFolderError) -> GalleryManifest {
        var sources: [(root: URL, source: GalleryMerge.Source)] = []
        for shard in shards { sources += try shard.folder.manifests(label: shard.label).map { (shard.folder.root, $0) } }
        let merged: GalleryManifest
        do throws(GalleryError) {
            merged = try GalleryMerge.merge(sources.map(\.source), generator: generator)
        } catch {
            throw .gallery(error)
        }
        let transaction = OutputTransaction<GalleryFolderError>()
        do throws(GalleryFolderError) {
            // Every path was checked against its shard when its manifest was read; this
            // folder's own folders are checked too (an existing report may hold links).
            let destination = FolderBoundary(root)
            for (root, source) in sources {
                let boundary = FolderBoundary(root)
                for entry in source.manifest.entries {
                    for (_, path) in entry.outputFiles {
                        let url = try Self.file(path, in: boundary)
                        guard FileManager.default.fileExists(atPath: url.path) else { continue }
                        try transaction.stage(try read(url), to: try Self.file(path, in: destination))
                    }
                }
            }
            try transaction.stage(to: manifestURL) { file throws(GalleryFolderError) in
                var failure: GalleryFolderError?
                merged.writeJSON { chunk in
                    guard failure == nil else { return }
                    do throws(GalleryFolderError) { try file.append(chunk) } catch { failure = error }
                }
                if let failure { throw failure }
            }
            try transaction.commit()
        } catch {
            transaction.rollback()
            throw error
        }
        return merged
    }

    /// Builds the folder's gallery: its manifests read and merged (or `manifest`, what a
    /// command just wrote there, not read again), every image checked against its file
    /// (`word` says a missing or corrupt one's problem), thumbnails made again, and
    /// `index.html` written with `title` in `locale`. A `live` page (watch mode) also gets
    /// `gallery-live.js` and `gallery-live-data.js`, with the inputs' `problems` and a
    /// `generation`. Returns the page's file and its number of tiles.
    public func build(
        title: String, locale: String, manifest: GalleryManifest? = nil, live: Bool = false, problems: [GalleryInputProblem] = [],
        generation: Int = 0, word: (CheckedGallery.Problem) -> String
    ) throws(GalleryFolderError) -> (page: URL, tiles: Int) {
        var merged: GalleryManifest
        if let manifest {
            merged = manifest
        } else {
            let sources = try manifests(label: "")
            do throws(GalleryError) { merged = try GalleryMerge.merge(sources, generator: generator) } catch { throw .gallery(error) }
        }
        merged.problems = problems
        merged.generation = generation
        let transaction = OutputTransaction<GalleryFolderError>()
        do throws(GalleryFolderError) {
            let checked = CheckedGallery(merged, root: root, read: { try? read($0) }, word: word)
            for (url, data) in checked.thumbnails { try transaction.stage(data, to: url) }
            let page = GalleryPage(title: title, locale: locale, content: .previews(checked.manifest), live: live)
            try transaction.stage(page.html, to: root.appendingPathComponent(GalleryPage.fileName))
            if page.live {
                try transaction.stage(page.liveDataScript, to: root.appendingPathComponent(GalleryPage.liveDataScriptName))
                try transaction.stage(page.liveScript, to: root.appendingPathComponent(GalleryPage.liveScriptName))
            }
            try transaction.commit()
            return (root.appendingPathComponent(GalleryPage.fileName), checked.manifest.entries.count)
        } catch {
            transaction.rollback()
            throw error
        }
    }

    /// Writes `index.html`, a review of the snapshot failures recorded under the folder
    /// (``failures()``), titled `title`, in `locale`. Returns the page and the failures it shows.
    public func writeReview(title: String, locale: String) throws(GalleryFolderError) -> (page: URL, failures: Int) {
        let failures = try failures()
        let page = root.appendingPathComponent(GalleryPage.fileName)
        try AtomicFile<GalleryFolderError>.write(GalleryPage(title: title, locale: locale, content: .snapshots(failures)).html, to: page)
        return (page, failures.count)
    }
}
