import Foundation

/// A screen drawn for an accessibility review: each element of its ``AccessibilityTree``
/// outlined in its own colour with its reading-order number at its top leading corner, and
/// beside the screen a legend — per element its number, label and traits, in reading order.
public enum AccessibilityOverlay {
    /// How wide the legend is, in points.
    public static let legendWidth = 300.0

    /// `layout` with the overlay drawn on it and the legend beside it (the canvas grows by
    /// ``legendWidth``, and in height when the legend is taller than the screen); the legend's
    /// text is measured by `measurer`, as the screen's was.
    public static func layout(_ layout: LayoutResult, measurer: any TextMeasurer) -> LayoutResult {
        let tree = AccessibilityTree(layout)
        let engine = LayoutEngine(measurer: measurer)
        let legend = Legend(elements: tree.elements)
        let screen = layout.canvas.size
        let legendHeight = engine.sizeThatFits(
            legend, proposal: Size(width: legendWidth, height: .infinity), canvas: layout.canvas
        ).height
        var canvas = layout.canvas
        canvas.size = Size(width: screen.width + legendWidth, height: max(screen.height, legendHeight.rounded(.up)))
        let legendCanvas = Canvas(size: Size(width: legendWidth, height: canvas.size.height), scale: canvas.scale)
        let legendItems = engine.layout(legend.frame(height: canvas.size.height, alignment: .top), canvas: legendCanvas)
            .displayList.items
        var result = layout
        result.canvas = canvas
        result.displayList = DisplayList(
            size: canvas.size,
            items: [.fill(.rectangle, Rect(origin: .zero, size: canvas.size), Legend.background)]
                + layout.displayList.items
                + engine.layout(Marks(tree: tree, size: screen), canvas: layout.canvas).displayList.items
                + [.transform(Transform2D(a: 1, b: 0, c: 0, d: 1, tx: screen.width, ty: 0), legendItems)])
        return result
    }

    /// The colour of the element numbered `order`: hues a golden angle apart, so neighbours differ.
    public static func color(_ order: Int) -> RGBA {
        let hue = (Double(order - 1) * 137.508).truncatingRemainder(dividingBy: 360) / 60
        let x = 1 - abs(hue.truncatingRemainder(dividingBy: 2) - 1)
        let (r, g, b): (Double, Double, Double) =
            switch Int(hue) {
            case 0: (1, x, 0)
            case 1: (x, 1, 0)
            case 2: (0, 1, x)
            case 3: (0, x, 1)
            case 4: (x, 0, 1)
            default: (1, 0, x)
            }
        // Darkened to 80 %, so white numbers stay readable on every badge.
        return RGBA(red: r * 0.8, green: g * 0.8, blue: b * 0.8)
    }
}

/// Each element's outline over a light wash of its colour, and its numbered badge at its
/// top leading corner, on a canvas the screen's size; only the part shown in its scroll view
/// (an element scrolled out of sight is only in the legend).
private struct Marks: View {
    let tree: AccessibilityTree
    let size: Size

    var body: some View {
        ZStack(alignment: .topLeading) {
            ForEach(tree.elements.indices) { index in
                let element = tree.elements[index]
                let color = Color(AccessibilityOverlay.color(element.order))
                let shown = element.viewport.map(element.frame.intersection) ?? element.frame
                if shown.width > 0, shown.height > 0 {
                    // Drawn left to right: the badge's corner is the screen's leading one.
                    ZStack(alignment: tree.layoutDirection == .rightToLeft ? .topTrailing : .topLeading) {
                        Rectangle().fill(color.opacity(0.12))
                        Rectangle().stroke(color, lineWidth: 2)
                        Badge(order: element.order)
                    }
                    .frame(width: shown.width, height: shown.height)
                    .offset(x: shown.minX, y: shown.minY)
                }
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        .environment(\.layoutDirection, .leftToRight)
    }
}

/// An element's reading-order number, white on its colour.
private struct Badge: View {
    let order: Int

    var body: some View {
        Text(String(order)).font(.system(size: 12, weight: .bold)).foregroundColor(.white).lineLimit(1)
            .frame(width: Legend.badgeSide, height: Legend.badgeSide)
            .background(RoundedRectangle(cornerRadius: 4).fill(Color(AccessibilityOverlay.color(order))))
    }
}

/// The legend: a badge per element in its colour, then its label (quoted, as VoiceOver reads
/// it) over its traits.
private struct Legend: View {
    let elements: [AccessibilityElement]

    static let badgeSide = 20.0
    static let background = RGBA(red: 1, green: 1, blue: 1)

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach(elements.indices) { index in
                let element = elements[index]
                HStack(alignment: .top, spacing: 8) {
                    Badge(order: element.order)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(AccessibilityElement.quoted(element.label)).font(.system(size: 13)).foregroundColor(.black)
                        Text(element.traits.names.joined(separator: ", ")).font(.system(size: 11)).foregroundColor(.gray)
                    }
                    Spacer(minLength: 0)
                }
            }
        }
        .padding(12)
        .frame(width: AccessibilityOverlay.legendWidth, alignment: .topLeading)
        .environment(\.layoutDirection, .leftToRight)
    }
}
