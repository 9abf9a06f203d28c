import Foundation
import IntroGalleryFormat
import IntroSystem

extension OutputTransaction {
    /// Stages `made`'s thumbnail at its manifest entry's `thumbnail` path in `folder`, when it
    /// has one.
    public func stageThumbnail(of made: RenderedOutput, in folder: URL) throws(Failure) {
        if let thumbnail = made.thumbnail, let path = made.entry.thumbnail {
            try stage(thumbnail, to: folder.appendingPathComponent(path))
        }
    }

    /// Stages a story's still in `folder`: its picture and thumbnail, its accessibility
    /// snapshot, that one's thumbnail and its text form at the paths its manifest entry names
    /// (the text's ``StoryStill/voiceOverFileName``).
    public func stage(_ still: StoryStill, in folder: URL) throws(Failure) {
        let made = still.rendered
        try stage(made.output.data, to: folder.appendingPathComponent(made.entry.path))
        try stageThumbnail(of: made, in: folder)
        let beside = [(made.accessibility?.output.data, made.entry.accessibilityPath),
                      (made.accessibility?.output.thumbnail, made.entry.accessibilityThumbnail),
                      (Data(still.voiceOver.utf8), made.entry.accessibilityTextPath)]
        for case (let data?, let path?) in beside { try stage(data, to: folder.appendingPathComponent(path)) }
    }

    /// Stages a video at `url` that `write` encodes into the staging path it is given (FFmpeg
    /// opens, seeks and closes it by name); returns the staged file, mapped, and the frames
    /// written. A render problem is thrown as `problem` makes it, and nothing is left under `url`.
    public func stageVideo(
        to url: URL, problem: (RenderProblem) -> Failure, _ write: (String) throws(RenderProblem) -> Int
    ) throws(Failure) -> (data: Data, frames: Int) {
        var frames = 0
        let data = try stage(to: url) { staged throws(Failure) in
            do throws(RenderProblem) {
                frames = try write(staged.path)
            } catch {
                throw problem(error)
            }
        }
        return (data, frames)
    }
}

extension GalleryFolder {
    /// Writes `tours` into the folder (``SheetTour``: a sheet's pages as videos), each with
    /// its thumbnail and manifest entry, then the folder's manifest — all or nothing. Returns
    /// each video's file and the frames written, in order.
    public func write(_ tours: [SheetTour]) throws(GalleryFolderError) -> [(url: URL, frames: Int)] {
        let transaction = OutputTransaction<GalleryFolderError>()
        var written: [(url: URL, frames: Int)] = []
        var entries: [GalleryEntry] = []
        do throws(GalleryFolderError) {
            for tour in tours {
                let url = root.appendingPathComponent(tour.fileName)
                let (data, frames) = try transaction.stageVideo(to: url, problem: GalleryFolderError.render) { path throws(RenderProblem) in
                    try tour.write(to: path)
                }
                let made = tour.video(written: data)
                try transaction.stageThumbnail(of: made, in: root)
                entries.append(made.entry)
                written.append((url, frames))
            }
            try stageManifest(adding: entries, in: transaction) { $0 }
            try transaction.commit()
        } catch {
            transaction.rollback()
            throw error
        }
        return written
    }
}
