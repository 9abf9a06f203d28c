import Foundation
import IntroGalleryFormat
import IntroSystem

/// Where a render's outputs go: a folder, one named file, or standard output.
public enum OutputDestination: Sendable, Equatable {
    /// Every output in the folder, under its own name, with a manifest.
    case folder(URL)
    /// The one output, written at this path.
    case file(URL)
    /// The one output, written to standard output.
    case standardOutput

    /// The destination a path names for `count` outputs with `fileExtension`: `-` is standard
    /// output, a path with that extension (or a device or FIFO, whatever its name) is the one
    /// file, anything else a folder. `url` resolves the path against the working directory.
    public init(path: String, count: Int, fileExtension: String, url: (String) -> URL) throws(OutputDestinationError) {
        guard !path.isEmpty else { throw .emptyPath }
        if path == "-" {
            guard count == 1 else { throw .standardOutputTakesOne }
            self = .standardOutput
        } else if count == 1, URL(fileURLWithPath: path).pathExtension.lowercased() == fileExtension || SpecialOutput(at: url(path)) != nil {
            self = .file(url(path))
        } else {
            self = .folder(url(path))
        }
    }

    /// Where the outputs went, for a summary line.
    public var summary: String {
        switch self {
        case .folder(let url), .file(let url): url.path
        case .standardOutput: "stdout"
        }
    }
}

/// Why a path names no destination.
public enum OutputDestinationError: Error, Equatable, Sendable {
    /// The path is empty.
    case emptyPath
    /// Standard output (`-`) was asked for more than one output.
    case standardOutputTakesOne
}

/// How a render writes what it made: each output (and its thumbnail and accessibility
/// snapshot) staged in one transaction as it is delivered, then the folder's manifest and the
/// commit. `Failure` is the caller's error type (the CLI's, or IntroSystem's `FileWriteError`).
public struct RenderDelivery<Failure: FileWriteFailure>: Sendable {
    /// Where the outputs go.
    public let destination: OutputDestination
    /// The files staged so far.
    public let transaction = OutputTransaction<Failure>()
    /// Writes the one output that goes to standard output.
    let writeStandardOutput: @Sendable (Data) throws(Failure) -> Void

    /// A delivery to `destination`, writing standard output through `standardOutput`.
    public init(destination: OutputDestination, standardOutput: @escaping @Sendable (Data) throws(Failure) -> Void) {
        self.destination = destination
        writeStandardOutput = standardOutput
    }

    /// Stages one output, named `fileName`, with its thumbnail and its accessibility snapshot
    /// (and that one's thumbnail) when it goes to a folder; returns the entry the manifest
    /// gets then (none for a single file or standard output).
    public func deliver(_ data: Data, fileName: String, entry: GalleryEntry, thumbnail: Data?, accessibility: AccessibilitySnapshot? = nil)
        throws(Failure) -> GalleryEntry?
    {
        switch destination {
        case .folder(let folder): try transaction.stage(data, to: folder.appendingPathComponent(fileName))
        case .file(let file): try transaction.stage(data, to: file)
        case .standardOutput: try writeStandardOutput(data)
        }
        guard case .folder(let folder) = destination else { return nil }
        let files = [(thumbnail, entry.thumbnail), (accessibility?.output.data, entry.accessibilityPath),
                     (accessibility?.output.thumbnail, entry.accessibilityThumbnail)]
        for case (let data?, let path?) in files { try transaction.stage(data, to: folder.appendingPathComponent(path)) }
        return entry
    }

    /// Stages a file beside output `fileName` (its layout JSON, a video's poster frame), named
    /// by `name` from the output's name as written: in the folder, or beside the one file the
    /// destination names (none beside standard output or a device).
    public func stageBeside(_ data: Data, of fileName: String, named name: (String) -> String) throws(Failure) {
        switch destination {
        case .folder(let folder): try transaction.stage(data, to: folder.appendingPathComponent(name(fileName)))
        case .file(let file) where SpecialOutput(at: file) == nil:
            try transaction.stage(data, to: file.deletingLastPathComponent().appendingPathComponent(name(file.lastPathComponent)))
        case .file, .standardOutput: return
        }
    }

    /// Commits what was staged, after `manifest` has staged the folder's manifest (called only
    /// for a folder, with it and the transaction); nothing is written when it throws.
    public func commit(stagingManifest manifest: (URL, OutputTransaction<Failure>) throws(Failure) -> Void) throws(Failure) {
        if case .folder(let folder) = destination {
            do throws(Failure) {
                try manifest(folder, transaction)
            } catch {
                transaction.rollback()
                throw error
            }
        }
        try transaction.commit()
    }

    /// Ends a render, `failed` when some of its outputs failed: one that is all or nothing
    /// (`keepsOthers` false) then writes nothing and returns false; otherwise what was staged
    /// is committed as ``commit(stagingManifest:)`` commits it, and it returns true.
    public func finish(
        failed: Bool, keepsOthers: Bool, stagingManifest manifest: (URL, OutputTransaction<Failure>) throws(Failure) -> Void
    ) throws(Failure) -> Bool {
        guard !failed || keepsOthers else {
            transaction.rollback()
            return false
        }
        try commit(stagingManifest: manifest)
        return true
    }
}
