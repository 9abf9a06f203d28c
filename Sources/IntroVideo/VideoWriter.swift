import CFFmpeg

/// Writes a video file frame by frame: straight RGBA pixels in, encoded and muxed as they
/// come, so memory does not grow with the number of frames. Frame `n` is shown at
/// `n / fps` seconds and the file lasts `frames / fps` seconds.
///
/// The file is written where it is told (a staging file: the caller renames it into place,
/// as IntroSystem's `OutputTransaction` does), and is only whole after ``finish()``.
public final class VideoWriter {
    /// The settings it encodes with.
    public let settings: VideoSettings
    private let path: String
    private var format: UnsafeMutablePointer<AVFormatContext>?
    private let video: EncodedStream
    private let audio: SilentTrack?
    private let mapper: PaletteMapper?
    private let picture: UnsafeMutablePointer<AVFrame>
    private let scaler: OpaquePointer?
    private var frames: Int64 = 0
    private var opened = false

    /// Opens `path` for a video of `settings`; a GIF takes the `palette` its frames were
    /// measured for. Throws the settings' first problem, or what FFmpeg reports (a folder
    /// that cannot be written, a full disk).
    public init(settings: VideoSettings, path: String, palette: GIFPalette? = nil) throws(VideoProblem) {
        _ = FFmpeg.quiet
        if let problem = settings.problems.first { throw problem }
        let container = settings.container
        guard container != .gif || palette != nil else { throw .encoderFailed(step: "paletteuse", reason: "a GIF needs its palette") }
        var format: UnsafeMutablePointer<AVFormatContext>?
        try FFmpeg.check(avformat_alloc_output_context2(&format, nil, container.muxer, path), "avformat_alloc_output_context2", path: path)
        guard let format else { throw .encoderFailed(step: "avformat_alloc_output_context2", reason: "no muxer \(container.muxer)") }
        var owned: UnsafeMutablePointer<AVFormatContext>? = format
        let rate = settings.frameRate
        let step = container == .gif ? Int64(rate.hundredths ?? 1) : 1
        do {
            video = try EncodedStream(encoder: settings.encoderName, in: format, packetDuration: step, path: path) { context in
                Self.configure(context, settings)
            }
            audio = settings.silentAudio ? try SilentTrack(in: format, path: path) : nil
            mapper = try palette.map { palette throws(VideoProblem) in
                try PaletteMapper(palette: palette, width: settings.width, height: settings.height, path: path)
            }
        } catch {
            avformat_free_context(owned)
            throw error
        }
        guard let picture = av_frame_alloc() else {
            avformat_free_context(owned)
            throw .encoderFailed(step: "av_frame_alloc", reason: "out of memory")
        }
        self.picture = picture
        self.settings = settings
        self.path = path
        self.format = format
        scaler = container == .gif ? nil : Self.scaler(settings)
        owned = nil
        // Whole from here: what throws below is freed by deinit.
        picture.pointee.format = video.context.pointee.pix_fmt.rawValue
        picture.pointee.width = Int32(settings.width)
        picture.pointee.height = Int32(settings.height)
        if container != .gif {
            try FFmpeg.check(av_frame_get_buffer(picture, 0), "av_frame_get_buffer", path: path)
        }
        let opening = avio_open(&format.pointee.pb, path, AVIO_FLAG_WRITE)
        guard opening >= 0 else {
            if opening == FFmpeg.noSpace { throw .diskFull(path: path) }
            throw .cannotWrite(path: path, reason: FFmpeg.message(opening))
        }
        opened = true
        var options: OpaquePointer?
        defer { av_dict_free(&options) }
        // The index at the front: a browser or App Store Connect plays it before it has it all.
        if container == .mp4 { av_dict_set(&options, "movflags", "+faststart", 0) }
        try FFmpeg.check(avformat_write_header(format, &options), "avformat_write_header", path: path)
    }

    deinit {
        var picture: UnsafeMutablePointer<AVFrame>? = picture
        av_frame_free(&picture)
        sws_freeContext(scaler)
        if opened { avio_closep(&format!.pointee.pb) }
        avformat_free_context(format)
    }

    /// Encodes the next frame: straight RGBA, `width × height × 4` bytes (alpha is not
    /// kept: the frames of a show are opaque).
    public func append(rgba: UnsafeRawBufferPointer) throws(VideoProblem) {
        guard let format else { throw .encoderFailed(step: "append", reason: "the video is finished") }
        guard rgba.count == settings.width * settings.height * 4 else {
            throw .encoderFailed(step: "append", reason: "\(rgba.count) bytes for \(settings.width) × \(settings.height) RGBA pixels")
        }
        if let mapper {
            let at = frames * Int64(settings.frameRate.hundredths ?? 1)
            try mapper.map(rgba, at: at) { frame throws(VideoProblem) in try video.encode(frame, into: format, path: path) }
        } else {
            try FFmpeg.check(av_frame_make_writable(picture), "av_frame_make_writable", path: path)
            let source: [UnsafePointer<UInt8>?] = [rgba.baseAddress?.assumingMemoryBound(to: UInt8.self)]
            let stride: [Int32] = [Int32(settings.width * 4)]
            let planes = FFmpeg.planes(picture)
            let strides = FFmpeg.strides(picture)
            sws_scale(scaler, source, stride, 0, Int32(settings.height), planes, strides)
            picture.pointee.pts = frames
            try video.encode(picture, into: format, path: path)
        }
        frames += 1
        try audio?.write(through: settings.frameRate.time(ofFrame: Int(frames)), end: false, into: format, path: path)
    }

    /// Encodes `pixels` (one frame's straight RGBA bytes).
    public func append(rgba pixels: [UInt8]) throws(VideoProblem) {
        let failure = pixels.withUnsafeBytes { bytes in
            Result { () throws(VideoProblem) in try append(rgba: bytes) }
        }
        try failure.get()
    }

    /// Flushes the encoders and writes the file's index; the file is whole only after this.
    /// Returns how many frames it holds.
    @discardableResult
    public func finish() throws(VideoProblem) -> Int {
        guard let format else { throw .encoderFailed(step: "finish", reason: "the video is finished") }
        try mapper?.finish { frame throws(VideoProblem) in try video.encode(frame, into: format, path: path) }
        try video.encode(nil, into: format, path: path)
        try audio?.write(through: settings.frameRate.time(ofFrame: Int(frames)), end: true, into: format, path: path)
        try FFmpeg.check(av_write_trailer(format), "av_write_trailer", path: path)
        try FFmpeg.check(format.pointee.pb.pointee.error, "avio_write", path: path)
        opened = false
        try FFmpeg.check(avio_closep(&format.pointee.pb), "avio_close", path: path)
        avformat_free_context(format)
        self.format = nil
        return Int(frames)
    }

    /// The encoder's settings: size, time base, pixel format, colours, rate control, and each
    /// codec's speed and profile.
    private static func configure(_ context: UnsafeMutablePointer<AVCodecContext>, _ settings: VideoSettings) {
        let rate = settings.frameRate
        context.pointee.width = Int32(settings.width)
        context.pointee.height = Int32(settings.height)
        context.pointee.framerate = AVRational(num: rate.numerator, den: rate.denominator)
        context.pointee.thread_count = 0
        guard settings.container != .gif else {
            context.pointee.time_base = AVRational(num: 1, den: 100)
            context.pointee.pix_fmt = AV_PIX_FMT_PAL8
            return
        }
        context.pointee.time_base = AVRational(num: rate.denominator, den: rate.numerator)
        context.pointee.pix_fmt = AV_PIX_FMT_YUV420P
        context.pointee.color_range = AVCOL_RANGE_MPEG
        context.pointee.colorspace = AVCOL_SPC_BT709
        context.pointee.color_primaries = AVCOL_PRI_BT709
        context.pointee.color_trc = AVCOL_TRC_BT709
        // A key frame every two seconds: a player seeks, a looping GIF-like clip restarts.
        context.pointee.gop_size = Int32(max(1, (2 * rate.perSecond).rounded()))
        if let level = settings.level { context.pointee.level = Int32(level) }
        let options = context.pointee.priv_data
        let h264 = settings.container == .mp4
        switch settings.rate {
        case .quality:
            av_opt_set(options, "crf", h264 ? "18" : "31", 0)
            if !h264 { context.pointee.bit_rate = 0 }
        case .average(let bits):
            context.pointee.bit_rate = Int64(bits)
            context.pointee.rc_max_rate = Int64(bits)
            context.pointee.rc_buffer_size = Int32(clamping: bits)
        case .constant(let bits):
            context.pointee.bit_rate = Int64(bits)
            context.pointee.rc_min_rate = Int64(bits)
            context.pointee.rc_max_rate = Int64(bits)
            context.pointee.rc_buffer_size = Int32(clamping: bits)
            if h264 { av_opt_set(options, "x264-params", "nal-hrd=cbr:force-cfr=1", 0) }
        }
        if h264 {
            av_opt_set(options, "preset", "veryfast", 0)
            av_opt_set(options, "profile", "high", 0)
        } else {
            av_opt_set(options, "deadline", "realtime", 0)
            av_opt_set(options, "cpu-used", "8", 0)
            av_opt_set(options, "row-mt", "1", 0)
        }
    }

    /// RGBA to BT.709 4:2:0 at video range.
    private static func scaler(_ settings: VideoSettings) -> OpaquePointer? {
        let (width, height) = (Int32(settings.width), Int32(settings.height))
        let scaler = sws_getContext(
            width, height, AV_PIX_FMT_RGBA, width, height, AV_PIX_FMT_YUV420P, Int32(SWS_BILINEAR | SWS_ACCURATE_RND), nil, nil, nil)
        let coefficients = sws_getCoefficients(SWS_CS_ITU709)
        sws_setColorspaceDetails(scaler, coefficients, 1, coefficients, 0, 0, 1 << 16, 1 << 16)
        return scaler
    }
}
