import Foundation
import IntroGalleryFormat
import IntroPNG
import IntroRender
import IntroUI

/// What the gallery keeps of one output image: its thumbnail, pixel size and revision.
package enum GalleryShots {
    /// The folder, beside the outputs, that holds the thumbnails.
    package static let thumbnailsFolder = "thumbnails"
    /// Thumbnail pixels per point: sharp at the grid's default size on a 2× screen.
    package static let thumbnailPixelsPerPoint = 0.5

    /// A thumbnail of an image file and the file's pixel size. `pointWidth` is the canvas
    /// width in points; the image is decoded by `decoder` (its backend's), shrunk by a whole
    /// factor to about ``thumbnailPixelsPerPoint`` and encoded by IntroKit's PNG writer.
    package static func thumbnail(of file: Data, pointWidth: Double, decoder: any ImageDecoder) throws -> (data: Data, width: Int, height: Int) {
        let image = try decoder.decode(file)
        let factor = RenderOptions.thumbnailFactor(
            pixelsPerPoint: Double(image.width) / max(pointWidth, 1), thumbnailPixelsPerPoint: thumbnailPixelsPerPoint)
        return (image.downsampled(by: factor).pngData(), image.width, image.height)
    }

    /// The thumbnail path of an output path (`a/b.png` → `a/thumbnails/b.png`).
    package static func thumbnailPath(for path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return (parts.dropLast() + [Substring(thumbnailsFolder), parts.last ?? ""]).joined(separator: "/")
    }

    /// A fingerprint of the bytes (their CRC-32 and length, hex), which changes when the file does.
    package static func revision(of data: Data) -> String {
        String(crc32Checksum(data), radix: 16) + "-" + String(data.count, radix: 16)
    }

    /// An input path as the gallery names it: relative to `folder` when it lies inside it
    /// (the plugin passes absolute paths), else as given.
    package static func displayPath(_ path: String, relativeTo folder: URL) -> String {
        let base = folder.standardizedFileURL.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// The device as the gallery records it, in an orientation.
    package static func device(_ device: Device, _ orientation: Orientation) -> GalleryDevice {
        let size = device.size(orientation)
        return GalleryDevice(id: device.id, name: device.name, idiom: device.idiom.rawValue, width: size.width, height: size.height)
    }

    /// An entry for one output drawn now, with its thumbnail to write beside it: the pixel
    /// size and the thumbnail the backend made (a raster image backend: ``RenderOutput``).
    package static func entry(_ description: GalleryEntry, output: RenderOutput) -> (entry: GalleryEntry, thumbnail: Data?) {
        var entry = description
        entry.bytes = output.data.count
        entry.revision = revision(of: output.data)
        if let size = output.pixelSize { (entry.pixelWidth, entry.pixelHeight) = (size.width, size.height) }
        if output.thumbnail != nil { entry.thumbnail = thumbnailPath(for: entry.path) }
        return (entry, output.thumbnail)
    }

    /// An entry for a file read back (a changed image, a missing thumbnail), with a thumbnail
    /// shrunk from it when `decoder` (that of a registered backend writing its media type)
    /// reads it; none without one.
    package static func entry(_ description: GalleryEntry, file data: Data, decoder: (any ImageDecoder)?) -> (entry: GalleryEntry, thumbnail: Data?) {
        var entry = description
        entry.bytes = data.count
        entry.revision = revision(of: data)
        guard let decoder else { return (entry, nil) }
        do {
            let made = try thumbnail(of: data, pointWidth: entry.device.width, decoder: decoder)
            entry.thumbnail = thumbnailPath(for: entry.path)
            entry.pixelWidth = made.width
            entry.pixelHeight = made.height
            return (entry, made.data)
        } catch {
            entry.problem = String(describing: error)
            return (entry, nil)
        }
    }
}
