import Foundation

/// One column of a ``LazyVGrid`` (or row of a ``LazyHGrid``), like SwiftUI's `GridItem`.
public struct GridItem: Sendable {
    /// How wide a column is (how tall a row).
    public enum Size: Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// An equal share of the room the fixed items leave, kept between the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns as fit in an equal share, each at least `minimum` wide.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's size.
    public var size: GridItem.Size
    /// The room after it, before the next item (nil: 8 points).
    public var spacing: CGFloat?
    /// Where a cell sits in its slot (nil: centred).
    public var alignment: Alignment?

    /// An item; by default a flexible one.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A grid that grows downwards, filling its columns row by row, like SwiftUI's `LazyVGrid`.
/// Still frame: every cell is laid out (nothing is lazy in a still frame).
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    @usableFromInline let entry: GridEntry
    @usableFromInline let content: Content

    /// A grid with these columns; `spacing` is between rows (nil: 8 points).
    @inlinable
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        entry = GridEntry(
            axis: .vertical, items: columns, spacing: spacing.map(Double.init),
            alignment: Alignment(horizontal: alignment, vertical: .center))
        self.content = content()
    }

    /// Adds a grid node over the content's views.
    @inlinable
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        tree.addContainer(.lazyGrid, payload: tree.store(view.entry), content: view.content)
    }
}

/// A grid that grows sideways, filling its rows column by column, like SwiftUI's `LazyHGrid`.
/// Still frame: every cell is laid out.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    @usableFromInline let entry: GridEntry
    @usableFromInline let content: Content

    /// A grid with these rows; `spacing` is between columns (nil: 8 points).
    @inlinable
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        entry = GridEntry(
            axis: .horizontal, items: rows, spacing: spacing.map(Double.init),
            alignment: Alignment(horizontal: .center, vertical: alignment))
        self.content = content()
    }

    /// Adds a grid node over the content's views.
    @inlinable
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        tree.addContainer(.lazyGrid, payload: tree.store(view.entry), content: view.content)
    }
}

/// Rows of cells in shared columns, like SwiftUI's `Grid`: each column as wide as its widest
/// cell, each row as tall as its tallest; a view that is not a ``GridRow`` spans every column.
public struct Grid<Content: View>: View, PrimitiveView {
    @usableFromInline let entry: GridEntry
    @usableFromInline let content: Content

    /// A grid; spacings nil are 8 points.
    @inlinable
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        entry = GridEntry(
            axis: .vertical, items: [], spacing: verticalSpacing.map(Double.init), alignment: alignment,
            crossSpacing: horizontalSpacing.map(Double.init))
        self.content = content()
    }

    /// Adds a grid node over the content's rows.
    @inlinable
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        tree.addContainer(.grid, payload: tree.store(view.entry), content: view.content)
    }
}

/// One row of a ``Grid``: its views are the row's cells, one per column.
public struct GridRow<Content: View>: View, PrimitiveView {
    @usableFromInline let alignment: VerticalAlignment?
    @usableFromInline let content: Content

    /// A row; `alignment` nil uses the grid's.
    @inlinable
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Adds a row node over the content's cells (its payload: the row's alignment, or -1).
    @inlinable
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        let payload = view.alignment.map { tree.store(Alignment(horizontal: .center, vertical: $0)) } ?? -1
        tree.addContainer(.gridRow, payload: payload, content: view.content)
    }
}

/// A grid's items, spacing and alignment, as the view gives them.
@usableFromInline
struct GridEntry {
    var axis: Axis
    var items: [GridItem]
    var spacing: Double?
    var alignment: Alignment
    var crossSpacing: Double?

    @usableFromInline
    init(axis: Axis, items: [GridItem], spacing: Double?, alignment: Alignment, crossSpacing: Double? = nil) {
        self.axis = axis
        self.items = items
        self.spacing = spacing
        self.alignment = alignment
        self.crossSpacing = crossSpacing
    }
}

/// A grid's entry with its alignments made physical.
struct GridLayout {
    /// The axis the grid grows along (vertical for ``LazyVGrid`` and ``Grid``).
    var axis: Axis
    var tracks: [GridTrack]
    /// The room between lines (rows of a vertical grid).
    var spacing: Double
    /// The room between a ``Grid``'s columns.
    var crossSpacing: Double
    var alignment: PhysicalAlignment
}

/// One resolved ``GridItem``.
struct GridTrack {
    enum Kind {
        case fixed, flexible, adaptive
    }

    var kind: Kind
    var minimum: Double
    var maximum: Double
    var spacing: Double
    var alignment: PhysicalAlignment
}

extension _ViewLowering {
    /// Stores a grid with its alignments resolved in the current layout direction.
    @usableFromInline
    mutating func store(_ entry: GridEntry) -> Int32 {
        let direction = environment.layoutDirection
        let tracks = entry.items.map { item -> GridTrack in
            let alignment = (item.alignment ?? .center).resolved(in: direction)
            let spacing = item.spacing.map(Double.init) ?? StackEntry.defaultSpacing
            switch item.size {
            case .fixed(let length):
                let length = max(0, Double(length))
                return GridTrack(kind: .fixed, minimum: length, maximum: length, spacing: spacing, alignment: alignment)
            case .flexible(let minimum, let maximum):
                let minimum = max(0, Double(minimum))
                return GridTrack(
                    kind: .flexible, minimum: minimum, maximum: max(minimum, Double(maximum)), spacing: spacing, alignment: alignment)
            case .adaptive(let minimum, let maximum):
                let minimum = max(1, Double(minimum))
                return GridTrack(
                    kind: .adaptive, minimum: minimum, maximum: max(minimum, Double(maximum)), spacing: spacing, alignment: alignment)
            }
        }
        return tree.store(
            GridLayout(
                axis: entry.axis, tracks: tracks, spacing: entry.spacing ?? StackEntry.defaultSpacing,
                crossSpacing: entry.crossSpacing ?? StackEntry.defaultSpacing, alignment: entry.alignment.resolved(in: direction)))
    }
}

/// Where a grid's cells go: the tracks across it (columns of a vertical grid) and the lines
/// along it, each as a start and a length.
struct GridLines {
    var trackStarts: [Double] = []
    var trackLengths: [Double] = []
    var trackAlignments: [PhysicalAlignment] = []
    var lineStarts: [Double] = []
    var lineLengths: [Double] = []
    /// The grid's size along its axis (`main`) and across it (`cross`).
    var main = 0.0
    var cross = 0.0
    var axis: Axis = .vertical

    var size: Size { Size.make(axis, main: main, cross: cross) }

    /// The rectangle of the cell at `track`, `line` inside a grid placed at `origin`.
    func cell(track: Int, line: Int, origin: Point, trackSpan: Int = 1) -> Rect {
        let crossStart = trackStarts[track]
        let last = min(trackStarts.count - 1, track + trackSpan - 1)
        let crossLength = trackStarts[last] + trackLengths[last] - crossStart
        switch axis {
        case .vertical:
            return Rect(x: origin.x + crossStart, y: origin.y + lineStarts[line], width: crossLength, height: lineLengths[line])
        case .horizontal:
            return Rect(x: origin.x + lineStarts[line], y: origin.y + crossStart, width: lineLengths[line], height: crossLength)
        }
    }

    /// Sets the lines' starts from their lengths and the grid's length along its axis.
    mutating func finishLines(spacing: Double) {
        var cursor = 0.0
        lineStarts = lineLengths.map { length in
            defer { cursor += length + spacing }
            return cursor
        }
        main = max(0, cursor - (lineLengths.isEmpty ? 0 : spacing))
    }

    /// Sets the tracks' starts from their lengths and gaps, and the grid's length across.
    mutating func finishTracks(gaps: [Double]) {
        var cursor = 0.0
        trackStarts = trackLengths.indices.map { index in
            defer { cursor += trackLengths[index] + (index < gaps.count ? gaps[index] : 0) }
            return cursor
        }
        cross = trackLengths.indices.last.map { trackStarts[$0] + trackLengths[$0] } ?? 0
    }
}

extension LayoutPass {
    /// A lazy grid's tracks and lines for a proposal: fixed items take their size, flexible
    /// and adaptive items share what is left in order (an adaptive item makes as many tracks
    /// of at least its minimum as fit its share); each line is as long as its longest cell.
    mutating func lazyGridLayout(_ node: Int, _ proposal: ProposedSize) -> GridLines {
        let grid = tree.grids[Int(tree.payloads[node])]
        let crossAxis: Axis = grid.axis == .vertical ? .horizontal : .vertical
        var lines = GridLines(axis: grid.axis)
        var gaps: [Double] = []
        resolveTracks(grid.tracks, length: finite(proposal.along(crossAxis)), into: &lines, gaps: &gaps)
        lines.finishTracks(gaps: gaps)
        let count = max(1, lines.trackLengths.count)
        for (index, child) in tree.childRange(node).enumerated() {
            let track = index % count
            let cross = lines.trackLengths.isEmpty ? nil : lines.trackLengths[track]
            let size = size(Int(tree.children[child]), ProposedSize.make(grid.axis, main: nil, cross: cross))
            if track == 0 { lines.lineLengths.append(0) }
            lines.lineLengths[lines.lineLengths.count - 1] = max(lines.lineLengths[lines.lineLengths.count - 1], size.along(grid.axis))
        }
        lines.finishLines(spacing: grid.spacing)
        return lines
    }

    private func resolveTracks(_ tracks: [GridTrack], length: Double?, into lines: inout GridLines, gaps: inout [Double]) {
        let spacing = tracks.dropLast().reduce(0) { $0 + $1.spacing }
        let fixed = tracks.reduce(0) { $0 + ($1.kind == .fixed ? $1.minimum : 0) }
        var remaining = (length ?? 0) - spacing - fixed
        var sharing = tracks.filter { $0.kind != .fixed }.count
        for track in tracks {
            let share = sharing > 0 ? max(0, remaining / Double(sharing)) : 0
            var made: [Double]
            switch track.kind {
            case .fixed:
                made = [track.minimum]
            case .flexible:
                made = [length == nil ? track.minimum : Self.clamp(share, track.minimum, track.maximum)]
            case .adaptive:
                let fit = length == nil ? 1 : max(1, Int(((share + track.spacing) / (track.minimum + track.spacing)).rounded(.down)))
                let each = length == nil ? track.minimum
                    : Self.clamp((share - Double(fit - 1) * track.spacing) / Double(fit), track.minimum, track.maximum)
                made = Array(repeating: each, count: fit)
            }
            if track.kind != .fixed {
                sharing -= 1
                remaining -= made.reduce(0, +) + Double(made.count - 1) * track.spacing
            }
            for (index, value) in made.enumerated() {
                lines.trackLengths.append(value)
                lines.trackAlignments.append(track.alignment)
                if index < made.count - 1 { gaps.append(track.spacing) }
            }
            gaps.append(track.spacing)
        }
    }

    /// A ``Grid``'s columns and rows for a proposal: each column as wide as its widest cell's
    /// ideal width, the room left (or missing) shared among the columns whose cells grow (or
    /// shrink), each row as tall as its tallest cell at its column's width.
    mutating func gridLayout(_ node: Int, _ proposal: ProposedSize) -> GridLines {
        let grid = tree.grids[Int(tree.payloads[node])]
        var lines = GridLines(axis: .vertical)
        var growing: [Bool] = []
        var shrinking: [Bool] = []
        for row in tree.childRange(node) {
            let row = Int(tree.children[row])
            guard tree.kinds[row] == .gridRow else { continue }
            for (column, cell) in tree.childRange(row).enumerated() {
                let cell = Int(tree.children[cell])
                if column == lines.trackLengths.count {
                    lines.trackLengths.append(0)
                    growing.append(false)
                    shrinking.append(false)
                }
                lines.trackLengths[column] = max(lines.trackLengths[column], size(cell, .unspecified).width)
                growing[column] = growing[column] || tree.isGrowable(cell, .horizontal)
                shrinking[column] = shrinking[column] || tree.isShrinkable(cell, .horizontal)
            }
        }
        let gaps = Array(repeating: grid.crossSpacing, count: max(0, lines.trackLengths.count - 1))
        if let width = finite(proposal.width), !lines.trackLengths.isEmpty {
            let extra = width - lines.trackLengths.reduce(0, +) - gaps.reduce(0, +)
            let flags = extra > 0 ? growing : shrinking
            let count = flags.filter { $0 }.count
            if count > 0 {
                for column in flags.indices where flags[column] {
                    lines.trackLengths[column] = max(0, lines.trackLengths[column] + extra / Double(count))
                }
            }
        }
        lines.trackAlignments = Array(repeating: grid.alignment, count: lines.trackLengths.count)
        lines.finishTracks(gaps: gaps)
        for row in tree.childRange(node) {
            let row = Int(tree.children[row])
            var height = 0.0
            if tree.kinds[row] == .gridRow {
                for (column, cell) in tree.childRange(row).enumerated() {
                    height = max(height, size(Int(tree.children[cell]), ProposedSize(width: lines.trackLengths[column], height: nil)).height)
                }
            } else {
                height = size(row, ProposedSize(width: lines.cross, height: nil)).height
            }
            lines.lineLengths.append(height)
        }
        lines.finishLines(spacing: grid.spacing)
        return lines
    }

    /// Places a lazy grid's cells in their slots.
    mutating func placeLazyGrid(_ node: Int, _ proposal: ProposedSize, in rect: Rect) {
        let grid = tree.grids[Int(tree.payloads[node])]
        let lines = lazyGridLayout(node, proposal)
        let block = grid.alignment.place(lines.size, in: rect)
        let count = max(1, lines.trackLengths.count)
        for (index, child) in tree.childRange(node).enumerated() {
            guard !lines.trackLengths.isEmpty else { break }
            let child = Int(tree.children[child])
            let (track, line) = (index % count, index / count)
            let slot = lines.cell(track: track, line: line, origin: block.origin)
            let childProposal = ProposedSize.make(grid.axis, main: nil, cross: lines.trackLengths[track])
            place(child, childProposal, in: lines.trackAlignments[track].place(size(child, childProposal), in: slot))
        }
    }

    /// Places a ``Grid``'s rows: cells in their column's slot, spanning views across all.
    mutating func placeGrid(_ node: Int, _ proposal: ProposedSize, in rect: Rect) {
        let grid = tree.grids[Int(tree.payloads[node])]
        let lines = gridLayout(node, proposal)
        let block = PhysicalAlignment.center.place(lines.size, in: rect)
        for (line, row) in tree.childRange(node).enumerated() {
            let row = Int(tree.children[row])
            guard tree.kinds[row] == .gridRow, !lines.trackLengths.isEmpty else {
                let childProposal = ProposedSize(width: lines.cross, height: nil)
                let slot = Rect(x: block.minX, y: block.minY + lines.lineStarts[line], width: lines.cross, height: lines.lineLengths[line])
                place(row, childProposal, in: grid.alignment.place(size(row, childProposal), in: slot))
                continue
            }
            var alignment = grid.alignment
            if tree.payloads[row] >= 0 { alignment.vertical = tree.alignments[Int(tree.payloads[row])].vertical }
            for (column, cell) in tree.childRange(row).enumerated() {
                let cell = Int(tree.children[cell])
                let childProposal = ProposedSize(width: lines.trackLengths[column], height: nil)
                let slot = lines.cell(track: column, line: line, origin: block.origin)
                place(cell, childProposal, in: alignment.place(size(cell, childProposal), in: slot))
            }
        }
    }

    /// Places a ``GridRow`` used outside a grid: its cells side by side at their ideal sizes.
    mutating func placeLoneGridRow(_ node: Int, in rect: Rect) {
        var x = rect.minX
        for child in tree.childRange(node) {
            let child = Int(tree.children[child])
            let size = size(child, .unspecified)
            place(child, .unspecified, in: PhysicalAlignment.center.place(size, in: Rect(x: x, y: rect.minY, width: size.width, height: rect.height)))
            x += size.width
        }
    }
}
