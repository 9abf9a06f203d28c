import Foundation

/// What a button does, when it says, like SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
    let name: String

    /// It deletes or removes something: drawn in red by the built-in styles.
    public static let destructive = ButtonRole(name: "destructive")
    /// It cancels: drawn in bold in alerts and dialogs.
    public static let cancel = ButtonRole(name: "cancel")

    /// The colour of a label without a style of its own: the accent colour (red when
    /// destructive), the secondary colour when disabled — unless a foreground colour is set.
    @usableFromInline
    static func labelColor(_ role: ButtonRole?, in environment: EnvironmentValues) -> Color? {
        if !environment.isEnabled { return .secondary }
        return environment.foregroundColor ?? (role == .destructive ? .red : environment.accentColor)
    }
}

/// How big controls are, like SwiftUI's `ControlSize`.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    /// The smallest.
    case mini
    /// Small.
    case small
    /// The default.
    case regular
    /// Large.
    case large
    /// The largest.
    case extraLarge
}

/// The shape of a bordered button, like SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: Hashable, Sendable {
    enum Kind: Hashable {
        case automatic, capsule, circle, roundedRectangle(Double?)
    }

    let kind: Kind

    /// The system's choice: a rounded rectangle on iOS.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the system's radius for the control size.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A rounded rectangle with a radius.
    public static func roundedRectangle(radius: Double) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius)) }
}

/// What a ``ButtonStyle`` draws a button from.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View, PrimitiveView {
        let content: AnyView

        @usableFromInline
        init<Content: View>(_ content: Content) {
            self.content = AnyView(content)
        }

        /// Lowers the label in the environment where the style puts it.
        public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
            AnyView._lower(view.content, into: &tree)
        }
    }

    /// The label.
    public let label: Label
    /// Whether the user is pressing the button.
    ///
    /// Still frame: false: nobody presses a still frame.
    public let isPressed: Bool
    /// The button's role.
    public let role: ButtonRole?
}

/// A button's appearance, like SwiftUI's `ButtonStyle`: `makeBody` draws the button from its
/// label and whether it is pressed.
///
/// Still frame: the body is drawn with `isPressed` false.
public protocol ButtonStyle {
    /// The view a button becomes.
    associatedtype Body: View
    /// What a button is drawn from.
    typealias Configuration = ButtonStyleConfiguration
    /// Draws a button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``PrimitiveButtonStyle`` draws a button from: its label and how to trigger it.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public typealias Label = ButtonStyleConfiguration.Label

    /// The label.
    public let label: Label
    /// The button's role.
    public let role: ButtonRole?
    private let action: () -> Void

    init(label: Label, role: ButtonRole?, action: @escaping () -> Void) {
        self.label = label
        self.role = role
        self.action = action
    }

    /// Runs the button's action.
    public func trigger() { action() }
}

/// A button's appearance and interaction, like SwiftUI's `PrimitiveButtonStyle`: the
/// built-in styles (`.plain`, `.borderless`, `.bordered`, `.borderedProminent`) are these.
///
/// Still frame: the body is drawn; its gestures never fire.
public protocol PrimitiveButtonStyle {
    /// The view a button becomes.
    associatedtype Body: View
    /// What a button is drawn from.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// Draws a button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a ``PrimitiveButtonStyle`` is drawing, for its body (drawn by the style in
    /// effect outside it).
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}

/// A button style of either kind, as the environment keeps it.
@usableFromInline
struct AnyButtonStyle {
    @usableFromInline let lower: (ButtonStyleConfiguration.Label, ButtonRole?, @escaping () -> Void, inout _ViewLowering) -> Void

    @usableFromInline
    init<Style: ButtonStyle>(_ style: Style) {
        lower = { label, role, _, tree in
            let body = Self.body(of: style, in: &tree) {
                $0.makeBody(configuration: ButtonStyleConfiguration(label: label, isPressed: false, role: role))
            }
            Self.lowerWithoutStyle(body, &tree)
        }
    }

    @usableFromInline
    init<Style: PrimitiveButtonStyle>(_ style: Style) {
        lower = { label, role, action, tree in
            let body = Self.body(of: style, in: &tree) {
                $0.makeBody(configuration: PrimitiveButtonStyleConfiguration(label: label, role: role, action: action))
            }
            Self.lowerWithoutStyle(body, &tree)
        }
    }

    /// The style's body, made with its dynamic properties attached.
    private static func body<Style, Body>(of style: Style, in tree: inout _ViewLowering, _ make: (Style) -> Body) -> Body {
        let outer = tree.attachDynamicProperties(of: style)
        defer { if let outer { tree.leave(outer) } }
        return make(style)
    }

    /// Lowers a style's body with no style in effect, so that a button inside it (a primitive
    /// style's `Button(configuration)`) is drawn by default.
    private static func lowerWithoutStyle<Body: View>(_ body: Body, _ tree: inout _ViewLowering) {
        tree.lower(body, changing: .custom { $0.buttonStyleInEffect = nil })
    }
}

/// The key of the button style in effect.
private enum ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle? { nil }
}

extension EnvironmentValues {
    /// The style buttons inside are drawn with (nil: the default).
    @usableFromInline
    var buttonStyleInEffect: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the buttons inside with `style`.
    ///
    /// Still frame: each button is drawn by the style's body, unpressed.
    @inlinable
    public consuming func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChange(.custom { $0.buttonStyleInEffect = AnyButtonStyle(style) })
    }

    /// Draws the buttons inside with a primitive style (`.plain`, `.bordered` …).
    ///
    /// Still frame: each button is drawn by the style's body.
    @inlinable
    public consuming func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChange(.custom { $0.buttonStyleInEffect = AnyButtonStyle(style) })
    }

    /// The size of controls inside.
    ///
    /// Still frame: bordered buttons are padded (and their text sized) for it.
    @inlinable
    public consuming func controlSize(_ size: ControlSize) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChange(.custom { $0.controlSize = size })
    }

    /// The shape of bordered buttons inside.
    ///
    /// Still frame: bordered buttons are drawn in it.
    @inlinable
    public consuming func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChange(.custom { $0.buttonBorderShape = shape })
    }

    /// Turns the controls inside off (or on again).
    ///
    /// Still frame: sets ``EnvironmentValues/isEnabled``; buttons drawn by the built-in
    /// styles show their label in the secondary colour.
    @inlinable
    public consuming func disabled(_ disabled: Bool) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChange(.custom { $0.isEnabled = $0.isEnabled && !disabled })
    }
}
