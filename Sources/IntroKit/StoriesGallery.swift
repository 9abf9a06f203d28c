import Foundation
import IntroGalleryFormat
import IntroRender
import IntroUI

/// The gallery's view of `render stories`: an entry per frame (page = frame number, with its
/// instant), or one for a filmstrip or an animated preview, drawn at its own size.
package struct StoriesGallery: Sendable {
    /// The input file, as given.
    package let file: String
    package let device: Device
    package let orientation: Orientation
    package let scheme: ColorScheme
    package let locale: String
    package let dynamicTypeSize: DynamicTypeSize
    /// Pixels per point of the outputs.
    package let scale: Double

    /// The gallery's view of a show of `file` on `device`.
    package init(
        file: String, device: Device, orientation: Orientation, scheme: ColorScheme, locale: String,
        dynamicTypeSize: DynamicTypeSize, scale: Double
    ) {
        self.file = file
        self.device = device
        self.orientation = orientation
        self.scheme = scheme
        self.locale = locale
        self.dynamicTypeSize = dynamicTypeSize
        self.scale = scale
    }

    /// The entry of one output written to `path` (relative to the output folder) by a backend
    /// (its name, and the media type of the file), with its pixel size and thumbnail as the
    /// output carries them (a raster image backend's); `time` is the instant of a frame.
    /// `size` is the picture's size in points when it is not the device's screen (a filmstrip).
    package func entry(
        path: String, backend: String, mediaType: String, time: Double?, page: Int, size: Size? = nil, output: RenderOutput
    ) -> (entry: GalleryEntry, thumbnail: Data?) {
        GalleryShots.entry(description(path: path, backend: backend, mediaType: mediaType, time: time, page: page, size: size), output: output)
    }

    /// The entry of an output at `path` before it is drawn: where and how it is shown (device,
    /// orientation, scheme, size, language), no bytes.
    package func description(path: String, backend: String, mediaType: String, time: Double?, page: Int, size: Size? = nil) -> GalleryEntry {
        var shown = GalleryShots.device(device, orientation)
        if let size { (shown.width, shown.height) = (size.width, size.height) }
        return GalleryEntry(
            file: file, page: page, time: time, device: shown, orientation: orientation.rawValue, scheme: scheme.rawValue,
            locale: locale, dynamicType: dynamicTypeSize.rawValue, backend: backend, mediaType: mediaType, path: path,
            bytes: 0, revision: "")
    }
}
