/// The kind of video file written, each with the codec FFmpeg encodes it with.
public enum VideoContainer: String, CaseIterable, Codable, Hashable, Sendable {
    /// MPEG-4 with H.264 (libx264), 4:2:0: what App Store Connect, browsers and pull
    /// requests play.
    case mp4
    /// WebM with VP9 (libvpx-vp9), 4:2:0.
    case webm
    /// An animated GIF with one palette for the whole show, chosen from every frame
    /// (FFmpeg's `palettegen`) and applied with ordered dithering (`paletteuse`), which keeps
    /// UI gradients smooth and still areas still from frame to frame.
    case gif

    /// The file name extension.
    public var fileExtension: String { rawValue }

    /// The media type.
    public var mediaType: String {
        switch self {
        case .mp4: "video/mp4"
        case .webm: "video/webm"
        case .gif: "image/gif"
        }
    }

    /// The FFmpeg encoder used unless another is asked for.
    public var defaultEncoder: String {
        switch self {
        case .mp4: "libx264"
        case .webm: "libvpx-vp9"
        case .gif: "gif"
        }
    }

    /// The name of FFmpeg's muxer.
    var muxer: String { rawValue }

    /// Whether the codec needs even sides (4:2:0 chroma is one sample per 2 × 2 pixels).
    var needsEvenSize: Bool { self != .gif }

    /// The largest side the codec takes (H.264's level 6.2 limit, VP9's and GIF's 16-bit fields).
    var largestSide: Int {
        switch self {
        case .mp4: 8_192
        case .webm: 16_384
        case .gif: 65_535
        }
    }
}
