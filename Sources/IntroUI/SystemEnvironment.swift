import Foundation

/// The environment values SwiftUI has that IntroKit's own views do not read, in one shared
/// box: a default environment points at one box for all, copying an environment copies one
/// reference, and the box is copied only when a value in it is set (copy on write).
@usableFromInline
struct SystemEnvironment: Hashable, @unchecked Sendable {
    /// The values themselves.
    struct Values: Hashable {
        var dismiss = DismissAction(nil)
        var openURL = OpenURLAction(nil)
        var isPresented = false
        var horizontalSizeClass: UserInterfaceSizeClass?? = .none
        var verticalSizeClass: UserInterfaceSizeClass?? = .none
        var displayScale: Double? = nil
        var colorSchemeContrast = ColorSchemeContrast.standard
        var accessibilityReduceMotion = false
        var accessibilityReduceTransparency = false
        var accessibilityDifferentiateWithoutColor = false
        var accessibilityInvertColors = false
        var legibilityWeight: LegibilityWeight? = .regular
        var isEnabled = true
        var scenePhase = ScenePhase.active
        var calendar: Calendar? = nil
        var timeZone: TimeZone? = nil
        var controlSize = ControlSize.regular
        var buttonBorderShape = ButtonBorderShape.automatic
        var isFocused = false
    }

    /// Changed only while uniquely referenced (``values``' setter), so never while shared
    /// between threads; the static default is never changed (the static itself holds it).
    private final class Box: @unchecked Sendable {
        var values: Values
        init(_ values: Values) { self.values = values }
    }

    private static let shared = Box(Values())
    private var box: Box

    init() { box = Self.shared }

    var values: Values {
        get { box.values }
        set {
            if isKnownUniquelyReferenced(&box) {
                box.values = newValue
            } else {
                box = Box(newValue)
            }
        }
    }

    @usableFromInline
    static func == (lhs: SystemEnvironment, rhs: SystemEnvironment) -> Bool {
        lhs.box === rhs.box || lhs.box.values == rhs.box.values
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) { hasher.combine(box.values) }
}
