import Foundation
import IntroGalleryFormat
import IntroPNG
import IntroRender
import IntroSystem
import IntroUI
import Stories

/// What to render of a stories show: its cards in each language, its timeline, the device,
/// the instants (`from` … `to` at `fps`), the backend and what to make of the frames (one
/// file each, a filmstrip or an animated PNG). ``StoriesRenderPlan`` checks it.
public struct StoriesRenderRequest: Sendable {
    /// The input, as manifest entries name it.
    public var file: String
    /// The cards in each language rendered (several: each in a folder of its own).
    public var translations: [(locale: String, stories: [StoryCard])]
    /// When each story shows, pauses and ends.
    public var timeline: StoriesTimeline
    /// The device.
    public var device: Device
    /// The orientation.
    public var orientation: Orientation = .portrait
    /// The colour scheme of stories that set none.
    public var colorScheme: ColorScheme = .light
    /// What draws.
    public var backend: any RenderBackend
    /// What is made of the frames.
    public var format: StoriesOutputFormat = .frames
    /// Frames per second.
    public var fps: Double
    /// The first instant, in seconds.
    public var from: Double = 0
    /// The last instant, in seconds.
    public var to: Double
    /// The most frames: a request over it is refused before anything is drawn.
    public var frameLimit = 10_000
    /// The most pixels of a filmstrip.
    public var pixelLimit = 250_000_000
    /// Frames drawn at once.
    public var workers = ProcessInfo.processInfo.activeProcessorCount
    /// Where frames already drawn are kept, if anywhere.
    public var cache: RenderCache?

    /// A request for `translations` of a show of `file` on `device` drawn by `backend`, at
    /// `fps` up to the instant `to`; other settings take their defaults.
    public init(
        file: String, translations: [(locale: String, stories: [StoryCard])], timeline: StoriesTimeline, device: Device,
        backend: any RenderBackend, fps: Double, to: Double
    ) {
        self.file = file
        self.translations = translations
        self.timeline = timeline
        self.device = device
        self.backend = backend
        self.fps = fps
        self.to = to
    }
}

/// A stories render, checked and ready: the instants of its frames and a show per language.
public struct StoriesRenderPlan: Sendable {
    /// The instants of the frames: frame k at from + k / fps, all ≤ `to`.
    public let times: [Double]
    /// The show in each language, in the request's order.
    public let shows: [StoriesShow]

    /// The plan of `request`: refused when an animated PNG is asked of a backend that makes
    /// no pixels, when `to` is before `from`, or when there are more frames than the limit.
    public init(_ request: StoriesRenderRequest) throws(RenderProblem) {
        let backend = request.backend
        if request.format == .apng, backend.product.rasterizer == nil {
            let registry = BackendRegistry.shared
            let raster = registry.names.filter { (try? registry.backend(named: $0))?.product.rasterizer != nil }
            throw .notRaster(backend: backend.name, rasterBackends: raster)
        }
        let times = try Self.times(from: request.from, to: request.to, fps: request.fps, limit: request.frameLimit)
        self.times = times
        let canvas = request.device.canvas(request.orientation)
        shows = request.translations.map { translation in
            StoriesShow(
                times: times, request: request, locale: translation.locale,
                folder: request.translations.count == 1 ? "" : translation.locale,
                renderer: StoriesFrameRenderer(
                    stories: translation.stories, timeline: request.timeline, canvas: canvas,
                    environment: EnvironmentValues(colorScheme: request.colorScheme, locale: translation.locale),
                    backend: backend, cache: request.cache),
                gallery: StoriesGallery(
                    file: request.file, device: request.device, orientation: request.orientation, scheme: request.colorScheme,
                    locale: translation.locale, scale: canvas.scale))
        }
    }

    /// The instants from `from` to `to` at `fps`; over `limit` frames is refused.
    static func times(from: Double, to: Double, fps: Double, limit: Int) throws(RenderProblem) -> [Double] {
        guard to >= from else { throw .endBeforeStart(end: to, start: from) }
        let span = (to - from) * fps
        guard span < Double(limit) else {
            throw .tooManyFrames(frames: span < 1e15 ? String(Int(span) + 1) : String(span), limit: limit)
        }
        let time = { (index: Int) in from + Double(index) / fps }
        var count = Int(span) + 1
        while count > 1, time(count - 1) > to { count -= 1 }
        while time(count) <= to { count += 1 }
        guard count <= limit else { throw .tooManyFrames(frames: String(count), limit: limit) }
        return (0..<count).map(time)
    }
}

/// One language's show: its frames, or its filmstrip or animated preview, each with its
/// manifest entry.
public struct StoriesShow: Sendable {
    /// The instants of its frames.
    public let times: [Double]
    let request: StoriesRenderRequest
    /// The content's language.
    public let locale: String
    /// The folder its files go in, relative to the output folder: empty for one language,
    /// the language for several.
    public let folder: String
    let renderer: StoriesFrameRenderer
    let gallery: StoriesGallery

    /// What is made of the frames.
    public var format: StoriesOutputFormat { request.format }

    /// The one file of a filmstrip or an animated preview, nil for frames.
    public var fileName: String? { request.format.fileName(fileExtension: request.backend.fileExtension) }

    /// Renders every frame on the request's workers and hands each — its file name
    /// (`frame-00000.png` …) and its output or the problem that stopped it — to `deliver` on
    /// the thread that made it. Returns what `deliver` returned, in the frames' order.
    public func frames<Delivered: Sendable>(
        _ deliver: @escaping @Sendable (String, Result<RenderedOutput, RenderProblem>) -> Delivered
    ) -> [Delivered] {
        let backend = request.backend
        let digits = max(5, String(max(0, times.count - 1)).count)
        return ParallelMap.run(Array(times.enumerated()), threads: request.workers) { index, time in
            let fileName = "frame-\(String(index).leftPadded(to: digits)).\(backend.fileExtension)"
            let output: RenderOutput
            do {
                output = try renderer.render(at: time)
            } catch {
                return deliver(fileName, .failure(.backendFailed(file: fileName, reason: String(describing: error))))
            }
            let (entry, thumbnail) = gallery.entry(
                path: fileName, backend: backend.name, mediaType: backend.product.mediaType, time: time, page: index + 1,
                data: output.data, thumbnail: output.thumbnail)
            return deliver(fileName, .success(RenderedOutput(output: output, entry: entry, thumbnail: thumbnail)))
        }
    }

    /// The frames in a grid, each above its timestamp, drawn by the backend as one picture.
    public func filmstrip() throws(RenderProblem) -> RenderedOutput {
        let (output, size) = try StoriesPreview.filmstrip(times, renderer, pixelLimit: request.pixelLimit)
        let backend = request.backend
        let (entry, thumbnail) = gallery.entry(
            path: fileName ?? "", backend: backend.name, mediaType: backend.product.mediaType, time: nil, page: 1, size: size,
            data: output.data, thumbnail: output.thumbnail)
        return RenderedOutput(output: output, entry: entry, thumbnail: thumbnail)
    }

    /// Writes the animated PNG piece by piece into `append` (memory does not grow with the
    /// frames); throws what drawing, the APNG writer or `append` throws.
    public func writeAnimatedPNG(_ append: (Data) throws -> Void) throws {
        try StoriesPreview.writeAnimatedPNG(times, fps: request.fps, renderer, append: append)
    }

    /// The manifest entry (and thumbnail) of the animated PNG written as `data`.
    public func animatedPNG(written data: Data) -> RenderedOutput {
        let (entry, thumbnail) = gallery.entry(
            path: fileName ?? "", backend: request.backend.name, mediaType: AnimatedPNG.mediaType, time: nil, page: 1, data: data)
        return RenderedOutput(output: RenderOutput(data: data), entry: entry, thumbnail: thumbnail)
    }
}

extension String {
    /// The string with zeros in front up to `length` characters.
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
