import Foundation

/// Rows in sections, drawn as iOS draws a list (inset grouped by default: rounded white cards
/// on the grouped grey, 44-point rows with hairline separators), like SwiftUI's `List`. It
/// takes all the room it is offered and scrolls.
/// Still frame: scrolled to the top; selection
/// is not drawn.
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    @usableFromInline let content: Content

    /// A list with a selection (not drawn).
    @inlinable
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list with a multiple selection (not drawn).
    @inlinable
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A row per element of `data`, with a selection (not drawn).
    @inlinable
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A row per element of `data`, identified by `id`, with a selection (not drawn).
    @inlinable
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A row per element of `data`, with a multiple selection (not drawn).
    @inlinable
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// Lowers the rows and sections, then draws them as a list.
    @inlinable
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        let saved = tree.traits.inList
        tree.traits.inList = true
        let nodes = tree.lowerRows(view.content)
        tree.traits.inList = saved
        tree.finishList(nodes)
    }
}

extension List where SelectionValue == Never {
    /// A list of the content's rows and sections.
    @inlinable
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A row per element of `data`.
    @inlinable
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A row per element of `data`, identified by `id`.
    @inlinable
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}

/// A list of controls, drawn as an inset grouped list, like SwiftUI's `Form` on iOS.
public struct Form<Content: View>: View, PrimitiveView {
    @usableFromInline let content: Content

    /// A form of the content's rows and sections.
    @inlinable
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Lowers as an inset grouped list.
    @inlinable
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        List(content: { view.content }).listStyle(.insetGrouped)._lowerAsRoot(into: &tree)
    }
}

/// Rows under a header and over a footer, like SwiftUI's `Section`: in a ``List`` one card
/// (header in small grey capitals above it); elsewhere its views in place.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    @usableFromInline let header: Parent
    @usableFromInline let content: Content
    @usableFromInline let footer: Footer

    /// A section with a header and a footer.
    @inlinable
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section with a header and a footer (the older spelling).
    @inlinable
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    /// Lowers as a list's card, or its views in place outside a list.
    @inlinable
    public static func _lower(_ view: Self, into tree: inout _ViewLowering) {
        guard tree.traits.inList else {
            Parent._lower(view.header, into: &tree)
            Content._lower(view.content, into: &tree)
            Footer._lower(view.footer, into: &tree)
            tree.markGroup()
            return
        }
        tree.traits.inList = false
        let header = tree.lowerNodes(view.header, changing: .custom(ListMetrics.headerStyle))
        let rows = tree.lowerRows(view.content)
        let footer = tree.lowerNodes(view.footer, changing: .custom(ListMetrics.footerStyle))
        tree.traits.inList = true
        tree.addListSection(header: header, rows: rows, footer: footer)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    @inlinable
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a text header.
    @inlinable
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    @inlinable
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header (the older spelling).
    @inlinable
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    @inlinable
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with a footer (the older spelling).
    @inlinable
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

/// How a list is drawn, from its style and the screen's width.
@usableFromInline
struct ListMetrics {
    /// The room between the screen's edges and a card.
    var margin: Double
    /// The room between a card's edges and its rows' content (and the separators' start).
    var inset: Double
    var cornerRadius: Double
    var background: Color
    var cellBackground: Color

    /// iOS's `systemGroupedBackground`.
    static let groupedBackground = Color(light: RGBA(rgb: 0xF2F2F7), dark: RGBA(rgb: 0x000000))
    /// iOS's `secondarySystemGroupedBackground`.
    static let cellBackground = Color(light: RGBA(rgb: 0xFFFFFF), dark: RGBA(rgb: 0x1C1C1E))
    /// iOS's `systemBackground`.
    static let plainBackground = Color(light: RGBA(rgb: 0xFFFFFF), dark: RGBA(rgb: 0x000000))

    /// The room above and below a row's content.
    static let rowPadding = 6.0
    /// The room above a section without a header, and above a header.
    static let sectionGap = 35.0
    static let headerGap = 17.0
    /// The room between a header and its card, and between a card and its footer.
    static let headerBottom = 7.0

    init(_ style: ListStyleKind, width: Double) {
        let edge = width >= 414 ? 20.0 : 16.0
        switch style {
        case .automatic, .insetGrouped, .sidebar:
            self.init(margin: edge, inset: edge, cornerRadius: 10, background: Self.groupedBackground, cellBackground: Self.cellBackground)
        case .grouped:
            self.init(margin: 0, inset: edge, cornerRadius: 0, background: Self.groupedBackground, cellBackground: Self.cellBackground)
        case .plain:
            self.init(margin: 0, inset: edge, cornerRadius: 0, background: Self.plainBackground, cellBackground: Self.plainBackground)
        case .inset:
            self.init(margin: edge, inset: edge, cornerRadius: 10, background: Self.plainBackground, cellBackground: Self.plainBackground)
        }
    }

    init(margin: Double, inset: Double, cornerRadius: Double, background: Color, cellBackground: Color) {
        self.margin = margin
        self.inset = inset
        self.cornerRadius = cornerRadius
        self.background = background
        self.cellBackground = cellBackground
    }

    /// Section headers: footnote, secondary.
    @usableFromInline
    static let headerStyle: @Sendable (inout EnvironmentValues) -> Void = { environment in
        environment.font = .footnote
        environment.foregroundColor = .secondary
    }

    /// Section footers: footnote, secondary.
    @usableFromInline
    static let footerStyle: @Sendable (inout EnvironmentValues) -> Void = headerStyle
}

extension _ViewLowering {
    /// Lowers `content` in a changed environment and returns the nodes it made.
    @inlinable
    mutating func lowerNodes<Content: View>(_ content: Content, changing change: EnvironmentChange) -> [Int32] {
        let saved = environment
        change.apply(to: &environment)
        defer { environment = saved }
        return lowerNodes(content)
    }

    /// Lowers a list's rows (a ``NavigationLink`` among them shows its chevron).
    @inlinable
    mutating func lowerRows<Content: View>(_ content: Content) -> [Int32] {
        let saved = traits.inListRows
        traits.inListRows = true
        defer { traits.inListRows = saved }
        return lowerNodes(content)
    }

    /// Draws a list section as a card and adds it (recorded as a section) to the container.
    @usableFromInline
    mutating func addListSection(header: [Int32], rows: [Int32], footer: [Int32]) {
        let node = makeListSection(header: header, rows: rows, footer: footer)
        traits.listSections.insert(node)
        adopt(node)
    }

    private mutating func makeListSection(header: [Int32], rows: [Int32], footer: [Int32]) -> Int32 {
        let metrics = ListMetrics(environment._containers.list, width: environment.canvas.size.width)
        let styles = rows.map { row in
            let traits = listRowTraits(of: row)
            return ListRowStyle(
                background: traits.background.map { $0(&self) }, insets: traits.insets,
                hiddenSeparators: traits.hiddenSeparators ?? [], separatorTint: traits.separatorTint)
        }
        return lowerSingle(
            ListSectionView(
                header: header, rows: rows, styles: styles, footer: footer, metrics: metrics,
                minRowHeight: environment.defaultMinListRowHeight, hairline: 1 / max(1, environment.canvas.scale)))
    }

    /// Draws a list from its lowered sections and rows: rows outside a section make one.
    @usableFromInline
    mutating func finishList(_ nodes: [Int32]) {
        traits.sawList = true
        var sections: [Int32] = []
        var loose: [Int32] = []
        for node in nodes + [-1] {
            if node >= 0, !traits.listSections.contains(node) {
                loose.append(node)
                continue
            }
            if !loose.isEmpty {
                sections.append(makeListSection(header: [], rows: loose, footer: []))
                loose = []
            }
            if node >= 0 { sections.append(node) }
        }
        let metrics = ListMetrics(environment._containers.list, width: environment.canvas.size.width)
        ScrollView {
            VStack(spacing: 0) {
                ForEach(sections.indices, id: \.self) { LoweredNode(node: sections[$0]) }
                Color.clear.frame(height: ListMetrics.sectionGap)
            }
        }
        .background((environment.scrollContentBackground == .hidden ? Color.clear : metrics.background).ignoresSafeArea())
        ._lowerAsRoot(into: &self)
    }
}

/// One section of a list: its header, its rows on a card with separators, its footer.
struct ListSectionView: View {
    let header: [Int32]
    let rows: [Int32]
    /// How each row is drawn (its `listRow…` modifiers).
    let styles: [ListRowStyle]
    let footer: [Int32]
    let metrics: ListMetrics
    let minRowHeight: Double
    /// A separator's thickness: one pixel.
    let hairline: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if header.isEmpty {
                Color.clear.frame(height: ListMetrics.sectionGap)
            } else {
                nodes(header)
                    .padding(.horizontal, metrics.margin + metrics.inset)
                    .padding(.top, ListMetrics.headerGap)
                    .padding(.bottom, ListMetrics.headerBottom)
            }
            Group {
                if styles.contains(where: { $0.background != nil }) {
                    card.clipShape(RoundedRectangle(cornerRadius: metrics.cornerRadius))
                } else {
                    card
                }
            }
            .padding(.horizontal, metrics.margin)
            if !footer.isEmpty {
                nodes(footer)
                    .padding(.horizontal, metrics.margin + metrics.inset)
                    .padding(.top, ListMetrics.headerBottom)
            }
        }
    }

    /// The rows on the card, with separators between them.
    private var card: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(rows.indices, id: \.self) { index in
                let insets = styles[index].insets
                    ?? EdgeInsets(
                        top: ListMetrics.rowPadding, leading: metrics.inset, bottom: ListMetrics.rowPadding,
                        trailing: metrics.inset)
                LoweredNode(node: rows[index])
                    .padding(.top, insets.top).padding(.bottom, insets.bottom)
                    .frame(maxWidth: .infinity, minHeight: minRowHeight, alignment: .leading)
                    .padding(.leading, insets.leading).padding(.trailing, insets.trailing)
                    .background(styles[index].background.map { LoweredNode(node: $0) })
                if index < rows.count - 1, styles[index].separatorBelow(next: styles[index + 1]) {
                    (styles[index].separatorTint ?? Divider.separatorColor)
                        .frame(height: hairline)
                        .padding(.leading, metrics.inset)
                }
            }
        }
        .background(RoundedRectangle(cornerRadius: metrics.cornerRadius).fill(metrics.cellBackground))
    }

    private func nodes(_ nodes: [Int32]) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(nodes.indices, id: \.self) { LoweredNode(node: nodes[$0]) }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// How one row of a list section is drawn, from its `listRow…` modifiers.
struct ListRowStyle {
    /// The lowered background, filling the row's cell.
    var background: Int32?
    /// The room around the content (nil: the list's).
    var insets: EdgeInsets?
    var hiddenSeparators: VerticalEdge.Set
    var separatorTint: Color?

    /// Whether the separator between this row and `next` is drawn: unless this row hides
    /// its bottom one or the next its top one.
    func separatorBelow(next: ListRowStyle) -> Bool {
        !hiddenSeparators.contains(.bottom) && !next.hiddenSeparators.contains(.top)
    }
}
