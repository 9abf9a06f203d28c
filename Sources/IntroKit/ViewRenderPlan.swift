import Foundation
import IntroGalleryFormat
import IntroRender
import IntroUI
import WelcomeSheet

/// Everything a view render renders, decided before any work starts: the jobs of the matrix
/// (each view's own layout, device, scheme and orientation replacing the request's), refused
/// when two views would write the same file. A view whose device is unknown plans no job: its
/// problem is in ``refused`` and the other views are drawn.
/// Views are made and drawn on the main actor, one at a time, as SwiftUI's `ImageRenderer`
/// draws them.
public struct ViewRenderPlan {
    /// What draws.
    public let backend: any RenderBackend
    /// The outputs, in the order of the matrix.
    public let jobs: [ViewJob]
    /// The views that plan no output, each with its problem (a device that is not known).
    public let refused: [RenderProblem]
    let views: [ViewRenderItem]
    let showsStatusBar: Bool
    let options: RenderOptions
    let pixelLimit: Int
    let currentDirectory: URL
    let accessibility: AccessibilityDrawing

    /// The plan of `request`.
    public init(_ request: ViewRenderRequest) throws(RenderProblem) {
        backend = request.backend
        views = request.views
        showsStatusBar = request.showsStatusBar
        options = request.options
        pixelLimit = request.pixelLimit
        currentDirectory = request.currentDirectory
        accessibility = request.accessibility
        var jobs: [ViewJob] = []
        var refused: [RenderProblem] = []
        for (position, view) in request.views.enumerated() {
            let settings = view.settings
            var devices = request.devices
            if let name = settings.device?.rawValue {
                guard let device = DeviceCatalog.device(named: name) else {
                    refused.append(.unknownPreviewDevice(preview: view.preview, name: name, suggested: DeviceCatalog.suggestions(for: name)))
                    continue
                }
                devices = [device]
            }
            for device in devices {
                for orientation in settings.orientation.map({ [$0] }) ?? request.orientations {
                    for scheme in settings.colorScheme.map({ [$0] }) ?? request.colorSchemes {
                        for size in request.dynamicTypeSizes {
                            for locale in request.locales {
                                jobs.append(
                                    ViewJob(
                                        view: position, stem: view.stem, source: view.source, index: view.index,
                                        layout: settings.layout ?? .device, device: device, orientation: orientation, scheme: scheme,
                                        dynamicTypeSize: size, locale: locale, namesLocale: request.locales.count > 1,
                                        fileExtension: backend.fileExtension))
                            }
                        }
                    }
                }
            }
        }
        if request.refusesSameFileNames { try SheetRenderPlan.refuseCollisions(jobs.map { ($0.fileName, $0.source) }) }
        self.jobs = jobs
        self.refused = refused
    }

    /// Makes, lays out and renders one job, with its manifest entry and thumbnail.
    @MainActor
    public func render(_ job: ViewJob) throws(RenderProblem) -> RenderedView {
        let view = views[job.view].make()
        let environment = EnvironmentValues(colorScheme: job.scheme, locale: job.locale, dynamicTypeSize: job.dynamicTypeSize)
        let engine = LayoutEngine(measurer: backend.textMeasurer)
        var layout = try layOut(job, view: view, engine: engine, environment: environment)
        if job.layout == .device, showsStatusBar {
            let chrome = ScreenChrome(device: job.device, orientation: job.orientation, locale: job.locale, overlays: layout.systemOverlays)
            layout.displayList.items += engine.layout(chrome, canvas: layout.canvas, environment: environment).displayList.items
        }
        if accessibility == .outlined { layout = AccessibilityOverlay.layout(layout, measurer: backend.textMeasurer) }
        let output: RenderOutput
        let snapshot: AccessibilitySnapshot?
        do {
            output = try backend.render(
                layout.displayList, canvas: layout.canvas, options: options, thumbnailPixelsPerPoint: GalleryShots.thumbnailPixelsPerPoint)
            snapshot = accessibility == .snapshot ? try AccessibilitySnapshot.draw(layout, backend: backend, options: options) : nil
        } catch {
            throw .backendFailed(file: job.fileName, reason: String(describing: error))
        }
        let (entry, thumbnail) = GalleryShots.entry(description(job, layout), output: output)
        let rendered = RenderedOutput(
            output: output, entry: snapshot?.described(entry) ?? entry, thumbnail: thumbnail, accessibility: snapshot)
        return RenderedView(rendered: rendered, layout: layout)
    }

    /// The manifest entry of `job` laid out as `layout`, before its bytes are known.
    func description(_ job: ViewJob, _ layout: LayoutResult) -> GalleryEntry {
        let frames = LayoutReport(layout).elements.map { GalleryFrame(id: $0.id, x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        return GalleryEntry(
            file: GalleryShots.displayPath(job.source, relativeTo: currentDirectory), page: job.index,
            device: GalleryShots.device(job.device, job.orientation), orientation: job.orientation.rawValue, scheme: job.scheme.rawValue,
            locale: job.locale, dynamicType: job.dynamicTypeSize.rawValue, backend: backend.name, mediaType: backend.product.mediaType,
            path: job.fileName, bytes: 0, revision: "", findings: [], frames: frames)
    }

    /// The accessibility audit of one job (`introkit lint --audit` of previews): its view made
    /// and laid out as ``render(_:)`` lays it out, on the scheme's system background, and
    /// nothing drawn (with `contrast`: Increase Contrast's colours); each issue with the id of the text or element it is about, and the
    /// manifest entry that names the job's device, scheme, size and language.
    @MainActor
    public func audit(_ job: ViewJob, contrast: ColorSchemeContrast = .standard) throws(RenderProblem)
        -> (issues: [(issue: AccessibilityIssue, id: String?)], entry: GalleryEntry)
    {
        let view = views[job.view].make()
        var environment = EnvironmentValues(colorScheme: job.scheme, locale: job.locale, dynamicTypeSize: job.dynamicTypeSize)
        environment.colorSchemeContrast = contrast
        let layout = try layOut(job, view: view, engine: LayoutEngine(measurer: backend.textMeasurer), environment: environment)
        let issues = AccessibilityAudit.issues(layout).map { issue in
            (issue, issue.text.flatMap { layout.texts[$0].id } ?? issue.element.id)
        }
        return (issues, description(job, layout))
    }

    /// How long laying out `job`'s view takes: the view made once, then lowered and laid out
    /// `runs` times on the job's canvas with one engine (its text measurements cached after
    /// the first), each run's thread CPU time measured; the median run is kept.
    @MainActor
    public func layoutTime(_ job: ViewJob, runs: Int) throws(RenderProblem) -> ViewLayoutTime {
        let view = views[job.view].make()
        let environment = EnvironmentValues(colorScheme: job.scheme, locale: job.locale, dynamicTypeSize: job.dynamicTypeSize)
        let engine = LayoutEngine(measurer: backend.textMeasurer)
        let canvas = try canvas(job, view: view, engine: engine, environment: environment)
        let safeArea: SafeAreaPlacement = job.layout == .device ? .respected : .ignored
        var nodes = engine.layout(view, canvas: canvas, environment: environment, safeArea: safeArea).nodeCount
        var times: [Double] = []
        for _ in 0..<max(runs, 1) {
            let start = ViewLayoutTime.threadNanoseconds()
            nodes = engine.layout(view, canvas: canvas, environment: environment, safeArea: safeArea).nodeCount
            times.append(ViewLayoutTime.threadNanoseconds() - start)
        }
        return ViewLayoutTime(nanoseconds: times.sorted()[times.count / 2], nodes: nodes)
    }

    /// `view` laid out for `job`, on the scheme's system background as Xcode's canvas shows
    /// it. On a device's screen the root is laid out in the safe area, as an app's root view
    /// is, and laid out again without the status bar's part of it when the view hides the bar.
    @MainActor
    func layOut(_ job: ViewJob, view: AnyView, engine: LayoutEngine, environment: EnvironmentValues) throws(RenderProblem)
        -> LayoutResult
    {
        var canvas = try canvas(job, view: view, engine: engine, environment: environment)
        let onScreen = job.layout == .device
        var layout = engine.layout(view, canvas: canvas, environment: environment, safeArea: onScreen ? .respected : .ignored)
        let uncovered = job.device.safeArea(job.orientation, statusBarHidden: true)
        if onScreen, layout.systemOverlays.statusBarHidden, canvas.safeArea != uncovered {
            canvas.safeArea = uncovered
            layout = engine.layout(view, canvas: canvas, environment: environment, safeArea: .respected)
        }
        try Self.checkFinite(layout, preview: job.preview)
        let background = job.scheme == .dark ? RGBA(red: 0, green: 0, blue: 0) : RGBA(red: 1, green: 1, blue: 1)
        layout.displayList.items.insert(.fill(.rectangle, Rect(origin: .zero, size: canvas.size), background), at: 0)
        return layout
    }

    /// The canvas of `job`: the device's screen with its safe area, a fixed size, or the
    /// size the view takes when offered the screen — the last two without safe area.
    func canvas(_ job: ViewJob, view: AnyView, engine: LayoutEngine, environment: EnvironmentValues) throws(RenderProblem) -> Canvas {
        var canvas = job.device.canvas(job.orientation)
        switch job.layout {
        case .device: break
        case .fixed(let width, let height):
            canvas.size = Size(width: Double(width), height: Double(height))
            canvas.safeArea = EdgeInsets()
        case .sizeThatFits:
            canvas.safeArea = EdgeInsets()
            canvas.size = engine.sizeThatFits(view, proposal: canvas.size, canvas: canvas, environment: environment)
        }
        let size = canvas.size
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw .invalidLayout(preview: job.preview, what: "canvas \(size.width) × \(size.height)")
        }
        let pixels = size.width * size.height * pow(options.scale ?? canvas.scale, 2)
        guard pixels <= Double(pixelLimit) else {
            throw .tooManyPixels(device: job.device.id, pixels: Int(pixels.rounded()), limit: pixelLimit)
        }
        return canvas
    }

    /// Refuses a layout with a frame that is not finite (a NaN or infinite size given to a
    /// frame, or computed from one).
    static func checkFinite(_ layout: LayoutResult, preview: String) throws(RenderProblem) {
        let rects = layout.frames.map { ($0.id, $0.frame) } + layout.texts.map { ("text “\($0.string)”", $0.frame) }
        for (name, rect) in rects {
            let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
            if values.contains(where: { !$0.isFinite }) {
                throw .invalidLayout(preview: preview, what: "\(name): \(rect.origin.x), \(rect.origin.y), \(rect.size.width) × \(rect.size.height)")
            }
        }
    }
}

/// How long one view's layout takes (``ViewRenderPlan/layoutTime(_:runs:)``): lowering its
/// `body`s and placing every node, text measured from a warm cache.
public struct ViewLayoutTime: Codable, Sendable, Hashable {
    /// Thread CPU time of one layout, in nanoseconds.
    public var nanoseconds: Double
    /// The nodes laid out: each view and modifier of the lowered tree.
    public var nodes: Int

    /// The time per node, in nanoseconds.
    public var nanosecondsPerNode: Double { nodes > 0 ? nanoseconds / Double(nodes) : 0 }

    /// A layout time.
    public init(nanoseconds: Double, nodes: Int) {
        self.nanoseconds = nanoseconds
        self.nodes = nodes
    }

    /// The calling thread's CPU time, in nanoseconds (neighbours' load does not count).
    static func threadNanoseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }
}

/// One view rendered: the output as it is written (bytes, manifest entry, thumbnail) and
/// the layout it was drawn from (its frames, for layout probes).
public struct RenderedView {
    /// The output, its manifest entry and thumbnail.
    public var rendered: RenderedOutput
    /// The layout drawn.
    public var layout: LayoutResult
}

/// What iOS draws over an app's screen: the status bar in the top safe area (none on a phone
/// in landscape, where iOS hides it, nor where the view hides it), in the scheme's primary
/// colour or white over a pushed-back presenter, and the home indicator where the screen has
/// one — the Welcome Sheet renders' own chrome.
struct ScreenChrome: View {
    let device: Device
    let orientation: Orientation
    let locale: String
    let overlays: SystemOverlays

    var body: some View {
        let safeArea = device.safeArea(orientation)
        ZStack(alignment: .top) {
            if safeArea.top > 0, !overlays.statusBarHidden {
                StatusBar(device: device, orientation: orientation, color: overlays.statusBarOverDarkBackdrop ? .white : .primary, locale: locale)
            }
            if safeArea.bottom > 0 {
                HomeIndicator()
            }
        }
        .frame(width: device.size(orientation).width, height: device.size(orientation).height, alignment: .top)
    }
}
