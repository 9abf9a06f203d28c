import Foundation

// Alignment guides, as SwiftUI documents them (`alignmentGuide(_:computeValue:)`,
// `AlignmentID`, `ViewDimensions`, `VerticalAlignment.firstTextBaseline`):
//
// - A view's value for a guide is its explicit value, if it (or the view a modifier wraps)
//   sets one, else the guide's default: an edge or the centre, a custom guide's
//   `defaultValue(in:)`, or for the text baselines the first or last baseline of its text
//   (a view without text: its bottom edge).
// - A stack lines its views up across its axis by their values of its alignment guide; a
//   `ZStack` does so on both axes. The container is as wide as the lined-up views reach:
//   the largest value plus the largest remainder (width − value). `frame(alignment:)`,
//   `overlay(alignment:)`, `background(alignment:)` and `mask(alignment:)` put the guide of
//   the view they place on the same guide of the frame or of the view they decorate.
// - A modifier around one view (padding, frame, background, …) passes its content's explicit
//   guides on, moved by where the content sits in it. A stack or a `ZStack` of several views
//   passes on its views' explicit values of custom guides only — the built-in guides of such a
//   container are its own edges and centre — which is how a custom alignment lines up views
//   in different containers; one of a single view (the implicit `ZStack` of
//   `overlay(alignment:content:)`) passes on every guide of it. When several of its views set one, the first one's is taken (SwiftUI's
//   documentation does not say how it merges them).
// - A container's first text baseline is the highest of its views' first baselines, its
//   last the lowest of their last ones (Apple: "the top-most / bottom-most text baseline in a
//   view"); views without text do not count.
//
// Values are physical in the layout: x from the left edge. Views laid out right to left see
// their own leading-based coordinates in `ViewDimensions`; keys are mirrored when stored.

/// An explicit guide a view sets (`alignmentGuide(_:computeValue:)`).
struct GuideEntry {
    /// The guide, physical (leading is the left edge).
    var key: AlignmentKey
    /// Whether the view was laid out right to left: the closure's x values are from the right.
    var mirrored: Bool
    var compute: (ViewDimensions) -> CGFloat
}

/// Sets an explicit value of an alignment guide (`alignmentGuide(_:computeValue:)`).
public struct _AlignmentGuideModifier: _LayoutModifier {
    @usableFromInline let key: AlignmentKey
    @usableFromInline let compute: (ViewDimensions) -> CGFloat

    @usableFromInline
    init(key: AlignmentKey, compute: @escaping (ViewDimensions) -> CGFloat) {
        self.key = key
        self.compute = compute
    }

    /// Lowers `content` with the modifier applied.
    @inlinable
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        tree.addWrapper(.alignmentGuide, payload: tree.storeGuide(modifier.key, modifier.compute), content: content)
    }
}

extension _ViewLowering {
    /// Stores an explicit guide, its key made physical in the direction of the view.
    @usableFromInline
    mutating func storeGuide(_ key: AlignmentKey, _ compute: @escaping (ViewDimensions) -> CGFloat) -> Int32 {
        let mirrored = key.isHorizontal && environment.layoutDirection == .rightToLeft
        return tree.store(GuideEntry(key: mirrored ? key.mirrored : key, mirrored: mirrored, compute: compute))
    }
}

extension View {
    /// Sets the view's value of a horizontal alignment guide: where it sits, from the view's
    /// leading edge, when a container lines views up by `g`. The closure gets the view's
    /// size and its other guides.
    @inlinable
    public consuming func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> ModifiedContent<Self, _AlignmentGuideModifier> {
        ModifiedContent(content: self, modifier: _AlignmentGuideModifier(key: g.key, compute: computeValue))
    }

    /// Sets the view's value of a vertical alignment guide: where it sits, from the view's top,
    /// when a container lines views up by `g` (a text baseline too).
    @inlinable
    public consuming func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> ModifiedContent<Self, _AlignmentGuideModifier> {
        ModifiedContent(content: self, modifier: _AlignmentGuideModifier(key: g.key, compute: computeValue))
    }
}

extension LayoutPass {
    // MARK: Values of guides

    /// Node `node`'s value (physical) of guide `key` when offered `proposal`.
    mutating func guideValue(_ node: Int, _ proposal: ProposedSize, _ key: AlignmentKey, mirrored: Bool) -> Double {
        let size = size(node, proposal)
        switch key.builtin {
        case .firstTextBaseline: return textBaseline(node, proposal, last: false) ?? size.height
        case .lastTextBaseline: return textBaseline(node, proposal, last: true) ?? size.height
        default: break
        }
        if let explicit = explicitGuide(node, proposal, key) { return explicit }
        if let fraction = key.fraction { return fraction * size.along(key.isHorizontal ? .horizontal : .vertical) }
        let value = Double(key.id?.defaultValue(in: dimensions(node, proposal, mirrored: mirrored)) ?? 0)
        return key.isHorizontal && mirrored ? size.width - value : value
    }

    /// A guide's value in a view that only has a size (a frame's own guide): its edges and
    /// centre, a custom guide's default, and the bottom for the text baselines.
    func ownGuideValue(_ size: Size, _ key: AlignmentKey, mirrored: Bool) -> Double {
        if let fraction = key.fraction { return fraction * size.along(key.isHorizontal ? .horizontal : .vertical) }
        guard let id = key.id else { return size.height }
        let value = Double(
            id.defaultValue(in: ViewDimensions(size: size, explicit: [], firstBaseline: size.height, lastBaseline: size.height, mirrored: mirrored)))
        return key.isHorizontal && mirrored ? size.width - value : value
    }

    /// The node's size and guides, as a guide's closure or a custom default sees them.
    mutating func dimensions(_ node: Int, _ proposal: ProposedSize, mirrored: Bool) -> ViewDimensions {
        let size = size(node, proposal)
        var explicit: [(key: AlignmentKey, value: Double)] = []
        if tree.flags[node].contains(.hasGuides) {
            for key in tree.guideKeys {
                if let value = explicitGuide(node, proposal, key) { explicit.append((key, value)) }
            }
        }
        return ViewDimensions(
            size: size, explicit: explicit,
            firstBaseline: textBaseline(node, proposal, last: false) ?? size.height,
            lastBaseline: textBaseline(node, proposal, last: true) ?? size.height, mirrored: mirrored)
    }

    /// The explicit value of guide `key` the node sets or passes on from its content (nil:
    /// none).
    mutating func explicitGuide(_ node: Int, _ proposal: ProposedSize, _ key: AlignmentKey) -> Double? {
        guard tree.flags[node].contains(.hasGuides) else { return nil }
        switch tree.kinds[node] {
        case .alignmentGuide:
            let entry = tree.guides[Int(tree.payloads[node])]
            let child = tree.child(node)
            guard entry.key == key else { return explicitGuide(child, proposal, key) }
            let value = Double(entry.compute(dimensions(child, proposal, mirrored: entry.mirrored)))
            guard value.isFinite else { return nil }
            return key.isHorizontal && entry.mirrored ? size(child, proposal).width - value : value
        case .stack, .zstack:
            // A container of several views has its own built-in guides; custom ones (and
            // every guide of a container of one view) come from its views.
            guard key.builtin == nil || tree.childCounts[node] == 1 else { return nil }
            let frames = containerFrames(node, proposal)
            for (offset, child) in tree.childRange(node).enumerated() {
                let (childProposal, frame) = frames[offset]
                if let value = explicitGuide(Int(tree.children[child]), childProposal, key) {
                    return value + (key.isHorizontal ? frame.minX : frame.minY)
                }
            }
            return nil
        default:
            guard let (child, childProposal, origin) = wrappedContent(node, proposal) else { return nil }
            return explicitGuide(child, childProposal, key).map { $0 + (key.isHorizontal ? origin.x : origin.y) }
        }
    }

    /// The node's first (or last) text baseline from its top; nil when it holds no text.
    mutating func textBaseline(_ node: Int, _ proposal: ProposedSize, last: Bool) -> Double? {
        let payload = Int(tree.payloads[node])
        switch tree.kinds[node] {
        case .text:
            let measurement = measure(payload, width: proposal.width)
            guard measurement.lineCount > 0 else { return nil }
            return tree.texts[payload].attributes.baseline(ofLine: last ? measurement.lineCount - 1 : 0)
        case .alignmentGuide:
            let entry = tree.guides[payload]
            let child = tree.child(node)
            if entry.key.builtin == (last ? .lastTextBaseline : .firstTextBaseline) {
                let value = Double(entry.compute(dimensions(child, proposal, mirrored: entry.mirrored)))
                if value.isFinite { return value }
            }
            return textBaseline(child, proposal, last: last)
        case .stack, .zstack:
            var result: Double?
            let frames = containerFrames(node, proposal)
            for (offset, child) in tree.childRange(node).enumerated() {
                let (childProposal, frame) = frames[offset]
                guard let value = textBaseline(Int(tree.children[child]), childProposal, last: last) else { continue }
                let y = frame.minY + value
                result = result.map { last ? max($0, y) : min($0, y) } ?? y
            }
            return result
        default:
            guard let (child, childProposal, origin) = wrappedContent(node, proposal) else { return nil }
            return textBaseline(child, childProposal, last: last).map { $0 + origin.y }
        }
    }

    /// The view a modifier node places its content as, with the proposal it gives it and
    /// where its frame starts in the node's (nil: a node whose guides are its own).
    private mutating func wrappedContent(_ node: Int, _ proposal: ProposedSize) -> (Int, ProposedSize, Point)? {
        let payload = Int(tree.payloads[node])
        switch tree.kinds[node] {
        case .padding:
            let insets = tree.insets[payload]
            return (tree.child(node), contentProposal(node, proposal), Point(x: insets.left, y: insets.top))
        case .frame:
            let inner = contentProposal(node, proposal)
            let origin = frameContentOrigin(node, proposal, in: Rect(origin: .zero, size: size(node, proposal)))
            return (tree.child(node), inner, origin)
        case .fixedSize, .aspect:
            return (tree.child(node), contentProposal(node, proposal), .zero)
        case .background, .overlay, .mask, .clip, .opacity, .identified, .effect, .safeAreaIgnoring, .safeAreaInset,
            .offset, .zIndex,
            .coordinateSpace, .drawing, .accessibility, .alignmentGuide:
            return (tree.child(node), proposal, .zero)
        case .position:
            let rect = Rect(origin: .zero, size: size(node, proposal))
            return (tree.child(node), proposal, positionedFrame(node, proposal, in: rect).origin)
        case .viewThatFits:
            let chosen = fittingChild(node, proposal)
            return chosen < 0 ? nil : (chosen, proposal, .zero)
        case .empty, .text, .image, .shape, .spacer, .stack, .zstack, .scroll, .geometry, .lazyGrid, .grid, .gridRow:
            return nil
        }
    }

    // MARK: Containers that line views up

    /// Whether a stack or `ZStack` must read its views' guides (a guide other than an edge or
    /// the centre, or a view that sets guides); otherwise edges and centres place them.
    func readsGuides(_ node: Int, _ alignment: PhysicalAlignment) -> Bool {
        !alignment.isGeometric || tree.flags[node].contains(.hasGuides)
    }

    /// The proposals and frames (from the container's origin) of a stack's or `ZStack`'s
    /// views lined up by its guides, for `proposal`.
    mutating func containerFrames(_ node: Int, _ proposal: ProposedSize) -> [(ProposedSize, Rect)] {
        let payload = Int(tree.payloads[node])
        if tree.kinds[node] == .zstack {
            let alignment = tree.alignments[payload]
            let children = tree.childRange(node).map { Int(tree.children[$0]) }
            let sizes = children.map { size($0, proposal) }
            let xs = lineUp(children.map { ($0, proposal) }, sizes, alignment.horizontalKey, alignment.mirrored, skippingSpacers: false)
            let ys = lineUp(children.map { ($0, proposal) }, sizes, alignment.verticalKey, alignment.mirrored, skippingSpacers: false)
            return sizes.indices.map { index in
                (proposal, Rect(x: xs.positions[index], y: ys.positions[index], width: sizes[index].width, height: sizes[index].height))
            }
        }
        let stack = tree.stacks[payload]
        let start = distribution(node, proposal)
        let cross = crossProposal(proposal, stack.axis)
        let range = tree.childRange(node)
        var proposals: [ProposedSize] = []
        var sizes: [Size] = []
        for offset in 0..<range.count {
            proposals.append(ProposedSize.make(stack.axis, main: shareOffer(start + offset), cross: cross))
            sizes.append(shareSize(start + offset))
        }
        let children = range.map { Int(tree.children[$0]) }
        let key = stack.axis == .vertical ? stack.alignment.horizontalKey : stack.alignment.verticalKey
        let crossPositions: [Double]
        if readsGuides(node, stack.alignment) {
            crossPositions = lineUp(Array(zip(children, proposals)), sizes, key, stack.alignment.mirrored, skippingSpacers: true).positions
        } else {
            let extent = sizes.reduce(0) { max($0, $1.across(stack.axis)) }
            let fraction = key.fraction ?? 0.5
            crossPositions = sizes.map { fraction * (extent - $0.across(stack.axis)) }
        }
        let main = sizes.reduce(0) { $0 + $1.along(stack.axis) } + tree.totalSpacing(node, stack)
        var cursor = 0.0
        var result: [(ProposedSize, Rect)] = []
        for index in sizes.indices {
            if index > 0 { cursor += tree.spacing(node, stack, after: index - 1) }
            let size = sizes[index]
            let along = stack.axis == .horizontal && stack.startsAtRight ? main - cursor - size.width : cursor
            let origin = stack.axis == .vertical
                ? Point(x: crossPositions[index], y: along) : Point(x: along, y: crossPositions[index])
            result.append((proposals[index], Rect(origin: origin, size: size)))
            cursor += size.along(stack.axis)
        }
        return result
    }

    /// Views lined up on guide `key`: each one's position along the guide's axis from the
    /// container's edge, and the container's length (the largest value plus the largest
    /// remainder). In a stack spacers take no part: they have no extent across it.
    mutating func lineUp(
        _ views: [(Int, ProposedSize)], _ sizes: [Size], _ key: AlignmentKey, _ mirrored: Bool, skippingSpacers: Bool
    ) -> (positions: [Double], length: Double) {
        let axis: Axis = key.isHorizontal ? .horizontal : .vertical
        var values: [Double] = []
        var above = 0.0
        var below = 0.0
        var any = false
        for (index, (node, proposal)) in views.enumerated() {
            guard !skippingSpacers || tree.kinds[node] != .spacer else {
                values.append(0)
                continue
            }
            let value = guideValue(node, proposal, key, mirrored: mirrored)
            values.append(value)
            let length = sizes[index].along(axis)
            if any {
                above = max(above, value)
                below = max(below, length - value)
            } else {
                (above, below, any) = (value, length - value, true)
            }
        }
        let positions = views.indices.map { skippingSpacers && tree.kinds[views[$0].0] == .spacer ? 0 : above - values[$0] }
        return (positions, any ? above + below : 0)
    }

    /// Where a frame's content starts in the frame's `rect`: its guide on the frame's own.
    mutating func frameContentOrigin(_ node: Int, _ proposal: ProposedSize, in rect: Rect) -> Point {
        let child = tree.child(node)
        let inner = contentProposal(node, proposal)
        let size = size(child, inner)
        let alignment = tree.frames[Int(tree.payloads[node])].alignment
        guard readsGuides(child, alignment) else {
            let placed = alignment.place(size, in: rect)
            return Point(x: placed.minX - rect.minX, y: placed.minY - rect.minY)
        }
        return Point(
            x: ownGuideValue(rect.size, alignment.horizontalKey, mirrored: alignment.mirrored)
                - guideValue(child, inner, alignment.horizontalKey, mirrored: alignment.mirrored),
            y: ownGuideValue(rect.size, alignment.verticalKey, mirrored: alignment.mirrored)
                - guideValue(child, inner, alignment.verticalKey, mirrored: alignment.mirrored))
    }

    /// The rectangle of a decoration (an overlay's, a background's or a mask's view, offered
    /// `offer`) whose guides sit on those of the content placed in `rect` with `proposal`.
    mutating func decorationFrame(
        _ node: Int, _ decoration: Int, offer: ProposedSize, contentProposal proposal: ProposedSize, in rect: Rect
    ) -> Rect {
        let alignment = tree.alignments[Int(tree.payloads[node])]
        let size = size(decoration, offer)
        let content = tree.child(node)
        guard !alignment.isGeometric || tree.flags[content].contains(.hasGuides) || tree.flags[decoration].contains(.hasGuides)
        else { return alignment.place(size, in: rect) }
        let mirrored = alignment.mirrored
        let x = guideValue(content, proposal, alignment.horizontalKey, mirrored: mirrored)
            - guideValue(decoration, offer, alignment.horizontalKey, mirrored: mirrored)
        let y = guideValue(content, proposal, alignment.verticalKey, mirrored: mirrored)
            - guideValue(decoration, offer, alignment.verticalKey, mirrored: mirrored)
        return Rect(x: rect.minX + x, y: rect.minY + y, width: size.width, height: size.height)
    }

    /// Where a `position` node puts its content in its `rect`.
    mutating func positionedFrame(_ node: Int, _ proposal: ProposedSize, in rect: Rect) -> Rect {
        let child = tree.child(node)
        let size = size(child, proposal)
        let position = tree.positions[Int(tree.payloads[node])]
        let x = position.fromRight ? rect.maxX - position.point.x : rect.minX + position.point.x
        let y = rect.minY + position.point.y
        return Rect(x: x - size.width / 2, y: y - size.height / 2, width: size.width, height: size.height)
    }
}
