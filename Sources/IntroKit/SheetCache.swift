import Foundation
import IntroGalleryFormat
import IntroRender
import IntroUI
import WelcomeSheet

/// One output as it is written: the backend's output, its manifest entry (for a sheet: lint
/// findings, layout frames; pixel size, revision) and its thumbnail.
public struct RenderedOutput: Sendable {
    /// The backend's output: the file's bytes and the render's diagnostics.
    public var output: RenderOutput
    /// The output's manifest entry.
    public var entry: GalleryEntry
    /// The thumbnail to write at the entry's `thumbnail` path, for a raster output.
    public var thumbnail: Data?
}

extension SheetRenderPlan {
    /// Lays out, renders and describes one job — or, with a cache, takes all three from it
    /// when the job's key (``RenderCacheKeys/key(_:plan:)``) is there: a hit needs neither
    /// layout nor text shaping.
    func make(_ job: SheetJob, cache: RenderCache?) throws(RenderProblem) -> RenderedOutput {
        guard let cache else { return try draw(job) }
        let entryFields = GalleryEntryFields(job, currentDirectory: gallery.currentDirectory)
        let found = try cache.cached(cache.keys.key(job, plan: self)) { () throws(RenderProblem) -> CachedRender in
            let made = try draw(job)
            return CachedRender(
                output: RenderOutput(data: made.output.data, diagnostics: made.output.diagnostics, thumbnail: made.thumbnail),
                extra: CachedGalleryEntry.encode(made.entry))
        }
        guard var entry = CachedGalleryEntry.decode(found.extra) else { return try draw(job) }
        entryFields.apply(to: &entry)
        return RenderedOutput(output: found.output, entry: entry, thumbnail: found.output.thumbnail)
    }

    /// Lays out, renders and describes one job.
    func draw(_ job: SheetJob) throws(RenderProblem) -> RenderedOutput {
        let (output, layout) = try render(job)
        let (entry, thumbnail) = gallery.entry(job, layout: layout, output: output)
        return RenderedOutput(output: output, entry: entry, thumbnail: thumbnail)
    }
}

/// The fields of a manifest entry that name files rather than what they show: set again on
/// an entry from the cache (the input may be given by another path, the output elsewhere).
private struct GalleryEntryFields {
    let file: String
    let path: String

    init(_ job: SheetJob, currentDirectory: URL) {
        file = GalleryShots.displayPath(job.source, relativeTo: currentDirectory)
        path = job.fileName
    }

    func apply(to entry: inout GalleryEntry) {
        entry.file = file
        entry.path = path
        if entry.thumbnail != nil { entry.thumbnail = GalleryShots.thumbnailPath(for: path) }
    }
}

extension RenderCacheKeys {
    /// The key of a Welcome Sheet output, made before layout from everything the layout, the
    /// render and the manifest entry read: the page's content (its texts as localized), the
    /// job's device, orientation, scheme, Dynamic Type size, language and chrome, the
    /// page's device-independent lint findings, the language of finding messages, the render
    /// options, whether the accessibility overlay is drawn and the image files its rows draw. `RenderCacheKeyTests` counts the fields of
    /// `SheetJob`, the page, its rows, the chrome and the plan, so that a new one fails a
    /// test until it is keyed here.
    func key(_ job: SheetJob, plan: SheetRenderPlan) -> String {
        var key = CacheKeyBytes()
        key.add("sheet")
        key.add(runDigest)
        key.add(plan.options)
        key.add(plan.showsAccessibility)
        key.add(plan.gallery.messageLocale)
        key.add(pageFindings(plan.gallery.pageFindings[job.pageNumber] ?? [], page: job.pageNumber))
        key.add(job.page)
        key.add(job.pageNumber)
        key.add(job.locale)
        key.add(job.chrome.showsStatusBar)
        key.add(job.chrome.tint)
        key.add(job.chrome.showsBackButton)
        key.add(job.device.id)
        key.add(job.orientation.rawValue)
        key.add(job.scheme.rawValue)
        key.add(job.dynamicTypeSize.rawValue)
        key.add(job.fileExtension)
        key.add(job.backendName)
        let canvas = job.device.canvas(job.orientation)
        for row in job.page.rows {
            let image = ImageRun(name: row.imageName, source: row.imageSource, tint: nil, frame: .zero)
            for scale in Set([1, 2, 3, plan.options.scale ?? canvas.scale]).sorted() { key.add(resolution(image, scale: scale)) }
        }
        return key.digest
    }
}

extension CacheKeyBytes {
    mutating func add(_ color: Color) {
        add(color.light)
        add(color.dark)
    }

    mutating func add(_ page: WelcomeSheetPage) {
        add(page.title)
        add(page.mainButtonTitle) { $0.add($1) }
        add(page.accentColor) { $0.add($1) }
        add(page.backgroundColor) { $0.add($1) }
        add(page.optionalButtonTitle) { $0.add($1) }
        add(page.optionalButtonURL?.absoluteString) { $0.add($1) }
        add(page.optionalButtonAction != nil)
        add(page.isShowingOptionalButton)
        add(page.rows.count)
        for row in page.rows {
            add(row.imageName)
            add(row.imageSource.rawValue)
            add(row.accentColor) { $0.add($1) }
            add(row.title)
            add(row.content)
        }
    }
}
