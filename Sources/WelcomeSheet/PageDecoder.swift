import Foundation
import IntroJSON
import IntroUI

/// Turns a parsed document into pages, reporting every problem to the context.
struct PageDecoder {
    static let pageKeys: Set<String> = [
        "title", "rows", "mainButtonTitle", "accentColor", "backgroundColor", "optionalButtonTitle",
        "optionalButtonURL", "isShowingOptionalButton",
    ]
    static let rowKeys: Set<String> = ["imageName", "title", "content", "accentColor"]

    let context: JSONDecodingContext

    static let documentKeys: Set<String> = ["locale", "pages"]

    /// The pages and the document's locale: the root is the array of pages, or an object
    /// `{"locale": "ar", "pages": [ … ]}`; nil when neither.
    func document(_ root: JSONNode) -> (pages: [WelcomeSheetPage], locale: String?)? {
        guard root.value.objectMembers != nil, let object = context.object(root), object.optional("pages") != nil else {
            return pages(root).map { ($0, nil) }
        }
        object.warnAboutUnknownKeys(known: Self.documentKeys)
        let locale = object.optionalString("locale")
        if locale?.isEmpty == true, let node = object.optional("locale") {
            context.error(JSONMessage("welcomeSheet.json.emptyLocale"), at: node)
        }
        return object.optional("pages").flatMap(pages).map { ($0, locale?.isEmpty == true ? nil : locale) }
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
        let title = object.requiredString("title")
        let rowNodes = object.requiredArray("rows")
        if let rowsNode = object.optional("rows"), rowNodes?.isEmpty == true {
            context.warning(JSONMessage("welcomeSheet.json.noRows"), at: rowsNode)
        }
        let rows = rowNodes?.compactMap(row)
        let mainButtonTitle = object.optionalString("mainButtonTitle")
        let accentColor = object.optional("accentColor").flatMap(color)
        let backgroundColor = object.optional("backgroundColor").flatMap(color)
        let optionalButtonTitle = object.optionalString("optionalButtonTitle")
        let optionalButtonURL = object.optional("optionalButtonURL").flatMap(url)
        let isShowingOptionalButton = object.optionalBool("isShowingOptionalButton")
        if isShowingOptionalButton == true, optionalButtonTitle == nil, let flag = object.optional("isShowingOptionalButton") {
            context.warning(JSONMessage("welcomeSheet.json.optionalButtonWithoutTitle"), at: flag)
        }
        guard let title, let rows, rows.count == rowNodes?.count else { return nil }
        var page = WelcomeSheetPage(
            title: title, rows: rows, mainButtonTitle: mainButtonTitle, accentColor: accentColor,
            backgroundColor: backgroundColor, optionalButtonTitle: optionalButtonTitle,
            optionalButtonURL: optionalButtonURL)
        if let isShowingOptionalButton { page.isShowingOptionalButton = isShowingOptionalButton }
        return page
    }

    func row(_ node: JSONNode) -> WelcomeSheetPageRow? {
        guard let object = context.object(node) else { return nil }
        object.warnAboutUnknownKeys(known: Self.rowKeys)
        let imageName = object.requiredString("imageName")
        if imageName?.isEmpty == true, let nameNode = object.optional("imageName") {
            context.error(JSONMessage("welcomeSheet.json.emptyImageName"), at: nameNode)
        }
        let title = object.optionalString("title")
        let content = object.optionalString("content")
        let accentColor = object.optional("accentColor").flatMap(color)
        guard let imageName, !imageName.isEmpty else { return nil }
        return WelcomeSheetPageRow(imageName: imageName, accentColor: accentColor, title: title ?? "", content: content ?? "")
    }

    /// A hex string, or `{"light": hex, "dark": hex}`.
    func color(_ node: JSONNode) -> Color? {
        switch node.value.kind {
        case .string:
            return context.hexColor(node).map(Color.init)
        case .object:
            guard let object = context.object(node) else { return nil }
            object.warnAboutUnknownKeys(known: ["light", "dark"])
            let light = object.required("light").flatMap(context.hexColor)
            let dark = object.required("dark").flatMap(context.hexColor)
            guard let light, let dark else { return nil }
            return Color(light: light, dark: dark)
        default:
            context.typeMismatch(expected: "welcomeSheet.json.type.color", at: node)
            return nil
        }
    }

    /// An absolute URL with a scheme and no whitespace.
    func url(_ node: JSONNode) -> URL? {
        guard let text = context.string(node) else { return nil }
        let problem: String
        if text.unicodeScalars.contains(where: CharacterSet.whitespacesAndNewlines.contains) {
            problem = "welcomeSheet.json.urlSpaces"
        } else if let url = URL(string: text) {
            if url.scheme?.isEmpty == false { return url }
            problem = "welcomeSheet.json.urlScheme"
        } else {
            problem = "welcomeSheet.json.urlInvalid"
        }
        context.error(JSONMessage(problem, texts: [JSONMessage.excerpt(text)]), at: node)
        return nil
    }
}

/// Turns pages into the JSON that ``PageDecoder`` reads back.
enum PageEncoder {
    static func page(_ page: WelcomeSheetPage) -> JSONOutput {
        var members: [JSONOutput.Member] = [
            .init("title", .string(page.title)),
            .init("rows", .array(page.rows.map(row))),
        ]
        members += optional("mainButtonTitle", page.mainButtonTitle.map(JSONOutput.string))
        members += optional("accentColor", page.accentColor.map(color))
        members += optional("backgroundColor", page.backgroundColor.map(color))
        members += optional("optionalButtonTitle", page.optionalButtonTitle.map(JSONOutput.string))
        members += optional("optionalButtonURL", page.optionalButtonURL.map { .string($0.absoluteString) })
        if page.hasExplicitOptionalButtonVisibility {
            members.append(.init("isShowingOptionalButton", .bool(page.isShowingOptionalButton)))
        }
        return .object(members)
    }

    static func row(_ row: WelcomeSheetPageRow) -> JSONOutput {
        .object(
            [.init("imageName", .string(row.imageName))]
                + optional("accentColor", row.accentColor.map(color))
                + [.init("title", .string(row.title)), .init("content", .string(row.content))])
    }

    static func color(_ color: Color) -> JSONOutput {
        guard color.light != color.dark else { return .string(color.light.hexString) }
        return .object([.init("light", .string(color.light.hexString)), .init("dark", .string(color.dark.hexString))])
    }

    private static func optional(_ key: String, _ value: JSONOutput?) -> [JSONOutput.Member] {
        value.map { [.init(key, $0)] } ?? []
    }
}
