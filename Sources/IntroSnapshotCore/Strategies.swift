import IntroCairo
import IntroPNG
import IntroUI

extension Snapshotting where Value: SnapshotSubject, Format == PNGImage {
    /// A PNG of the subject drawn by the Cairo backend, compared pixel by pixel (see
    /// ``ImageComparison/compare(expected:actual:tolerance:precision:perceptualPrecision:)``).
    /// `scale` sets pixels per point (nil: the device's; 1 keeps references small).
    public static func image(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en",
        scale: Double? = nil, tolerance: UInt8 = 1, precision: Double = 1, perceptualPrecision: Double = 1
    ) -> Self {
        let target = SnapshotTarget(device: device, orientation: orientation, colorScheme: colorScheme, locale: locale)
        let diffing = Diffing<PNGImage>.image(tolerance: tolerance, precision: precision, perceptualPrecision: perceptualPrecision)
        return LayoutStrategies.image(scale: scale, diffing: diffing).pullback { LayoutStrategies.layout($0, on: target) }
    }
}

extension Snapshotting where Value: SnapshotSubject, Format == String {
    /// The subject as the Cairo SVG backend draws it, compared line by line.
    public static func svg(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en"
    ) -> Self {
        let target = SnapshotTarget(device: device, orientation: orientation, colorScheme: colorScheme, locale: locale)
        return LayoutStrategies.svg.pullback { LayoutStrategies.layout($0, on: target) }
    }

    /// The subject as the text backend draws it (a character grid), compared line by line.
    public static func text(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en"
    ) -> Self {
        let target = SnapshotTarget(device: device, orientation: orientation, colorScheme: colorScheme, locale: locale)
        return LayoutStrategies.text.pullback { LayoutStrategies.layout($0, on: target) }
    }

    /// The subject's named frames and scroll views as JSON (like `introkit layout`),
    /// compared line by line.
    public static func layout(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en"
    ) -> Self {
        let target = SnapshotTarget(device: device, orientation: orientation, colorScheme: colorScheme, locale: locale)
        return LayoutStrategies.layout.pullback { LayoutStrategies.layout($0, on: target) }
    }
}

extension Snapshotting where Value: View & SendableMetatype, Format == PNGImage {
    /// A PNG of the view on the device's screen; see the `SnapshotSubject` strategy of the
    /// same name.
    public static func image(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en",
        scale: Double? = nil, tolerance: UInt8 = 1, precision: Double = 1, perceptualPrecision: Double = 1
    ) -> Self {
        Snapshotting<ViewSubject<Value>, PNGImage>.image(
            device: device, orientation: orientation, colorScheme: colorScheme, locale: locale, scale: scale,
            tolerance: tolerance, precision: precision, perceptualPrecision: perceptualPrecision
        ).pullback(ViewSubject.init)
    }
}

extension Snapshotting where Value: View & SendableMetatype, Format == String {
    /// The view as the Cairo SVG backend draws it on the device's screen.
    public static func svg(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en"
    ) -> Self {
        Snapshotting<ViewSubject<Value>, String>.svg(
            device: device, orientation: orientation, colorScheme: colorScheme, locale: locale
        ).pullback(ViewSubject.init)
    }

    /// The view as the text backend draws it on the device's screen.
    public static func text(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en"
    ) -> Self {
        Snapshotting<ViewSubject<Value>, String>.text(
            device: device, orientation: orientation, colorScheme: colorScheme, locale: locale
        ).pullback(ViewSubject.init)
    }

    /// The view's named frames and scroll views as JSON, on the device's screen.
    public static func layout(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en"
    ) -> Self {
        Snapshotting<ViewSubject<Value>, String>.layout(
            device: device, orientation: orientation, colorScheme: colorScheme, locale: locale
        ).pullback(ViewSubject.init)
    }
}
