import Foundation

/// What kind of element a view is to VoiceOver, like SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// A set from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// A header that divides content.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// Selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// A link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// A search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// Plays a sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// A keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// Text that does not change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// A summary of the app's state when it starts.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// Its value changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Starts media when activated.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// Takes touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// Turns the page when reading reaches its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// Hides the elements behind it.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// A switch.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// How an accessibility element treats the elements inside it (`accessibilityElement(children:)`).
public enum AccessibilityChildBehavior: Hashable, Sendable {
    /// The children are hidden; the element stands alone.
    case ignore
    /// The children's labels are combined into the element's.
    case combine
    /// The children stay elements inside a container.
    case contain
}

/// What the accessibility modifiers on a view said, merged: a later (outer) modifier fills
/// what an inner one left unsaid, as SwiftUI keeps the value nearest the view; traits add up.
public struct AccessibilityRecord: Hashable, Sendable {
    /// What VoiceOver reads for the element.
    public var label: String?
    /// What activating it does.
    public var hint: String?
    /// Its current value ("50 %").
    public var value: String?
    /// The identifier UI tests find it by.
    public var identifier: String?
    /// Traits added.
    public var addedTraits: AccessibilityTraits = []
    /// Traits removed.
    public var removedTraits: AccessibilityTraits = []
    /// Whether it is hidden from assistive technologies (nil: not said).
    public var isHidden: Bool?
    /// How it treats its children, when it is made an element (nil: not said).
    public var children: AccessibilityChildBehavior?
    /// Its place in the reading order among its siblings (higher first; nil: not said).
    public var sortPriority: Double?
    /// Whether Smart Invert leaves it alone (nil: not said).
    public var ignoresInvertColors: Bool?
    /// Whether a tap does something (`onTapGesture`; nil: not said).
    public var isTappable: Bool?

    /// An empty record.
    public init() {}

    /// This record with what `outer` says that this one does not.
    func merged(under outer: AccessibilityRecord) -> AccessibilityRecord {
        var merged = self
        merged.label = label ?? outer.label
        merged.hint = hint ?? outer.hint
        merged.value = value ?? outer.value
        merged.identifier = identifier ?? outer.identifier
        merged.addedTraits.formUnion(outer.addedTraits)
        merged.removedTraits.formUnion(outer.removedTraits)
        merged.isHidden = isHidden ?? outer.isHidden
        merged.children = children ?? outer.children
        merged.sortPriority = sortPriority ?? outer.sortPriority
        merged.ignoresInvertColors = ignoresInvertColors ?? outer.ignoresInvertColors
        merged.isTappable = isTappable ?? outer.isTappable
        return merged
    }
}

/// Records what an accessibility modifier says on the content's layout node.
public struct _AccessibilityModifier: _LayoutModifier {
    @usableFromInline let record: AccessibilityRecord

    @usableFromInline
    init(_ change: (inout AccessibilityRecord) -> Void) {
        var record = AccessibilityRecord()
        change(&record)
        self.record = record
    }

    /// Lowers `content` into one node and records what the modifier says on it.
    @inlinable
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        let child = tree.lowerSingle(content)
        tree.describe(child, modifier.record)
    }
}

extension _ViewLowering {
    /// Adds an accessibility node around `child`, or merges `record` into `child`'s when it is
    /// one already (a chain of accessibility modifiers makes one node).
    @usableFromInline
    mutating func describe(_ child: Int32, _ record: AccessibilityRecord) {
        keep(tree.describing(child, record))
    }

    /// Describes each view made since `mark` with `record` (a control's label: one view, or
    /// several laid out as they are).
    @usableFromInline
    mutating func describeEach(since mark: Mark, _ record: AccessibilityRecord) {
        wrapNodes(since: mark) { tree, node in tree.describing(node, record) }
    }
}

extension LayoutTree {
    /// `node` described by `record`: an accessibility node around it, or `node` itself with
    /// `record` merged into its record when it is one already.
    mutating func describing(_ node: Int32, _ record: AccessibilityRecord) -> Int32 {
        let index = Int(node)
        if kinds[index] == .accessibility {
            let payload = Int(payloads[index])
            accessibility[payload] = accessibility[payload].merged(under: record)
            return node
        }
        accessibility.append(record)
        return add(.accessibility, payload: Int32(accessibility.count - 1), children: [node], from: 0)
    }
}

extension AccessibilityRecord {
    /// What a scroll view is: a container whose content is read together.
    static let scrollView: AccessibilityRecord = {
        var record = AccessibilityRecord()
        record.children = .contain
        return record
    }()

    /// What a control gives its label: one element combining the label's, with `traits`
    /// (`Button`: a button, `Link`: a link).
    @usableFromInline
    static func control(_ traits: AccessibilityTraits) -> AccessibilityRecord {
        var record = AccessibilityRecord()
        record.addedTraits = traits
        record.children = .combine
        return record
    }
}

extension View {
    /// What VoiceOver reads for the view.
    ///
    /// Still frame: nothing is drawn; the label is the view's element's in the
    /// ``AccessibilityTree`` of the layout, as every accessibility modifier's value is.
    @inlinable
    public consuming func accessibilityLabel(_ label: String) -> ModifiedContent<Self, _AccessibilityModifier> {
        modifier(_AccessibilityModifier { $0.label = label })
    }

    /// What VoiceOver reads for the view, from a text.
    ///
    /// Still frame: recorded (the text's string).
    @inlinable
    public consuming func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, _AccessibilityModifier> {
        modifier(_AccessibilityModifier { $0.label = label.content })
    }

    /// What activating the view does.
    ///
    /// Still frame: recorded.
    @inlinable
    public consuming func accessibilityHint(_ hint: String) -> ModifiedContent<Self, _AccessibilityModifier> {
        modifier(_AccessibilityModifier { $0.hint = hint })
    }

    /// The view's current value.
    ///
    /// Still frame: recorded.
    @inlinable
    public consuming func accessibilityValue(_ value: String) -> ModifiedContent<Self, _AccessibilityModifier> {
        modifier(_AccessibilityModifier { $0.value = value })
    }

    /// Adds traits.
    ///
    /// Still frame: recorded.
    @inlinable
    public consuming func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, _AccessibilityModifier> {
        modifier(_AccessibilityModifier { $0.addedTraits = traits })
    }

    /// Removes traits.
    ///
    /// Still frame: recorded.
    @inlinable
    public consuming func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, _AccessibilityModifier> {
        modifier(_AccessibilityModifier { $0.removedTraits = traits })
    }

    /// Hides the view from assistive technologies (or shows it again).
    ///
    /// Still frame: the view is drawn as before; recorded.
    @inlinable
    public consuming func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, _AccessibilityModifier> {
        modifier(_AccessibilityModifier { $0.isHidden = hidden })
    }

    /// Makes the view one element, treating its children as `children` says.
    ///
    /// Still frame: recorded.
    @inlinable
    public consuming func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
        -> ModifiedContent<Self, _AccessibilityModifier>
    {
        modifier(_AccessibilityModifier { $0.children = children })
    }

    /// The view's place in the reading order among its siblings (higher first).
    ///
    /// Still frame: recorded.
    @inlinable
    public consuming func accessibilitySortPriority(_ priority: Double) -> ModifiedContent<Self, _AccessibilityModifier> {
        modifier(_AccessibilityModifier { $0.sortPriority = priority })
    }

    /// The identifier UI tests find the view by.
    ///
    /// Still frame: recorded.
    @inlinable
    public consuming func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, _AccessibilityModifier> {
        modifier(_AccessibilityModifier { $0.identifier = identifier })
    }

    /// Keeps Smart Invert from inverting the view (photos, say).
    ///
    /// Still frame: the view is drawn as it is (no inversion is drawn); recorded.
    @inlinable
    public consuming func accessibilityIgnoresInvertColors(_ active: Bool = true) -> ModifiedContent<Self, _AccessibilityModifier> {
        modifier(_AccessibilityModifier { $0.ignoresInvertColors = active })
    }
}
