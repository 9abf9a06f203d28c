import Foundation

/// A view with a modifier applied: a change to the environment its content sees and/or a
/// wrapper around its content's layout node.
public struct ModifiedContent<Content: View>: View, PrimitiveView {
    let content: Content
    let environmentChange: ((inout EnvironmentValues) -> Void)?
    let wrap: ((LayoutNode, EnvironmentValues) -> LayoutNode)?

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        var inner = environment
        environmentChange?(&inner)
        let node = resolveNode(content, in: inner)
        return wrap?(node, environment) ?? node
    }
}

/// How an image fits a frame of another aspect ratio.
public enum ContentMode: Hashable, Sendable {
    /// The whole image shows, letterboxed if the ratios differ.
    case fit
    /// The image covers the frame, cropped if the ratios differ.
    case fill
}

extension View {
    func modified(_ change: @escaping (inout EnvironmentValues) -> Void) -> ModifiedContent<Self> {
        ModifiedContent(content: self, environmentChange: change, wrap: nil)
    }

    func wrapped(_ kind: @escaping (LayoutNode) -> LayoutNode.Kind) -> ModifiedContent<Self> {
        ModifiedContent(content: self, environmentChange: nil) { node, environment in
            LayoutNode(kind(node), direction: environment.layoutDirection)
        }
    }

    // MARK: Layout

    /// Space around the view on the given edges (default 16 points on all).
    public func padding(_ edges: Edge = .all, _ length: Double? = nil) -> ModifiedContent<Self> {
        let value = length ?? 16
        return padding(
            EdgeInsets(
                top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
                bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0))
    }

    /// The same space around the view on all edges.
    public func padding(_ length: Double) -> ModifiedContent<Self> {
        padding(.all, length)
    }

    /// Space around the view, edge by edge.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self> {
        wrapped { .padding(insets, $0) }
    }

    /// A fixed width and/or height; the content is aligned inside.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
        -> ModifiedContent<Self>
    {
        let spec = FrameSpec(width: width, height: height, alignment: alignment)
        return wrapped { .frame(spec, $0) }
    }

    /// Flexible size limits; `maxWidth: .infinity` takes all the width offered.
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self> {
        let spec = FrameSpec(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)
        return wrapped { .frame(spec, $0) }
    }

    /// The content at its ideal size on the axes marked true, whatever its parent offers
    /// (text keeps all its lines when `vertical` is true).
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ModifiedContent<Self> {
        wrapped { .fixedSize(horizontal: horizontal, vertical: vertical, $0) }
    }

    /// Keeps the content's natural aspect ratio inside the frame it is offered.
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> ModifiedContent<Self> {
        ModifiedContent(content: self, environmentChange: nil) { node, environment in
            LayoutNode(.aspect(ratio, contentMode, node), direction: environment.layoutDirection)
        }
    }

    /// Scales the content to fit its frame, keeping its aspect ratio.
    public func scaledToFit() -> ModifiedContent<Self> { aspectRatio(contentMode: .fit) }

    /// The priority of the view when its stack shares out room (default 0).
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self> {
        ModifiedContent(content: self, environmentChange: nil) { node, _ in
            node.layoutPriority = value
            return node
        }
    }

    /// Names the view's frame, for tests, `introkit layout` and lint (`"mainButton"`).
    public func id(_ id: String) -> ModifiedContent<Self> {
        wrapped { .identified(id, $0) }
    }

    // MARK: Decoration

    /// A view drawn behind this one, sized to it.
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
        -> ModifiedContent<Self>
    {
        ModifiedContent(content: self, environmentChange: nil) { node, environment in
            LayoutNode(
                .decoration(node, decoration: resolveNode(background, in: environment), alignment, isOverlay: false),
                direction: environment.layoutDirection)
        }
    }

    /// A view drawn in front of this one, sized to it.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedContent<Self> {
        ModifiedContent(content: self, environmentChange: nil) { node, environment in
            LayoutNode(
                .decoration(node, decoration: resolveNode(overlay, in: environment), alignment, isOverlay: true),
                direction: environment.layoutDirection)
        }
    }

    /// Clips the view to a shape.
    public func clipShape<S: Shape>(_ shape: S) -> ModifiedContent<Self> {
        let kind = shape.shapeKind
        return wrapped { .clip(kind, $0) }
    }

    /// Clips the view to a rounded rectangle.
    public func cornerRadius(_ radius: Double) -> ModifiedContent<Self> {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// Draws the view with an opacity (0…1) as a group.
    public func opacity(_ value: Double) -> ModifiedContent<Self> {
        let clamped = value.isNaN ? 0 : min(1, max(0, value))
        return wrapped { .opacity(clamped, $0) }
    }

    // MARK: Environment

    /// Sets an environment value for this view and its content.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value)
        -> ModifiedContent<Self>
    {
        modified { $0[keyPath: keyPath] = value }
    }

    /// The colour of text, symbols and shapes without a colour of their own.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self> {
        modified { $0.foregroundColor = color }
    }

    /// The colour of text, symbols and shapes without a colour of their own.
    public func foregroundStyle(_ color: Color) -> ModifiedContent<Self> { foregroundColor(color) }

    /// The accent colour of buttons inside.
    public func tint(_ color: Color) -> ModifiedContent<Self> {
        modified { $0.accentColor = color }
    }

    /// The font of text inside.
    public func font(_ font: Font?) -> ModifiedContent<Self> {
        modified { $0.font = font ?? .body }
    }

    /// The weight of text inside.
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self> {
        modified { $0.fontWeight = weight }
    }

    /// Text inside in bold.
    public func bold() -> ModifiedContent<Self> { fontWeight(.bold) }

    /// The most lines text inside shows (nil: no limit).
    public func lineLimit(_ limit: Int?) -> ModifiedContent<Self> {
        modified { $0.lineLimit = limit.map { max(1, $0) } }
    }

    /// Extra points between lines of text inside.
    public func lineSpacing(_ spacing: Double) -> ModifiedContent<Self> {
        modified { $0.lineSpacing = max(0, spacing) }
    }

    /// How lines of multi-line text inside are aligned.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self> {
        modified { $0.multilineTextAlignment = alignment }
    }

    /// Light or dark for this view and its content.
    public func colorScheme(_ scheme: ColorScheme) -> ModifiedContent<Self> {
        modified { $0.colorScheme = scheme }
    }
}
