/// A headless stand-in for UIKit's `UIViewController`, so that UIKit-shaped code such as
/// upstream's README example compiles and runs on Linux: a controller presents another
/// with ``present(_:animated:completion:)`` (a ``WelcomeSheetController`` then shows its
/// first page) and gets it back when that one is dismissed. Nothing is drawn, `animated`
/// changes nothing, and there is no view hierarchy: call ``viewDidLoad()`` yourself.
@MainActor open class UIViewController {
    /// The controller this one presents, until it is dismissed.
    public private(set) var presentedViewController: UIViewController?
    /// The controller presenting this one.
    public private(set) weak var presentingViewController: UIViewController?
    /// When true, the presented controller cannot be dismissed by sliding it down.
    open var isModalInPresentation = false

    /// Creates a controller.
    public init() {}

    /// Called once the controller is set up; override it to connect controls.
    open func viewDidLoad() {}

    /// Presents `viewControllerToPresent` over this controller, as UIKit does; does nothing
    /// when this controller already presents one, when that one is already presented, or
    /// when it has nothing to show (a Welcome Sheet without pages).
    open func present(_ viewControllerToPresent: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, viewControllerToPresent.presentingViewController == nil,
            viewControllerToPresent.beginPresentation()
        else { return }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        completion?()
    }

    /// Dismisses the controller this one presents or, when it presents none, this one.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        (presentedViewController ?? self).endPresentation()
        completion?()
    }

    /// Starts showing; false refuses the presentation.
    func beginPresentation() -> Bool { true }

    /// Stops showing and leaves the presenting controller.
    func endPresentation() {
        presentingViewController?.presentedViewController = nil
        presentingViewController = nil
    }
}

/// A headless stand-in for UIKit's `UIControl`: actions run when ``sendActions(for:)`` sends
/// one of their events (a test's tap).
@MainActor open class UIControl {
    /// The events a control sends.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A tap that ends inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
    }

    private var actions: [(events: Event, action: @MainActor () -> Void)] = []

    /// Creates a control.
    public init() {}

    /// Runs `action` when the control sends one of `controlEvents`. UIKit's target and
    /// selector become a closure: `action: #selector(showSheet)` is written `action: showSheet`;
    /// `target` is accepted for the same call shape and not used.
    open func addTarget(_ target: Any?, action: @escaping @MainActor () -> Void, for controlEvents: Event) {
        actions.append((controlEvents, action))
    }

    /// Runs the actions added for any of `controlEvents`, in the order added.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) { entry.action() }
    }
}

/// A headless stand-in for UIKit's `UIButton` (see ``UIControl``).
@MainActor open class UIButton: UIControl {}
