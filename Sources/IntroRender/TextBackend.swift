import Foundation
import IntroUI

/// Draws a display list on a character grid and encodes it as UTF-8 text, one line per row.
///
/// A cell is 8 × 16 points, so an iPhone 15 (393 × 852) is 49 × 53 cells. Shapes are outlined
/// with box-drawing characters (rounded corners for rounded shapes); filled shapes up to four
/// rows tall — buttons — are shaded `░` (up to two rows without an outline); shapes thinner than
/// half a row — progress bars, separators — are lines, `━` opaque and `─` translucent; fills that are translucent or cover most of the canvas
/// (backgrounds, dimming) are left out. Images show as `[name]`. Lines carry no trailing spaces.
public struct TextBackend: RenderBackend {
    /// The width of one cell in points.
    public static let cellWidth = 8.0
    /// The height of one cell in points.
    public static let cellHeight = 16.0

    /// `text`.
    public let name = "text"
    /// Text, in `.txt` files.
    public let product = RenderProduct.text(fileExtension: "txt")
    /// The cell-grid measurer, so that text wraps exactly as it is drawn.
    public let textMeasurer: any TextMeasurer = CellTextMeasurer()

    /// Creates the backend.
    public init() {}

    /// Its one setting, the cell size; it reads no library, font or file.
    public var cacheIdentity: RenderIdentity {
        RenderIdentity(settings: ["cell": "\(Self.cellWidth)x\(Self.cellHeight)"])
    }

    /// The display list drawn on a character grid, UTF-8 without trailing spaces.
    public func render(_ displayList: DisplayList, canvas: Canvas, options: RenderOptions) throws -> RenderOutput {
        var grid = CharacterGrid(
            columns: Int((displayList.size.width / TextBackend.cellWidth).rounded()),
            rows: Int((displayList.size.height / TextBackend.cellHeight).rounded()))
        draw(displayList.items, canvasArea: displayList.size.width * displayList.size.height, on: &grid)
        return RenderOutput(data: Data(grid.text.utf8))
    }

    /// A fill covering this share of the canvas or more is a background (a backdrop, a
    /// presenting card, a sheet), not a box to outline.
    static let backgroundShare = 0.75

    private func draw(_ items: [DisplayItem], canvasArea: Double, on grid: inout CharacterGrid) {
        for item in items {
            switch item {
            case .fill(.path, _, _), .stroke(.path, _, _, _):
                continue  // glyph-like outlines (status bar, chevrons) have no text form
            case .fill(_, let rect, let color) where rect.height < TextBackend.cellHeight / 2:
                if color.alpha >= 0.3 { grid.rule(rect, heavy: color.alpha >= 0.9) }
            case .fill(let shape, let rect, let color):
                guard color.alpha >= 0.5, rect.width * rect.height < canvasArea * TextBackend.backgroundShare else { continue }
                let cells = CellRect(rect)
                if cells.rows <= 4 { grid.shade(cells) }
                if cells.rows > 2 { grid.outline(cells, rounded: shape != .rectangle) }
            case .stroke(let shape, let rect, _, _):
                grid.outline(CellRect(rect), rounded: shape != .rectangle)
            case .text(let run):
                grid.write(run)
            case .image(let image):
                grid.writeLabel(image.name, in: CellRect(image.frame))
            case .clip(_, let rect, let inner):
                let outer = grid.clip
                grid.clip = grid.clip.intersection(CellRect(rect))
                draw(inner, canvasArea: canvasArea, on: &grid)
                grid.clip = outer
            case .effect(.mask(let mask), let inner) where inner.allSatisfy(\.isPaintLayer):
                // Paint seen through a mask (text or a symbol in a gradient) shows the mask's shape.
                draw(mask, canvasArea: canvasArea, on: &grid)
            case .opacity(_, let inner), .effect(_, let inner):
                draw(inner, canvasArea: canvasArea, on: &grid)
            case .shape(let drawing):
                // As the plain item of its average colour (a gradient has no text form).
                var plain = drawing
                plain.paint = .color(drawing.paint.representativeColor)
                draw([plain.item], canvasArea: canvasArea, on: &grid)
            case .transform(let transform, let inner):
                // Characters cannot be scaled or turned: what is shrunk below a quarter of
                // its size is left out, the rest is moved to where the transform puts it.
                guard abs(transform.determinant).squareRoot() >= 0.25 else { continue }
                draw(inner.map { TextBackend.moved($0, by: transform) }, canvasArea: canvasArea, on: &grid)
            }
        }
    }
}

extension TextBackend {
    /// An item placed where `transform` draws it: shapes and images in the bounding box of
    /// their transformed frame, text at its size centred on its transformed centre (mirrored
    /// text reads forwards).
    static func moved(_ item: DisplayItem, by transform: Transform2D) -> DisplayItem {
        switch item {
        case .fill(let shape, let rect, let color):
            return .fill(shape, transform.boundingBox(of: rect), color)
        case .stroke(let shape, let rect, let color, let lineWidth):
            return .stroke(shape, transform.boundingBox(of: rect), color, lineWidth: lineWidth)
        case .text(var run):
            // The lines' block (its widest line, where alignment puts it) keeps its size and
            // is centred where the transform puts its centre; the frame moves with it.
            let block = run.linesBlock
            let centre = transform.apply(to: Point(x: block.midX, y: block.midY))
            run.frame.origin = Point(
                x: run.frame.minX + centre.x - block.midX, y: run.frame.minY + centre.y - block.midY)
            return .text(run)
        case .image(var run):
            run.frame = transform.boundingBox(of: run.frame)
            return .image(run)
        case .clip(let shape, let rect, let inner):
            return .clip(shape, transform.boundingBox(of: rect), inner.map { moved($0, by: transform) })
        case .opacity(let value, let inner):
            return .opacity(value, inner.map { moved($0, by: transform) })
        case .effect(let effect, let inner):
            return .effect(effect, inner.map { moved($0, by: transform) })
        case .shape(var drawing):
            drawing.rect = transform.boundingBox(of: drawing.rect)
            return .shape(drawing)
        case .transform(let innerTransform, let inner):
            return .transform(innerTransform.concatenating(transform), inner)
        }
    }
}

/// A rectangle in grid cells.
struct CellRect {
    var column: Int
    var row: Int
    var columns: Int
    var rows: Int

    init(column: Int, row: Int, columns: Int, rows: Int) {
        self.column = column
        self.row = row
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    init(_ rect: Rect) {
        column = Int((rect.minX / TextBackend.cellWidth).rounded())
        row = Int((rect.minY / TextBackend.cellHeight).rounded())
        columns = max(0, Int((rect.maxX / TextBackend.cellWidth).rounded()) - column)
        rows = max(0, Int((rect.maxY / TextBackend.cellHeight).rounded()) - row)
    }
}

extension CellRect {
    func contains(column: Int, row: Int) -> Bool {
        (self.column..<(self.column + columns)).contains(column) && (self.row..<(self.row + rows)).contains(row)
    }

    func intersection(_ other: CellRect) -> CellRect {
        let left = max(column, other.column)
        let top = max(row, other.row)
        let right = min(column + columns, other.column + other.columns)
        let bottom = min(row + rows, other.row + other.rows)
        return CellRect(column: left, row: top, columns: right - left, rows: bottom - top)
    }
}

/// A grid of characters; wide characters fill their cell and mark the next as covered.
struct CharacterGrid {
    private var cells: [[Character?]]
    let columns: Int
    let rows: Int
    /// Where drawing lands: the grid, narrowed inside clipping items (a scroll view's
    /// content shows only in its viewport).
    var clip: CellRect

    init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        clip = CellRect(column: 0, row: 0, columns: self.columns, rows: self.rows)
        cells = Array(repeating: Array(repeating: " ", count: self.columns), count: self.rows)
    }

    /// Rows joined with newlines, trailing spaces removed.
    var text: String {
        cells.map { row in
            let line = String(row.compactMap { $0 })
            return String(line.reversed().drop(while: { $0 == " " }).reversed())
        }.joined(separator: "\n") + "\n"
    }

    mutating func put(_ character: Character, column: Int, row: Int) {
        guard clip.contains(column: column, row: row) else { return }
        if column > 0, cells[row][column] == nil { cells[row][column - 1] = " " }
        if column + 1 < columns, cells[row][column + 1] == nil { cells[row][column + 1] = " " }
        cells[row][column] = character
        if CellText.width(of: character) == 2 && column + 1 < columns { cells[row][column + 1] = nil }
    }

    mutating func outline(_ rect: CellRect, rounded: Bool) {
        guard rect.columns >= 2, rect.rows >= 2 else {
            for column in rect.column..<(rect.column + rect.columns) { put("─", column: column, row: rect.row) }
            return
        }
        let (left, right, bottom) = (rect.column, rect.column + rect.columns - 1, rect.row + rect.rows - 1)
        for column in (left + 1)..<right {
            put("─", column: column, row: rect.row)
            put("─", column: column, row: bottom)
        }
        for row in (rect.row + 1)..<bottom {
            put("│", column: left, row: row)
            put("│", column: right, row: row)
        }
        put(rounded ? "╭" : "┌", column: left, row: rect.row)
        put(rounded ? "╮" : "┐", column: right, row: rect.row)
        put(rounded ? "╰" : "└", column: left, row: bottom)
        put(rounded ? "╯" : "┘", column: right, row: bottom)
    }

    /// A shape thinner than half a row — a progress bar, a separator — as a line: `━` when
    /// (nearly) opaque, `─` when translucent.
    mutating func rule(_ rect: Rect, heavy: Bool) {
        let row = Int((rect.midY / TextBackend.cellHeight).rounded(.down))
        let first = Int((rect.minX / TextBackend.cellWidth).rounded())
        let last = Int((rect.maxX / TextBackend.cellWidth).rounded())
        for column in first..<max(first, last) { put(heavy ? "━" : "─", column: column, row: row) }
    }

    mutating func shade(_ rect: CellRect) {
        for row in rect.row..<(rect.row + rect.rows) {
            for column in rect.column..<(rect.column + rect.columns) { put("░", column: column, row: row) }
        }
    }

    mutating func write(_ run: TextRun) {
        let frame = CellRect(run.frame)
        let wrapped = run.wrappedLines
        for (index, var line) in wrapped.lines.enumerated() {
            if run.attributes.alignment == .justified, !wrapped.endsParagraph[index] {
                line = CellText.justified(line, columns: CellText.columns(in: run.frame.width))
            }
            let offset = run.alignment.offset(ofLine: Double(CellText.width(of: Substring(line))), in: Double(frame.columns))
            writeLine(line, column: frame.column + Int(offset), row: frame.row + index)
        }
    }

    mutating func writeLabel(_ name: String, in rect: CellRect) {
        let room = max(4, rect.columns + 2)
        let label = name.count + 2 <= room ? "[\(name)]" : "[\(name.prefix(max(1, room - 3)))…]"
        let row = rect.row + max(0, rect.rows - 1) / 2
        writeLine(label, column: rect.column + max(0, (rect.columns - label.count) / 2), row: row)
    }

    private mutating func writeLine(_ line: String, column: Int, row: Int) {
        var cursor = column
        for character in line {
            put(character, column: cursor, row: row)
            cursor += CellText.width(of: character)
        }
    }
}

extension TextRun {
    /// The run's lines on the cell grid, wrapped at the columns the layout measured (the
    /// frame's whole cells), so they are the measured ones.
    var wrappedLines: CellText.Wrapped {
        CellText.wrap(string, columns: CellText.columns(in: frame.width), attributes: attributes)
    }

    /// The box the lines take in the frame: as wide as the widest line, where alignment puts it.
    var linesBlock: Rect {
        let width = Double(wrappedLines.width) * TextBackend.cellWidth
        let x = frame.minX + alignment.offset(ofLine: width, in: frame.width)
        return Rect(x: x, y: frame.minY, width: width, height: frame.height)
    }
}

extension DisplayItem {
    /// Whether the item only lays paint over an area (a fill or a filled shape), drawing no
    /// text, image or outline of its own.
    var isPaintLayer: Bool {
        switch self {
        case .fill: true
        case .shape(let drawing): drawing.stroke == nil
        default: false
        }
    }
}
