/// How a video is encoded: its container and codec, size, frame rate, rate control and audio.
public struct VideoSettings: Hashable, Sendable {
    /// The kind of file.
    public var container: VideoContainer
    /// Pixels across.
    public var width: Int
    /// Pixels down.
    public var height: Int
    /// Frames per second.
    public var frameRate: FrameRate
    /// How the encoder spends bits.
    public var rate: RateControl = .quality
    /// A silent stereo AAC track beside the video (MP4 only; App Store Connect asks for one).
    public var silentAudio = false
    /// The FFmpeg encoder; nil: the container's (``VideoContainer/defaultEncoder``).
    public var encoder: String?
    /// The H.264 level, times ten (40: level 4.0), or nil for the encoder's choice.
    public var level: Int?

    /// How the encoder spends bits.
    public enum RateControl: Hashable, Sendable {
        /// Constant quality: as many bits as the pictures need (H.264 CRF 18, VP9 CRF 31).
        case quality
        /// On average `bitsPerSecond`, never more than that over any second: a file of a
        /// known most size.
        case average(bitsPerSecond: Int)
        /// Exactly `bitsPerSecond`, padded with filler data where the pictures need fewer
        /// (App Store Connect's 10–12 Mbps).
        case constant(bitsPerSecond: Int)
    }

    /// Settings for `container` at `width` × `height` pixels and `frameRate`; the rest takes
    /// its defaults.
    public init(container: VideoContainer, width: Int, height: Int, frameRate: FrameRate) {
        self.container = container
        self.width = width
        self.height = height
        self.frameRate = frameRate
    }

    /// The encoder asked for, else the container's.
    public var encoderName: String { encoder ?? container.defaultEncoder }

    /// What the codec cannot encode at these settings, before anything is drawn: a size of
    /// no pixels, over the codec's largest side, or odd where 4:2:0 chroma needs even sides; a
    /// GIF whose frame step is not whole hundredths of a second (at least two: browsers
    /// slow down shorter delays); an encoder this FFmpeg does not have.
    public var problems: [VideoProblem] {
        var problems: [VideoProblem] = []
        let largest = container.largestSide
        if width < 2 || height < 2 || width > largest || height > largest {
            problems.append(.impossibleSize(width: width, height: height, container: container, largestSide: largest))
        } else if container.needsEvenSize, !width.isMultiple(of: 2) || !height.isMultiple(of: 2) {
            problems.append(.oddSize(width: width, height: height, container: container))
        }
        if container == .gif, (frameRate.hundredths ?? 0) < 2 {
            problems.append(.gifFrameRate(fps: frameRate.perSecond, suggested: [50, 25, 20, 10]))
        }
        if silentAudio, container != .mp4 { problems.append(.audioNotSupported(container: container)) }
        if !Encoders.available(encoderName) { problems.append(.encoderMissing(encoder: encoderName, container: container)) }
        return problems
    }
}
