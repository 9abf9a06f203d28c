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
        guard case .rasterImage(let rasterizer, let encoder) = backend.product else {
            throw RenderProductError.notRaster(backend: backend.name)
        }
        let list = displayList(at: t)
        guard encoder.mediaType != PNGImage.mediaType else {
            return try backend.render(list, canvas: canvas, options: RenderOptions()).data
        }
        return try rasterizer.pngData(list, canvas: canvas, options: RenderOptions())
    }
}
