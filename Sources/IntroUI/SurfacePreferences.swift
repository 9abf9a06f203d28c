import Foundation

// Preferences: values views pass up to their ancestors (`preference(key:value:)`,
// `transformPreference`), read with `onPreferenceChange`, `overlayPreferenceValue` and
// `backgroundPreferenceValue`.

/// A value that views pass up to the views around them, like SwiftUI's `PreferenceKey`:
/// the values the views inside set are combined with `reduce` in view-tree order.
///
/// Still frame: see `onPreferenceChange(_:perform:)`.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no view sets one.
    static var defaultValue: Value { get }
    /// Combines the value so far (of the views before) with the next view's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey {
    /// The values combined in order: the first one, reduced with each later one as its next
    /// sibling's (the default value when there are none).
    static func reduced(_ values: ArraySlice<Any>) -> Value {
        var values = values.lazy.compactMap { $0 as? Value }.makeIterator()
        guard var value = values.next() else { return defaultValue }
        while let next = values.next() { reduce(value: &value) { next } }
        return value
    }

    /// The key's identity among the recorded values.
    static var id: ObjectIdentifier { ObjectIdentifier(Self.self) }
}

/// The preference values the views lowered so far set, by key, in view-tree order: a modifier
/// notes how many there were before its content, so the values from there on are its content's.
struct PreferenceValues {
    private var values: [ObjectIdentifier: [Any]] = [:]

    /// Whether no view set a value.
    var isEmpty: Bool { values.isEmpty }

    /// How many values of `key` are recorded.
    func count(_ key: ObjectIdentifier) -> Int { values[key]?.count ?? 0 }

    /// The values of `key` from `start` on.
    func values(_ key: ObjectIdentifier, from start: Int) -> ArraySlice<Any> { values[key]?[start...] ?? [] }

    /// Replaces the values of `key` from `start` on with `value`, the one a view around them sets.
    mutating func replace(_ key: ObjectIdentifier, from start: Int, with value: Any) {
        values[key, default: []].replaceSubrange(start..., with: CollectionOfOne(value))
    }

    /// Records `other`'s values after these, key by key.
    mutating func append(_ other: PreferenceValues) {
        values.merge(other.values) { $0 + $1 }
    }

    /// Whether `other` holds the same values (a value that is not `Equatable` is never the same).
    func isSame(as other: PreferenceValues) -> Bool {
        values.count == other.values.count && values.allSatisfy { key, mine in
            guard let theirs = other.values[key], theirs.count == mine.count else { return false }
            return zip(mine, theirs).allSatisfy { Self.equal($0, $1) }
        }
    }

    private static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
        func equal<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool { rhs as? Value == lhs }
        guard let lhs = lhs as? any Equatable else { return false }
        return equal(lhs, rhs)
    }
}

/// A view's preference, recorded as its content is lowered.
public struct _PreferenceModifier<Key: PreferenceKey>: _LayoutModifier {
    let value: Key.Value

    /// Lowers `content`, then records the value in place of the values its content set.
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        let start = tree.traits.preferences.count(Key.id)
        Content._lower(content, into: &tree)
        tree.traits.preferences.replace(Key.id, from: start, with: modifier.value)
    }
}

/// A change to the preference a view's content set (`transformPreference`).
public struct _PreferenceTransformModifier<Key: PreferenceKey>: _LayoutModifier {
    let transform: (inout Key.Value) -> Void

    /// Lowers `content`, then records its reduced value, transformed, in place of its values.
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        let start = tree.traits.preferences.count(Key.id)
        Content._lower(content, into: &tree)
        var value = Key.reduced(tree.traits.preferences.values(Key.id, from: start))
        modifier.transform(&value)
        tree.traits.preferences.replace(Key.id, from: start, with: value)
    }
}

/// Runs an action with the preference the content's views set.
public struct _PreferenceChangeModifier<Key: PreferenceKey>: _LayoutModifier where Key.Value: Equatable {
    let action: (Key.Value) -> Void

    /// Lowers `content`, then registers the action with the reduced value of the values it
    /// set (which pass on to the views around unchanged).
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        let scope = tree.scope(for: Self.self)
        let start = tree.traits.preferences.count(Key.id)
        Content._lower(content, into: &tree)
        let value = Key.reduced(tree.traits.preferences.values(Key.id, from: start))
        let action = modifier.action
        tree.graph.change(scope, value, initial: true) { _, new in action(new) }
    }
}

/// A view in front of or behind the content made from the preference the content set
/// (`overlayPreferenceValue`, `backgroundPreferenceValue`).
public struct _PreferenceDecorationModifier<Key: PreferenceKey, Decoration: View>: _LayoutModifier {
    let alignment: Alignment
    let isOverlay: Bool
    let decoration: (Key.Value) -> Decoration

    /// Lowers `content`, then the decoration from its reduced value, aligned in its frame.
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        let start = tree.traits.preferences.count(Key.id)
        let child = tree.lowerSingle(content)
        let value = Key.reduced(tree.traits.preferences.values(Key.id, from: start))
        let decoration = tree.lowerSingle(ZStack(alignment: modifier.alignment) { modifier.decoration(value) })
        tree.addNode(modifier.isOverlay ? .overlay : .background, payload: tree.store(modifier.alignment), around: child, decoration)
    }
}

extension View {
    /// Sets `key`'s value for the views around this one: it takes the place of the values
    /// this view's content set for `key`.
    ///
    /// Still frame: the value reaches `onPreferenceChange`, `overlayPreferenceValue` and
    /// `backgroundPreferenceValue` around it, combined with its siblings' in view-tree order.
    public consuming func preference<Key: PreferenceKey>(key: Key.Type = Key.self, value: Key.Value)
        -> ModifiedContent<Self, _PreferenceModifier<Key>>
    {
        modifier(_PreferenceModifier(value: value))
    }

    /// Changes `key`'s value that this view's content set: `callback` gets the reduced value
    /// (the default value when none was set), and what it leaves is the view's value.
    ///
    /// Still frame: applied while the view is built, as `preference(key:value:)` is.
    public consuming func transformPreference<Key: PreferenceKey>(
        _ key: Key.Type = Key.self, _ callback: @escaping (inout Key.Value) -> Void
    ) -> ModifiedContent<Self, _PreferenceTransformModifier<Key>> {
        modifier(_PreferenceTransformModifier(transform: callback))
    }

    /// Runs `action` with the value of `key` the views inside set (reduced in view-tree order).
    ///
    /// Still frame: runs before the frame is drawn, after the layout's pass that reaches the
    /// view, with the value the views set while they were built; state it sets is drawn (the
    /// view is laid out again). A value set inside a `GeometryReader`'s content (built when
    /// it is placed) counts in the reader's place from the next layout: the view is laid out
    /// again with it (at most twice more).
    public consuming func onPreferenceChange<Key: PreferenceKey>(_ key: Key.Type = Key.self, perform action: @escaping (Key.Value) -> Void)
        -> ModifiedContent<Self, _PreferenceChangeModifier<Key>> where Key.Value: Equatable
    {
        modifier(_PreferenceChangeModifier(action: action))
    }

    /// A view in front of this one made from the value of `key` this view's content set,
    /// centred in its frame; its own values of `key` come after the content's.
    ///
    /// Still frame: see `overlayPreferenceValue(_:alignment:_:)`.
    public consuming func overlayPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> ModifiedContent<Self, _PreferenceDecorationModifier<Key, T>> {
        modifier(_PreferenceDecorationModifier(alignment: .center, isOverlay: true, decoration: transform))
    }

    /// A view in front of this one made from the value of `key` this view's content set,
    /// offered its size and aligned in its frame, as `overlay(alignment:content:)` is.
    ///
    /// Still frame: made once the content is built, from the value its views set (a value
    /// set in a `GeometryReader`'s content from the next layout, as `onPreferenceChange` sees it).
    public consuming func overlayPreferenceValue<Key: PreferenceKey, V: View>(
        _ key: Key.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (Key.Value) -> V
    ) -> ModifiedContent<Self, _PreferenceDecorationModifier<Key, V>> {
        modifier(_PreferenceDecorationModifier(alignment: alignment, isOverlay: true, decoration: transform))
    }

    /// A view behind this one made from the value of `key` this view's content set, centred
    /// in its frame; its own values of `key` come after the content's.
    ///
    /// Still frame: see `overlayPreferenceValue(_:alignment:_:)`.
    public consuming func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> ModifiedContent<Self, _PreferenceDecorationModifier<Key, T>> {
        modifier(_PreferenceDecorationModifier(alignment: .center, isOverlay: false, decoration: transform))
    }

    /// A view behind this one made from the value of `key` this view's content set, offered
    /// its size and aligned in its frame, as `background(alignment:content:)` is.
    ///
    /// Still frame: see `overlayPreferenceValue(_:alignment:_:)`.
    public consuming func backgroundPreferenceValue<Key: PreferenceKey, V: View>(
        _ key: Key.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (Key.Value) -> V
    ) -> ModifiedContent<Self, _PreferenceDecorationModifier<Key, V>> {
        modifier(_PreferenceDecorationModifier(alignment: alignment, isOverlay: false, decoration: transform))
    }
}

/// Where a `GeometryReader` keeps the values its content sets: the graph and the reader's scope.
struct ReaderSlot {
    var graph: ViewGraph
    var scope: Int32
}
