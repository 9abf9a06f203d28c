import Foundation
import IntroGalleryFormat
import IntroRender

/// A manifest checked against the files of the folder it describes, before its page is built
/// (`introkit gallery`, `--gallery`): a missing or corrupt image gets a problem, a changed
/// image or a missing thumbnail a thumbnail made again, by the decoder of the backend that
/// writes its media type. Reads files, writes none: the caller stages its `thumbnails`.
public struct CheckedGallery {
    /// Why an entry's image cannot be shown, for the caller to say in its language.
    public enum Problem: Sendable {
        /// The file at `path` (relative to the folder) is not there.
        case missing(path: String)
        /// The file at `path` is there, but its backend's decoder cannot read it.
        case corrupt(path: String, reason: String)
    }

    /// The manifest with every entry checked.
    package private(set) var manifest: GalleryManifest
    /// The thumbnails made again, each with the file it is to be written to.
    package private(set) var thumbnails: [(url: URL, data: Data)] = []

    /// Checks every entry of `manifest` against the files under `root`; `read` gives a
    /// file's bytes (nil when it cannot be read), `word` a problem's text. A thumbnail no
    /// registered backend can make again is left out when missing: the page then shows the
    /// file itself.
    package init(_ manifest: GalleryManifest, root: URL, read: (URL) -> Data?, word: (Problem) -> String) {
        self.manifest = manifest
        let files = FileManager.default
        for index in manifest.entries.indices {
            var entry = manifest.entries[index]
            let url = root.appendingPathComponent(entry.path)
            guard let size = (try? files.attributesOfItem(atPath: url.path))?[.size] as? Int else {
                self.manifest.entries[index].problem = word(.missing(path: entry.path))
                continue
            }
            let thumbnailExists = entry.thumbnail.map { files.fileExists(atPath: root.appendingPathComponent($0).path) }
            guard let decoder = entry.mediaType.flatMap(BackendRegistry.shared.decoder(mediaType:)) else {
                if thumbnailExists == false { self.manifest.entries[index].thumbnail = nil }
                continue
            }
            guard size != entry.bytes || thumbnailExists != true else { continue }
            let (checked, thumbnail) = GalleryShots.entry(entry, file: read(url) ?? Data(), decoder: decoder)
            entry = checked
            if let problem = entry.problem { entry.problem = word(.corrupt(path: entry.path, reason: problem)) }
            if let thumbnail, let path = entry.thumbnail { thumbnails.append((root.appendingPathComponent(path), thumbnail)) }
            self.manifest.entries[index] = entry
        }
    }
}
