import Foundation

/// Where a toolbar item goes, like SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String

    /// The system's choice.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// The navigation bar's leading side.
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    /// The navigation bar's trailing side.
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    /// The leading side of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// The trailing side of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// The centre of the bar.
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// The bottom bar.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    /// Above the keyboard.
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    /// The primary action's place.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// Where a confirming action goes (a sheet's trailing side).
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// Where a cancelling action goes (a sheet's leading side).
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// Where a destructive action goes.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
}

/// Which bar a toolbar modifier speaks of, like SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The bottom bar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}

/// Content for a toolbar, like SwiftUI's `ToolbarContent`.
public protocol ToolbarContent {}

/// One item of a toolbar, like SwiftUI's `ToolbarItem`.
///
/// Still frame: not drawn: IntroKit's navigation bar shows the title only.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    /// Where it goes.
    public let placement: ToolbarItemPlacement
    /// The item's view.
    public let content: Content

    /// An item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == Void {
        self.placement = placement
        self.content = content()
    }

    /// An item with an identifier, at `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement
        self.content = content()
    }
}

/// Several items of a toolbar in one place, like SwiftUI's `ToolbarItemGroup`.
///
/// Still frame: not drawn.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    /// Where they go.
    public let placement: ToolbarItemPlacement
    /// The items' views.
    public let content: Content

    /// Items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar contents, in order.
public struct _ToolbarContentPair<First: ToolbarContent, Second: ToolbarContent>: ToolbarContent {
    let first: First
    let second: Second
}

/// No toolbar content, or what an `if` left out.
public struct _EmptyToolbarContent: ToolbarContent {}

/// Optional toolbar content is toolbar content.
extension Optional: ToolbarContent where Wrapped: ToolbarContent {}

/// Builds toolbar content from statements, like SwiftUI's `ToolbarContentBuilder`.
@resultBuilder
public enum ToolbarContentBuilder {
    /// No items.
    public static func buildBlock() -> _EmptyToolbarContent { _EmptyToolbarContent() }
    /// The first item.
    public static func buildPartialBlock<Content: ToolbarContent>(first content: Content) -> Content { content }
    /// The items so far and the next.
    public static func buildPartialBlock<Accumulated: ToolbarContent, Next: ToolbarContent>(accumulated: Accumulated, next: Next)
        -> _ToolbarContentPair<Accumulated, Next>
    {
        _ToolbarContentPair(first: accumulated, second: next)
    }
    /// An `if` without `else`.
    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    /// The first branch of an `if`/`else`.
    public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(first: First) -> _ToolbarContentPair<First?, Second?> {
        _ToolbarContentPair(first: first, second: nil)
    }
    /// The second branch of an `if`/`else`.
    public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(second: Second) -> _ToolbarContentPair<First?, Second?> {
        _ToolbarContentPair(first: nil, second: second)
    }
}

extension View {
    /// Puts items in the toolbar.
    ///
    /// Still frame: the items are not drawn (IntroKit's navigation bar shows the title only).
    @inlinable
    public consuming func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> Self { self }

    /// Puts views in the toolbar.
    ///
    /// Still frame: not drawn.
    @_disfavoredOverload
    @inlinable
    public consuming func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> Self { self }

    /// Shows or hides a bar.
    ///
    /// Still frame: nothing is drawn differently.
    @inlinable
    public consuming func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self { self }

    /// The background of a bar.
    ///
    /// Still frame: nothing is drawn differently.
    @inlinable
    public consuming func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self { self }

    /// Whether the status bar is hidden.
    ///
    /// Still frame: nothing is drawn differently (IntroKit's previews draw no status bar of
    /// their own).
    @inlinable
    public consuming func statusBar(hidden: Bool = true) -> Self { self }

    /// Whether the status bar is hidden (SwiftUI's older name).
    ///
    /// Still frame: nothing is drawn differently.
    @inlinable
    public consuming func statusBarHidden(_ hidden: Bool = true) -> Self { self }
}
