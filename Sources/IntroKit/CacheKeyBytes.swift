import Foundation
import IntroRender
import IntroUI
import WelcomeSheet

/// The bytes a render cache key is the digest of: every value tagged by its kind and every
/// string and list length-prefixed, so that no two different inputs give the same bytes.
/// Display items are written field by field (a `switch` without `default`, so a new kind of
/// item does not compile until it is keyed; `RenderCacheKeyTests` counts the fields of the
/// structs, so a new field fails a test until it is).
package struct CacheKeyBytes {
    private(set) var bytes: [UInt8] = []

    /// No bytes yet.
    package init() { bytes.reserveCapacity(4096) }

    private enum Tag: UInt8 {
        case string = 1, double, integer, bool, list, none, some
        case fill, stroke, text, image, clip, opacity, transform
        case rectangle, roundedRectangle, capsule, circle, path, move, line, arc, close
        case shapeDrawing, shadow, blur, colorMatrix, blend, mask, encoded
    }

    private mutating func tag(_ tag: Tag) { bytes.append(tag.rawValue) }

    private mutating func raw<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// A string, length-prefixed.
    package mutating func add(_ value: String) {
        tag(.string)
        raw(UInt64(value.utf8.count))
        bytes.append(contentsOf: value.utf8)
    }

    mutating func add(_ value: Double) {
        tag(.double)
        raw(value.bitPattern)
    }

    mutating func add(_ value: Int) {
        tag(.integer)
        raw(Int64(value))
    }

    mutating func add(_ value: Bool) {
        tag(.bool)
        bytes.append(value ? 1 : 0)
    }

    /// A list of strings, count-prefixed.
    package mutating func add(_ values: [String]) {
        tag(.list)
        raw(UInt64(values.count))
        for value in values { add(value) }
    }

    /// An optional value: `none`, or `some` and the value.
    mutating func add<Value>(_ value: Value?, _ write: (inout CacheKeyBytes, Value) -> Void) {
        guard let value else { return tag(.none) }
        tag(.some)
        write(&self, value)
    }

    /// Lint findings, each field by field.
    mutating func add(_ findings: [SheetLintFinding]) {
        tag(.list)
        raw(UInt64(findings.count))
        for finding in findings {
            add(finding.severity.rawValue)
            add(finding.code.rawValue)
            add(finding.page)
            add(finding.element.id)
            add(finding.arguments)
            add(finding.device) { $0.add($1) }
            add(finding.orientation) { $0.add($1.rawValue) }
            add(finding.colorScheme) { $0.add($1.rawValue) }
            add(finding.dynamicType) { $0.add($1.rawValue) }
        }
    }

    /// A value by its JSON encoding (keys sorted): for the display list's newer kinds of
    /// shape and paint, whose every field `Codable` writes.
    mutating func add<Value: Encodable>(encoded value: Value) {
        tag(.encoded)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        add(String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self))
    }

    /// The SHA-256 of the bytes, as hex.
    package var digest: String {
        var hash = SHA256()
        hash.update(bytes)
        return hash.hexDigest()
    }
}

extension CacheKeyBytes {
    mutating func add(_ size: Size) {
        add(size.width)
        add(size.height)
    }

    mutating func add(_ rect: Rect) {
        add(rect.origin.x)
        add(rect.origin.y)
        add(rect.size)
    }

    mutating func add(_ color: RGBA) {
        add(color.red)
        add(color.green)
        add(color.blue)
        add(color.alpha)
    }

    mutating func add(_ insets: EdgeInsets) {
        add(insets.top)
        add(insets.leading)
        add(insets.bottom)
        add(insets.trailing)
    }

    /// What of a canvas reaches a backend.
    mutating func add(_ canvas: Canvas) {
        add(canvas.size)
        add(canvas.scale)
        add(canvas.safeArea)
        add(canvas.idiom.rawValue)
        add(canvas.orientation.rawValue)
        add(canvas.device?.id) { $0.add($1) }
    }

    /// The render options, without the assets folder's path (its files are keyed by content).
    mutating func add(_ options: RenderOptions) {
        add(options.scale) { $0.add($1) }
        add(options.assetsDirectory != nil)
        add(options.assetLimits.bytes)
        add(options.assetLimits.pixels)
    }

    mutating func add(_ list: DisplayList) {
        add(list.size)
        add(list.items)
    }

    mutating func add(_ items: [DisplayItem]) {
        tag(.list)
        raw(UInt64(items.count))
        for item in items { add(item) }
    }

    mutating func add(_ item: DisplayItem) {
        switch item {
        case .fill(let shape, let rect, let color):
            tag(.fill)
            add(shape)
            add(rect)
            add(color)
        case .stroke(let shape, let rect, let color, let lineWidth):
            tag(.stroke)
            add(shape)
            add(rect)
            add(color)
            add(lineWidth)
        case .text(let run):
            tag(.text)
            add(run.string)
            add(run.attributes)
            add(run.color)
            add(run.frame)
            add(run.alignment.rawValue)
        case .image(let run):
            tag(.image)
            add(run.name)
            add(run.source.rawValue)
            add(run.tint) { $0.add($1) }
            add(run.rendering.rawValue)
            add(run.frame)
        case .clip(let shape, let rect, let items):
            tag(.clip)
            add(shape)
            add(rect)
            add(items)
        case .opacity(let opacity, let items):
            tag(.opacity)
            add(opacity)
            add(items)
        case .transform(let transform, let items):
            tag(.transform)
            for value in [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty] { add(value) }
            add(items)
        case .shape(let drawing):
            tag(.shapeDrawing)
            add(encoded: drawing)
        case .effect(let effect, let items):
            add(effect)
            add(items)
        }
    }

    mutating func add(_ effect: DrawingEffect) {
        switch effect {
        case .shadow(let color, let radius, let offset):
            tag(.shadow)
            add(color)
            add(radius)
            add(offset.x)
            add(offset.y)
        case .blur(let radius, let opaque):
            tag(.blur)
            add(radius)
            add(opaque)
        case .colorMatrix(let matrix):
            tag(.colorMatrix)
            for value in matrix.rows.joined() { add(value) }
        case .blend(let mode):
            tag(.blend)
            add(mode.rawValue)
        case .mask(let items):
            tag(.mask)
            add(items)
        }
    }

    mutating func add(_ attributes: TextAttributes) {
        add(attributes.font.size)
        add(attributes.font.weight.rawValue)
        add(attributes.font.design.rawValue)
        add(attributes.font.italic)
        add(attributes.font.leading) { $0.add($1) }
        add(attributes.lineSpacing)
        add(attributes.lineLimit) { $0.add($1) }
        add(attributes.truncationMode.rawValue)
        add(attributes.wrapping.rawValue)
        add(attributes.alignment.rawValue)
        add(attributes.layoutDirection.rawValue)
        add(attributes.font.family) { $0.add($1) }
        add(Int(attributes.font.features.rawValue))
        add(attributes.font.width?.rawValue) { $0.add($1) }
        add(encoded: attributes.runs)
        add(attributes.minimumScaleFactor)
        add(attributes.reservesLineLimitSpace)
    }

    mutating func add(_ shape: ShapeKind) {
        switch shape {
        case .rectangle: tag(.rectangle)
        case .roundedRectangle(let radius, let style, let corners):
            tag(.roundedRectangle)
            add(radius)
            add(style.rawValue)
            add(Int(corners.rawValue))
        case .capsule: tag(.capsule)
        case .circle: tag(.circle)
        case .path(let elements):
            tag(.path)
            raw(UInt64(elements.count))
            for element in elements {
                switch element {
                case .move(let point):
                    tag(.move)
                    add(point.x)
                    add(point.y)
                case .line(let point):
                    tag(.line)
                    add(point.x)
                    add(point.y)
                case .arc(let center, let radius, let start, let end):
                    tag(.arc)
                    for value in [center.x, center.y, radius, start, end] { add(value) }
                case .close: tag(.close)
                }
            }
        case .ellipse, .unevenRoundedRectangle, .outline, .trimmed, .inset, .transformed:
            add(encoded: shape)
        }
    }
}
