/// A place a video goes to, with what it accepts: App Store Connect's app previews (one per
/// display size) and a clip in a pull request.
public enum VideoPreset: String, CaseIterable, Codable, Hashable, Sendable {
    /// iPhone 6.9" display: 886 × 1920.
    case appStoreIPhone69 = "app-store-iphone-6.9"
    /// iPhone 6.5" display: 886 × 1920.
    case appStoreIPhone65 = "app-store-iphone-6.5"
    /// iPhone 5.5" display: 1080 × 1920.
    case appStoreIPhone55 = "app-store-iphone-5.5"
    /// iPad 13" display: 1200 × 1600.
    case appStoreIPad13 = "app-store-ipad-13"
    /// A pull request's clip: an MP4 or a GIF of at most 10 MB.
    case pullRequest = "pull-request"

    /// The longest a pull request's attachment may be, in bytes (10 MB).
    public static let pullRequestBytes = 10_000_000
    /// App Store Connect's bit rate (10–12 Mbit/s asked; the middle, held constant).
    public static let appStoreBitRate = 11_000_000
    /// When App Store Connect takes the poster frame, in seconds.
    public static let posterTime = 5.0

    /// Whether it is one of App Store Connect's app previews.
    public var isAppStore: Bool { self != .pullRequest }

    /// The pixel size App Store Connect takes, portrait (landscape: the sides swapped); nil
    /// for a pull request, whose size follows the device.
    public var portraitSize: (width: Int, height: Int)? {
        switch self {
        case .appStoreIPhone69, .appStoreIPhone65: (886, 1920)
        case .appStoreIPhone55: (1080, 1920)
        case .appStoreIPad13: (1200, 1600)
        case .pullRequest: nil
        }
    }

    /// The width a pull request's clip is drawn at: small enough to fit 10 MB, as wide as a
    /// pull request shows it.
    public func pullRequestWidth(_ container: VideoContainer) -> Int { container == .gif ? 320 : 600 }

    /// The containers it takes.
    public var containers: [VideoContainer] { isAppStore ? [.mp4] : [.mp4, .gif] }

    /// The most frames per second.
    public var frameRateLimit: Double { isAppStore ? 30 : 50 }

    /// The show's length it takes, in seconds.
    public var durations: ClosedRange<Double> { isAppStore ? 15...30 : 0...Double.greatestFiniteMagnitude }

    /// The frame rate used when none is asked for.
    public func defaultFrameRate(_ container: VideoContainer) -> Double { container == .gif ? 20 : 30 }

    /// `settings` made what this target asks: App Store Connect's H.264 High at level 4.0,
    /// 11 Mbit/s constant, with a silent stereo AAC track; a pull request's MP4 at a bit rate
    /// that fits 10 MB over `duration` seconds (at most 2.5 Mbit/s).
    public func applied(to settings: VideoSettings, duration: Double) -> VideoSettings {
        var settings = settings
        if isAppStore {
            settings.level = 40
            settings.rate = .constant(bitsPerSecond: Self.appStoreBitRate)
            settings.silentAudio = true
        } else if settings.container == .mp4 {
            settings.rate = .average(bitsPerSecond: min(2_500_000, pullRequestBitRate(duration: duration)))
        }
        return settings
    }

    /// The bit rate that fits 90 % of 10 MB into `duration` seconds (the rest: the
    /// container's index and the encoder's swings about its average).
    func pullRequestBitRate(duration: Double) -> Int {
        Int(min(Double(Int32.max), Double(Self.pullRequestBytes) * 8 * 0.9 / max(duration, 0.001)))
    }

    /// What the target would reject of a video of `settings` lasting `duration` seconds,
    /// before anything is drawn, each saying what to change: a container it does not take,
    /// a frame rate over its limit, a length outside its range, a size other than its own,
    /// or a file that cannot fit its bytes.
    public func problems(settings: VideoSettings, duration: Double) -> [VideoProblem] {
        var problems: [VideoProblem] = []
        if !containers.contains(settings.container) {
            problems.append(.presetContainer(preset: rawValue, asked: settings.container.rawValue, allowed: containers))
        }
        if settings.frameRate.perSecond > frameRateLimit {
            problems.append(.presetFrameRate(preset: rawValue, fps: settings.frameRate.perSecond, limit: frameRateLimit))
        }
        if !durations.contains(duration) {
            problems.append(.presetDuration(preset: rawValue, duration: duration, range: durations))
        }
        if let size = portraitSize, ![(size.width, size.height), (size.height, size.width)].contains(where: { $0 == (settings.width, settings.height) }) {
            problems.append(
                .presetSize(preset: rawValue, width: size.width, height: size.height, actualWidth: settings.width, actualHeight: settings.height))
        }
        if !isAppStore, let estimate = estimatedBytes(settings, duration: duration), estimate > Self.pullRequestBytes {
            problems.append(.overBudget(preset: rawValue, estimate: estimate, limit: Self.pullRequestBytes, duration: duration))
        }
        return problems
    }

    /// What a pull request's file is expected to weigh. An MP4 at a bit rate too low for its
    /// pixels (under 0.02 bits a pixel a frame, where H.264 smears text) counts as too heavy;
    /// a GIF is estimated from what a stories show changes between frames: the whole first
    /// frame at a byte a pixel, then a tenth of the picture per frame.
    func estimatedBytes(_ settings: VideoSettings, duration: Double) -> Int? {
        let pixels = Double(settings.width * settings.height)
        let frames = max(1, duration * settings.frameRate.perSecond)
        switch settings.container {
        case .mp4:
            let needed = 0.02 * pixels * settings.frameRate.perSecond
            let bitRate = Double(min(2_500_000, pullRequestBitRate(duration: duration)))
            return bitRate >= needed ? nil : Int(min(Double(Int.max / 2), needed * duration / 8))
        case .gif:
            return Int(min(Double(Int.max / 2), pixels + (frames - 1) * pixels / 10))
        case .webm:
            return nil
        }
    }
}
