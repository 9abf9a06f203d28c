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

    /// An entry: `[file, page, time, device, orientation, scheme, locale, dynamicType, backend,
    /// path, thumbnail, pixelWidth, pixelHeight, revision, [finding…], frames, problem]`, the
    /// names, the device, the findings and the frames as indices into their tables.
    struct Row: Encodable {
        var file, page: Int
        var time: Double?
        var device, orientation, scheme, locale, dynamicType, backend: Int
        var path: String
        var thumbnail: String?
        var pixelWidth, pixelHeight: Int?
        var revision: String
        var findings: [Int]
        var frames: Int
        var problem: String?

        func encode(to encoder: any Encoder) throws {
            var row = encoder.unkeyedContainer()
            try row.encode(file)
            try row.encode(page)
            try row.encode(time)
            for index in [device, orientation, scheme, locale, dynamicType, backend] { try row.encode(index) }
            try row.encode(path)
            try row.encode(thumbnail)
            try row.encode(pixelWidth)
            try row.encode(pixelHeight)
            try row.encode(revision)
            try row.encode(findings)
            try row.encode(frames)
            try row.encode(problem)
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
        var names = Interner<String>()
        var devices = Interner<GalleryDevice>()
        var findings = Interner<GalleryFinding>()
        var frameIDs = Interner<String>()
        var frameSets = Interner<[Double]>()
        rows.reserveCapacity(entries.count)
        for entry in entries {
            let flat = entry.frames.flatMap { frame in
                [Double(frameIDs.index(frame.id))] + [frame.x, frame.y, frame.width, frame.height].map { ($0 * 10).rounded() / 10 }
            }
            rows.append(Row(
                file: names.index(entry.file), page: entry.page, time: entry.time, device: devices.index(entry.device),
                orientation: names.index(entry.orientation), scheme: names.index(entry.scheme),
                locale: names.index(entry.locale), dynamicType: names.index(entry.dynamicType),
                backend: names.index(entry.backend), path: entry.path, thumbnail: entry.thumbnail,
                pixelWidth: entry.pixelWidth, pixelHeight: entry.pixelHeight, revision: entry.revision,
                findings: entry.findings.map { findings.index($0) }, frames: frameSets.index(flat), problem: entry.problem))
        }
        self.names = names.values
        self.devices = devices.values
        self.findings = findings.values
        frames = Frames(ids: frameIDs.values, sets: frameSets.values)
    }

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
