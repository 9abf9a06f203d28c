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

/// An item of a toolbar as a navigation bar takes it: where it goes, and how to lower it.
public struct _ToolbarEntry {
    /// Where it goes.
    public let placement: ToolbarItemPlacement
    /// Lowers the item's view into one node.
    public let lower: (inout _ViewLowering) -> Int32

    /// An entry for `view` at `placement`.
    public init<Content: View>(placement: ToolbarItemPlacement, view: Content) {
        self.placement = placement
        self.lower = { tree in tree.lowerSingle(view) }
    }
}

/// Content for a toolbar, like SwiftUI's `ToolbarContent`: items, or a type of yours whose
/// `body` is made of them.
public protocol ToolbarContent {
    /// The content this content is made of.
    associatedtype Body: ToolbarContent
    /// The toolbar content.
    @ToolbarContentBuilder var body: Body { get }
    /// The items, in order.
    func _toolbarEntries() -> [_ToolbarEntry]
}

extension ToolbarContent {
    /// A composed content's items are its body's.
    public func _toolbarEntries() -> [_ToolbarEntry] { body._toolbarEntries() }
}

extension ToolbarContent where Body == Never {
    /// Built-in toolbar content has no body.
    public var body: Never { fatalError("\(Self.self) has no body") }
}

extension Never: ToolbarContent {
    /// There is no `Never` to put in a bar.
    public func _toolbarEntries() -> [_ToolbarEntry] { [] }
}

/// One item of a toolbar, like SwiftUI's `ToolbarItem`.
///
/// Still frame: in a navigation stack's bar, leading items (`.topBarLeading`,
/// `.navigationBarLeading`, `.cancellationAction`) at the leading end, `.principal` in the
/// title's place, the others but `.bottomBar` and `.keyboard` at the trailing end, in 17-point
/// text (`.confirmationAction` semibold); bottom-bar and keyboard items are not drawn.
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

    /// The item.
    public func _toolbarEntries() -> [_ToolbarEntry] { [_ToolbarEntry(placement: placement, view: content)] }
}

/// Several items of a toolbar in one place, like SwiftUI's `ToolbarItemGroup`.
///
/// Still frame: as one ``ToolbarItem`` holding the items side by side.
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

    /// The items, side by side.
    public func _toolbarEntries() -> [_ToolbarEntry] {
        [_ToolbarEntry(placement: placement, view: HStack(spacing: ToolbarLayout.itemSpacing) { content })]
    }
}

/// Several toolbar contents, in order.
public struct _ToolbarContentPair<First: ToolbarContent, Second: ToolbarContent>: ToolbarContent {
    let first: First
    let second: Second

    /// The first's items, then the second's.
    public func _toolbarEntries() -> [_ToolbarEntry] { first._toolbarEntries() + second._toolbarEntries() }
}

/// No toolbar content, or what an `if` left out.
public struct _EmptyToolbarContent: ToolbarContent {
    /// No items.
    public func _toolbarEntries() -> [_ToolbarEntry] { [] }
}

/// Optional toolbar content is toolbar content.
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    /// The wrapped content's items, or none.
    public func _toolbarEntries() -> [_ToolbarEntry] { self?._toolbarEntries() ?? [] }
}

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

/// The numbers of toolbar items in a navigation bar.
enum ToolbarLayout {
    /// Between two items at one end of the bar.
    static let itemSpacing = 16.0
    /// Where an item of `placement` goes in a navigation bar (nil: not drawn there).
    enum Slot { case leading, principal, trailing }

    static func slot(_ placement: ToolbarItemPlacement) -> Slot? {
        switch placement {
        case .navigationBarLeading, .topBarLeading, .cancellationAction: .leading
        case .principal: .principal
        case .bottomBar, .keyboard: nil
        default: .trailing
        }
    }
}

/// Puts toolbar items in the bar of the navigation stack around the view, each lowered where
/// the modifier is, in 17-point text (a confirming action's semibold).
public struct _ToolbarModifier: _LayoutModifier {
    let entries: [_ToolbarEntry]

    init(entries: [_ToolbarEntry]) {
        self.entries = entries
    }

    /// Lowers `content` in place, then the items, and hands them to the bar.
    public static func _lower<Content: View>(_ modifier: Self, content: Content, into tree: inout _ViewLowering) {
        Content._lower(content, into: &tree)
        tree.lowerToolbar(modifier.entries)
    }
}

extension _ViewLowering {
    /// Lowers toolbar items and hands each to the innermost navigation stack's bar.
    mutating func lowerToolbar(_ entries: [_ToolbarEntry]) {
        for entry in entries {
            guard let slot = ToolbarLayout.slot(entry.placement) else { continue }
            let saved = environment
            environment.font = .body
            if entry.placement == .confirmationAction { environment.fontWeight = .semibold }
            let node = entry.lower(&self)
            environment = saved
            _updateNavigationBar { bar in
                switch slot {
                case .leading: bar.leadingItems.append(node)
                case .principal: bar.principalItem = node
                case .trailing: bar.trailingItems.append(node)
                }
            }
        }
    }
}

extension View {
    /// Puts items in the toolbar.
    ///
    /// Still frame: the navigation stack around draws them in its bar (see `ToolbarItem`).
    public consuming func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content)
        -> ModifiedContent<Self, _ToolbarModifier>
    {
        modifier(_ToolbarModifier(entries: content()._toolbarEntries()))
    }

    /// Puts views in the toolbar, where the system puts them (the bar's trailing end).
    ///
    /// Still frame: drawn side by side at the trailing end of the navigation stack's bar.
    @_disfavoredOverload
    public consuming func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, _ToolbarModifier> {
        let items = HStack(spacing: ToolbarLayout.itemSpacing) { content() }
        return modifier(_ToolbarModifier(entries: [_ToolbarEntry(placement: .automatic, view: items)]))
    }

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
}
