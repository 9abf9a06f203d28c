import Foundation

/// A type that you use to create custom alignment guides, as in SwiftUI: its
/// ``defaultValue(in:)`` is where the guide sits in a view that sets no explicit value for
/// it (`alignmentGuide(_:computeValue:)`).
///
/// ```swift
/// private struct FirstThirdAlignment: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
/// }
/// extension VerticalAlignment {
///     static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
/// }
/// ```
public protocol AlignmentID {
    /// The guide's offset from the view's origin (its leading edge, or its top) when the view
    /// sets no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// Which guide an alignment is: one of the built-in ones, or an ``AlignmentID`` type, with
/// its axis. Physical where the layout stores it (`leading` is then the left edge).
@usableFromInline
struct AlignmentKey: Hashable, @unchecked Sendable {
    @usableFromInline
    enum Builtin: UInt8, Sendable {
        case leading, centerX, trailing, top, centerY, bottom, firstTextBaseline, lastTextBaseline
    }

    let isHorizontal: Bool
    let builtin: Builtin?
    /// The custom guide's identifier (nil for a built-in guide).
    let id: (any AlignmentID.Type)?

    @usableFromInline
    init(_ builtin: Builtin) {
        self.builtin = builtin
        self.id = nil
        switch builtin {
        case .leading, .centerX, .trailing: isHorizontal = true
        default: isHorizontal = false
        }
    }

    @usableFromInline
    init(custom id: any AlignmentID.Type, horizontal: Bool) {
        self.builtin = nil
        self.id = id
        self.isHorizontal = horizontal
    }

    @usableFromInline
    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        lhs.isHorizontal == rhs.isHorizontal && lhs.builtin == rhs.builtin
            && lhs.id.map(ObjectIdentifier.init) == rhs.id.map(ObjectIdentifier.init)
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(isHorizontal)
        hasher.combine(builtin)
        hasher.combine(id.map(ObjectIdentifier.init))
    }

    /// Whether the guide's default is a fixed fraction of the view's size (an edge or the
    /// centre): such a guide needs no look at the view's content.
    var isGeometric: Bool {
        switch builtin {
        case .leading, .centerX, .trailing, .top, .centerY, .bottom: true
        default: false
        }
    }

    /// The edge or centre fraction of a geometric guide (0, ½, 1 of the size along its axis).
    var fraction: Double? {
        switch builtin {
        case .leading, .top: 0
        case .centerX, .centerY: 0.5
        case .trailing, .bottom: 1
        default: nil
        }
    }

    /// The key with leading and trailing swapped (a right-to-left layout's physical key).
    var mirrored: AlignmentKey {
        switch builtin {
        case .leading: AlignmentKey(.trailing)
        case .trailing: AlignmentKey(.leading)
        default: self
        }
    }
}

/// An alignment position along the horizontal axis, like SwiftUI's: the built-in guides
/// (``leading``, ``center``, ``trailing``) or a custom one made from an ``AlignmentID``.
/// Stacks, `ZStack`, `frame(alignment:)`, `overlay` and `background` line views up by it,
/// reading each view's explicit guides (`alignmentGuide(_:computeValue:)`).
public struct HorizontalAlignment: Hashable, Sendable {
    @usableFromInline let key: AlignmentKey

    @usableFromInline
    init(key: AlignmentKey) { self.key = key }

    /// A custom horizontal alignment identified by `id`.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(custom: id, horizontal: true)
    }

    /// At the leading edge (left in left-to-right layouts).
    public static let leading = HorizontalAlignment(key: AlignmentKey(.leading))
    /// Centred.
    public static let center = HorizontalAlignment(key: AlignmentKey(.centerX))
    /// At the trailing edge (right in left-to-right layouts).
    public static let trailing = HorizontalAlignment(key: AlignmentKey(.trailing))
}

/// An alignment position along the vertical axis, like SwiftUI's: the edges and centre, the
/// first and last text baselines, or a custom guide made from an ``AlignmentID``.
public struct VerticalAlignment: Hashable, Sendable {
    @usableFromInline let key: AlignmentKey

    @usableFromInline
    init(key: AlignmentKey) { self.key = key }

    /// A custom vertical alignment identified by `id`.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(custom: id, horizontal: false)
    }

    /// At the top.
    public static let top = VerticalAlignment(key: AlignmentKey(.top))
    /// Centred.
    public static let center = VerticalAlignment(key: AlignmentKey(.centerY))
    /// At the bottom.
    public static let bottom = VerticalAlignment(key: AlignmentKey(.bottom))
    /// The top-most text baseline in a view: a text's first line's baseline; a container's is
    /// the highest of its views' first baselines; a view without text has its bottom edge.
    public static let firstTextBaseline = VerticalAlignment(key: AlignmentKey(.firstTextBaseline))
    /// The bottom-most text baseline in a view: a text's last line's baseline; a container's
    /// is the lowest of its views' last baselines; a view without text has its bottom edge.
    public static let lastTextBaseline = VerticalAlignment(key: AlignmentKey(.lastTextBaseline))
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
    /// Leading edge, on the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Centred horizontally, on the first text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Trailing edge, on the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Leading edge, on the last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Centred horizontally, on the last text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Trailing edge, on the last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// A view's size and alignment guides, in its own coordinates (x from its leading edge, y from
/// its top), as SwiftUI hands them to `alignmentGuide(_:computeValue:)`
/// and to ``AlignmentID/defaultValue(in:)``.
public struct ViewDimensions: Sendable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    /// The explicit guides the view sets (physical: x from the left edge).
    let explicit: [(key: AlignmentKey, value: Double)]
    let firstBaseline: Double
    let lastBaseline: Double
    /// Whether the view is laid out right to left (its leading edge is on the right).
    let mirrored: Bool

    init(size: Size, explicit: [(key: AlignmentKey, value: Double)], firstBaseline: Double, lastBaseline: Double, mirrored: Bool) {
        width = CGFloat(size.width)
        height = CGFloat(size.height)
        self.explicit = explicit
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.mirrored = mirrored
    }

    /// The value of `guide` in the view: its explicit value if it sets one, else the guide's
    /// default (an edge, the centre, or a custom guide's ``AlignmentID/defaultValue(in:)``).
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? defaultValue(guide.key)
    }

    /// The value of `guide` in the view: its explicit value if it sets one, else the guide's
    /// default (an edge, the centre, a text baseline, or a custom guide's
    /// ``AlignmentID/defaultValue(in:)``).
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? defaultValue(guide.key)
    }

    /// The explicit value of `guide` the view sets, or nil.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        let physical = mirrored ? guide.key.mirrored : guide.key
        guard let value = explicit.first(where: { $0.key == physical })?.value else { return nil }
        return CGFloat(mirrored ? Double(width) - value : value)
    }

    /// The explicit value of `guide` the view sets, or nil.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicit.first(where: { $0.key == guide.key }).map { CGFloat($0.value) }
    }

    /// A guide's default value, in the view's own (leading-based) coordinates.
    private func defaultValue(_ key: AlignmentKey) -> CGFloat {
        switch key.builtin {
        case .leading, .top: return 0
        case .centerX: return width / 2
        case .trailing: return width
        case .centerY: return height / 2
        case .bottom: return height
        case .firstTextBaseline: return CGFloat(firstBaseline)
        case .lastTextBaseline: return CGFloat(lastBaseline)
        case nil: return key.id?.defaultValue(in: self) ?? 0
        }
    }
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
    /// The y offset of a child of height `child` in a box of height `container`, for the
    /// containers that read no guides (grid cells): a first baseline sits as the top, a last
    /// baseline as the bottom, a custom guide as the centre.
    func offset(child: Double, container: Double) -> Double {
        switch key.builtin {
        case .top, .firstTextBaseline: 0
        case .bottom, .lastTextBaseline: container - child
        default: (container - child) / 2
        }
    }
}
