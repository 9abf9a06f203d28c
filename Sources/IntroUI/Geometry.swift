import Foundation

/// A point in a two-dimensional coordinate space, in points (y grows downwards).
public struct Point: Hashable, Sendable, Codable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate (grows downwards).
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)
}

/// A width and a height, in points.
public struct Size: Hashable, Sendable, Codable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size.
    public static let zero = Size(width: 0, height: 0)

    /// The same size with width and height exchanged.
    public var transposed: Size { Size(width: height, height: width) }
}

/// A rectangle: an origin and a size, in points.
public struct Rect: Hashable, Sendable, Codable {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width of ``size``.
    public var width: Double { size.width }
    /// The height of ``size``.
    public var height: Double { size.height }

    /// The rectangle shrunk by the given insets.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.leading,
            y: minY + insets.top,
            width: max(0, width - insets.leading - insets.trailing),
            height: max(0, height - insets.top - insets.bottom)
        )
    }

    /// The rectangle moved by the given offset.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The part of the rectangle inside `other`; zero-sized when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let x = max(minX, other.minX)
        let y = max(minY, other.minY)
        let width = min(maxX, other.maxX) - x
        let height = min(maxY, other.maxY) - y
        guard width > 0, height > 0 else { return Rect(x: x, y: y, width: 0, height: 0) }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// The rectangle mirrored horizontally inside a container of the given width.
    public func mirrored(inWidth containerWidth: Double) -> Rect {
        Rect(x: containerWidth - maxX, y: minY, width: width, height: height)
    }
}

/// Insets on the four edges of a rectangle. `leading` and `trailing` are left and right
/// in left-to-right layouts; the layout engine mirrors them for right-to-left.
public struct EdgeInsets: Hashable, Sendable, Codable {
    /// The top inset.
    public var top: Double
    /// The leading inset (left in left-to-right layouts).
    public var leading: Double
    /// The bottom inset.
    public var bottom: Double
    /// The trailing inset (right in left-to-right layouts).
    public var trailing: Double

    /// Creates insets.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four edges.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No insets.
    public static let zero = EdgeInsets()

    /// The sum of the leading and trailing insets.
    public var horizontal: Double { leading + trailing }
    /// The sum of the top and bottom insets.
    public var vertical: Double { top + bottom }
}

/// A set of edges, as used by `padding(_:_:)`.
public struct Edge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = Edge(rawValue: 1)
    /// The leading edge.
    public static let leading = Edge(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Edge(rawValue: 4)
    /// The trailing edge.
    public static let trailing = Edge(rawValue: 8)
    /// The leading and trailing edges.
    public static let horizontal: Edge = [.leading, .trailing]
    /// The top and bottom edges.
    public static let vertical: Edge = [.top, .bottom]
    /// All four edges.
    public static let all: Edge = [.top, .leading, .bottom, .trailing]

    /// A set of edges, as SwiftUI writes the type of `padding(_:_:)`'s edges: edges here are
    /// already a set.
    public typealias Set = Edge
}
