import Foundation
import IntroUI

/// The device being rendered, as UIKit's `UIDevice.current` describes it.
///
/// Still frame: the device of the render in progress (`RenderingContext.canvas`: the layout
/// engine's, or the previews host's while it builds a preview); an iPhone 15 outside a render.
public final class UIDevice {
    /// The device of the render in progress.
    public static var current: UIDevice { UIDevice(canvas: RenderingContext.canvas ?? UIScreen.fallbackCanvas) }

    private let canvas: Canvas

    init(canvas: Canvas) {
        self.canvas = canvas
    }

    /// Phone or pad.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { canvas.idiom == .pad ? .pad : .phone }
    /// The device's marketing name ("iPhone 15").
    public var name: String { canvas.device?.name ?? (canvas.idiom == .pad ? "iPad" : "iPhone") }
    /// "iPhone" or "iPad".
    public var model: String { canvas.idiom == .pad ? "iPad" : "iPhone" }
    /// The model, localized.
    public var localizedModel: String { model }
    /// "iOS".
    public var systemName: String { "iOS" }
    /// The iOS version the previews stand for.
    ///
    /// Still frame: "17.0", the version whose layout IntroKit follows.
    public var systemVersion: String { "17.0" }
    /// Portrait or landscape, as drawn.
    public var orientation: UIDeviceOrientation { canvas.orientation == .landscape ? .landscapeLeft : .portrait }
    /// A fixed identifier for the app's vendor.
    public var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-0000-0000-000000000000") }
    /// Whether the battery is being watched.
    public var isBatteryMonitoringEnabled = false
    /// The battery's charge, 0…1.
    ///
    /// Still frame: 1, a full battery, as the status bar draws it.
    public var batteryLevel: Float { 1 }
}

/// Phone or pad, in UIKit's words.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    /// Not known.
    case unspecified = -1
    /// An iPhone.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac.
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}

/// How the device is held.
public enum UIDeviceOrientation: Int, Hashable, Sendable {
    /// Not known.
    case unknown
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Turned with the home side on the right.
    case landscapeLeft
    /// Turned with the home side on the left.
    case landscapeRight
    /// Flat, screen up.
    case faceUp
    /// Flat, screen down.
    case faceDown

    /// Whether it is one of the landscape orientations.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether it is one of the portrait orientations.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

/// The screen being rendered, as UIKit's `UIScreen.main` describes it.
///
/// Still frame: the canvas of the render in progress (`RenderingContext.canvas`), in the
/// orientation drawn; an iPhone 15 in portrait outside a render.
public final class UIScreen {
    /// The screen of the render in progress.
    public static var main: UIScreen { UIScreen(canvas: RenderingContext.canvas ?? fallbackCanvas) }

    /// The canvas described outside a render: an iPhone 15 in portrait.
    static var fallbackCanvas: Canvas {
        ((try? DeviceCatalog.device(id: "iphone-15")) ?? DeviceCatalog.all[0]).canvas(.portrait)
    }

    private let canvas: Canvas

    init(canvas: Canvas) {
        self.canvas = canvas
    }

    /// The screen in points, in the orientation drawn.
    public var bounds: CGRect { CGRect(x: 0, y: 0, width: canvas.size.width, height: canvas.size.height) }
    /// Pixels per point.
    public var scale: CGFloat { canvas.scale }
    /// The screen's physical pixels per point.
    public var nativeScale: CGFloat { canvas.device?.nativeScale ?? canvas.scale }
    /// The screen in pixels, portrait.
    public var nativeBounds: CGRect {
        let portrait = canvas.device?.portraitSize ?? canvas.size
        return CGRect(x: 0, y: 0, width: portrait.width * nativeScale, height: portrait.height * nativeScale)
    }
    /// The brightness, 0…1.
    public var brightness: CGFloat = 1
}

/// The app, as UIKit's `UIApplication.shared` describes it.
///
/// Still frame: an app in front (``UIApplication/State/active``) that opens nothing.
public final class UIApplication: @unchecked Sendable {
    /// The app.
    public static let shared = UIApplication()

    private let lock = NSLock()
    private var badge = 0
    private var idleTimerDisabled = false

    /// Where the app is in its life.
    public enum State: Int, Sendable {
        /// In front.
        case active
        /// On screen, not receiving events.
        case inactive
        /// Not on screen.
        case background
    }

    /// The URL of the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    /// In front.
    public var applicationState: State { .active }
    /// The number on the app's icon.
    public var applicationIconBadgeNumber: Int {
        get { lock.withLock { badge } }
        set { lock.withLock { badge = newValue } }
    }

    /// Whether the screen stays on.
    public var isIdleTimerDisabled: Bool {
        get { lock.withLock { idleTimerDisabled } }
        set { lock.withLock { idleTimerDisabled = newValue } }
    }

    /// Opens `url`.
    ///
    /// Still frame: opens nothing; `completion` is told false.
    public func open(_ url: URL, options: [String: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }

    /// Whether an app can open `url`.
    ///
    /// Still frame: false: there is no other app.
    public func canOpenURL(_ url: URL) -> Bool { false }

    /// Asks to receive remote notifications.
    ///
    /// Still frame: does nothing.
    public func registerForRemoteNotifications() {}
}

/// How hard an impact feels.
public enum UIImpactFeedbackStyle: Int, Hashable, Sendable {
    /// Light.
    case light
    /// Medium.
    case medium
    /// Heavy.
    case heavy
    /// Soft.
    case soft
    /// Rigid.
    case rigid
}

/// Haptic feedback for an impact, like UIKit's `UIImpactFeedbackGenerator`.
///
/// Still frame: plays nothing: a picture has no haptics.
public final class UIImpactFeedbackGenerator {
    /// The impact style.
    public let style: UIImpactFeedbackStyle

    /// A generator of `style` impacts.
    public init(style: UIImpactFeedbackStyle = .medium) {
        self.style = style
    }

    /// Gets ready to play.
    public func prepare() {}
    /// Plays the impact.
    public func impactOccurred() {}
    /// Plays the impact at an intensity, 0…1.
    public func impactOccurred(intensity: CGFloat) {}
}

/// Haptic feedback for success, warning or error, like UIKit's `UINotificationFeedbackGenerator`.
///
/// Still frame: plays nothing.
public final class UINotificationFeedbackGenerator {
    /// What happened.
    public enum FeedbackType: Int, Hashable, Sendable {
        /// It worked.
        case success
        /// Take care.
        case warning
        /// It failed.
        case error
    }

    /// A generator.
    public init() {}
    /// Gets ready to play.
    public func prepare() {}
    /// Plays the feedback.
    public func notificationOccurred(_ type: FeedbackType) {}
}

/// Haptic feedback for a selection change, like UIKit's `UISelectionFeedbackGenerator`.
///
/// Still frame: plays nothing.
public final class UISelectionFeedbackGenerator {
    /// A generator.
    public init() {}
    /// Gets ready to play.
    public func prepare() {}
    /// Plays the feedback.
    public func selectionChanged() {}
}
