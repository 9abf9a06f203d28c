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
    /// The output's accessibility snapshot, to write at the entry's `accessibilityPath` (and
    /// its thumbnail at `accessibilityThumbnail`), when one was asked for.
    public var accessibility: AccessibilitySnapshot?
}

extension SheetRenderPlan {
    /// Lays out, renders and describes one job — or, with a cache, takes all three from it
    /// when the job's key (``RenderCacheKeys/key(_:plan:description:)``) is there: a hit needs neither
    /// layout nor text shaping. An accessibility snapshot is kept under a key of its own,
    /// made from the output's.
    func make(_ job: SheetJob, cache: RenderCache?) throws(RenderProblem) -> RenderedOutput {
        guard let cache else { return try draw(job) }
        let description = gallery.description(job)
        let key = cache.keys.key(job, plan: self, description: description)
        var drawn: RenderedOutput?
        let found = try cache.cached(key) { () throws(RenderProblem) -> CachedRender in
            let made = try draw(job)
            drawn = made
            return CachedRender(
                output: RenderOutput(data: made.output.data, diagnostics: made.output.diagnostics, thumbnail: made.thumbnail),
                extra: CachedGalleryEntry.encode(made.entry))
        }
        guard var entry = CachedGalleryEntry.decode(found.extra) else { return try draw(job) }
        // Where the input and the output are is the job's, whatever path the cached one had.
        entry.file = description.file
        entry.path = description.path
        if entry.thumbnail != nil { entry.thumbnail = GalleryShots.thumbnailPath(for: entry.path) }
        guard accessibility == .snapshot, let text = entry.accessibilityText else {
            return RenderedOutput(output: found.output, entry: entry, thumbnail: found.output.thumbnail)
        }
        let outlined = try cache.cached(RenderCacheKeys.accessibilityKey(of: key), counted: false) { () throws(RenderProblem) -> CachedRender in
            // The output was just drawn, its snapshot with it, or came from the cache without it.
            let made = if let drawn { drawn } else { try draw(job) }
            // A snapshot render draws the snapshot of every job it draws.
            guard let snapshot = made.accessibility else { throw .backendFailed(file: job.fileName, reason: "") }
            return CachedRender(output: snapshot.output)
        }
        let snapshot = AccessibilitySnapshot(output: outlined.output, text: text)
        return RenderedOutput(
            output: found.output, entry: snapshot.described(entry), thumbnail: found.output.thumbnail, accessibility: snapshot)
    }

    /// Lays out, renders and describes one job.
    func draw(_ job: SheetJob) throws(RenderProblem) -> RenderedOutput {
        let (output, layout, snapshot) = try render(job)
        let (entry, thumbnail) = gallery.entry(job, layout: layout, output: output)
        return RenderedOutput(output: output, entry: snapshot?.described(entry) ?? entry, thumbnail: thumbnail, accessibility: snapshot)
    }
}

extension RenderCacheKeys {
    /// The key of a Welcome Sheet output, made before layout from everything the layout, the
    /// render and the manifest entry read: the page's content (its texts as localized), the
    /// entry's `description` (the job's when nil) — every field of ``GalleryEntry`` that is not where a file is
    /// (`GalleryEntry.Field.isLocation`): the page number, the device, orientation, scheme,
    /// Dynamic Type size, language, backend and media type — the job's chrome and file
    /// extension, the page's device-independent lint findings, the language of finding
    /// messages, the render options, whether the accessibility overlay is drawn and the image
    /// files its rows draw. `RenderCacheKeyTests` counts the fields of `SheetJob`, the page,
    /// its rows, the chrome and the plan, so that a new one fails a test until it is keyed here.
    func key(_ job: SheetJob, plan: SheetRenderPlan, description: GalleryEntry? = nil) -> String {
        var key = CacheKeyBytes()
        key.add("sheet")
        key.add(runDigest)
        key.add(plan.options)
        key.add(String(describing: plan.accessibility))
        key.add(plan.gallery.messageLocale)
        key.add(pageFindings(plan.gallery.pageFindings[job.pageNumber] ?? [], page: job.pageNumber))
        key.add(job.page)
        var entryKey = EntryKey(key: key)
        var described = description ?? plan.gallery.description(job)
        for field in GalleryEntry.Field.allCases where !field.isLocation { described.visit(field, &entryKey) }
        key = entryKey.key
        key.add(job.chrome.showsStatusBar)
        key.add(job.chrome.tint)
        key.add(job.chrome.showsBackButton)
        key.add(job.fileExtension)
        let canvas = job.device.canvas(job.orientation)
        for row in job.page.rows {
            let image = ImageRun(name: row.imageName, source: row.imageSource, tint: nil, frame: .zero)
            for scale in Set([1, 2, 3, plan.options.scale ?? canvas.scale]).sorted() { key.add(resolution(image, scale: scale)) }
        }
        return key.digest
    }

    /// The key of the accessibility snapshot of the output keyed `key`.
    static func accessibilityKey(of key: String) -> String {
        var bytes = CacheKeyBytes()
        bytes.add("accessibility snapshot")
        bytes.add(key)
        return bytes.digest
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

/// Adds the fields of a gallery entry it visits to a key, each tagged by its kind.
private struct EntryKey: GalleryFieldVisitor {
    var key: CacheKeyBytes

    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout String) { key.add(value) }
    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout String?) { key.add(value) { $0.add($1) } }
    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Int) { key.add(value) }
    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Int?) { key.add(value) { $0.add($1) } }
    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Double) { key.add(value) }
    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Double?) { key.add(value) { $0.add($1) } }

    mutating func visit<Field: GalleryRecordField, Record: GalleryRecord>(_ field: Field, _ value: inout Record) {
        value.read(into: &self)
    }

    mutating func visit<Field: GalleryRecordField, Record: GalleryRecord>(_ field: Field, _ value: inout [Record]) {
        key.add(value.count)
        for record in value { record.read(into: &self) }
    }
}
