import CFFmpeg

/// The few things every FFmpeg call here needs: error texts, the error codes Swift cannot
/// import, and FFmpeg kept quiet (its own log would print into the tool's output).
enum FFmpeg {
    /// FFmpeg's text for an error code.
    static func message(_ code: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        av_strerror(code, &buffer, buffer.count)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// AVERROR(EAGAIN).
    static let again = cffmpeg_error_again()
    /// AVERROR_EOF.
    static let endOfFile = cffmpeg_error_eof()
    /// AVERROR(ENOSPC).
    static let noSpace = cffmpeg_error_no_space()

    /// Silences FFmpeg's log, once: what goes wrong is reported as a ``VideoProblem``.
    static let quiet: Void = av_log_set_level(AV_LOG_QUIET)

    /// Throws `code` as the problem of `step` (a full disk as ``VideoProblem/diskFull(path:)``).
    static func check(_ code: Int32, _ step: String, path: String) throws(VideoProblem) {
        guard code < 0 else { return }
        if code == noSpace { throw .diskFull(path: path) }
        throw .encoderFailed(step: step, reason: message(code))
    }

    /// The 8 data pointers of a frame, as the array sws_scale takes.
    static func planes(_ frame: UnsafeMutablePointer<AVFrame>) -> [UnsafeMutablePointer<UInt8>?] {
        withUnsafeBytes(of: frame.pointee.data) { Array($0.bindMemory(to: UnsafeMutablePointer<UInt8>?.self)) }
    }

    /// The 8 line sizes of a frame.
    static func strides(_ frame: UnsafeMutablePointer<AVFrame>) -> [Int32] {
        withUnsafeBytes(of: frame.pointee.linesize) { Array($0.bindMemory(to: Int32.self)) }
    }
}

/// Which encoders this process's FFmpeg has.
public enum Encoders {
    /// Whether libavcodec has an encoder named `name` (`libx264`, `libvpx-vp9`, `gif`, `aac`).
    public static func available(_ name: String) -> Bool {
        avcodec_find_encoder_by_name(name) != nil
    }
}
