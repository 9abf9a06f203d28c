import CFFmpeg

/// A libavfilter graph of frame sources, filters and one sink, built by hand (no text parsed).
final class FilterGraph {
    private var graph: UnsafeMutablePointer<AVFilterGraph>?
    private(set) var sink: UnsafeMutablePointer<AVFilterContext>?
    private var count = 0
    let path: String

    init(path: String) throws(VideoProblem) {
        _ = FFmpeg.quiet
        self.path = path
        guard let graph = avfilter_graph_alloc() else { throw .encoderFailed(step: "avfilter_graph_alloc", reason: "out of memory") }
        self.graph = graph
        graph.pointee.nb_threads = 1
    }

    deinit { avfilter_graph_free(&graph) }

    /// Adds the filter `name` with `arguments`.
    func filter(_ name: String, _ arguments: String?) throws(VideoProblem) -> UnsafeMutablePointer<AVFilterContext> {
        count += 1
        var made: UnsafeMutablePointer<AVFilterContext>?
        let created = avfilter_graph_create_filter(&made, avfilter_get_by_name(name), "\(name)\(count)", arguments, nil, graph)
        try FFmpeg.check(created, "avfilter \(name)=\(arguments ?? "")", path: path)
        guard let made else { throw .encoderFailed(step: "avfilter \(name)", reason: "not in this FFmpeg") }
        return made
    }

    /// A source of `width` × `height` frames of `pixelFormat`, timed in hundredths of a second.
    func source(width: Int32, height: Int32, pixelFormat: AVPixelFormat) throws(VideoProblem) -> UnsafeMutablePointer<AVFilterContext> {
        try filter("buffer", "video_size=\(width)x\(height):pix_fmt=\(pixelFormat.rawValue):time_base=1/100:pixel_aspect=1/1")
    }

    /// Links `from`'s output `output` to `to`'s input `input`.
    func link(_ from: UnsafeMutablePointer<AVFilterContext>, _ output: UInt32 = 0, to: UnsafeMutablePointer<AVFilterContext>, _ input: UInt32 = 0)
        throws(VideoProblem)
    {
        try FFmpeg.check(avfilter_link(from, output, to, input), "avfilter_link", path: path)
    }

    /// Ends the graph at `last` (a sink added) and checks it.
    func finish(at last: UnsafeMutablePointer<AVFilterContext>) throws(VideoProblem) {
        let sink = try filter("buffersink", nil)
        try link(last, to: sink)
        self.sink = sink
        try FFmpeg.check(avfilter_graph_config(graph, nil), "avfilter_graph_config", path: path)
    }

    /// Pushes `frame` into `source` (nil: the source's end); the frame's buffers are kept.
    func push(_ frame: UnsafeMutablePointer<AVFrame>?, into source: UnsafeMutablePointer<AVFilterContext>) throws(VideoProblem) {
        try FFmpeg.check(av_buffersrc_add_frame_flags(source, frame, Int32(AV_BUFFERSRC_FLAG_KEEP_REF)), "av_buffersrc_add_frame", path: path)
    }

    /// Hands every frame the sink has ready to `body`.
    func pull(_ body: (UnsafeMutablePointer<AVFrame>) throws(VideoProblem) -> Void) throws(VideoProblem) {
        guard let frame = av_frame_alloc() else { throw .encoderFailed(step: "av_frame_alloc", reason: "out of memory") }
        var owned: UnsafeMutablePointer<AVFrame>? = frame
        defer { av_frame_free(&owned) }
        while true {
            let got = av_buffersink_get_frame(sink, frame)
            if got == FFmpeg.again || got == FFmpeg.endOfFile { return }
            try FFmpeg.check(got, "av_buffersink_get_frame", path: path)
            do { try body(frame) } catch {
                av_frame_unref(frame)
                throw error
            }
            av_frame_unref(frame)
        }
    }
}

/// An RGBA frame that pixels are copied into, row by row (FFmpeg pads its rows).
final class RGBAFrame {
    let frame: UnsafeMutablePointer<AVFrame>
    let width: Int
    let height: Int

    init(width: Int, height: Int, path: String) throws(VideoProblem) {
        guard let frame = av_frame_alloc() else { throw .encoderFailed(step: "av_frame_alloc", reason: "out of memory") }
        self.frame = frame
        self.width = width
        self.height = height
        frame.pointee.format = AV_PIX_FMT_RGBA.rawValue
        frame.pointee.width = Int32(width)
        frame.pointee.height = Int32(height)
        try FFmpeg.check(av_frame_get_buffer(frame, 0), "av_frame_get_buffer", path: path)
    }

    deinit {
        var frame: UnsafeMutablePointer<AVFrame>? = frame
        av_frame_free(&frame)
    }

    /// Copies `rgba` (`width × height × 4` bytes) in, at presentation time `pts`.
    func fill(_ rgba: UnsafeRawBufferPointer, pts: Int64, path: String) throws(VideoProblem) {
        try FFmpeg.check(av_frame_make_writable(frame), "av_frame_make_writable", path: path)
        let stride = Int(frame.pointee.linesize.0)
        guard let base = frame.pointee.data.0, let source = rgba.baseAddress else { return }
        for row in 0..<height {
            (base + row * stride).update(from: source.assumingMemoryBound(to: UInt8.self) + row * width * 4, count: width * 4)
        }
        frame.pointee.pts = pts
    }
}
