import IntroUI

/// The screen and settings a snapshot is laid out for.
public struct SnapshotTarget: Hashable, Sendable {
    /// The device.
    public var device: Device
    /// Portrait or landscape.
    public var orientation: Orientation
    /// Light or dark.
    public var colorScheme: ColorScheme
    /// The locale (BCP 47); it also sets the layout direction.
    public var locale: String

    /// Creates a target.
    public init(device: Device, orientation: Orientation = .portrait, colorScheme: ColorScheme = .light, locale: String = "en") {
        self.device = device
        self.orientation = orientation
        self.colorScheme = colorScheme
        self.locale = locale
    }

    /// The device's screen in the orientation.
    public var canvas: Canvas { device.canvas(orientation) }

    /// The environment views are laid out in.
    public var environment: EnvironmentValues { EnvironmentValues(colorScheme: colorScheme, locale: locale) }
}

/// Something IntroKit's snapshot strategies (`.image`, `.svg`, `.text`, `.layout`) can lay
/// out on any device. Views have strategies of their own; the `IntroSnapshot` module makes
/// Welcome Sheet pages and stories at an instant subjects; conform your own types to
/// snapshot them directly.
public protocol SnapshotSubject: SendableMetatype {
    /// Lays the subject out on a target, measuring text with the backend's measurer.
    func layout(on target: SnapshotTarget, measurer: any TextMeasurer) throws -> LayoutResult
}

/// Any view, laid out on the device's screen; a presented `.welcomeSheet` inside it draws
/// its sheet for that screen (the modifier lays it out, not the snapshot).
struct ViewSubject<Content: View & SendableMetatype>: SnapshotSubject {
    let view: Content

    func layout(on target: SnapshotTarget, measurer: any TextMeasurer) -> LayoutResult {
        LayoutEngine(measurer: measurer).layout(view, canvas: target.canvas, environment: target.environment)
    }
}
