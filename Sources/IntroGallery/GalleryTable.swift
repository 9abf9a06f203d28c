import IntroGalleryFormat
import IntroUI

/// The previews in the compact form the page reads: each entry a row of numbers and short
/// strings pointing into shared tables (names, devices, findings), and the layout frames
/// apart, each distinct set of frames once, so that 20,000 entries stay a few megabytes and
/// the frames are parsed only when the overlay or the zoomed view needs them.
struct GalleryTable: Encodable {
    /// Files, orientations, schemes, locales, Dynamic Type sizes and backends, each once.
    var names: [String] = []
    /// The devices, each (id, orientation) once.
    var devices: [GalleryDevice] = []
    /// The findings, each distinct one once.
    var findings: [GalleryFinding] = []
    /// One row per entry, in manifest order.
    var rows: [Row] = []
    /// The Dynamic Type sizes from smallest to largest, the order the page's filter lists them in.
    var sizeOrder = DynamicTypeSize.allCases.map(\.rawValue)

    /// The frames, parsed by the page only when it draws them.
    var frames = Frames()

    /// An entry: its fields that have a ``GalleryColumn`` (`GalleryEntry.Field.tableFields`),
    /// in their declared order, the names, the device, the findings and the frames as indices
    /// into their tables. The script's reader of a row is made from the same columns
    /// (``entryReader``).
    struct Row: Encodable {
        var cells: [Cell] = []

        /// One value of a row.
        enum Cell: Equatable {
            case integer(Int), optionalInteger(Int?), optionalDouble(Double?), string(String), optionalString(String?)
            case indices([Int])
        }

        /// The cell of `field` (nil when the table leaves the field out).
        subscript(field: GalleryEntry.Field) -> Cell? {
            GalleryEntry.Field.tableFields.firstIndex(of: field).map { cells[$0] }
        }

        /// The cell of `field` when it is an index into a table.
        func index(_ field: GalleryEntry.Field) -> Int? {
            switch self[field] {
            case .integer(let index): index
            case .optionalInteger(let index): index
            default: nil
            }
        }

        func encode(to encoder: any Encoder) throws {
            var row = encoder.unkeyedContainer()
            for cell in cells {
                switch cell {
                case .integer(let value): try row.encode(value)
                case .optionalInteger(let value): try row.encode(value)
                case .optionalDouble(let value): try row.encode(value)
                case .string(let value): try row.encode(value)
                case .optionalString(let value): try row.encode(value)
                case .indices(let value): try row.encode(value)
                }
            }
        }
    }

    /// The distinct sets of layout frames: `ids` each once, a set a flat list
    /// `[id, x, y, width, height, id, …]` in points rounded to a tenth.
    struct Frames: Encodable {
        var ids: [String] = []
        var sets: [[Double]] = []
    }

    init() {}

    /// The table of a manifest's entries.
    init(_ entries: [GalleryEntry]) {
        var writer = RowWriter()
        rows.reserveCapacity(entries.count)
        for entry in entries {
            writer.cells.reserveCapacity(GalleryEntry.Field.tableFields.count)
            entry.read(GalleryEntry.Field.tableFields, into: &writer)
            rows.append(Row(cells: writer.cells))
            writer.cells.removeAll(keepingCapacity: true)
        }
        names = writer.names.values
        devices = writer.devices.values
        findings = writer.findings.values
        frames = Frames(ids: writer.frameIDs.values, sets: writer.frameSets.values)
    }

    /// The script's reader of a row: the statement that sets an `Entry`'s fields from `row`
    /// (`name(i)` gives a name of the table), one per column, wrapped at 130 columns.
    static let entryReader: String = {
        var lines = ["      Object.assign(this, { index,"]
        let fields = GalleryEntry.Field.tableFields
        for (position, field) in fields.enumerated() {
            let column = field.column!
            let piece = column.scriptName(of: field) + ": " + column.scriptValue(of: "row[\(position)]")
                + (position == fields.count - 1 ? " });" : ",")
            if lines[lines.count - 1].count + 1 + piece.count <= 130 {
                lines[lines.count - 1] += " " + piece
            } else {
                lines.append("        " + piece)
            }
        }
        return lines.joined(separator: "\n")
    }()

    private enum CodingKeys: String, CodingKey {
        case names, devices, findings, rows, sizeOrder
    }
}

/// Values numbered in the order they are first seen, each kept once.
struct Interner<Value: Hashable> {
    private(set) var values: [Value] = []
    private var numbers: [Value: Int] = [:]

    /// The number of `value`, given it if it is new.
    mutating func index(_ value: Value) -> Int {
        if let number = numbers[value] { return number }
        numbers[value] = values.count
        values.append(value)
        return values.count - 1
    }
}

/// How the page's table holds a field of an entry, and how its script reads it back.
enum GalleryColumn {
    /// A text, as an index into the table's names.
    case name
    /// A text that may be missing, as an index into the names or null.
    case optionalName
    /// The value as it is.
    case value
    /// The device, as an index into the table's devices.
    case device
    /// The findings, as indices into the table's findings.
    case findings
    /// The frames, as an index into the frames' sets (read by the page only when it draws them).
    case frameSet

    /// The name of the field in the script's `Entry`.
    func scriptName(of field: GalleryEntry.Field) -> String {
        self == .frameSet ? "frameSet" : field.rawValue
    }

    /// The script's expression for the column's value, held in `cell`.
    func scriptValue(of cell: String) -> String {
        switch self {
        case .name: "name(\(cell))"
        case .optionalName: "\(cell) == null ? null : name(\(cell))"
        case .value, .frameSet: cell
        case .device: "table.devices[\(cell)]"
        case .findings: "\(cell).map((i) => table.findings[i])"
        }
    }
}

extension GalleryEntry.Field {
    /// How the page's table holds the field; nil when the page has no use for it.
    var column: GalleryColumn? {
        switch self {
        case .file, .orientation, .scheme, .locale, .dynamicType, .backend: .name
        case .mediaType: .optionalName
        case .page, .time, .path, .thumbnail, .pixelWidth, .pixelHeight, .revision, .problem, .accessibilityPath,
            .accessibilityThumbnail, .accessibilityText, .accessibilityTextPath:
            .value
        case .device: .device
        case .findings: .findings
        case .frames: .frameSet
        case .bytes: nil
        }
    }

    /// The fields the table holds, in their declared order: a row's columns.
    static let tableFields = allCases.filter { $0.column != nil }
}

/// Makes the rows of a table, each field by its ``GalleryColumn``, keeping the values each
/// column shares in the table once.
private struct RowWriter: GalleryFieldVisitor {
    var names = Interner<String>()
    var devices = Interner<GalleryDevice>()
    var findings = Interner<GalleryFinding>()
    var frameIDs = Interner<String>()
    var frameSets = Interner<[Double]>()
    /// The row being made.
    var cells: [GalleryTable.Row.Cell] = []

    private func column<Field: GalleryRecordField>(_ field: Field) -> GalleryColumn {
        guard let field = field as? GalleryEntry.Field, let column = field.column else {
            preconditionFailure("not a column of the gallery's table: \(field.rawValue)")
        }
        return column
    }

    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout String) {
        cells.append(column(field) == .name ? .integer(names.index(value)) : .string(value))
    }

    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout String?) {
        cells.append(column(field) == .optionalName ? .optionalInteger(value.map { names.index($0) }) : .optionalString(value))
    }

    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Int) { cells.append(.integer(value)) }
    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Int?) { cells.append(.optionalInteger(value)) }
    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Double) { cells.append(.optionalDouble(value)) }
    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Double?) { cells.append(.optionalDouble(value)) }

    mutating func visit<Field: GalleryRecordField, Record: GalleryRecord>(_ field: Field, _ value: inout Record) {
        guard column(field) == .device, let device = value as? GalleryDevice else {
            preconditionFailure("the table holds no record but the device: \(field.rawValue)")
        }
        cells.append(.integer(devices.index(device)))
    }

    mutating func visit<Field: GalleryRecordField, Record: GalleryRecord>(_ field: Field, _ value: inout [Record]) {
        switch column(field) {
        case .findings:
            guard let list = value as? [GalleryFinding] else { preconditionFailure("findings expected: \(field.rawValue)") }
            cells.append(.indices(list.map { findings.index($0) }))
        case .frameSet:
            guard let list = value as? [GalleryFrame] else { preconditionFailure("frames expected: \(field.rawValue)") }
            let flat = list.flatMap { frame in
                [Double(frameIDs.index(frame.id))] + [frame.x, frame.y, frame.width, frame.height].map { ($0 * 10).rounded() / 10 }
            }
            cells.append(.integer(frameSets.index(flat)))
        default:
            preconditionFailure("a list is findings or frames: \(field.rawValue)")
        }
    }
}
