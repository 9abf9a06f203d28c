import CFFmpeg

/// A silent stereo AAC track (48 kHz, 256 kbit/s, what App Store Connect asks of a preview's
/// audio), written alongside the video so that it lasts exactly as long.
final class SilentTrack {
    static let sampleRate: Int32 = 48_000
    let encoded: EncodedStream
    private let frame: UnsafeMutablePointer<AVFrame>
    private var samplesWritten: Int64 = 0

    init(in format: UnsafeMutablePointer<AVFormatContext>, path: String) throws(VideoProblem) {
        encoded = try EncodedStream(encoder: "aac", in: format, packetDuration: nil, path: path) { context in
            context.pointee.sample_fmt = AV_SAMPLE_FMT_FLTP
            context.pointee.sample_rate = Self.sampleRate
            av_channel_layout_default(&context.pointee.ch_layout, 2)
            context.pointee.bit_rate = 256_000
            context.pointee.time_base = AVRational(num: 1, den: Self.sampleRate)
        }
        guard let frame = av_frame_alloc() else { throw .encoderFailed(step: "av_frame_alloc", reason: "out of memory") }
        self.frame = frame
        let context = encoded.context.pointee
        frame.pointee.format = context.sample_fmt.rawValue
        frame.pointee.sample_rate = context.sample_rate
        frame.pointee.nb_samples = context.frame_size
        try FFmpeg.check(av_channel_layout_copy(&frame.pointee.ch_layout, &encoded.context.pointee.ch_layout), "av_channel_layout_copy", path: path)
        try FFmpeg.check(av_frame_get_buffer(frame, 0), "av_frame_get_buffer", path: path)
        av_samples_set_silence(frame.pointee.extended_data, 0, context.frame_size, 2, context.sample_fmt)
    }

    deinit {
        var frame: UnsafeMutablePointer<AVFrame>? = frame
        av_frame_free(&frame)
    }

    /// Writes silence up to `seconds` into `format`: whole frames of the encoder's size, and
    /// at the `end` a last shorter one, so the track ends where the video does.
    func write(through seconds: Double, end: Bool, into format: UnsafeMutablePointer<AVFormatContext>, path: String)
        throws(VideoProblem)
    {
        let target = Int64((seconds * Double(Self.sampleRate)).rounded())
        let size = Int64(encoded.context.pointee.frame_size)
        while samplesWritten < target {
            let count = min(size, target - samplesWritten)
            guard count == size || end else { return }
            try FFmpeg.check(av_frame_make_writable(frame), "av_frame_make_writable", path: path)
            frame.pointee.nb_samples = Int32(count)
            frame.pointee.pts = samplesWritten
            samplesWritten += count
            try encoded.encode(frame, into: format, path: path)
        }
        if end { try encoded.encode(nil, into: format, path: path) }
    }
}
