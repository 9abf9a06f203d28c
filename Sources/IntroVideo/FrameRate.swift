/// Frames per second as a fraction, so that frame `n` is at exactly `n × denominator /
/// numerator` seconds (29.97 is 30000/1001, not a rounded double).
public struct FrameRate: Hashable, Sendable, CustomStringConvertible {
    /// Frames …
    public let numerator: Int32
    /// … per this many seconds.
    public let denominator: Int32

    /// The rate `fps` as a fraction with denominator 1, 1001, 100 or 1000 (the first that
    /// holds it within a millionth of a frame); nil when none does or `fps` is not positive.
    public init?(_ fps: Double) {
        guard fps.isFinite, fps > 0, fps <= 1_000 else { return nil }
        for denominator in [1.0, 1001, 100, 1000] {
            let frames = (fps * denominator).rounded()
            if frames >= 1, abs(frames - fps * denominator) < 1e-6 * denominator {
                self.numerator = Int32(frames)
                self.denominator = Int32(denominator)
                return
            }
        }
        return nil
    }

    /// Frames per second.
    public var perSecond: Double { Double(numerator) / Double(denominator) }

    /// The instant of frame `index`, in seconds after the first.
    public func time(ofFrame index: Int) -> Double { Double(index) * Double(denominator) / Double(numerator) }

    /// The step between frames in whole hundredths of a second (what a GIF's frame delay
    /// counts), or nil when the step is not a whole number of hundredths.
    public var hundredths: Int? {
        let (step, remainder) = (100 * Int(denominator)).quotientAndRemainder(dividingBy: Int(numerator))
        return remainder == 0 && step > 0 ? step : nil
    }

    /// `30`, `29.97`.
    public var description: String {
        denominator == 1 ? String(numerator) : String(perSecond)
    }
}
