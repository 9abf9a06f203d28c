import Foundation
import IntroGalleryFormat
import IntroRender
import IntroStrings
import IntroSystem
import WelcomeSheet

/// Why one job of a sheet render delivered nothing: it could not be made, or its files could
/// not be staged (`Failure`: the delivery's error type).
public enum SheetJobFailure<Failure: Error>: Error {
    /// The job could not be rendered.
    case render(RenderProblem)
    /// Its files could not be staged.
    case write(Failure)
}

/// What a sheet render delivered (``SheetRenderPlan/run(into:cache:progress:)``), in the jobs'
/// order: the manifest entries of the outputs staged into a folder, every output's
/// diagnostics, and the jobs that failed.
public struct SheetRenderResult<Failure: Error> {
    /// The entries the folder's manifest gets (none for one file or standard output).
    public var entries: [GalleryEntry] = []
    /// The backend's diagnostics of every output made.
    public var diagnostics: [RenderDiagnostic] = []
    /// The jobs that delivered nothing, and why.
    public var failures: [SheetJobFailure<Failure>] = []
}

extension SheetRenderPlan {
    /// Renders every job (``run(cache:_:)``, through `cache` when given) and stages each
    /// output with its thumbnail and accessibility files in `delivery` on the thread that made
    /// it; `progress` is told of each job once it is done. Nothing is committed: the caller
    /// decides from the result whether to commit or roll back.
    public func run<Failure>(
        into delivery: RenderDelivery<Failure>, cache: RenderCache?, progress: @escaping @Sendable (SheetJob) -> Void
    ) -> SheetRenderResult<Failure> {
        let outcomes = run(cache: cache) { job, rendered in
            defer { progress(job) }
            return Result { () throws(SheetJobFailure<Failure>) -> (diagnostics: [RenderDiagnostic], entry: GalleryEntry?) in
                let made: RenderedOutput
                do throws(RenderProblem) { made = try rendered.get() } catch { throw .render(error) }
                do throws(Failure) {
                    let entry = try delivery.deliver(
                        made.output.data, fileName: job.fileName, entry: made.entry, thumbnail: made.thumbnail,
                        accessibility: made.accessibility)
                    return (made.output.diagnostics, entry)
                } catch {
                    throw .write(error)
                }
            }
        }
        var result = SheetRenderResult<Failure>()
        for outcome in outcomes {
            switch outcome {
            case .success(let found):
                result.diagnostics += found.diagnostics
                result.entries += found.entry.map { [$0] } ?? []
            case .failure(let failure): result.failures.append(failure)
            }
        }
        return result
    }
}

extension SheetDocumentContent {
    /// The content of `document`, read from `source`: the pages at `pageIndices` (from 0) in
    /// each of `locales` through `translation`, each language's outputs named after the
    /// source's file name (with the language when `translation` names it); the catalog's
    /// findings are handed to `findings` as each language is translated.
    public init(
        source: String, document: WelcomeSheetDocument, pageIndices: [Int], locales: [String], translation: ContentTranslation,
        findings: (StringCatalogFinding) -> Void
    ) {
        let fileStem = URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
        let namesLanguage = translation.namesLanguage(of: locales)
        let translations = locales.map { locale in
            let (localized, found) = translation.pages(of: document, in: locale)
            found.forEach(findings)
            return SheetTranslation(
                locale: locale, stem: namesLanguage ? fileStem + "." + locale : fileStem,
                pages: pageIndices.map { ($0 + 1, localized[$0]) })
        }
        self.init(source: source, translations: translations)
    }
}

extension IconLookup {
    /// How `row`'s image resolves through `resolver`; an asset is loaded (within `limits`) to
    /// find out whether a render would refuse it, the refusal said by `word`.
    public init(_ row: WelcomeSheetPageRow, resolver: any ImageResolver, limits: AssetLimits, word: (RenderDiagnostic) -> String) {
        guard let resolution = resolver.resolution(of: row.imageName, source: row.imageSource, scale: 3) else {
            self = .missing
            return
        }
        if let refusal = resolver.refusal(of: resolution, limits: limits, pixelSide: 111) {
            self = .refusedAsset(reason: word(refusal), isError: refusal.severity == .error)
            return
        }
        switch resolution.match {
        case .asset: self = .asset
        case .symbol(let icon): self = .symbol(icon: icon)
        case .symbolFallback(let base, let icon): self = .symbolFallback(base: base, icon: icon)
        }
    }
}
