/// Why a video could not be made, as a value: the tool says it in words (each case names
/// what to change).
public enum VideoProblem: Error, Codable, Hashable, Sendable {
    /// `width` × `height` pixels cannot be encoded as `container` (none, or a side over
    /// `largestSide`).
    case impossibleSize(width: Int, height: Int, container: VideoContainer, largestSide: Int)
    /// A side is odd, and `container`'s 4:2:0 chroma needs even sides.
    case oddSize(width: Int, height: Int, container: VideoContainer)
    /// A GIF's frame delay would not be a whole number (≥ 2) of hundredths at `fps`; the
    /// rates in `suggested` are.
    case gifFrameRate(fps: Double, suggested: [Double])
    /// An audio track was asked of `container`, which IntroKit writes without one.
    case audioNotSupported(container: VideoContainer)
    /// This FFmpeg has no encoder `encoder` (for `container`).
    case encoderMissing(encoder: String, container: VideoContainer)
    /// `fps` is not a rate a video can be timed at exactly (a whole number, or one over
    /// 1001, 100 or 1000).
    case frameRate(fps: Double)
    /// The preset `preset` takes only `allowed` containers, `asked` (a format) was asked.
    case presetContainer(preset: String, asked: String, allowed: [VideoContainer])
    /// The preset's target takes shows of `range` seconds; this one lasts `duration`.
    case presetDuration(preset: String, duration: Double, range: ClosedRange<Double>)
    /// The preset's target takes at most `limit` frames per second.
    case presetFrameRate(preset: String, fps: Double, limit: Double)
    /// The preset's target needs `width` × `height` pixels; the frames are `actualWidth` ×
    /// `actualHeight`.
    case presetSize(preset: String, width: Int, height: Int, actualWidth: Int, actualHeight: Int)
    /// At most `limit` bytes fit the target, and a show of `duration` seconds at this size
    /// would need about `estimate`.
    case overBudget(preset: String, estimate: Int, limit: Int, duration: Double)
    /// FFmpeg could not open `path` for writing.
    case cannotWrite(path: String, reason: String)
    /// The disk holding `path` is full.
    case diskFull(path: String)
    /// The encoder (or the muxer, or a filter) failed at `step`.
    case encoderFailed(step: String, reason: String)
}
