import Foundation
import IntroCairo
import IntroPNG
import IntroRender
import IntroUI

/// What `render stories --format` writes.
enum StoriesOutputFormat: String, CaseIterable {
    /// One file per frame, `frame-00000.<ext>` ….
    case frames
    /// One PNG, `filmstrip.png`: the frames in a grid, each with its timestamp.
    case filmstrip
    /// One animated PNG, `preview.apng`, looping over the frames at the frame rate.
    case apng

    /// The file written for the one-file formats.
    var fileName: String? {
        switch self {
        case .frames: nil
        case .filmstrip: "filmstrip.png"
        case .apng: "preview.apng"
        }
    }
}

/// The one-file previews of a show: an animated PNG and a filmstrip, both from PNG frames.
enum StoriesPreview {
    /// The most frames a filmstrip holds.
    static let filmstripLimit = 400
    /// Columns of a filmstrip.
    static let columns = 6
    /// The height of a timestamp under a frame, in points.
    static let labelHeight = 28.0

    /// The frames at `times` as PNG files, rendered in parallel.
    static func pngFrames(_ times: [Double], _ renderer: StoriesFrameRenderer) throws(CLIError) -> [Data] {
        let results = WorkerPool.run(times, workers: ProcessInfo.processInfo.activeProcessorCount) { time in
            Result { try renderer.render(at: time).data }
        }
        return try results.map { result throws(CLIError) in
            do {
                return try result.get()
            } catch {
                throw .io(path: "frame", reason: String(describing: error))
            }
        }
    }

    /// Writes an APNG looping over the frames, each shown for 1 / fps seconds, into `file`.
    /// Frames are rendered a few at a time (``framesInMemory``) and written as they come, so
    /// memory does not grow with the number of frames.
    static func writeAnimatedPNG(
        _ times: [Double], fps: Double, _ renderer: StoriesFrameRenderer, to file: StagedFile
    ) throws(CLIError) {
        var writer = AnimatedPNG.Writer(frameCount: times.count, delay: 1 / fps)
        do {
            for start in stride(from: 0, to: times.count, by: framesInMemory) {
                let window = Array(times[start..<min(times.count, start + framesInMemory)])
                for frame in try pngFrames(window, renderer) { try file.append(writer.append(frame)) }
            }
            try file.append(writer.finish())
        } catch let failure as AnimatedPNG.Failure {
            throw .io(path: file.target.path, reason: String(describing: failure))
        } catch let error as CLIError {
            throw error
        } catch {
            throw .io(path: file.target.path, reason: String(describing: error))
        }
    }

    /// How many rendered frames an animated PNG holds in memory at once.
    static var framesInMemory: Int { 8 * ProcessInfo.processInfo.activeProcessorCount }

    /// A grid of the frames, ``columns`` wide, each above its timestamp (`4.50 s`).
    static func filmstrip(_ times: [Double], _ renderer: StoriesFrameRenderer, _ context: CommandContext)
        throws(CLIError) -> Data
    {
        guard times.count <= filmstripLimit else {
            throw .input([context.message("render.stories.filmstripLimit", [String(times.count), String(filmstripLimit)])])
        }
        // The sheet's size is known before a frame is drawn: refused when its pixels would
        // pass the pixel ceiling (an iPad at @2x makes 400 frames of 2.3 gigapixels).
        let canvas = renderer.canvas
        let cell = (width: Int((canvas.size.width * canvas.scale).rounded()), height: Int(((canvas.size.height + labelHeight) * canvas.scale).rounded()))
        let columns = max(1, min(columns, times.count))
        let sheetPixels = columns * cell.width * ((times.count + columns - 1) / columns) * cell.height
        guard sheetPixels <= Ceiling.pixels else {
            throw .input([context.message("render.stories.filmstripPixels", [String(times.count), String(sheetPixels), String(Ceiling.pixels)])])
        }
        let frames = try pngFrames(times, renderer)
        // Decoded one at a time onto the sheet: only the compressed frames are kept.
        guard let first = frames.first.flatMap({ try? PNGImage.decode($0) }) else { return Data() }
        let scale = Double(first.width) / renderer.canvas.size.width
        let labelPixels = Int((labelHeight * scale).rounded())
        let (cellWidth, cellHeight) = (first.width, first.height + labelPixels)
        let rows = (frames.count + columns - 1) / columns
        var sheet = RGBACanvas(width: columns * cellWidth, height: rows * cellHeight)
        for (index, (frame, time)) in zip(frames, times).enumerated() {
            let image: PNGImage
            do {
                image = try PNGImage.decode(frame)
            } catch {
                throw .io(path: StoriesOutputFormat.filmstrip.fileName ?? "", reason: String(describing: error))
            }
            let (x, y) = (index % columns * cellWidth, index / columns * cellHeight)
            sheet.draw(image, x: x, y: y)
            if let label = label(String(format: "%.2f s", time), width: renderer.canvas.size.width, scale: scale) {
                sheet.draw(label, x: x, y: y + first.height)
            }
        }
        do {
            return try PNGImage(width: sheet.width, height: sheet.height, rgba: sheet.rgba).pngData()
        } catch {
            throw .io(path: StoriesOutputFormat.filmstrip.fileName ?? "", reason: String(describing: error))
        }
    }

    /// A timestamp drawn centred on white, `width` × ``labelHeight`` points at `scale`.
    private static func label(_ text: String, width: Double, scale: Double) -> PNGImage? {
        let backend = CairoBackend(format: .png)
        let canvas = Canvas(size: Size(width: width, height: labelHeight), scale: scale)
        let view = Text(text).font(.footnote).frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.white)
        let layout = LayoutEngine(measurer: backend.textMeasurer).layout(view, canvas: canvas)
        return try? backend.rasterize(layout.displayList, canvas: canvas, options: RenderOptions()).0.pixels
    }
}

/// A white RGBA bitmap that images are copied onto.
struct RGBACanvas {
    let width: Int
    let height: Int
    private(set) var rgba: [UInt8]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        rgba = Array(repeating: 255, count: width * height * 4)
    }

    /// Copies `image` with its top-left corner at (`x`, `y`), clipped to the bitmap.
    mutating func draw(_ image: PNGImage, x: Int, y: Int) {
        let columns = max(0, min(image.width, width - x))
        guard columns > 0, x >= 0 else { return }
        for row in 0..<min(image.height, height - y) where y + row >= 0 {
            let source = row * image.width * 4
            let target = ((y + row) * width + x) * 4
            rgba.replaceSubrange(target..<target + columns * 4, with: image.rgba[source..<source + columns * 4])
        }
    }
}
