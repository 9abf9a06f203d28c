import Foundation

/// A container that takes the whole size it is offered and builds its content from that
/// size, like SwiftUI's `GeometryReader`; the content is placed at its top-leading corner
/// (several views are stacked there, as in a ``ZStack``).
///
/// Still frame: the content is built once, when the reader has been placed, from its final
/// size and frame. Offered no size (in a scroll view's unlimited height), it is 10 points
/// long, as in SwiftUI.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    @usableFromInline let content: (GeometryProxy) -> Content

    /// A reader whose content is made from its geometry.
    @inlinable
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// Adds a reader node; its content is lowered when the node is placed.
    @inlinable
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        let content = view.content
        let entry = GeometryEntry(environment: tree.environment) { proxy, lowering in
            lowering.lowerSingle(ZStack(alignment: .topLeading) { content(proxy) })
        }
        tree.addLeaf(.geometry, payload: tree.store(entry))
    }
}

/// The size and frame of a ``GeometryReader``, handed to its content, like SwiftUI's
/// `GeometryProxy`.
public struct GeometryProxy {
    /// The reader's frame on the canvas.
    let canvasFrame: Rect
    /// The named coordinate spaces around the reader, innermost last.
    let spaces: [NamedFrame]

    /// The reader's size.
    public var size: CGSize { CGSize(width: canvasFrame.width, height: canvasFrame.height) }

    /// How far the device's unsafe areas (status bar, sensor housing, home indicator) reach
    /// into the reader's frame on each edge: zero for a reader inside the safe area.
    public let safeAreaInsets: EdgeInsets

    init(frame: Rect, canvas: Canvas, spaces: [NamedFrame]) {
        canvasFrame = frame
        self.spaces = spaces
        let safe = canvas.safeArea
        func inset(_ value: Double, _ limit: Double) -> Double { min(max(0, value), limit) }
        safeAreaInsets = EdgeInsets(
            top: inset(safe.top - frame.minY, frame.height),
            leading: inset(safe.leading - frame.minX, frame.width),
            bottom: inset(frame.maxY - (canvas.size.height - safe.bottom), frame.height),
            trailing: inset(frame.maxX - (canvas.size.width - safe.trailing), frame.width))
    }

    /// The reader's frame in a coordinate space: `.global` is the screen, `.local` the reader
    /// itself (origin zero), `.named(name)` the view given that name with `coordinateSpace`
    /// (the screen when no view around has it).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let origin: Point
        switch coordinateSpace {
        case .global: origin = .zero
        case .local: origin = canvasFrame.origin
        case .named(let name):
            let key = NamedFrame.key(name)
            origin = spaces.last { $0.name == key }?.frame.origin ?? .zero
        }
        return CGRect(
            x: canvasFrame.minX - origin.x, y: canvasFrame.minY - origin.y, width: canvasFrame.width,
            height: canvasFrame.height)
    }
}

/// A coordinate system a frame is measured in, like SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The screen's.
    case global
    /// The view's own: its top-leading corner is the origin.
    case local
    /// That of the view given this name with `coordinateSpace(name:)`.
    case named(AnyHashable)
}

/// A named coordinate space as iOS 17 writes it (`.coordinateSpace(.named("scroll"))`).
public struct NamedCoordinateSpace: Hashable, @unchecked Sendable {
    let space: CoordinateSpace

    /// The space of the view given `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(space: .named(AnyHashable(name)))
    }

    /// The screen's space.
    public static var global: NamedCoordinateSpace { NamedCoordinateSpace(space: .global) }
    /// The view's own space.
    public static var local: NamedCoordinateSpace { NamedCoordinateSpace(space: .local) }
}

/// The frame of a view that names a coordinate space, as placement records it.
struct NamedFrame {
    var name: String
    var frame: Rect

    /// The key a name is stored under.
    static func key(_ name: AnyHashable) -> String { String(describing: name.base) }
}

/// What a ``GeometryReader`` lowers its content with: the environment it was lowered in and
/// the content made from its proxy.
@usableFromInline
struct GeometryEntry {
    let environment: EnvironmentValues
    let content: (GeometryProxy, inout _ViewLowering) -> Int32
    /// Where the values its content sets are kept for the next layout.
    var reader: ReaderSlot?

    @usableFromInline
    init(environment: EnvironmentValues, content: @escaping (GeometryProxy, inout _ViewLowering) -> Int32) {
        self.environment = environment
        self.content = content
    }
}

extension _ViewLowering {
    /// Stores a geometry reader's entry with its scope, and records in its place the
    /// preference values its content set in the last layout.
    @usableFromInline
    mutating func store(_ entry: GeometryEntry) -> Int32 {
        var entry = entry
        let type = ObjectIdentifier(GeometryEntry.self)
        let reader =
            if let outer = traits.enclosingReader {
                ReaderSlot(graph: outer.graph, scope: outer.graph.scope(parent: outer.scope, type: type))
            } else {
                ReaderSlot(graph: graph, scope: scope(for: GeometryEntry.self))
            }
        if let values = reader.graph.readerPreferences(reader.scope) { traits.preferences.append(values) }
        entry.reader = reader
        return tree.store(entry)
    }
}

/// Names the frame of the content as a coordinate space (`coordinateSpace(name:)`).
public struct _CoordinateSpaceLayout: _LayoutModifier {
    @usableFromInline let name: String

    @usableFromInline
    init(name: AnyHashable) {
        self.name = NamedFrame.key(name)
    }

    /// Lowers `content` with the modifier applied.
    @inlinable
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        tree.addWrapper(.coordinateSpace, payload: tree.tree.store(id: modifier.name), content: content)
    }
}

extension View {
    /// Names the view's frame as a coordinate space that a ``GeometryProxy`` inside can measure
    /// frames in (`proxy.frame(in: .named(name))`).
    @inlinable
    public consuming func coordinateSpace(name: some Hashable) -> ModifiedContent<Self, _CoordinateSpaceLayout> {
        modifier(_CoordinateSpaceLayout(name: AnyHashable(name)))
    }

    /// Names the view's frame as a coordinate space (`.coordinateSpace(.named("scroll"))`).
    @inlinable
    public consuming func coordinateSpace(_ space: NamedCoordinateSpace) -> ModifiedContent<Self, _CoordinateSpaceLayout> {
        modifier(_CoordinateSpaceLayout(name: space.name))
    }
}

extension NamedCoordinateSpace {
    /// The name of a named space (a placeholder for the others, which name no view).
    @usableFromInline
    var name: AnyHashable {
        if case .named(let name) = space { return name }
        return AnyHashable("\(space)")
    }
}

extension LayoutPass {
    /// Lowers a geometry reader's content from the frame it was placed in and places it at
    /// the frame's top-leading corner, offered the frame's size.
    mutating func placeGeometry(_ index: Int, in rect: Rect) {
        let entry = tree.geometries[index]
        let proxy = GeometryProxy(frame: rect, canvas: entry.environment.canvas, spaces: output.coordinateSpaces)
        var lowering = _ViewLowering(nestedIn: entry.environment)
        lowering.traits.enclosingReader = entry.reader
        let root = Int(entry.content(proxy, &lowering))
        if let reader = entry.reader, !lowering.traits.preferences.isEmpty {
            reader.graph.collectPreferences(lowering.traits.preferences, reader: reader.scope)
        }
        var pass = LayoutPass(tree: lowering.tree, measurer: measurer, reservingOutput: false)
        swap(&pass.output, &output)
        let proposal = ProposedSize(rect.size)
        let size = pass.size(root, proposal)
        pass.place(root, proposal, in: Rect(origin: rect.origin, size: size))
        swap(&pass.output, &output)
    }
}
