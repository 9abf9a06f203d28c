import Foundation
import IntroGalleryFormat
import IntroRender
import IntroUI
import WelcomeSheet

/// The gallery's view of `render sheet`: a manifest entry per output, with the page's lint
/// findings for its device, orientation and scheme, and its layout frames for the overlay.
struct SheetGallery: Sendable {
    /// Lint findings that do not depend on the device (unknown icons, contrast), by page number.
    let pageFindings: [Int: [SheetLintFinding]]
    /// The language of finding messages.
    let messageLocale: String
    /// The folder input paths are shown relative to.
    let currentDirectory: URL

    /// Finds the device-independent findings of a document's pages as `introkit lint` does:
    /// pages without an accent colour take the app's `tint`; `lookup` resolves a row's image.
    init(
        pages: [(number: Int, page: WelcomeSheetPage)], tint: Color, lookup: (@Sendable (WelcomeSheetPageRow) -> IconLookup)?,
        messageLocale: String, currentDirectory: URL
    ) {
        var findings: [Int: [SheetLintFinding]] = [:]
        for (number, var page) in pages {
            page.accentColor = page.accentColor ?? tint
            findings[number] = (lookup.map { WelcomeSheetLint.iconFindings(page, number: number, lookup: $0) } ?? [])
                + ColorScheme.allCases.flatMap { WelcomeSheetLint.contrastFindings(page, number: number, colorScheme: $0) }
        }
        pageFindings = findings
        self.messageLocale = messageLocale
        self.currentDirectory = currentDirectory
    }

    /// What the entry of a job says before it is laid out: the input, the page, the device
    /// and the variant, the backend and the output's path and media type (`path` and
    /// `mediaType` are the job's own unless the output is another file made from it, a
    /// tour's video). The render cache keys it (``RenderCacheKeys/key(_:plan:description:)``).
    func description(_ job: SheetJob, path: String? = nil, mediaType: String? = nil) -> GalleryEntry {
        GalleryEntry(
            file: GalleryShots.displayPath(job.source, relativeTo: currentDirectory), page: job.pageNumber,
            device: GalleryShots.device(job.device, job.orientation), orientation: job.orientation.rawValue,
            scheme: job.scheme.rawValue, locale: job.locale, dynamicType: job.dynamicTypeSize.rawValue, backend: job.backendName,
            mediaType: mediaType ?? job.mediaType, path: path ?? job.fileName, bytes: 0, revision: "")
    }

    /// The entry of one output and its thumbnail (PNG outputs): the job's ``description(_:path:mediaType:)``
    /// with the findings of its layout and its frames.
    func entry(_ job: SheetJob, layout: LayoutResult, output: RenderOutput, path: String? = nil, mediaType: String? = nil)
        -> (entry: GalleryEntry, thumbnail: Data?)
    {
        let findings = (pageFindings[job.pageNumber] ?? []).filter { $0.colorScheme == nil || $0.colorScheme == job.scheme }
            + WelcomeSheetLint.layoutFindings(
                layout, page: job.pageNumber, device: job.device, orientation: job.orientation, colorScheme: job.scheme)
        var description = description(job, path: path, mediaType: mediaType)
        description.findings = findings.map(finding)
        description.frames = LayoutReport(layout).elements.map {
            GalleryFrame(id: $0.id, x: $0.x, y: $0.y, width: $0.width, height: $0.height)
        }
        return GalleryShots.entry(description, output: output)
    }

    private func finding(_ finding: SheetLintFinding) -> GalleryFinding {
        GalleryFinding(
            severity: finding.severity.rawValue, code: finding.code.rawValue, element: finding.element.id,
            message: finding.message(locale: messageLocale))
    }
}
