import IntroUI

/// Letter spacing that brings Inter, the stand-in for SF Pro, to SF Pro's line widths at every
/// size and weight.
///
/// SF Pro has two optical sizes: Text below 20 pt, Display from 20 pt, which is drawn tighter.
/// iOS tracks Text by size (Apple's published table: +41/1000 em at 6 pt, 0 at 12, −26 at 17);
/// Inter has one design and no tracking of its own. So the spacing is, in em:
/// - below 20 pt: Apple's Text tracking at the size plus a constant for the weight;
/// - from 20 pt: a constant for the weight plus a small slope in the size.
///
/// The constants are fitted on the ink widths of real iOS lines (the ios-text corpus and the
/// upstream recording, docs/fidelity.md "Tracking"); `TextCalibrationTests` fits them again
/// from the data and fails when these drift from the fit. Where a real paragraph's line break
/// bounds a constant more tightly than the ink fit (regular Text: a 16 pt blockquote line
/// needs −0.0022 or more), the constant sits at that bound.
enum SubstituteFontTracking {
    /// Where SF Pro switches from its Text to its Display optical size.
    static let displaySize = 20.0

    /// Apple's tracking for SF Pro Text in 1/1000 em, at 6…19 pt (HIG, "Typography"); sizes
    /// outside take the nearest end.
    static let appleTextTracking: [Double] = [41, 34, 26, 19, 12, 6, 0, -6, -11, -16, -20, -26, -25, -24]
    static let appleTextSizes = 6.0...19.0

    /// The fitted constants of one weight, in em.
    struct WeightFit: Equatable {
        /// Added to Apple's Text tracking below 20 pt.
        var text: Double
        /// The tracking at 20 pt in the Display size.
        var display: Double
    }

    /// Fitted per weight: regular, semibold, bold (medium lies halfway between regular and
    /// semibold; lighter weights follow regular, heavier ones bold).
    static let regular = WeightFit(text: -0.0022, display: -0.0440)
    static let semibold = WeightFit(text: 0.0030, display: -0.0317)
    static let bold = WeightFit(text: 0.0047, display: -0.0405)
    /// How the Display tracking changes per point above 20 pt (fitted on regular, 22–58 pt).
    static let displaySlope = -0.00025

    /// Apple's Text tracking at `size`, in em, interpolated between whole sizes.
    static func appleText(atSize size: Double) -> Double {
        let clamped = min(max(size, appleTextSizes.lowerBound), appleTextSizes.upperBound)
        let position = clamped - appleTextSizes.lowerBound
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, appleTextTracking.count - 1)
        let fraction = position - Double(lower)
        return (appleTextTracking[lower] + (appleTextTracking[upper] - appleTextTracking[lower]) * fraction) / 1000
    }

    /// The fitted constants for a weight.
    static func fit(for weight: Font.Weight) -> WeightFit {
        switch weight {
        case .ultraLight, .thin, .light, .regular: regular
        case .medium: WeightFit(text: (regular.text + semibold.text) / 2, display: (regular.display + semibold.display) / 2)
        case .semibold: semibold
        case .bold, .heavy, .black: bold
        }
    }

    /// The tracking in em for a size and weight.
    static func em(size: Double, weight: Font.Weight) -> Double {
        let fit = fit(for: weight)
        if size < displaySize { return appleText(atSize: size) + fit.text }
        return fit.display + displaySlope * (size - displaySize)
    }

    /// The letter spacing in points for a font (none for designs Inter does not stand in for).
    static func points(for font: ResolvedFont) -> Double {
        switch font.design {
        case .default, .rounded: em(size: font.size, weight: font.weight) * font.size
        case .monospaced, .serif: 0
        }
    }
}
