import Foundation

/// What placement recorded for the accessibility tree: a view accessibility modifiers
/// describe, a text or an image, where it was placed, inside which described view.
public struct AccessibilityNode: Hashable, Sendable {
    /// What the node is.
    public enum Content: Hashable, Sendable {
        /// A view accessibility modifiers (or a control, such as `Button`) describe.
        case described(AccessibilityRecord)
        /// A text; `report` is its index in ``LayoutResult/texts``.
        case text(String, report: Int)
        /// An image, by name.
        case image(name: String, source: ImageSource)
    }

    /// What the node is.
    public var content: Content
    /// Where it was placed, in points.
    public var frame: Rect
    /// The id (`id(_:)`) of the nearest named view around it, if any.
    public var id: String?
    /// The visible area of the scroll view it is in, in canvas coordinates (nil: in none).
    public var viewport: Rect?
    /// The index of the described view around it in ``LayoutResult/accessibility`` (nil: none).
    public var parent: Int?

    /// What its modifiers said, for a described view.
    public var record: AccessibilityRecord? {
        if case .described(let record) = content { record } else { nil }
    }
}

/// What accessibility placement records: nodes in placement order (parents first), the
/// described views being placed (innermost last), and how many views being placed are
/// invisible (opacity 0: VoiceOver skips them, as SwiftUI does).
struct AccessibilityCapture {
    var nodes: [AccessibilityNode] = []
    private var open: [Int] = []
    private var invisible = 0

    /// Records a leaf (a text or an image) inside the described view being placed.
    mutating func add(_ content: AccessibilityNode.Content, frame: Rect, id: String?, viewport: Rect?) {
        guard invisible == 0 else { return }
        nodes.append(AccessibilityNode(content: content, frame: frame, id: id, viewport: viewport, parent: open.last))
    }

    /// Records a described view; what is recorded until ``close()`` is inside it.
    mutating func open(_ record: AccessibilityRecord, frame: Rect, id: String?, viewport: Rect?) {
        add(.described(record), frame: frame, id: id, viewport: viewport)
        open.append(invisible == 0 ? nodes.count - 1 : -1)
    }

    /// Closes the innermost described view.
    mutating func close() { open.removeLast() }

    /// Records nothing until the matching ``endHidden()`` (what an invisible view places).
    mutating func beginHidden() { invisible += 1 }

    /// Ends the innermost ``beginHidden()``.
    mutating func endHidden() { invisible -= 1 }
}

/// Where an element's label comes from, for audits: a label VoiceOver makes up from an
/// image's name is no description.
public enum AccessibilityLabelSource: String, Hashable, Sendable {
    /// An accessibility modifier said it.
    case modifier
    /// The text shown.
    case text
    /// An asset image's name.
    case imageName
    /// An SF Symbol's name, read as it is written (`star.fill`).
    case symbolName
    /// Nothing: the element has no label.
    case none
}

/// One element VoiceOver reaches, in reading order.
public struct AccessibilityElement: Hashable, Sendable {
    /// Its place in the reading order, from 1.
    public var order: Int
    /// What VoiceOver reads.
    public var label: String
    /// Where the label comes from.
    public var labelSource: AccessibilityLabelSource
    /// Its current value, if any.
    public var value: String?
    /// What activating it does, if said.
    public var hint: String?
    /// The identifier UI tests find it by, if any.
    public var identifier: String?
    /// What kind of element it is.
    public var traits: AccessibilityTraits
    /// Where it is, in points.
    public var frame: Rect
    /// Where a double tap activates it: the centre of its frame.
    public var activationPoint: Point
    /// Its sort priority among its siblings (0 unless said).
    public var sortPriority: Double
    /// Whether a tap does something: a button, a link, or a view with `onTapGesture`.
    public var isTappable: Bool
    /// The id (`id(_:)`) of the nearest named view around it, if any.
    public var id: String?
    /// The visible area of the scroll view it is in (nil: in none): the part of ``frame``
    /// outside it shows only when VoiceOver scrolls to it.
    public var viewport: Rect?
    /// The texts it reads, as indices in ``LayoutResult/texts``.
    public var texts: [Int]
    /// The SF Symbols whose names it reads as written.
    public var symbolNames: [String]
    /// Where it was placed among the layout's nodes (its index in ``LayoutResult/accessibility``):
    /// the order it is written in.
    public var placement: Int
}

/// What VoiceOver meets on a laid-out screen: its elements in reading order, built from the
/// layout's texts, images and the views accessibility modifiers (and controls) describe.
///
/// Texts are static text, images are images labelled with their name (decorative ones are
/// hidden); `accessibilityElement(children: .combine)` makes one element of its children
/// (labels joined with ", "), `.ignore` one of its own record, `.contain` a container whose
/// children are read together; a record on a view that is no element applies to every
/// element inside it; `accessibilityHidden(true)` and opacity 0 hide. Within a container,
/// elements are read by sort priority (highest first), then top to bottom, then from the
/// leading side: left to right, right to left in right-to-left languages — two elements are
/// on one line when each one's vertical centre is within the other's height. A scroll view
/// is a container.
public struct AccessibilityTree: Hashable, Sendable {
    /// The elements, in reading order.
    public var elements: [AccessibilityElement]
    /// The direction the screen was laid out in, which decides the reading order along a line.
    public var layoutDirection: LayoutDirection

    /// The tree of a layout.
    public init(_ layout: LayoutResult) {
        layoutDirection = layout.layoutDirection
        let builder = AccessibilityTreeBuilder(nodes: layout.accessibility, direction: layout.layoutDirection)
        var parts: [AccessibilityPart] = []
        parts.reserveCapacity(layout.accessibility.count)
        for root in builder.roots { builder.appendParts(root, to: &parts) }
        elements = []
        elements.reserveCapacity(parts.count)
        builder.order.moveElements(&parts, from: 0, to: &elements)
        for index in elements.indices { elements[index].order = index + 1 }
    }

    /// One line per element in reading order: its number, traits, label, value and frame
    /// (`3. [button] "Continue" @ 24,740 327×50`), for text snapshots.
    public var text: String {
        elements.map(\.line).joined(separator: "\n") + "\n"
    }
}

extension AccessibilityElement {
    /// The element's line in ``AccessibilityTree/text``.
    var line: String {
        var line = "\(order). [\(traits.names.joined(separator: ", "))] \(Self.quoted(label))"
        if let value { line += " value \(Self.quoted(value))" }
        if let hint { line += " hint \(Self.quoted(hint))" }
        let f = frame
        return line + " @ \(Self.number(f.minX)),\(Self.number(f.minY)) \(Self.number(f.width))×\(Self.number(f.height))"
    }

    static func quoted(_ string: String) -> String {
        "\"" + string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    /// A coordinate to a tenth of a point, without a trailing `.0`.
    static func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0
            ? String(Int(tenths / 10)) : String(format: "%.1f", tenths / 10)
    }
}

extension AccessibilityTraits {
    /// The traits' names (`header`, `button` …), in a fixed order.
    public var names: [String] {
        Self.named.filter { contains($0.trait) }.map(\.name)
    }

    private static let named: [(trait: AccessibilityTraits, name: String)] = [
        (.isHeader, "header"), (.isButton, "button"), (.isLink, "link"), (.isToggle, "toggle"),
        (.isSearchField, "searchField"), (.isImage, "image"), (.isStaticText, "staticText"), (.isSelected, "selected"),
        (.playsSound, "playsSound"), (.isKeyboardKey, "keyboardKey"), (.isSummaryElement, "summaryElement"),
        (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"), (.isModal, "modal"),
    ]
}

/// Something read in a container: an element, or a container whose parts are read together.
struct AccessibilityPart {
    enum Content {
        case element(AccessibilityElement)
        case container([AccessibilityPart])
    }

    var content: Content
    var frame: Rect
    var sortPriority: Double

    static func element(_ element: AccessibilityElement) -> AccessibilityPart {
        AccessibilityPart(content: .element(element), frame: element.frame, sortPriority: element.sortPriority)
    }

    /// Moves the elements in it to `elements`, in reading order, leaving an empty container:
    /// an element is moved, never copied.
    mutating func moveElements(_ order: AccessibilityReadingOrder, to elements: inout [AccessibilityElement]) {
        var moved = Content.container([])
        swap(&moved, &content)
        switch consume moved {
        case .element(let element): elements.append(element)
        case .container(var parts): order.moveElements(&parts, from: 0, to: &elements)
        }
    }

    /// Applies what `record` says (to every element inside a container), in place.
    mutating func apply(_ record: AccessibilityRecord) {
        sortPriority = record.sortPriority ?? sortPriority
        switch content {
        case .element(var element):
            // The payload is moved out and back: no copy of the element is left to release.
            content = .container([])
            element.apply(record)
            content = .element(element)
        case .container(var parts):
            content = .container([])
            for index in parts.indices { parts[index].apply(record) }
            content = .container(parts)
        }
    }
}

extension AccessibilityElement {
    /// The element of a node, numbered later.
    init(label: String, source: AccessibilityLabelSource, traits: AccessibilityTraits, node: AccessibilityNode, at index: Int) {
        let frame = node.frame
        self.init(
            order: 0, label: label, labelSource: label.isEmpty ? .none : source, traits: traits, frame: frame,
            activationPoint: Point(x: frame.midX, y: frame.midY), sortPriority: 0,
            isTappable: !traits.isDisjoint(with: [.isButton, .isLink]), id: node.id, viewport: node.viewport, texts: [],
            symbolNames: [], placement: index)
    }

    /// Applies what `record` says that the element's own content does not, in place (a
    /// modifier's label replaces a text's; one said nearer the view stays).
    mutating func apply(_ record: AccessibilityRecord) {
        if let label = record.label, labelSource != .modifier {
            self.label = label
            labelSource = label.isEmpty ? .none : .modifier
            symbolNames = []
        }
        if value == nil, let value = record.value { self.value = value }
        if hint == nil, let hint = record.hint { self.hint = hint }
        if identifier == nil, let identifier = record.identifier { self.identifier = identifier }
        traits = traits.union(record.addedTraits).subtracting(record.removedTraits)
        sortPriority = record.sortPriority ?? sortPriority
        isTappable = isTappable || record.isTappable == true || !traits.isDisjoint(with: [.isButton, .isLink])
    }
}

extension AccessibilityRecord {
    /// Whether applying it to an element changes nothing (it only hides, groups or names
    /// nothing an element reads).
    var changesNoElement: Bool {
        label == nil && value == nil && hint == nil && identifier == nil && addedTraits.isEmpty && removedTraits.isEmpty
            && sortPriority == nil && isTappable != true
    }
}

/// Builds the parts of each node from the placement record, children before their parent.
struct AccessibilityTreeBuilder {
    let nodes: [AccessibilityNode]
    /// The reading order of the screen's direction.
    let order: AccessibilityReadingOrder
    /// Each node's first child and next sibling, in placement order (-1: none): a tree in two
    /// flat arrays, so building it allocates nothing per node.
    private var firstChild: [Int]
    private var nextSibling: [Int]
    /// The nodes outside every described view.
    private(set) var roots: [Int] = []

    init(nodes: [AccessibilityNode], direction: LayoutDirection) {
        self.nodes = nodes
        order = AccessibilityReadingOrder(direction: direction)
        firstChild = Array(repeating: -1, count: nodes.count)
        nextSibling = Array(repeating: -1, count: nodes.count)
        var lastChild = Array(repeating: -1, count: nodes.count)
        for (index, node) in nodes.enumerated() {
            guard let parent = node.parent else {
                roots.append(index)
                continue
            }
            if lastChild[parent] < 0 { firstChild[parent] = index } else { nextSibling[lastChild[parent]] = index }
            lastChild[parent] = index
        }
    }

    /// Appends the parts of node `index`'s children, in placement order.
    private func appendChildParts(_ index: Int, to parts: inout [AccessibilityPart]) {
        var child = firstChild[index]
        while child >= 0 {
            appendParts(child, to: &parts)
            child = nextSibling[child]
        }
    }

    /// Appends what node `index` contributes to its container: built in place in one array
    /// (no array per node, no copy of a node or of an element to apply a record).
    func appendParts(_ index: Int, to parts: inout [AccessibilityPart]) {
        switch nodes[index].content {
        case .text(let string, let report):
            guard !string.isEmpty else { return }
            var element = AccessibilityElement(label: string, source: .text, traits: .isStaticText, node: nodes[index], at: index)
            element.texts = [report]
            parts.append(.element(element))
        case .image(let name, let source):
            var element = AccessibilityElement(
                label: name, source: source == .systemSymbol ? .symbolName : .imageName, traits: .isImage, node: nodes[index],
                at: index)
            if source == .systemSymbol { element.symbolNames = [name] }
            parts.append(.element(element))
        case .described(let record):
            appendDescribed(record, index, to: &parts)
        }
    }

    private func appendDescribed(_ record: AccessibilityRecord, _ index: Int, to parts: inout [AccessibilityPart]) {
        guard record.isHidden != true else { return }
        let start = parts.count
        appendChildParts(index, to: &parts)
        switch record.children {
        case .ignore?:
            parts.removeSubrange(start...)
            var element = AccessibilityElement(label: "", source: .none, traits: [], node: nodes[index], at: index)
            element.apply(record)
            parts.append(.element(element))
        case .combine?:
            var inner: [AccessibilityElement] = []
            inner.reserveCapacity(parts.count - start)
            order.moveElements(&parts, from: start, to: &inner)
            var combined = Self.combined(inner, adding: record.addedTraits, node: nodes[index], at: index)
            combined.apply(record)
            parts.append(.element(combined))
        case .contain?:
            let inner = Array(parts[start...])
            parts.removeSubrange(start...)
            parts.append(
                AccessibilityPart(content: .container(inner), frame: nodes[index].frame, sortPriority: record.sortPriority ?? 0))
        case nil:
            // A label, trait or tap on a view that holds no element (a shape) makes it one.
            if parts.count == start, record.label != nil || !record.addedTraits.isEmpty || record.isTappable == true {
                var element = AccessibilityElement(label: "", source: .none, traits: [], node: nodes[index], at: index)
                element.apply(record)
                parts.append(.element(element))
                return
            }
            guard !record.changesNoElement else { return }
            for part in start..<parts.count { parts[part].apply(record) }
        }
    }

    /// How strongly a combined element's label comes from `source` (the strongest names it).
    static func rank(_ source: AccessibilityLabelSource) -> Int {
        switch source {
        case .none: 0
        case .symbolName: 1
        case .imageName: 2
        case .text: 3
        case .modifier: 4
        }
    }

    /// One element reading `elements` (in reading order) as SwiftUI combines children: labels,
    /// values and hints joined with ", ", traits merged with `added` — a button or link is no
    /// text or image.
    static func combined(
        _ elements: [AccessibilityElement], adding added: AccessibilityTraits, node: AccessibilityNode, at index: Int
    ) -> AccessibilityElement {
        // One pass over the children: labels, values and hints joined as they come.
        var label = ""
        var value: String?
        var hint: String?
        var rank = 0  // none < symbol name < image name < text < modifier
        var traits = added
        var texts: [Int] = []
        var symbolNames: [String] = []
        var tappable = false
        for child in elements {
            if !child.label.isEmpty {
                if label.isEmpty {
                    label = child.label
                } else {
                    label += ", "
                    label += child.label
                }
                rank = max(rank, Self.rank(child.labelSource))
            }
            if let childValue = child.value { value = value.map { $0 + ", " + childValue } ?? childValue }
            if let childHint = child.hint { hint = hint.map { $0 + ", " + childHint } ?? childHint }
            traits.formUnion(child.traits)
            // The first child's arrays are shared, not copied.
            if texts.isEmpty { texts = child.texts } else { texts += child.texts }
            if symbolNames.isEmpty { symbolNames = child.symbolNames } else { symbolNames += child.symbolNames }
            tappable = tappable || child.isTappable
        }
        if !traits.isDisjoint(with: [.isButton, .isLink]) { traits.subtract([.isStaticText, .isImage]) }
        if traits.contains(.isStaticText) { traits.remove(.isImage) }
        let source: [AccessibilityLabelSource] = [.none, .symbolName, .imageName, .text, .modifier]
        var element = AccessibilityElement(label: label, source: source[rank], traits: traits, node: node, at: index)
        element.value = value
        element.hint = hint
        element.texts = texts
        element.symbolNames = symbolNames
        element.isTappable = element.isTappable || tappable
        return element
    }
}

/// VoiceOver's order within a container: sort priority (highest first), then lines from top
/// to bottom, each read from its leading side.
struct AccessibilityReadingOrder {
    /// The direction along a line.
    let direction: LayoutDirection

    /// Moves the elements of `parts[start...]` to `elements`, in reading order, and removes
    /// those parts: no element is copied.
    func moveElements(_ parts: inout [AccessibilityPart], from start: Int, to elements: inout [AccessibilityElement]) {
        switch parts.count - start {
        case ..<1: break
        case 1: parts[start].moveElements(self, to: &elements)
        default:
            for offset in ordered(parts[start...]) { parts[start + offset].moveElements(self, to: &elements) }
        }
        parts.removeSubrange(start...)
    }

    /// The offsets of `parts` (from their start) in reading order; only their frames and
    /// priorities are read, so no part is copied.
    private func ordered(_ parts: ArraySlice<AccessibilityPart>) -> [Int] {
        let base = parts.startIndex
        let frame = { (offset: Int) in parts[base + offset].frame }
        // Most screens set no priority: one group, read by geometry alone.
        let first = parts[base].sortPriority
        guard parts.contains(where: { $0.sortPriority != first }) else { return geometric(Array(0..<parts.count), frame) }
        return Set(parts.map(\.sortPriority)).sorted(by: >).flatMap { priority in
            geometric(parts.indices.filter { parts[$0].sortPriority == priority }.map { $0 - base }, frame)
        }
    }

    /// `indices` by lines from the top, each line from its leading side.
    private func geometric(_ indices: [Int], _ frame: (Int) -> Rect) -> [Int] {
        var order = indices
        Self.sort(&order, 0..<order.count) { (frame($0).minY, $0) < (frame($1).minY, $1) }
        let rightToLeft = direction == .rightToLeft
        var lineStart = 0
        while lineStart < order.count {
            let band = frame(order[lineStart])
            var lineEnd = lineStart + 1
            while lineEnd < order.count, Self.sharesLine(frame(order[lineEnd]), band) { lineEnd += 1 }
            Self.sort(&order, lineStart..<lineEnd) { a, b in
                let (fa, fb) = (frame(a), frame(b))
                return rightToLeft ? (-fa.maxX, a) < (-fb.maxX, b) : (fa.minX, a) < (fb.minX, b)
            }
            lineStart = lineEnd
        }
        return order
    }

    /// Sorts `order[range]` by `less`, a strict total order (ties are broken by index): a
    /// few parts, as a container mostly holds, by insertion without a buffer.
    private static func sort(_ order: inout [Int], _ range: Range<Int>, by less: (Int, Int) -> Bool) {
        guard range.count > 16 else {
            for index in range.dropFirst() {
                let moving = order[index]
                var slot = index
                while slot > range.lowerBound, less(moving, order[slot - 1]) {
                    order[slot] = order[slot - 1]
                    slot -= 1
                }
                order[slot] = moving
            }
            return
        }
        order[range].sort(by: less)
    }

    /// Whether `frame` is on the line started by `band`: each one's vertical centre is within
    /// the other's height (an icon beside a text block is; a tall block beside a low one is not).
    static func sharesLine(_ frame: Rect, _ band: Rect) -> Bool {
        frame.midY >= band.minY && frame.midY <= band.maxY && band.midY >= frame.minY && band.midY <= frame.maxY
    }
}
