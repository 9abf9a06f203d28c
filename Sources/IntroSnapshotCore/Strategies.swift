import IntroPNG
import IntroRender
import IntroUI

extension Snapshotting where Value: SnapshotSubject, Format == PNGImage {
    /// The subject drawn by a backend that makes raster images (Cairo's PNG backend when
    /// `backend` is left out, with `import IntroSnapshot`; a backend from another package
    /// works the same), compared pixel by pixel (see
    /// ``ImageComparison/compare(expected:actual:tolerance:precision:perceptualPrecision:)``).
    /// The reference is stored in the backend's own encoding when its encoder reads its files
    /// back, else as PNG. `scale` sets pixels per point (nil: the device's; 1 keeps references small).
    public static func image(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en",
        scale: Double? = nil, tolerance: UInt8 = 1, precision: Double = 1, perceptualPrecision: Double = 1,
        backend: any RenderBackend
    ) -> Self {
        let target = SnapshotTarget(device: device, orientation: orientation, colorScheme: colorScheme, locale: locale)
        return LayoutStrategies.image(
            backend: backend, scale: scale, tolerance: tolerance, precision: precision, perceptualPrecision: perceptualPrecision
        ).pullback { LayoutStrategies.layout($0, on: target) }
    }
}

extension Snapshotting where Value: SnapshotSubject, Format == PNGImage {
    /// The subject drawn as the `image` strategy with the same `backend` draws it, with each accessibility element outlined in its own colour and numbered in
    /// reading order, and a legend beside it (`AccessibilityOverlay`).
    public static func accessibilityImage(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en",
        scale: Double? = nil, tolerance: UInt8 = 1, precision: Double = 1, perceptualPrecision: Double = 1,
        backend: any RenderBackend
    ) -> Self {
        let target = SnapshotTarget(device: device, orientation: orientation, colorScheme: colorScheme, locale: locale)
        return LayoutStrategies.image(
            backend: backend, scale: scale, tolerance: tolerance, precision: precision, perceptualPrecision: perceptualPrecision
        ).pullback { LayoutStrategies.accessibilityOverlay($0, on: target) }
    }
}

extension Snapshotting where Value: SnapshotSubject, Format == String {
    /// The subject as the text backend draws it (a character grid), compared line by line.
    public static func text(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en"
    ) -> Self {
        document(device: device, orientation: orientation, colorScheme: colorScheme, locale: locale, backend: TextBackend())
    }

    /// The subject's file from a backend whose files are text (a vector document such as SVG,
    /// or text), compared line by line; the reference has the backend's file extension.
    public static func document(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en",
        backend: any RenderBackend
    ) -> Self {
        let target = SnapshotTarget(device: device, orientation: orientation, colorScheme: colorScheme, locale: locale)
        return LayoutStrategies.document(backend: backend).pullback { LayoutStrategies.layout($0, on: target) }
    }

    /// What VoiceOver reads on the subject, one line per element in reading order (number,
    /// traits, label, value, frame: `AccessibilityTree.text`), compared line by line; text
    /// measured as `backend` measures it (Cairo's when it is left out, with `import IntroSnapshot`).
    public static func accessibility(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en",
        backend: any RenderBackend
    ) -> Self {
        let target = SnapshotTarget(device: device, orientation: orientation, colorScheme: colorScheme, locale: locale)
        return LayoutStrategies.accessibility(backend: backend).pullback { LayoutStrategies.layout($0, on: target) }
    }

    /// The subject's named frames and scroll views as JSON (like `introkit layout`),
    /// compared line by line; text measured as `backend` measures it (Cairo's when it is
    /// left out, with `import IntroSnapshot`).
    public static func layout(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en",
        backend: any RenderBackend
    ) -> Self {
        let target = SnapshotTarget(device: device, orientation: orientation, colorScheme: colorScheme, locale: locale)
        return LayoutStrategies.layout(backend: backend).pullback { LayoutStrategies.layout($0, on: target) }
    }
}

extension Snapshotting where Value: View & SendableMetatype, Format == PNGImage {
    /// The view's pixels on the device's screen; see the `SnapshotSubject` strategy of the
    /// same name.
    public static func image(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en",
        scale: Double? = nil, tolerance: UInt8 = 1, precision: Double = 1, perceptualPrecision: Double = 1,
        backend: any RenderBackend
    ) -> Self {
        Snapshotting<ViewSubject<Value>, PNGImage>.image(
            device: device, orientation: orientation, colorScheme: colorScheme, locale: locale, scale: scale,
            tolerance: tolerance, precision: precision, perceptualPrecision: perceptualPrecision, backend: backend
        ).pullback(ViewSubject.init)
    }
}

extension Snapshotting where Value: View & SendableMetatype, Format == String {
    /// The view as the text backend draws it on the device's screen.
    public static func text(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en"
    ) -> Self {
        Snapshotting<ViewSubject<Value>, String>.text(
            device: device, orientation: orientation, colorScheme: colorScheme, locale: locale
        ).pullback(ViewSubject.init)
    }

    /// The view's file from a backend whose files are text, on the device's screen.
    public static func document(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en",
        backend: any RenderBackend
    ) -> Self {
        Snapshotting<ViewSubject<Value>, String>.document(
            device: device, orientation: orientation, colorScheme: colorScheme, locale: locale, backend: backend
        ).pullback(ViewSubject.init)
    }

    /// What VoiceOver reads on the view, one line per element in reading order, on the device's screen.
    public static func accessibility(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en",
        backend: any RenderBackend
    ) -> Self {
        Snapshotting<ViewSubject<Value>, String>.accessibility(
            device: device, orientation: orientation, colorScheme: colorScheme, locale: locale, backend: backend
        ).pullback(ViewSubject.init)
    }

    /// The view's named frames and scroll views as JSON, on the device's screen.
    public static func layout(
        device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en",
        backend: any RenderBackend
    ) -> Self {
        Snapshotting<ViewSubject<Value>, String>.layout(
            device: device, orientation: orientation, colorScheme: colorScheme, locale: locale, backend: backend
        ).pullback(ViewSubject.init)
    }
}
