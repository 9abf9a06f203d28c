import IntroCairo
import IntroPNG
import IntroRender
import IntroSnapshotCore
import IntroUI

// The strategies with Cairo as the backend when none is named: IntroSnapshotCore knows no
// backend of its own (its strategies take one), and this module, which test targets import,
// is where Cairo is registered for them. A strategy naming its backend is IntroSnapshotCore's.

extension Snapshotting where Value: SnapshotSubject, Format == PNGImage {
    /// The subject's pixels drawn by Cairo's PNG backend, stored as PNG; see the strategy of
    /// the same name that takes a `backend`.
    public static func image(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en",
        scale: Double? = nil, tolerance: UInt8 = 1, precision: Double = 1, perceptualPrecision: Double = 1
    ) -> Self {
        image(
            device: device, orientation: orientation, colorScheme: colorScheme, locale: locale, scale: scale,
            tolerance: tolerance, precision: precision, perceptualPrecision: perceptualPrecision,
            backend: CairoBackend(format: .png))
    }
}

extension Snapshotting where Value: SnapshotSubject, Format == PNGImage {
    /// The subject's pixels drawn by Cairo's PNG backend with its accessibility elements
    /// outlined, numbered and listed beside it; see the strategy of the same name that takes a `backend`.
    public static func accessibilityImage(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en",
        scale: Double? = nil, tolerance: UInt8 = 1, precision: Double = 1, perceptualPrecision: Double = 1
    ) -> Self {
        accessibilityImage(
            device: device, orientation: orientation, colorScheme: colorScheme, locale: locale, scale: scale,
            tolerance: tolerance, precision: precision, perceptualPrecision: perceptualPrecision,
            backend: CairoBackend(format: .png))
    }
}

extension Snapshotting where Value: SnapshotSubject, Format == String {
    /// The subject as the Cairo SVG backend draws it, compared line by line.
    public static func svg(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en"
    ) -> Self {
        document(device: device, orientation: orientation, colorScheme: colorScheme, locale: locale, backend: CairoBackend(format: .svg))
    }

    /// What VoiceOver reads on the subject, one line per element in reading order, text
    /// measured by Cairo's measurer.
    public static func accessibility(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en"
    ) -> Self {
        accessibility(
            device: device, orientation: orientation, colorScheme: colorScheme, locale: locale, backend: CairoBackend(format: .png))
    }

    /// The subject's named frames and scroll views as JSON, text measured by Cairo's measurer.
    public static func layout(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en"
    ) -> Self {
        layout(device: device, orientation: orientation, colorScheme: colorScheme, locale: locale, backend: CairoBackend(format: .png))
    }
}

extension Snapshotting where Value: View & SendableMetatype, Format == PNGImage {
    /// The view's pixels on the device's screen, drawn by Cairo's PNG backend.
    public static func image(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en",
        scale: Double? = nil, tolerance: UInt8 = 1, precision: Double = 1, perceptualPrecision: Double = 1
    ) -> Self {
        image(
            device: device, orientation: orientation, colorScheme: colorScheme, locale: locale, scale: scale,
            tolerance: tolerance, precision: precision, perceptualPrecision: perceptualPrecision,
            backend: CairoBackend(format: .png))
    }
}

extension Snapshotting where Value: View & SendableMetatype, Format == String {
    /// The view as the Cairo SVG backend draws it on the device's screen.
    public static func svg(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en"
    ) -> Self {
        document(device: device, orientation: orientation, colorScheme: colorScheme, locale: locale, backend: CairoBackend(format: .svg))
    }

    /// What VoiceOver reads on the view, one line per element in reading order, text measured
    /// by Cairo's measurer.
    public static func accessibility(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en"
    ) -> Self {
        accessibility(
            device: device, orientation: orientation, colorScheme: colorScheme, locale: locale, backend: CairoBackend(format: .png))
    }

    /// The view's named frames and scroll views as JSON, text measured by Cairo's measurer.
    public static func layout(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en"
    ) -> Self {
        layout(device: device, orientation: orientation, colorScheme: colorScheme, locale: locale, backend: CairoBackend(format: .png))
    }
}
