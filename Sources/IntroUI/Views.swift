import Foundation

/// A piece of text; it wraps to the width it is offered.
public struct Text: View, PrimitiveView {
    /// The text shown.
    public let content: String

    /// Text showing a string verbatim.
    public init(_ content: String) {
        self.content = content
    }

    /// Text showing a string verbatim.
    public init(verbatim content: String) {
        self.content = content
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let color = (environment.foregroundColor ?? .primary).resolve(in: environment.colorScheme)
        return LayoutNode(.text(content, environment.textAttributes, color), direction: environment.layoutDirection)
    }
}

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

    /// An image from the user's assets (then an SF Symbol of that name); drawn as the asset
    /// asks (an asset catalog's rendering intent), else in its own colours.
    public init(_ name: String) {
        self.name = name
        self.source = .asset
        self.renderingMode = nil
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

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let side = (environment.resolvedFont.size * 1.2).rounded()
        let rendering: ImageRendering =
            switch renderingMode {
            case .template?: .template
            case .original?: .original
            case nil: .automatic
            }
        let tint = rendering == .original
            ? nil : (environment.foregroundColor ?? .primary).resolve(in: environment.colorScheme)
        let spec = ImageSpec(
            name: name, source: source, tint: tint, rendering: rendering, isResizable: isResizable,
            naturalSize: Size(width: side, height: side))
        return LayoutNode(.image(spec), direction: environment.layoutDirection)
    }
}

/// Flexible empty space along its stack's axis.
public struct Spacer: View, PrimitiveView {
    /// The least room it takes.
    public let minLength: Double

    /// A spacer of at least `minLength` points (default 8).
    public init(minLength: Double? = nil) {
        self.minLength = max(0, minLength ?? 8)
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        LayoutNode(.spacer(minLength: minLength), direction: environment.layoutDirection)
    }
}

/// Views stacked top to bottom.
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// A vertical stack; `spacing` nil uses 8 points.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let child = resolveNode(content, in: environment)
        let alignment = Alignment(horizontal: alignment, vertical: .center)
        return LayoutNode(
            .stack(.vertical, alignment, spacing: spacing ?? LayoutNode.defaultSpacing, child.stackChildren),
            direction: environment.layoutDirection)
    }
}

/// Views side by side, leading to trailing (mirrored right to left).
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// A horizontal stack; `spacing` nil uses 8 points.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let child = resolveNode(content, in: environment)
        let alignment = Alignment(horizontal: .center, vertical: alignment)
        return LayoutNode(
            .stack(.horizontal, alignment, spacing: spacing ?? LayoutNode.defaultSpacing, child.stackChildren),
            direction: environment.layoutDirection)
    }
}

/// Views on top of each other, back to front.
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content

    /// An overlapping stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let child = resolveNode(content, in: environment)
        return LayoutNode(.zstack(alignment, child.stackChildren), direction: environment.layoutDirection)
    }
}

/// A vertical scroll view: its content gets unlimited height; the render shows the top.
public struct ScrollView<Content: View>: View, PrimitiveView {
    let content: Content

    /// A vertically scrolling area.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let child = resolveNode(content, in: environment)
        let stack = LayoutNode(
            .stack(.vertical, .center, spacing: LayoutNode.defaultSpacing, child.stackChildren),
            direction: environment.layoutDirection)
        return LayoutNode(.scroll(stack), direction: environment.layoutDirection)
    }
}

/// A button: its label in the accent colour. Actions are kept for hosts; layout ignores them.
public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    /// What a tap does.
    public let action: () -> Void

    /// A button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        var environment = environment
        environment.foregroundColor = environment.foregroundColor ?? environment.accentColor
        return resolveNode(label, in: environment)
    }
}

extension Button where Label == Text {
    /// A button with a text label.
    public init(_ title: String, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}
