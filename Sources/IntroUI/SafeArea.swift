import Foundation

/// The kinds of safe area a view can ignore, like SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The device's safe area: status bar, notch or Dynamic Island, home indicator.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard's area. IntroKit draws no keyboard, so it is always empty.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// What `ignoresSafeArea` records: the edges to grow through and the screen's unsafe bands.
struct SafeAreaExpansion: Hashable {
    /// The edges, already physical: `leading` is the left edge, `trailing` the right.
    var edges: Edge
    /// The safe-area insets of the canvas, physical as ``edges``.
    var insets: EdgeInsets
    /// The canvas size.
    var canvas: Size

    /// The frame a view placed in `rect` is drawn in: each chosen edge that touches the edge
    /// of a `safeAreaInset`'s band around it (`bands`, outermost first) grows through that
    /// band, and one that then touches its safe-area boundary (or lies beyond it, in the
    /// unsafe band) moves out to the screen's edge.
    func expanded(_ rect: Rect, through bands: [SafeAreaInsetBand] = []) -> Rect {
        // The screen's unsafe bands are the outermost: grown through last.
        let screen = [
            SafeAreaInsetBand(edge: .top, boundary: insets.top, outer: 0),
            SafeAreaInsetBand(edge: .bottom, boundary: canvas.height - insets.bottom, outer: canvas.height),
            SafeAreaInsetBand(edge: .leading, boundary: insets.leading, outer: 0),
            SafeAreaInsetBand(edge: .trailing, boundary: canvas.width - insets.trailing, outer: canvas.width),
        ]
        var rect = rect
        for band in (screen + bands).reversed() where edges.contains(band.edge) { rect = band.grown(rect) }
        return rect
    }
}

extension Edge {
    /// The edges made physical for `direction`: `leading` becomes the left edge and
    /// `trailing` the right (swapped right to left).
    func physical(in direction: LayoutDirection) -> Edge {
        let (left, right) = direction.leftAndRight(leading: contains(.leading), trailing: contains(.trailing))
        var physical = subtracting(.horizontal)
        if left { physical.insert(.leading) }
        if right { physical.insert(.trailing) }
        return physical
    }
}

/// The content drawn in a frame grown into the safe area (`ignoresSafeArea`); the content
/// sees those edges' insets as zero.
public struct _SafeAreaIgnoringLayout: _LayoutModifier {
    @usableFromInline let regions: SafeAreaRegions
    @usableFromInline let edges: Edge

    @usableFromInline
    init(regions: SafeAreaRegions, edges: Edge) {
        self.regions = regions
        self.edges = edges
    }

    /// Lowers `content` with the modifier applied.
    @inlinable
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        guard modifier.regions.contains(.container) else {
            Content._lower(content, into: &tree)
            return
        }
        let payload = modifier.storeExpansion(in: &tree)
        tree.addWrapper(.safeAreaIgnoring, payload: payload, content: content, changing: modifier.insetsChange)
    }

    /// Stores what the node grows through, from the environment in effect outside: the edges
    /// made physical (leading is on the right in right-to-left) and the canvas's safe area.
    @usableFromInline
    func storeExpansion(in tree: inout _ViewLowering) -> Int32 {
        let environment = tree.environment
        let expansion = SafeAreaExpansion(edges: edges.physical(in: environment.layoutDirection), insets: environment.canvas.safeArea, canvas: environment.canvas.size)
        return tree.tree.store(expansion)
    }

    /// The content sees the ignored edges' safe-area insets as zero.
    @usableFromInline
    var insetsChange: EnvironmentChange {
        let edges = edges
        return .custom { environment in
            var insets = environment.safeAreaInsets
            if edges.contains(.top) { insets.top = 0 }
            if edges.contains(.bottom) { insets.bottom = 0 }
            if edges.contains(.leading) { insets.leading = 0 }
            if edges.contains(.trailing) { insets.trailing = 0 }
            environment.safeAreaInsets = insets
        }
    }
}

extension View {
    /// Lets the view's drawing grow into the safe area, like SwiftUI's `ignoresSafeArea`:
    /// each of `edges` that touches the safe-area boundary is drawn out to the screen's edge
    /// (a full-screen background behind the status bar and home indicator). The layout its
    /// parent sees, and decorations added after it (`overlay`), keep the safe frame.
    ///
    /// ``LayoutEngine`` lays the root out in the safe area when asked to
    /// (``SafeAreaPlacement/respected``, as SwiftUI previews are), else on the whole canvas
    /// (unless a container such as the Stories view puts its content in the safe area); a view
    /// that already reaches the screen's edge is unchanged.
    /// Inside, ``EnvironmentValues/safeAreaInsets`` is zero on those edges.
    @inlinable
    public consuming func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
        -> ModifiedContent<Self, _SafeAreaIgnoringLayout>
    {
        modifier(_SafeAreaIgnoringLayout(regions: regions, edges: edges))
    }

    /// The older spelling of ``ignoresSafeArea(_:edges:)``: the view's drawing grows into the
    /// safe area on `edges`.
    @inlinable
    public consuming func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, _SafeAreaIgnoringLayout> {
        ignoresSafeArea(.container, edges: edges)
    }
}

/// The top or bottom edge, like SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Hashable, Sendable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
}

/// The leading or trailing edge, like SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Hashable, Sendable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
}

/// The band a `safeAreaInset` takes from the view's safe area, as placement finds it: the
/// physical edge it is on, where the view it shrinks ends (`boundary`) and where the band
/// ends (`outer`, the modified view's edge).
struct SafeAreaInsetBand: Hashable {
    /// How near an edge must be to a boundary to touch it, in points.
    static let tolerance = 0.5

    /// One of `.top`, `.bottom`, `.leading` (the left edge) or `.trailing` (the right edge).
    var edge: Edge
    var boundary: Double
    var outer: Double

    /// `rect` with its edge on this band's side moved out to the band's end, when it touches
    /// the band's boundary.
    func grown(_ rect: Rect) -> Rect {
        var (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        switch edge {
        case .top: if minY <= boundary + Self.tolerance { minY = min(minY, outer) }
        case .bottom: if maxY >= boundary - Self.tolerance { maxY = max(maxY, outer) }
        case .leading: if minX <= boundary + Self.tolerance { minX = min(minX, outer) }
        default: if maxX >= boundary - Self.tolerance { maxX = max(maxX, outer) }
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// What a `safeAreaInset` node is: the whole modified view (whose frame the band ends at), or
/// the view the inset is laid beside (whose frame the band starts at), on a physical edge.
struct SafeAreaInsetMark: Hashable {
    /// One of `.top`, `.bottom`, `.leading` (the left edge) or `.trailing` (the right edge).
    var edge: Edge
    /// Whether the node wraps the view the inset shrinks (else the whole modified view).
    var isContent: Bool
}

/// Marks the parts of a `safeAreaInset` for placement, which grows a view inside that
/// ignores the safe area through the inset's band, as SwiftUI lets it reach under the inset.
public struct _SafeAreaInsetLayout: _LayoutModifier {
    @usableFromInline let edge: Edge
    @usableFromInline let isContent: Bool

    @usableFromInline
    init(edge: Edge, isContent: Bool) {
        self.edge = edge
        self.isContent = isContent
    }

    /// Lowers `content` with the modifier applied.
    @inlinable
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        tree.addWrapper(.safeAreaInset, payload: modifier.storeMark(in: &tree), content: content)
    }

    /// Stores the mark with its edge made physical (leading is on the right in right-to-left).
    @usableFromInline
    func storeMark(in tree: inout _ViewLowering) -> Int32 {
        tree.tree.store(SafeAreaInsetMark(edge: edge.physical(in: tree.environment.layoutDirection), isContent: isContent))
    }
}

extension View {
    /// Puts `content` along the top or bottom edge and lays the view out in the rest, as
    /// SwiftUI's `safeAreaInset` shrinks the view's safe area by the inset's height; a view
    /// inside that ignores the safe area reaches under the inset, to the modified view's edge.
    /// Still frame: the view does not scroll under the inset.
    @inlinable
    public consuming func safeAreaInset<Inset: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Inset
    ) -> some View {
        let inset = content()
        let mark: Edge = edge == .top ? .top : .bottom
        let view = self.modifier(_SafeAreaInsetLayout(edge: mark, isContent: true))
        return VStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset }
            view
            if edge == .bottom { inset }
        }
        .modifier(_SafeAreaInsetLayout(edge: mark, isContent: false))
    }

    /// Puts `content` along the leading or trailing edge and lays the view out in the rest.
    @inlinable
    public consuming func safeAreaInset<Inset: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Inset
    ) -> some View {
        let inset = content()
        let mark: Edge = edge == .leading ? .leading : .trailing
        let view = self.modifier(_SafeAreaInsetLayout(edge: mark, isContent: true))
        return HStack(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { inset }
            view
            if edge == .trailing { inset }
        }
        .modifier(_SafeAreaInsetLayout(edge: mark, isContent: false))
    }

    /// Padding as deep as the safe area would be, like SwiftUI's `safeAreaPadding`: here the
    /// same as `padding`.
    @inlinable
    public consuming func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
        -> ModifiedContent<Self, _PaddingLayout>
    {
        padding(edges, length)
    }
}
