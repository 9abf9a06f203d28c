import Foundation
import IntroGalleryFormat
import IntroRender
import IntroSystem

/// Why a stories render could not be written: what failed and at which path. Nothing of the
/// render is left on disk when one is thrown.
public enum StoriesWriteError: Error, FileWriteFailure {
    /// Drawing, encoding or the plan's own rules failed (a frame the backend could not draw
    /// names its file's full path in ``RenderProblem/backendFailed(file:reason:)``).
    case render(RenderProblem)
    /// The backend reported errors (a picture larger than its format allows) for the output
    /// at `path`: these diagnostics, each of severity error.
    case backendErrors(path: String, [RenderDiagnostic])
    /// The folder's manifest could not be read or updated.
    case gallery(GalleryFolderError)
    /// A file could not be written.
    case write(FileWriteError)

    /// A failed write, as ``write(_:)``.
    public static func fileWrite(_ error: FileWriteError) -> StoriesWriteError { .write(error) }
}

/// What a stories render wrote, once it is committed: a ``StoriesShowReport`` per language.
public struct StoriesWriteReport: Sendable {
    /// Each show's folder and files, in the plan's order.
    public var shows: [StoriesShowReport]
}

/// What one language's show wrote into its folder.
public struct StoriesShowReport: Sendable {
    /// What the show's folder holds now.
    public enum Files: Sendable, Equatable {
        /// `count` stories' stills, each with its accessibility snapshot and VoiceOver text.
        case stills(count: Int)
        /// The one file of a filmstrip, an animated PNG or a video (with its poster frame).
        case file(URL)
        /// One file per frame.
        case frames
    }

    /// The show's folder (the output folder, or its language's subfolder).
    public var folder: URL
    /// What was written there.
    public var files: Files
    /// The frames the show is made of.
    public var frames: Int
    /// What the backend reported while drawing (no errors: those throw), for the caller to word.
    public var diagnostics: [RenderDiagnostic]
}

extension StoriesRenderPlan {
    /// Writes every show into `gallery`'s folder (one language there, several each in its
    /// language's subfolder): the stills, the filmstrip, animated PNG or video (and a video's
    /// poster frame), or each frame, with their thumbnails and the folder's updated manifest —
    /// all or nothing, in one transaction. `progress` gets each frame's file name as it is
    /// written (frames only, on the thread that drew it).
    public func write(into gallery: GalleryFolder, progress: @escaping @Sendable (String) -> Void = { _ in })
        throws(StoriesWriteError) -> StoriesWriteReport
    {
        let transaction = OutputTransaction<StoriesWriteError>()
        do throws(StoriesWriteError) {
            var reports: [StoriesShowReport] = []
            for show in shows {
                let folder = show.folder.isEmpty ? gallery : gallery.subfolder(show.folder)
                reports.append(try StoriesShowWriter(show: show, gallery: folder, transaction: transaction).stage(progress: progress))
            }
            try transaction.commit()
            return StoriesWriteReport(shows: reports)
        } catch {
            transaction.rollback()
            throw error
        }
    }
}

extension GalleryFolder {
    /// The folder `name` inside this one, with the same writer and limits.
    func subfolder(_ name: String) -> GalleryFolder {
        GalleryFolder(
            root.appendingPathComponent(name, isDirectory: true), generator: generator, manifestLimit: manifestLimit, fileLimit: fileLimit)
    }
}

/// One language's show staged into its folder: its outputs, their thumbnails and the
/// folder's manifest.
struct StoriesShowWriter {
    let show: StoriesShow
    let gallery: GalleryFolder
    let transaction: OutputTransaction<StoriesWriteError>

    var folder: URL { gallery.root }

    /// Stages the show's files and manifest; returns what they are.
    func stage(progress: @escaping @Sendable (String) -> Void) throws(StoriesWriteError) -> StoriesShowReport {
        let (files, made) = try stageOutputs(progress: progress)
        try gallery.stageManifest(adding: made.map(\.entry), in: transaction, problem: StoriesWriteError.gallery)
        return StoriesShowReport(folder: folder, files: files, frames: show.times.count, diagnostics: made.flatMap(\.output.diagnostics))
    }

    /// Stages the outputs (and their thumbnails); returns what they are and each one made.
    private func stageOutputs(progress: @escaping @Sendable (String) -> Void) throws(StoriesWriteError)
        -> (StoriesShowReport.Files, [RenderedOutput])
    {
        if show.drawsStills {
            let stills = try rendered { () throws(RenderProblem) in try show.stills() }
            for still in stills { try transaction.stage(still, in: folder) }
            return (.stills(count: stills.count), stills.map(\.rendered))
        }
        guard let fileName = show.fileName else { return (.frames, try stageFrames(progress: progress)) }
        let url = folder.appendingPathComponent(fileName)
        let made: RenderedOutput
        if show.video != nil {
            // FFmpeg writes the staged file itself (it seeks back to write the index).
            let (data, _) = try transaction.stageVideo(to: url, problem: StoriesWriteError.render) { path throws(RenderProblem) in
                try show.writeVideo(to: path)
            }
            made = show.video(written: data)
            if let poster = show.posterFileName {
                let png = try rendered { () throws(RenderProblem) in try show.poster() }
                try transaction.stage(png, to: folder.appendingPathComponent(poster))
            }
        } else if show.format == .apng {
            // Streamed frame by frame; the manifest entry reads the staged file back mapped.
            let data = try transaction.stage(to: url) { file throws(StoriesWriteError) in
                do {
                    try show.writeAnimatedPNG { data in try file.append(data) }
                } catch let error as StoriesWriteError {
                    throw error
                } catch {
                    throw .render(.backendFailed(file: url.path, reason: String(describing: error)))
                }
            }
            made = show.animatedPNG(written: data)
        } else {
            made = try rendered { () throws(RenderProblem) in try show.filmstrip() }
            // A backend's error (a picture larger than its format allows) writes nothing.
            let failures = made.output.diagnostics.filter { $0.severity == .error }
            guard failures.isEmpty else { throw .backendErrors(path: url.path, failures) }
            try transaction.stage(made.output.data, to: url)
        }
        try transaction.stageThumbnail(of: made, in: folder)
        return (.file(url), [made])
    }

    /// Renders every frame on the plan's workers, staging each with its thumbnail as it is
    /// made; returns them in order, or throws the first that failed.
    private func stageFrames(progress: @escaping @Sendable (String) -> Void) throws(StoriesWriteError) -> [RenderedOutput] {
        let (folder, transaction) = (folder, transaction)
        let outcomes = show.frames { fileName, rendered -> Result<RenderedOutput, StoriesWriteError> in
            defer { progress(fileName) }
            let url = folder.appendingPathComponent(fileName)
            switch rendered {
            case .failure(.backendFailed(_, let reason)): return .failure(.render(.backendFailed(file: url.path, reason: reason)))
            case .failure(let problem): return .failure(.render(problem))
            case .success(let made):
                return Result { () throws(StoriesWriteError) in
                    try transaction.stage(made.output.data, to: url)
                    try transaction.stageThumbnail(of: made, in: folder)
                    return made
                }
            }
        }
        return try outcomes.map { outcome throws(StoriesWriteError) in try outcome.get() }
    }

    /// What `body` renders, its problem thrown as ``StoriesWriteError/render(_:)``.
    private func rendered<Value>(_ body: () throws(RenderProblem) -> Value) throws(StoriesWriteError) -> Value {
        do { return try body() } catch { throw .render(error) }
    }
}
