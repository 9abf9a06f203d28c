import Foundation
import IntroPNG
import IntroRender
import IntroUI
import Stories

/// Lays out and draws the frames of a show; safe to use from several threads.
package struct StoriesFrameRenderer: Sendable {
    package let stories: [StoryCard]
    package let timeline: StoriesTimeline
    package let canvas: Canvas
    package let environment: EnvironmentValues
    package let backend: any RenderBackend
    package let engine: LayoutEngine
    /// Where frames already drawn are kept (`--cache`), if anywhere.
    package let cache: RenderCache?

    package init(
        stories: [StoryCard], timeline: StoriesTimeline, canvas: Canvas, environment: EnvironmentValues, backend: any RenderBackend,
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
        let frame = StoriesFrame(stories: stories, timeline: timeline, at: t, canvas: canvas)
        return engine.layout(frame, canvas: canvas, environment: environment).displayList
    }

    /// The encoded frame at instant `t`, with the gallery's thumbnail when the backend makes
    /// raster images.
    package func render(at t: Double) throws -> RenderOutput {
        let (list, thumbnail) = (displayList(at: t), GalleryShots.thumbnailPixelsPerPoint)
        return try cache?.render(list, canvas: canvas, options: RenderOptions(), thumbnailPixelsPerPoint: thumbnail, with: backend)
            ?? backend.render(list, canvas: canvas, options: RenderOptions(), thumbnailPixelsPerPoint: thumbnail)
    }

    /// The frame at instant `t` as a PNG file, for an animated preview: the backend's own file
    /// when its encoder writes PNG, else its rasterizer's pixels encoded by IntroPNG.
    package func pngFrame(at t: Double) throws -> Data {
        try backend.pngData(displayList(at: t), canvas: canvas, options: RenderOptions())
    }

    /// The straight RGBA pixels of the frame at instant `t`, drawn by the backend's rasterizer
    /// (a video's frame).
    package func rgba(at t: Double) throws -> [UInt8] {
        guard let rasterizer = backend.product.rasterizer else { throw RenderProductError.notRaster(backend: backend.name) }
        return try rasterizer.rasterize(displayList(at: t), canvas: canvas, options: RenderOptions()).pixels.rgba
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
