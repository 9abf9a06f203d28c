import Foundation
import IntroUI

/// The soft shadow an iPad form sheet casts on the dimmed screen, as iOS draws it: black
/// whose opacity falls off with the distance from the sheet's edge as a Gaussian blur of the
/// sheet would (opacity ``opacity`` at the sheet, halved at the edge, standard deviation
/// ``blur``), with no offset. Measured on an iPad mini, iOS 15 (docs/fidelity.md): the dimmed
/// screen is 178 over white right beside the sheet, 196 far from it, the same above and
/// below.
///
/// Drawn as ``ringCount`` rounded rings around the sheet, each of the opacity at its middle
/// distance, so that every backend draws it with plain fills and no pixel is painted twice.
struct FormSheetShadow: View {
    /// The sheet's frame in the window.
    let sheet: Rect
    /// The window the shadow is drawn over.
    let window: Size

    /// The shadow's opacity under the sheet (a blurred edge shows half of it).
    static let opacity = 0.2
    /// The blur's standard deviation in points.
    static let blur = 65.0
    /// How many rings draw it, out to three standard deviations.
    static let ringCount = 24
    /// Line segments per rounded corner of a ring.
    static let cornerSegments = 8

    var body: some View {
        ZStack {
            ForEach(0..<Self.ringCount, id: \.self) { ring in
                let width = 3 * Self.blur / Double(Self.ringCount)
                let inner = Double(ring) * width
                UnitPath(ringPath(from: inner, to: inner + width)).fill(Color.black.opacity(Self.opacity(at: inner + width / 2)))
            }
        }
        .frame(width: window.width, height: window.height)
    }

    /// The shadow's opacity `distance` points outside the sheet's edge.
    static func opacity(at distance: Double) -> Double {
        opacity * 0.5 * erfc(distance / (blur * 2.0.squareRoot()))
    }

    /// The band between the sheet grown by `inner` and by `outer` points: the outer outline
    /// clockwise, the inner one anticlockwise (a hole under the non-zero rule), in the unit
    /// coordinates of the window.
    private func ringPath(from inner: Double, to outer: Double) -> [UnitPath.Element] {
        outline(grownBy: outer, clockwise: true) + outline(grownBy: inner, clockwise: false)
    }

    /// The sheet's rounded rectangle grown by `distance`, its corners rounded by the sheet's
    /// radius plus `distance` (the points at that distance from the sheet), as a closed polygon.
    private func outline(grownBy distance: Double, clockwise: Bool) -> [UnitPath.Element] {
        let rect = Rect(
            x: sheet.minX - distance, y: sheet.minY - distance, width: sheet.width + 2 * distance,
            height: sheet.height + 2 * distance)
        let radius = SheetMetrics.sheetCornerRadius + distance
        // Corner centres clockwise on screen from the top-left, each with its arc's start angle.
        let corners: [(Point, Double)] = [
            (Point(x: rect.minX + radius, y: rect.minY + radius), Double.pi),
            (Point(x: rect.maxX - radius, y: rect.minY + radius), 1.5 * Double.pi),
            (Point(x: rect.maxX - radius, y: rect.maxY - radius), 0),
            (Point(x: rect.minX + radius, y: rect.maxY - radius), 0.5 * Double.pi),
        ]
        var points: [Point] = []
        for (center, start) in corners {
            for step in 0...Self.cornerSegments {
                let angle = start + Double(step) / Double(Self.cornerSegments) * Double.pi / 2
                points.append(Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
            }
        }
        if !clockwise { points.reverse() }
        let unit = points.map { Point(x: $0.x / window.width, y: $0.y / window.height) }
        return [.move(unit[0])] + unit.dropFirst().map { .line($0) } + [.close]
    }
}
