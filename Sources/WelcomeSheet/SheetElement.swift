/// A named element of a Welcome Sheet page: the frame ids the sheet view gives its parts
/// (``id``), which `introkit layout`, lint and the gallery's overlay read back. One type owns
/// both directions, so the view and lint cannot disagree on a spelling.
public enum SheetElement: Hashable, Sendable {
    /// The sheet (its scroll view too).
    case sheet
    /// The page title.
    case title
    /// A row (index from 0).
    case row(Int)
    /// A row's icon.
    case rowIcon(Int)
    /// A row's title.
    case rowTitle(Int)
    /// A row's content text.
    case rowContent(Int)
    /// The link button above the main button.
    case optionalButton
    /// The main button.
    case mainButton
    /// The status bar (chrome).
    case statusBar
    /// The home indicator (chrome).
    case homeIndicator
    /// The back button on pages after the first (chrome).
    case backButton
    /// The dimmed card of the presenting screen behind an iPhone sheet (chrome).
    case presentingCard

    /// The elements whose id is their name alone.
    private static let named: [SheetElement] = [
        .sheet, .title, .optionalButton, .mainButton, .statusBar, .homeIndicator, .backButton, .presentingCard,
    ]

    /// The frame id: `sheet`, `title`, `row.2`, `row.2.icon`, `row.2.title`, `row.2.content`,
    /// `optionalButton`, `mainButton`, `statusBar`, `homeIndicator`, `backButton`, `presentingCard`.
    public var id: String {
        switch self {
        case .sheet: "sheet"
        case .title: "title"
        case .row(let index): "row.\(index)"
        case .rowIcon(let index): "row.\(index).icon"
        case .rowTitle(let index): "row.\(index).title"
        case .rowContent(let index): "row.\(index).content"
        case .optionalButton: "optionalButton"
        case .mainButton: "mainButton"
        case .statusBar: "statusBar"
        case .homeIndicator: "homeIndicator"
        case .backButton: "backButton"
        case .presentingCard: "presentingCard"
        }
    }

    /// The element a frame id names, or nil for an id the sheet does not give.
    public init?(id: String) {
        guard id.hasPrefix("row.") else {
            guard let named = Self.named.first(where: { $0.id == id }) else { return nil }
            self = named
            return
        }
        // `row.<index>` and an optional `.icon`, `.title` or `.content`, read in place: lint
        // and the audit ask this of every text and issue, so no array of parts is made.
        let rest = id.utf8.dropFirst(4)
        let dot = rest.firstIndex(of: UInt8(ascii: "."))
        guard let index = Int(Substring(rest[..<(dot ?? rest.endIndex)])), index >= 0 else { return nil }
        switch dot.map({ Substring(rest[rest.index(after: $0)...]) }) {
        case nil: self = .row(index)
        case "icon": self = .rowIcon(index)
        case "title": self = .rowTitle(index)
        case "content": self = .rowContent(index)
        default: return nil
        }
    }

    /// The row the element belongs to, if any.
    public var row: Int? {
        switch self {
        case .row(let index), .rowIcon(let index), .rowTitle(let index), .rowContent(let index): index
        case .sheet, .title, .optionalButton, .mainButton, .statusBar, .homeIndicator, .backButton, .presentingCard: nil
        }
    }

    /// Whether it is a text the page's content gives (the title, a row's title or content, a
    /// button title), not the chrome's.
    public var isContentText: Bool {
        switch self {
        case .title, .rowTitle, .rowContent, .optionalButton, .mainButton: true
        case .sheet, .row, .rowIcon, .statusBar, .homeIndicator, .backButton, .presentingCard: false
        }
    }
}
