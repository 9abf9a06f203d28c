import Foundation

extension LayoutNode {
    /// Places the view in `rect` (canvas coordinates) and records what it draws.
    func place(in rect: Rect, _ context: LayoutContext) {
        switch kind {
        case .empty, .spacer:
            return
        case .group:
            groupStack.place(in: rect, context)
        case .text(let string, let attributes, let color):
            let wrapRect = textWrapRect(rect, attributes)
            let measurement = context.measure(string, attributes, width: wrapRect.width)
            context.items.append(.text(TextRun(string: string, attributes: attributes, color: color, frame: wrapRect)))
            context.texts.append(TextReport(id: context.idStack.last, string: string, measurement: measurement, frame: rect))
        case .image(let spec):
            context.items.append(.image(ImageRun(name: spec.name, source: spec.source, tint: spec.tint, rendering: spec.rendering, frame: rect)))
        case .shape(let shape, let fill, let stroke):
            if let fill { context.items.append(.fill(shape, rect, fill)) }
            if let (color, width) = stroke { context.items.append(.stroke(shape, rect, color, lineWidth: width)) }
        case .stack(let axis, let alignment, let spacing, let children):
            placeStack(axis, alignment, spacing, children, in: rect, context)
        case .zstack(let alignment, let children):
            for child in children {
                let size = child.size(for: ProposedSize(rect.size), context)
                child.place(in: alignment.place(size, in: rect, direction: direction), context)
            }
        case .scroll(let child):
            placeScroll(child, in: rect, context)
        case .padding(let insets, let child):
            let leftToRight = direction == .leftToRight
            let physical = EdgeInsets(
                top: insets.top, leading: leftToRight ? insets.leading : insets.trailing,
                bottom: insets.bottom, trailing: leftToRight ? insets.trailing : insets.leading)
            child.place(in: rect.inset(by: physical), context)
        case .frame(let spec, let child):
            let size = child.size(for: ProposedSize(rect.size), context)
            child.place(in: spec.alignment.place(size, in: rect, direction: direction), context)
        case .decoration(let child, let decoration, let alignment, let isOverlay):
            let size = decoration.size(for: ProposedSize(rect.size), context)
            let decorationRect = alignment.place(size, in: rect, direction: direction)
            if !isOverlay { decoration.place(in: decorationRect, context) }
            child.place(in: rect, context)
            if isOverlay { decoration.place(in: decorationRect, context) }
        case .aspect(_, _, let child), .fixedSize(_, _, let child):
            child.place(in: rect, context)
        case .clip(let shape, let child):
            let inner = context.capture { child.place(in: rect, context) }
            context.items.append(.clip(shape, rect, inner))
        case .opacity(let value, let child):
            let inner = context.capture { child.place(in: rect, context) }
            if value >= 1 {
                context.items.append(contentsOf: inner)
            } else if value > 0, !inner.isEmpty {
                context.items.append(.opacity(value, inner))
            }
        case .effect(let effect, let child):
            let inner = context.capture { child.place(in: rect, context) }
            let transform = effect.transform(in: rect, direction: direction)
            if transform.isIdentity {
                context.items.append(contentsOf: inner)
            } else if !transform.isDegenerate {
                context.items.append(.transform(transform, inner))
            }
        case .safeAreaIgnoring(let expansion, let child):
            child.place(in: expansion.expanded(rect), context)
        case .identified(let id, let child):
            context.frames.append(LayoutFrame(id: id, frame: rect))
            context.idStack.append(id)
            child.place(in: rect, context)
            context.idStack.removeLast()
        }
    }

    /// The text's frame widened to the width it was wrapped at when measured (its widest line
    /// may be narrower), keeping the lines where alignment puts them.
    private func textWrapRect(_ rect: Rect, _ attributes: TextAttributes) -> Rect {
        guard let wrap = wrapWidths[rect.width], wrap > rect.width else { return rect }
        let slack = wrap - rect.width
        let rightToLeft = attributes.layoutDirection == .rightToLeft
        let shift: Double
        switch attributes.alignment {
        case .center: shift = slack / 2
        case .leading: shift = rightToLeft ? slack : 0
        case .trailing: shift = rightToLeft ? 0 : slack
        }
        return Rect(x: rect.minX - shift, y: rect.minY, width: wrap, height: rect.height)
    }

    private func placeStack(
        _ axis: Axis, _ alignment: Alignment, _ spacing: Double, _ children: [LayoutNode], in rect: Rect,
        _ context: LayoutContext
    ) {
        let sizes = distribution(axis, spacing: spacing, children: children, ProposedSize(rect.size), context)
        var cursor = 0.0
        for (child, size) in zip(children, sizes) {
            let frame: Rect
            switch axis {
            case .vertical:
                let x = alignment.horizontal.offset(child: size.width, container: rect.width, direction: direction)
                frame = Rect(x: rect.minX + x, y: rect.minY + cursor, width: size.width, height: size.height)
            case .horizontal:
                let y = alignment.vertical.offset(child: size.height, container: rect.height)
                let x = direction == .leftToRight ? rect.minX + cursor : rect.maxX - cursor - size.width
                frame = Rect(x: x, y: rect.minY + y, width: size.width, height: size.height)
            }
            child.place(in: frame, context)
            cursor += size.along(axis) + spacing
        }
    }

    private func placeScroll(_ child: LayoutNode, in rect: Rect, _ context: LayoutContext) {
        let content = child.size(for: ProposedSize(width: rect.width, height: nil), context)
        let contentRect = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: content.height)
        let inner = context.capture { child.place(in: contentRect, context) }
        context.items.append(.clip(.rectangle, rect, inner))
        context.scrollViews.append(
            ScrollReport(id: context.idStack.last, contentHeight: content.height, viewportHeight: rect.height))
    }
}
