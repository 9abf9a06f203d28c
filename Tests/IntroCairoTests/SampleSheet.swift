import IntroUI

/// A small sheet-like display list: a bold title, three rows with tinted symbols, a clipped
/// card, a translucent capsule and a continuous-cornered button.
enum SampleSheet {
    static let accent = RGBA(rgb: 0x007AFF)
    static let rowIcons = ["ipad.and.iphone", "slider.horizontal.3", "rectangle.stack.fill.badge.plus"]

    static func displayList(for canvas: Canvas, title: String = "Welcome to IntroKit") -> DisplayList {
        let width = canvas.size.width
        let side = 16.0
        var items: [DisplayItem] = [.fill(.rectangle, Rect(origin: .zero, size: canvas.size), RGBA(rgb: 0xFFFFFF))]
        let titleFont = ResolvedFont(size: 34, weight: .bold)
        items.append(
            .text(
                TextRun(
                    string: title,
                    attributes: TextAttributes(font: titleFont, lineSpacing: 8, alignment: .center),
                    color: RGBA(rgb: 0x000000), frame: Rect(x: side, y: 50, width: width - 2 * side, height: 90),
                    alignment: .center)))
        for (index, icon) in rowIcons.enumerated() {
            let y = 170 + Double(index) * 80
            items.append(
                .image(ImageRun(name: icon, source: .asset, tint: accent, frame: Rect(x: 26, y: y, width: 37, height: 37))))
            let textX = 26 + 37 + 17.5
            let textWidth = width - textX - 26
            items.append(
                .text(
                    TextRun(
                        string: "Row \(index + 1) title", attributes: TextAttributes(font: ResolvedFont(size: 17, weight: .semibold), lineLimit: 2),
                        color: RGBA(rgb: 0x000000), frame: Rect(x: textX, y: y, width: textWidth, height: 22), alignment: .left)))
            items.append(
                .text(
                    TextRun(
                        string: "Some explanation of what this row means for the user.",
                        attributes: TextAttributes(font: ResolvedFont(size: 15)),
                        color: RGBA(rgb: 0x3C3C43, alpha: 0.6), frame: Rect(x: textX, y: y + 24, width: textWidth, height: 40),
                        alignment: .left)))
        }
        let card = Rect(x: side, y: 420, width: width - 2 * side, height: 40)
        items.append(
            .clip(
                .roundedRectangle(cornerRadius: 12, style: .circular, corners: .top), card,
                [
                    .fill(.rectangle, card.offsetBy(dx: -10, dy: -10), RGBA(rgb: 0xFF9500)),
                    .fill(.circle, Rect(x: card.minX - 20, y: card.minY, width: 80, height: 80), RGBA(rgb: 0x34C759)),
                ]))
        items.append(
            .opacity(
                0.5,
                [
                    .fill(.capsule, Rect(x: side, y: 470, width: 120, height: 24), RGBA(rgb: 0xAF52DE)),
                    .stroke(.circle, Rect(x: side + 130, y: 470, width: 24, height: 24), RGBA(rgb: 0x000000), lineWidth: 2),
                ]))
        let button = Rect(x: side + 10, y: canvas.size.height - 80, width: width - 2 * side - 20, height: 54)
        items.append(.fill(.roundedRectangle(cornerRadius: 15, style: .continuous, corners: .all), button, accent))
        items.append(
            .text(
                TextRun(
                    string: "Continue",
                    attributes: TextAttributes(font: ResolvedFont(size: 17, weight: .semibold), alignment: .center),
                    color: RGBA(rgb: 0xFFFFFF), frame: Rect(x: button.minX, y: button.midY - 11, width: button.width, height: 22),
                    alignment: .center)))
        return DisplayList(size: canvas.size, items: items)
    }
}
