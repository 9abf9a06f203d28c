import Foundation
import IntroJSON
import IntroUI

/// Turns a parsed document into pages by ``WelcomeSheetSchema``'s rules, reporting every
/// problem to the context.
struct PageDecoder {
    typealias PageKey = WelcomeSheetSchema.PageKey
    typealias RowKey = WelcomeSheetSchema.RowKey
    static let pageKeys = Set(PageKey.allCases.map(\.rawValue))
    static let rowKeys = Set(RowKey.allCases.map(\.rawValue))
    static let colorKeys = Set(WelcomeSheetSchema.ColorKey.allCases.map(\.rawValue))

    let context: JSONDecodingContext

    static let documentKeys: Set<String> = ["locale", "pages"]

    /// The pages and the document's locale: the root is the array of pages, or an object
    /// `{"locale": "ar", "pages": [ … ]}`; nil when neither.
    func document(_ root: JSONNode) -> (pages: [WelcomeSheetPage], locale: String?)? {
        guard root.value.objectMembers != nil, let object = context.object(root), object.optional("pages") != nil else {
            return pages(root).map { ($0, nil) }
        }
        object.warnAboutUnknownKeys(known: Self.documentKeys)
        let locale = object.contentLocale()
        return object.optional("pages").flatMap(pages).map { ($0, locale) }
    }

    /// The pages of an array; nil when the node is not an array.
    func pages(_ root: JSONNode) -> [WelcomeSheetPage]? {
        guard let elements = root.value.arrayValue else {
            context.error(
                JSONMessage("welcomeSheet.json.topLevelNotArray", [.localized(root.value.type.messageKey)]), at: root)
            return nil
        }
        if elements.isEmpty { context.error(JSONMessage("welcomeSheet.json.noPages"), at: root) }
        return context.array(root)?.compactMap(page)
    }

    /// A page; every member is read (and checked) before giving up on a missing one.
    func page(_ node: JSONNode) -> WelcomeSheetPage? {
        guard let object = context.object(node) else { return nil }
        object.warnAboutUnknownKeys(known: Self.pageKeys)
        let title = object.requiredString(PageKey.title.rawValue)
        let rowNodes = object.requiredArray(PageKey.rows.rawValue)
        if let rowsNode = object.optional(PageKey.rows.rawValue), rowNodes?.isEmpty == true {
            context.warning(JSONMessage("welcomeSheet.json.noRows"), at: rowsNode)
        }
        let rows = rowNodes?.compactMap(row)
        let mainButtonTitle = object.optionalString(PageKey.mainButtonTitle.rawValue)
        let accentColor = object.optional(PageKey.accentColor.rawValue).flatMap(color)
        let backgroundColor = object.optional(PageKey.backgroundColor.rawValue).flatMap(color)
        let optionalButtonTitle = object.optionalString(PageKey.optionalButtonTitle.rawValue)
        let optionalButtonURL = object.optional(PageKey.optionalButtonURL.rawValue).flatMap(url)
        let isShowingOptionalButton = object.optionalBool(PageKey.isShowingOptionalButton.rawValue)
        if isShowingOptionalButton == true, optionalButtonTitle == nil,
            let flag = object.optional(PageKey.isShowingOptionalButton.rawValue)
        {
            context.warning(JSONMessage("welcomeSheet.json.optionalButtonWithoutTitle"), at: flag)
        }
        guard let title, let rows, rows.count == rowNodes?.count else { return nil }
        return WelcomeSheetSchema.page(
            title: title, rows: rows, mainButtonTitle: mainButtonTitle, accentColor: accentColor,
            backgroundColor: backgroundColor, optionalButtonTitle: optionalButtonTitle,
            optionalButtonURL: optionalButtonURL, isShowingOptionalButton: isShowingOptionalButton)
    }

    func row(_ node: JSONNode) -> WelcomeSheetPageRow? {
        guard let object = context.object(node) else { return nil }
        object.warnAboutUnknownKeys(known: Self.rowKeys)
        let imageName = object.requiredString(RowKey.imageName.rawValue).flatMap { name in
            object.optional(RowKey.imageName.rawValue).flatMap { checked(WelcomeSheetSchema.imageName(name), at: $0) }
        }
        let title = object.optionalString(RowKey.title.rawValue)
        let content = object.optionalString(RowKey.content.rawValue)
        let accentColor = object.optional(RowKey.accentColor.rawValue).flatMap(color)
        guard let imageName else { return nil }
        return WelcomeSheetSchema.row(imageName: imageName, title: title, content: content, accentColor: accentColor)
    }

    /// A hex string as a colour.
    private func rgba(_ node: JSONNode) -> RGBA? { context.hexColor(node, RGBA.init) }

    /// A hex string, or `{"light": hex, "dark": hex}`.
    func color(_ node: JSONNode) -> Color? {
        switch node.value.kind {
        case .string:
            return rgba(node).map(Color.init)
        case .object:
            guard let object = context.object(node) else { return nil }
            object.warnAboutUnknownKeys(known: Self.colorKeys)
            let light = object.required(WelcomeSheetSchema.ColorKey.light.rawValue).flatMap(rgba)
            let dark = object.required(WelcomeSheetSchema.ColorKey.dark.rawValue).flatMap(rgba)
            guard let light, let dark else { return nil }
            return Color(light: light, dark: dark)
        default:
            context.typeMismatch(expected: "welcomeSheet.json.type.color", at: node)
            return nil
        }
    }

    /// An absolute URL with a scheme and no whitespace.
    func url(_ node: JSONNode) -> URL? {
        context.string(node).flatMap { checked(WelcomeSheetSchema.url($0), at: node) }
    }

    /// The value of a rule's result, or nil and its violation as an error at `node`.
    private func checked<Value>(_ result: Result<Value, WelcomeSheetSchema.Violation>, at node: JSONNode) -> Value? {
        switch result {
        case .success(let value): return value
        case .failure(let violation):
            context.error(violation.message, at: node)
            return nil
        }
    }
}

/// Turns pages into the JSON that ``PageDecoder`` reads back, with ``WelcomeSheetSchema``'s
/// keys: what ``WelcomeSheetDocument/encoded()`` writes and the `Encodable` conformances encode.
enum PageEncoder {
    typealias PageKey = WelcomeSheetSchema.PageKey
    typealias RowKey = WelcomeSheetSchema.RowKey

    static func page(_ page: WelcomeSheetPage) -> JSONOutput {
        var members: [JSONOutput.Member] = [
            member(PageKey.title, .string(page.title)),
            member(PageKey.rows, .array(page.rows.map(row))),
        ]
        members += optional(PageKey.mainButtonTitle, page.mainButtonTitle.map(JSONOutput.string))
        members += optional(PageKey.accentColor, page.accentColor.map(color))
        members += optional(PageKey.backgroundColor, page.backgroundColor.map(color))
        members += optional(PageKey.optionalButtonTitle, page.optionalButtonTitle.map(JSONOutput.string))
        members += optional(PageKey.optionalButtonURL, page.optionalButtonURL.map { .string($0.absoluteString) })
        if page.hasExplicitOptionalButtonVisibility {
            members.append(member(PageKey.isShowingOptionalButton, .bool(page.isShowingOptionalButton)))
        }
        return .object(members)
    }

    static func row(_ row: WelcomeSheetPageRow) -> JSONOutput {
        .object(
            [member(RowKey.imageName, .string(row.imageName))]
                + optional(RowKey.accentColor, row.accentColor.map(color))
                + [member(RowKey.title, .string(row.title)), member(RowKey.content, .string(row.content))])
    }

    static func color(_ color: Color) -> JSONOutput {
        guard color.light != color.dark else { return .string(color.light.hexString) }
        return .object([
            member(WelcomeSheetSchema.ColorKey.light, .string(color.light.hexString)),
            member(WelcomeSheetSchema.ColorKey.dark, .string(color.dark.hexString)),
        ])
    }

    private static func member(_ key: some CodingKey, _ value: JSONOutput) -> JSONOutput.Member {
        JSONOutput.Member(key.stringValue, value)
    }

    private static func optional(_ key: some CodingKey, _ value: JSONOutput?) -> [JSONOutput.Member] {
        value.map { [member(key, $0)] } ?? []
    }
}
