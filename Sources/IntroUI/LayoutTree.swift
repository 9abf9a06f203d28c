import Foundation

/// What a node of the ``LayoutTree`` is; what else it needs is in the tree's table for its
/// kind, at the node's payload index (physical: leading and trailing are resolved when the
/// payload is stored, PhysicalLayout.swift).
@usableFromInline
enum NodeKind: UInt8 {
    /// Takes no room (an empty view where a modifier needs a node).
    case empty
    /// Payload: ``LayoutTree/texts``.
    case text
    /// Payload: ``LayoutTree/images``.
    case image
    /// Payload: ``LayoutTree/shapes``.
    case shape
    /// Payload: ``LayoutTree/scalars`` (the minimum length).
    case spacer
    /// Payload: ``LayoutTree/stacks``; children: the stacked views.
    case stack
    /// Payload: ``LayoutTree/alignments``; children: back to front.
    case zstack
    /// Payload: the axes it scrolls along (bit 0 horizontal, bit 1 vertical); one child: the
    /// content (a vertical stack), offered unlimited length along those axes.
    case scroll
    /// Payload: ``LayoutTree/insets``; one child.
    case padding
    /// Payload: ``LayoutTree/frames``; one child.
    case frame
    /// Payload: bit 0 horizontal, bit 1 vertical; one child at its ideal size on those axes.
    case fixedSize
    /// Payload: ``LayoutTree/alignments``; children: the content, then the background.
    case background
    /// Payload: ``LayoutTree/alignments``; children: the content, then the overlay.
    case overlay
    /// Payload: ``LayoutTree/clipShapes``; one child.
    case clip
    /// Payload: ``LayoutTree/aspects``; one child.
    case aspect
    /// Payload: ``LayoutTree/scalars`` (0…1); one child.
    case opacity
    /// Payload: ``LayoutTree/ids``; one child.
    case identified
    /// Payload: ``LayoutTree/effects``; one child, drawn through a transform.
    case effect
    /// Payload: ``LayoutTree/safeAreaExpansions``; one child, drawn in a frame grown into the
    /// safe area.
    case safeAreaIgnoring
    /// Payload: ``LayoutTree/safeAreaInsetMarks``; one child: a `safeAreaInset`'s whole view,
    /// or the view it shrinks.
    case safeAreaInset
    /// Payload: ``LayoutTree/points`` (the physical offset); one child, drawn moved.
    case offset
    /// Payload: ``LayoutTree/positions``; one child, centred at that point of the whole proposal.
    case position
    /// Payload: ``LayoutTree/scalars`` (the z index); one child, drawn in that order among its
    /// siblings.
    case zIndex
    /// Payload: ``LayoutTree/ids`` (the name); one child, whose frame names a coordinate space.
    case coordinateSpace
    /// Payload: ``LayoutTree/geometries``; no children: its content is lowered when it is
    /// placed, from the size and frame it was given.
    case geometry
    /// Payload: the axes it fits along (as ``scroll``); children: the candidates, in order.
    case viewThatFits
    /// Payload: ``LayoutTree/grids``; children: the cells, in order.
    case lazyGrid
    /// Payload: ``LayoutTree/grids`` (spacings and alignment); children: the rows, each a
    /// ``gridRow`` or a view that spans every column.
    case grid
    /// No payload; children: the cells of one row of a ``grid``.
    case gridRow
    /// Payload: ``LayoutTree/drawings``; one child, drawn as a group with an effect (Effects.swift).
    case drawing
    /// Payload: ``LayoutTree/alignments``; children: the content, then its mask.
    case mask
    /// Payload: ``LayoutTree/accessibility``; one child, described by the record (Accessibility.swift).
    case accessibility
    /// Payload: ``LayoutTree/guides``; one child, which sets an explicit alignment guide
    /// (`alignmentGuide(_:computeValue:)`, LayoutGuides.swift).
    case alignmentGuide
}

extension NodeKind {
    /// Whether the node is a modifier around one view (its first child).
    var wrapsContent: Bool {
        switch self {
        case .padding, .frame, .fixedSize, .background, .overlay, .clip, .aspect, .opacity, .identified, .effect,
            .safeAreaIgnoring, .safeAreaInset, .offset, .position, .zIndex, .coordinateSpace, .drawing, .mask,
            .accessibility, .alignmentGuide:
            true
        case .empty, .text, .image, .shape, .spacer, .stack, .zstack, .scroll, .geometry, .viewThatFits, .lazyGrid,
            .grid, .gridRow:
            false
        }
    }
}

/// What a node's subtree can do, computed once bottom-up when the node is added.
struct NodeFlags: OptionSet {
    let rawValue: UInt8

    static let growsHorizontally = NodeFlags(rawValue: 1)
    static let growsVertically = NodeFlags(rawValue: 2)
    static let shrinksHorizontally = NodeFlags(rawValue: 4)
    static let shrinksVertically = NodeFlags(rawValue: 8)
    /// The node is, or wraps, a ``NodeKind/zIndex``: its container draws its children in z order.
    static let hasZIndex = NodeFlags(rawValue: 16)
    /// The node is, or holds, an explicit alignment guide: containers read its guides.
    static let hasGuides = NodeFlags(rawValue: 32)
    /// Every way of growing and shrinking.
    static let resizing: NodeFlags = [.growsHorizontally, .growsVertically, .shrinksHorizontally, .shrinksVertically]

    static func grows(_ axis: Axis) -> NodeFlags { axis == .horizontal ? .growsHorizontally : .growsVertically }
    static func shrinks(_ axis: Axis) -> NodeFlags { axis == .horizontal ? .shrinksHorizontally : .shrinksVertically }
}

/// A piece of text with everything that decides its layout, stored once per text view:
/// measurement memos key on its index in ``LayoutTree/texts``.
struct TextEntry {
    var string: String
    var attributes: TextAttributes
    var color: RGBA
    /// The gradient the text is painted with (its foreground style), or nil for ``color``.
    var fill: Paint?
    /// Where its lines sit in its frame, resolved from the attributes' alignment and direction.
    var alignment: PhysicalHorizontalAlignment
    /// The text style its font scales as with Dynamic Type (nil: a fixed size).
    var style: TextStyle?
}

/// A stack's axis, alignment and spacing, as the view gives them (stored resolved, as a
/// ``StackLayout``).
@usableFromInline
struct StackEntry: Sendable {
    var axis: Axis
    var alignment: Alignment
    /// nil: the default, which depends on the pair of views (``LayoutTree/spacing(_:_:after:)``).
    var spacing: Double?
}

/// A view tree lowered into flat storage, in the spirit of Yoga's nodes: one entry per node
/// in parallel arrays (kind, payload index, children, flags, priority), children listed
/// contiguously, the payloads in one table per kind. Nodes are added children first, so the
/// root is the last node and every node's flags can be computed from its children's.
@usableFromInline
struct LayoutTree {
    private(set) var kinds: [NodeKind] = []
    private(set) var payloads: [Int32] = []
    private(set) var flags: [NodeFlags] = []
    /// Where the node's children start in ``children``.
    private(set) var firstChild: [Int32] = []
    private(set) var childCounts: [Int32] = []
    /// The priority a stack gives the node when it shares out room (`layoutPriority`).
    var priorities: [Double] = []
    /// Every node's children, each node's run contiguous.
    private(set) var children: [Int32] = []

    private(set) var texts: [TextEntry] = []
    private(set) var images: [ImageSpec] = []
    private(set) var shapes: [ShapeEntry] = []
    private(set) var stacks: [StackLayout] = []
    private(set) var alignments: [PhysicalAlignment] = []
    private(set) var insets: [PhysicalInsets] = []
    private(set) var frames: [FrameLayout] = []
    private(set) var aspects: [(ratio: Double?, mode: ContentMode)] = []
    private(set) var clipShapes: [_ShapeOutline] = []
    private(set) var drawings: [DrawingEffect] = []
    private(set) var ids: [String] = []
    private(set) var scalars: [Double] = []
    private(set) var effects: [PhysicalEffect] = []
    private(set) var safeAreaExpansions: [SafeAreaExpansion] = []
    private(set) var safeAreaInsetMarks: [SafeAreaInsetMark] = []
    private(set) var points: [Point] = []
    /// A `position`'s point; in right-to-left layouts x is measured from the right edge.
    private(set) var positions: [(point: Point, fromRight: Bool)] = []

    /// How many nodes the tree has.
    var nodeCount: Int { kinds.count }
    private(set) var geometries: [GeometryEntry] = []
    private(set) var grids: [GridLayout] = []
    /// What views say about the ``Grid`` cells they are, by node (`gridCellColumns` …, Grids.swift).
    var gridCells: [Int32: GridCellTraits] = [:]
    /// What the views ask of the status bar over the screen (SystemOverlays.swift).
    var systemOverlays = SystemOverlays()
    /// The views scroll views are drawn scrolled to (`scrollPosition(id:)`), by node.
    var scrollTargets: [Int32: ScrollPositionTarget] = [:]
    /// What accessibility modifiers said (merged per node, Accessibility.swift).
    var accessibility: [AccessibilityRecord] = []
    /// The explicit alignment guides views set (LayoutGuides.swift).
    private(set) var guides: [GuideEntry] = []
    /// Every guide some view of the tree sets explicitly, once each: what a
    /// ``ViewDimensions`` made for a guide's closure may be asked.
    private(set) var guideKeys: [AlignmentKey] = []

    var count: Int { kinds.count }

    /// Makes room for `nodes` nodes, so that a small tree is built without growing its arrays.
    mutating func reserve(nodes: Int) {
        kinds.reserveCapacity(nodes)
        payloads.reserveCapacity(nodes)
        flags.reserveCapacity(nodes)
        firstChild.reserveCapacity(nodes)
        childCounts.reserveCapacity(nodes)
        priorities.reserveCapacity(nodes)
        children.reserveCapacity(nodes)
    }

    /// The node's `index`th child.
    func child(_ node: Int, _ index: Int = 0) -> Int {
        Int(children[Int(firstChild[node]) + index])
    }

    /// The range of the node's children in ``children``.
    func childRange(_ node: Int) -> Range<Int> {
        let first = Int(firstChild[node])
        return first..<first + Int(childCounts[node])
    }

    /// Whether any of the node's children is drawn out of order (``NodeKind/zIndex``).
    func reordersChildren(_ node: Int) -> Bool {
        childRange(node).contains { flags[Int(children[$0])].contains(.hasZIndex) }
    }

    /// The z index of a child: its own or that of the view it wraps (0 without one).
    func zIndex(_ node: Int) -> Double {
        var node = node
        while flags[node].contains(.hasZIndex) {
            if kinds[node] == .zIndex { return scalars[Int(payloads[node])] }
            node = child(node)
        }
        return 0
    }

    /// The room a stack leaves after its child at `offset`: the spacing it sets, else the
    /// default for that pair of views, which Apple documents as depending on the views: 8 points
    /// between two views, none next to a `Spacer` (a spacer's own length is the room it keeps).
    func spacing(_ node: Int, _ stack: StackLayout, after offset: Int) -> Double {
        if let spacing = stack.spacing { return spacing }
        return kinds[child(node, offset)] == .spacer || kinds[child(node, offset + 1)] == .spacer ? 0 : StackEntry.defaultSpacing
    }

    /// The room between all of a stack's children.
    func totalSpacing(_ node: Int, _ stack: StackLayout) -> Double {
        let count = Int(childCounts[node])
        if let spacing = stack.spacing { return spacing * Double(max(0, count - 1)) }
        var total = 0.0
        for offset in 0..<max(0, count - 1) { total += spacing(node, stack, after: offset) }
        return total
    }

    func isGrowable(_ node: Int, _ axis: Axis) -> Bool { flags[node].contains(.grows(axis)) }
    func isShrinkable(_ node: Int, _ axis: Axis) -> Bool { flags[node].contains(.shrinks(axis)) }

    /// Adds a node whose children are `nodes[childStart...]` and returns its index.
    mutating func add(_ kind: NodeKind, payload: Int32, children nodes: [Int32], from childStart: Int) -> Int32 {
        let index = Int32(kinds.count)
        kinds.append(kind)
        payloads.append(payload)
        firstChild.append(Int32(children.count))
        childCounts.append(Int32(nodes.count - childStart))
        // A priority belongs to the view, not its modifiers (as a SwiftUI trait): a node that
        // wraps one view passes that view's priority on to the stack around it.
        priorities.append(kind.wrapsContent ? priorities[Int(nodes[childStart])] : 0)
        children.append(contentsOf: nodes[childStart...])
        var nodeFlags = abilities(kind, payload, children: nodes[childStart...])
        if kind == .alignmentGuide || nodes[childStart...].contains(where: { flags[Int($0)].contains(.hasGuides) }) {
            nodeFlags.insert(.hasGuides)
        }
        flags.append(nodeFlags)
        return index
    }

    /// Whether a node grows and shrinks, from its kind and its children's flags.
    private func abilities(_ kind: NodeKind, _ payload: Int32, children nodes: ArraySlice<Int32>) -> NodeFlags {
        let payload = Int(payload)
        // A spacer in a stack grows only along the stack's axis (`HStack { Spacer(); Text(…) }`
        // is as tall as its text), so it makes the stack grow only along that axis.
        let spacerGrowth: NodeFlags = kind == .stack ? [.grows(stacks[payload].axis)] : .resizing
        let union = nodes.reduce(into: NodeFlags()) { result, node in
            var child = flags[Int(node)].intersection(.resizing)
            // A grid's cell does not size its grid along its unsized axes.
            if kind == .grid || kind == .gridRow { child.subtract(gridCell(Int(node)).hiddenFlags) }
            result.formUnion(kinds[Int(node)] == .spacer ? child.intersection(spacerGrowth) : child)
        }
        if kind.wrapsContent {
            let zIndexed = kind == .zIndex || flags[Int(nodes[nodes.startIndex])].contains(.hasZIndex)
            return abilities(kind, payload, union: union, first: nodes[nodes.startIndex])
                .union(zIndexed ? .hasZIndex : [])
        }
        return abilities(kind, payload, union: union, first: nodes.first)
    }

    private func abilities(_ kind: NodeKind, _ payload: Int, union: NodeFlags, first: Int32?) -> NodeFlags {
        let all = NodeFlags.resizing
        switch kind {
        case .empty: return []
        case .spacer: return [.growsHorizontally, .growsVertically]
        case .text: return .shrinksHorizontally
        case .image: return images[payload].isResizable ? all : []
        case .shape, .geometry, .position: return all
        case .scroll:
            // Along the axes it scrolls it takes what it is offered; across them it is its content.
            var result = union
            if payload & 1 != 0 { result.formUnion([.growsHorizontally, .shrinksHorizontally]) }
            if payload & 2 != 0 { result.formUnion([.growsVertically, .shrinksVertically]) }
            // One that scrolls only sideways is as tall as its content asks to be: a stack
            // gives it no spare height, even when its content (a lazy stack) takes any height.
            if payload == 1 { result.remove(.growsVertically) }
            return result
        case .stack, .zstack, .padding, .clip, .aspect, .opacity, .identified, .effect, .safeAreaIgnoring, .safeAreaInset, .offset,
            .zIndex, .coordinateSpace, .viewThatFits, .gridRow, .drawing, .accessibility, .alignmentGuide:
            return union
        case .lazyGrid:
            return grids[payload].axis == .vertical
                ? union.union(.growsHorizontally) : union.union(.growsVertically)
        case .grid:
            // As wide and tall as its cells make it: it grows where a cell that sizes it grows.
            return union
        case .background, .overlay, .mask:
            return flags[Int(first ?? 0)].intersection(all)
        case .fixedSize:
            var result = union
            if payload & 1 != 0 { result.subtract([.growsHorizontally, .shrinksHorizontally]) }
            if payload & 2 != 0 { result.subtract([.growsVertically, .shrinksVertically]) }
            return result
        case .frame:
            return frameAbilities(frames[payload].spec, child: union)
        }
    }

    /// A frame grows up to an infinite maximum (or as its child when it sets no size) and
    /// shrinks down to its minimum (or as its child when it sets no size).
    private func frameAbilities(_ spec: FrameSpec, child: NodeFlags) -> NodeFlags {
        var result = NodeFlags()
        let growsH = spec.maxWidth.map { $0 == .infinity } ?? (spec.width == nil && child.contains(.growsHorizontally))
        let growsV = spec.maxHeight.map { $0 == .infinity } ?? (spec.height == nil && child.contains(.growsVertically))
        let shrinksH = spec.width == nil && (spec.minWidth != nil || child.contains(.shrinksHorizontally))
        let shrinksV = spec.height == nil && (spec.minHeight != nil || child.contains(.shrinksVertically))
        if growsH { result.insert(.growsHorizontally) }
        if growsV { result.insert(.growsVertically) }
        if shrinksH { result.insert(.shrinksHorizontally) }
        if shrinksV { result.insert(.shrinksVertically) }
        return result
    }

    // MARK: Payloads

    mutating func store(_ entry: TextEntry) -> Int32 { Self.append(entry, to: &texts) }
    mutating func store(_ entry: ImageSpec) -> Int32 { Self.append(entry, to: &images) }
    mutating func store(_ entry: ShapeEntry) -> Int32 { Self.append(entry, to: &shapes) }
    mutating func store(_ entry: StackLayout) -> Int32 { Self.append(entry, to: &stacks) }
    mutating func store(_ entry: PhysicalAlignment) -> Int32 { Self.append(entry, to: &alignments) }
    mutating func store(_ entry: PhysicalInsets) -> Int32 { Self.append(entry, to: &insets) }
    mutating func store(_ entry: FrameLayout) -> Int32 { Self.append(entry, to: &frames) }
    @usableFromInline mutating func store(aspect ratio: Double?, _ mode: ContentMode) -> Int32 { Self.append((ratio, mode), to: &aspects) }
    mutating func store(clip shape: _ShapeOutline) -> Int32 { Self.append(shape, to: &clipShapes) }
    mutating func store(drawing effect: DrawingEffect) -> Int32 { Self.append(effect, to: &drawings) }
    @usableFromInline mutating func store(id: String) -> Int32 { Self.append(id, to: &ids) }
    @usableFromInline mutating func store(scalar: Double) -> Int32 { Self.append(scalar, to: &scalars) }
    mutating func store(_ entry: PhysicalEffect) -> Int32 { Self.append(entry, to: &effects) }
    mutating func store(_ entry: SafeAreaExpansion) -> Int32 { Self.append(entry, to: &safeAreaExpansions) }
    mutating func store(_ entry: SafeAreaInsetMark) -> Int32 { Self.append(entry, to: &safeAreaInsetMarks) }
    mutating func store(point: Point) -> Int32 { Self.append(point, to: &points) }
    mutating func store(position point: Point, fromRight: Bool) -> Int32 { Self.append((point, fromRight), to: &positions) }
    mutating func store(_ entry: GeometryEntry) -> Int32 { Self.append(entry, to: &geometries) }
    mutating func store(_ entry: GridLayout) -> Int32 { Self.append(entry, to: &grids) }
    mutating func store(_ entry: GuideEntry) -> Int32 {
        if !guideKeys.contains(entry.key) { guideKeys.append(entry.key) }
        return Self.append(entry, to: &guides)
    }

    /// Static: a method of `self` would copy the tree for the call while a table of it is
    /// `inout`, and the append would then copy the whole table (quadratic in a debug build).
    private static func append<Entry>(_ entry: Entry, to table: inout [Entry]) -> Int32 {
        table.append(entry)
        return Int32(table.count - 1)
    }
}

/// A view tree being lowered into a ``LayoutTree``: the environment in effect and the nodes
/// made so far that no container has taken yet. Views add nodes through their static
/// ``View/_lower(_:into:)``; you never make one yourself.
///
/// The generic entry points are `@inlinable`, so a caller's view types are specialised all
/// the way down (no generic metadata looked up while lowering); the bookkeeping they share is
/// in non-generic functions.
public struct _ViewLowering {
    @usableFromInline var tree = LayoutTree()
    /// The environment the view being lowered sees.
    @usableFromInline var environment: EnvironmentValues
    /// The state graph and the scope of the view being lowered (DynamicProperty.swift).
    @usableFromInline var state = LoweringState()
    /// The axis of the innermost stack being lowered (a ``Divider`` is drawn across it).
    @usableFromInline var stackAxis: Axis?
    /// What views told the containers around them (ContainerTraits.swift).
    @usableFromInline var traits = ContainerTraits()
    /// Nodes waiting for their container, in order.
    private var pending: [Int32] = []
    /// Whether the views lowered since the last container started included a group (a
    /// ``TupleView`` or ``ForEach``), which lays out as a vertical stack outside a stack.
    private var sawGroup = false

    /// Where the views of one container or modifier start among the pending nodes.
    @usableFromInline
    struct Mark {
        let start: Int
        let sawGroup: Bool
    }

    /// Starts lowering `environment`'s root on `canvas`.
    @usableFromInline
    init(environment: EnvironmentValues, canvas: Canvas) {
        var environment = environment
        environment.canvas = canvas
        environment.safeAreaInsets = canvas.safeArea
        environment.idiom = canvas.idiom
        self.environment = environment
        tree.reserve(nodes: 64)
        pending.reserveCapacity(32)
    }

    /// Starts lowering views inside a container being placed (a ``GeometryReader``'s
    /// content), in the environment the container was lowered in.
    init(nestedIn environment: EnvironmentValues) {
        self.environment = environment
        tree.reserve(nodes: 16)
    }

    /// Records that a group's views were just lowered in place.
    @usableFromInline
    mutating func markGroup() { sawGroup = true }

    /// Adds a node without children.
    @usableFromInline
    mutating func addLeaf(_ kind: NodeKind, payload: Int32 = 0) {
        pending.append(tree.add(kind, payload: payload, children: pending, from: pending.count))
    }

    /// Lowers `content` and makes a container of the nodes it made (groups flattened, empty
    /// views dropped, as stacks take their children).
    @inlinable
    mutating func addContainer<Content: View>(_ kind: NodeKind, payload: Int32, content: Content) {
        let mark = begin(resettingGroup: false)
        Content._lower(content, into: &self)
        endContainer(kind, payload: payload, mark)
    }

    /// Lowers a stack's content (its ``stackAxis`` is `axis`) and makes a stack of its nodes.
    @inlinable
    mutating func addStack<Content: View>(_ axis: Axis, payload: Int32, content: Content) {
        let saved = stackAxis
        stackAxis = axis
        addContainer(.stack, payload: payload, content: content)
        stackAxis = saved
    }

    /// Lowers `content` and returns the nodes it made (groups flattened, as a stack takes
    /// them), for a built-in container to arrange (pages, rows).
    @inlinable
    mutating func lowerNodes<Content: View>(_ content: Content) -> [Int32] {
        let mark = begin(resettingGroup: false)
        Content._lower(content, into: &self)
        return takeNodes(since: mark)
    }

    @usableFromInline
    mutating func takeNodes(since mark: Mark) -> [Int32] {
        sawGroup = mark.sawGroup
        let nodes = Array(pending[mark.start...])
        pending.removeSubrange(mark.start...)
        return nodes
    }

    /// The node made last (the one a modifier just wrapped), for traits (`tag`, `tabItem`).
    @usableFromInline
    var lastNode: Int32? { pending.last }

    /// Takes a node made earlier (by ``lowerSingle(_:)``) as the next view of the container
    /// being lowered: built-in containers arrange nodes their content made.
    @usableFromInline
    mutating func adopt(_ node: Int32) {
        pending.append(node)
    }

    /// Lowers `content` into exactly one node: a group becomes a vertical stack (what
    /// SwiftUI does with several views where one is expected), nothing an empty node.
    @inlinable
    mutating func lowerSingle<Content: View>(_ content: Content) -> Int32 {
        let mark = begin(resettingGroup: true)
        Content._lower(content, into: &self)
        return endSingle(mark)
    }

    /// Lowers `content` (in an environment changed by `change`, if any) into one node and adds
    /// a node around it, made in the environment in effect outside.
    @inlinable
    mutating func addWrapper<Content: View>(
        _ kind: NodeKind, payload: Int32, content: Content, changing change: EnvironmentChange? = nil
    ) {
        let child: Int32
        if let change {
            let saved = environment
            change.apply(to: &environment)
            child = lowerSingle(content)
            environment = saved
        } else {
            child = lowerSingle(content)
        }
        addNode(kind, payload: payload, around: child)
    }

    /// Lowers `content`, then `decoration` in the same environment, and adds a node with both
    /// as children.
    @inlinable
    mutating func addDecorated<Content: View, Decoration: View>(
        _ kind: NodeKind, payload: Int32, content: Content, decoration: Decoration
    ) {
        let child = lowerSingle(content)
        let decorationNode = lowerSingle(decoration)
        addNode(kind, payload: payload, around: child, decorationNode)
    }

    /// Lowers `content` with its priority set to `value` (a group's views keep theirs: a
    /// stack flattens the group, as SwiftUI does).
    @inlinable
    mutating func lowerPrioritized<Content: View>(_ content: Content, _ value: Double) {
        let mark = begin(resettingGroup: true)
        Content._lower(content, into: &self)
        endPrioritized(mark, value)
    }

    /// Lowers `content` in a changed environment.
    @inlinable
    mutating func lower<Content: View>(_ content: Content, changing change: EnvironmentChange) {
        let saved = environment
        change.apply(to: &environment)
        Content._lower(content, into: &self)
        environment = saved
    }

    /// Lowers a whole view into one node, the root.
    @inlinable
    mutating func lowerRoot<Root: View>(_ view: Root) -> Int {
        Int(lowerSingle(view))
    }

    // MARK: The non-generic halves

    @usableFromInline
    mutating func begin(resettingGroup: Bool) -> Mark {
        let mark = Mark(start: pending.count, sawGroup: sawGroup)
        if resettingGroup { sawGroup = false }
        return mark
    }

    @usableFromInline
    mutating func endContainer(_ kind: NodeKind, payload: Int32, _ mark: Mark) {
        sawGroup = mark.sawGroup
        let node = tree.add(kind, payload: payload, children: pending, from: mark.start)
        pending.removeSubrange(mark.start...)
        pending.append(node)
    }

    @usableFromInline
    mutating func endSingle(_ mark: Mark) -> Int32 {
        let grouped = sawGroup
        sawGroup = mark.sawGroup
        let made = pending.count - mark.start
        if made == 1, !grouped { return pending.removeLast() }
        let kind: NodeKind = made == 0 ? .empty : .stack
        let payload = made == 0 ? 0 : store(StackEntry.implicitGroup)
        let node = tree.add(kind, payload: payload, children: pending, from: mark.start)
        pending.removeSubrange(mark.start...)
        return node
    }

    @usableFromInline
    mutating func endPrioritized(_ mark: Mark, _ value: Double) {
        if pending.count - mark.start == 1, !sawGroup { tree.priorities[Int(pending[mark.start])] = value }
        sawGroup = sawGroup || mark.sawGroup
    }

    /// Gives `node`, just lowered with ``lowerSingle(_:)``, back to its container unchanged.
    mutating func keep(_ node: Int32) { pending.append(node) }

    /// Adds a node around `child`, which was just lowered with ``lowerSingle(_:)``.
    @usableFromInline
    mutating func addNode(_ kind: NodeKind, payload: Int32, around child: Int32) {
        pending.append(child)
        let node = tree.add(kind, payload: payload, children: pending, from: pending.count - 1)
        pending[pending.count - 1] = node
    }

    /// Replaces each node made since `mark` with the node `wrap` makes around it, in its place
    /// (a control describes every view of its label without changing how they lay out).
    @usableFromInline
    mutating func wrapNodes(since mark: Mark, _ wrap: (inout LayoutTree, Int32) -> Int32) {
        for position in mark.start..<pending.count {
            let node = pending[position]
            pending[position] = wrap(&tree, node)
        }
    }

    /// Adds a node around `child` and `decoration`, each just lowered with ``lowerSingle(_:)``.
    @usableFromInline
    mutating func addNode(_ kind: NodeKind, payload: Int32, around child: Int32, _ decoration: Int32) {
        pending.append(child)
        pending.append(decoration)
        let node = tree.add(kind, payload: payload, children: pending, from: pending.count - 2)
        pending.removeLast(2)
        pending.append(node)
    }
}

extension StackEntry {
    /// A vertical stack's entry (`spacing` nil: the default).
    @usableFromInline
    static func vertical(_ alignment: HorizontalAlignment, spacing: Double?) -> StackEntry {
        StackEntry(
            axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
    }

    /// A horizontal stack's entry (`spacing` nil: the default).
    @usableFromInline
    static func horizontal(_ alignment: VerticalAlignment, spacing: Double?) -> StackEntry {
        StackEntry(
            axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
    }

    /// How a group lays out where one view is expected: a vertical stack with the default spacing.
    static let implicitGroup = StackEntry(axis: .vertical, alignment: .center, spacing: nil)

    /// The default spacing between two views: a stack's between views that are not spacers, a grid's.
    static let defaultSpacing = 8.0
}

/// The constraints of a `frame` modifier.
@usableFromInline
struct FrameSpec: Hashable {
    var width: Double?
    var height: Double?
    var minWidth: Double?
    var idealWidth: Double?
    var maxWidth: Double?
    var minHeight: Double?
    var idealHeight: Double?
    var maxHeight: Double?

    @usableFromInline
    init(
        width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, idealWidth: Double? = nil,
        maxWidth: Double? = nil, minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
    }

    /// Whether only `width`/`height` are set: an ideal size makes a frame flexible too.
    var isFixed: Bool {
        minWidth == nil && idealWidth == nil && maxWidth == nil && minHeight == nil && idealHeight == nil && maxHeight == nil
    }
}

/// How an image fills its frame.
struct ImageSpec: Hashable {
    var name: String
    var source: ImageSource
    var tint: RGBA?
    /// The gradient a template image is painted with (its foreground style), or nil for ``tint``.
    var fill: Paint?
    var rendering: ImageRendering
    var isResizable: Bool
    var naturalSize: Size
}
