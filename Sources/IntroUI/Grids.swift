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
/// cell, each row as tall as its tallest, the room left shared by the columns and rows whose
/// cells are flexible; a view that is not a ``GridRow`` spans every column (a `Divider` there
/// widens the grid to what it is offered, unless it has `gridCellUnsizedAxes(.horizontal)`).
/// Cells span columns with `gridCellColumns(_:)`, sit by `gridCellAnchor(_:)` and
/// `gridColumnAlignment(_:)`.
///
/// Still frame: every cell is laid out and drawn.
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

    /// Adds a grid node over the content's rows; a `Divider` in it is a horizontal line, as in
    /// a vertical stack.
    @inlinable
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        let saved = tree.stackAxis
        tree.stackAxis = .vertical
        tree.addContainer(.grid, payload: tree.store(view.entry), content: view.content)
        tree.stackAxis = saved
    }
}

/// One row of a ``Grid``: its views are the row's cells, one per column. A row aligned on a
/// text baseline or a custom guide lines its cells up on it as an ``HStack`` does, and is tall
/// enough to hold every cell's part above the shared guide and below it.
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

/// What a view says about the ``Grid`` cell it is (`gridCellColumns`, `gridCellUnsizedAxes`,
/// `gridCellAnchor`, `gridColumnAlignment`), recorded on its node in the layout tree and read
/// through the modifiers around it, as SwiftUI's layout traits are.
struct GridCellTraits {
    /// How many columns the cell spans (nil: one).
    var columns: Int?
    /// The axes along which the cell neither sizes its row or column nor asks for a share of
    /// the grid's room (nil: none).
    var unsizedAxes: Axis.Set?
    /// Where in its cell the view sits, x measured from the left edge (nil: the alignments').
    var anchor: UnitPoint?
    /// The horizontal guide of the cell's whole column, physical (nil: the grid's).
    var columnAlignment: AlignmentKey?

    /// The cell spans this many columns (at least one).
    var span: Int { max(1, columns ?? 1) }

    /// Whether the cell leaves `axis` to its row or column.
    func isUnsized(_ axis: Axis) -> Bool { unsizedAxes?.contains(axis == .horizontal ? .horizontal : .vertical) ?? false }

    /// The ways of growing and shrinking the cell hides from its grid.
    var hiddenFlags: NodeFlags {
        var flags = NodeFlags()
        if isUnsized(.horizontal) { flags.formUnion([.growsHorizontally, .shrinksHorizontally]) }
        if isUnsized(.vertical) { flags.formUnion([.growsVertically, .shrinksVertically]) }
        return flags
    }

    /// These traits, with those they leave unset taken from `outer`.
    func filling(from outer: GridCellTraits) -> GridCellTraits {
        GridCellTraits(
            columns: columns ?? outer.columns, unsizedAxes: unsizedAxes ?? outer.unsizedAxes, anchor: anchor ?? outer.anchor,
            columnAlignment: columnAlignment ?? outer.columnAlignment)
    }
}

/// A ``Grid`` cell's traits as a modifier gives them, before the layout direction applies.
public struct _GridCellModifier: _LayoutModifier {
    var columns: Int?
    var unsizedAxes: Axis.Set?
    var anchor: UnitPoint?
    var columnAlignment: HorizontalAlignment?

    /// Lowers `content` and records the traits on its node (those set closer to the view win).
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        let direction = tree.environment.layoutDirection
        let anchor = modifier.anchor.map { UnitPoint(x: direction == .rightToLeft ? 1 - $0.x : $0.x, y: $0.y) }
        let traits = GridCellTraits(
            columns: modifier.columns, unsizedAxes: modifier.unsizedAxes, anchor: anchor,
            columnAlignment: modifier.columnAlignment?.physicalKey(in: direction))
        let node = tree.lowerSingle(content)
        tree.tree.gridCells[node] = tree.tree.gridCell(Int(node)).filling(from: traits)
        tree.adopt(node)
    }
}

extension View {
    /// Makes the view, a cell of a ``GridRow``, span `count` columns of its ``Grid``: it is
    /// offered the width of those columns and the room between them, and the cells after it
    /// start after them; a cell wider than its columns widens them equally.
    ///
    /// Still frame: drawn across its columns.
    public consuming func gridCellColumns(_ count: Int) -> ModifiedContent<Self, _GridCellModifier> {
        modifier(_GridCellModifier(columns: max(1, count)))
    }

    /// Keeps a flexible cell (a `Divider`, a `Color`, a `Spacer`) from sizing its ``Grid``'s
    /// column (`.horizontal`) or row (`.vertical`) and from asking for a share of the grid's
    /// room along those axes: the cell takes the width of its column and the height of its row
    /// as the other cells make them.
    ///
    /// Still frame: drawn at the size of its cell.
    public consuming func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedContent<Self, _GridCellModifier> {
        modifier(_GridCellModifier(unsizedAxes: axes))
    }

    /// Places the view in its ``Grid`` cell by `anchor` instead of the grid's, row's and
    /// column's alignments: the point `anchor` of the view sits on the point `anchor` of the
    /// cell (`.topLeading` puts it in the cell's top-leading corner).
    ///
    /// Still frame: drawn at that place of its cell.
    public consuming func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedContent<Self, _GridCellModifier> {
        modifier(_GridCellModifier(anchor: anchor))
    }

    /// Aligns every cell of the view's ``Grid`` column horizontally by `guide`, instead of the
    /// grid's alignment (the first such view of a column, from the top, sets it).
    ///
    /// Still frame: the column's cells drawn at that edge or centre of their cells.
    public consuming func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedContent<Self, _GridCellModifier> {
        modifier(_GridCellModifier(columnAlignment: guide))
    }
}

extension LayoutTree {
    /// The grid cell traits of `node`, or of the view it wraps (none set: all nil).
    func gridCell(_ node: Int) -> GridCellTraits {
        guard !gridCells.isEmpty else { return GridCellTraits() }
        var node = node
        while true {
            if let traits = gridCells[Int32(node)] { return traits }
            guard kinds[node].wrapsContent else { return GridCellTraits() }
            node = child(node)
        }
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
    /// Whether the grid is laid out right to left: its first column (or line of a horizontal
    /// grid) at the right edge.
    var mirrored = false

    var size: Size { Size.make(axis, main: main, cross: cross) }

    /// The rectangle of the cell at `track`, `line` inside a grid placed at `origin`.
    func cell(track: Int, line: Int, origin: Point, trackSpan: Int = 1) -> Rect {
        let crossStart = trackStarts[track]
        let crossLength = span(from: track, count: trackSpan)
        switch axis {
        case .vertical:
            let x = mirrored ? cross - crossStart - crossLength : crossStart
            return Rect(x: origin.x + x, y: origin.y + lineStarts[line], width: crossLength, height: lineLengths[line])
        case .horizontal:
            let x = mirrored ? main - lineStarts[line] - lineLengths[line] : lineStarts[line]
            return Rect(x: origin.x + x, y: origin.y + crossStart, width: lineLengths[line], height: crossLength)
        }
    }

    /// The length across `count` tracks from `track`, with the room between them.
    func span(from track: Int, count: Int) -> Double {
        guard track < trackStarts.count else { return 0 }
        let last = min(trackStarts.count - 1, track + count - 1)
        return trackStarts[last] + trackLengths[last] - trackStarts[track]
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

/// One cell of a ``Grid`` as the grid lays it out: its node, first column, span and traits.
struct GridCell {
    var node: Int
    var column: Int
    var span: Int
    var traits: GridCellTraits
}

/// One line of a ``Grid``: a row's cells, or the one cell of a view across every column.
struct GridLine {
    var cells: [GridCell]
    /// The ``GridRow`` node (-1: a view that is not a row).
    var row: Int
}

extension LayoutPass {
    /// A lazy grid's tracks and lines for a proposal: fixed items take their size, flexible
    /// and adaptive items share what is left in order (an adaptive item makes as many tracks
    /// of at least its minimum as fit its share); each line is as long as its longest cell.
    mutating func lazyGridLayout(_ node: Int, _ proposal: ProposedSize) -> GridLines {
        let grid = tree.grids[Int(tree.payloads[node])]
        let crossAxis: Axis = grid.axis == .vertical ? .horizontal : .vertical
        var lines = GridLines(axis: grid.axis, mirrored: grid.alignment.mirrored)
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

    /// A ``Grid``'s rows as cells: a ``GridRow``'s cells one after another, each spanning its
    /// `gridCellColumns`, and a view that is not a row one cell across every column; and the
    /// number of columns, that of the row spanning the most.
    private func gridLines(_ node: Int) -> (lines: [GridLine], columns: Int) {
        var lines: [GridLine] = []
        var columns = 0
        for row in tree.childRange(node) {
            let row = Int(tree.children[row])
            guard tree.kinds[row] == .gridRow else {
                lines.append(GridLine(cells: [GridCell(node: row, column: 0, span: 0, traits: tree.gridCell(row))], row: -1))
                continue
            }
            var column = 0
            let cells = tree.childRange(row).map { child -> GridCell in
                let cell = Int(tree.children[child])
                let traits = tree.gridCell(cell)
                defer { column += traits.span }
                return GridCell(node: cell, column: column, span: traits.span, traits: traits)
            }
            columns = max(columns, column)
            lines.append(GridLine(cells: cells, row: row))
        }
        if columns == 0, !lines.isEmpty { columns = 1 }
        for index in lines.indices where lines[index].row < 0 { lines[index].cells[0].span = columns }
        return (lines, columns)
    }

    /// A ``Grid``'s columns and rows for a proposal: the columns share the width as a horizontal
    /// stack's views do, each as wide as its widest one-column cell at what it is offered (a
    /// cell spanning columns then widens them equally where they are narrower than it); each row
    /// as tall as its tallest cell at its columns' width, the height left shared among the rows
    /// whose cells grow. A cell's unsized axes (`gridCellUnsizedAxes`) take no part in this.
    mutating func gridLayout(_ node: Int, _ proposal: ProposedSize) -> GridLines {
        let grid = tree.grids[Int(tree.payloads[node])]
        let (rows, columns) = gridLines(node)
        let cells = rows.flatMap(\.cells)
        var lines = GridLines(axis: .vertical, mirrored: grid.alignment.mirrored)
        let gaps = Array(repeating: grid.crossSpacing, count: max(0, columns - 1))
        let sized = cells.filter { !$0.traits.isUnsized(.horizontal) }
        let single = sized.filter { $0.span == 1 }
        lines.trackLengths = (0..<columns).map { columnWidth($0, of: single, offered: nil) }
        let available = finite(proposal.width).map { $0 - gaps.reduce(0, +) }
        if let available, columns > 0 {
            shareColumns(&lines.trackLengths, of: single, available: available)
        }
        // A cell across columns widens them equally where they are narrower than it, offered
        // its columns and what the grid's proposal leaves (a Divider across the grid takes it all).
        for cell in sized where cell.span > 1 {
            let range = cell.column..<min(columns, cell.column + cell.span)
            let current = range.reduce(0) { $0 + lines.trackLengths[$1] } + grid.crossSpacing * Double(range.count - 1)
            let left = available.map { max(0, $0 - lines.trackLengths.reduce(0, +)) }
            let needed = size(cell.node, ProposedSize(width: left.map { current + $0 }, height: nil)).width
            if needed > current {
                for column in range { lines.trackLengths[column] += (needed - current) / Double(range.count) }
            }
        }
        lines.trackAlignments = Array(repeating: grid.alignment, count: columns)
        lines.finishTracks(gaps: gaps)
        var growingRows: [Bool] = []
        for row in rows {
            var height = 0.0
            var grows = false
            func proposal(_ cell: GridCell) -> ProposedSize { ProposedSize(width: lines.span(from: cell.column, count: cell.span), height: nil) }
            for cell in row.cells where !cell.traits.isUnsized(.vertical) {
                height = max(height, size(cell.node, proposal(cell)).height)
                grows = grows || tree.isGrowable(cell.node, .vertical)
            }
            let alignment = rowAlignment(row, of: grid)
            if rowReadsGuides(row, alignment) {
                height = max(height, lineUpRow(row, alignment, proposal: proposal).length)
            }
            lines.lineLengths.append(height)
            growingRows.append(grows)
        }
        if let height = finite(proposal.height), !rows.isEmpty {
            let extra = height - lines.lineLengths.reduce(0, +) - grid.spacing * Double(rows.count - 1)
            if extra > 0 { Self.share(extra, among: growingRows, of: &lines.lineLengths) }
        }
        lines.finishLines(spacing: grid.spacing)
        return lines
    }

    /// Adds an equal part of `extra` to each length whose flag is set.
    private static func share(_ extra: Double, among flags: [Bool], of lengths: inout [Double]) {
        let count = flags.filter { $0 }.count
        guard count > 0 else { return }
        for index in flags.indices where flags[index] {
            lengths[index] = max(0, lengths[index] + extra / Double(count))
        }
    }

    /// How wide `column` is when its one-column cells are offered `offered` (nil: their ideal
    /// widths): as its widest cell.
    private mutating func columnWidth(_ column: Int, of cells: [GridCell], offered: Double?) -> Double {
        var width = 0.0
        for cell in cells where cell.column == column {
            width = max(width, size(cell.node, ProposedSize(width: offered, height: nil)).width)
        }
        return width
    }

    /// Shares `available` among the columns as SwiftUI's horizontal stack shares its width:
    /// the least flexible column first (the one whose cells' widths vary least between an offer
    /// of nothing and their ideal; a column with a cell that grows is the most flexible), each
    /// offered an equal part of what the columns before it left, and as wide as its widest cell
    /// at that offer (so columns of equally flexible cells end equal, whatever their ideals).
    private mutating func shareColumns(_ widths: inout [Double], of cells: [GridCell], available: Double) {
        var flexibility: [Double] = []
        for column in widths.indices {
            let grows = cells.contains { $0.column == column && tree.isGrowable($0.node, .horizontal) }
            flexibility.append(grows ? .infinity : widths[column] - columnWidth(column, of: cells, offered: 0))
        }
        let order = widths.indices.sorted { flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1) }
        var left = available
        for (position, column) in order.enumerated() {
            widths[column] = columnWidth(column, of: cells, offered: max(0, left / Double(order.count - position)))
            left -= widths[column]
        }
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

    /// Places a ``Grid``'s cells, each offered its cell (its columns' width, its row's height)
    /// and put there by its anchor, else by its column's alignment (`gridColumnAlignment`, one
    /// column cells only), its row's vertical alignment and the grid's alignment.
    mutating func placeGrid(_ node: Int, _ proposal: ProposedSize, in rect: Rect) {
        let grid = tree.grids[Int(tree.payloads[node])]
        let lines = gridLayout(node, proposal)
        let (rows, columns) = gridLines(node)
        var columnGuides = [AlignmentKey?](repeating: nil, count: columns)
        for cell in rows.flatMap(\.cells) where cell.span == 1 && columnGuides[cell.column] == nil {
            columnGuides[cell.column] = cell.traits.columnAlignment
        }
        let block = PhysicalAlignment.center.place(lines.size, in: rect)
        for (line, row) in rows.enumerated() {
            let alignment = rowAlignment(row, of: grid)
            func cellRect(_ cell: GridCell) -> Rect { lines.cell(track: cell.column, line: line, origin: block.origin, trackSpan: cell.span) }
            func proposal(_ cell: GridCell) -> ProposedSize { ProposedSize(cellRect(cell).size) }
            var linedUp: (tops: [Double?], length: Double)?
            if rowReadsGuides(row, alignment) { linedUp = lineUpRow(row, alignment, proposal: proposal) }
            for (index, cell) in row.cells.enumerated() {
                let slot = cellRect(cell)
                let cellProposal = ProposedSize(slot.size)
                let size = size(cell.node, cellProposal)
                var frame: Rect
                if let anchor = cell.traits.anchor {
                    frame = Rect(
                        x: slot.minX + (slot.width - size.width) * anchor.x, y: slot.minY + (slot.height - size.height) * anchor.y,
                        width: size.width, height: size.height)
                } else {
                    var cellAlignment = alignment
                    if cell.span == 1, let guide = columnGuides[cell.column] { cellAlignment.horizontalKey = guide }
                    frame = cellAlignment.place(size, in: slot)
                    if let linedUp, let top = linedUp.tops[index] {
                        frame.origin.y = slot.minY + (slot.height - linedUp.length) * Self.rowGuideFraction(alignment.verticalKey) + top
                    }
                }
                place(cell.node, cellProposal, in: frame)
            }
        }
    }

    /// The alignment of a ``Grid``'s line: the grid's, with its ``GridRow``'s vertical one.
    private func rowAlignment(_ row: GridLine, of grid: GridLayout) -> PhysicalAlignment {
        var alignment = grid.alignment
        if row.row >= 0, tree.payloads[row.row] >= 0 { alignment.vertical = tree.alignments[Int(tree.payloads[row.row])].vertical }
        return alignment
    }

    /// Whether a row lines its cells up on their values of its vertical guide (a text
    /// baseline, a custom guide, or a cell that sets guides), as a horizontal stack does.
    private func rowReadsGuides(_ row: GridLine, _ alignment: PhysicalAlignment) -> Bool {
        !alignment.verticalKey.isGeometric || row.cells.contains { tree.flags[$0.node].contains(.hasGuides) }
    }

    /// A row's cells lined up on its vertical guide, each offered `proposal`: the top of each
    /// cell the guide places (nil: a cell with an anchor or unsized vertically, placed in its
    /// cell instead) from the top of the lined-up cells, and their height — the largest value
    /// of the guide plus the largest remainder, so the row holds every ascent above the shared
    /// baseline and every descent below it.
    private mutating func lineUpRow(
        _ row: GridLine, _ alignment: PhysicalAlignment, proposal: (GridCell) -> ProposedSize
    ) -> (tops: [Double?], length: Double) {
        let lined = row.cells.indices.filter { row.cells[$0].traits.anchor == nil && !row.cells[$0].traits.isUnsized(.vertical) }
        let views = lined.map { (row.cells[$0].node, proposal(row.cells[$0])) }
        let sizes = views.map { size($0.0, $0.1) }
        let (positions, length) = lineUp(views, sizes, alignment.verticalKey, alignment.mirrored, skippingSpacers: false)
        var tops = [Double?](repeating: nil, count: row.cells.count)
        for (position, index) in zip(positions, lined) { tops[index] = position }
        return (tops, length)
    }

    /// Where in a row taller than its lined-up cells they sit, as a fraction of the room
    /// left: a row on first baselines keeps them at its top, one on last baselines at its
    /// bottom, any other guide in its middle.
    private static func rowGuideFraction(_ key: AlignmentKey) -> Double {
        switch key.builtin {
        case .firstTextBaseline: 0
        case .lastTextBaseline: 1
        default: key.fraction ?? 0.5
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
