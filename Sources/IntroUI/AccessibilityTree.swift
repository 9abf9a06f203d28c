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
        let parts = builder.roots.flatMap(builder.parts)
        elements = builder.order.elements(parts)
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

    /// The elements in it, in reading order.
    func elements(_ order: AccessibilityReadingOrder) -> [AccessibilityElement] {
        switch content {
        case .element(let element): [element]
        case .container(let parts): order.elements(parts)
        }
    }

    /// The part with what `record` says applied (to every element inside a container).
    func applying(_ record: AccessibilityRecord) -> AccessibilityPart {
        var part = self
        part.sortPriority = record.sortPriority ?? sortPriority
        switch content {
        case .element(let element): part.content = .element(element.applying(record))
        case .container(let parts): part.content = .container(parts.map { $0.applying(record) })
        }
        return part
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

    /// The element with what `record` says that its own content does not (a modifier's label
    /// replaces a text's; one said nearer the view stays).
    func applying(_ record: AccessibilityRecord) -> AccessibilityElement {
        var element = self
        if let label = record.label, labelSource != .modifier {
            element.label = label
            element.labelSource = label.isEmpty ? .none : .modifier
            element.symbolNames = []
        }
        element.value = value ?? record.value
        element.hint = hint ?? record.hint
        element.identifier = identifier ?? record.identifier
        element.traits = traits.union(record.addedTraits).subtracting(record.removedTraits)
        element.sortPriority = record.sortPriority ?? sortPriority
        element.isTappable = isTappable || record.isTappable == true || !element.traits.isDisjoint(with: [.isButton, .isLink])
        return element
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

    /// The parts of node `index`'s children, in placement order.
    private func childParts(_ index: Int) -> [AccessibilityPart] {
        var parts: [AccessibilityPart] = []
        var child = firstChild[index]
        while child >= 0 {
            parts += self.parts(child)
            child = nextSibling[child]
        }
        return parts
    }

    /// What node `index` contributes to its container.
    func parts(_ index: Int) -> [AccessibilityPart] {
        let node = nodes[index]
        switch node.content {
        case .text(let string, let report):
            guard !string.isEmpty else { return [] }
            var element = AccessibilityElement(label: string, source: .text, traits: .isStaticText, node: node, at: index)
            element.texts = [report]
            return [.element(element)]
        case .image(let name, let source):
            var element = AccessibilityElement(
                label: name, source: source == .systemSymbol ? .symbolName : .imageName, traits: .isImage, node: node, at: index)
            if source == .systemSymbol { element.symbolNames = [name] }
            return [.element(element)]
        case .described(let record):
            return described(record, index)
        }
    }

    private func described(_ record: AccessibilityRecord, _ index: Int) -> [AccessibilityPart] {
        guard record.isHidden != true else { return [] }
        let node = nodes[index]
        let inner = childParts(index)
        switch record.children {
        case .ignore?:
            let element = AccessibilityElement(label: "", source: .none, traits: [], node: node, at: index)
            return [.element(element.applying(record))]
        case .combine?:
            let combined = Self.combined(order.elements(inner), adding: record.addedTraits, node: node, at: index)
            return [.element(combined.applying(record))]
        case .contain?:
            return [AccessibilityPart(content: .container(inner), frame: node.frame, sortPriority: record.sortPriority ?? 0)]
        case nil:
            // A label, trait or tap on a view that holds no element (a shape) makes it one.
            if inner.isEmpty, record.label != nil || !record.addedTraits.isEmpty || record.isTappable == true {
                let element = AccessibilityElement(label: "", source: .none, traits: [], node: node, at: index)
                return [.element(element.applying(record))]
            }
            return inner.map { $0.applying(record) }
        }
    }

    /// One element reading `elements` (in reading order) as SwiftUI combines children: labels,
    /// values and hints joined with ", ", traits merged with `added` — a button or link is no
    /// text or image.
    static func combined(
        _ elements: [AccessibilityElement], adding added: AccessibilityTraits, node: AccessibilityNode, at index: Int
    ) -> AccessibilityElement {
        let labels = elements.map(\.label).filter { !$0.isEmpty }
        let sources = Set(elements.filter { !$0.label.isEmpty }.map(\.labelSource))
        let source: AccessibilityLabelSource =
            sources.contains(.modifier) ? .modifier : sources.contains(.text) ? .text
            : sources.contains(.imageName) ? .imageName : sources.contains(.symbolName) ? .symbolName : .none
        var traits = elements.reduce(added) { $0.union($1.traits) }
        if !traits.isDisjoint(with: [.isButton, .isLink]) { traits.subtract([.isStaticText, .isImage]) }
        if traits.contains(.isStaticText) { traits.remove(.isImage) }
        var element = AccessibilityElement(label: labels.joined(separator: ", "), source: source, traits: traits, node: node, at: index)
        let values = elements.compactMap(\.value)
        let hints = elements.compactMap(\.hint)
        element.value = values.isEmpty ? nil : values.joined(separator: ", ")
        element.hint = hints.isEmpty ? nil : hints.joined(separator: ", ")
        element.texts = elements.flatMap(\.texts)
        element.symbolNames = elements.flatMap(\.symbolNames)
        element.isTappable = element.isTappable || elements.contains(where: \.isTappable)
        return element
    }
}

/// VoiceOver's order within a container: sort priority (highest first), then lines from top
/// to bottom, each read from its leading side.
struct AccessibilityReadingOrder {
    /// The direction along a line.
    let direction: LayoutDirection

    /// The elements of `parts`, in reading order.
    func elements(_ parts: [AccessibilityPart]) -> [AccessibilityElement] {
        ordered(parts).flatMap { parts[$0].elements(self) }
    }

    /// The indices of `parts`, in reading order.
    func ordered(_ parts: [AccessibilityPart]) -> [Int] {
        // Most screens set no priority: one group, read by geometry alone.
        guard let first = parts.first?.sortPriority, parts.contains(where: { $0.sortPriority != first }) else {
            return geometric(Array(parts.indices), parts)
        }
        let priorities = Set(parts.map(\.sortPriority)).sorted(by: >)
        return priorities.flatMap { priority in
            geometric(parts.indices.filter { parts[$0].sortPriority == priority }, parts)
        }
    }

    /// `indices` by lines from the top, each line from its leading side.
    private func geometric(_ indices: [Int], _ parts: [AccessibilityPart]) -> [Int] {
        let byTop = indices.sorted { (parts[$0].frame.minY, $0) < (parts[$1].frame.minY, $1) }
        var lines: [[Int]] = []
        var band = Rect.zero
        for index in byTop {
            let frame = parts[index].frame
            if let last = lines.indices.last, Self.sharesLine(frame, band) {
                lines[last].append(index)
            } else {
                lines.append([index])
                band = frame
            }
        }
        let rightToLeft = direction == .rightToLeft
        return lines.flatMap { line in
            line.sorted { a, b in
                let (fa, fb) = (parts[a].frame, parts[b].frame)
                return rightToLeft ? (-fa.maxX, a) < (-fb.maxX, b) : (fa.minX, a) < (fb.minX, b)
            }
        }
    }

    /// Whether `frame` is on the line started by `band`: each one's vertical centre is within
    /// the other's height (an icon beside a text block is; a tall block beside a low one is not).
    static func sharesLine(_ frame: Rect, _ band: Rect) -> Bool {
        frame.midY >= band.minY && frame.midY <= band.maxY && band.midY >= frame.minY && band.midY <= frame.maxY
    }
}
