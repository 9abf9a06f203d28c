import Foundation

// Preferences: values views pass up to their ancestors (`preference(key:value:)`), read with
// `onPreferenceChange`.

/// A value that views pass up to the views around them, like SwiftUI's `PreferenceKey`:
/// the values the views inside set are combined with `reduce` in their order.
///
/// Still frame: see `onPreferenceChange(_:perform:)`.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value where no view sets one.
    static var defaultValue: Value { get }
    /// Combines the value so far with the next view's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A view's preference, recorded as its content is lowered.
public struct _PreferenceModifier<Key: PreferenceKey>: _LayoutModifier {
    let value: Key.Value

    /// Lowers `content`, then records the value after the values its content set.
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        Content._lower(content, into: &tree)
        tree.traits.preferences[ObjectIdentifier(Key.self), default: []].append(modifier.value)
    }
}

/// Runs an action with the preference the content's views set.
public struct _PreferenceChangeModifier<Key: PreferenceKey>: _LayoutModifier where Key.Value: Equatable {
    let action: (Key.Value) -> Void

    /// Lowers `content` collecting its values of `Key`, then registers the action with
    /// their reduced value, and passes the values on to the views around.
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        let key = ObjectIdentifier(Key.self)
        let scope = tree.scope(for: Self.self)
        let graph = tree.graph
        let outer = tree.traits.preferences[key] ?? []
        let outerGraph = tree.traits.preferenceGraph
        tree.traits.preferences[key] = []
        tree.traits.preferenceObservers.append(PreferenceObserver(key: key, scope: scope))
        tree.traits.preferenceGraph = graph
        Content._lower(content, into: &tree)
        tree.traits.preferenceObservers.removeLast()
        tree.traits.preferenceGraph = outerGraph
        let inner = tree.traits.preferences[key] ?? []
        tree.traits.preferences[key] = outer + inner
        // Then the values `GeometryReader`s inside set when the last layout placed them.
        graph.comparePreferences(scope) { $0.compactMap { $0 as? Key.Value } == $1.compactMap { $0 as? Key.Value } }
        var value = Key.defaultValue
        for next in (inner + graph.geometryPreferences(scope)).compactMap({ $0 as? Key.Value }) {
            Key.reduce(value: &value) { next }
        }
        let action = modifier.action
        graph.change(scope, value, initial: true) { _, new in action(new) }
    }
}

extension View {
    /// Sets `key`'s value for the views around this one.
    ///
    /// Still frame: the value reaches `onPreferenceChange` around it.
    public consuming func preference<Key: PreferenceKey>(key: Key.Type = Key.self, value: Key.Value)
        -> ModifiedContent<Self, _PreferenceModifier<Key>>
    {
        modifier(_PreferenceModifier(value: value))
    }

    /// Runs `action` with the value of `key` the views inside set (reduced in their order).
    ///
    /// Still frame: runs before the frame is drawn, after the layout's pass that reaches the
    /// view, with the value the views set while they were built; state it sets is drawn (the
    /// view is laid out again). A value set inside a `GeometryReader`'s content (built when
    /// it is placed) comes after the values of the views built before, and is seen from the
    /// next layout: the view is laid out again with it (at most twice more).
    public consuming func onPreferenceChange<Key: PreferenceKey>(_ key: Key.Type = Key.self, perform action: @escaping (Key.Value) -> Void)
        -> ModifiedContent<Self, _PreferenceChangeModifier<Key>> where Key.Value: Equatable
    {
        modifier(_PreferenceChangeModifier(action: action))
    }
}

/// An `onPreferenceChange` around the view being lowered: its key and its scope in the graph.
struct PreferenceObserver {
    var key: ObjectIdentifier
    var scope: Int32
}
