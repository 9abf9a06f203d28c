import Foundation
import IntroUI

/// A UIKit view, as far as SwiftUI files use one: made by a `UIViewRepresentable`, given a
/// frame and colours.
///
/// Still frame: never drawn; a representable is drawn as a placeholder box.
open class UIView {
    /// The view's frame in its superview.
    open var frame: CGRect
    /// Its background colour.
    open var backgroundColor: UIColor?
    /// Its tint colour.
    open var tintColor: UIColor?
    /// Its opacity.
    open var alpha: CGFloat = 1
    /// Whether it is hidden.
    open var isHidden = false
    /// The views inside it.
    public private(set) var subviews: [UIView] = []

    /// A view with a frame.
    public init(frame: CGRect = .zero) {
        self.frame = frame
    }

    /// Adds a view inside this one.
    open func addSubview(_ view: UIView) { subviews.append(view) }
}

/// A UIKit view controller, as far as SwiftUI files use one.
///
/// Still frame: never drawn; a representable is drawn as a placeholder box.
open class UIViewController {
    /// The controller's view.
    open var view: UIView = UIView()

    /// A controller.
    public init() {}

    /// Called once its view exists.
    open func viewDidLoad() {}
}

/// What a representable's methods get: its coordinator and the environment.
public struct UIViewRepresentableContext<Representable> {
    /// The representable's coordinator.
    public let coordinator: Any
    /// The environment the representable is in.
    public let environment: EnvironmentValues
}

/// A UIKit view inside SwiftUI, like SwiftUI's `UIViewRepresentable`.
///
/// Still frame: `makeUIView` is not called (UIKit does not draw here): the view takes the
/// room it is offered and is drawn as a placeholder — a grey box with a border and the
/// representable's type name — so the layout around it is right and the gap is visible.
public protocol UIViewRepresentable: View where Body == Never {
    /// The UIKit view's type.
    associatedtype UIViewType: UIView
    /// The type of the coordinator (Void when there is none).
    associatedtype Coordinator = Void
    /// What the methods get.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the UIKit view.
    func makeUIView(context: Context) -> UIViewType
    /// Brings the UIKit view up to date.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Makes the coordinator.
    func makeCoordinator() -> Coordinator
}

/// A UIKit view controller inside SwiftUI, like SwiftUI's `UIViewControllerRepresentable`.
///
/// Still frame: as ``UIViewRepresentable``: a placeholder box with the type's name.
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The controller's type.
    associatedtype UIViewControllerType: UIViewController
    /// The type of the coordinator (Void when there is none).
    associatedtype Coordinator = Void
    /// What the methods get.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the controller.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Brings the controller up to date.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Makes the coordinator.
    func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewRepresentable {
    /// A representable has no body; it is drawn as a placeholder.
    public var body: Never { preconditionFailure("\(Self.self) is a UIViewRepresentable and has no body") }

    /// Lowers the placeholder box with the type's name.
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        RepresentablePlaceholder._lower(RepresentablePlaceholder(name: "\(Self.self)"), into: &tree)
    }
}

extension UIViewControllerRepresentable {
    /// A representable has no body; it is drawn as a placeholder.
    public var body: Never { preconditionFailure("\(Self.self) is a UIViewControllerRepresentable and has no body") }

    /// Lowers the placeholder box with the type's name.
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        RepresentablePlaceholder._lower(RepresentablePlaceholder(name: "\(Self.self)"), into: &tree)
    }
}

/// What a representable is drawn as: a grey box (the system grey at 15 %) with a 1-point
/// grey border and the type's name in the secondary colour, caption size, centred; it takes
/// the room it is offered.
struct RepresentablePlaceholder: View {
    let name: String

    var body: some View {
        ZStack {
            Rectangle().fill(Color.gray.opacity(0.15))
            Rectangle().stroke(Color.gray, lineWidth: 1)
            Text(name).font(.caption).foregroundColor(.secondary).padding(4)
        }
    }
}
