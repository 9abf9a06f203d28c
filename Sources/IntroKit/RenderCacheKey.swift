import Foundation
import IntroRender
import IntroUI
import WelcomeSheet

/// Names a render by everything that decides its bytes, so that an output whose inputs are
/// unchanged can be taken from the cache: the code and libraries that draw (`BuildIdentity`),
/// the backend's declared identity (its settings, library and font versions and the files it
/// reads: `RenderBackend.cacheIdentity`), the render options, the canvas, the
/// display list — the page as laid out after localization, Dynamic Type, orientation, scheme
/// and chrome, so an edited string changes only the outputs that show it — and the contents
/// of every image file it draws. Made once per run; `key(_:canvas:options:thumbnailPixelsPerPoint:)` is per output.
public final class RenderCacheKeys: @unchecked Sendable {
    /// The digest of what every output of the run shares (code, libraries, fonts, backend).
    let runDigest: String
    private let icons: any ImageResolver
    private let lock = NSLock()
    private var resolutions: [String: String] = [:]
    private var fileDigests: [String: String] = [:]
    private var findingDigests: [Int: String] = [:]

    /// Variables the libraries read that may change what they draw: Pango's default language
    /// (which picks CJK glyph forms) comes from the locale, fontconfig's setup from its own.
    static let environmentVariables = [
        "LANG", "LANGUAGE", "LC_ALL", "LC_CTYPE", "PANGO_LANGUAGE", "FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT",
    ]

    /// The bytes of the cache format; a new one starts a new set of keys (2: manifest
    /// entries kept as ``CachedGalleryEntry`` bytes instead of JSON; 3: the backend's own
    /// ``RenderIdentity`` instead of its reflection and Cairo's environment for every backend;
    /// 4: the entry's fields in the order `GalleryEntry.Field` declares them, and a sheet
    /// keyed by its entry's description; 5: the entry's accessibility snapshot fields; 6: the
    /// file of its text form).
    static let format = "introkit-render-cache 6"

    /// The keys of a run of `backend`: its declared identity, and its images as the
    /// registry resolves them for it in `assetsDirectory`.
    public init(backend: any RenderBackend, assetsDirectory: URL?, registry: BackendRegistry = .shared) {
        var run = CacheKeyBytes()
        run.add(Self.format)
        run.add(IntroKitRelease.version)
        run.add(BuildIdentity.loadedObjects)
        let identity = backend.cacheIdentity
        run.add(backend.name)
        run.add(identity.lines)
        run.add(identity.files.map(BuildIdentity.fileIdentity))
        let environment = ProcessInfo.processInfo.environment
        run.add(Self.environmentVariables.map { "\($0)=\(environment[$0] ?? "")" })
        runDigest = run.digest
        icons = registry.imageResolver(for: backend, assetsDirectory: assetsDirectory)
    }

    /// The key of one output.
    func key(_ displayList: DisplayList, canvas: Canvas, options: RenderOptions, thumbnailPixelsPerPoint: Double) -> String {
        var key = CacheKeyBytes()
        key.add(runDigest)
        key.add(canvas)
        key.add(options)
        key.add(thumbnailPixelsPerPoint)
        key.add(displayList)
        let pixelScale = options.scale ?? canvas.scale
        for image in Self.images(in: displayList.items) {
            // An asset catalog holds a file per scale: every scale a picture or its thumbnail can ask for.
            for scale in Set([1, 2, 3, pixelScale]).sorted() { key.add(resolution(image, scale: scale)) }
        }
        return key.digest
    }

    /// Every image drawn, groups included, each name and source once.
    private static func images(in items: [DisplayItem]) -> [ImageRun] {
        var seen = Set<String>()
        var found: [ImageRun] = []
        func walk(_ items: [DisplayItem]) {
            for item in items {
                switch item {
                case .image(let run) where seen.insert("\(run.source.rawValue) \(run.name)").inserted: found.append(run)
                case .effect(.mask(let mask), let inner):
                    walk(inner)
                    walk(mask)
                default: walk(item.groupedItems ?? [])
                }
            }
        }
        walk(items)
        return found
    }

    /// How an image name resolves at a scale, with the digest of the file's bytes (the file's
    /// path is left out, so a cache moves with a checkout).
    func resolution(_ image: ImageRun, scale: Double) -> String {
        let name = "\(image.source.rawValue) \(scale) \(image.name)"
        if let known = lock.withLock({ resolutions[name] }) { return known }
        let found: String
        if let resolution = icons.resolution(of: image.name, source: image.source, scale: scale) {
            found = "\(resolution.match) \(resolution.file.pathExtension) \(fileDigest(resolution.file))"
        } else {
            found = "missing"
        }
        lock.withLock { resolutions[name] = found }
        return found
    }

    /// The digest of a page's device-independent lint findings (the same for every output of
    /// the page in a run), made once.
    func pageFindings(_ findings: [SheetLintFinding], page: Int) -> String {
        if let known = lock.withLock({ findingDigests[page] }) { return known }
        var bytes = CacheKeyBytes()
        bytes.add(findings)
        let digest = bytes.digest
        lock.withLock { findingDigests[page] = digest }
        return digest
    }

    /// The SHA-256 of a file's bytes, read once per run; `unreadable` when it cannot be read
    /// (the render reports that itself).
    private func fileDigest(_ file: URL) -> String {
        if let known = lock.withLock({ fileDigests[file.path] }) { return known }
        var digest = SHA256()
        guard let data = try? Data(contentsOf: file, options: .alwaysMapped) else { return "unreadable" }
        digest.update(data)
        let hex = digest.hexDigest()
        lock.withLock { fileDigests[file.path] = hex }
        return hex
    }
}
