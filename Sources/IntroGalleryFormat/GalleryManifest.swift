import Foundation

/// What a render wrote, one ``GalleryEntry`` per output file: `introkit-manifest.json` in the
/// output folder. `introkit gallery` reads these manifests to build the page, and
/// `introkit gallery merge` joins the manifests of CI shards.
public struct GalleryManifest: Codable, Hashable, Sendable {
    /// The file name of a manifest in an output folder.
    public static let fileName = "introkit-manifest.json"
    /// The value of ``format`` that marks a gallery manifest.
    public static let formatName = "introkit-gallery-manifest"
    /// The manifest version this IntroKit writes and reads.
    public static let currentVersion = 1

    /// Always ``formatName``.
    public var format: String
    /// The layout version of this file (``currentVersion`` when written by this IntroKit).
    public var version: Int
    /// What wrote it (`introkit 0.1.0`).
    public var generator: String
    /// The outputs, in render order.
    public var entries: [GalleryEntry]
    /// Inputs whose last render failed (watch mode): their messages; their last good
    /// images stay in ``entries``.
    public var problems: [GalleryInputProblem]
    /// Counts rewrites in watch mode, so that an open page sees that something changed.
    public var generation: Int

    /// A manifest of the current version.
    public init(generator: String, entries: [GalleryEntry] = [], problems: [GalleryInputProblem] = [], generation: Int = 0) {
        format = Self.formatName
        version = Self.currentVersion
        self.generator = generator
        self.entries = entries
        self.problems = problems
        self.generation = generation
    }

    /// Sorted, indented JSON ending in a newline.
    public var json: Data { ManifestJSON.encode(self) }

    /// The bytes of ``json`` handed to `sink` in pieces of about `chunkSize` bytes, so a large
    /// manifest can be written to a file without being held in memory whole.
    public func writeJSON(chunkSize: Int = 1 << 20, to sink: (Data) -> Void) {
        ManifestJSON.write(self, chunkSize: chunkSize, to: sink)
    }

    /// Reads a manifest, checking first that it is one and of a version this IntroKit reads.
    /// `source` names the file in errors.
    public static func decode(_ data: Data, source: String) throws(GalleryError) -> GalleryManifest {
        try ManifestReader.decode(data, source: source)
    }

    /// Replaces the entries whose ``GalleryEntry/path`` equals a new one's, in place, and
    /// appends the rest, so that renders into the same folder add up and keep their order.
    public mutating func update(with newEntries: [GalleryEntry]) {
        var positions = Dictionary(entries.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in newEntries {
            if let index = positions[entry.path] {
                entries[index] = entry
            } else {
                positions[entry.path] = entries.count
                entries.append(entry)
            }
        }
    }

    /// The manifest with every path prefixed by `folder` (a relative folder, `a/b`), for a
    /// manifest found in a subfolder of the gallery's folder.
    public func rebased(under folder: String) -> GalleryManifest {
        guard !folder.isEmpty else { return self }
        var copy = self
        copy.entries = entries.map { $0.rebased(under: folder) }
        return copy
    }
}

/// One output file of a render: what it shows and where it is.
public struct GalleryEntry: Codable, Hashable, Sendable {
    /// The input file, as given on the command line.
    public var file: String
    /// The page (sheets) or frame (stories), counted from 1.
    public var page: Int
    /// The instant of a stories frame, in seconds.
    public var time: Double?
    /// The device it was drawn for.
    public var device: GalleryDevice
    /// `portrait` or `landscape`.
    public var orientation: String
    /// `light` or `dark`.
    public var scheme: String
    /// The locale (`en`, `es`, `ar` …).
    public var locale: String
    /// The Dynamic Type size (`large`, `AX1` …).
    public var dynamicType: String
    /// The backend (`png`, `svg`, `pdf`, `text`, or one a package registered).
    public var backend: String
    /// The media type of the file (`image/png`, `image/svg+xml`, `application/pdf`): the page
    /// shows an `image/…` file itself when it has no thumbnail. Nil in manifests written
    /// before it was recorded.
    public var mediaType: String?
    /// The output file, relative to the manifest's folder, `/`-separated.
    public var path: String
    /// A small PNG of it for the grid, relative like ``path``; nil when the output itself is
    /// shown (SVG) or cannot be shown as an image (PDF, text).
    public var thumbnail: String?
    /// Pixel width of the image, when it is one.
    public var pixelWidth: Int?
    /// Pixel height of the image, when it is one.
    public var pixelHeight: Int?
    /// Size of the file in bytes.
    public var bytes: Int
    /// A digest of the file's bytes; it changes when the file does (the page reloads it).
    public var revision: String
    /// Lint findings on this output.
    public var findings: [GalleryFinding]
    /// The named layout frames (`introkit layout`), in points, for the overlay.
    public var frames: [GalleryFrame]
    /// Why the image cannot be shown (missing, corrupt); set when the gallery is built.
    public var problem: String?
    /// The accessibility snapshot of the output (`--accessibility --gallery`): the same
    /// screen with each VoiceOver element outlined and numbered and its legend beside it,
    /// relative like ``path``; nil when none was drawn.
    public var accessibilityPath: String?
    /// A small PNG of ``accessibilityPath`` for the grid, relative like ``path``.
    public var accessibilityThumbnail: String?
    /// The accessibility tree's text form: one line per element in reading order.
    public var accessibilityText: String?
    /// A file holding ``accessibilityText``, relative like ``path`` (`story-1.voiceover.txt`,
    /// which `render stories --accessibility` writes); nil when the text is in the entry alone.
    public var accessibilityTextPath: String?

    /// Creates an entry.
    public init(
        file: String, page: Int, time: Double? = nil, device: GalleryDevice, orientation: String, scheme: String,
        locale: String, dynamicType: String, backend: String, mediaType: String? = nil, path: String, thumbnail: String? = nil,
        pixelWidth: Int? = nil, pixelHeight: Int? = nil, bytes: Int, revision: String, findings: [GalleryFinding] = [],
        frames: [GalleryFrame] = [], problem: String? = nil, accessibilityPath: String? = nil,
        accessibilityThumbnail: String? = nil, accessibilityText: String? = nil, accessibilityTextPath: String? = nil
    ) {
        self.file = file
        self.page = page
        self.time = time
        self.device = device
        self.orientation = orientation
        self.scheme = scheme
        self.locale = locale
        self.dynamicType = dynamicType
        self.backend = backend
        self.mediaType = mediaType
        self.path = path
        self.thumbnail = thumbnail
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.bytes = bytes
        self.revision = revision
        self.findings = findings
        self.frames = frames
        self.problem = problem
        self.accessibilityPath = accessibilityPath
        self.accessibilityThumbnail = accessibilityThumbnail
        self.accessibilityText = accessibilityText
        self.accessibilityTextPath = accessibilityTextPath
    }

    /// What makes an entry distinct: two entries with the same key show the same thing.
    public var key: String {
        let instant = time.map { " t=\($0)" } ?? ""
        return "\(file) p\(page)\(instant) \(device.id) \(orientation) \(scheme) \(locale) \(dynamicType) \(backend)"
    }

    func rebased(under folder: String) -> GalleryEntry {
        var copy = self
        var paths = PathFields(folder: folder)
        for field in Field.outputFiles { copy.visit(field, &paths) }
        return copy
    }
}

/// The device of an entry, with what the grid needs to draw it to scale.
public struct GalleryDevice: Codable, Hashable, Sendable {
    /// The catalog id (`iphone-se`).
    public var id: String
    /// The marketing name.
    public var name: String
    /// `phone` or `pad`.
    public var idiom: String
    /// The screen's width in points, in the entry's orientation.
    public var width: Double
    /// The screen's height in points, in the entry's orientation.
    public var height: Double

    /// Creates a device.
    public init(id: String, name: String, idiom: String, width: Double, height: Double) {
        self.id = id
        self.name = name
        self.idiom = idiom
        self.width = width
        self.height = height
    }
}

/// A lint finding shown on a tile.
public struct GalleryFinding: Codable, Hashable, Sendable {
    /// `warning` or `error`.
    public var severity: String
    /// The lint code (`textOverflows`).
    public var code: String
    /// The frame id it concerns (`row.2.title`), highlighted by the overlay.
    public var element: String?
    /// The localized message.
    public var message: String

    /// Creates a finding.
    public init(severity: String, code: String, element: String?, message: String) {
        self.severity = severity
        self.code = code
        self.element = element
        self.message = message
    }
}

/// A named layout frame, in points on the canvas.
public struct GalleryFrame: Codable, Hashable, Sendable {
    /// The frame's id (`title`, `row.2.title`, `mainButton`).
    public var id: String
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a frame.
    public init(id: String, x: Double, y: Double, width: Double, height: Double) {
        self.id = id
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// An input file whose last render failed, with its localized messages.
public struct GalleryInputProblem: Codable, Hashable, Sendable {
    /// The input file.
    public var file: String
    /// Its messages (`file:line:column: error: …`).
    public var messages: [String]

    /// Creates a problem.
    public init(file: String, messages: [String]) {
        self.file = file
        self.messages = messages
    }
}
