/// Where a child sits horizontally in a wider parent.
public enum HorizontalAlignment: String, Hashable, Sendable {
    /// At the leading edge (left in left-to-right layouts).
    case leading
    /// Centred.
    case center
    /// At the trailing edge (right in left-to-right layouts).
    case trailing
}

/// Where a child sits vertically in a taller parent.
public enum VerticalAlignment: String, Hashable, Sendable {
    /// At the top.
    case top
    /// Centred.
    case center
    /// At the bottom.
    case bottom
}

/// A horizontal and a vertical alignment together.
public struct Alignment: Hashable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// Creates an alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Top, leading edge.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Top, trailing edge.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Centred both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Bottom, leading edge.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Bottom, trailing edge.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// The two directions stacks lay out along, like SwiftUI's `Axis`.
public enum Axis: Hashable, Sendable {
    /// Left to right (leading to trailing).
    case horizontal
    /// Top to bottom.
    case vertical

    /// A set of axes (`[.horizontal, .vertical]`).
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits: 1 horizontal, 2 vertical.
        public let rawValue: UInt8
        /// A set from its bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The horizontal axis.
        public static let horizontal = Axis.Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Axis.Set(rawValue: 2)
    }
}

extension VerticalAlignment {
    /// The y offset of a child of height `child` in a box of height `container`.
    func offset(child: Double, container: Double) -> Double {
        switch self {
        case .top: 0
        case .center: (container - child) / 2
        case .bottom: container - child
        }
    }
}
