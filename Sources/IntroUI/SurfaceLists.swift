import Foundation

// What a list's rows say about themselves (`listRowBackground`, `listRowInsets`,
// `listRowSeparator`, `listRowSeparatorTint`, the environment's `defaultMinListRowHeight`),
// and the scroll modifiers that a still frame draws as they are.

extension VerticalEdge {
    /// A set of vertical edges, like SwiftUI's `VerticalEdge.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits: 1 top, 2 bottom.
        public let rawValue: UInt8
        /// A set from its bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

/// What a list row (or every row of a section or list it is applied to) says about how it is
/// drawn; nil fields leave the list's default.
struct ListRowTraits {
    /// Lowers the row's background.
    var background: ((inout _ViewLowering) -> Int32)?
    var insets: EdgeInsets?
    /// The separators the row hides.
    var hiddenSeparators: VerticalEdge.Set?
    var separatorTint: Color?

    /// These traits, with what they leave unset taken from `outer`.
    func filling(from outer: ListRowTraits) -> ListRowTraits {
        ListRowTraits(
            background: background ?? outer.background, insets: insets ?? outer.insets,
            hiddenSeparators: hiddenSeparators ?? outer.hiddenSeparators, separatorTint: separatorTint ?? outer.separatorTint)
    }
}

private struct ListRowTraitsKey: EnvironmentKey {
    static var defaultValue: ListRowTraits { ListRowTraits() }
}

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat = 44
}

extension EnvironmentValues {
    /// The row traits set around the rows being lowered (on a section or a list).
    var listRowTraits: ListRowTraits {
        get { self[ListRowTraitsKey.self] }
        set { self[ListRowTraitsKey.self] = newValue }
    }

    /// The least height of a list's rows.
    ///
    /// Still frame: 44 points unless set, as iOS's.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
}

/// A list row's traits (`listRowBackground` …): recorded on the row's node, and set in the
/// environment for a section's or list's rows.
public struct _ListRowTraitModifier: _LayoutModifier {
    let traits: ListRowTraits

    /// Lowers `content` with the traits in its environment, and records them on its node.
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        let saved = tree.environment
        tree.environment.listRowTraits = modifier.traits.filling(from: saved.listRowTraits)
        let node = tree.lowerSingle(content)
        tree.environment = saved
        let inner = tree.trait(tree.traits.listRows, of: node) ?? ListRowTraits()
        tree.traits.listRows[node] = inner.filling(from: modifier.traits)
        tree.adopt(node)
    }
}

extension _ViewLowering {
    /// The traits of a row of a list being drawn: its own, then those set around it.
    func listRowTraits(of row: Int32) -> ListRowTraits {
        (trait(traits.listRows, of: row) ?? ListRowTraits()).filling(from: environment.listRowTraits)
    }
}

extension View {
    /// The view drawn behind the row in a ``List``, filling the row's cell (every row's, on a
    /// section or list).
    ///
    /// Still frame: drawn as it is.
    public consuming func listRowBackground<Background: View>(_ view: Background?) -> ModifiedContent<Self, _ListRowTraitModifier> {
        let lower: ((inout _ViewLowering) -> Int32)? = view.map { view in { lowering in lowering.lowerSingle(view) } }
        return modifier(_ListRowTraitModifier(traits: ListRowTraits(background: lower)))
    }

    /// The room between the row's cell and its content in a ``List``, instead of the list's
    /// (6 points above and below, 16 or 20 at the sides).
    ///
    /// Still frame: drawn as it is.
    public consuming func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, _ListRowTraitModifier> {
        modifier(_ListRowTraitModifier(traits: ListRowTraits(insets: insets)))
    }

    /// Whether the row's separators are drawn in a ``List``: `.hidden` hides the separator
    /// above and below the row (on `edges`).
    ///
    /// Still frame: drawn as it is.
    public consuming func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
        -> ModifiedContent<Self, _ListRowTraitModifier>
    {
        modifier(_ListRowTraitModifier(traits: ListRowTraits(hiddenSeparators: visibility == .hidden ? edges : [])))
    }

    /// The colour of the row's separators in a ``List``.
    ///
    /// Still frame: drawn as it is.
    public consuming func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all)
        -> ModifiedContent<Self, _ListRowTraitModifier>
    {
        modifier(_ListRowTraitModifier(traits: ListRowTraits(separatorTint: color)))
    }

    /// Whether the separators above and below a section's rows are drawn in a ``List``.
    ///
    /// Still frame: accepted; IntroKit draws a section's card without them, as the inset
    /// grouped style does.
    public consuming func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self { self }
}

// MARK: Scroll views

/// How a scroll view settles when scrolling ends, like SwiftUI's `ScrollTargetBehavior`.
public protocol ScrollTargetBehavior {}

/// Settles on a page (the scroll view's size), like SwiftUI's `PagingScrollTargetBehavior`.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The behaviour.
    public init() {}
}

/// Settles with a view of the scroll target layout at the leading edge, like SwiftUI's
/// `ViewAlignedScrollTargetBehavior`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// The behaviour.
    public init() {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// By pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// By views.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

/// Which part of a scroll view margins apply to, like SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    /// The content and the indicators.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The scrolled content.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The indicators.
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

extension View {
    /// How the scroll views inside settle when scrolling ends.
    ///
    /// Still frame: nothing scrolls; the content is drawn from its start.
    public consuming func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> Self { self }

    /// Marks the views of a lazy stack as what `.viewAligned` settles on.
    ///
    /// Still frame: nothing is drawn differently.
    public consuming func scrollTargetLayout(isEnabled: Bool = true) -> Self { self }

    /// Binds the identity of the view of the scroll target layout that a scroll view inside
    /// shows at `anchor` (nil: the top or leading edge); iOS updates the binding as the
    /// user scrolls and scrolls to the view whose `id` the binding is set to.
    ///
    /// Still frame: a binding that holds an id draws the scroll views inside scrolled so that
    /// the view with that id (a `ForEach` element's or an `id(_:)`) has its `anchor` point at
    /// the scroll view's (nil: its top and leading edges at the scroll view's), as far as the
    /// content goes; a nil binding, or an id no view has, draws the content from its start.
    /// The binding is never written (nothing scrolls).
    public consuming func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil)
        -> ModifiedContent<Self, _EnvironmentModifier>
    {
        let target = id.wrappedValue.map { ScrollPositionTarget(id: String(describing: $0), anchor: anchor) }
        return environmentChange(.custom { $0.scrollPositionTarget = target })
    }

    /// Whether the scroll indicators inside are shown.
    ///
    /// Still frame: indicators are never drawn (nothing is scrolling).
    public consuming func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> Self {
        self
    }

    /// Whether a scroll view inside bounces when its content fits.
    ///
    /// Still frame: nothing scrolls, so nothing is drawn differently.
    public consuming func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> Self { self }

    /// Whether the scroll views inside can scroll.
    ///
    /// Still frame: nothing scrolls anyway.
    public consuming func scrollDisabled(_ disabled: Bool) -> Self { self }

    /// Margins around the content of the scroll views inside, on `edges`: the content is laid
    /// out inside them and scrolls from them.
    ///
    /// Still frame: the content is drawn inset by the margins (those for the indicators
    /// change nothing drawn).
    public consuming func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic)
        -> ModifiedContent<Self, _EnvironmentModifier>
    {
        let insets = EdgeInsets(
            top: edges.contains(.top) ? length ?? 16 : 0, leading: edges.contains(.leading) ? length ?? 16 : 0,
            bottom: edges.contains(.bottom) ? length ?? 16 : 0, trailing: edges.contains(.trailing) ? length ?? 16 : 0)
        return contentMargins(insets, for: placement)
    }

    /// Margins around the content of the scroll views inside.
    ///
    /// Still frame: as ``contentMargins(_:_:for:)``.
    public consuming func contentMargins(_ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic)
        -> ModifiedContent<Self, _EnvironmentModifier>
    {
        let margins = placement == .scrollIndicators ? EdgeInsets() : insets
        return environmentChange(.custom { $0.scrollContentMargins = margins })
    }

    /// Margins around the content of the scroll views inside, `length` on every edge.
    ///
    /// Still frame: as ``contentMargins(_:_:for:)``.
    public consuming func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
        -> ModifiedContent<Self, _EnvironmentModifier>
    {
        contentMargins(.all, length, for: placement)
    }
}

/// Whether scroll indicators show, like SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    /// The system decides.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Shown.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Hidden.
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// When a scroll view bounces, like SwiftUI's `ScrollBounceBehavior`.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let name: String
    /// The system decides.
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// Always.
    public static let always = ScrollBounceBehavior(name: "always")
    /// Only when the content is larger than the scroll view.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

private struct ScrollContentMarginsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets()
}

/// The view a scroll view is drawn scrolled to (`scrollPosition(id:anchor:)`): its id as
/// `id(_:)` names views, and the point of it put at the same point of the scroll view.
struct ScrollPositionTarget: Hashable, Sendable {
    let id: String
    let anchor: UnitPoint?

    /// How far the content is scrolled along one axis: the target's `frame` (from `start`,
    /// along that axis) put at the anchor's fraction (`fraction`) of the viewport's `length`,
    /// kept within the content's `contentLength`.
    static func offset(start: Double, end: Double, fraction: Double, length: Double, contentLength: Double) -> Double {
        let wanted = start + fraction * (end - start) - fraction * length
        return min(max(0, wanted), max(0, contentLength - length))
    }
}

private struct ScrollTargetIDKey: EnvironmentKey {
    static let defaultValue: String? = nil
}

private struct ScrollPositionTargetKey: EnvironmentKey {
    static let defaultValue: ScrollPositionTarget? = nil
}

extension EnvironmentValues {
    /// The margins around the content of the scroll views inside (`contentMargins`).
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }

    /// The view the scroll views inside are drawn scrolled to (`scrollPosition(id:)`).
    var scrollPositionTarget: ScrollPositionTarget? {
        get { self[ScrollPositionTargetKey.self] }
        set { self[ScrollPositionTargetKey.self] = newValue }
    }

    /// The id of the view the scroll view being lowered is scrolled to: the `ForEach` element
    /// with that id is named by it, for placement to find.
    @usableFromInline var scrollTargetID: String? {
        get { self[ScrollTargetIDKey.self] }
        set { self[ScrollTargetIDKey.self] = newValue }
    }
}

extension _ViewLowering {
    /// Adds a scroll node around `content`, inset by the `contentMargins` in effect (which
    /// do not reach the scroll views inside it, and which `containerRelativeFrame` inside
    /// takes from the container).
    @usableFromInline
    mutating func addScrollView<Content: View>(axes: Axis.Set, content: Content) {
        let saved = environment
        let margins = environment.scrollContentMargins
        let target = environment.scrollPositionTarget
        environment.containerMargins = margins
        environment.scrollPositionTarget = nil
        environment.scrollTargetID = target?.id
        if margins == EdgeInsets() {
            addWrapper(.scroll, payload: Int32(axes.rawValue), content: content)
        } else {
            environment.scrollContentMargins = EdgeInsets()
            addWrapper(.scroll, payload: Int32(axes.rawValue), content: content.padding(margins))
        }
        if let target, let node = lastNode { tree.scrollTargets[node] = target }
        environment = saved
    }
}

extension View {
    /// Lets the user pull the content down to run `action`.
    ///
    /// Still frame: the content is at rest, not pulled; nothing runs.
    public consuming func refreshable(action: @escaping @Sendable () async -> Void) -> Self { self }

    /// Lets the user select the text inside (`.enabled`) or not (`.disabled`).
    ///
    /// Still frame: nothing is selected, so nothing is drawn differently.
    public consuming func textSelection<S: TextSelectability>(_ selectability: S) -> Self { self }

    /// Runs `action` with what `transform` reads of the view's geometry, when the view is
    /// laid out and each time that changes.
    ///
    /// Still frame: the view is measured through a reader in its background (offered its
    /// size, as a background is) whose preference reaches `action`, and what `action` sets is
    /// drawn: the view is laid out again after it, as after `onPreferenceChange`.
    public consuming func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> some View {
        background(
            GeometryReader { proxy in Color.clear.preference(key: GeometryChangeKey<T>.self, value: transform(proxy)) }
                .onPreferenceChange(GeometryChangeKey<T>.self) { value in if let value { action(value) } })
    }
}

/// What an `onGeometryChange` reader measured (nil before it is placed); its own, so that no
/// other view's value reaches the action.
struct GeometryChangeKey<T: Equatable>: PreferenceKey {
    static var defaultValue: T? { nil }

    static func reduce(value: inout T?, nextValue: () -> T?) {
        value = value ?? nextValue()
    }
}

/// Whether text can be selected, like SwiftUI's `TextSelectability`.
public protocol TextSelectability {
    /// Whether it can.
    static var allowsSelection: Bool { get }
}

/// Text that can be selected (`.enabled`).
public struct EnabledTextSelectability: TextSelectability {
    /// It can.
    public static let allowsSelection = true
}

/// Text that cannot be selected (`.disabled`).
public struct DisabledTextSelectability: TextSelectability {
    /// It cannot.
    public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Selectable.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Not selectable.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}
