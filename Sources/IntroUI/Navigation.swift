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

    /// A search field in the navigation stack's bar, editing `text`, showing `prompt` (else
    /// "Search") while it is empty.
    ///
    /// Still frame: at rest, scrolled to the top, so the field is shown below the title (a
    /// large title's, or the bar's when the title is inline): a 36-point rounded field in a
    /// 52-point band, with a magnifying glass and the prompt, or the text. Outside a
    /// navigation stack nothing is drawn.
    @inlinable
    public consuming func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil)
        -> ModifiedContent<Self, _NavigationBarModifier>
    {
        let (shown, typed) = (prompt?.content ?? "Search", text.wrappedValue)
        return modifier(_NavigationBarModifier { bar in
            bar.searchPrompt = shown
            bar.searchText = typed
        })
    }

    /// A search field with a prompt from a string.
    ///
    /// Still frame: as with a `Text` prompt: the field is shown below the title, at rest.
    @inlinable
    @_disfavoredOverload
    public consuming func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S)
        -> ModifiedContent<Self, _NavigationBarModifier>
    {
        searchable(text: text, placement: placement, prompt: Text(verbatim: String(prompt)))
    }

    /// A search field with a prompt from a string literal.
    ///
    /// Still frame: as with a `Text` prompt: the field is shown below the title, at rest.
    @inlinable
    public consuming func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey)
        -> ModifiedContent<Self, _NavigationBarModifier>
    {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}

/// Where a search field goes, like SwiftUI's `SearchFieldPlacement`.
///
/// Still frame: every placement is drawn in the navigation bar's drawer, below the title.
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String

    /// Whether a drawer's field stays shown while the content scrolls, like SwiftUI's
    /// `SearchFieldPlacement.NavigationBarDrawerDisplayMode`.
    public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
        let name: String
        /// Hidden as the content scrolls up.
        public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
        /// Always shown.
        public static let always = NavigationBarDrawerDisplayMode(name: "always")
    }

    /// The system's choice (on iPhone, the navigation bar's drawer).
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the navigation bar's drawer, below the title.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In a sidebar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")

    /// In the navigation bar's drawer, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer-\(displayMode.name)")
    }
}
