import Foundation

/// What views tell the containers around them while they are lowered: tags and tab items of
/// pages, the navigation bar's title, the sections of a list. A container reads what its
/// content recorded once the content is lowered.
@usableFromInline
struct ContainerTraits {
    /// The `tag` of a node (or of the view a node wraps).
    var tags: [Int32: AnyHashable] = [:]
    /// The `tabItem` label of a node, lowered when its tab bar is built.
    var tabItems: [Int32: (inout _ViewLowering) -> Int32] = [:]
    /// What the navigation bar of the innermost navigation stack shows.
    var navigationBar = NavigationBarPreferences()
    /// Whether the content being lowered is a list's (``Section`` draws itself as a card).
    @usableFromInline var inList = false
    /// Whether a list's rows are being lowered (a ``NavigationLink`` shows its chevron).
    @usableFromInline var inListRows = false
    /// The nodes that are finished list sections.
    var listSections: Set<Int32> = []
    /// What list rows say about how they are drawn (`listRowBackground` …, SurfaceLists.swift).
    var listRows: [Int32: ListRowTraits] = [:]
    /// The preference values set by the views lowered so far, by key (SurfacePreferences.swift).
    var preferences = PreferenceValues()
    /// The `GeometryReader` whose content is being lowered (when it is placed): readers inside
    /// keep their content's values under its scope.
    var enclosingReader: ReaderSlot?
    /// Whether a ``List`` (or ``Form``) was lowered since the innermost navigation stack began.
    var sawList = false
}

/// What a navigation stack's bar shows, as its content sets it (`navigationTitle`,
/// `navigationBarTitleDisplayMode`, `navigationBarHidden`, `searchable`).
public struct NavigationBarPreferences: Hashable, Sendable {
    /// The title (nil: none set).
    public var title: String?
    /// Large (true), inline (false) or automatic (nil: large at the root).
    public var largeTitle: Bool?
    /// Whether the bar is hidden.
    public var isHidden = false
    /// The toolbar items at the bar's leading end, in order (lowered nodes).
    public var leadingItems: [Int32] = []
    /// The toolbar items at the bar's trailing end, in order (lowered nodes).
    public var trailingItems: [Int32] = []
    /// The item that takes the title's place (`.principal`), a lowered node.
    public var principalItem: Int32?
    /// The search field's prompt, when the content is `searchable` (nil: no search field).
    public var searchPrompt: String?
    /// The search field's text (shown instead of the prompt when not empty).
    public var searchText = ""

    /// No title, automatic display, shown.
    public init() {}
}

extension _ViewLowering {
    /// The trait recorded for `node` in `table`, or for the view it wraps.
    func trait<Value>(_ table: [Int32: Value], of node: Int32) -> Value? {
        var node = node
        while true {
            if let value = table[node] { return value }
            guard tree.kinds[Int(node)].wrapsContent else { return nil }
            node = Int32(tree.child(Int(node)))
        }
    }

    /// Changes what the innermost navigation stack's bar shows: what `navigationTitle`,
    /// `navigationBarTitleDisplayMode` and `navigationBarHidden` call after lowering their
    /// content (the outermost call wins, as it is made last).
    public mutating func _updateNavigationBar(_ update: (inout NavigationBarPreferences) -> Void) {
        update(&traits.navigationBar)
    }
}

/// A value that identifies the view among its container's (`tag`): a ``TabView`` shows the
/// page whose tag is its selection.
public struct _TagTrait<Value: Hashable>: _LayoutModifier {
    @usableFromInline let value: Value

    @usableFromInline
    init(value: Value) {
        self.value = value
    }

    /// Lowers `content` and records its tag.
    @inlinable
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        let node = tree.lowerSingle(content)
        tree.adopt(node, tag: AnyHashable(modifier.value))
    }
}

/// The label of the view's tab in a ``TabView``'s tab bar (`tabItem`).
public struct _TabItemTrait<Item: View>: _LayoutModifier {
    @usableFromInline let item: Item

    @usableFromInline
    init(item: Item) {
        self.item = item
    }

    /// Lowers `content` and records its tab item, lowered when the bar is built.
    @inlinable
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        let node = tree.lowerSingle(content)
        let item = modifier.item
        tree.adopt(node) { lowering in lowering.lowerSingle(item) }
    }
}

extension _ViewLowering {
    @usableFromInline
    mutating func adopt(_ node: Int32, tag: AnyHashable) {
        traits.tags[node] = tag
        adopt(node)
    }

    @usableFromInline
    mutating func adopt(_ node: Int32, tabItem: @escaping (inout _ViewLowering) -> Int32) {
        traits.tabItems[node] = tabItem
        adopt(node)
    }
}

/// A node made earlier, as a view: built-in containers arrange the nodes their content made
/// with ordinary views around them.
struct LoweredNode: View, PrimitiveView {
    let node: Int32

    static func _lower(_ view: LoweredNode, into tree: inout _ViewLowering) {
        tree.adopt(view.node)
    }
}

extension View {
    /// Tags the view: a ``TabView`` with a selection shows the page tagged with its value.
    @inlinable
    public consuming func tag<Value: Hashable>(_ tag: Value) -> ModifiedContent<Self, _TagTrait<Value>> {
        modifier(_TagTrait(value: tag))
    }

    /// The view's tab in a ``TabView``'s tab bar: a ``Label`` (icon over title) or an
    /// image and a text.
    @inlinable
    public consuming func tabItem<Item: View>(@ViewBuilder _ label: () -> Item) -> ModifiedContent<Self, _TabItemTrait<Item>> {
        modifier(_TabItemTrait(item: label()))
    }
}
