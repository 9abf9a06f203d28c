import Foundation
import IntroGalleryFormat
import IntroRender
import IntroUI

/// The gallery's view of `render stories`: an entry per frame (page = frame number, with its
/// instant), or one for a filmstrip or an animated preview, drawn at its own size.
struct StoriesGallery: Sendable {
    /// The input file, as given.
    let file: String
    let device: Device
    let orientation: Orientation
    let scheme: ColorScheme
    let locale: String
    /// Pixels per point of the outputs.
    let scale: Double

    /// The entry of one output written to `path` (relative to the output folder) by a backend
    /// (its name, and the media type of the file), with its pixel size and thumbnail as the
    /// output carries them (a raster image backend's); `time` is the instant of a frame.
    /// `size` is the picture's size in points when it is not the device's screen (a filmstrip).
    func entry(
        path: String, backend: String, mediaType: String, time: Double?, page: Int, size: Size? = nil, output: RenderOutput
    ) -> (entry: GalleryEntry, thumbnail: Data?) {
        var shown = GalleryShots.device(device, orientation)
        if let size { (shown.width, shown.height) = (size.width, size.height) }
        let description = GalleryEntry(
            file: file, page: page, time: time, device: shown, orientation: orientation.rawValue, scheme: scheme.rawValue,
            locale: locale, dynamicType: DynamicTypeSize.large.rawValue, backend: backend, mediaType: mediaType, path: path,
            bytes: 0, revision: "")
        return GalleryShots.entry(description, output: output)
    }
}
