import Foundation
import IntroUI

/// How an image name drawn by a backend resolves to a file, as far as the render cache needs
/// to know: the file whose bytes are drawn and a short description of how the name matched
/// (`asset template`, `symbol mapped(icon: "star")`). The host that registers a backend's
/// image loading (the CLI, for Cairo's `IconResolver`) conforms to it.
public protocol ImageFileResolving: Sendable {
    /// The file drawn for `name` from `source` at `scale` pixels per point, or nil when it is
    /// drawn as a placeholder.
    func resolvedImageFile(_ name: String, source: ImageSource, scale: Double) -> ResolvedImageFile?
}

/// A resolved image: how the name matched, and the file.
public struct ResolvedImageFile: Hashable, Sendable {
    /// How the name matched (its kind and details), as the cache key records it.
    public var match: String
    /// The file drawn.
    public var file: URL

    /// A resolution.
    public init(match: String, file: URL) {
        self.match = match
        self.file = file
    }
}

/// What a run's outputs depend on besides the display list and the backend's settings: the
/// drawing libraries' versions and fonts (`environment`), every font file they may fall back
/// to, and how image names resolve. The backend's host provides it.
public struct RenderCacheEnvironment: Sendable {
    /// Named versions of what draws (`cairo`, `pango`, `font.Inter` …).
    public var entries: [String: String]
    /// The paths of every font and font configuration file the libraries may read.
    public var fontFiles: [String]
    /// How image names resolve to files.
    public var images: any ImageFileResolving

    /// An environment.
    public init(entries: [String: String], fontFiles: [String], images: any ImageFileResolving) {
        self.entries = entries
        self.fontFiles = fontFiles
        self.images = images
    }
}
