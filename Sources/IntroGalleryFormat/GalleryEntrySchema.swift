/// The fields of a gallery entry and of its parts, declared once: each record type names its
/// fields in a `Field` enum (its `CodingKeys` too, so every case is a stored property of the
/// same name, and the JSON key is that name) and hands each field's value to a visitor in one
/// exhaustive `switch` (``visit(_:_:)``). Every serializer of an entry is a visitor — the
/// manifest's JSON (`ManifestJSON`), the render cache's entry and key (IntroKit), the page's
/// table and the script that reads it (IntroGallery) — so none of them names a field: a new
/// one is a case of `Field` and a line of the `switch`, which the compiler asks for, and a
/// visitor that cannot hold its type does not compile.
public protocol GalleryRecord: Hashable, Sendable {
    /// The record's fields, in the order the positional forms (the cache, the page's table)
    /// keep them.
    associatedtype Field: GalleryRecordField

    /// Hands the value of `field` to `visitor`, which may read or set it.
    mutating func visit<Visitor: GalleryFieldVisitor>(_ field: Field, _ visitor: inout Visitor)

    /// A value for a reader to set every field of (empty strings, zeros, nils).
    static var blank: Self { get }

    /// ``Field``'s cases sorted by key, the order of JSON written with sorted keys.
    static var fieldsByKey: [Field] { get }
}

/// The fields of a ``GalleryRecord``: the case's name is the stored property's and the JSON key.
public protocol GalleryRecordField: CaseIterable, CodingKey, Sendable, RawRepresentable where RawValue == String, AllCases == [Self] {}

extension GalleryRecordField {
    /// The cases sorted by key (a record's ``GalleryRecord/fieldsByKey`` keeps them).
    public static var sortedByKey: [Self] { allCases.sorted { $0.rawValue < $1.rawValue } }
}

extension GalleryRecord {
    /// Hands every field, in `fields`' order, to `visitor`, which only reads them.
    public func read<Visitor: GalleryFieldVisitor>(_ fields: [Field] = Field.allCases, into visitor: inout Visitor) {
        var copy = self
        for field in fields { copy.visit(field, &visitor) }
    }
}

/// What a serializer of ``GalleryRecord`` values does with each kind of field: writes it
/// (keeping it unchanged) or sets it (a reader). `field` is the record's own `Field` case.
public protocol GalleryFieldVisitor {
    /// A text.
    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout String)
    /// A text that may be missing.
    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout String?)
    /// A whole number.
    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Int)
    /// A whole number that may be missing.
    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Int?)
    /// A number.
    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Double)
    /// A number that may be missing.
    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Double?)
    /// A record inside the record.
    mutating func visit<Field: GalleryRecordField, Record: GalleryRecord>(_ field: Field, _ value: inout Record)
    /// A list of records.
    mutating func visit<Field: GalleryRecordField, Record: GalleryRecord>(_ field: Field, _ value: inout [Record])
}

extension GalleryEntry: GalleryRecord {
    /// The fields of an entry, in the page's table order (``bytes`` has no column: the page has no use for it).
    public enum Field: String, GalleryRecordField {
        /// ``GalleryEntry/file``.
        case file
        /// ``GalleryEntry/page``.
        case page
        /// ``GalleryEntry/time``.
        case time
        /// ``GalleryEntry/device``.
        case device
        /// ``GalleryEntry/orientation``.
        case orientation
        /// ``GalleryEntry/scheme``.
        case scheme
        /// ``GalleryEntry/locale``.
        case locale
        /// ``GalleryEntry/dynamicType``.
        case dynamicType
        /// ``GalleryEntry/backend``.
        case backend
        /// ``GalleryEntry/path``.
        case path
        /// ``GalleryEntry/thumbnail``.
        case thumbnail
        /// ``GalleryEntry/pixelWidth``.
        case pixelWidth
        /// ``GalleryEntry/pixelHeight``.
        case pixelHeight
        /// ``GalleryEntry/revision``.
        case revision
        /// ``GalleryEntry/findings``.
        case findings
        /// ``GalleryEntry/frames``.
        case frames
        /// ``GalleryEntry/problem``.
        case problem
        /// ``GalleryEntry/mediaType``.
        case mediaType
        /// ``GalleryEntry/bytes``.
        case bytes
        /// ``GalleryEntry/accessibilityPath``.
        case accessibilityPath
        /// ``GalleryEntry/accessibilityThumbnail``.
        case accessibilityThumbnail
        /// ``GalleryEntry/accessibilityText``.
        case accessibilityText
        /// ``GalleryEntry/accessibilityTextPath``.
        case accessibilityTextPath

        /// Whether the field says where the input or the output is (``GalleryEntry/file``,
        /// ``GalleryEntry/path``, ``GalleryEntry/thumbnail``) rather than what it shows: the
        /// same picture drawn from or to another path differs in these alone (the render
        /// cache keys the rest).
        public var isLocation: Bool {
            self == .file || isOutputFile
        }

        /// Whether the field names a file in the manifest's folder (the output, its
        /// thumbnail, its accessibility snapshot, that one's thumbnail and its text form's
        /// file): what a merge
        /// copies, what is checked to stay inside the folder, what a subfolder's manifest
        /// prefixes.
        public var isOutputFile: Bool {
            switch self {
            case .path, .thumbnail, .accessibilityPath, .accessibilityThumbnail, .accessibilityTextPath: true
            case .file, .page, .time, .device, .orientation, .scheme, .locale, .dynamicType, .backend, .pixelWidth, .pixelHeight,
                .revision, .findings, .frames, .problem, .mediaType, .bytes, .accessibilityText:
                false
            }
        }

        /// The fields that name files in the manifest's folder (``isOutputFile``).
        public static let outputFiles = allCases.filter(\.isOutputFile)
    }

    typealias CodingKeys = Field

    /// Hands the value of `field` to `visitor`.
    public mutating func visit<Visitor: GalleryFieldVisitor>(_ field: Field, _ visitor: inout Visitor) {
        switch field {
        case .file: visitor.visit(field, &file)
        case .page: visitor.visit(field, &page)
        case .time: visitor.visit(field, &time)
        case .device: visitor.visit(field, &device)
        case .orientation: visitor.visit(field, &orientation)
        case .scheme: visitor.visit(field, &scheme)
        case .locale: visitor.visit(field, &locale)
        case .dynamicType: visitor.visit(field, &dynamicType)
        case .backend: visitor.visit(field, &backend)
        case .path: visitor.visit(field, &path)
        case .thumbnail: visitor.visit(field, &thumbnail)
        case .pixelWidth: visitor.visit(field, &pixelWidth)
        case .pixelHeight: visitor.visit(field, &pixelHeight)
        case .revision: visitor.visit(field, &revision)
        case .findings: visitor.visit(field, &findings)
        case .frames: visitor.visit(field, &frames)
        case .problem: visitor.visit(field, &problem)
        case .mediaType: visitor.visit(field, &mediaType)
        case .bytes: visitor.visit(field, &bytes)
        case .accessibilityPath: visitor.visit(field, &accessibilityPath)
        case .accessibilityThumbnail: visitor.visit(field, &accessibilityThumbnail)
        case .accessibilityText: visitor.visit(field, &accessibilityText)
        case .accessibilityTextPath: visitor.visit(field, &accessibilityTextPath)
        }
    }

    /// An entry with every field empty.
    public static var blank: GalleryEntry {
        GalleryEntry(
            file: "", page: 0, device: .blank, orientation: "", scheme: "", locale: "", dynamicType: "", backend: "", path: "",
            bytes: 0, revision: "")
    }

    /// The fields by key.
    public static let fieldsByKey = Field.sortedByKey

    /// The files of the manifest's folder the entry names (``Field/outputFiles`` that are
    /// set), each with its field's key, in the fields' order.
    public var outputFiles: [(member: String, path: String)] {
        var paths = PathFields()
        read(Field.outputFiles, into: &paths)
        return paths.found
    }
}

/// Collects the paths of the text fields it visits (the others have none), each first put
/// under `folder` when it has one.
struct PathFields: GalleryFieldVisitor {
    var folder: String?
    private(set) var found: [(member: String, path: String)] = []

    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout String) {
        if let folder { value = folder + "/" + value }
        found.append((field.stringValue, value))
    }

    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout String?) {
        guard var path = value else { return }
        visit(field, &path)
        value = path
    }

    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Int) {}
    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Int?) {}
    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Double) {}
    mutating func visit<Field: GalleryRecordField>(_ field: Field, _ value: inout Double?) {}
    mutating func visit<Field: GalleryRecordField, Record: GalleryRecord>(_ field: Field, _ value: inout Record) {}
    mutating func visit<Field: GalleryRecordField, Record: GalleryRecord>(_ field: Field, _ value: inout [Record]) {}
}

extension GalleryDevice: GalleryRecord {
    /// The fields of a device.
    public enum Field: String, GalleryRecordField {
        /// ``GalleryDevice/id``.
        case id
        /// ``GalleryDevice/name``.
        case name
        /// ``GalleryDevice/idiom``.
        case idiom
        /// ``GalleryDevice/width``.
        case width
        /// ``GalleryDevice/height``.
        case height
    }

    typealias CodingKeys = Field

    /// Hands the value of `field` to `visitor`.
    public mutating func visit<Visitor: GalleryFieldVisitor>(_ field: Field, _ visitor: inout Visitor) {
        switch field {
        case .id: visitor.visit(field, &id)
        case .name: visitor.visit(field, &name)
        case .idiom: visitor.visit(field, &idiom)
        case .width: visitor.visit(field, &width)
        case .height: visitor.visit(field, &height)
        }
    }

    /// A device with every field empty.
    public static var blank: GalleryDevice { GalleryDevice(id: "", name: "", idiom: "", width: 0, height: 0) }

    /// The fields by key.
    public static let fieldsByKey = Field.sortedByKey
}

extension GalleryFinding: GalleryRecord {
    /// The fields of a finding.
    public enum Field: String, GalleryRecordField {
        /// ``GalleryFinding/severity``.
        case severity
        /// ``GalleryFinding/code``.
        case code
        /// ``GalleryFinding/element``.
        case element
        /// ``GalleryFinding/message``.
        case message
    }

    typealias CodingKeys = Field

    /// Hands the value of `field` to `visitor`.
    public mutating func visit<Visitor: GalleryFieldVisitor>(_ field: Field, _ visitor: inout Visitor) {
        switch field {
        case .severity: visitor.visit(field, &severity)
        case .code: visitor.visit(field, &code)
        case .element: visitor.visit(field, &element)
        case .message: visitor.visit(field, &message)
        }
    }

    /// A finding with every field empty.
    public static var blank: GalleryFinding { GalleryFinding(severity: "", code: "", element: nil, message: "") }

    /// The fields by key.
    public static let fieldsByKey = Field.sortedByKey
}

extension GalleryFrame: GalleryRecord {
    /// The fields of a frame.
    public enum Field: String, GalleryRecordField {
        /// ``GalleryFrame/id``.
        case id
        /// ``GalleryFrame/x``.
        case x
        /// ``GalleryFrame/y``.
        case y
        /// ``GalleryFrame/width``.
        case width
        /// ``GalleryFrame/height``.
        case height
    }

    typealias CodingKeys = Field

    /// Hands the value of `field` to `visitor`.
    public mutating func visit<Visitor: GalleryFieldVisitor>(_ field: Field, _ visitor: inout Visitor) {
        switch field {
        case .id: visitor.visit(field, &id)
        case .x: visitor.visit(field, &x)
        case .y: visitor.visit(field, &y)
        case .width: visitor.visit(field, &width)
        case .height: visitor.visit(field, &height)
        }
    }

    /// A frame with every field empty.
    public static var blank: GalleryFrame { GalleryFrame(id: "", x: 0, y: 0, width: 0, height: 0) }

    /// The fields by key.
    public static let fieldsByKey = Field.sortedByKey
}
