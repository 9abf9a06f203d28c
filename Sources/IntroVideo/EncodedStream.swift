import CFFmpeg

/// One encoder and the stream of the file its packets go to.
final class EncodedStream {
    let context: UnsafeMutablePointer<AVCodecContext>
    let stream: UnsafeMutablePointer<AVStream>
    private let packet: UnsafeMutablePointer<AVPacket>
    /// Each packet's duration in the codec's time base (one frame of video; audio's own).
    private let packetDuration: Int64?

    /// Opens encoder `name` on `format`'s new stream after `configure` set up its context.
    init(
        encoder name: String, in format: UnsafeMutablePointer<AVFormatContext>, packetDuration: Int64?, path: String,
        configure: (UnsafeMutablePointer<AVCodecContext>) -> Void
    ) throws(VideoProblem) {
        guard let codec = avcodec_find_encoder_by_name(name) else {
            throw .encoderFailed(step: "avcodec_find_encoder_by_name(\(name))", reason: "not in this FFmpeg")
        }
        // The stream belongs to the format context, which frees it.
        guard let stream = avformat_new_stream(format, nil), let context = avcodec_alloc_context3(codec) else {
            throw .encoderFailed(step: "avformat_new_stream", reason: "out of memory")
        }
        guard let packet = av_packet_alloc() else {
            var context: UnsafeMutablePointer<AVCodecContext>? = context
            avcodec_free_context(&context)
            throw .encoderFailed(step: "av_packet_alloc", reason: "out of memory")
        }
        // From here on the object is whole: what throws below is freed by deinit.
        self.stream = stream
        self.context = context
        self.packet = packet
        self.packetDuration = packetDuration
        configure(context)
        if format.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
            context.pointee.flags |= Int32(AV_CODEC_FLAG_GLOBAL_HEADER)
        }
        try FFmpeg.check(avcodec_open2(context, codec, nil), "avcodec_open2(\(name))", path: path)
        try FFmpeg.check(avcodec_parameters_from_context(stream.pointee.codecpar, context), "avcodec_parameters_from_context", path: path)
        stream.pointee.time_base = context.pointee.time_base
    }

    deinit {
        var context: UnsafeMutablePointer<AVCodecContext>? = context
        avcodec_free_context(&context)
        var packet: UnsafeMutablePointer<AVPacket>? = packet
        av_packet_free(&packet)
    }

    /// Sends `frame` (nil: the end) and writes every packet the encoder gives into `format`.
    func encode(_ frame: UnsafeMutablePointer<AVFrame>?, into format: UnsafeMutablePointer<AVFormatContext>, path: String)
        throws(VideoProblem)
    {
        try FFmpeg.check(avcodec_send_frame(context, frame), "avcodec_send_frame", path: path)
        while true {
            let received = avcodec_receive_packet(context, packet)
            if received == FFmpeg.again || received == FFmpeg.endOfFile { return }
            try FFmpeg.check(received, "avcodec_receive_packet", path: path)
            if let packetDuration { packet.pointee.duration = packetDuration }
            av_packet_rescale_ts(packet, context.pointee.time_base, stream.pointee.time_base)
            packet.pointee.stream_index = stream.pointee.index
            try FFmpeg.check(av_interleaved_write_frame(format, packet), "av_interleaved_write_frame", path: path)
        }
    }
}
