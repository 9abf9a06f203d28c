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
    public var check: Check
    /// The element, as VoiceOver meets it.
    public var element: AccessibilityElement
    /// Values for the message: the label, the measured numbers.
    public var arguments: [String]
    /// The text it is about, as an index in ``LayoutResult/texts`` (contrast, clipping, fonts).
    public var text: Int?

    /// The audit type.
    public var audit: Audit { check.audit }
    /// Whether it only nearly failed (a contrast within a quarter of the ratio asked for).
    public var isNearlyPassed: Bool { check == .nearlyPassedContrast }

    /// The issue's text in `locale`, its arguments filled in.
    public func message(locale: String) -> String {
        AccessibilityAuditMessages.table.string("audit." + check.rawValue, locale: locale, arguments)
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
        let tree = AccessibilityTree(layout)
        let backdrop = AccessibilityBackdrop(layout.displayList)
        var issues: [AccessibilityIssue] = []
        for element in tree.elements {
            func add(_ check: AccessibilityIssue.Check, _ arguments: [String], text: Int? = nil) {
                issues.append(AccessibilityIssue(check: check, element: element, arguments: arguments, text: text))
            }
            for index in element.texts {
                let text = layout.texts[index]
                if let (check, arguments) = contrast(text, backdrop) { add(check, arguments, text: index) }
                if text.measurement.isTruncated {
                    add(
                        .clippedText, [text.string, String(text.measurement.lineCount), String(text.measurement.unlimitedLineCount)],
                        text: index)
                }
                if text.textStyle == nil { add(.fixedFont, [text.string, number(text.font.size)], text: index) }
            }
            let isControl = element.isTappable
            if isControl, !element.traits.contains(.isLink),
                element.frame.width < minimumHitSide || element.frame.height < minimumHitSide
            {
                add(.smallHitRegion, [element.label, number(element.frame.width), number(element.frame.height)])
            }
            if isControl, element.label.isEmpty {
                add(.unlabeledControl, [element.traits.names.joined(separator: ", ")])
            } else if isControl, element.labelSource == .symbolName {
                add(.symbolOnlyButton, [element.symbolNames.joined(separator: ", ")])
            } else if !element.symbolNames.isEmpty, element.labelSource != .modifier {
                add(.symbolName, [element.symbolNames.joined(separator: ", ")])
            }
            if let style = element.texts.first.flatMap({ layout.texts[$0].textStyle }), style.isTitle,
                element.traits.isDisjoint(with: [.isHeader, .isButton, .isLink])
            {
                add(.titleWithoutHeader, [element.label])
            }
            if element.isTappable, element.traits.isDisjoint(with: [.isButton, .isLink, .isToggle]) {
                add(.tappableWithoutButton, [element.label])
            }
            let traits = element.traits
            if traits.isSuperset(of: [.isButton, .isLink]) || traits.contains(.isHeader) && !traits.isDisjoint(with: [.isButton, .isLink]) {
                add(.conflictingTraits, [element.label, traits.names.joined(separator: ", ")])
            }
        }
        issues += readingOrder(tree)
        return issues
    }

    /// The contrast check of a text against what is drawn behind it, when that is known.
    private static func contrast(_ text: TextReport, _ backdrop: AccessibilityBackdrop)
        -> (AccessibilityIssue.Check, [String])?
    {
        guard text.frame.width > 0, text.frame.height > 0,
            let background = backdrop.color(behind: text.string, at: Point(x: text.frame.midX, y: text.frame.midY))
        else { return nil }
        let foreground = text.color.composited(over: background)
        let ratio = foreground.contrastRatio(with: background)
        let bold = text.font.weight.rawValue >= Font.Weight.semibold.rawValue
        let required = text.font.size >= 18 || text.font.size >= 14 && bold ? largeTextContrast : textContrast
        guard ratio < required else { return nil }
        let arguments = [text.string, "#" + foreground.hexString, "#" + background.hexString, number(ratio, places: 2), number(required)]
        return (ratio >= required * nearlyPassedShare ? .nearlyPassedContrast : .lowContrast, arguments)
    }

    /// Neighbours on one line read in the opposite order to how they are written: a row laid
    /// out left to right in a right-to-left language, or the other way round (sort
    /// priorities that say otherwise are meant).
    private static func readingOrder(_ tree: AccessibilityTree) -> [AccessibilityIssue] {
        zip(tree.elements, tree.elements.dropFirst()).compactMap { first, second in
            guard first.sortPriority == second.sortPriority, first.placement > second.placement,
                AccessibilityReadingOrder.sharesLine(second.frame, first.frame)
            else { return nil }
            return AccessibilityIssue(check: .readingOrder, element: first, arguments: [first.label, second.label])
        }
    }

    private static func number(_ value: Double, places: Int = 1) -> String {
        let scale = pow(10, Double(places))
        let rounded = (value * scale).rounded() / scale
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// What a display list paints, flattened, to find the colour behind a text: solid fills
/// composited in drawing order under the point, up to the text itself (a transformed group by
/// its bounding boxes); nil when an image or a gradient is there, whose colour is not one colour.
struct AccessibilityBackdrop {
    private enum Paint {
        case fill(Rect, RGBA)
        case unknown(Rect)
        case text(String, Rect)
    }

    private var paints: [Paint] = []

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
                paints.append(.text(run.string, place(run.frame)))
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
            case .text(let drawn, let rect) where drawn == string && rect.holds(point):
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
