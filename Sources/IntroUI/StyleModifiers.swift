import Foundation

/// The content clipped to a shape (`clipShape`, `clipped`, `cornerRadius`).
public struct _ClipEffect: _LayoutModifier {
    let outline: _ShapeOutline

    /// Lowers `content` with the modifier applied.
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        tree.addWrapper(.clip, payload: tree.tree.store(clip: modifier.outline), content: content)
    }
}

extension View {
    /// Paints text, symbols and shapes inside that set no style of their own with `style`:
    /// a colour, a gradient, a material, or a level of the foreground style around it.
    ///
    /// Still frame: drawn as it is.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        foregroundStyles([style._styleValue])
    }

    /// The primary and secondary foreground styles inside (`.secondary` paints with `secondary`).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
        -> ModifiedContent<Self, _EnvironmentModifier>
    {
        foregroundStyles([primary._styleValue, secondary._styleValue])
    }

    /// The primary, secondary and tertiary foreground styles inside.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3)
        -> ModifiedContent<Self, _EnvironmentModifier>
    {
        foregroundStyles([primary._styleValue, secondary._styleValue, tertiary._styleValue])
    }

    private func foregroundStyles(_ styles: [StyleValue]) -> ModifiedContent<Self, _EnvironmentModifier> {
        ModifiedContent(
            content: self,
            modifier: _EnvironmentModifier(
                change: .custom { environment in
                    environment.styling.foregroundLevels = styles.map(environment.substituted)
                }))
    }

    /// The style `.background` paints with inside.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        let value = style._styleValue
        return ModifiedContent(
            content: self,
            modifier: _EnvironmentModifier(change: .custom { $0.styling.backgroundStyle = $0.substituted(value) }))
    }

    /// Fills the view's frame behind it with a style; the fill grows into the safe area on
    /// `ignoresSafeAreaEdges` where the frame touches it, as SwiftUI's does.
    ///
    /// Still frame: drawn as it is.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge = .all)
        -> ModifiedContent<Self, _DecorationLayout<ModifiedContent<_ShapeView, _SafeAreaIgnoringLayout>>>
    {
        background(Self.fill(style, in: Rectangle()).ignoresSafeArea(.container, edges: edges))
    }

    /// Fills the view's frame behind it with the background style.
    public func background(ignoresSafeAreaEdges edges: Edge = .all)
        -> ModifiedContent<Self, _DecorationLayout<ModifiedContent<_ShapeView, _SafeAreaIgnoringLayout>>>
    {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Fills a shape behind the view with a style (a card: `.background(.thinMaterial, in:
    /// RoundedRectangle(cornerRadius: 12))`).
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> ModifiedContent<Self, _DecorationLayout<_ShapeView>>
    {
        background(Self.fill(style, in: shape, fillStyle))
    }

    /// Fills a shape behind the view with the background style.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle())
        -> ModifiedContent<Self, _DecorationLayout<_ShapeView>>
    {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Fills the view's frame in front of it with a style.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge = .all)
        -> ModifiedContent<Self, _DecorationLayout<ModifiedContent<_ShapeView, _SafeAreaIgnoringLayout>>>
    {
        overlay(Self.fill(style, in: Rectangle()).ignoresSafeArea(.container, edges: edges))
    }

    /// Fills a shape in front of the view with a style.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> ModifiedContent<Self, _DecorationLayout<_ShapeView>>
    {
        overlay(Self.fill(style, in: shape, fillStyle))
    }

    /// A border inside the view's frame, `width` points wide, in a style.
    ///
    /// Still frame: drawn as it is.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedContent<Self, _DecorationLayout<_ShapeView>> {
        let inset = Rectangle().inset(by: width / 2)
        return overlay(_ShapeView(outline: inset._outline, style: content._styleValue, stroke: StrokeStyle(lineWidth: width), isEOFilled: false))
    }

    /// Clips the view to a shape.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<Self, _ClipEffect> {
        ModifiedContent(content: self, modifier: _ClipEffect(outline: shape._outline))
    }

    /// Clips the view to its frame.
    public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, _ClipEffect> {
        clipShape(Rectangle())
    }

    /// Clips the view to a rounded rectangle of `radius`.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, _ClipEffect> {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    private static func fill<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, _ fillStyle: FillStyle = FillStyle()) -> _ShapeView {
        _ShapeView(outline: shape._outline, style: style._styleValue, stroke: nil, isEOFilled: fillStyle.isEOFilled)
    }
}
