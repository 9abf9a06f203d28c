import CFFmpeg

/// The 256 colours of a GIF, chosen from every frame of the show by FFmpeg's `palettegen`
/// (the first of a GIF's two passes: the frames are drawn twice, never all held at once).
public final class GIFPalette {
    /// The palette as `palettegen` gives it: a 16 × 16 frame, one pixel a colour.
    let frame: UnsafeMutablePointer<AVFrame>

    init(_ frame: UnsafeMutablePointer<AVFrame>) { self.frame = frame }

    deinit {
        var frame: UnsafeMutablePointer<AVFrame>? = frame
        av_frame_free(&frame)
    }

    /// Collects the colours of frames handed to ``add(rgba:)``, then ``finish()`` gives the
    /// palette.
    public final class Builder {
        private let graph: FilterGraph
        private let source: UnsafeMutablePointer<AVFilterContext>
        private let input: RGBAFrame
        private var index: Int64 = 0
        private var palette: UnsafeMutablePointer<AVFrame>?

        /// A builder for frames of `width` × `height` pixels.
        public init(width: Int, height: Int) throws(VideoProblem) {
            let path = "palettegen"
            graph = try FilterGraph(path: path)
            input = try RGBAFrame(width: width, height: height, path: path)
            source = try graph.source(width: Int32(width), height: Int32(height), pixelFormat: AV_PIX_FMT_RGBA)
            // `full`: every pixel of every frame counts, so a colour that stays on screen
            // (the background's gradient) is given the entries it needs.
            let palettegen = try graph.filter("palettegen", "stats_mode=full")
            try graph.link(source, to: palettegen)
            try graph.finish(at: palettegen)
        }

        /// Counts the colours of one frame: straight RGBA, `width × height × 4` bytes.
        public func add(rgba: UnsafeRawBufferPointer) throws(VideoProblem) {
            try input.fill(rgba, pts: index, path: graph.path)
            index += 1
            try graph.push(input.frame, into: source)
        }

        /// The palette of every frame added.
        public func finish() throws(VideoProblem) -> GIFPalette {
            try graph.push(nil, into: source)
            try graph.pull { frame throws(VideoProblem) in
                if palette == nil { palette = av_frame_clone(frame) }
            }
            guard let palette else { throw .encoderFailed(step: "palettegen", reason: "no palette (no frame added)") }
            self.palette = nil
            palette.pointee.pts = 0
            return GIFPalette(palette)
        }
    }
}

/// The second pass: each frame mapped to the palette (`paletteuse`, ordered dithering:
/// gradients without bands, and a pixel that does not change keeps its colour, so still
/// areas stay still and compress to nothing).
final class PaletteMapper {
    private let graph: FilterGraph
    private let source: UnsafeMutablePointer<AVFilterContext>
    private let input: RGBAFrame

    init(palette: GIFPalette, width: Int, height: Int, path: String) throws(VideoProblem) {
        graph = try FilterGraph(path: path)
        input = try RGBAFrame(width: width, height: height, path: path)
        source = try graph.source(width: Int32(width), height: Int32(height), pixelFormat: AV_PIX_FMT_RGBA)
        let colours = palette.frame.pointee
        let paletteSource = try graph.source(
            width: colours.width, height: colours.height, pixelFormat: AVPixelFormat(rawValue: colours.format))
        let paletteuse = try graph.filter("paletteuse", "dither=bayer:bayer_scale=3:diff_mode=rectangle")
        try graph.link(source, to: paletteuse, 0)
        try graph.link(paletteSource, to: paletteuse, 1)
        try graph.finish(at: paletteuse)
        try graph.push(palette.frame, into: paletteSource)
        try graph.push(nil, into: paletteSource)
    }

    /// Maps one frame shown at `hundredths` and hands what comes out to `body`.
    func map(_ rgba: UnsafeRawBufferPointer, at hundredths: Int64, _ body: (UnsafeMutablePointer<AVFrame>) throws(VideoProblem) -> Void)
        throws(VideoProblem)
    {
        try input.fill(rgba, pts: hundredths, path: graph.path)
        try graph.push(input.frame, into: source)
        try graph.pull(body)
    }

    /// Ends the frames and hands the last ones to `body`.
    func finish(_ body: (UnsafeMutablePointer<AVFrame>) throws(VideoProblem) -> Void) throws(VideoProblem) {
        try graph.push(nil, into: source)
        try graph.pull(body)
    }
}
