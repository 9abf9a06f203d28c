import Foundation

/// An image by name: an SF Symbol (`systemName:`) or an asset, drawn aspect-fit.
public struct Image: View, PrimitiveView {
    /// Whether an image is drawn in its own colours or as a template tinted with the foreground colour.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Drawn in its own colours.
        case original
        /// Drawn as a mask tinted with the foreground colour.
        case template
    }

    /// The image's name.
    public let name: String
    /// How the name is looked up.
    public let source: ImageSource
    var isResizable = false
    var renderingMode: TemplateRenderingMode?
    /// What VoiceOver makes of it, when more than an image read by its name (AccessibilityTree.swift).
    var accessibility: AccessibilityRecord?

    /// An image from the user's assets (then an SF Symbol of that name); drawn as the asset
    /// asks (an asset catalog's rendering intent), else in its own colours.
    public init(_ name: String) {
        self.name = name
        self.source = .asset
        self.renderingMode = nil
    }

    /// An asset image that VoiceOver reads as `label` instead of its name.
    ///
    /// Still frame: drawn as `Image(_:)`; the bundle is not read; the label is the image's
    /// element's in the accessibility tree.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name)
        accessibility = AccessibilityRecord()
        accessibility?.label = label.content
    }

    /// An asset image that VoiceOver skips.
    ///
    /// Still frame: drawn as `Image(_:)`; the bundle is not read; no element in the
    /// accessibility tree.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name)
        accessibility = AccessibilityRecord()
        accessibility?.isHidden = true
    }

    /// An SF Symbol; a template tinted with the foreground colour.
    public init(systemName: String) {
        self.name = systemName
        self.source = .systemSymbol
        self.renderingMode = .template
    }

    /// The image, sized to the frame it is offered instead of its natural size.
    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// The image drawn in its own colours or tinted with the foreground colour, whatever the
    /// asset's own rendering intent.
    public func renderingMode(_ mode: TemplateRenderingMode) -> Image {
        var copy = self
        copy.renderingMode = mode
        return copy
    }

    /// Adds an image node, one text line tall when not resizable (an SF Symbol scaled by the
    /// environment's ``EnvironmentValues/imageScale`` and in its
    /// ``EnvironmentValues/symbolVariants``; described when it has a label or is decorative).
    public static func _lower(_ view: Image, into tree: inout _ViewLowering) {
        if tree.lowerRedacted(view, isText: false) { return }
        let environment = tree.environment
        let scale = view.source == .systemSymbol ? environment.imageScale.factor : 1
        let side = (environment.resolvedFont.size * 1.2 * scale).rounded()
        let rendering: ImageRendering =
            switch view.renderingMode {
            case .template?: .template
            case .original?: .original
            case nil: .automatic
            }
        let paint = rendering == .original ? nil : environment.paint(.hierarchical(0))
        let name = view.source == .systemSymbol ? environment.symbolVariants.name(of: view.name) : view.name
        let spec = ImageSpec(
            name: name, source: view.source, tint: paint?.representativeColor, fill: paint?.gradient, rendering: rendering,
            isResizable: view.isResizable,
            naturalSize: Size(width: side, height: side))
        let mark = tree.begin(resettingGroup: false)
        tree.addLeaf(.image, payload: tree.tree.store(spec))
        if let record = view.accessibility { tree.describeEach(since: mark, record) }
    }
}

/// Flexible empty space along its stack's axis.
public struct Spacer: View, PrimitiveView {
    /// The least room it takes.
    public let minLength: Double

    /// A spacer of at least `minLength` points (default 8).
    public init(minLength: CGFloat? = nil) {
        self.minLength = max(0, minLength.map(Double.init) ?? 8)
    }

    /// Adds a spacer node.
    public static func _lower(_ view: Spacer, into tree: inout _ViewLowering) {
        tree.addLeaf(.spacer, payload: tree.tree.store(scalar: view.minLength))
    }
}

/// Views stacked top to bottom.
public struct VStack<Content: View>: View, PrimitiveView {
    @usableFromInline let alignment: HorizontalAlignment
    @usableFromInline let spacing: Double?
    @usableFromInline let content: Content

    /// A vertical stack; `spacing` nil uses SwiftUI's default, 8 points.
    @inlinable
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map(Double.init)
        self.content = content()
    }

    /// Adds a vertical stack node over the content's views.
    @inlinable
    @inline(__always)
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        let entry = StackEntry.vertical(view.alignment, spacing: view.spacing)
        tree.addStack(.vertical, payload: tree.store(entry), content: view.content)
    }
}

/// Views side by side, leading to trailing (mirrored right to left).
public struct HStack<Content: View>: View, PrimitiveView {
    @usableFromInline let alignment: VerticalAlignment
    @usableFromInline let spacing: Double?
    @usableFromInline let content: Content

    /// A horizontal stack; `spacing` nil uses 8 points.
    @inlinable
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map(Double.init)
        self.content = content()
    }

    /// Adds a horizontal stack node over the content's views.
    @inlinable
    @inline(__always)
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        let entry = StackEntry.horizontal(view.alignment, spacing: view.spacing)
        tree.addStack(.horizontal, payload: tree.store(entry), content: view.content)
    }
}

/// Views on top of each other, back to front.
public struct ZStack<Content: View>: View, PrimitiveView {
    @usableFromInline let alignment: Alignment
    @usableFromInline let content: Content

    /// An overlapping stack.
    @inlinable
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Adds an overlapping stack node over the content's views.
    @inlinable
    @inline(__always)
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        tree.addContainer(.zstack, payload: tree.store(view.alignment), content: view.content)
    }
}

/// A scrolling area, like SwiftUI's `ScrollView`: its content gets unlimited length along
/// the axes it scrolls; it is as long as it is offered along them and as its content across.
/// Still frame: scrolled to the top (leading edge), or to the view `scrollPosition(id:)`
/// names; indicators are not drawn.
public struct ScrollView<Content: View>: View, PrimitiveView {
    @usableFromInline let axes: Axis.Set
    @usableFromInline let content: Content

    /// A scrolling area; the content's views are stacked vertically, as in SwiftUI.
    @inlinable
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// Adds a scroll node around a vertical stack of the content's views (inside the
    /// `contentMargins` in effect).
    @inlinable
    @inline(__always)
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        tree.addScrollView(axes: view.axes, content: VStack(content: { view.content }))
    }
}

/// A button: a label and an action, like SwiftUI's `Button`, drawn by the button style in
/// effect (`buttonStyle(_:)`; by default its label in the accent colour).
///
/// Still frame: the button is drawn unpressed; the action is kept for hosts and never run.
public struct Button<Label: View>: View, PrimitiveView {
    @usableFromInline let label: Label
    /// What a tap does.
    public let action: () -> Void
    /// What the button does, when it says (destructive, cancel).
    public let role: ButtonRole?

    /// A button with a custom label.
    @inlinable
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a custom label and a role.
    @inlinable
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.role = role
        self.label = label()
    }

    /// Lowers the button through the style in effect; without one, the label in the accent
    /// colour (unless a foreground colour is set), red for a destructive button, dimmed when
    /// disabled. To VoiceOver it is one button combining its label.
    @inlinable
    @inline(__always)
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        let mark = tree.begin(resettingGroup: false)
        if let style = tree.environment.buttonStyleInEffect {
            style.lower(ButtonStyleConfiguration.Label(view.label), view.role, view.action, &tree)
        } else if view.role == nil, tree.environment.isEnabled {
            tree.lower(view.label, changing: .foregroundColorDefaultingToAccent)
        } else {
            tree.lower(view.label, changing: .custom { $0.foregroundColor = ButtonRole.labelColor(view.role, in: $0) })
        }
        tree.describeEach(since: mark, .control(.isButton))
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    @inlinable
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a text label and a role.
    @inlinable
    public init(_ title: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}
