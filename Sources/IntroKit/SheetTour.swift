import Foundation
import IntroRender
import IntroUI
import IntroVideo
import WelcomeSheet

/// A file's pages as a video, paged through as iOS pages a sheet: each page still for a
/// while, then the next slides in from the trailing side as the current one leaves, over
/// UIKit's paging time with its ease-in-out curve. One tour per language, device,
/// orientation, scheme and Dynamic Type size of a ``SheetRenderPlan``.
public struct SheetTour: Sendable {
    /// The pages' jobs, in page order (one language, device, orientation, scheme and size).
    public let jobs: [SheetJob]
    /// How the video is encoded.
    public let settings: VideoSettings
    /// How long each page stands still, in seconds.
    public let stillTime: Double
    let plan: SheetRenderPlan

    /// How long one page takes to slide to the next, in seconds (a paging scroll view's
    /// settling time).
    public static let pagingTime = 0.35

    /// `<stem>-<device>-<orientation>-<scheme>[-<size>].<ext>`: the pages' file name without
    /// the page.
    public var fileName: String {
        let first = jobs[0]
        let size = first.dynamicTypeSize == .large ? "" : "-" + first.dynamicTypeSize.rawValue
        return "\(first.stem)-\(first.device.id)-\(first.orientation.rawValue)-\(first.scheme.rawValue)\(size).\(settings.container.fileExtension)"
    }

    /// The video's length: every page's still time and a paging between each two.
    public var duration: Double { Double(jobs.count) * stillTime + Double(jobs.count - 1) * Self.pagingTime }

    /// The tours of `plan` as `container` videos at `fps`, each page still for `stillTime`
    /// seconds: refused (every problem) when the plan's backend makes no pixels or a video
    /// of its size and rate cannot be encoded.
    public static func tours(of plan: SheetRenderPlan, container: VideoContainer, fps: Double, stillTime: Double)
        throws(RenderProblem) -> [SheetTour]
    {
        guard let rasterizer = plan.backend.product.rasterizer else {
            let registry = BackendRegistry.shared
            throw .notRaster(backend: plan.backend.name, rasterBackends: registry.names.filter { (try? registry.backend(named: $0))?.product.rasterizer != nil })
        }
        guard let rate = FrameRate(fps) else { throw .video([.frameRate(fps: fps)]) }
        var groups: [String: [SheetJob]] = [:]
        var order: [String] = []
        for job in plan.jobs {
            let key = "\(job.source)\u{0}\(job.locale)\u{0}\(job.device.id)\u{0}\(job.orientation)\u{0}\(job.scheme)\u{0}\(job.dynamicTypeSize)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(job)
        }
        return try order.map { key throws(RenderProblem) in
            let jobs = groups[key]!.sorted { $0.pageNumber < $1.pageNumber }
            let canvas = jobs[0].device.canvas(jobs[0].orientation)
            let size = rasterizer.pixelSize(
                of: DisplayList(size: canvas.size, items: []), canvas: canvas, options: plan.options)
            let settings = VideoSettings(container: container, width: size.width, height: size.height, frameRate: rate)
            if !settings.problems.isEmpty { throw .video(settings.problems) }
            return SheetTour(jobs: jobs, settings: settings, stillTime: stillTime, plan: plan)
        }
    }

    /// Where the tour is at instant `t`: the page shown and how far (0 …< 1) it has slid
    /// towards the next.
    func position(at t: Double) -> (page: Int, progress: Double) {
        let step = stillTime + Self.pagingTime
        let page = min(jobs.count - 1, Int(t / step))
        let into = t - Double(page) * step - stillTime
        guard into > 0, page + 1 < jobs.count else { return (page, 0) }
        return (page, Self.easeInOut(into / Self.pagingTime))
    }

    /// UIKit's ease-in-out (the cubic Bézier 0.42, 0, 0.58, 1) at time fraction `x`.
    static func easeInOut(_ x: Double) -> Double {
        let bezier = { (t: Double, p1: Double, p2: Double) in 3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if bezier(middle, 0.42, 0.58) < x { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, 0, 1)
    }

    /// The manifest entry of the tour's video, `data` as written, with a thumbnail of its first
    /// page: the first page's entry (its lint findings and frames), the video's media type
    /// and pixel size.
    public func video(written data: Data) -> RenderedOutput {
        let job = jobs[0]
        let layout = plan.layout(job)
        var small = plan.options
        small.scale = min(GalleryShots.thumbnailPixelsPerPoint, plan.options.scale ?? layout.canvas.scale)
        small.threads = 1
        let thumbnail = try? plan.backend.product.rasterizer?.pngData(layout.displayList, canvas: layout.canvas, options: small)
        let output = RenderOutput(data: data, thumbnail: thumbnail ?? nil, pixelSize: PixelSize(width: settings.width, height: settings.height))
        let (entry, shrunk) = plan.gallery.entry(job, layout: layout, output: output, path: fileName, mediaType: settings.container.mediaType)
        return RenderedOutput(output: output, entry: entry, thumbnail: shrunk)
    }

    /// Writes the tour at `path` (a staging file); returns the frames written.
    public func write(to path: String) throws(RenderProblem) -> Int {
        let lists = jobs.map(plan.layout)
        guard let rasterizer = plan.backend.product.rasterizer, let first = lists.first else { return 0 }
        let canvas = first.canvas
        let width = canvas.size.width
        let rate = settings.frameRate
        let count = max(1, Int((duration * rate.perSecond - 1e-6).rounded(.up)))
        let (options, tour) = (plan.options, self)
        let pages = lists.map(\.displayList)
        // The next page comes from the trailing side: the right, or the left in Arabic, Hebrew ….
        let direction: Double = LayoutDirection.of(localeIdentifier: jobs[0].locale) == .rightToLeft ? -1 : 1
        return try FrameVideo.write(count: count, settings: settings, path: path) { index in
            let (page, progress) = tour.position(at: rate.time(ofFrame: index))
            let offset = progress * width * direction
            var items: [DisplayItem] = [.transform(.translation(Point(x: -offset, y: 0)), pages[page].items)]
            if progress > 0 { items.append(.transform(.translation(Point(x: width * direction - offset, y: 0)), pages[page + 1].items)) }
            let frame = DisplayList(size: canvas.size, items: [.clip(.rectangle, Rect(x: 0, y: 0, width: width, height: canvas.size.height), items)])
            return try rasterizer.rasterize(frame, canvas: canvas, options: options).pixels.rgba
        }
    }
}
