import Foundation
import IntroKit
import IntroVideo

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
        let files = GalleryFiles(context: context)
        let written = try files.run { () throws(GalleryFolderError) in try files.folder(folder).write(tours) }
        if !quiet { for (url, frames) in written { context.printError(context.message("render.stories.wrote", [url.path, String(frames)])) } }
        if gallery { try GalleryOptions.writeGallery(of: folder, quiet: quiet, context) }
        return tours.count
    }
}
