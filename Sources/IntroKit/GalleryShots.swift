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

    /// A thumbnail of a PNG output and the output's pixel size. `pointWidth` is the canvas
    /// width in points; the image is shrunk by a whole factor to about
    /// ``thumbnailPixelsPerPoint`` by IntroKit's own PNG decoder and encoder.
    package static func thumbnail(of png: Data, pointWidth: Double) throws(PNGError) -> (data: Data, width: Int, height: Int) {
        let image = try PNGImage.decode(png)
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

    /// An entry for one output, with its thumbnail to write beside it: `made` when the backend
    /// drew one (a raster image backend, ``RenderOutput/thumbnail``), else for a PNG file
    /// (which IntroPNG decodes) shrunk from it; none for other files.
    package static func entry(_ description: GalleryEntry, data: Data, thumbnail made: Data? = nil) -> (entry: GalleryEntry, thumbnail: Data?) {
        var entry = description
        entry.bytes = data.count
        entry.revision = revision(of: data)
        if let made {
            entry.thumbnail = thumbnailPath(for: entry.path)
            if let size = PNGHeader.size(data) { (entry.pixelWidth, entry.pixelHeight) = (size.width, size.height) }
            return (entry, made)
        }
        guard entry.mediaType == PNGImage.mediaType else { return (entry, nil) }
        do {
            let made = try thumbnail(of: data, pointWidth: entry.device.width)
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
