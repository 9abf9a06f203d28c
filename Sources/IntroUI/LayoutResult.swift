import Foundation

/// A named frame in canvas coordinates, from a view's `id(_:)`.
public struct LayoutFrame: Hashable, Sendable, Codable {
    /// The name given with `id(_:)`.
    public var id: String
    /// Where it was placed, in points.
    public var frame: Rect
}

/// What a scroll view holds compared with what it shows.
public struct ScrollReport: Hashable, Sendable {
    /// The id of the nearest named ancestor (or the scroll view's own), if any.
    public var id: String?
    /// The height of the content.
    public var contentHeight: Double
    /// The height of the visible area.
    public var viewportHeight: Double
    /// Whether the content is taller than the visible area, so the user has to scroll.
    public var scrolls: Bool { contentHeight > viewportHeight + 0.5 }
}

/// How a piece of text came out: for lint (truncated titles, too many lines).
public struct TextReport: Hashable, Sendable {
    /// The id of the nearest named ancestor, if any.
    public var id: String?
    /// The text.
    public var string: String
    /// Its measurement at the placed width.
    public var measurement: TextMeasurement
    /// Where it was placed.
    public var frame: Rect
    /// The visible area of the scroll view it is in (nested scroll views' areas intersected),
    /// in canvas coordinates; nil outside any scroll view. The part of ``frame`` outside it
    /// shows only when the reader scrolls.
    public var viewport: Rect?
    /// Its colour.
    public var color = RGBA(rgb: 0)
    /// Its font, at the Dynamic Type size it was laid out at.
    public var font = ResolvedFont(size: 17)
    /// The text style its font scales as with Dynamic Type (nil: a fixed size, which does not scale).
    public var textStyle: TextStyle?
}

/// The result of laying out a view on a canvas.
public struct LayoutResult: Sendable {
    /// The canvas laid out for.
    public var canvas: Canvas
    /// Every named frame, in placement order.
    public var frames: [LayoutFrame]
    /// The drawing operations.
    public var displayList: DisplayList
    /// Every scroll view, in placement order.
    public var scrollViews: [ScrollReport]
    /// Every piece of text, in placement order.
    public var texts: [TextReport]
    /// What the accessibility tree is built from (``AccessibilityTree``): every text, image
    /// and view accessibility modifiers or controls describe, in placement order (outer views first).
    public var accessibility: [AccessibilityNode] = []
    /// What the views ask of the status bar over the screen.
    public var systemOverlays = SystemOverlays()
    /// The direction the root was laid out in.
    public var layoutDirection = LayoutDirection.leftToRight
    /// The nodes of the lowered tree (each view and modifier one), for a layout's time per view.
    package var nodeCount = 0

    /// The frame named `id`, if any.
    public func frame(_ id: String) -> Rect? {
        frames.first { $0.id == id }?.frame
    }
}
