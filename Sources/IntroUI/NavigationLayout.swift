import Foundation

/// A navigation container showing its root view under a navigation bar, like SwiftUI's
/// `NavigationStack`: the bar shows the title the root sets (`navigationTitle`), large by
/// default (96 points: a 44-point bar and the 34-point bold title under it), inline 44 points.
/// Still frame: the root is shown; nothing is pushed. Over a ``List`` the grouped background
/// runs under the bar, which is transparent at the scroll edge, as on iOS 15 and later.
public struct NavigationStack<Root: View>: View, PrimitiveView {
    @usableFromInline let root: Root

    /// A stack showing `root`.
    @inlinable
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    /// A stack showing `root` with a path of pushed values (the root is drawn).
    @inlinable
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
    }

    /// Lowers the root, then the bar its content asked for above it.
    @inlinable
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        let outer = tree.beginNavigation()
        let root = tree.lowerSingle(view.root)
        tree.finishNavigation(root: root, outer)
    }
}

/// The older navigation container, drawn as a ``NavigationStack`` (iPhone style).
public struct NavigationView<Content: View>: View, PrimitiveView {
    @usableFromInline let content: Content

    /// A navigation view showing `content`.
    @inlinable
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Lowers as a navigation stack.
    @inlinable
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        NavigationStack(root: { view.content })._lowerAsRoot(into: &tree)
    }
}

/// A label that would push a view, like SwiftUI's `NavigationLink`: its label, with a
/// chevron at the trailing edge in a list row.
/// Still frame: nothing is pushed.
public struct NavigationLink<Label: View, Destination: View>: View {
    @usableFromInline let label: Label

    /// A link to `destination`.
    @inlinable
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link to a lazily built destination.
    @inlinable
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// The label, in a list row followed by a chevron.
    public var body: some View {
        NavigationLinkLabel(label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A link with a text label.
    @inlinable
    public init(_ title: String, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link with a text label to a lazily built destination.
    @inlinable
    public init(_ title: String, @ViewBuilder destination: () -> Destination) {
        self.label = Text(title)
    }
}

extension NavigationLink where Destination == EmptyView {
    /// A link that pushes a value (`navigationDestination(for:)` makes its view).
    @inlinable
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Destination == EmptyView, Label == Text {
    /// A link with a text label that pushes a value.
    @inlinable
    public init<P: Hashable>(_ title: String, value: P?) {
        self.label = Text(title)
    }
}

/// A navigation link's label: in a list row, an `HStack` with a grey chevron at the end.
struct NavigationLinkLabel<Label: View>: View, PrimitiveView {
    let label: Label

    static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        guard tree.traits.inListRows else {
            tree.lower(view.label, changing: .foregroundColorDefaultingToAccent)
            return
        }
        HStack {
            view.label
            Spacer(minLength: 0)
            Image(systemName: "chevron.right")
                .font(.system(size: 14, weight: .semibold))
                .foregroundColor(NavigationBarView.chevron)
        }._lowerAsRoot(into: &tree)
    }
}

extension _ViewLowering {
    /// What the lowering of a navigation stack's root replaces, to put back after it.
    @usableFromInline
    struct NavigationScope {
        let bar: NavigationBarPreferences
        let sawList: Bool
    }

    /// Starts a navigation stack's root: its bar starts empty.
    @usableFromInline
    mutating func beginNavigation() -> NavigationScope {
        let scope = NavigationScope(bar: traits.navigationBar, sawList: traits.sawList)
        traits.navigationBar = NavigationBarPreferences()
        traits.sawList = false
        return scope
    }

    /// Adds the navigation stack: the bar its root asked for, then the root in the rest.
    @usableFromInline
    mutating func finishNavigation(root: Int32, _ outer: NavigationScope) {
        let bar = traits.navigationBar
        let overList = traits.sawList
        traits.navigationBar = outer.bar
        traits.sawList = outer.sawList || overList
        let inset = environment.canvas.size.width >= 414 ? 20.0 : 16.0
        VStack(spacing: 0) {
            if !bar.isHidden { NavigationBarView(bar: bar, inset: inset) }
            LoweredNode(node: root).frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .background(overList ? ListMetrics.groupedBackground.ignoresSafeArea() : nil)
        ._lowerAsRoot(into: &self)
    }
}

/// A navigation bar: 44 points (the title centred in it when inline, or the principal toolbar
/// item; the leading and trailing toolbar items at its ends, inset as the bar's title is),
/// then, for a large title, the title in 34-point bold at the leading edge in 52 points more,
/// then, for `searchable` content, its search field in 52 points more.
struct NavigationBarView: View {
    let bar: NavigationBarPreferences
    let inset: Double

    /// The chevron of a list row's link: iOS's `tertiaryLabel`.
    static let chevron = Color(
        light: RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3),
        dark: RGBA(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.3))

    var body: some View {
        let large = bar.largeTitle ?? true
        VStack(alignment: .leading, spacing: 0) {
            ZStack {
                if let principal = bar.principalItem {
                    LoweredNode(node: principal)
                } else if !large, let title = bar.title {
                    Text(title).font(.headline).lineLimit(1)
                }
                HStack(spacing: ToolbarLayout.itemSpacing) {
                    ForEach(bar.leadingItems, id: \.self) { LoweredNode(node: $0) }
                    Spacer(minLength: 0)
                    ForEach(bar.trailingItems, id: \.self) { LoweredNode(node: $0) }
                }
                .padding(.horizontal, inset)
            }
            .frame(maxWidth: .infinity)
            .frame(height: 44)
            if large, let title = bar.title {
                Text(title).font(.largeTitle).bold().lineLimit(1)
                    .padding(.horizontal, inset)
                    .padding(.bottom, 8)
                    .frame(maxWidth: .infinity, minHeight: 52, alignment: .bottomLeading)
            }
            if let prompt = bar.searchPrompt {
                SearchFieldView(prompt: prompt, text: bar.searchText).padding(.horizontal, inset).frame(height: 52)
            }
        }
    }
}

/// A navigation bar's search field: 36 points tall with 10-point corners on iOS's
/// `tertiarySystemFill`, a magnifying glass and the text, or the prompt in the placeholder
/// colour, in 17-point text.
struct SearchFieldView: View {
    let prompt: String
    let text: String

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass").foregroundColor(TextField.placeholderColor)
            if text.isEmpty {
                Text(verbatim: prompt).foregroundColor(TextField.placeholderColor).lineLimit(1)
            } else {
                Text(verbatim: text).lineLimit(1)
            }
            Spacer(minLength: 0)
        }
        .font(.body)
        .padding(.horizontal, 8)
        .frame(height: 36)
        .background(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(PickerMetrics.track))
    }
}
