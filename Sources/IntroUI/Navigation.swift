import Foundation

/// The namespace of the navigation bar's title display mode, as SwiftUI names it.
public enum NavigationBarItem {
    /// How the navigation bar shows its title.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Large at a stack's root, inline further in.
        case automatic
        /// Small, in the bar.
        case inline
        /// Large, below the bar.
        case large
    }
}

/// Tells the innermost navigation stack what its bar shows, after the content is lowered (so
/// that the outermost call wins, as in SwiftUI).
public struct _NavigationBarModifier: _LayoutModifier {
    @usableFromInline let update: (inout NavigationBarPreferences) -> Void

    @usableFromInline
    init(_ update: @escaping (inout NavigationBarPreferences) -> Void) {
        self.update = update
    }

    /// Lowers `content` in place, then updates the bar.
    @inlinable
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        Content._lower(content, into: &tree)
        tree._updateNavigationBar(modifier.update)
    }
}

extension View {
    /// The title of the navigation stack's bar while this view is its content.
    ///
    /// Still frame: the `NavigationStack` around draws it in its bar (large at the root).
    @inlinable
    public consuming func navigationTitle(_ title: String) -> ModifiedContent<Self, _NavigationBarModifier> {
        modifier(_NavigationBarModifier { $0.title = title })
    }

    /// The title of the navigation stack's bar, from a text.
    ///
    /// Still frame: as `navigationTitle(_:)` with the text's string.
    @inlinable
    public consuming func navigationTitle(_ title: Text) -> ModifiedContent<Self, _NavigationBarModifier> {
        let string = title.content
        return modifier(_NavigationBarModifier { $0.title = string })
    }

    /// How the navigation bar shows its title.
    ///
    /// Still frame: `.large` draws the large title below the bar, `.inline` a small one in it.
    @inlinable
    public consuming func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode)
        -> ModifiedContent<Self, _NavigationBarModifier>
    {
        modifier(_NavigationBarModifier { preferences in
            switch mode {
            case .automatic: preferences.largeTitle = nil
            case .inline: preferences.largeTitle = false
            case .large: preferences.largeTitle = true
            }
        })
    }

    /// Hides the navigation bar (or shows it again).
    ///
    /// Still frame: a hidden bar is not drawn and takes no room.
    @inlinable
    public consuming func navigationBarHidden(_ hidden: Bool) -> ModifiedContent<Self, _NavigationBarModifier> {
        modifier(_NavigationBarModifier { $0.isHidden = hidden })
    }
}
