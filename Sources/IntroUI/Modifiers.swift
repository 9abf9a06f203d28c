import Foundation

/// A modifier the layout engine knows: it lowers the content it modifies, with a node of its
/// own around it and/or a changed environment. The built-in modifiers are the `_…` types
/// below; `View`'s modifier methods make them.
public protocol _LayoutModifier {
    /// Lowers `content` with the modifier applied.
    static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering)
}

/// A view with a modifier applied, like SwiftUI's `ModifiedContent`: both are stored as
/// their own types, so a chain of modifiers is one value with no closures in it.
public struct ModifiedContent<Content: View, Modifier: _LayoutModifier>: View, PrimitiveView {
    @usableFromInline let content: Content
    @usableFromInline let modifier: Modifier

    /// The content with `modifier` applied.
    @inlinable
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    /// Lowers the content through the modifier.
    @inlinable
    @inline(__always)
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        Modifier._lower(view.modifier, content: view.content, into: &tree)
    }
}

/// How an image fits a frame of another aspect ratio.
public enum ContentMode: Hashable, Sendable {
    /// The whole image shows, letterboxed if the ratios differ.
    case fit
    /// The image covers the frame, cropped if the ratios differ.
    case fill
}

/// Space around the content (`padding`).
public struct _PaddingLayout: _LayoutModifier {
    @usableFromInline let insets: EdgeInsets

    @usableFromInline
    init(insets: EdgeInsets) {
        self.insets = insets
    }

    /// Lowers `content` with the modifier applied.
    @inlinable
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        tree.addWrapper(.padding, payload: tree.store(modifier.insets), content: content)
    }
}

/// A fixed or flexible frame around the content (`frame`).
public struct _FrameLayout: _LayoutModifier {
    @usableFromInline let spec: FrameSpec
    @usableFromInline let alignment: Alignment

    @usableFromInline
    init(spec: FrameSpec, alignment: Alignment) {
        self.spec = spec
        self.alignment = alignment
    }

    /// Lowers `content` with the modifier applied.
    @inlinable
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        tree.addWrapper(.frame, payload: tree.store(modifier.spec, alignment: modifier.alignment), content: content)
    }
}

/// The content at its ideal size on some axes (`fixedSize`).
public struct _FixedSizeLayout: _LayoutModifier {
    @usableFromInline let horizontal: Bool
    @usableFromInline let vertical: Bool

    @usableFromInline
    init(horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Lowers `content` with the modifier applied.
    @inlinable
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        let axes = Int32((modifier.horizontal ? 1 : 0) | (modifier.vertical ? 2 : 0))
        tree.addWrapper(.fixedSize, payload: axes, content: content)
    }
}

/// The content kept at an aspect ratio (`aspectRatio`, `scaledToFit`).
public struct _AspectRatioLayout: _LayoutModifier {
    @usableFromInline let ratio: Double?
    @usableFromInline let contentMode: ContentMode

    @usableFromInline
    init(ratio: Double?, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
    }

    /// Lowers `content` with the modifier applied.
    @inlinable
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        tree.addWrapper(.aspect, payload: tree.tree.store(aspect: modifier.ratio, modifier.contentMode), content: content)
    }
}

/// The content's priority in its stack (`layoutPriority`).
public struct _LayoutPriorityModifier: _LayoutModifier {
    @usableFromInline let value: Double

    @usableFromInline
    init(value: Double) {
        self.value = value
    }

    /// Lowers `content` with the modifier applied.
    @inlinable
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        tree.lowerPrioritized(content, modifier.value)
    }
}

/// A name for the content's frame (`id`).
public struct _IdentifiedLayout: _LayoutModifier {
    @usableFromInline let id: String

    @usableFromInline
    init(id: String) {
        self.id = id
    }

    /// Lowers `content` with the modifier applied.
    @inlinable
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        tree.addWrapper(.identified, payload: tree.tree.store(id: modifier.id), content: content)
    }
}

/// A view drawn behind (`background`) or in front of (`overlay`) the content, sized to it.
public struct _DecorationLayout<Decoration: View>: _LayoutModifier {
    @usableFromInline let decoration: Decoration
    @usableFromInline let alignment: Alignment
    @usableFromInline let isOverlay: Bool

    @usableFromInline
    init(decoration: Decoration, alignment: Alignment, isOverlay: Bool) {
        self.decoration = decoration
        self.alignment = alignment
        self.isOverlay = isOverlay
    }

    /// Lowers `content` with the modifier applied.
    @inlinable
    @inline(__always)
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        tree.addDecorated(
            modifier.isOverlay ? .overlay : .background, payload: tree.store(modifier.alignment),
            content: content, decoration: modifier.decoration)
    }
}

/// The content drawn as a group with an opacity (`opacity`).
public struct _OpacityEffect: _LayoutModifier {
    @usableFromInline let value: Double

    @usableFromInline
    init(value: Double) {
        self.value = value
    }

    /// Lowers `content` with the modifier applied.
    @inlinable
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        tree.addWrapper(.opacity, payload: tree.tree.store(scalar: modifier.value), content: content)
    }
}

/// A change to the environment the content sees (`font`, `foregroundColor`, `environment` …).
public struct _EnvironmentModifier: _LayoutModifier {
    @usableFromInline let change: EnvironmentChange

    @usableFromInline
    init(change: EnvironmentChange) {
        self.change = change
    }

    /// Lowers `content` with the modifier applied.
    @inlinable
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        tree.lower(content, changing: modifier.change)
    }
}

/// One change to the environment, as a value: the common ones need no closure.
@usableFromInline
enum EnvironmentChange {
    case foregroundColor(Color?)
    /// The accent colour where no foreground colour is set (a button's label).
    case foregroundColorDefaultingToAccent
    case accentColor(Color)
    /// An explicit tint: the accent colour, and the colour of controls that are otherwise not.
    case tint(Color)
    case font(Font)
    case fontWeight(Font.Weight?)
    case lineLimit(Int?)
    case truncationMode(TruncationMode)
    case lineWrapping(LineWrapping)
    case lineSpacing(Double)
    case multilineTextAlignment(TextAlignment)
    case colorScheme(ColorScheme)
    /// Any other change (`environment(_:_:)`).
    case custom((inout EnvironmentValues) -> Void)

    @usableFromInline
    func apply(to environment: inout EnvironmentValues) {
        switch self {
        case .foregroundColor(let color): environment.foregroundColor = color
        case .foregroundColorDefaultingToAccent:
            environment.foregroundColor = environment.foregroundColor ?? environment.accentColor
        case .accentColor(let color): environment.accentColor = color
        case .tint(let color):
            environment.accentColor = color
            environment.tint = color
        case .font(let font): environment.font = font
        case .fontWeight(let weight): environment.fontWeight = weight
        case .lineLimit(let limit): environment.lineLimit = limit
        case .truncationMode(let mode): environment.truncationMode = mode
        case .lineWrapping(let wrapping): environment.lineWrapping = wrapping
        case .lineSpacing(let spacing): environment.lineSpacing = spacing
        case .multilineTextAlignment(let alignment): environment.multilineTextAlignment = alignment
        case .colorScheme(let scheme): environment.colorScheme = scheme
        case .custom(let change): change(&environment)
        }
    }
}

extension View {
    /// The view with `modifier` applied.
    @inlinable
    consuming func modifier<Modifier: _LayoutModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }

    @inlinable
    consuming func environmentChange(_ change: EnvironmentChange) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier(change: change))
    }

    // MARK: Layout

    /// Space around the view on the given edges (default 16 points on all).
    @inlinable
    public consuming func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _PaddingLayout> {
        let value = length.map(Double.init) ?? 16
        return padding(
            EdgeInsets(
                top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
                bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0))
    }

    /// The same space around the view on all edges.
    @inlinable
    public consuming func padding(_ length: CGFloat) -> ModifiedContent<Self, _PaddingLayout> {
        padding(.all, length)
    }

    /// Space around the view, edge by edge.
    @inlinable
    public consuming func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(insets: insets))
    }

    /// A fixed width and/or height; the content is aligned inside.
    @inlinable
    public consuming func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> ModifiedContent<Self, _FrameLayout>
    {
        let spec = FrameSpec(width: width.map(Double.init), height: height.map(Double.init))
        return modifier(_FrameLayout(spec: spec, alignment: alignment))
    }

    /// Flexible size limits; `maxWidth: .infinity` takes all the width offered.
    @inlinable
    public consuming func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, _FrameLayout> {
        let spec = FrameSpec(
            minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init), maxWidth: maxWidth.map(Double.init),
            minHeight: minHeight.map(Double.init), idealHeight: idealHeight.map(Double.init),
            maxHeight: maxHeight.map(Double.init))
        return modifier(_FrameLayout(spec: spec, alignment: alignment))
    }

    /// The content at its ideal size on the axes marked true, whatever its parent offers
    /// (text keeps all its lines when `vertical` is true).
    @inlinable
    public consuming func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, _FixedSizeLayout> {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// Keeps the content's natural aspect ratio inside the frame it is offered.
    @inlinable
    public consuming func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self, _AspectRatioLayout> {
        modifier(_AspectRatioLayout(ratio: ratio.map(Double.init), contentMode: contentMode))
    }

    /// Scales the content to fit its frame, keeping its aspect ratio.
    @inlinable
    public consuming func scaledToFit() -> ModifiedContent<Self, _AspectRatioLayout> { aspectRatio(contentMode: .fit) }

    /// The priority of the view when its stack shares out room (default 0).
    @inlinable
    public consuming func layoutPriority(_ value: Double) -> ModifiedContent<Self, _LayoutPriorityModifier> {
        modifier(_LayoutPriorityModifier(value: value))
    }

    /// Names the view's frame, for tests, `introkit layout` and lint (`"mainButton"`).
    @inlinable
    public consuming func id(_ id: String) -> ModifiedContent<Self, _IdentifiedLayout> {
        modifier(_IdentifiedLayout(id: id))
    }

    // MARK: Decoration

    /// A view drawn behind this one, sized to it (a ``ShapeStyle`` such as a `Color` is the
    /// style overload's, as in SwiftUI).
    @inlinable @_disfavoredOverload
    public consuming func background<Background: View>(_ background: Background, alignment: Alignment = .center)
        -> ModifiedContent<Self, _DecorationLayout<Background>>
    {
        modifier(_DecorationLayout(decoration: background, alignment: alignment, isOverlay: false))
    }

    /// A view drawn in front of this one, sized to it (a ``ShapeStyle`` such as a `Color` is
    /// the style overload's, as in SwiftUI).
    @inlinable @_disfavoredOverload
    public consuming func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
        -> ModifiedContent<Self, _DecorationLayout<Overlay>>
    {
        modifier(_DecorationLayout(decoration: overlay, alignment: alignment, isOverlay: true))
    }

    /// Draws the view with an opacity (0…1) as a group.
    @inlinable
    public consuming func opacity(_ value: Double) -> ModifiedContent<Self, _OpacityEffect> {
        modifier(_OpacityEffect(value: value.isNaN ? 0 : min(1, max(0, value))))
    }

    // MARK: Environment

    /// Sets an environment value for this view and its content.
    @inlinable
    public consuming func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value)
        -> ModifiedContent<Self, _EnvironmentModifier>
    {
        environmentChange(.custom { $0[keyPath: keyPath] = value })
    }

    /// The colour of text, symbols and shapes without a colour of their own.
    @inlinable
    public consuming func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChange(.foregroundColor(color))
    }

    /// The accent colour inside (deprecated in SwiftUI for `tint(_:)`): buttons and links take
    /// it, a toggle's switch stays green; nil is the system's.
    @inlinable
    public consuming func accentColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChange(.accentColor(color ?? .accentColor))
    }

    /// The tint of controls inside: buttons, links, sliders, and toggles' switches.
    @inlinable
    public consuming func tint(_ color: Color) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChange(.tint(color))
    }

    /// The font of text inside.
    @inlinable
    public consuming func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChange(.font(font ?? .body))
    }

    /// The weight of text inside.
    @inlinable
    public consuming func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChange(.fontWeight(weight))
    }

    /// Text inside in bold when `isActive` (false leaves the weight as it is).
    @inlinable
    public consuming func bold(_ isActive: Bool = true) -> ModifiedContent<Self, _EnvironmentModifier> {
        isActive ? fontWeight(.bold) : environmentChange(.custom { _ in })
    }

    /// The most lines text inside shows (nil: no limit).
    @inlinable
    public consuming func lineLimit(_ limit: Int?) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChange(.lineLimit(limit.map { max(1, $0) }))
    }

    /// How text inside ends when its line limit cuts it (the default is ``TruncationMode/tail``).
    @inlinable
    public consuming func truncationMode(_ mode: TruncationMode) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChange(.truncationMode(mode))
    }

    /// Where lines of text inside may break (the default is ``LineWrapping/word``); UIKit's
    /// `byCharWrapping` is ``LineWrapping/character``.
    @inlinable
    public consuming func lineWrapping(_ wrapping: LineWrapping) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChange(.lineWrapping(wrapping))
    }

    /// Extra points between lines of text inside.
    @inlinable
    public consuming func lineSpacing(_ spacing: CGFloat) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChange(.lineSpacing(max(0, Double(spacing))))
    }

    /// How lines of multi-line text inside are aligned.
    @inlinable
    public consuming func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChange(.multilineTextAlignment(alignment))
    }

    /// Light or dark for this view and its content.
    @inlinable
    public consuming func colorScheme(_ scheme: ColorScheme) -> ModifiedContent<Self, _EnvironmentModifier> {
        environmentChange(.colorScheme(scheme))
    }
}
