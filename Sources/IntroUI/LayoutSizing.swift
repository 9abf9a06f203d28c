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

/// A memo of one pass kept as linked lists in one array: each key (a node or a text) has the
/// index of its newest entry, each entry the index of the next older one. A key collects one
/// to three entries in a pass; a short walk beats hashing, and nothing is allocated per key.
struct ChainedMemo<Key: Equatable, Value> {
    private var heads: [Int32]
    private var entries: [(key: Key, value: Value, next: Int32)] = []

    /// A memo for owners `0..<count`, with room for `capacity` entries before it grows.
    init(count: Int, capacity: Int) {
        heads = Array(repeating: -1, count: count)
        entries.reserveCapacity(capacity)
    }

    /// The newest value stored for `key` by `owner`.
    subscript(owner: Int, key: Key) -> Value? {
        var entry = heads[owner]
        while entry >= 0 {
            if entries[Int(entry)].key == key { return entries[Int(entry)].value }
            entry = entries[Int(entry)].next
        }
        return nil
    }

    /// Stores `value` for `key`; it shadows an older one.
    mutating func insert(_ value: Value, for key: Key, owner: Int) {
        entries.append((key, value, heads[owner]))
        heads[owner] = Int32(entries.count - 1)
    }
}

/// One layout pass over a ``LayoutTree``: sizing (here) and placing (LayoutPlacement.swift),
/// by node index, with every memo in arrays the pass owns.
struct LayoutPass {
    let tree: LayoutTree
    let measurer: CachingTextMeasurer
    /// Per text: its measurements in the measurer's cache, looked up on first use.
    private var textSlots: [CachingTextMeasurer.Slot?]
    private var sizes: ChainedMemo<ProposedSize, Size>
    /// A stack's children's sizes for a proposal: where they start in ``shares``.
    private var distributions: ChainedMemo<ProposedSize, Int>
    private var shares: [Size] = []
    /// Beside each of ``shares``: what the stack offered that child along its axis, so
    /// placement proposes to the child what sizing did.
    private var offers: [Double?] = []
    /// Per text: its measurement at a wrap width.
    private var measurements: ChainedMemo<Double?, TextMeasurement>
    /// Children indices being ordered by ``shrink``; nested calls use the space after theirs.
    private var scratch: [Int] = []
    /// What placement records.
    var output = LayoutOutput()

    /// A pass over `tree`; `reservingOutput` false for a nested pass, whose output is its
    /// parent's (a ``GeometryReader``'s content).
    init(tree: LayoutTree, measurer: CachingTextMeasurer, reservingOutput: Bool = true) {
        self.tree = tree
        self.measurer = measurer
        textSlots = Array(repeating: nil, count: tree.texts.count)
        sizes = ChainedMemo(count: tree.count, capacity: 3 * tree.count)
        distributions = ChainedMemo(count: tree.count, capacity: tree.count)
        measurements = ChainedMemo(count: tree.texts.count, capacity: 4 * tree.texts.count)
        shares.reserveCapacity(2 * tree.count)
        offers.reserveCapacity(2 * tree.count)
        guard reservingOutput else { return }
        output.texts.reserveCapacity(tree.texts.count)
        output.display.reserve(tree.count)
    }

    /// Text `index` measured at `width` (nil or infinite: unwrapped), once per pass.
    mutating func measure(_ index: Int, width: Double?) -> TextMeasurement {
        let width = finite(width).map { max(0, $0) }
        if let memo = measurements[index, width] { return memo }
        let slot = textSlots[index] ?? measurer.slot(for: tree.texts[index].string, attributes: tree.texts[index].attributes)
        textSlots[index] = slot
        let result = measurer.measure(tree.texts[index].string, attributes: tree.texts[index].attributes, width: width, in: slot)
        measurements.insert(result, for: width, owner: index)
        return result
    }

    /// The size a node chooses for a proposal (memoized for the pass).
    mutating func size(_ node: Int, _ proposal: ProposedSize) -> Size {
        if let memo = sizes[node, proposal] { return memo }
        let result = computeSize(node, proposal)
        sizes.insert(result, for: proposal, owner: node)
        return result
    }

    private mutating func computeSize(_ node: Int, _ proposal: ProposedSize) -> Size {
        let payload = Int(tree.payloads[node])
        switch tree.kinds[node] {
        case .empty:
            return .zero
        case .text:
            return measure(payload, width: proposal.width).size
        case .image:
            return imageSize(tree.images[payload], proposal)
        case .shape:
            return Size(width: Self.fill(proposal.width), height: Self.fill(proposal.height))
        case .spacer:
            let minLength = tree.scalars[payload]
            return Size(width: max(minLength, finite(proposal.width) ?? 0), height: max(minLength, finite(proposal.height) ?? 0))
        case .stack:
            let stack = tree.stacks[payload]
            let start = distribution(node, proposal)
            let count = tree.childRange(node).count
            var main = 0.0
            var cross = 0.0
            for share in shares[start..<start + count] {
                main += share.along(stack.axis)
                cross = max(cross, share.across(stack.axis))
            }
            if readsGuides(node, stack.alignment) {
                // Lined up by guides, the views reach from the largest value to the largest remainder.
                cross = containerFrames(node, proposal).reduce(0) { max($0, stack.axis == .vertical ? $1.1.maxX : $1.1.maxY) }
            }
            return Size.make(stack.axis, main: main + tree.totalSpacing(node, stack), cross: cross)
        case .zstack:
            if readsGuides(node, tree.alignments[payload]) {
                return containerFrames(node, proposal).reduce(Size.zero) {
                    Size(width: max($0.width, $1.1.maxX), height: max($0.height, $1.1.maxY))
                }
            }
            var result = Size.zero
            for child in tree.childRange(node) {
                let size = size(Int(tree.children[child]), proposal)
                result = Size(width: max(result.width, size.width), height: max(result.height, size.height))
            }
            return result
        case .scroll:
            // As tall (wide) as offered along the axes it scrolls, as its content across them.
            let content = size(tree.child(node), contentProposal(node, proposal))
            return Size(
                width: payload & 1 != 0 ? finite(proposal.width) ?? content.width : content.width,
                height: payload & 2 != 0 ? finite(proposal.height) ?? content.height : content.height)
        case .padding:
            let insets = tree.insets[payload]
            let size = size(tree.child(node), contentProposal(node, proposal))
            return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
        case .frame:
            let size = size(tree.child(node), contentProposal(node, proposal))
            return frameSize(tree.frames[payload].spec, size, proposal)
        case .fixedSize, .aspect, .background, .overlay, .clip, .opacity, .identified, .effect, .safeAreaIgnoring,
            .safeAreaInset, .offset, .zIndex, .coordinateSpace, .drawing, .mask, .accessibility, .alignmentGuide:
            return size(tree.child(node), contentProposal(node, proposal))
        case .position:
            // It takes the whole proposal and puts its content's centre at a point in it.
            let content = size(tree.child(node), proposal)
            return Size(width: finite(proposal.width) ?? content.width, height: finite(proposal.height) ?? content.height)
        case .geometry:
            // Like a shape it takes what it is offered, whatever its content.
            return Size(width: Self.fill(proposal.width), height: Self.fill(proposal.height))
        case .viewThatFits:
            let chosen = fittingChild(node, proposal)
            return chosen < 0 ? .zero : size(chosen, proposal)
        case .lazyGrid:
            return lazyGridLayout(node, proposal).size
        case .grid:
            return gridLayout(node, proposal).size
        case .gridRow:
            // A row outside a grid is a horizontal stack of its cells.
            var result = Size.zero
            for child in tree.childRange(node) {
                let cell = size(Int(tree.children[child]), .unspecified)
                result = Size(width: result.width + cell.width, height: max(result.height, cell.height))
            }
            return result
        }
    }

    /// The first of a `ViewThatFits`'s views whose ideal size fits the proposal along its
    /// axes (the last one when none does; -1 when it has none).
    mutating func fittingChild(_ node: Int, _ proposal: ProposedSize) -> Int {
        let axes = tree.payloads[node]
        let range = tree.childRange(node)
        for child in range.dropLast() {
            let candidate = Int(tree.children[child])
            let ideal = size(
                candidate,
                ProposedSize(width: axes & 1 != 0 ? nil : proposal.width, height: axes & 2 != 0 ? nil : proposal.height))
            let fitsWidth = axes & 1 == 0 || finite(proposal.width).map { ideal.width <= $0 + 0.001 } ?? true
            let fitsHeight = axes & 2 == 0 || finite(proposal.height).map { ideal.height <= $0 + 0.001 } ?? true
            if fitsWidth, fitsHeight { return candidate }
        }
        return range.last.map { Int(tree.children[$0]) } ?? -1
    }

    /// What a node that wraps one view (or a scroll view) proposes to it when it is offered
    /// `proposal`. Sizing and placing both ask here, so a view is placed with the proposal it
    /// was sized for, as SwiftUI places it.
    mutating func contentProposal(_ node: Int, _ proposal: ProposedSize) -> ProposedSize {
        let payload = Int(tree.payloads[node])
        switch tree.kinds[node] {
        case .scroll:
            return ProposedSize(width: payload & 1 != 0 ? nil : proposal.width, height: payload & 2 != 0 ? nil : proposal.height)
        case .padding:
            let insets = tree.insets[payload]
            return ProposedSize(
                width: proposal.width.map { max(0, $0 - insets.horizontal) },
                height: proposal.height.map { max(0, $0 - insets.vertical) })
        case .frame:
            return frameProposal(tree.frames[payload].spec, proposal)
        case .fixedSize:
            return ProposedSize(width: payload & 1 != 0 ? nil : proposal.width, height: payload & 2 != 0 ? nil : proposal.height)
        case .aspect:
            let (ratio, mode) = tree.aspects[payload]
            return ProposedSize(aspectSize(ratio, mode, tree.child(node), proposal))
        default:
            return proposal
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
    private mutating func aspectSize(_ ratio: Double?, _ mode: ContentMode, _ child: Int, _ proposal: ProposedSize) -> Size {
        let natural = size(child, .unspecified)
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

    /// What a frame offers its content: its fixed sizes, else the proposal clamped to its
    /// limits (its ideal size when asked for the ideal).
    private func frameProposal(_ spec: FrameSpec, _ proposal: ProposedSize) -> ProposedSize {
        if spec.isFixed {
            return ProposedSize(width: spec.width ?? proposal.width, height: spec.height ?? proposal.height)
        }
        func offer(_ proposed: Double?, _ minimum: Double?, _ ideal: Double?, _ maximum: Double?) -> Double? {
            guard let proposed else { return ideal }
            return Self.clamp(proposed, minimum, maximum)
        }
        return ProposedSize(
            width: offer(proposal.width, spec.minWidth, spec.idealWidth, spec.maxWidth),
            height: offer(proposal.height, spec.minHeight, spec.idealHeight, spec.maxHeight))
    }

    /// The size a frame chooses around content of `size` for `proposal`, by the rule of
    /// `frame(minWidth:idealWidth:maxWidth:…)`'s documentation: a dimension without limits takes
    /// its content's size; with a minimum, a proposal smaller than the content is taken, raised to
    /// the minimum; with a maximum, a proposal larger than the content is taken, lowered to the
    /// maximum (so `frame(maxWidth: 560)` offered 1032 points is 560 wide, whatever its content).
    /// No proposal, or an infinite one, counts as the content's own size.
    private func frameSize(_ spec: FrameSpec, _ size: Size, _ proposal: ProposedSize) -> Size {
        if spec.isFixed {
            return Size(width: spec.width ?? size.width, height: spec.height ?? size.height)
        }
        func settle(_ childValue: Double, _ proposed: Double?, _ minimum: Double?, _ maximum: Double?) -> Double {
            let offered = proposed.flatMap { $0.isFinite ? $0 : nil } ?? childValue
            var value = childValue
            if let minimum { value = max(minimum, min(value, offered)) }
            if let maximum { value = min(maximum, max(value, offered)) }
            return value
        }
        return Size(
            width: settle(size.width, proposal.width, spec.minWidth, spec.maxWidth),
            height: settle(size.height, proposal.height, spec.minHeight, spec.maxHeight))
    }

    /// The sizes a stack gives its children for a proposal, as the index of the first in
    /// ``shares``: ideal sizes first, then extra room shared equally among children that grow,
    /// or missing room taken from children that shrink (smallest first).
    mutating func distribution(_ node: Int, _ proposal: ProposedSize) -> Int {
        if let memo = distributions[node, proposal] { return memo }
        let stack = tree.stacks[Int(tree.payloads[node])]
        let axis = stack.axis
        let children = tree.childRange(node)
        let start = shares.count
        shares.append(contentsOf: repeatElement(.zero, count: children.count))
        offers.append(contentsOf: repeatElement(nil, count: children.count))
        let cross = crossProposal(proposal, axis)
        for offset in 0..<children.count {
            share(node, start, offset, axis, main: nil, cross: cross)
        }
        if let main = finite(proposal.along(axis)) {
            let available = main - tree.totalSpacing(node, stack)
            if total(start, children.count, axis) > available {
                shrink(node, start, axis, available: available, cross: cross)
            }
            // What shrinking leaves (text narrower than offered) goes to what grows, as the
            // spacers of `HStack { Spacer(); Text(…); Spacer() }` take it in SwiftUI.
            grow(node, start, axis, extra: available - total(start, children.count, axis), cross: cross)
        }
        distributions.insert(start, for: proposal, owner: node)
        return start
    }

    /// The size at `index` in the distributions' storage.
    func shareSize(_ index: Int) -> Size { shares[index] }

    /// What the stack offered the child at `index` in the distributions' storage, along its
    /// axis (the other axis is offered ``crossProposal(_:_:)``).
    func shareOffer(_ index: Int) -> Double? { offers[index] }

    /// What a stack along `axis` offers every child across it.
    func crossProposal(_ proposal: ProposedSize, _ axis: Axis) -> Double? {
        proposal.along(axis == .horizontal ? .vertical : .horizontal)
    }

    /// Sizes child `offset` for an offer of `main` along the axis and keeps the size and the
    /// offer at `start + offset`. Returns the size.
    @discardableResult
    private mutating func share(_ node: Int, _ start: Int, _ offset: Int, _ axis: Axis, main: Double?, cross: Double?)
        -> Size
    {
        let size = stackSize(tree.child(node, offset), axis, main: main, cross: cross)
        shares[start + offset] = size
        offers[start + offset] = main
        return size
    }

    private func total(_ start: Int, _ count: Int, _ axis: Axis) -> Double {
        shares[start..<start + count].reduce(0) { $0 + $1.along(axis) }
    }

    /// Extra room for the growing children of the highest priority. Lower-priority children
    /// first give up what they can (down to their minimum), as SwiftUI offers a higher
    /// priority everything but the lower ones' minimum sizes. Then the growing children end as
    /// equal as they can: one whose ideal size is above an equal part keeps its ideal, the
    /// others share the rest (equal parts of the extra room when all start equal).
    private mutating func grow(_ node: Int, _ start: Int, _ axis: Axis, extra: Double, cross: Double?) {
        var topPriority = -Double.infinity
        var winners = 0
        var equalIdeals = true
        var firstIdeal: Double?
        for (offset, child) in tree.childRange(node).enumerated() {
            let index = Int(tree.children[child])
            guard tree.isGrowable(index, axis) else { continue }
            let priority = tree.priorities[index]
            if priority > topPriority {
                (topPriority, winners, equalIdeals, firstIdeal) = (priority, 0, true, nil)
            }
            guard priority == topPriority else { continue }
            let ideal = shares[start + offset].along(axis)
            winners += 1
            if let firstIdeal, firstIdeal != ideal { equalIdeals = false }
            firstIdeal = firstIdeal ?? ideal
        }
        guard winners > 0 else { return }
        let extra = extra + yieldToPriority(node, start, axis, below: topPriority, cross: cross)
        guard extra > 0 else { return }
        let orderStart = scratch.count
        var budget = extra
        for (offset, child) in tree.childRange(node).enumerated() {
            let index = Int(tree.children[child])
            guard tree.isGrowable(index, axis), tree.priorities[index] == topPriority else { continue }
            budget += shares[start + offset].along(axis)
            if equalIdeals { scratch.append(offset) } else { insertInOrder(offset, from: orderStart, node, start, axis, largestFirst: true) }
        }
        var left = extra
        for position in 0..<winners {
            let offset = scratch[orderStart + position]
            let ideal = shares[start + offset].along(axis)
            let offered = equalIdeals ? ideal + left / Double(winners - position) : max(ideal, budget / Double(winners - position))
            let size = share(node, start, offset, axis, main: offered, cross: cross)
            left -= max(0, size.along(axis) - ideal)
            budget -= size.along(axis)
        }
        scratch.removeSubrange(orderStart...)
    }

    /// Shrinks the children of a priority below `priority` to their minimum; returns the room
    /// they gave up.
    private mutating func yieldToPriority(_ node: Int, _ start: Int, _ axis: Axis, below priority: Double, cross: Double?)
        -> Double
    {
        var freed = 0.0
        for (offset, child) in tree.childRange(node).enumerated() {
            let index = Int(tree.children[child])
            guard tree.priorities[index] < priority, tree.isShrinkable(index, axis) else { continue }
            let before = shares[start + offset].along(axis)
            let size = share(node, start, offset, axis, main: 0, cross: cross)
            freed += before - size.along(axis)
        }
        return freed
    }

    /// Missing room taken from the shrinking children, priority by priority (highest first,
    /// offered what the lower priorities' minimum sizes leave), smallest first within one,
    /// each offered an equal part of what is left.
    private mutating func shrink(_ node: Int, _ start: Int, _ axis: Axis, available: Double, cross: Double?) {
        let children = tree.childRange(node)
        let orderStart = scratch.count
        var left = available
        for (offset, child) in children.enumerated() {
            if tree.isShrinkable(Int(tree.children[child]), axis) {
                insertInOrder(offset, from: orderStart, node, start, axis, largestFirst: false)
            } else {
                left -= shares[start + offset].along(axis)
            }
        }
        let count = scratch.count - orderStart
        var groupEnd = 0
        var reserved = 0.0
        for position in 0..<count {
            if position == groupEnd {
                (groupEnd, reserved) = priorityGroup(node, start, axis, orderStart, from: position, count: count, cross: cross)
            }
            let offset = scratch[orderStart + position]
            let share = max(0, (left - reserved) / Double(groupEnd - position))
            let offered = min(shares[start + offset].along(axis), share)
            let size = self.share(node, start, offset, axis, main: offered, cross: cross)
            left -= size.along(axis)
        }
        scratch.removeSubrange(orderStart...)
    }

    /// Where the run of equal priority starting at `position` of the shrink order ends, and
    /// the minimum size of the lower priorities after it (nothing when there are none).
    private mutating func priorityGroup(
        _ node: Int, _ start: Int, _ axis: Axis, _ orderStart: Int, from position: Int, count: Int, cross: Double?
    ) -> (end: Int, reserved: Double) {
        let priority = tree.priorities[tree.child(node, scratch[orderStart + position])]
        var end = position + 1
        while end < count, tree.priorities[tree.child(node, scratch[orderStart + end])] == priority { end += 1 }
        var reserved = 0.0
        for later in end..<count {
            reserved += stackSize(tree.child(node, scratch[orderStart + later]), axis, main: 0, cross: cross).along(axis)
        }
        return (end, reserved)
    }

    /// Inserts child `offset` into the order being built in ``scratch`` after `orderStart` (a
    /// stable insertion sort: higher priority first, then the smaller (or larger) size).
    private mutating func insertInOrder(
        _ offset: Int, from orderStart: Int, _ node: Int, _ start: Int, _ axis: Axis, largestFirst: Bool
    ) {
        func key(_ offset: Int) -> (Double, Double) {
            let size = shares[start + offset].along(axis)
            return (tree.priorities[tree.child(node, offset)], largestFirst ? size : -size)
        }
        let newKey = key(offset)
        var position = scratch.count
        scratch.append(offset)
        while position > orderStart, newKey > key(scratch[position - 1]) {
            scratch[position] = scratch[position - 1]
            position -= 1
        }
        scratch[position] = offset
    }

    /// The size of a stack child; spacers only take room along the stack's axis.
    private mutating func stackSize(_ node: Int, _ axis: Axis, main: Double?, cross: Double?) -> Size {
        if tree.kinds[node] == .spacer {
            let minLength = tree.scalars[Int(tree.payloads[node])]
            return Size.make(axis, main: max(minLength, main ?? minLength), cross: 0)
        }
        return size(node, ProposedSize.make(axis, main: main, cross: cross))
    }

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

/// A proposal's value when it is a real number (not nil, not infinity).
func finite(_ value: Double?) -> Double? {
    guard let value, value.isFinite else { return nil }
    return value
}
