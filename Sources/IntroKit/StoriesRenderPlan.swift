import Foundation
import IntroGalleryFormat
import IntroPNG
import IntroRender
import IntroSystem
import IntroUI
import IntroVideo
import Stories

/// What to render of a stories show: its stories in each language (JSON's cards or a
/// package's own `IStory` views), its timeline, the device, the instants (`from` … `to` at
/// `fps`), the backend and what to make of the frames (one file each, a filmstrip, an
/// animated PNG, a video). ``StoriesRenderPlan`` checks it.
///
/// ```swift
/// var request = try StoriesRenderRequest(
///     file: "LaunchStories.swift", stories: LaunchStories.allCases, strategy: .once,
///     device: device, backend: backend, fps: 2)
/// request.format = .filmstrip
/// let filmstrip = try StoriesRenderPlan(request).shows[0].filmstrip()
/// ```
public struct StoriesRenderRequest: Sendable {
    /// The input, as manifest entries name it.
    public var file: String
    /// The stories in each language rendered (several: each in a folder of its own).
    public var translations: [(locale: String, stories: StoriesShowContent)]
    /// When each story shows, pauses and ends.
    public var timeline: StoriesTimeline
    /// The device.
    public var device: Device
    /// The orientation.
    public var orientation: Orientation = .portrait
    /// The colour scheme of stories that set none.
    public var colorScheme: ColorScheme = .light
    /// The Dynamic Type size of the environment.
    public var dynamicTypeSize: DynamicTypeSize = .large
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
    /// The place a video goes to (its size, codec settings and rules), if any.
    public var preset: VideoPreset?
    /// The FFmpeg encoder of a video, when not its container's.
    public var encoder: String?
    /// Whether the frames are drawn with Reduce Motion on (`accessibilityReduceMotion`): the
    /// upstream template's text fades in instead of scaling and turning.
    public var reduceMotion = false
    /// Whether each story is drawn once, as a ``StoryStill`` with its accessibility snapshot
    /// and VoiceOver's text form, in place of the frames (`render stories --accessibility`).
    public var accessibilityStills = false

    /// A request for `translations` of a show of `file` on `device` drawn by `backend`, at
    /// `fps` up to the instant `to`; other settings take their defaults.
    public init(
        file: String, translations: [(locale: String, stories: StoriesShowContent)], timeline: StoriesTimeline, device: Device,
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

    /// A request for the show of a package's own `stories` (in the order they play) in
    /// `locale`, played by `strategy` from the first of them, on `device` drawn by `backend`
    /// at `fps`, up to `to` (nil: the end of one cycle). Throws the show's validation errors
    /// (no stories, a duration that is not positive).
    public init<Story: IStory>(
        file: String, stories: [Story], locale: String = "en", strategy: Strategy = .circle, device: Device,
        backend: any RenderBackend, fps: Double, to: Double? = nil
    ) throws(StoriesValidationError) {
        let timeline = try StoriesTimeline(configuration: StoriesConfiguration(stories: stories, strategy: strategy))
        self.init(
            file: file, translations: [(locale, StoriesShowContent(views: stories))], timeline: timeline, device: device,
            backend: backend, fps: fps, to: to ?? timeline.firstCycleEnd ?? 0)
    }
}

/// A stories render, checked and ready: the instants of its frames and a show per language.
public struct StoriesRenderPlan: Sendable {
    /// The instants of the frames: frame k at from + k / fps, all ≤ `to` (a video's all
    /// before `to`: it lasts from `from` to `to`, each frame 1 / fps).
    public let times: [Double]
    /// The show in each language, in the request's order.
    public let shows: [StoriesShow]
    /// How a video is encoded (nil for the other formats).
    public let video: VideoSettings?

    /// The plan of `request`: refused when pixels (an animated PNG, a video) are asked of a
    /// backend that makes none, when `to` is before `from`, when there are more frames than
    /// the limit, and for a video everything its codec or its preset's target would reject.
    public init(_ request: StoriesRenderRequest) throws(RenderProblem) {
        let backend = request.backend
        if request.format.needsPixels, backend.product.rasterizer == nil {
            let registry = BackendRegistry.shared
            let raster = registry.names.filter { (try? registry.backend(named: $0))?.product.rasterizer != nil }
            throw .notRaster(backend: backend.name, rasterBackends: raster)
        }
        let canvas = try Self.canvas(request)
        let times = try request.format.container == nil
            ? Self.times(from: request.from, to: request.to, fps: request.fps, limit: request.frameLimit)
            : Self.videoTimes(from: request.from, to: request.to, fps: request.fps, limit: request.frameLimit)
        self.times = times
        let video = try Self.video(request, canvas: canvas, frames: times.count)
        self.video = video
        shows = request.translations.map { translation in
            StoriesShow(
                times: times, request: request, video: video, locale: translation.locale,
                folder: request.translations.count == 1 ? "" : translation.locale,
                renderer: StoriesFrameRenderer(
                    stories: translation.stories, timeline: request.timeline, canvas: canvas,
                    environment: Self.environment(request, locale: translation.locale),
                    backend: backend, cache: request.cache),
                gallery: StoriesGallery(
                    file: request.file, device: request.device, orientation: request.orientation, scheme: request.colorScheme,
                    locale: translation.locale, dynamicTypeSize: request.dynamicTypeSize, scale: canvas.scale))
        }
    }

    /// The instants from `from` to `to` at `fps`; over `limit` frames is refused.
    /// The environment frames are laid out in: the request's scheme, size and Reduce Motion, in `locale`.
    static func environment(_ request: StoriesRenderRequest, locale: String) -> EnvironmentValues {
        var environment = EnvironmentValues(colorScheme: request.colorScheme, locale: locale, dynamicTypeSize: request.dynamicTypeSize)
        environment.accessibilityReduceMotion = request.reduceMotion
        return environment
    }

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

    /// A video's instants: from `from` while before `to` (at least one), so that it lasts
    /// `to − from` seconds when that is a whole number of frames.
    static func videoTimes(from: Double, to: Double, fps: Double, limit: Int) throws(RenderProblem) -> [Double] {
        let times = try times(from: from, to: to, fps: fps, limit: limit)
        let span = (to - from) * fps
        let count = max(1, Int((span - 1e-6).rounded(.up)))
        return Array(times.prefix(count))
    }

    /// The device's canvas, or for a video preset's the same screen at the preset's pixel
    /// size: App Store Connect's exact size, a pull request's width at the device's aspect.
    static func canvas(_ request: StoriesRenderRequest) throws(RenderProblem) -> Canvas {
        let canvas = request.device.canvas(request.orientation)
        guard let preset = request.preset else { return canvas }
        guard let container = request.format.container else {
            throw .video([.presetContainer(preset: preset.rawValue, asked: request.format.rawValue, allowed: preset.containers)])
        }
        if let size = preset.portraitSize {
            let (width, height) = request.orientation == .landscape ? (size.height, size.width) : (size.width, size.height)
            return canvas.resized(width: width, height: height)
        }
        let width = preset.pullRequestWidth(container)
        let height = Int((canvas.size.height * Double(width) / canvas.size.width).rounded())
        return canvas.resized(width: width, height: container == .gif ? height : height - height % 2)
    }

    /// The settings of a video of `frames` frames on `canvas`, with every problem its codec
    /// or its preset's target has with it.
    static func video(_ request: StoriesRenderRequest, canvas: Canvas, frames: Int) throws(RenderProblem) -> VideoSettings? {
        guard let container = request.format.container else { return nil }
        guard let rate = FrameRate(request.fps) else { throw .video([.frameRate(fps: request.fps)]) }
        let (width, height) = canvas.pixelSize
        var settings = VideoSettings(container: container, width: width, height: height, frameRate: rate)
        settings.encoder = request.encoder
        let duration = rate.time(ofFrame: frames)
        if let preset = request.preset { settings = preset.applied(to: settings, duration: duration) }
        let problems = settings.problems + (request.preset?.problems(settings: settings, duration: duration) ?? [])
        guard problems.isEmpty else { throw .video(problems) }
        return settings
    }
}

extension Canvas {
    /// The same screen drawn `width` × `height` pixels: the scale that makes its width
    /// `width` pixels, its height in points what makes `height` pixels at that scale.
    fileprivate func resized(width: Int, height: Int) -> Canvas {
        var canvas = self
        canvas.scale = Double(width) / size.width
        canvas.size.height = Double(height) / canvas.scale
        return canvas
    }
}

/// One language's show: its frames, or its filmstrip or animated preview, each with its
/// manifest entry.
public struct StoriesShow: Sendable {
    /// The instants of its frames.
    public let times: [Double]
    let request: StoriesRenderRequest
    /// How its video is encoded (nil for the other formats).
    public let video: VideoSettings?
    /// The content's language.
    public let locale: String
    /// The folder its files go in, relative to the output folder: empty for one language,
    /// the language for several.
    public let folder: String
    let renderer: StoriesFrameRenderer
    let gallery: StoriesGallery

    /// What is made of the frames.
    public var format: StoriesOutputFormat { request.format }

    /// Whether the show is drawn as each story's ``StoryStill`` (``stills(prefix:)``) in place of its frames.
    public var drawsStills: Bool { request.accessibilityStills }

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
        return renderer.drawn(times, threads: request.workers) { index, list in
            let time = times[index]
            let fileName = "frame-\(String(index).leftPadded(to: digits)).\(backend.fileExtension)"
            let output: RenderOutput
            do {
                output = try renderer.render(list)
            } catch {
                return deliver(fileName, .failure(.backendFailed(file: fileName, reason: String(describing: error))))
            }
            let (entry, thumbnail) = gallery.entry(
                path: fileName, backend: backend.name, mediaType: backend.product.mediaType, time: time, page: index + 1,
                output: output)
            return deliver(fileName, .success(RenderedOutput(output: output, entry: entry, thumbnail: thumbnail)))
        }
    }

    /// The frames in a grid, each above its timestamp, drawn by the backend as one picture.
    public func filmstrip() throws(RenderProblem) -> RenderedOutput {
        let (output, size) = try StoriesPreview.filmstrip(times, renderer, pixelLimit: request.pixelLimit)
        let backend = request.backend
        let (entry, thumbnail) = gallery.entry(
            path: fileName ?? "", backend: backend.name, mediaType: backend.product.mediaType, time: nil, page: 1, size: size,
            output: output)
        return RenderedOutput(output: output, entry: entry, thumbnail: thumbnail)
    }

    /// Writes the animated PNG piece by piece into `append` (memory does not grow with the
    /// frames); throws what drawing, the APNG writer or `append` throws.
    public func writeAnimatedPNG(_ append: (Data) throws -> Void) throws {
        try StoriesPreview.writeAnimatedPNG(times, fps: request.fps, renderer, append: append)
    }

    /// The manifest entry (and thumbnail) of the animated PNG written as `data`.
    public func animatedPNG(written data: Data) -> RenderedOutput {
        // Every frame has the first's pixel size, which the backend's product knows.
        let output = RenderOutput(data: data, pixelSize: renderer.pixelSize(at: times.first ?? 0))
        let (entry, thumbnail) = gallery.entry(
            path: fileName ?? "", backend: request.backend.name, mediaType: AnimatedPNG.mediaType, time: nil, page: 1, output: output)
        return RenderedOutput(output: output, entry: entry, thumbnail: thumbnail)
    }

    /// Encodes the video into the file at `path` (a staging file the caller renames into
    /// place) as the frames are drawn; returns the frames written. Throws what drawing or the
    /// encoder reports, and for a pull request a file over its bytes.
    public func writeVideo(to path: String) throws(RenderProblem) -> Int {
        guard let video else { throw .video([.encoderFailed(step: "writeVideo", reason: "not a video format")]) }
        let (times, renderer) = (times, renderer)
        let threads = ProcessInfo.processInfo.activeProcessorCount
        let frames = try FrameVideo.write(count: times.count, settings: video, path: path) { window in
            renderer.drawn(window.map { times[$0] }, threads: threads) { _, list in Result { try renderer.rgba(list) } }
        }
        if request.preset == .pullRequest, let bytes = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int,
            bytes > VideoPreset.pullRequestBytes
        {
            throw .video([
                .overBudget(
                    preset: VideoPreset.pullRequest.rawValue, estimate: bytes, limit: VideoPreset.pullRequestBytes,
                    duration: video.frameRate.time(ofFrame: frames))
            ])
        }
        return frames
    }

    /// The manifest entry (and thumbnail: the poster's instant drawn small) of the video
    /// written as `data`.
    public func video(written data: Data) -> RenderedOutput {
        let thumbnail = try? renderer.thumbnail(at: posterTime)
        let output = RenderOutput(
            data: data, thumbnail: thumbnail ?? nil, pixelSize: video.map { PixelSize(width: $0.width, height: $0.height) })
        let (entry, small) = gallery.entry(
            path: fileName ?? "", backend: request.backend.name, mediaType: video?.container.mediaType ?? "", time: nil, page: 1,
            output: output)
        return RenderedOutput(output: output, entry: entry, thumbnail: small)
    }

    /// The show's instant App Store Connect takes the poster frame at (5 s into the video),
    /// or the first frame's when the video is shorter.
    var posterTime: Double {
        let first = times.first ?? request.from
        return first + VideoPreset.posterTime <= (times.last ?? first) ? first + VideoPreset.posterTime : first
    }

    /// The poster frame's file beside an App Store preview (`preview-poster.png`), nil for
    /// other outputs.
    public var posterFileName: String? { request.preset?.isAppStore == true ? "preview-poster.png" : nil }

    /// The poster frame as a PNG at the video's size: the frame 5 s in.
    public func poster() throws(RenderProblem) -> Data {
        do {
            return try renderer.pngFrame(at: posterTime)
        } catch {
            throw .backendFailed(file: posterFileName ?? "", reason: String(describing: error))
        }
    }
}

extension String {
    /// The string with zeros in front up to `length` characters.
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
