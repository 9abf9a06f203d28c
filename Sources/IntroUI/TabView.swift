import Foundation

/// Pages of which one shows, like SwiftUI's `TabView`: with a tab bar along the bottom (the
/// default style) or as swipeable pages with dots (`.tabViewStyle(.page)`). It takes all the
/// room it is offered.
/// Still frame: the page whose `tag` is the selection is drawn (the first
/// page without a selection, or when no tag matches).
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    @usableFromInline let selection: SelectionValue?
    @usableFromInline let content: Content

    /// Pages, the one tagged with `selection`'s value shown.
    @inlinable
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection?.wrappedValue
        self.content = content()
    }

    /// Lowers every page, then draws the selected one with the tab bar or the page dots.
    @inlinable
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        let pages = tree.lowerNodes(view.content)
        tree.finishTabView(pages: pages, selection: view.selection.map { AnyHashable($0) })
    }
}

extension TabView where SelectionValue == Int {
    /// Pages, the first shown.
    @inlinable
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

extension _ViewLowering {
    /// Builds a tab view from its lowered pages.
    @usableFromInline
    mutating func finishTabView(pages: [Int32], selection: AnyHashable?) {
        let index = selection.flatMap { value in pages.firstIndex { trait(traits.tags, of: $0) == value } } ?? 0
        guard index < pages.count else { return }
        let page = LoweredNode(node: pages[index]).frame(maxWidth: .infinity, maxHeight: .infinity)
        switch environment._containers.tabView {
        case .page(let mode):
            let showsDots = mode == .always || (mode == .automatic && pages.count > 1)
            let dots = PageDots(count: pages.count, current: index, backdrop: environment._containers.indexBackground == .always)
            ZStack(alignment: .bottom) {
                page
                if showsDots { dots }
            }._lowerAsRoot(into: &self)
        case .automatic:
            let items = pages.enumerated().map { offset, node -> Int32? in
                guard let item = trait(traits.tabItems, of: node) else { return nil }
                let saved = environment
                environment.foregroundColor = offset == index ? environment.accentColor : TabBar.unselected
                environment.font = .system(size: 10, weight: .medium)
                environment._containers.label = .tabItem
                defer { environment = saved }
                return item(&self)
            }
            VStack(spacing: 0) {
                page
                TabBar(items: items.compactMap { $0 })
            }._lowerAsRoot(into: &self)
        }
    }
}

/// The dots of a paging tab view: 7-point circles 9 points apart, white in either colour
/// scheme, as UIPageControl's default tints are (the current one opaque, the others
/// translucent: Apple does not document the alpha, 50 % is IntroKit's), 26 points tall at the
/// bottom.
struct PageDots: View {
    let count: Int
    let current: Int
    let backdrop: Bool

    var body: some View {
        HStack(spacing: 9) {
            ForEach(0..<count) { dot in
                Circle().fill(Color.white.opacity(dot == current ? 1 : 0.5)).frame(width: 7, height: 7)
            }
        }
        .padding(.horizontal, backdrop ? 8 : 0)
        .frame(height: backdrop ? 21 : 26)
        .background(Capsule().fill(Color.black.opacity(backdrop ? 0.25 : 0)))
        .padding(.bottom, backdrop ? 3 : 0)
    }
}

/// The tab bar of the default tab view style: its items side by side, each an equal share
/// of the width, 49 points tall above the home indicator, on the bar material with a
/// hairline on top.
struct TabBar: View {
    let items: [Int32]

    /// Unselected items: iOS's `systemGray`.
    static let unselected = Color(light: RGBA(rgb: 0x999999), dark: RGBA(rgb: 0x999999))
    /// The bar's material, drawn as the translucent fill iOS's chrome material comes close to.
    static let material = Color(light: RGBA(rgb: 0xF9F9F9, alpha: 0.94), dark: RGBA(rgb: 0x161616, alpha: 0.94))

    var body: some View {
        HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { index in
                LoweredNode(node: items[index]).frame(maxWidth: .infinity)
            }
        }
        .padding(.top, 7)
        .frame(height: 49, alignment: .top)
        .frame(maxWidth: .infinity)
        .background(TabBar.material.ignoresSafeArea(.container, edges: .bottom))
        .overlay(alignment: .top) { Divider() }
    }
}
