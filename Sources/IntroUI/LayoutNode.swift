import Foundation

/// A size offered to a view: nil asks for its ideal size, `.infinity` for as much as it likes.
public struct ProposedSize: Hashable, Sendable {
    /// The width offered; nil asks for the ideal width.
    public var width: Double?
    /// The height offered; nil asks for the ideal height.
    public var height: Double?

    /// Creates a proposal.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Ask for the ideal size on both axes.
    public static let unspecified = ProposedSize(width: nil, height: nil)

    func along(_ axis: Axis) -> Double? { axis == .horizontal ? width : height }

    static func make(_ axis: Axis, main: Double?, cross: Double?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }
}

extension Size {
    func along(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
    func across(_ axis: Axis) -> Double { axis == .horizontal ? height : width }
    static func make(_ axis: Axis, main: Double, cross: Double) -> Size {
        axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}

/// The constraints of a `frame` modifier.
struct FrameSpec: Hashable {
    var width: Double?
    var height: Double?
    var minWidth: Double?
    var idealWidth: Double?
    var maxWidth: Double?
    var minHeight: Double?
    var idealHeight: Double?
    var maxHeight: Double?
    var alignment: Alignment

    var isFixed: Bool { minWidth == nil && maxWidth == nil && minHeight == nil && maxHeight == nil }
}

/// How an image fills its frame.
struct ImageSpec: Hashable {
    var name: String
    var source: ImageSource
    var tint: RGBA?
    var rendering: ImageRendering
    var isResizable: Bool
    var naturalSize: Size
}

/// A view resolved in its environment: what the layout engine sizes and places.
final class LayoutNode {
    enum Kind {
        case empty
        case group([LayoutNode])
        case text(String, TextAttributes, RGBA)
        case image(ImageSpec)
        case shape(ShapeKind, fill: RGBA?, stroke: (RGBA, Double)?)
        case spacer(minLength: Double)
        /// The children are flat: no groups, no empty views (see ``stackChildren``).
        case stack(Axis, Alignment, spacing: Double, [LayoutNode])
        /// The children are flat, as a stack's.
        case zstack(Alignment, [LayoutNode])
        case scroll(LayoutNode)
        case padding(EdgeInsets, LayoutNode)
        case frame(FrameSpec, LayoutNode)
        /// The child at its ideal size on the axes marked true, whatever is offered.
        case fixedSize(horizontal: Bool, vertical: Bool, LayoutNode)
        case decoration(LayoutNode, decoration: LayoutNode, Alignment, isOverlay: Bool)
        case clip(ShapeKind, LayoutNode)
        case aspect(Double?, ContentMode, LayoutNode)
        case opacity(Double, LayoutNode)
        case identified(String, LayoutNode)
        /// Drawn through a transform; sized and placed as the child.
        case effect(GeometryEffect, LayoutNode)
        /// Drawn in a frame grown into the safe area; sized as the child.
        case safeAreaIgnoring(SafeAreaExpansion, LayoutNode)
    }

    let kind: Kind
    let direction: LayoutDirection
    var layoutPriority: Double = 0
    // The memos of one pass. A node is asked about very few proposals, so a short list
    // searched in order beats a dictionary (no hashing, no allocation while empty).
    private var sizeCache = SmallMemo<ProposedSize, Size>()
    private var distributionCache = SmallMemo<ProposedSize, [Size]>()
    /// For text: the width each measured width was wrapped at, so placement wraps the same way.
    private(set) var wrapWidths = SmallMemo<Double, Double>()
    private lazy var growable = (horizontal: computeGrowable(.horizontal), vertical: computeGrowable(.vertical))
    private lazy var shrinkable = (horizontal: computeShrinkable(.horizontal), vertical: computeShrinkable(.vertical))

    init(_ kind: Kind, direction: LayoutDirection) {
        self.kind = kind
        self.direction = direction
    }

    /// Children as a stack sees them: groups flattened, empty views dropped.
    var stackChildren: [LayoutNode] {
        switch kind {
        case .empty: []
        case .group(let children): children.flatMap(\.stackChildren)
        default: [self]
        }
    }

    /// Whether the view takes more room than its ideal size along an axis when offered it.
    func isGrowable(_ axis: Axis) -> Bool {
        axis == .horizontal ? growable.horizontal : growable.vertical
    }

    private func computeGrowable(_ axis: Axis) -> Bool {
        switch kind {
        case .empty, .text: false
        case .image(let spec): spec.isResizable
        case .shape, .spacer, .scroll: true
        case .group(let children), .stack(_, _, _, let children), .zstack(_, let children):
            children.contains { $0.isGrowable(axis) }
        case .frame(let spec, let child):
            switch axis {
            case .horizontal: spec.maxWidth.map { $0 == .infinity } ?? (spec.width == nil && child.isGrowable(axis))
            case .vertical: spec.maxHeight.map { $0 == .infinity } ?? (spec.height == nil && child.isGrowable(axis))
            }
        case .fixedSize(let horizontal, let vertical, let child):
            !(axis == .horizontal ? horizontal : vertical) && child.isGrowable(axis)
        case .padding(_, let child), .decoration(let child, _, _, _), .clip(_, let child),
            .opacity(_, let child), .identified(_, let child), .aspect(_, _, let child), .effect(_, let child),
            .safeAreaIgnoring(_, let child):
            child.isGrowable(axis)
        }
    }

    /// Whether the view can be smaller than its ideal size along an axis (text wraps, shapes shrink).
    func isShrinkable(_ axis: Axis) -> Bool {
        axis == .horizontal ? shrinkable.horizontal : shrinkable.vertical
    }

    private func computeShrinkable(_ axis: Axis) -> Bool {
        switch kind {
        case .empty, .spacer: false
        case .text: axis == .horizontal
        case .image(let spec): spec.isResizable
        case .shape, .scroll: true
        case .group(let children), .stack(_, _, _, let children), .zstack(_, let children):
            children.contains { $0.isShrinkable(axis) }
        case .frame(let spec, let child):
            switch axis {
            case .horizontal: spec.width == nil && (spec.minWidth != nil || child.isShrinkable(axis))
            case .vertical: spec.height == nil && (spec.minHeight != nil || child.isShrinkable(axis))
            }
        case .fixedSize(let horizontal, let vertical, let child):
            !(axis == .horizontal ? horizontal : vertical) && child.isShrinkable(axis)
        case .padding(_, let child), .decoration(let child, _, _, _), .clip(_, let child),
            .opacity(_, let child), .identified(_, let child), .aspect(_, _, let child), .effect(_, let child),
            .safeAreaIgnoring(_, let child):
            child.isShrinkable(axis)
        }
    }

    /// The size the view chooses for a proposal (memoized for the pass).
    func size(for proposal: ProposedSize, _ context: LayoutContext) -> Size {
        if let cached = sizeCache[proposal] { return cached }
        let result = computeSize(proposal, context)
        sizeCache.insert(result, for: proposal)
        return result
    }

    private func computeSize(_ proposal: ProposedSize, _ context: LayoutContext) -> Size {
        switch kind {
        case .empty:
            return .zero
        case .group:
            return groupStack.size(for: proposal, context)
        case .text(let string, let attributes, _):
            let size = context.measure(string, attributes, width: proposal.width).size
            if let width = finite(proposal.width) { wrapWidths.insert(width, for: size.width) }
            return size
        case .image(let spec):
            return imageSize(spec, proposal)
        case .shape:
            return Size(width: LayoutNode.fill(proposal.width), height: LayoutNode.fill(proposal.height))
        case .spacer(let minLength):
            return Size(width: max(minLength, finite(proposal.width) ?? 0), height: max(minLength, finite(proposal.height) ?? 0))
        case .stack(let axis, _, let spacing, let children):
            let sizes = distribution(axis, spacing: spacing, children: children, proposal, context)
            let main = sizes.reduce(0) { $0 + $1.along(axis) } + spacing * Double(max(0, sizes.count - 1))
            return Size.make(axis, main: main, cross: sizes.map { $0.across(axis) }.max() ?? 0)
        case .zstack(_, let children):
            let sizes = children.map { $0.size(for: proposal, context) }
            return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        case .scroll(let child):
            let content = child.size(for: ProposedSize(width: proposal.width, height: nil), context)
            return Size(width: finite(proposal.width) ?? content.width, height: finite(proposal.height) ?? content.height)
        case .padding(let insets, let child):
            let inner = ProposedSize(
                width: proposal.width.map { max(0, $0 - insets.horizontal) },
                height: proposal.height.map { max(0, $0 - insets.vertical) })
            let size = child.size(for: inner, context)
            return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
        case .frame(let spec, let child):
            return frameSize(spec, child, proposal, context)
        case .fixedSize(let horizontal, let vertical, let child):
            return child.size(
                for: ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height),
                context)
        case .aspect(let ratio, let mode, let child):
            return child.size(for: ProposedSize(aspectSize(ratio, mode, child, proposal, context)), context)
        case .decoration(let child, _, _, _), .clip(_, let child), .opacity(_, let child), .identified(_, let child),
            .effect(_, let child), .safeAreaIgnoring(_, let child):
            return child.size(for: proposal, context)
        }
    }

    private func imageSize(_ spec: ImageSpec, _ proposal: ProposedSize) -> Size {
        guard spec.isResizable else { return spec.naturalSize }
        let ratio = spec.naturalSize.height > 0 ? spec.naturalSize.width / spec.naturalSize.height : 1
        switch (finite(proposal.width), finite(proposal.height)) {
        case (nil, nil): return spec.naturalSize
        case (let width?, nil): return Size(width: width, height: width / ratio)
        case (nil, let height?): return Size(width: height * ratio, height: height)
        case (let width?, let height?): return Size(width: width, height: height)
        }
    }

    /// The largest (fit) or smallest (fill) size of the aspect ratio for a proposal.
    private func aspectSize(
        _ ratio: Double?, _ mode: ContentMode, _ child: LayoutNode, _ proposal: ProposedSize, _ context: LayoutContext
    ) -> Size {
        let natural = child.size(for: .unspecified, context)
        let ratio = ratio ?? (natural.height > 0 ? natural.width / natural.height : 1)
        guard ratio > 0, ratio.isFinite else { return natural }
        switch (finite(proposal.width), finite(proposal.height)) {
        case (nil, nil): return natural
        case (let width?, nil): return Size(width: width, height: width / ratio)
        case (nil, let height?): return Size(width: height * ratio, height: height)
        case (let width?, let height?):
            let byWidth = Size(width: width, height: width / ratio)
            let byHeight = Size(width: height * ratio, height: height)
            let widthFits = byWidth.height <= height
            return (mode == .fit) == widthFits ? byWidth : byHeight
        }
    }

    private func frameSize(_ spec: FrameSpec, _ child: LayoutNode, _ proposal: ProposedSize, _ context: LayoutContext)
        -> Size
    {
        if spec.isFixed {
            let inner = ProposedSize(width: spec.width ?? proposal.width, height: spec.height ?? proposal.height)
            let size = child.size(for: inner, context)
            return Size(width: spec.width ?? size.width, height: spec.height ?? size.height)
        }
        func offer(_ proposed: Double?, _ minimum: Double?, _ ideal: Double?, _ maximum: Double?) -> Double? {
            guard let proposed else { return ideal }
            return LayoutNode.clamp(proposed, minimum, maximum)
        }
        func settle(_ childValue: Double, _ proposed: Double?, _ minimum: Double?, _ maximum: Double?) -> Double {
            var value = LayoutNode.clamp(childValue, minimum, maximum)
            if let maximum, let proposed, proposed.isFinite, maximum >= proposed { value = max(value, proposed) }
            if let maximum, maximum.isFinite, proposed == nil || proposed == .infinity { value = max(value, min(childValue, maximum)) }
            return value
        }
        let inner = ProposedSize(
            width: offer(proposal.width, spec.minWidth, spec.idealWidth, spec.maxWidth),
            height: offer(proposal.height, spec.minHeight, spec.idealHeight, spec.maxHeight))
        let size = child.size(for: inner, context)
        return Size(
            width: settle(size.width, proposal.width, spec.minWidth, spec.maxWidth),
            height: settle(size.height, proposal.height, spec.minHeight, spec.maxHeight))
    }

    /// The sizes a stack gives its children for a proposal: ideal sizes first, then extra room
    /// shared equally among children that grow, or missing room taken from children that shrink
    /// (smallest first), each child measured at most twice.
    func distribution(_ axis: Axis, spacing: Double, children: [LayoutNode], _ proposal: ProposedSize, _ context: LayoutContext)
        -> [Size]
    {
        if let cached = distributionCache[proposal] { return cached }
        let cross = proposal.along(axis == .horizontal ? .vertical : .horizontal)
        var sizes = children.map { child in
            child.stackSize(axis, main: nil, cross: cross, context)
        }
        if let main = finite(proposal.along(axis)) {
            let available = main - spacing * Double(max(0, children.count - 1))
            let ideal = sizes.reduce(0) { $0 + $1.along(axis) }
            if ideal > available {
                shrink(&sizes, children, axis, available: available, cross: cross, context)
            }
            // What shrinking leaves (text narrower than offered) goes to what grows, as the
            // spacers of `HStack { Spacer(); Text(…); Spacer() }` take it in SwiftUI.
            let used = sizes.reduce(0) { $0 + $1.along(axis) }
            grow(&sizes, children, axis, extra: available - used, cross: cross, context)
        }
        distributionCache.insert(sizes, for: proposal)
        return sizes
    }

    private func grow(
        _ sizes: inout [Size], _ children: [LayoutNode], _ axis: Axis, extra: Double, cross: Double?, _ context: LayoutContext
    ) {
        let growable = children.indices.filter { children[$0].isGrowable(axis) }
        guard !growable.isEmpty, extra > 0 else { return }
        let topPriority = growable.map { children[$0].layoutPriority }.max() ?? 0
        let winners = growable.filter { children[$0].layoutPriority == topPriority }
        var left = extra
        for (position, index) in winners.enumerated() {
            let ideal = sizes[index].along(axis)
            let share = left / Double(winners.count - position)
            sizes[index] = children[index].stackSize(axis, main: ideal + share, cross: cross, context)
            left -= max(0, sizes[index].along(axis) - ideal)
        }
    }

    private func shrink(
        _ sizes: inout [Size], _ children: [LayoutNode], _ axis: Axis, available: Double, cross: Double?,
        _ context: LayoutContext
    ) {
        let shrinkable = children.indices.filter { children[$0].isShrinkable(axis) }
        let fixed = children.indices.filter { !children[$0].isShrinkable(axis) }
        var left = available - fixed.reduce(0) { $0 + sizes[$1].along(axis) }
        let order = shrinkable.sorted {
            (children[$0].layoutPriority, -sizes[$0].along(axis)) > (children[$1].layoutPriority, -sizes[$1].along(axis))
        }
        for (position, index) in order.enumerated() {
            let share = max(0, left / Double(order.count - position))
            let offered = min(sizes[index].along(axis), share)
            sizes[index] = children[index].stackSize(axis, main: offered, cross: cross, context)
            left -= sizes[index].along(axis)
        }
    }

    /// The size of a stack child; spacers only take room along the stack's axis.
    func stackSize(_ axis: Axis, main: Double?, cross: Double?, _ context: LayoutContext) -> Size {
        if case .spacer(let minLength) = kind {
            return Size.make(axis, main: max(minLength, main ?? minLength), cross: 0)
        }
        return size(for: ProposedSize.make(axis, main: main, cross: cross), context)
    }

    /// A group outside a stack lays out as a vertical stack.
    lazy var groupStack = LayoutNode(
        .stack(.vertical, .center, spacing: LayoutNode.defaultSpacing, stackChildren), direction: direction)

    /// The spacing of stacks that set none.
    static let defaultSpacing = 8.0

    static func clamp(_ value: Double, _ minimum: Double?, _ maximum: Double?) -> Double {
        var result = value
        if let maximum { result = min(result, maximum) }
        if let minimum { result = max(result, minimum) }
        return result
    }

    /// Shapes fill what they are offered; 10 points when offered nothing.
    static func fill(_ proposed: Double?) -> Double {
        guard let proposed, proposed.isFinite else { return 10 }
        return max(0, proposed)
    }
}

/// A memo for a handful of keys: a list searched in order, cheaper than a dictionary for
/// the one to three entries a layout node collects in a pass.
struct SmallMemo<Key: Equatable, Value> {
    private var entries: [(key: Key, value: Value)] = []

    /// The value stored for `key`, if any.
    subscript(key: Key) -> Value? {
        entries.first { $0.key == key }?.value
    }

    /// Stores `value` for `key`, replacing an earlier one.
    mutating func insert(_ value: Value, for key: Key) {
        if let index = entries.firstIndex(where: { $0.key == key }) {
            entries[index].value = value
        } else {
            entries.append((key, value))
        }
    }
}

/// A proposal's value when it is a real number (not nil, not infinity).
func finite(_ value: Double?) -> Double? {
    guard let value, value.isFinite else { return nil }
    return value
}
