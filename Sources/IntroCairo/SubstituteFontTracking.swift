import IntroUI

/// Letter spacing that brings Inter, the stand-in for SF Pro, to SF Pro's line widths.
///
/// Inter's letters are wider than SF Pro's, so the same text would wrap earlier. The tracking
/// is a fraction of the size, interpolated linearly between anchors and constant outside
/// them. The anchors were calibrated on real iOS frames (docs/fidelity.md, "Tracking"): at
/// 15 pt every measured line break holds for −0.026 < t < −0.010 em, and −0.018 also gives
/// the measured line widths; at 34 pt bold the titles' measured ink widths give −0.040.
enum SubstituteFontTracking {
    /// (size in points, tracking in em) anchors, by increasing size.
    static let anchors: [(size: Double, em: Double)] = [(15, -0.018), (34, -0.040)]

    /// The tracking in em for a size.
    static func em(forSize size: Double) -> Double {
        guard let first = anchors.first, let last = anchors.last else { return 0 }
        if size <= first.size { return first.em }
        if size >= last.size { return last.em }
        for (lower, upper) in zip(anchors, anchors.dropFirst()) where size <= upper.size {
            return lower.em + (upper.em - lower.em) * (size - lower.size) / (upper.size - lower.size)
        }
        return last.em
    }

    /// The letter spacing in points for a font (none for designs Inter does not stand in for).
    static func points(for font: ResolvedFont) -> Double {
        switch font.design {
        case .default, .rounded: em(forSize: font.size) * font.size
        case .monospaced, .serif: 0
        }
    }
}
