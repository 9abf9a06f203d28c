import Foundation
import IntroPNG
import IntroRender
import IntroSystem
import IntroUI
import IntroVideo

/// What `render stories --format` writes.
public enum StoriesOutputFormat: String, CaseIterable, Codable, Sendable {
    /// One file per frame, `frame-00000.<ext>` ….
    case frames
    /// One file, `filmstrip.<ext>`: the frames in a grid, each above its timestamp, drawn by
    /// the backend as one picture (PNG, SVG, PDF, text …).
    case filmstrip
    /// One animated PNG, `preview.apng`, looping over the frames at the frame rate (a backend
    /// that makes raster images).
    case apng
    /// One H.264 video, `preview.mp4`, lasting as long as the show (frames from a raster backend).
    case mp4
    /// One VP9 video, `preview.webm`.
    case webm
    /// One animated GIF, `preview.gif`, with one palette for the show.
    case gif

    /// The file written for the one-file formats by a backend whose files end in `fileExtension`.
    package func fileName(fileExtension: String) -> String? {
        switch self {
        case .frames: nil
        case .filmstrip: "filmstrip.\(fileExtension)"
        case .apng: "preview.apng"
        case .mp4, .webm, .gif: "preview.\(rawValue)"
        }
    }

    /// The video container of the video formats, nil for the others.
    package var container: VideoContainer? { VideoContainer(rawValue: rawValue) }

    /// Whether its frames are pixels (a backend that makes raster images).
    package var needsPixels: Bool { self == .apng || container != nil }
}

/// The one-file previews of a show: an animated PNG from a raster backend's pixels, and a
/// filmstrip any backend draws.
package enum StoriesPreview {
    /// The most frames a filmstrip holds.
    package static let filmstripLimit = 400
    /// Columns of a filmstrip.
    package static let columns = 6
    /// The height of a timestamp under a frame, in points.
    package static let labelHeight = 28.0

    /// Writes an APNG looping over the frames, each shown for 1 / fps seconds, piece by piece
    /// into `append`. Frames are rendered a few at a time (``framesInMemory``) and written as
    /// they come, so memory does not grow with the number of frames. Throws what the
    /// renderer, the APNG writer or `append` throws.
    package static func writeAnimatedPNG(
        _ times: [Double], fps: Double, _ renderer: StoriesFrameRenderer, append: (Data) throws -> Void
    ) throws {
        var writer = AnimatedPNG.Writer(frameCount: times.count, delay: 1 / fps)
        for start in stride(from: 0, to: times.count, by: framesInMemory) {
            let window = Array(times[start..<min(times.count, start + framesInMemory)])
            let frames = renderer.drawn(window, threads: ProcessInfo.processInfo.activeProcessorCount) { _, list in
                Result { try renderer.pngFrame(list) }
            }
            for frame in frames { try append(writer.append(try frame.get())) }
        }
        try append(writer.finish())
    }

    /// How many rendered frames an animated PNG holds in memory at once.
    package static var framesInMemory: Int { 8 * ProcessInfo.processInfo.activeProcessorCount }

    /// A grid of the frames, ``columns`` wide, each above its timestamp (`4.50 s`), drawn by the
    /// renderer's backend as one display list, with the gallery's thumbnail when it makes a
    /// raster image. Returns the output and the sheet's size in points.
    package static func filmstrip(_ times: [Double], _ renderer: StoriesFrameRenderer, pixelLimit: Int)
        throws(RenderProblem) -> (output: RenderOutput, size: Size)
    {
        guard times.count <= filmstripLimit else { throw .filmstripFrames(frames: times.count, limit: filmstripLimit) }
        // The sheet's size is known before a frame is laid out: refused when its pixels would
        // pass the pixel ceiling (an iPad at @2x makes 400 frames of 2.3 gigapixels).
        let canvas = renderer.canvas
        let cell = Size(width: canvas.size.width, height: canvas.size.height + labelHeight)
        let columns = max(1, min(columns, times.count))
        let rows = (times.count + columns - 1) / columns
        let pixels = { (points: Double) in Int((points * canvas.scale).rounded()) }
        let sheetPixels = columns * pixels(cell.width) * rows * pixels(cell.height)
        guard sheetPixels <= pixelLimit else {
            throw .filmstripPixels(frames: times.count, pixels: sheetPixels, limit: pixelLimit)
        }
        let frames = renderer.drawn(times, threads: ProcessInfo.processInfo.activeProcessorCount) { $1 }
        let size = Size(width: Double(columns) * cell.width, height: Double(rows) * cell.height)
        let labels = LayoutEngine(measurer: renderer.backend.textMeasurer)
        var items: [DisplayItem] = [.fill(.rectangle, Rect(x: 0, y: 0, width: size.width, height: size.height), RGBA(rgb: 0xFFFFFF))]
        for (index, (frame, time)) in zip(frames, times).enumerated() {
            let origin = Point(x: Double(index % columns) * cell.width, y: Double(index / columns) * cell.height)
            let frameRect = Rect(x: origin.x, y: origin.y, width: canvas.size.width, height: canvas.size.height)
            items.append(.clip(.rectangle, frameRect, [.transform(.translation(origin), frame.items)]))
            let label = label(String(format: "%.2f s", time), width: canvas.size.width, scale: canvas.scale, labels)
            items.append(.transform(.translation(Point(x: origin.x, y: origin.y + canvas.size.height)), label.items))
        }
        let sheet = Canvas(size: size, scale: canvas.scale)
        let options = RenderOptions(threads: ProcessInfo.processInfo.activeProcessorCount)
        let output: RenderOutput
        do {
            output = try renderer.backend.render(
                DisplayList(size: size, items: items), canvas: sheet, options: options,
                thumbnailPixelsPerPoint: GalleryShots.thumbnailPixelsPerPoint)
        } catch {
            throw .backendFailed(
                file: StoriesOutputFormat.filmstrip.fileName(fileExtension: renderer.backend.fileExtension) ?? "",
                reason: String(describing: error))
        }
        return (output, size)
    }

    /// A timestamp centred on white, `width` × ``labelHeight`` points.
    private static func label(_ text: String, width: Double, scale: Double, _ engine: LayoutEngine) -> DisplayList {
        let canvas = Canvas(size: Size(width: width, height: labelHeight), scale: scale)
        let view = Text(text).font(.footnote).frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.white)
        return engine.layout(view, canvas: canvas).displayList
    }
}

extension Transform2D {
    /// A move by `offset`.
    package static func translation(_ offset: Point) -> Transform2D {
        Transform2D(a: 1, b: 0, c: 0, d: 1, tx: offset.x, ty: offset.y)
    }
}
