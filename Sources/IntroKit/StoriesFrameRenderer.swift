import Foundation
import IntroPNG
import IntroRender
import IntroSystem
import IntroUI
import Stories

/// Lays out and draws the frames of a show; safe to use from several threads (a package's
/// own story views are laid out one frame at a time: see ``drawn(_:threads:_:)``).
package struct StoriesFrameRenderer: Sendable {
    package let stories: StoriesShowContent
    package let timeline: StoriesTimeline
    package let canvas: Canvas
    package let environment: EnvironmentValues
    package let backend: any RenderBackend
    package let engine: LayoutEngine
    /// Where frames already drawn are kept (`--cache`), if anywhere.
    package let cache: RenderCache?

    package init(
        stories: StoriesShowContent, timeline: StoriesTimeline, canvas: Canvas, environment: EnvironmentValues, backend: any RenderBackend,
        cache: RenderCache? = nil
    ) {
        self.stories = stories
        self.timeline = timeline
        self.canvas = canvas
        self.environment = environment
        self.backend = backend
        self.cache = cache
        engine = LayoutEngine(measurer: backend.textMeasurer)
    }

    /// The frame at instant `t`, laid out.
    package func displayList(at t: Double) -> DisplayList {
        stories.displayList(at: t, timeline: timeline, canvas: canvas, environment: environment, engine: engine)
    }

    /// The show at `snapshot`, laid out (a still's layout, whose accessibility tree is drawn too).
    package func layout(_ snapshot: StoriesSnapshot) -> LayoutResult {
        stories.layout(snapshot, canvas: canvas, environment: environment, engine: engine)
    }

    /// `draw` of the frame at each of `times`, in order, drawn on up to `threads` threads. JSON's
    /// cards are laid out on those threads too; a package's own views are laid out on the
    /// calling thread, one frame after another, a window of frames at a time (so memory does
    /// not grow with the frames), and each window is drawn on the threads.
    package func drawn<T>(_ times: [Double], threads: Int, _ draw: (_ index: Int, DisplayList) -> T) -> [T] {
        guard !stories.isConcurrent else {
            return ParallelMap.run(count: times.count, threads: threads) { draw($0, displayList(at: times[$0])) }
        }
        var drawn: [T] = []
        drawn.reserveCapacity(times.count)
        for start in stride(from: 0, to: times.count, by: Self.window(threads)) {
            let window = Array(start..<min(times.count, start + Self.window(threads)))
            let lists = window.map { displayList(at: times[$0]) }
            drawn += ParallelMap.run(Array(zip(window, lists)), threads: threads) { draw($0.0, $0.1) }
        }
        return drawn
    }

    /// The frames laid out at once for `threads` threads.
    package static func window(_ threads: Int) -> Int { 4 * max(1, threads) }

    /// The encoded frame of `list`, with the gallery's thumbnail when the backend makes
    /// raster images.
    package func render(_ list: DisplayList) throws -> RenderOutput {
        let thumbnail = GalleryShots.thumbnailPixelsPerPoint
        return try cache?.render(list, canvas: canvas, options: RenderOptions(), thumbnailPixelsPerPoint: thumbnail, with: backend)
            ?? backend.render(list, canvas: canvas, options: RenderOptions(), thumbnailPixelsPerPoint: thumbnail)
    }

    /// The frame of `list` as a PNG file, for an animated preview: the backend's own file when
    /// its encoder writes PNG, else its rasterizer's pixels encoded by IntroPNG.
    package func pngFrame(_ list: DisplayList) throws -> Data {
        try backend.pngData(list, canvas: canvas, options: RenderOptions())
    }

    /// The frame at instant `t` as a PNG file (``pngFrame(_:)``).
    package func pngFrame(at t: Double) throws -> Data { try pngFrame(displayList(at: t)) }

    /// The straight RGBA pixels of the frame of `list`, drawn by the backend's rasterizer (a
    /// video's frame).
    package func rgba(_ list: DisplayList) throws -> [UInt8] {
        guard let rasterizer = backend.product.rasterizer else { throw RenderProductError.notRaster(backend: backend.name) }
        return try rasterizer.rasterize(list, canvas: canvas, options: RenderOptions()).pixels.rgba
    }

    /// The gallery's thumbnail of the frame at instant `t`: drawn again small by the
    /// backend's rasterizer (nil when it has none).
    package func thumbnail(at t: Double) throws -> Data? {
        guard let rasterizer = backend.product.rasterizer else { return nil }
        var small = RenderOptions()
        small.scale = min(GalleryShots.thumbnailPixelsPerPoint, canvas.scale)
        small.threads = 1
        return try rasterizer.pngData(displayList(at: t), canvas: canvas, options: small)
    }

    /// The pixel size of the frame at instant `t`, as the backend's product gives it (nil
    /// when it makes no raster image).
    package func pixelSize(at t: Double) -> PixelSize? {
        backend.product.pixelSize(of: displayList(at: t), canvas: canvas, options: RenderOptions())
    }
}
