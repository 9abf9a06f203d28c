import Foundation
import IntroGalleryFormat
import IntroKit
import IntroSystem
import IntroVideo

extension OutputTransaction where Failure == CLIError {
    /// Stages a video at `url` that `write` encodes into the staging path it is given (FFmpeg
    /// opens, seeks and closes it by name); returns the staged file, mapped, and the frames
    /// written. A problem is said in `context`'s language, and nothing is left under `url`.
    func stageVideo(to url: URL, _ context: CommandContext, _ write: (String) throws(RenderProblem) -> Int) throws(CLIError)
        -> (data: Data, frames: Int)
    {
        var frames = 0
        let data = try stage(to: url) { staged throws(CLIError) in
            do throws(RenderProblem) {
                frames = try write(staged.path)
            } catch {
                throw CLIError(error, context)
            }
        }
        return (data, frames)
    }
}

extension OutputTransaction where Failure == CLIError {
    /// Stages `made`'s thumbnail at its manifest entry's `thumbnail` path in `folder`, when it
    /// has one.
    func stageThumbnail(of made: RenderedOutput, in folder: URL) throws(CLIError) {
        if let thumbnail = made.thumbnail, let path = made.entry.thumbnail {
            try stage(thumbnail, to: folder.appendingPathComponent(path))
        }
    }
}

/// `render sheet --format mp4|webm|gif`: a video per language, device, orientation, scheme and
/// size, paging through the file's pages (``SheetTour``), with their manifest entries and
/// thumbnails, written all or nothing.
enum SheetTourFiles {
    /// Writes `plan`'s tours into `folder` (and its gallery page when `gallery`); returns how
    /// many were written.
    static func write(
        _ plan: SheetRenderPlan, container: VideoContainer, fps: Double?, stillTime: Double, folder: URL, gallery: Bool, quiet: Bool,
        _ context: CommandContext
    ) throws(CLIError) -> Int {
        let tours: [SheetTour]
        do throws(RenderProblem) {
            tours = try SheetTour.tours(
                of: plan, container: container, fps: fps ?? (container == .gif ? 20 : 30), stillTime: stillTime)
        } catch {
            throw CLIError(error, context)
        }
        let transaction = OutputTransaction()
        var lines: [String] = []
        var entries: [GalleryEntry] = []
        do throws(CLIError) {
            for tour in tours {
                let url = folder.appendingPathComponent(tour.fileName)
                let (data, frames) = try transaction.stageVideo(to: url, context) { path throws(RenderProblem) in try tour.write(to: path) }
                let made = tour.video(written: data)
                try transaction.stageThumbnail(of: made, in: folder)
                entries.append(made.entry)
                lines.append(context.message("render.stories.wrote", [url.path, String(frames)]))
            }
            try GalleryManifestFile(folder: folder, context: context).stage(entries, in: transaction)
            try transaction.commit()
        } catch {
            transaction.rollback()
            throw error
        }
        if !quiet { for line in lines { context.printError(line) } }
        if gallery { try GalleryOptions.writeGallery(of: folder, quiet: quiet, context) }
        return tours.count
    }
}
