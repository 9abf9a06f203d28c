import Foundation

/// A problem the accessibility audit found on one element of a laid-out screen, named after
/// the audit type of XCTest's `performAccessibilityAudit` that would report it.
public struct AccessibilityIssue: Hashable, Sendable {
    /// The audit types (XCTest's `XCUIAccessibilityAuditType`, and the reading order).
    public enum Audit: String, CaseIterable, Hashable, Sendable, Codable {
        /// Text too faint against what is behind it.
        case contrast
        /// Something tappable smaller than 44 × 44 points.
        case hitRegion
        /// An element VoiceOver cannot describe.
        case sufficientElementDescription
        /// Text cut off.
        case textClipped
        /// Text that does not grow with the user's text size.
        case dynamicType
        /// Traits missing or in conflict.
        case trait
        /// Elements of a line read against the order they are written in.
        case readingOrder
    }

    /// What exactly was found; each has a text in ``AccessibilityAuditMessages`` (`audit.<rawValue>`).
    public enum Check: String, CaseIterable, Hashable, Sendable, Codable {
        /// Text below WCAG's 4.5:1 (3:1 for large text) by more than a quarter.
        case lowContrast
        /// Text below WCAG's ratio by a quarter at most: nearly passed.
        case nearlyPassedContrast
        /// A button or tappable view smaller than 44 × 44 points.
        case smallHitRegion
        /// A button, link or tappable view with no label.
        case unlabeledControl
        /// A button whose only label is an SF Symbol's name.
        case symbolOnlyButton
        /// An SF Symbol read by its name as written (`star.fill`).
        case symbolName
        /// A text cut at its line limit.
        case clippedText
        /// A text in a fixed-size font.
        case fixedFont
        /// A title (a title text style) without the header trait.
        case titleWithoutHeader
        /// A tappable view without the button trait.
        case tappableWithoutButton
        /// Traits that cannot all hold (a button and a link; a header that is a control).
        case conflictingTraits
        /// Two elements of one line read in the opposite order to how they are written.
        case readingOrder

        /// The audit type it belongs to.
        public var audit: Audit {
            switch self {
            case .lowContrast, .nearlyPassedContrast: .contrast
            case .smallHitRegion: .hitRegion
            case .unlabeledControl, .symbolOnlyButton, .symbolName: .sufficientElementDescription
            case .clippedText: .textClipped
            case .fixedFont: .dynamicType
            case .titleWithoutHeader, .tappableWithoutButton, .conflictingTraits: .trait
            case .readingOrder: .readingOrder
            }
        }
    }

    /// What was found.
    public let check: Check
    /// The text it is about, as an index in ``LayoutResult/texts`` (contrast, clipping, fonts).
    public let text: Int?
    /// The tree's elements, shared by every issue of one audit (no element is copied), and
    /// the index of this issue's element among them.
    @usableFromInline let elements: [AccessibilityElement]
    @usableFromInline let index: Int
    /// The measured values the message is worded from, kept as values until it is read.
    private let detail: Detail

    /// What an issue keeps besides its element (whose label, frame, traits and symbol names
    /// the other checks' messages are worded from).
    fileprivate enum Detail: Sendable {
        case element
        case contrast(String, foreground: RGBA, background: RGBA, ratio: Double, required: Double)
        case clipped(String, lines: Int, needed: Int)
        case fixedFont(String, size: Double)
    }

    fileprivate init(_ check: Check, elements: [AccessibilityElement], index: Int, detail: Detail = .element, text: Int? = nil) {
        self.check = check
        self.elements = elements
        self.index = index
        self.detail = detail
        self.text = text
    }

    /// The element, as VoiceOver meets it (inlined, so that reading one of its fields copies
    /// no other).
    @inlinable public var element: AccessibilityElement { elements[index] }

    /// Values for the message: the label, the measured numbers (worded when read).
    public var arguments: [String] {
        let element = elements[index]
        switch detail {
        case .contrast(let string, let foreground, let background, let ratio, let required):
            return [string, "#" + foreground.hexString, "#" + background.hexString, Self.number(ratio, places: 2), Self.number(required)]
        case .clipped(let string, let lines, let needed):
            return [string, String(lines), String(needed)]
        case .fixedFont(let string, let size):
            return [string, Self.number(size)]
        case .element:
            break
        }
        switch check {
        case .smallHitRegion: return [element.label, Self.number(element.frame.width), Self.number(element.frame.height)]
        case .unlabeledControl: return [element.traits.names.joined(separator: ", ")]
        case .symbolOnlyButton, .symbolName: return [element.symbolNames.joined(separator: ", ")]
        case .conflictingTraits: return [element.label, element.traits.names.joined(separator: ", ")]
        // Read before the next element on its line.
        case .readingOrder: return [element.label, elements[index + 1].label]
        case .titleWithoutHeader, .tappableWithoutButton, .lowContrast, .nearlyPassedContrast, .clippedText, .fixedFont:
            return [element.label]
        }
    }

    /// The audit type.
    public var audit: Audit { check.audit }
    /// Whether it only nearly failed (a contrast within a quarter of the ratio asked for).
    public var isNearlyPassed: Bool { check == .nearlyPassedContrast }

    /// The issue's text in `locale`, its arguments filled in.
    public func message(locale: String) -> String {
        AccessibilityAuditMessages.table.string("audit." + check.rawValue, locale: locale, arguments)
    }

    /// Issues are the same when they say the same of the same element.
    public static func == (a: AccessibilityIssue, b: AccessibilityIssue) -> Bool {
        a.check == b.check && a.text == b.text && a.element == b.element && a.arguments == b.arguments
    }

    /// Hashes what `==` compares: the check, the text, the element and the arguments.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(check)
        hasher.combine(text)
        hasher.combine(element)
        hasher.combine(arguments)
    }

    private static func number(_ value: Double, places: Int = 1) -> String {
        let scale = pow(10, Double(places))
        let rounded = (value * scale).rounded() / scale
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// Apple's accessibility audits as static checks of one laid-out screen, from its
/// ``AccessibilityTree``, its texts and its drawing: no app runs, so the same screen gives
/// the same issues on every machine.
public enum AccessibilityAudit {
    /// The smallest side of something tappable, in points (Apple's Human Interface Guidelines).
    public static let minimumHitSide = 44.0
    /// WCAG AA contrast for text.
    public static let textContrast = 4.5
    /// WCAG AA contrast for large text (18 pt, or 14 pt bold).
    public static let largeTextContrast = 3.0
    /// How much of the ratio asked for a text may miss and still have nearly passed.
    public static let nearlyPassedShare = 0.75

    /// Every issue of `layout`, element by element in reading order.
    public static func issues(_ layout: LayoutResult) -> [AccessibilityIssue] {
        let elements = AccessibilityTree(layout).elements
        let backdrop = AccessibilityBackdrop(layout.displayList)
        var issues: [AccessibilityIssue] = []
        for index in elements.indices {
            func add(_ check: AccessibilityIssue.Check, _ detail: AccessibilityIssue.Detail = .element, text: Int? = nil) {
                issues.append(AccessibilityIssue(check, elements: elements, index: index, detail: detail, text: text))
            }
            let element = elements[index]
            for text in element.texts {
                let report = layout.texts[text]
                if let (check, detail) = contrast(report, backdrop) { add(check, detail, text: text) }
                if report.measurement.isTruncated {
                    add(
                        .clippedText,
                        .clipped(report.string, lines: report.measurement.lineCount, needed: report.measurement.unlimitedLineCount),
                        text: text)
                }
                if report.textStyle == nil { add(.fixedFont, .fixedFont(report.string, size: report.font.size), text: text) }
            }
            let isControl = element.isTappable
            if isControl, !element.traits.contains(.isLink),
                element.frame.width < minimumHitSide || element.frame.height < minimumHitSide
            {
                add(.smallHitRegion)
            }
            if isControl, element.label.isEmpty {
                add(.unlabeledControl)
            } else if isControl, element.labelSource == .symbolName {
                add(.symbolOnlyButton)
            } else if !element.symbolNames.isEmpty, element.labelSource != .modifier {
                add(.symbolName)
            }
            if let style = element.texts.first.flatMap({ layout.texts[$0].textStyle }), style.isTitle,
                element.traits.isDisjoint(with: [.isHeader, .isButton, .isLink])
            {
                add(.titleWithoutHeader)
            }
            if element.isTappable, element.traits.isDisjoint(with: [.isButton, .isLink, .isToggle]) {
                add(.tappableWithoutButton)
            }
            let traits = element.traits
            if traits.isSuperset(of: [.isButton, .isLink]) || traits.contains(.isHeader) && !traits.isDisjoint(with: [.isButton, .isLink]) {
                add(.conflictingTraits)
            }
        }
        // Neighbours on one line read in the opposite order to how they are written: a row
        // laid out left to right in a right-to-left language, or the other way round (sort
        // priorities that say otherwise are meant).
        for index in elements.indices.dropLast() {
            let (first, second) = (elements[index], elements[index + 1])
            if first.sortPriority == second.sortPriority, first.placement > second.placement,
                AccessibilityReadingOrder.sharesLine(second.frame, first.frame)
            {
                issues.append(AccessibilityIssue(.readingOrder, elements: elements, index: index))
            }
        }
        return issues
    }

    /// The contrast check of a text against what is drawn behind it, when that is known.
    private static func contrast(_ text: TextReport, _ backdrop: AccessibilityBackdrop)
        -> (AccessibilityIssue.Check, AccessibilityIssue.Detail)?
    {
        guard text.frame.width > 0, text.frame.height > 0,
            let background = backdrop.color(behind: text.string, at: Point(x: text.frame.midX, y: text.frame.midY))
        else { return nil }
        let foreground = text.color.composited(over: background)
        let ratio = foreground.contrastRatio(with: background)
        let bold = text.font.weight.rawValue >= Font.Weight.semibold.rawValue
        let required = text.font.size >= 18 || text.font.size >= 14 && bold ? largeTextContrast : textContrast
        guard ratio < required else { return nil }
        let detail = AccessibilityIssue.Detail.contrast(
            text.string, foreground: foreground, background: background, ratio: ratio, required: required)
        return (ratio >= required * nearlyPassedShare ? .nearlyPassedContrast : .lowContrast, detail)
    }
}

/// What a display list paints, flattened, to find the colour behind a text: solid fills
/// composited in drawing order under the point, up to the text itself (a transformed group by
/// its bounding boxes); nil when an image or a gradient is there, whose colour is not one colour.
struct AccessibilityBackdrop {
    /// A text is kept by its index in ``texts``: going through the paints copies no string.
    private enum Paint {
        case fill(Rect, RGBA)
        case unknown(Rect)
        case text(Int, Rect)
    }

    private var paints: [Paint] = []
    private var texts: [String] = []

    init(_ list: DisplayList) {
        flatten(list.items, place: { $0 }, opacity: 1)
    }

    /// Adds what `items` paint, each rect taken to canvas coordinates by `place`.
    private mutating func flatten(_ items: [DisplayItem], place: (Rect) -> Rect, opacity: Double) {
        for item in items {
            switch item {
            case .fill(_, let rect, var color):
                color.alpha *= opacity
                paints.append(.fill(place(rect), color))
            case .stroke:
                continue
            case .text(let run):
                paints.append(.text(texts.count, place(run.frame)))
                texts.append(run.string)
            case .image(let run):
                paints.append(.unknown(place(run.frame)))
            case .shape(let drawing):
                if drawing.stroke == nil { paints.append(.unknown(place(drawing.rect))) }
            case .clip(_, _, let inner), .effect(_, let inner):
                flatten(inner, place: place, opacity: opacity)
            case .opacity(let value, let inner):
                flatten(inner, place: place, opacity: opacity * value)
            case .transform(let transform, let inner):
                flatten(inner, place: { place(transform.boundingBox(of: $0)) }, opacity: opacity)
            }
        }
    }

    /// The colour behind the first text `string` drawn over `point`, over a white window.
    func color(behind string: String, at point: Point) -> RGBA? {
        var color: RGBA? = RGBA(rgb: 0xFFFFFF)
        for paint in paints {
            switch paint {
            case .fill(let rect, let fill) where rect.holds(point):
                color = color.map { fill.composited(over: $0) }
                if fill.alpha >= 1 { color = fill }
            case .unknown(let rect) where rect.holds(point):
                color = nil
            case .text(let drawn, let rect) where rect.holds(point) && texts[drawn] == string:
                return color
            default:
                continue
            }
        }
        return nil
    }
}

extension Rect {
    /// Whether `point` is inside or on the edge.
    fileprivate func holds(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }
}

extension TextStyle {
    /// Whether the style is a title's (large title, title, title 2), which a header is set in.
    fileprivate var isTitle: Bool {
        switch self {
        case .largeTitle, .title, .title2: true
        default: false
        }
    }
}
