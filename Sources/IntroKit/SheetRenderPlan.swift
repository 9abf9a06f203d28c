import Foundation
import IntroGalleryFormat
import IntroRender
import IntroSystem
import IntroUI
import WelcomeSheet

/// One output of the matrix.
public struct SheetJob: Sendable {
    /// The page drawn, in its language.
    public var page: WelcomeSheetPage
    /// The input file, as given.
    public var source: String
    /// The page's number in its document, from 1.
    public var pageNumber: Int
    /// The content's language.
    public var locale: String
    /// The status bar, tint and back button of this page.
    public var chrome: SheetChrome
    /// The start of the file name.
    public var stem: String
    /// The device.
    public var device: Device
    /// The orientation.
    public var orientation: Orientation
    /// The colour scheme.
    public var scheme: ColorScheme
    /// The Dynamic Type size.
    public var dynamicTypeSize: DynamicTypeSize
    /// The extension of the backend's files.
    public var fileExtension: String
    /// The backend's name.
    public var backendName: String
    /// The media type of the backend's files.
    public var mediaType: String

    /// How many pixels the device's screen has (at its scale): the job's share of the work.
    var pixelCount: Int {
        Int(device.portraitSize.width * device.scale) * Int(device.portraitSize.height * device.scale)
    }

    /// `<stem>-<device>-<orientation>-<scheme>[-<size>]-p<N>.<ext>`, the Dynamic Type size
    /// when it is not the default, `large`.
    public var fileName: String {
        let size = dynamicTypeSize == .large ? "" : "-" + dynamicTypeSize.rawValue
        return "\(stem)-\(device.id)-\(orientation.rawValue)-\(scheme.rawValue)\(size)-p\(pageNumber).\(fileExtension)"
    }
}

/// Everything a sheet render renders, decided before any work starts: the jobs of the
/// matrix (refused when two inputs would write the same file or a canvas is too large),
/// sharded, and the pages' device-independent lint findings for the manifest entries.
public struct SheetRenderPlan: Sendable {
    /// What draws.
    public let backend: any RenderBackend
    /// The outputs, in the order of the matrix.
    public let jobs: [SheetJob]
    /// Outputs drawn at once.
    public let workers: Int
    let options: RenderOptions
    let gallery: SheetGallery
    /// Whether each picture shows its accessibility elements and their legend, or has them beside it.
    let accessibility: AccessibilityDrawing

    /// The plan of `request`.
    public init(_ request: SheetRenderRequest) throws(RenderProblem) {
        backend = request.backend
        for device in request.devices {
            let size = device.portraitSize
            let pixels = size.width * size.height * pow(request.options.scale ?? device.scale, 2)
            guard pixels <= Double(request.pixelLimit) else {
                throw .tooManyPixels(device: device.id, pixels: Int(pixels), limit: request.pixelLimit)
            }
        }
        var options = request.options
        workers = request.workers
        accessibility = request.accessibility
        let cells = Self.cells(request)
        var jobs: [SheetJob] = []
        var pages: [(number: Int, page: WelcomeSheetPage)] = []
        for document in request.documents {
            for (position, translation) in document.translations.enumerated() {
                for (number, page) in translation.pages {
                    if position == 0 { pages.append((number, page)) }
                    let chrome = request.chrome.page(number)
                    for cell in cells {
                        jobs.append(
                            SheetJob(
                                page: page, source: document.source, pageNumber: number, locale: translation.locale, chrome: chrome,
                                stem: translation.stem, device: cell.device, orientation: cell.orientation, scheme: cell.scheme,
                                dynamicTypeSize: cell.size, fileExtension: backend.fileExtension, backendName: backend.name,
                                mediaType: backend.product.mediaType))
                    }
                }
            }
        }
        try Self.refuseCollisions(jobs.map { ($0.fileName, $0.source) })
        self.jobs = request.shard.select(jobs)
        // One image gets every core (a backend that can draw or encode in parts uses them); a
        // matrix keeps one image per worker.
        if self.jobs.count == 1 { options.threads = ProcessInfo.processInfo.activeProcessorCount }
        self.options = options
        gallery = SheetGallery(
            pages: pages, tint: request.chrome.tint, lookup: request.imageLookup, messageLocale: request.messageLocale,
            currentDirectory: request.currentDirectory)
    }

    /// Every device × orientation × scheme × size, in that order of nesting.
    private static func cells(_ request: SheetRenderRequest)
        -> [(device: Device, orientation: Orientation, scheme: ColorScheme, size: DynamicTypeSize)]
    {
        request.devices.flatMap { device in
            request.orientations.flatMap { orientation in
                request.colorSchemes.flatMap { scheme in request.dynamicTypeSizes.map { (device, orientation, scheme, $0) } }
            }
        }
    }

    /// Two inputs named alike (`a/sheet.json`, `b/sheet.json`, or one file given twice) would
    /// write the same files, the second replacing the first without a word: refused before
    /// anything is rendered, naming both.
    static func refuseCollisions(_ jobs: [(fileName: String, source: String)]) throws(RenderProblem) {
        var sources: [String: String] = [:]
        for job in jobs {
            if let first = sources[job.fileName] {
                throw .sameOutput(first: first, second: job.source, file: job.fileName)
            }
            sources[job.fileName] = job.source
        }
    }

    /// Lays out one job (with its accessibility overlay when asked).
    func layout(_ job: SheetJob) -> LayoutResult {
        let layout = WelcomeSheetLayout.layout(
            page: job.page, device: job.device, orientation: job.orientation, colorScheme: job.scheme, locale: job.locale,
            dynamicTypeSize: job.dynamicTypeSize, chrome: job.chrome, measurer: backend.textMeasurer)
        return accessibility == .outlined ? AccessibilityOverlay.layout(layout, measurer: backend.textMeasurer) : layout
    }

    /// Lays out and renders one job, and its accessibility snapshot when asked.
    func render(_ job: SheetJob) throws(RenderProblem)
        -> (output: RenderOutput, layout: LayoutResult, accessibility: AccessibilitySnapshot?)
    {
        let layout = layout(job)
        do {
            let output = try backend.render(
                layout.displayList, canvas: layout.canvas, options: options,
                thumbnailPixelsPerPoint: GalleryShots.thumbnailPixelsPerPoint)
            let snapshot = accessibility == .snapshot
                ? try AccessibilitySnapshot.draw(layout, backend: backend, options: options) : nil
            return (output, layout, snapshot)
        } catch {
            throw .backendFailed(file: job.fileName, reason: String(describing: error))
        }
    }

    /// Renders every job on ``workers`` threads, the largest pictures first, with `cache`
    /// when given, and hands each output — or the problem that stopped it — to `deliver` on
    /// the thread that made it, as soon as it is made (so that it can be written while others
    /// are drawn). Returns what `deliver` returned for each job, in the jobs' order.
    public func run<Delivered: Sendable>(
        cache: RenderCache?, _ deliver: @escaping @Sendable (SheetJob, Result<RenderedOutput, RenderProblem>) -> Delivered
    ) -> [Delivered] {
        ParallelMap.run(jobs, threads: workers, largestFirst: \.pixelCount) { job in
            deliver(job, Result { () throws(RenderProblem) in try make(job, cache: cache) })
        }
    }
}
