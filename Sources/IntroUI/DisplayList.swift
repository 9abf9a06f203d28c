import Foundation

/// How the corners of a rounded rectangle are drawn.
public enum RoundedCornerStyle: String, Hashable, Sendable, Codable {
    /// Quarter circles.
    case circular
    /// Apple's continuous (squircle-like) curve: the curvature eases in over a longer span.
    case continuous
}

/// Which corners of a rectangle are rounded.
public struct RectCorners: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let topLeft = RectCorners(rawValue: 1)
    /// The top-right corner.
    public static let topRight = RectCorners(rawValue: 2)
    /// The bottom-left corner.
    public static let bottomLeft = RectCorners(rawValue: 4)
    /// The bottom-right corner.
    public static let bottomRight = RectCorners(rawValue: 8)
    /// Both top corners.
    public static let top: RectCorners = [.topLeft, .topRight]
    /// Both bottom corners.
    public static let bottom: RectCorners = [.bottomLeft, .bottomRight]
    /// All four corners.
    public static let all: RectCorners = [.top, .bottom]
}

/// The outline of a filled, stroked or clipping shape; it fills the rectangle it is given.
public enum ShapeKind: Hashable, Sendable, Codable {
    /// A plain rectangle.
    case rectangle
    /// A rectangle with rounded corners: a radius in points, circular or continuous, on some corners.
    case roundedRectangle(cornerRadius: Double, style: RoundedCornerStyle, corners: RectCorners)
    /// A rounded rectangle whose corner radius is half its shorter side.
    case capsule
    /// The largest circle centred in the rectangle.
    case circle
    /// An outline drawn in the rectangle's unit square (see ``UnitPath``).
    case path([UnitPath.Element])
    /// The largest ellipse in the rectangle.
    case ellipse
    /// A rectangle whose corners each have their own radius.
    case unevenRoundedRectangle(RectangleCornerRadii, style: RoundedCornerStyle)
    /// An outline in canvas coordinates (a ``Path``, a custom ``Shape``'s outline in its
    /// frame); the rectangle is its frame, for gradients.
    case outline(Path)
    /// The part of an outline from `from` to `to`, fractions of its length (``Shape/trim(from:to:)``).
    indirect case trimmed(ShapeKind, from: Double, to: Double)
    /// An outline drawn in the rectangle inset by `amount` on every edge (a rounded corner's
    /// radius shrinks by it too).
    indirect case inset(ShapeKind, amount: Double)
    /// An outline moved by a transform whose origin is `anchor` of the rectangle
    /// (``Shape/rotation(_:anchor:)``, ``Shape/offset(x:y:)``, ``Shape/scale(x:y:anchor:)``).
    indirect case transformed(ShapeKind, Transform2D, anchor: UnitPoint)
}

/// A piece of text placed on the canvas.
public struct TextRun: Hashable, Sendable {
    /// The string, as written (the backend applies bidi).
    public var string: String
    /// The font and paragraph attributes the layout measured with (its
    /// ``TextAttributes/layoutDirection`` is the paragraph's writing direction, for bidi
    /// shaping; where its lines sit is ``alignment``).
    public var attributes: TextAttributes
    /// The text colour.
    public var color: RGBA
    /// The text's frame: its origin is the top-left corner of the first line's box and its
    /// width is the wrap width the layout measured with.
    public var frame: Rect
    /// Where a line that does not fill the frame sits (for justified text, a paragraph's last
    /// line), with the layout direction already applied: a backend aligns by this alone.
    public var alignment: PhysicalHorizontalAlignment

    /// Creates a text run.
    public init(string: String, attributes: TextAttributes, color: RGBA, frame: Rect, alignment: PhysicalHorizontalAlignment) {
        self.string = string
        self.attributes = attributes
        self.color = color
        self.frame = frame
        self.alignment = alignment
    }
}

/// Where an image's name is looked up.
public enum ImageSource: String, Hashable, Sendable, Codable {
    /// An SF Symbol name (`Image(systemName:)`).
    case systemSymbol
    /// An asset name first, then an SF Symbol name (`Image("name")`, JSON `imageName`).
    case asset
}

/// How an image's colours are chosen (SwiftUI's `renderingMode`).
public enum ImageRendering: String, Hashable, Sendable {
    /// As the image asks: an asset catalog's `template` intent and SF Symbols are tinted,
    /// anything else keeps its colours (`Image("name")` with no `renderingMode`).
    case automatic
    /// Its own colours (`.renderingMode(.original)`).
    case original
    /// Its alpha filled with the tint (`.renderingMode(.template)`).
    case template
}

/// An image placed on the canvas; it is aspect-fitted into its frame, never stretched.
public struct ImageRun: Hashable, Sendable {
    /// The image's name.
    public var name: String
    /// How to look the name up.
    public var source: ImageSource
    /// The colour a template image is tinted with; nil keeps its own colours.
    public var tint: RGBA?
    /// Whether the image is drawn as a template, in its own colours, or as it asks.
    public var rendering: ImageRendering
    /// The box the image is fitted into.
    public var frame: Rect

    /// Creates an image run; by default a run with a tint is a template, one without keeps its colours.
    public init(name: String, source: ImageSource, tint: RGBA?, rendering: ImageRendering? = nil, frame: Rect) {
        self.name = name
        self.source = source
        self.tint = tint
        self.rendering = rendering ?? (tint == nil ? .original : .template)
        self.frame = frame
    }
}

/// One drawing operation, in points, in canvas coordinates.
public indirect enum DisplayItem: Hashable, Sendable {
    /// Fill a shape.
    case fill(ShapeKind, Rect, RGBA)
    /// Stroke a shape's outline, centred on it.
    case stroke(ShapeKind, Rect, RGBA, lineWidth: Double)
    /// Draw text.
    case text(TextRun)
    /// Draw an image.
    case image(ImageRun)
    /// Draw `items` clipped to a shape.
    case clip(ShapeKind, Rect, [DisplayItem])
    /// Draw `items` as a group composited with an opacity.
    case opacity(Double, [DisplayItem])
    /// Draw `items` through an affine transform (a scale, turn or mirror): the items are in
    /// canvas coordinates before it. Never degenerate (see ``Transform2D/isDegenerate``).
    case transform(Transform2D, [DisplayItem])
    /// Fill or stroke a shape with a gradient, the even-odd rule or a styled stroke.
    case shape(ShapeDrawing)
    /// Draw `items` as a group with an effect (a shadow, a blur, a colour matrix, a blend
    /// mode, a mask).
    case effect(DrawingEffect, [DisplayItem])

    /// The items inside a group item (a clip, opacity, transform or effect), else nil.
    public var groupedItems: [DisplayItem]? {
        switch self {
        case .clip(_, _, let inner), .opacity(_, let inner), .transform(_, let inner), .effect(_, let inner): inner
        case .fill, .stroke, .text, .image, .shape: nil
        }
    }
}

/// What a layout produces and a backend draws: a canvas size and drawing operations in order.
public struct DisplayList: Hashable, Sendable {
    /// The canvas size in points.
    public var size: Size
    /// The operations, back to front.
    public var items: [DisplayItem]

    /// Creates a display list.
    public init(size: Size, items: [DisplayItem] = []) {
        self.size = size
        self.items = items
    }

    /// Every item, with groups flattened (depth first), for inspection.
    public var flattened: [DisplayItem] {
        func walk(_ items: [DisplayItem]) -> [DisplayItem] {
            items.flatMap { item -> [DisplayItem] in [item] + walk(item.groupedItems ?? []) }
        }
        return walk(items)
    }
}
