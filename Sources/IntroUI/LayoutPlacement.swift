import Foundation

/// What placement records: drawing operations, named frames, scroll views and texts.
struct LayoutOutput {
    var display = DisplayListBuilder()
    var frames: [LayoutFrame] = []
    var scrollViews: [ScrollReport] = []
    var texts: [TextReport] = []
    /// What the accessibility tree is built from, in placement order.
    var accessibility = AccessibilityCapture()
    /// The ids of the named views being placed, innermost last.
    var idStack: [String] = []
    /// The visible areas of the scroll views being placed, innermost last (each within its parent's).
    var viewports: [Rect] = []
    /// The named coordinate spaces around the view being placed, innermost last.
    var coordinateSpaces: [NamedFrame] = []
    /// The frames of the `safeAreaInset` views around the view being placed, innermost last.
    var insetViews: [Rect] = []
    /// The bands those insets take, outermost first: what `ignoresSafeArea` grows through.
    var insetBands: [SafeAreaInsetBand] = []
}

/// Builds a display list in drawing order: a clip, opacity or other group is pushed, its
/// content appended, then popped into one item of its parent.
struct DisplayListBuilder {
    private var levels: [[DisplayItem]] = [[]]

    /// Makes room for `count` top-level items.
    mutating func reserve(_ count: Int) {
        levels[0].reserveCapacity(count)
    }

    /// The finished top-level items.
    var items: [DisplayItem] { levels[0] }

    /// Draws `item` in the innermost open group.
    mutating func append(_ item: DisplayItem) {
        levels[levels.count - 1].append(item)
    }

    /// Opens a group: what is appended next goes in it.
    mutating func push() {
        levels.append([])
    }

    /// Closes the innermost group and returns its items.
    mutating func pop() -> [DisplayItem] {
        levels.removeLast()
    }

    /// Closes the innermost group and appends its items to its parent as they are.
    mutating func popInline() {
        let inner = levels.removeLast()
        levels[levels.count - 1].append(contentsOf: inner)
    }
}

extension LayoutPass {
    /// Places node `node` in `rect` (canvas coordinates) and records what it draws.
    /// `proposal` is what its parent proposed to it when sizing it: every container proposes
    /// to its children here exactly what it proposed in sizing (``contentProposal(_:_:)``, a
    /// stack's shares), so each size comes from the memos and a stack is never shared out
    /// again at the width it chose, as SwiftUI places views.
    mutating func place(_ node: Int, _ proposal: ProposedSize, in rect: Rect) {
        let payload = Int(tree.payloads[node])
        switch tree.kinds[node] {
        case .empty, .spacer:
            return
        case .text:
            placeText(payload, proposal, in: rect)
        case .image:
            let spec = tree.images[payload]
            output.accessibility.add(
                .image(name: spec.name, source: spec.source), frame: rect, id: output.idStack.last, viewport: output.viewports.last)
            appendFilled(
                .image(ImageRun(name: spec.name, source: spec.source, tint: spec.tint, rendering: spec.rendering, frame: rect)),
                with: spec.fill, in: rect)
        case .shape:
            if let item = tree.shapes[payload].item(in: rect) { output.display.append(item) }
        case .stack:
            placeStack(node, tree.stacks[payload], proposal, in: rect)
        case .zstack:
            let alignment = tree.alignments[payload]
            if readsGuides(node, alignment) {
                placeLinedUp(node, proposal, in: rect)
                return
            }
            if tree.reordersChildren(node) {
                placeInZOrder(node) { pass, child in (proposal, alignment.place(pass.size(child, proposal), in: rect)) }
                return
            }
            for child in tree.childRange(node) {
                let child = Int(tree.children[child])
                let size = size(child, proposal)
                place(child, proposal, in: alignment.place(size, in: rect))
            }
        case .scroll:
            placeScroll(node, proposal, in: rect)
        case .padding:
            place(tree.child(node), contentProposal(node, proposal), in: rect.inset(by: tree.insets[payload]))
        case .frame:
            let child = tree.child(node)
            let inner = contentProposal(node, proposal)
            let origin = frameContentOrigin(node, proposal, in: rect)
            place(child, inner, in: Rect(origin: Point(x: rect.minX + origin.x, y: rect.minY + origin.y), size: size(child, inner)))
        case .background, .overlay:
            // The decoration is offered the content's size, as in SwiftUI.
            let decoration = tree.child(node, 1)
            let decorationRect = decorationFrame(node, decoration, offer: ProposedSize(rect.size), contentProposal: proposal, in: rect)
            let isOverlay = tree.kinds[node] == .overlay
            if !isOverlay { place(decoration, ProposedSize(rect.size), in: decorationRect) }
            place(tree.child(node), proposal, in: rect)
            if isOverlay { place(decoration, ProposedSize(rect.size), in: decorationRect) }
        case .aspect, .fixedSize:
            place(tree.child(node), contentProposal(node, proposal), in: rect)
        case .clip:
            output.display.push()
            place(tree.child(node), proposal, in: rect)
            output.display.append(.clip(tree.clipShapes[payload].kind(in: rect), rect, output.display.pop()))
        case .opacity:
            let value = tree.scalars[payload]
            output.display.push()
            if value <= 0 { output.accessibility.beginHidden() }
            place(tree.child(node), proposal, in: rect)
            if value <= 0 { output.accessibility.endHidden() }
            if value >= 1 {
                output.display.popInline()
            } else {
                let inner = output.display.pop()
                if value > 0, !inner.isEmpty { output.display.append(.opacity(value, inner)) }
            }
        case .effect:
            output.display.push()
            place(tree.child(node), proposal, in: rect)
            let transform = tree.effects[payload].transform(in: rect)
            if transform.isIdentity {
                output.display.popInline()
            } else {
                let inner = output.display.pop()
                if !transform.isDegenerate { output.display.append(.transform(transform, inner)) }
            }
        case .safeAreaIgnoring:
            // A frame grown into the safe area is proposed to the content as it is: the
            // content lays out in the larger frame.
            let grown = tree.safeAreaExpansions[payload].expanded(rect, through: output.insetBands)
            place(tree.child(node), grown == rect ? proposal : ProposedSize(grown.size), in: grown)
        case .safeAreaInset:
            placeInsetPart(tree.safeAreaInsetMarks[payload], node, proposal, in: rect)
        case .offset:
            let offset = tree.points[payload]
            place(tree.child(node), proposal, in: rect.offsetBy(dx: offset.x, dy: offset.y))
        case .position:
            place(tree.child(node), proposal, in: positionedFrame(node, proposal, in: rect))
        case .zIndex, .alignmentGuide:
            place(tree.child(node), proposal, in: rect)
        case .coordinateSpace:
            output.coordinateSpaces.append(NamedFrame(name: tree.ids[payload], frame: rect))
            place(tree.child(node), proposal, in: rect)
            output.coordinateSpaces.removeLast()
        case .geometry:
            placeGeometry(payload, in: rect)
        case .viewThatFits:
            let chosen = fittingChild(node, proposal)
            if chosen >= 0 { place(chosen, proposal, in: rect) }
        case .lazyGrid:
            placeLazyGrid(node, proposal, in: rect)
        case .grid:
            placeGrid(node, proposal, in: rect)
        case .gridRow:
            placeLoneGridRow(node, in: rect)
        case .drawing:
            placeDrawing(node, proposal, in: rect)
        case .mask:
            placeMask(node, proposal, in: rect)
        case .identified:
            let id = tree.ids[payload]
            output.frames.append(LayoutFrame(id: id, frame: grownIntoSafeArea(tree.child(node), rect)))
            output.idStack.append(id)
            place(tree.child(node), proposal, in: rect)
            output.idStack.removeLast()
        case .accessibility:
            output.accessibility.open(tree.accessibility[payload], frame: rect, id: output.idStack.last, viewport: output.viewports.last)
            place(tree.child(node), proposal, in: rect)
            output.accessibility.close()
        }
    }

    /// Places a part of a `safeAreaInset`: the whole view's frame is where its band ends; the
    /// frame of the view it shrinks, where the band starts.
    private mutating func placeInsetPart(_ mark: SafeAreaInsetMark, _ node: Int, _ proposal: ProposedSize, in rect: Rect) {
        guard mark.isContent else {
            output.insetViews.append(rect)
            place(tree.child(node), proposal, in: rect)
            output.insetViews.removeLast()
            return
        }
        let whole = output.insetViews.last ?? rect
        let (boundary, outer) =
            switch mark.edge {
            case .top: (rect.minY, whole.minY)
            case .bottom: (rect.maxY, whole.maxY)
            case .leading: (rect.minX, whole.minX)
            default: (rect.maxX, whole.maxX)
            }
        output.insetBands.append(SafeAreaInsetBand(edge: mark.edge, boundary: boundary, outer: outer))
        place(tree.child(node), proposal, in: rect)
        output.insetBands.removeLast()
    }

    /// The frame a view placed in `rect` has once the `ignoresSafeArea` it wraps (through
    /// modifiers that keep its frame) grows it: what a name after `ignoresSafeArea` sees.
    private func grownIntoSafeArea(_ node: Int, _ rect: Rect) -> Rect {
        var node = node
        while true {
            switch tree.kinds[node] {
            case .safeAreaIgnoring:
                return tree.safeAreaExpansions[Int(tree.payloads[node])].expanded(rect, through: output.insetBands)
            case .identified, .opacity, .zIndex, .accessibility, .alignmentGuide, .drawing, .effect, .coordinateSpace:
                node = tree.child(node)
            default:
                return rect
            }
        }
    }

    private mutating func placeText(_ index: Int, _ proposal: ProposedSize, in rect: Rect) {
        let text = tree.texts[index]
        let measurement = measure(index, width: proposal.width)
        let wrapRect = textWrapRect(rect, wrapWidth: finite(proposal.width), text.alignment)
        appendFilled(
            .text(TextRun(string: text.string, attributes: text.attributes, color: text.color, frame: wrapRect, alignment: text.alignment)),
            with: text.fill, in: rect)
        output.accessibility.add(
            .text(text.string, report: output.texts.count), frame: rect, id: output.idStack.last, viewport: output.viewports.last)
        output.texts.append(TextReport(
                id: output.idStack.last, string: text.string, measurement: measurement, frame: rect, viewport: output.viewports.last,
                color: text.color, font: text.attributes.font, textStyle: text.style))
    }

    /// Draws `item`, or with a gradient `fill`, the gradient across `rect` where `item` draws
    /// (masked by it), as SwiftUI paints text and symbols with a gradient foreground style.
    private mutating func appendFilled(_ item: DisplayItem, with fill: Paint?, in rect: Rect) {
        guard let fill else {
            output.display.append(item)
            return
        }
        output.display.append(.effect(.mask([item]), [.shape(ShapeDrawing(kind: .rectangle, rect: rect, paint: fill))]))
    }

    /// The text's frame widened to the width it was wrapped at (the width proposed to it; its
    /// widest line may be narrower), keeping the lines where alignment puts them.
    private func textWrapRect(_ rect: Rect, wrapWidth: Double?, _ alignment: PhysicalHorizontalAlignment) -> Rect {
        guard let wrap = wrapWidth, wrap > rect.width else { return rect }
        let shift = alignment.offset(child: rect.width, container: wrap)
        return Rect(x: rect.minX - shift, y: rect.minY, width: wrap, height: rect.height)
    }

    /// Places a stack's children with the shares and offers of its distribution for the
    /// proposal it was sized with (memoized, so nothing is shared out again).
    private mutating func placeStack(_ node: Int, _ stack: StackLayout, _ proposal: ProposedSize, in rect: Rect) {
        if readsGuides(node, stack.alignment) {
            placeLinedUp(node, proposal, in: rect)
            return
        }
        let start = distribution(node, proposal)
        let cross = crossProposal(proposal, stack.axis)
        if tree.reordersChildren(node) {
            var frames: [Int: (ProposedSize, Rect)] = [:]
            var cursor = 0.0
            for (offset, child) in tree.childRange(node).enumerated() {
                if offset > 0 { cursor += tree.spacing(node, stack, after: offset - 1) }
                let size = shareSize(start + offset)
                frames[Int(tree.children[child])] = (
                    ProposedSize.make(stack.axis, main: shareOffer(start + offset), cross: cross),
                    stackFrame(stack, size, cursor, in: rect)
                )
                cursor += size.along(stack.axis)
            }
            placeInZOrder(node) { _, child in frames[child] ?? (.unspecified, .zero) }
            return
        }
        var cursor = 0.0
        for (offset, child) in tree.childRange(node).enumerated() {
            if offset > 0 { cursor += tree.spacing(node, stack, after: offset - 1) }
            let size = shareSize(start + offset)
            let frame = stackFrame(stack, size, cursor, in: rect)
            let childProposal = ProposedSize.make(stack.axis, main: shareOffer(start + offset), cross: cross)
            place(Int(tree.children[child]), childProposal, in: frame)
            cursor += size.along(stack.axis)
        }
    }

    /// Places a stack's or `ZStack`'s views lined up by their alignment guides
    /// (LayoutGuides.swift), in z order when one sets a z index.
    private mutating func placeLinedUp(_ node: Int, _ proposal: ProposedSize, in rect: Rect) {
        let frames = containerFrames(node, proposal).map { childProposal, frame in
            (childProposal, frame.offsetBy(dx: rect.minX, dy: rect.minY))
        }
        if tree.reordersChildren(node) {
            let first = tree.childRange(node).lowerBound
            var byNode: [Int: (ProposedSize, Rect)] = [:]
            for child in tree.childRange(node) { byNode[Int(tree.children[child])] = frames[child - first] }
            placeInZOrder(node) { _, child in byNode[child] ?? (.unspecified, .zero) }
            return
        }
        for (offset, child) in tree.childRange(node).enumerated() {
            place(Int(tree.children[child]), frames[offset].0, in: frames[offset].1)
        }
    }

    /// The frame of a stack's child of `size` that starts `cursor` along the stack's axis.
    private func stackFrame(_ stack: StackLayout, _ size: Size, _ cursor: Double, in rect: Rect) -> Rect {
        switch stack.axis {
        case .vertical:
            let x = stack.alignment.horizontal.offset(child: size.width, container: rect.width)
            return Rect(x: rect.minX + x, y: rect.minY + cursor, width: size.width, height: size.height)
        case .horizontal:
            let y = stack.alignment.vertical.offset(child: size.height, container: rect.height)
            let x = stack.startsAtRight ? rect.maxX - cursor - size.width : rect.minX + cursor
            return Rect(x: x, y: rect.minY + y, width: size.width, height: size.height)
        }
    }

    /// Places a container's children lowest z index first (in order among equals), each with
    /// the proposal and frame `frame` gives it.
    private mutating func placeInZOrder(_ node: Int, _ frame: (inout LayoutPass, Int) -> (ProposedSize, Rect)) {
        let children = tree.childRange(node).map { Int(tree.children[$0]) }
        let order = children.indices.sorted { (tree.zIndex(children[$0]), $0) < (tree.zIndex(children[$1]), $1) }
        for index in order {
            let (proposal, rect) = frame(&self, children[index])
            place(children[index], proposal, in: rect)
        }
    }

    private mutating func placeScroll(_ node: Int, _ proposal: ProposedSize, in rect: Rect) {
        let child = tree.child(node)
        let inner = contentProposal(node, proposal)
        let content = size(child, inner)
        let axes = tree.payloads[node]
        var contentRect = Rect(
            x: rect.minX, y: rect.minY, width: axes & 1 != 0 ? content.width : rect.width,
            height: axes & 2 != 0 ? content.height : rect.height)
        if let target = tree.scrollTargets[Int32(node)], let offset = scrollOffset(to: target, child, inner, contentRect, in: rect) {
            contentRect.origin.x -= axes & 1 != 0 ? offset.x : 0
            contentRect.origin.y -= axes & 2 != 0 ? offset.y : 0
        }
        output.display.push()
        output.accessibility.open(.scrollView, frame: rect, id: output.idStack.last, viewport: output.viewports.last)
        output.viewports.append(output.viewports.last.map(rect.intersection) ?? rect)
        place(child, inner, in: contentRect)
        output.viewports.removeLast()
        output.accessibility.close()
        output.display.append(.clip(.rectangle, rect, output.display.pop()))
        output.scrollViews.append(
            ScrollReport(id: output.idStack.last, contentHeight: content.height, viewportHeight: rect.height))
    }

    /// How far a scroll view in `rect` is scrolled so that the view `target` names, placed in
    /// `contentRect` unscrolled, is where `scrollPosition(id:anchor:)` puts it (nil: no view
    /// of the content has that id). The content is placed once to find it, then forgotten.
    private mutating func scrollOffset(
        to target: ScrollPositionTarget, _ child: Int, _ proposal: ProposedSize, _ contentRect: Rect, in rect: Rect
    ) -> Point? {
        let saved = output
        place(child, proposal, in: contentRect)
        let found = output.frames[saved.frames.count...].first { $0.id == target.id }?.frame
        output = saved
        guard let found else { return nil }
        let anchor = target.anchor ?? .topLeading
        return Point(
            x: ScrollPositionTarget.offset(
                start: found.minX - contentRect.minX, end: found.maxX - contentRect.minX, fraction: anchor.x,
                length: rect.width, contentLength: contentRect.width),
            y: ScrollPositionTarget.offset(
                start: found.minY - contentRect.minY, end: found.maxY - contentRect.minY, fraction: anchor.y,
                length: rect.height, contentLength: contentRect.height))
    }
}
